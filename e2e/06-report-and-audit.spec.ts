import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Download, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { activateStaff, ensureAdmin, fillAutoLookup, PATEL, RIVERA, shot, signIn, temporaryPassword } from "./support";

test.describe.configure({ mode: "serial" });

// The loan file and the auditor: a session's report as a PDF, the list and the audit log as CSV,
// and the staff administration whose every step the log records.

const PNG = "tests/fixtures/documents/auto-declarations.png";
const DEE = { name: "Dee Viewer", email: "dee@lender.example", password: "dee-viewer-pass-1" };
let passToken = "";

async function saved(download: Download, path: string): Promise<Buffer> {
  await download.saveAs(path);
  return readFileSync(path);
}

async function lookUpRivera(page: Page, borrower: string) {
  await fillAutoLookup(page, RIVERA, borrower);
  // Another spec may have made a stricter template the default: this one checks the standard one.
  const template = page.getByLabel("Requirement template");
  const standard = await template.locator("option", { hasText: "Auto loan — standard" }).getAttribute("value");
  await template.selectOption(standard!);
  await page.getByLabel("Loan number").fill("LN-4401729");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Pass", { timeout: 30_000 });
  return page.url().split("/sessions/")[1];
}

test("the report of a passing SBX-AUTO-1001 lookup downloads as a PDF whose text holds the verdict", async ({
  page,
}) => {
  await ensureAdmin(page);
  passToken = await lookUpRivera(page, "loan-report-1001");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`covercheck-report-${passToken}.pdf`);
  const bytes = await saved(download, "/tmp/e2e-report.pdf");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain("Verdict: Pass");
  expect(flat).toContain("Auto loan — standard");
  expect(flat).toContain("Collision coverage");
  expect(flat).toContain("max $1,000 · policy $500");
  expect(flat).toContain("I confirm the borrower has consented");
  expect(flat).toContain("Started a lookup");
  expect(flat).toContain("Downloaded a report");
  writeFileSync("/tmp/e2e-report.txt", flat);
});

test("the verifications list exports as CSV with its filters", async ({ page }) => {
  await ensureAdmin(page);
  await page.goto("/sessions?q=loan-report-1001&verdict=pass");
  await expect(page.getByRole("row", { name: /loan-report-1001/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = (await saved(download, "/tmp/e2e-sessions.csv")).toString("utf8").replace(/^\ufeff/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^Session,Method,Status,Verdict,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${passToken},lookup,completed,Pass,active,`);
  expect(lines[1]).toContain("SBX-AUTO-1001");
});

test("an admin sees who did what in the audit log, searches it and exports it", async ({ page }) => {
  await ensureAdmin(page);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table).toContainText("Exported the verifications list");

  await page.getByLabel("Session").fill(passToken);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`session=${passToken}`));
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("Started a lookup");
  await expect(table).toContainText("Downloaded a report");
  await expect(table).toContainText("Dana Admin");
  await page.screenshot({ path: "/tmp/audit-session.png", fullPage: true });

  await page.getByLabel("Action").selectOption({ label: "Downloaded a report" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const rows = (await saved(download, "/tmp/e2e-audit.csv")).toString("utf8").trim().split("\r\n");
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`,Downloaded a report,report.downloaded,${passToken},`);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/settings\/audit$/);
  await shot(page, "60-audit-log");
});

test("a deactivated viewer is signed out at once and refused at sign-in; a reset password must be replaced", async ({
  page,
  browser,
}) => {
  await ensureAdmin(page);
  await page.goto("/settings/staff");
  await page.getByLabel("Name").fill(DEE.name);
  await page.getByLabel("Email").fill(DEE.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(DEE));
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Add staff member" }).click();
  const dee = page.getByRole("listitem", { name: DEE.name });
  await expect(dee).toBeVisible();
  await activateStaff(page, DEE);

  // Dee is working in another browser when the admin deactivates her.
  const other = await browser.newContext();
  const deePage = await other.newPage();
  await signIn(deePage, DEE);
  await expect(deePage.getByRole("heading", { name: "Verifications" })).toBeVisible();

  page.once("dialog", (d) => d.accept());
  await dee.getByRole("button", { name: "Deactivate" }).click();
  await expect(dee.getByText("Deactivated", { exact: true })).toBeVisible();
  await shot(page, "61-staff-deactivated");

  await deePage.reload();
  await expect(deePage).toHaveURL(/\/sign-in/);
  await deePage.getByLabel("Email").fill(DEE.email);
  await deePage.getByLabel("Password").fill(DEE.password);
  await deePage.getByRole("button", { name: "Sign in" }).click();
  await expect(deePage.getByText("This account has been deactivated.")).toBeVisible();
  await expect(deePage).toHaveURL(/\/sign-in/);

  // Back, with a temporary password she must replace before anything else.
  await dee.getByRole("button", { name: "Reactivate" }).click();
  await expect(dee.getByText("Deactivated", { exact: true })).toHaveCount(0);
  await dee.getByRole("button", { name: "Reset password" }).click();
  await dee.getByRole("button", { name: "Set temporary password" }).click();
  const temporary = (await dee.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary).toHaveLength(16);

  await deePage.getByLabel("Email").fill(DEE.email);
  await deePage.getByLabel("Password").fill(temporary);
  await deePage.getByRole("button", { name: "Sign in" }).click();
  await expect(deePage).toHaveURL(/\/change-password/);
  await deePage.goto("/sessions");
  await expect(deePage).toHaveURL(/\/change-password/);
  await deePage.getByLabel("Current (temporary) password").fill(temporary);
  await deePage.getByLabel("New password", { exact: true }).fill("dee-own-pass-22");
  await deePage.getByLabel("New password again").fill("dee-own-pass-22");
  await deePage.getByRole("button", { name: "Save password" }).click();
  await expect(deePage.getByRole("heading", { name: "Verifications" })).toBeVisible();
  await other.close();

  await page.goto(`/settings/audit?actor=${encodeURIComponent(DEE.email)}`);
  const table = page.getByRole("table", { name: "Audit log" });
  await expect(table).toContainText("Sign-in refused (deactivated)");
  await expect(table).toContainText("Changed own password");
  await page.goto("/settings/audit?action=staff.deactivated");
  await expect(table).toContainText(`member ${DEE.email}`);
});

test("an errored lookup is corrected and retried from its own page, and both sessions link each other", async ({
  page,
}) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, PATEL, "loan-retry-2002");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page.getByTestId("session-status")).toHaveText("Errored", { timeout: 30_000 });
  const erroredUrl = page.url();

  await page.getByRole("link", { name: "Edit and retry" }).click();
  await expect(page).toHaveURL(/\/verify\/lookup\?retry=ign_/);
  await expect(page.getByText("Correcting a lookup that ended in an error")).toBeVisible();
  await expect(page.getByLabel("Policy number")).toHaveValue(PATEL.policyNumber);
  await expect(page.getByLabel("VIN")).toHaveValue(PATEL.vin);
  await expect(page.getByLabel("Borrower reference")).toHaveValue("loan-retry-2002");
  await expect(page.getByLabel("City")).toHaveValue(PATEL.city);
  await shot(page, "62-retry-form");
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).not.toHaveURL(erroredUrl);
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-actions")).toContainText("Retry of an errored lookup");

  await page.goto(erroredUrl);
  await expect(page.getByTestId("session-actions")).toContainText("Retried");
  await expect(page.getByRole("link", { name: "Edit and retry" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Retried as a new lookup");
});

test("the upload page follows each file to its result, and the PNG preview zooms", async ({ page }) => {
  test.setTimeout(150_000);
  await ensureAdmin(page);
  await page.goto("/verify/document");
  await page.setInputFiles("#document-files", [PNG]);
  await page.getByLabel("Borrower reference").fill("loan-follow-1");
  await page.getByLabel("Borrower first name").fill("John");
  await page.getByLabel("Borrower last name").fill("Sample");
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Upload and verify" }).click();
  const follow = page.getByTestId("follow-auto-declarations.png");
  await expect(follow).toContainText("Processing", { timeout: 30_000 });
  await expect(follow).toContainText("Completed", { timeout: 120_000 });
  await expect(follow).toContainText(/Pass|Fail|Needs review/, { timeout: 30_000 });
  await shot(page, "63-upload-followed");

  await page.getByRole("link", { name: /Open the verification for auto-declarations.png/ }).click();
  const level = page.getByTestId("zoom-level");
  await expect(level).toHaveText("Fit to frame");
  await page.getByRole("button", { name: "Show at 100%" }).click();
  await expect(level).toHaveText("100%");
  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(level).toHaveText("150%");
  const frame = page.getByLabel(/Document auto-declarations.png; \+ and - zoom/);
  await frame.focus();
  await page.keyboard.press("-");
  await page.keyboard.press("-");
  await expect(level).toHaveText("75%");
  await shot(page, "64-preview-zoomed");
  await page.getByRole("button", { name: "Fit", exact: true }).click();
  await expect(level).toHaveText("Fit to frame");

  // The report fingerprints the very bytes that were uploaded.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download report (PDF)" }).click(),
  ]);
  const pdf = await saved(download, "/tmp/e2e-report-png.pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const sha = createHash("sha256").update(readFileSync(PNG)).digest("hex");
  // The hash is wider than its column and wraps; the wrap is layout, not content.
  expect(text.replace(/\s+/g, "")).toContain(`SHA-256oftheuploadedbytes${sha}`);
});
