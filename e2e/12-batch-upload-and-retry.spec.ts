import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { ensureAdmin, fillAutoLookup, RIVERA, shot, openTemplateEditor } from "./support";

// A batch of declarations pages, each with its own loan, followed to its result with one overall
// progress; saves whose request never comes back say so and retry with what was typed; and every
// radio group shows where the keyboard is.

const DOCS = "tests/fixtures/documents";
const SIZES = [
  { width: 1440, height: 900, name: "desktop" },
  { width: 390, height: 844, name: "phone" },
];

async function shots(page: Page, name: string) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await shot(page, `${name}-${s.name}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** axe over the part of the page this spec is about (the shell's header has its own spec). */
async function expectAccessible(page: Page, selector = "main") {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * While `on` says so, every server action request (a POST carrying `next-action`) fails the way
 * `how` says: dropped on the wire, or answered with a server error.
 */
async function breakActions(page: Page, how: "abort" | 500) {
  const state = { on: true };
  await page.route("**/*", async (route) => {
    const req = route.request();
    if (state.on && req.method() === "POST" && (await req.headerValue("next-action"))) {
      if (how === "abort") return route.abort("internetdisconnected");
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    }
    return route.fallback();
  });
  return {
    heal: async () => {
      state.on = false;
      await page.unroute("**/*");
    },
  };
}

/** The failed save, said in words, with a Retry; the submit button has left its pending state. */
async function expectUnsent(scope: Locator, submit: Locator) {
  const alert = scope.getByRole("alert").filter({ hasText: /could not be reached|ran into an error/ });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(submit).not.toHaveText(/…$/);
  return alert;
}

test("three files each carry their own loan, one progress counts them read, and each result is linked", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await page.goto("/verify/document");
  await page.setInputFiles("#document-files", [
    `${DOCS}/auto-declarations.pdf`,
    `${DOCS}/auto-declarations.png`,
    `${DOCS}/generated-expired-auto.pdf`,
  ]);
  const items = page.getByRole("list", { name: "Documents to verify" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  const [pdf, png, expired] = [
    page.getByRole("listitem", { name: "auto-declarations.pdf" }),
    page.getByRole("listitem", { name: "auto-declarations.png" }),
    page.getByRole("listitem", { name: "generated-expired-auto.pdf" }),
  ];

  // Every file shows its choices under labels a person can read, and has a loan of its own.
  for (const item of [pdf, png, expired]) {
    for (const label of ["Policy type", "Requirement template", "Source"]) {
      const text = item.getByText(label, { exact: true });
      await expect(text).toBeVisible();
      expect((await text.boundingBox())!.height).toBeGreaterThan(10);
    }
    await expect(item.getByLabel("Borrower first name")).toHaveCount(1);
    await expect(item.getByLabel("Borrower reference")).toHaveCount(1);
  }

  await pdf.getByLabel("Borrower reference").fill("batch-loan-1");
  await pdf.getByLabel("Borrower first name").fill("Jordan");
  await pdf.getByLabel("Borrower last name").fill("Rivera");
  await pdf.getByLabel("Loan number").fill("LN-BATCH-1");
  // The second page is the same borrower's: copied from the first, then given its own loan number.
  await png.getByRole("button", { name: "Copy the loan from auto-declarations.pdf" }).click();
  await expect(png.getByLabel("Borrower first name")).toHaveValue("Jordan");
  await expect(png.getByLabel("Borrower reference")).toHaveValue("batch-loan-1");
  await png.getByLabel("Loan number").fill("LN-BATCH-2");
  await expired.getByLabel("Borrower reference").fill("batch-loan-3");
  await expired.getByLabel("Borrower first name").fill("Aisha");
  await expired.getByLabel("Borrower last name").fill("Ferreira");
  await expired.getByLabel("Loan number").fill("LN-BATCH-3");

  // A file left without its borrower is named, in its own row, before anything is sent.
  await expired.getByLabel("Borrower last name").fill("");
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await expect(expired.getByText("Enter the borrower's last name.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Documents read" })).toHaveCount(0);
  await expired.getByLabel("Borrower last name").fill("Ferreira");
  await expectAccessible(page);
  await shots(page, "120-batch-queued");

  await page.getByRole("button", { name: "Upload and verify" }).click();
  const overall = page.getByRole("progressbar", { name: "Documents read" });
  await expect(overall).toBeVisible();
  await expect(overall).toHaveAttribute("aria-valuemin", "0");
  await expect(overall).toHaveAttribute("aria-valuemax", "3");
  await expect(overall).toHaveAttribute("aria-valuenow", /^[0-2]$/);
  await expect(page.getByTestId("batch-progress")).toContainText(/[0-2] of 3 read/);
  await shots(page, "121-batch-reading");
  await expect(overall).toHaveAttribute("aria-valuenow", "3", { timeout: 180_000 });
  await expect(overall).toHaveAttribute("aria-valuetext", "3 of 3 read");
  await expect(page.getByTestId("batch-progress")).toContainText("3 of 3 read");
  for (const file of ["auto-declarations.pdf", "auto-declarations.png", "generated-expired-auto.pdf"])
    await expect(page.getByTestId(`follow-${file}`)).toContainText("Completed");
  await expectAccessible(page);
  await shots(page, "122-batch-read");

  // Each file's result is linked, and each verification carries the loan typed for it.
  const expected = [
    { file: "auto-declarations.pdf", insured: "Jordan Rivera", ref: "batch-loan-1", loan: "LN-BATCH-1" },
    { file: "auto-declarations.png", insured: "Jordan Rivera", ref: "batch-loan-1", loan: "LN-BATCH-2" },
    { file: "generated-expired-auto.pdf", insured: "Aisha Ferreira", ref: "batch-loan-3", loan: "LN-BATCH-3" },
  ];
  const links: string[] = [];
  for (const e of expected) {
    const link = page.getByRole("link", { name: `Open the verification for ${e.file}` });
    await expect(link).toBeVisible();
    links.push((await link.getAttribute("href"))!);
  }
  expect(new Set(links).size).toBe(3);
  for (const [i, e] of expected.entries()) {
    await page.goto(links[i]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.insured);
    await expect(page.getByText(`borrower ${e.ref}`)).toBeVisible();
    await expect(page.getByText(e.loan, { exact: true })).toBeVisible();
  }

  // A correction on the last page read: the typed date survives a dropped request and Retry saves it.
  const fields = page.getByRole("form", { name: "Extracted fields" });
  const nextYear = `${new Date().getUTCFullYear() + 1}-08-01`;
  await fields.getByLabel("Expiration date").fill(nextYear);
  const fix = fields.getByRole("button", { name: /Save 1 correction|Saving/ });
  const broken = await breakActions(page, "abort");
  await fix.click();
  const alert = await expectUnsent(fields, fix);
  await expect(fields.getByLabel("Expiration date")).toHaveValue(nextYear);
  await shots(page, "123-correction-unsent");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("correction-outcome")).toContainText("Saved 1 correction");
});

test("a settings save whose request drops says so, keeps what was typed, and Retry saves it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await page.goto("/settings/verification");
  const lender = page.getByLabel("Lender name on policies");
  const typed = `${(await lender.inputValue()) || "Covercheck Demo Lending LLC"}`;
  await lender.fill(typed);
  const submit = page.getByRole("button", { name: /Save settings|Saving/ });
  const broken = await breakActions(page, "abort");
  await submit.click();
  const alert = await expectUnsent(page.locator("main"), submit);
  await expect(lender).toHaveValue(typed);
  await expectAccessible(page);
  await shots(page, "124-settings-unsent");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a new template answered with a server error keeps its rules, and Retry creates it", async ({ page }) => {
  await ensureAdmin(page);
  await openTemplateEditor(page);
  await page.getByLabel("Template name").fill("E2E — retried after a 500");
  await page.getByLabel("Rule library").selectOption("collision-coverage-meets-requirements");
  await page.getByRole("button", { name: "Add rule" }).click();
  const submit = page.getByRole("button", { name: /Create template|Saving/ });
  const broken = await breakActions(page, 500);
  await submit.click();
  const alert = await expectUnsent(page.locator("main"), submit);
  await expect(alert).toContainText("ran into an error");
  await expect(page.getByLabel("Template name")).toHaveValue("E2E — retried after a 500");
  await expect(page.getByRole("heading", { name: "Rules (1)" })).toBeVisible();
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(/\/templates\/tem_/);
});

test("staff forms: adding, a role change and a password reset each retry after a dropped request", async ({ page }) => {
  await ensureAdmin(page);
  await page.goto("/settings/staff");
  const who = { name: "Rhea Retry", email: `rhea.retry.${Date.now()}@lender.example` };
  await page.getByLabel("Name").fill(who.name);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Temporary password").fill("temp-retry-pass-42");
  const add = page.getByRole("button", { name: /Add staff member|Adding/ });
  let broken = await breakActions(page, "abort");
  await add.click();
  let alert = await expectUnsent(page.locator("main"), add);
  await expect(page.getByLabel("Email")).toHaveValue(who.email);
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(`${who.name} can now sign in.`)).toBeVisible();

  const row = page.getByRole("listitem", { name: who.name });
  await expect(row).toBeVisible();
  broken = await breakActions(page, "abort");
  await row.getByLabel(`Access for ${who.name}`).selectOption("viewer");
  alert = row.getByRole("alert").filter({ hasText: /could not be reached/ });
  await expect(alert).toBeVisible();
  await expect(row.getByLabel(`Access for ${who.name}`)).toBeEnabled();
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(row.getByText(`${who.name} is now viewer.`)).toBeVisible();

  await row.getByRole("button", { name: "Reset password" }).click();
  await row.getByLabel(`Temporary password for ${who.name}`).fill("another-temp-42");
  const set = row.getByRole("button", { name: /Set temporary password|Setting/ });
  broken = await breakActions(page, "abort");
  await set.click();
  alert = await expectUnsent(row, set);
  await expect(row.getByLabel(`Temporary password for ${who.name}`)).toHaveValue("another-temp-42");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(row.getByText(/The new password is set/)).toBeVisible();
});

test("a lookup, a note and a decision each retry with what was typed", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await fillAutoLookup(page, RIVERA, "loan-retry-1");
  const look = page.getByRole("button", { name: /Look up policy|Looking/ });
  let broken = await breakActions(page, "abort");
  await look.click();
  let alert = await expectUnsent(page.locator("main"), look);
  await expect(page.getByLabel("Borrower reference")).toHaveValue("loan-retry-1");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 30_000 });

  // A note: the text stays in the field through the failure and is posted by Retry.
  const notes = page.getByRole("form", { name: "New note" });
  await notes.getByLabel("Note").fill("Called the borrower; the renewal is on its way.");
  const addNote = notes.getByRole("button", { name: /Add note|Adding/ });
  broken = await breakActions(page, "abort");
  await addNote.click();
  alert = await expectUnsent(notes, addNote);
  await expect(notes.getByLabel("Note")).toHaveValue("Called the borrower; the renewal is on its way.");
  await expectAccessible(page, '[data-testid="review-panel"]');
  await shots(page, "125-note-unsent");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("Called the borrower; the renewal is on its way.").first()).toBeVisible();
  await expect(notes.getByLabel("Note")).toHaveValue("");

  // A decision, answered with a server error, then saved by Retry.
  const decision = page.getByRole("form", { name: "Decision" });
  await decision.getByRole("radio", { name: /^Waived/ }).check();
  await decision.getByLabel("Reason").fill("Paid off at closing; no lien remains.");
  const save = decision.getByRole("button", { name: /Save decision|Saving/ });
  broken = await breakActions(page, 500);
  await save.click();
  alert = await expectUnsent(decision, save);
  await expect(decision.getByLabel("Reason")).toHaveValue("Paid off at closing; no lien remains.");
  await broken.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("review-panel")).toContainText("Paid off at closing; no lien remains.");
});

/** Pixels that change between two screenshots of the same area. */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let changed = 0;
  for (let i = 0; i < x.length; i += 3) {
    if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 60) changed++;
  }
  return changed;
}

/**
 * Tabs from `start` until the checked radio of `group` has the focus, and proves the group looks
 * different for it: a focus ring a person can see, not only a focused element.
 */
async function expectFocusRing(page: Page, start: Locator, group: Locator, name: string) {
  await start.click();
  const box = (await group.boundingBox())!;
  const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
  const before = await page.screenshot({ clip });
  const radio = group.getByRole("radio", { checked: true });
  for (let i = 0; i < 15 && !(await radio.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(radio).toBeFocused();
  const after = await page.screenshot({ clip, path: `e2e/screenshots/${name}.png` });
  expect(await changedPixels(before, after), `${name}: pixels changed by the focus ring`).toBeGreaterThan(40);
}

test("every radio group shows a focus ring when reached with Tab", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await page.goto("/verify/lookup");
  await expectFocusRing(
    page,
    page.getByLabel("VIN"),
    page.getByRole("radiogroup", { name: "Name format" }),
    "126-focus-name-format",
  );
  await expectFocusRing(
    page,
    page.getByLabel("Last name"),
    page.getByRole("radiogroup", { name: "Address format" }),
    "126-focus-address-format",
  );

  await fillAutoLookup(page, RIVERA, "loan-focus-1");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 30_000 });
  await page.goto(`${page.url()}/validate`);
  await expectFocusRing(
    page,
    page.getByLabel("Template", { exact: true }),
    page.getByRole("group", { name: "Policy term" }),
    "126-focus-term",
  );
});
