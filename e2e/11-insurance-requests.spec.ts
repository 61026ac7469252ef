import { expect, test, type Page } from "@playwright/test";
import { activateStaff, ensureAdmin, shot, signIn, signOut, temporaryPassword } from "./support";

// Issue 16, item 4: a reviewer requests insurance from a borrower; with no SMTP_URL the mail lands in the
// outbox, which the admin reads; the borrower follows its link, consents, signs in at State Farm; the list
// shows the request completed with its verdict. (The SMTP path is tests/dashboard/mail.test.ts, against a
// real smtp-server.)

test.describe.configure({ mode: "serial" });

const REVIEWER = { name: "Rae Requester", email: "rae.requester@lender.example", password: "reviewer-pass-42" };
const BORROWER_REF = "loan-request-e2e-1";
const SIZES = [
  { width: 1440, height: 900, name: "desktop" },
  { width: 390, height: 844, name: "phone" },
];

async function ensureReviewer(page: Page) {
  await page.goto("/settings/staff");
  if (await page.getByText(REVIEWER.email).count()) return;
  await page.getByLabel("Name").fill(REVIEWER.name);
  await page.getByLabel("Email").fill(REVIEWER.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(REVIEWER));
  await page.getByLabel("Role", { exact: true }).selectOption("reviewer");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByText(REVIEWER.email)).toBeVisible();
  await activateStaff(page, REVIEWER);
}

async function shots(page: Page, name: string) {
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await shot(page, `${name}-${s.name}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const requestRow = (page: Page) => page.getByRole("row").filter({ hasText: BORROWER_REF });

test("request insurance: outbox, the borrower's link, and the request completed with its verdict", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await ensureAdmin(page);
  await ensureReviewer(page);
  await signOut(page);
  await signIn(page, REVIEWER);

  // The reviewer sends the request.
  await page.goto("/sessions");
  await page.getByRole("link", { name: "Request insurance" }).click();
  await expect(page.getByRole("heading", { name: "Request insurance from a borrower" })).toBeVisible();
  // Empty, the form names what is missing.
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Enter the borrower's first name.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("First name").fill("Jordan");
  await page.getByLabel("Last name").fill("Rivera");
  await page.getByLabel("Email").fill("jordan.rivera@borrower.example");
  await page.getByLabel("Phone (optional)").fill("(404) 555-0134");
  await page.getByLabel("Borrower reference").fill(BORROWER_REF);
  await page.getByLabel("VIN").fill("1HGCM82633A004352");
  await page.getByLabel("Loan number").fill("LN-4401729");
  await shots(page, "110-request-form");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  const sessionUrl = page.url().split("?")[0];
  await expect(page.getByTestId("request-state").first()).toContainText("Sent");
  await expect(page.getByText(/^Mailed to/)).toContainText("jordan.rivera@borrower.example");

  // A reminder goes out with the same link.
  await page.getByRole("button", { name: "Send a reminder" }).click();
  await expect(page.getByText("Reminder sent.")).toBeVisible();

  await page.goto("/sessions");
  await expect(requestRow(page).getByTestId("request-state")).toContainText("Sent");

  // The admin reads the mail in the outbox.
  await signOut(page);
  await ensureAdmin(page);
  await page.goto("/settings/outbox");
  const mail = page.getByRole("listitem").filter({ hasText: "to jordan.rivera@borrower.example" });
  await expect(mail).toHaveCount(2);
  await mail.filter({ hasNotText: "Reminder" }).locator("summary").click();
  await shots(page, "111-outbox");
  const link = await mail
    .filter({ hasNotText: "Reminder" })
    .getByRole("link", { name: /\/ignition\/ign_/ })
    .textContent();
  expect(link).toContain(sessionUrl.split("/sessions/")[1]);

  // The borrower, on a phone, follows the link: consent, State Farm, the sandbox auto login.
  const borrower = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await borrower.goto(link!);
  await expect(borrower.getByRole("heading", { level: 1, name: /is asking to see your insurance/ })).toBeVisible();
  await borrower.getByRole("button", { name: "I agree, continue" }).click();
  await borrower.getByLabel("Search for your insurance company").fill("state farm");
  await borrower.getByRole("button", { name: /^State Farm/ }).click();
  await borrower.getByLabel("Username").fill("user_auto");
  await borrower.getByLabel("Password").fill("pass_good");
  await borrower.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(borrower.getByRole("heading", { name: "You're all set" })).toBeVisible({ timeout: 20_000 });
  await borrower.close();

  // The list shows the request completed, with its verdict; the session page the borrower's consent.
  await page.goto("/sessions");
  await expect(requestRow(page).getByTestId("request-state")).toContainText("Completed", { timeout: 30_000 });
  await expect(requestRow(page).getByTestId("list-verdict")).toContainText(/Pass|Fail|Needs review/, {
    timeout: 30_000,
  });
  await shots(page, "112-requests-list");
  await page.goto(sessionUrl);
  await expect(page.getByRole("button", { name: "Send a reminder" })).toHaveCount(0);
  await expect(page.getByText("The borrower gave consent")).toBeVisible();
  await expect(page.getByText("The borrower opened the link")).toBeVisible();
});
