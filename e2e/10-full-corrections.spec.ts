import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import {
  activateStaff,
  ensureAdmin,
  shot,
  signIn,
  signOut,
  temporaryPassword,
  VIEWER,
  openTemplateEditor,
} from "./support";

test.describe.configure({ mode: "serial" });

// Complete corrections: a reviewer corrects a two-page declarations PDF whose second page
// is a scan. The PDF is made only by the project's generator (tests/fixtures/documents/
// make-duplicate-vehicle.ts: generatePage("e2e-full-corrections", 38) as a table on page 1, the same
// policy scanned on page 2). The reader reads the scanned VIN with one character wrong, so the
// Hyundai is listed twice, the copy with only part of the Hyundai's coverage (Fail), and page
// 1's table gives the Hyundai's collision deductible as $500 where it prints $250 and misses the
// Ford's comprehensive ("No deductible"). The reviewer removes the copy, fixes the deductible and
// adds the missing coverage; the verdict turns Pass. A viewer cannot correct.

const FIXTURE = "tests/fixtures/documents/generated-duplicate-vehicle.pdf";
const FILE = "generated-duplicate-vehicle.pdf";
const TEMPLATE = "E2E — collision and comprehensive at most $1,000";
const REVIEWER = { name: "Rae Reviewer", email: "rae@lender.example", password: "reviewer-pass-42" };
const BORROWER = "loan-full-corrections-1";
/** The fixed deductible, named by the vehicle it is on once the copy is gone. */
const DEDUCTIBLE_FIXED = /Collision deductible \(2017 Hyundai[^)]*\): \$500 → \$250/;
const SIZES = [
  { width: 390, height: 844, name: "phone" },
  { width: 1440, height: 900, name: "desktop" },
];

async function createTemplate(page: Page) {
  await page.goto("/templates");
  if (await page.getByRole("link", { name: TEMPLATE }).count()) return;
  await openTemplateEditor(page);
  await page.getByLabel("Template name").fill(TEMPLATE);
  for (const rule of ["collision-coverage-meets-requirements", "comprehensive-coverage-meets-requirements"]) {
    await page.getByLabel("Rule library").selectOption(rule);
    await page.getByRole("button", { name: "Add rule" }).click();
  }
  for (const picker of await page.getByLabel(/deductible: value from/).all())
    await expect(picker.locator("option:checked")).toHaveText("Maximum deductible");
  for (const input of await page.getByLabel(/deductible: default/).all()) await input.fill("1000");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/tem_/);
}

async function ensureStaff(page: Page, who: { name: string; email: string; password: string }, role: string) {
  await page.goto("/settings/staff");
  if (await page.getByText(who.email).count()) return;
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(who));
  await page.getByLabel("Role", { exact: true }).selectOption(role);
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(who.email)).toBeVisible();
  await activateStaff(page, who);
}

/** Screenshots of the page at a phone's and a desktop's size, for a person to look at. */
async function shots(page: Page, name: string) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await shot(page, `${name}-${s.name}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

let sessionUrl = "";

test("a reviewer removes a vehicle read twice and fixes a misread deductible: Fail turns Pass", async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await createTemplate(page);
  await ensureStaff(page, REVIEWER, "reviewer");
  await ensureStaff(page, VIEWER, "viewer");
  await signOut(page);
  await signIn(page, REVIEWER);

  await page.goto("/verify/document");
  await page.setInputFiles("#document-files", [FIXTURE]);
  await page.getByLabel(`Policy type for ${FILE}`).selectOption("auto");
  await page.getByLabel(`Requirement template for ${FILE}`).selectOption({ label: TEMPLATE });
  await page.getByLabel("Borrower first name").fill("Jamal");
  await page.getByLabel("Borrower last name").fill("Jovanovic");
  await page.getByLabel("Borrower reference").fill(BORROWER);
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await page.getByRole("link", { name: new RegExp(`Open the verification for ${FILE}`) }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  sessionUrl = page.url();

  // As read: three vehicles, the third a copy of the second; Fail for the copy's missing collision.
  const verdict = page.getByTestId("session-verdict");
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Fail", { timeout: 120_000 });
  await expect(verdict).toContainText(/collision/i);
  const form = page.getByRole("form", { name: "Extracted fields" });
  await expect(form.getByRole("group", { name: /^Vehicle \d$/ })).toHaveCount(3);
  await expect(form.getByLabel("Vehicle 2 VIN")).toHaveValue("KM8KNPJH4HB859708");
  const copyVin = await form.getByLabel("Vehicle 3 VIN").inputValue();
  expect(copyVin).not.toBe("KM8KNPJH4HB859708");
  expect(copyVin.slice(0, 2)).toBe("KM");
  const hyundaiCollision = form.getByRole("group", { name: /^Collision \(COLL\) · Vehicle 2/ });
  await expect(hyundaiCollision.getByLabel("Deductible")).toHaveValue("500");
  await shots(page, "100-full-corrections-read");

  // Remove the copy (its collision coverage goes with it) and fix the deductible to the $250 printed.
  await form.getByRole("button", { name: "Remove Vehicle 3" }).click();
  await expect(form.getByRole("group", { name: /^Vehicle \d$/ })).toHaveCount(2);
  await hyundaiCollision.getByLabel("Deductible").fill("250");
  const pending = page.getByTestId("pending-changes");
  await expect(pending).toContainText(`Vehicle 3: 2017 Hyundai`);
  await expect(pending).toContainText("→ (removed)");
  // Coverages are named by vehicle (the copy still has its place, it reads like the second).
  await expect(pending).toContainText(
    /Collision coverage \((Vehicle 3, )?2017 Hyundai[^)]*\): Collision, \$500 deductible → \(removed\)/,
  );
  await expect(pending).toContainText(DEDUCTIBLE_FIXED);
  // Page 1 prints "No deductible" for the Ford's comprehensive: added by hand, on vehicle 1 (the default).
  await form.getByRole("button", { name: "+ Add coverage" }).click();
  const added = form.getByTestId("coverage").last();
  await added.getByRole("combobox").first().selectOption("COMP");
  await added.getByLabel(/Deductible$/).fill("0");
  await expect(pending).toContainText("Comprehensive");
  await form.getByLabel("Reason (optional)").fill("Page 2 is a scan of the same policy");
  await shots(page, "101-full-corrections-pending");
  await form.getByRole("button", { name: "Save 4 corrections" }).click();
  await expect(page.getByTestId("correction-outcome")).toContainText("Saved 4 corrections. Verdict now: Pass", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Pass");
  await expect(form.getByRole("group", { name: /^Vehicle \d$/ })).toHaveCount(2);

  // Before → after, in plain field names, credited to the reviewer: history, timeline, audit log, report.
  const history = page.getByRole("list", { name: "Corrections" });
  await expect(history).toContainText(`${REVIEWER.name} <${REVIEWER.email}>`);
  await expect(history).toContainText("Vehicle 3: 2017 Hyundai");
  await expect(history).toContainText(DEDUCTIBLE_FIXED);
  await expect(history).not.toContainText("coverages[");
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText(`By ${REVIEWER.name} (reviewer) <${REVIEWER.email}>`);
  await expect(timeline).toContainText(DEDUCTIBLE_FIXED);
  await expect(timeline).not.toContainText("a reviewer");
  await shots(page, "102-full-corrections-saved");

  const download = page.waitForEvent("download");
  await page
    .getByRole("link", { name: /report/i })
    .first()
    .click();
  const file = await (await download).path();
  const text = (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(file!))), { mergePages: true }))
    .text;
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toMatch(/Collision deductible \(2017 Hyundai[^)]*\): was \$500, now \$250/);
  expect(flat).toContain(`${REVIEWER.name} (reviewer) <${REVIEWER.email}>`);
  expect(text).not.toContain("coverages[");
});

test("the audit log names each corrected field before and after", async ({ page }) => {
  await signIn(page, { email: "dana@lender.example", password: "correct-horse-42" });
  await page.goto("/settings/audit?action=policy.corrected");
  const table = page.getByRole("table");
  await expect(table).toContainText(REVIEWER.name);
  await expect(table).toContainText(DEDUCTIBLE_FIXED);
  await shots(page, "103-full-corrections-audit");
});

test("a viewer reads the corrections but cannot add, remove or save", async ({ page }) => {
  await signIn(page, VIEWER);
  await page.goto(sessionUrl);
  const form = page.getByRole("form", { name: "Extracted fields" });
  await expect(form.getByLabel("Vehicle 1 VIN")).toHaveAttribute("readonly", "");
  await expect(form.getByRole("button", { name: /Remove|Add|Save/ })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Corrections" })).toContainText(DEDUCTIBLE_FIXED);
  await shots(page, "104-full-corrections-viewer");
});
