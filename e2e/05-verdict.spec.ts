import { expect, test, type Page } from "@playwright/test";
import { ensureAdmin, fillAutoLookup, MORGAN, RIVERA, shot, openTemplateEditor } from "./support";

test.describe.configure({ mode: "serial" });

// The loan data typed on the lookup form is all the dashboard needs: the session is validated the
// moment it completes, and the verdict shows on the session page and in the list.

async function verdictInList(page: Page, borrowerRef: string) {
  await page.goto(`/sessions?q=${borrowerRef}`);
  return page.getByRole("row", { name: new RegExp(borrowerRef) });
}

test("a compliant SBX-AUTO-1001 lookup shows Pass on the session page and in the list, with nothing else typed", async ({
  page,
}) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, RIVERA, "loan-verdict-1001");
  await expect(page.getByLabel("Requirement template")).toHaveValue(/^tem_/);
  await expect(page.getByLabel("Requirement template").locator("option:checked")).toHaveText(
    "Auto loan — standard (default)",
  );
  await page.getByLabel("Loan number").fill("LN-4401729");
  await page.getByRole("button", { name: "Look up policy" }).click();

  await expect(page).toHaveURL(/\/sessions\/ign_/);
  const verdict = page.getByTestId("session-verdict");
  await expect(verdict.getByText("Pass", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(verdict).toContainText("Auto loan — standard");
  await expect(verdict).toContainText("The policy meets the loan's requirements.");
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Pass");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Checked against the loan");
  await page.screenshot({ path: "/tmp/verdict-session-pass.png", fullPage: true });
  await shot(page, "50-session-pass");

  // The automatic run is a stored validation like any other; its rules read in staff's words.
  await verdict.getByRole("link", { name: "Every rule in detail" }).click();
  await expect(page.getByRole("list", { name: "Past results" }).getByRole("button")).toHaveCount(1);
  await page.getByRole("list", { name: "Past results" }).getByRole("button").click();
  const collision = page.getByTestId("rule-collision-coverage-meets-requirements");
  await expect(collision).toContainText("max $1,000 · policy $500");
  await expect(page.getByTestId("rule-third-party-match")).toContainText("Lienholder named on the policy");
  await page.screenshot({ path: "/tmp/verdict-rules.png", fullPage: true });

  const row = await verdictInList(page, "loan-verdict-1001");
  await expect(row.getByTestId("list-verdict")).toHaveText("Pass");
  await page.screenshot({ path: "/tmp/verdict-list.png", fullPage: true });
});

test("SBX-AUTO-1002 against a template requiring collision with at most $1,000 deductible fails and says why", async ({
  page,
}) => {
  await ensureAdmin(page);
  await openTemplateEditor(page);
  await page.getByLabel("Template name").fill("E2E — collision at most $1,000");
  await page.getByLabel("Rule library").selectOption("collision-coverage-meets-requirements");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByLabel(/deductible: value from/).locator("option:checked")).toHaveText("Maximum deductible");
  await page.getByLabel(/deductible: default/).fill("1000");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/tem_/);

  await fillAutoLookup(page, MORGAN, "loan-verdict-1002");
  await page.getByLabel("Requirement template").selectOption({ label: "E2E — collision at most $1,000" });
  await page.getByLabel("Loan number").fill("LN-4409856");
  await page.getByRole("button", { name: "Look up policy" }).click();

  await expect(page).toHaveURL(/\/sessions\/ign_/);
  const verdict = page.getByTestId("session-verdict");
  await expect(verdict.getByText("Fail", { exact: true })).toBeVisible({ timeout: 30_000 });
  const reasons = verdict.getByRole("list", { name: "Reasons" });
  await expect(reasons).toContainText("Collision coverage: Collision coverage missing.");
  await expect(reasons).toContainText("2003 Nissan Maxima (JN1DA31D63T505967) has no collision coverage.");
  await page.screenshot({ path: "/tmp/verdict-session-fail.png", fullPage: true });
  await shot(page, "51-session-fail");

  const row = await verdictInList(page, "loan-verdict-1002");
  await expect(row.getByTestId("list-verdict")).toHaveText("Fail");
});

test("the picker marks carriers without a portal login before submission; a refused lookup leaves no session", async ({
  page,
}) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, RIVERA, "loan-verdict-allstate");
  await page.getByRole("combobox", { name: "Carrier" }).fill("State Farm");
  await expect(page.getByRole("option", { name: /^State Farm Mutual/ })).not.toContainText("no portal login");
  await page.getByRole("combobox", { name: "Carrier" }).fill("Allstate");
  await expect(page.getByRole("option", { name: /^Allstate Insurance Company/ })).toContainText("no portal login");
  await page.getByRole("option", { name: /^Allstate Insurance Company/ }).click();
  await expect(page.getByTestId("carrier-no-credentials")).toBeVisible();
  await page.getByRole("button", { name: "Look up policy" }).click();
  // The admin is told to add the login, not to ask the service operator (the service's own wording).
  await expect(page.getByRole("alert").filter({ hasText: "Add one in Settings → Carrier logins" })).toBeVisible();
  await expect(page.getByText(/service operator/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/verify\/lookup/);

  await page.goto("/sessions?q=loan-verdict-allstate");
  await expect(page.getByText("No verifications match")).toBeVisible();

  await page.goto("/verify/lookup");
  await page.getByRole("combobox", { name: "Carrier" }).fill("Allstate");
  await expect(page.getByRole("option", { name: /^Allstate Insurance Company/ })).toContainText("no portal login");
});

test("an auto declarations page uploaded as home is called out, and reading it again as auto clears it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureAdmin(page);
  await page.goto("/verify/document");
  await page.setInputFiles("#document-files", ["tests/fixtures/documents/auto-declarations.pdf"]);
  const typePicker = page.getByLabel("Policy type for auto-declarations.pdf");
  await expect(typePicker.locator("option")).toHaveText(["Auto", "Home", "Condo"]);
  await typePicker.selectOption("home");
  await expect(page.getByLabel("Requirement template for auto-declarations.pdf")).toHaveValue(/^tem_/);
  await page.getByLabel("Borrower first name").fill("John");
  await page.getByLabel("Borrower last name").fill("Sample");
  await page.getByLabel("Borrower reference").fill("loan-verdict-retype");
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await page.getByRole("link", { name: /Open the verification for auto-declarations.pdf/ }).click();

  const notice = page.getByTestId("type-check");
  // Read as home, nothing home-only is found; the one reading that can tell is offered, no claim made.
  await expect(notice).toContainText("This does not read clearly as a home or condo policy.", {
    timeout: 60_000,
  });
  await expect(notice).toContainText("Reading it as auto may tell");
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Needs review");
  await page.screenshot({ path: "/tmp/verdict-type-check.png", fullPage: true });
  await shot(page, "52-type-check");

  await notice.getByRole("button", { name: "Read it again as auto" }).click();
  await expect(page.getByTestId("type-check")).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId("session-verdict")).toContainText("Auto loan — standard", { timeout: 60_000 });
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Read again as another type");
});

test("an admin sets the lender name and the default template per policy type", async ({ page }) => {
  await ensureAdmin(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Verification settings" })).toBeVisible();
  await expect(page.getByLabel("Lender name on policies")).toHaveValue("Covercheck Demo Lending LLC");
  await expect(page.getByLabel("Auto loans").locator("option:checked")).toHaveText("Auto loan — standard");
  await page.getByLabel("Auto loans").selectOption({ label: "E2E — collision at most $1,000" });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await page.screenshot({ path: "/tmp/verdict-settings.png", fullPage: true });

  await page.goto("/verify/lookup");
  await expect(page.getByLabel("Requirement template").locator("option:checked")).toHaveText(
    "E2E — collision at most $1,000 (default)",
  );

  // The audit log says which setting changed, from what to what, by template name.
  await page.goto("/settings/audit?action=settings.saved");
  await expect(page.getByRole("table", { name: "Audit log" })).toContainText(
    "Default template for auto loans: Auto loan — standard → E2E — collision at most $1,000",
  );
});
