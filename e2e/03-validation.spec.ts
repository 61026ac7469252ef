import { expect, test, type Page } from "@playwright/test";
import { addLookupMetadata, ensureAdmin, fillAutoLookup, MORGAN, RIVERA, shot, type AutoLookup } from "./support";

test.describe.configure({ mode: "serial" });

const TEMPLATE = "Auto loan — standard";
const COLLISION = "rule-collision-coverage-meets-requirements";

// The sample template leaves the loan's own facts (names, VIN, lienholder, date) without defaults:
// a lender keeps them in its loan system, so here they travel as session metadata.
const RIVERA_LOAN = {
  borrowerFirstName: "Jordan",
  borrowerLastName: "Rivera",
  vin: RIVERA.vin,
  lienholderName: "Covercheck Demo Lending LLC",
  loanNumber: "LN-4401729",
  minExpirationDate: new Date().toISOString().slice(0, 10),
};

/** Runs a lookup to completion and opens its validate page from the session page's link. */
async function openValidate(page: Page, lookup: AutoLookup, borrower: string, metadata: Record<string, string>) {
  await fillAutoLookup(page, lookup, borrower);
  await addLookupMetadata(page, metadata);
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  // The link appears only once the session has completed with a policy.
  const validate = page.getByRole("link", { name: "Validate", exact: true });
  await expect(validate).toBeVisible({ timeout: 30_000 });
  await validate.click();
  await expect(page).toHaveURL(/\/sessions\/ign_[^/]+\/validate/);
}

test("SBX-AUTO-1001 passes the standard auto template on current; a 500 maximum fails collision on the renewal", async ({
  page,
}) => {
  await ensureAdmin(page);
  await openValidate(page, RIVERA, "loan-validate-1001", RIVERA_LOAN);
  // The dashboard validated the session with the loan's template as it completed.
  const history = page.getByRole("list", { name: "Past results" });
  await expect(history.getByRole("button")).toHaveCount(1);

  await page.getByLabel("Template", { exact: true }).selectOption({ label: TEMPLATE });
  const maxDeductible = page.getByLabel("Maximum collision / comprehensive deductible");
  await expect(maxDeductible).toHaveAttribute("placeholder", /default 1,000/);
  await expect(page.getByLabel("Lienholder named on the policy")).toHaveAttribute(
    "placeholder",
    /loan Covercheck Demo Lending LLC/,
  );
  await shot(page, "40-validate-form");

  await page.getByRole("button", { name: "Run validation" }).click();
  const verdict = page.getByTestId("validation-verdict");
  await expect(verdict).toContainText("current term");
  await expect(verdict.getByText("Pass", { exact: true })).toBeVisible();
  const counts = verdict.getByRole("list", { name: "Rule counts" });
  for (const zero of ["0 fail", "0 caution", "0 unknown"]) await expect(counts).toContainText(zero);
  await expect(page.getByTestId(COLLISION)).toContainText("template default");
  await expect(page.getByRole("list", { name: "Past results" })).toContainText(TEMPLATE);
  await shot(page, "41-validate-current-pass");

  // The renewal was never run: the toggle runs it once, with the override typed above.
  await maxDeductible.fill("500");
  await page.getByRole("group", { name: "Policy term" }).getByText("Renewal", { exact: true }).click();
  await expect(verdict).toContainText("renewal term");
  await expect(verdict.getByText("Fail", { exact: true })).toBeVisible();
  const collision = page.getByTestId(COLLISION);
  await expect(collision.getByText("Fail", { exact: true }).first()).toBeVisible();
  const row = collision.getByRole("row").filter({ hasText: "max $500 · policy $1,000" });
  await expect(row).toContainText("Fail");
  await expect(collision).toContainText("entered on the Validate page");
  await expect(
    page.getByTestId("rule-comprehensive-coverage-meets-requirements").getByText("Pass", { exact: true }).first(),
  ).toBeVisible();
  await shot(page, "42-validate-renewal-collision-fails");

  // The earlier passing run is still in the history and can be shown again.
  await expect(history.getByRole("button")).toHaveCount(3);
  await history.getByRole("button").filter({ hasText: "current" }).first().click();
  await expect(verdict).toContainText("current term");
  await expect(verdict.getByText("Pass", { exact: true })).toBeVisible();

  // Flipping the term back and forth shows what is stored instead of storing it again; the
  // explicit button runs the current term with the 500 maximum: one new run, then none.
  const terms = page.getByRole("group", { name: "Policy term" });
  await terms.getByText("Current term", { exact: true }).click();
  await page.getByRole("button", { name: "Run validation again" }).click();
  await expect(history.getByRole("button")).toHaveCount(4);
  await terms.getByText("Renewal", { exact: true }).click();
  await expect(verdict).toContainText("renewal term");
  await terms.getByText("Current term", { exact: true }).click();
  await expect(verdict).toContainText("current term");
  await page.waitForTimeout(1000);
  await expect(history.getByRole("button")).toHaveCount(4);
});

test("SBX-AUTO-1002 has no renewal term, says so, and stays on current", async ({ page }) => {
  await ensureAdmin(page);
  await openValidate(page, MORGAN, "loan-validate-1002", { borrowerFirstName: "Casey", borrowerLastName: "Morgan" });
  await expect(page.getByText("No renewal term — this policy has only a current term.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Renewal" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Current term" })).toBeChecked();

  await page.getByLabel("Template", { exact: true }).selectOption({ label: TEMPLATE });
  await page.getByRole("button", { name: "Run validation" }).click();
  const verdict = page.getByTestId("validation-verdict");
  await expect(verdict).toContainText("current term");
  // State minimum cover: no collision coverage at all.
  await expect(page.getByTestId(COLLISION)).toContainText("Fail");
  await shot(page, "43-validate-no-renewal");
});

test("templates: the samples are listed, and an admin creates one from the rule library", async ({ page }) => {
  await ensureAdmin(page);
  await page.goto("/templates");
  await expect(page.getByRole("row", { name: new RegExp(TEMPLATE) })).toBeVisible();
  await shot(page, "44-templates");

  await page.getByRole("link", { name: "New template" }).click();
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page.getByText("Add at least one rule.")).toBeVisible();

  await page.getByLabel("Template name").fill("E2E — collision only");
  await page.getByLabel("Rule library").selectOption("collision-coverage-meets-requirements");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByLabel(/deductible: value from/).locator("option:checked")).toHaveText("Maximum deductible");
  await page.getByLabel(/deductible: default/).fill("750");
  await shot(page, "45-template-new");
  await page.getByRole("button", { name: "Create template" }).click();

  await expect(page).toHaveURL(/\/templates\/tem_/);
  await expect(page.getByRole("heading", { name: "E2E — collision only" })).toBeVisible();
  await expect(page.getByLabel(/deductible: default/)).toHaveValue("750");
});
