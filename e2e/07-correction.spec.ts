import { expect, test, type Page } from "@playwright/test";
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

// A reviewer corrects a value read from a generated declarations page and the verdict follows.
// The page is tests/support/declarations' generatePage("e2e-correction", 245, { types: ["auto"],
// damage: 0, scannedPage: 0 }): a boxed-grid layout whose term ended on 2025-09-08 (so the
// policy is expired on any clock from now on), collision deductible $500, and coverages the confidence
// model is unsure of (read right, reported under the review bar). Against "in force, collision at
// most $500" it fails for the expiry alone; a corrected expiration date makes the policy-active rule
// pass and the verdict Pass.

const FIXTURE = "tests/fixtures/documents/generated-unsure-auto.pdf";
const TEMPLATE = "E2E — in force, collision at most $500";
const BORROWER = "loan-correction-1";

async function createTemplate(page: Page) {
  await page.goto("/templates");
  if (await page.getByRole("link", { name: TEMPLATE }).count()) return;
  await openTemplateEditor(page);
  await page.getByLabel("Template name").fill(TEMPLATE);
  await page.getByLabel("Rule library").selectOption("policy-active");
  await page.getByRole("button", { name: "Add rule" }).click();
  await page.getByLabel("Rule library").selectOption("collision-coverage-meets-requirements");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByLabel(/deductible: value from/).locator("option:checked")).toHaveText("Maximum deductible");
  await page.getByLabel(/deductible: default/).fill("500");
  await page.getByRole("button", { name: "Create template" }).click();
  await expect(page).toHaveURL(/\/templates\/tem_/);
}

/** A date a year from today, so the corrected term is in force whenever the spec runs. */
function inAYear(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

let sessionUrl = "";

test("a correction on a generated page flips the policy-active rule and the verdict", async ({ page }) => {
  test.setTimeout(180_000);
  await ensureAdmin(page);
  await createTemplate(page);

  await page.goto("/verify/document");
  await page.setInputFiles("#document-files", [FIXTURE]);
  await page.getByLabel("Policy type for generated-unsure-auto.pdf").selectOption("auto");
  await page.getByLabel("Requirement template for generated-unsure-auto.pdf").selectOption({ label: TEMPLATE });
  await page.getByLabel("Borrower first name").fill("Aisha");
  await page.getByLabel("Borrower last name").fill("Ferreira");
  await page.getByLabel("Borrower reference").fill(BORROWER);
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await page.getByRole("link", { name: /Open the verification for generated-unsure-auto.pdf/ }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  sessionUrl = page.url();

  // Read, judged: expired, so Fail, with the reason named.
  const verdict = page.getByTestId("session-verdict");
  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Fail", { timeout: 90_000 });
  await expect(verdict).toContainText(TEMPLATE);
  await expect(verdict).toContainText(/expired|not active/i);

  // Every value is in the form; the coverages the reader was unsure of are marked in words.
  const form = page.getByRole("form", { name: "Extracted fields" });
  await expect(form.getByLabel("Expiration date")).toHaveValue("2025-09-08");
  await expect(form.getByLabel("Carrier")).toHaveValue("Liberty Mutual Insurance Company");
  await expect(form.getByLabel("Vehicle 1 VIN")).toHaveValue("5NMG9SML2TZ564879");
  await expect(form.getByLabel("COLL deductible")).toHaveValue("500");
  await expect(form.getByLabel("Line 2")).toHaveValue("");
  const collision = form.locator('[data-field^="coverages["]').filter({ has: page.getByLabel("COLL deductible") });
  await expect(collision).toHaveAttribute("data-low-confidence", "true");
  await expect(collision).toContainText("Low confidence — please check");
  await expect(form.getByLabel("COLL deductible")).toHaveAccessibleDescription(/Low confidence — please check/);
  await expect(form.locator('[data-field="policyNumber"]')).not.toHaveAttribute("data-low-confidence", "true");

  // Focusing a field draws the box where it was printed, on a rendering of the page.
  await form.getByLabel("Expiration date").focus();
  await expect(page.getByTestId("field-place-caption")).toContainText("Expiration date: read on page 1");
  const box = page.locator('[data-box="expirationDate"][data-active]');
  await expect(box).toBeVisible();
  const image = page.getByTestId("field-place").getByRole("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(600);
  await shot(page, "70-correction-fields");
  await page.screenshot({ path: "/tmp/correction-before.png", fullPage: true });

  // The correction: only the expiration date changes.
  const next = inAYear();
  await form.getByLabel("Expiration date").fill(next);
  await form.getByLabel("Reason (optional)").fill("Renewal term on the second page");
  await form.getByRole("button", { name: "Save 1 correction" }).click();
  await expect(page.getByTestId("correction-outcome")).toContainText("Saved 1 correction. Verdict now: Pass", {
    timeout: 30_000,
  });

  await expect(page.getByTestId("session-verdict-badge")).toHaveText("Pass");
  await expect(verdict).not.toContainText(/expired/i);
  await expect(form.getByLabel("Expiration date")).toHaveValue(next);
  await expect(form.locator('[data-field="expirationDate"]').getByTestId("original-value")).toContainText(
    "read as 2025-09-08",
  );
  const history = page.getByRole("list", { name: "Corrections" });
  await expect(history).toContainText("dana@lender.example");
  await expect(history).toContainText(`Expiration date: 2025-09-08 → ${next}`);
  await expect(history).toContainText("Renewal term on the second page");
  // The session's timeline says it too.
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Policy corrected");
  await expect(timeline).toContainText("By Dana Admin (admin) <dana@lender.example>");
  await expect(timeline).toContainText(`Expiration date: 2025-09-08 → ${next}`);
  await shot(page, "71-correction-saved");
  await page.screenshot({ path: "/tmp/correction-after.png", fullPage: true });

  // The rule itself flipped, not only the summary: the stored validations say so, before and after.
  await verdict.getByRole("link", { name: "Every rule in detail" }).click();
  const results = page.getByRole("list", { name: "Past results" }).getByRole("button");
  await expect(results).toHaveCount(2);
  const seen: string[] = [];
  for (const i of [0, 1]) {
    await results.nth(i).click();
    await expect(results.nth(i)).toHaveAttribute("aria-pressed", "true");
    seen.push((await page.getByTestId("rule-policy-active").innerText()).includes("Pass") ? "pass" : "fail");
  }
  expect(seen.sort()).toEqual(["fail", "pass"]);

  // And the auditor sees who corrected it.
  await page.goto("/settings/audit?action=policy.corrected");
  await expect(page.getByRole("table")).toContainText("Corrected a policy field");

  // A date that is not printed on the page teaches the reader nothing: the admin's list says so.
  await page.goto("/settings/learned-hints");
  await expect(page.getByRole("heading", { name: "Learned hints" })).toBeVisible();
  await expect(page.getByText("Hints (0)")).toBeVisible();
  await shot(page, "72-learned-hints");
});

test("a viewer reads the fields and the corrections but cannot change them", async ({ page }) => {
  await ensureAdmin(page);
  await page.goto("/settings/staff");
  if (!(await page.getByText(VIEWER.email).count())) {
    await page.getByLabel("Name").fill(VIEWER.name);
    await page.getByLabel("Email").fill(VIEWER.email);
    await page.getByLabel("Temporary password").fill(temporaryPassword(VIEWER));
    await page.getByLabel("Role").selectOption("viewer");
    await page.getByRole("button", { name: "Add staff member" }).click();
    await expect(page.getByText(VIEWER.email)).toBeVisible();
    await activateStaff(page, VIEWER);
  }
  await signOut(page);
  await signIn(page, VIEWER);
  await page.goto(sessionUrl);
  const form = page.getByRole("form", { name: "Extracted fields" });
  await expect(form.getByLabel("Expiration date")).toHaveAttribute("readonly", "");
  await expect(form.getByRole("button", { name: /Save/ })).toHaveCount(0);
  await expect(form).toContainText("Viewers can read these values");
  await expect(page.getByRole("list", { name: "Corrections" })).toContainText("Expiration date: 2025-09-08 →");
});
