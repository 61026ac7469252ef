import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ensureAdmin, shot, openTemplateEditor } from "./support";

// The template editor in staff's words: each input's value comes from a loan-data key picked by its
// plain name, the rule's natural one chosen already, and a typed key only as a last resort. A
// template checks one policy type: the rule library offers that type's rules, the list shows it, and
// Settings offers a template as a default only for its type.

const SIZES = [
  { width: 390, height: 844, name: "phone" },
  { width: 1440, height: 900, name: "desktop" },
];
const TEMPLATE = "E2E — lender and loan number";

async function expectAccessible(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await shot(page, `${name}-${size.name}`);
  }
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const picked = (page: Page, label: string | RegExp) => page.getByLabel(label).locator("option:checked");

test("a rule added in the editor reads the lender name the loan fills, picked by its plain name", async ({ page }) => {
  await ensureAdmin(page);
  await openTemplateEditor(page);
  await expect(page.getByRole("radio", { name: "Auto" })).toBeChecked();
  await page.getByLabel("Template name").fill(TEMPLATE);
  await page.getByLabel("Rule library").selectOption({ label: "Lender named on the policy" });
  await page.getByRole("button", { name: "Add rule" }).click();

  const rule = page.getByRole("listitem", { name: "Lender named on the policy" });
  await expect(picked(page, "Lienholder named on the policy: value from")).toHaveText("Lender name");
  await expect(rule.getByText("Filled from the loan on every lookup")).toBeVisible();
  await expect(rule).not.toContainText("source key");
  await expect(rule).not.toContainText("lienholderName");

  // An optional input starts on its natural key too; a key typed by hand is there, last.
  await rule.getByRole("checkbox", { name: "Loan number" }).check();
  await expect(picked(page, "Loan number: value from")).toHaveText("Loan number");
  await page.getByLabel("Loan number: value from").selectOption({ label: "Another key, typed by hand…" });
  await page.getByLabel("Loan number: typed key").fill("acctNo");
  await expectAccessible(page, "150-template-editor");

  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/tem_/);
  await expect(page.getByRole("heading", { name: TEMPLATE })).toBeVisible();
  await expect(picked(page, "Lienholder named on the policy: value from")).toHaveText("Lender name");
  await expect(page.getByLabel("Loan number: typed key")).toHaveValue("acctNo");

  await page.goto("/templates");
  await expect(page.getByRole("row", { name: new RegExp(TEMPLATE) })).toContainText("Auto");
  await expect(page.getByRole("row", { name: /Mortgage — homeowners/ })).toContainText("Home and condo");
  await expectAccessible(page, "152-template-list");
});

test("a home template offers home rules, and Settings offers it only as a home or condo default", async ({ page }) => {
  await ensureAdmin(page);
  await openTemplateEditor(page);
  await page.getByLabel("Rule library").selectOption({ label: "Collision coverage" });
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByLabel("Rule 1", { exact: true }).locator("option:checked")).toHaveText("Collision coverage");
  await page.getByRole("radio", { name: "Home and condo" }).check();
  await expect(page.getByLabel("Rule 1", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This rule does not check home and condo policies")).toBeVisible();
  const library = page.getByLabel("Rule library");
  await expect(library.locator("option", { hasText: "Dwelling coverage" })).toHaveCount(1);
  await expect(library.locator("option", { hasText: "Collision coverage" })).toHaveCount(0);

  await page.goto("/settings/verification");
  const auto = page.getByLabel("Auto loans");
  // Earlier specs may have chosen another auto default; whichever it is, it is an auto template.
  await expect(auto.locator("option:checked")).not.toHaveText("Mortgage — homeowners");
  await expect(auto.locator("option", { hasText: "Auto loan — standard" })).toHaveCount(1);
  await expect(auto.locator("option", { hasText: "Mortgage — homeowners" })).toHaveCount(0);
  await expect(page.getByLabel("Condo loans").locator("option", { hasText: "Mortgage — homeowners" })).toHaveCount(1);
  await expect(page.getByLabel("Condo loans").locator("option", { hasText: "Auto loan — standard" })).toHaveCount(0);
  await expectAccessible(page, "151-settings-verification");
});
