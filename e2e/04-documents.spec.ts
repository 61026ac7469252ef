import { expect, test, type Page } from "@playwright/test";
import { ensureAdmin, shot } from "./support";

test.describe.configure({ mode: "serial" });

const FIXTURES = "tests/fixtures/documents";

async function startUpload(page: Page) {
  await ensureAdmin(page);
  await page.goto("/sessions");
  await page.getByRole("link", { name: "Verify by document" }).click();
  await expect(page.getByRole("heading", { name: "Verify by document" })).toBeVisible();
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
}

/** The loan of the first file; every other file copies it. */
async function fillLoan(page: Page, borrower: string) {
  const items = page.getByRole("list", { name: "Documents to verify" }).getByRole("listitem");
  const first = items.first();
  await first.getByLabel("Borrower reference").fill(borrower);
  await first.getByLabel("Borrower first name").fill("Jordan");
  await first.getByLabel("Borrower last name").fill("Rivera");
  for (const other of (await items.all()).slice(1))
    await other.getByRole("button", { name: /^Copy the loan from/ }).click();
}

/** Drops files on the zone the way a browser does, through a DataTransfer. */
async function dropFiles(page: Page, files: { name: string; mimeType: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([f.text], f.name, { type: f.mimeType }));
    return dt;
  }, files);
  await page.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer });
}

test("a PDF and a PNG declarations page both complete and show the policy read from them", async ({ page }) => {
  test.setTimeout(150_000);
  await startUpload(page);
  await page.setInputFiles("#document-files", [
    `${FIXTURES}/auto-declarations.pdf`,
    `${FIXTURES}/auto-declarations.png`,
  ]);
  await expect(page.getByRole("list", { name: "Documents to verify" }).getByRole("listitem")).toHaveCount(2);
  await fillLoan(page, "loan-doc-1");
  await shot(page, "20-upload-queued");
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await expect(page.getByRole("link", { name: /Open the verification for auto-declarations.pdf/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("link", { name: /Open the verification for auto-declarations.png/ })).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, "21-upload-sent");

  for (const name of ["auto-declarations.pdf", "auto-declarations.png"]) {
    await page.goto("/sessions");
    await page
      .getByRole("row", { name: new RegExp(name.replace(".", "\\.")) })
      .getByRole("link")
      .first()
      .click();
    await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 90_000 });
    await expect(page.getByRole("heading", { name: /AB-123-4567/ })).toBeVisible();
    await expect(page.getByTestId("third-party").filter({ hasText: /Ally Bank/i })).toBeVisible();
    await expect(page.getByRole("row", { name: /Collision/ })).toContainText("$1,000");
    await shot(page, `22-document-${name.endsWith("pdf") ? "pdf" : "png"}`);
  }

  // The policy read from the document is ready for validation like any other.
  await page.getByRole("link", { name: "Validate", exact: true }).click();
  await page.getByLabel("Template", { exact: true }).selectOption({ label: "Auto loan — standard" });
  await page.getByRole("button", { name: "Run validation" }).click();
  const verdict = page.getByTestId("validation-verdict");
  await expect(verdict).toContainText("current term");
  // The fixture's term ended in 2026-09, so the policy-active rule must fail on a real clock.
  await expect(page.getByTestId("rule-policy-active")).toContainText("Fail");
  await expect(page.getByTestId("rule-collision-coverage-meets-requirements")).toContainText("Pass");
  await shot(page, "24-document-validated");
});

test("a text file renamed .pdf gets the seed's 'Please make sure…' message", async ({ page }) => {
  await startUpload(page);
  await dropFiles(page, [
    { name: "not-really.pdf", mimeType: "application/pdf", text: "Just some notes, not a PDF at all." },
  ]);
  await expect(page.getByRole("listitem", { name: "not-really.pdf" })).toBeVisible();
  await fillLoan(page, "loan-doc-2");
  await page.getByRole("button", { name: "Upload and verify" }).click();
  await page.getByRole("link", { name: /Open the verification for not-really.pdf/ }).click();
  await expect(page.getByTestId("session-status")).toHaveText("Errored", { timeout: 60_000 });
  await expect(
    page.getByRole("alert").filter({
      hasText: "Please make sure to upload an image or pdf document with your policy information clearly legible.",
    }),
  ).toBeVisible();
  await shot(page, "23-document-invalid");
});

test("the browser refuses types it cannot verify before uploading", async ({ page }) => {
  await startUpload(page);
  await dropFiles(page, [{ name: "notes.txt", mimeType: "text/plain", text: "hello" }]);
  await expect(page.getByRole("listitem", { name: "notes.txt" })).toContainText(
    "Only PDF, JPG, JPEG or PNG files can be verified.",
  );
});
