import { expect, test } from "@playwright/test";
import { activateStaff, ADMIN, shot, signIn, signOut, temporaryPassword, VIEWER } from "./support";

test.describe.configure({ mode: "serial" });

test("a fresh install offers to create the first admin, who then sees the carriers", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Create the first admin" })).toBeVisible();
  await shot(page, "01-setup");

  await page.getByRole("button", { name: "Create admin and sign in" }).click();
  await expect(page.getByText("Enter a name.")).toBeVisible();

  await page.getByLabel("Your name").fill(ADMIN.name);
  await page.getByLabel("Work email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create admin and sign in" }).click();

  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText("No verifications yet")).toBeVisible();
  await page.getByRole("link", { name: "Carriers" }).click();
  await expect(page.getByRole("heading", { name: "Carriers" })).toBeVisible();
  const stateFarm = page.getByRole("row", { name: /State Farm Mutual Automobile Insurance Company/ });
  await expect(stateFarm).toContainText("25178");
  await expect(stateFarm).toContainText("condo");
  await expect(page.getByRole("row", { name: /Lemonade Insurance Company/ })).toContainText("Not supported");
  await page.getByLabel("Search carriers by name or NAIC code").fill("22063");
  await expect(page.getByRole("row")).toHaveCount(2);
  await shot(page, "02-carriers");
});

test("setup is closed once an admin exists", async ({ page }) => {
  await page.goto("/setup");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("an admin adds a viewer in Settings → Staff, then signs out", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/settings\/staff$/);
  await page.getByLabel("Name").fill(VIEWER.name);
  await page.getByLabel("Email").fill(VIEWER.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(VIEWER));
  await page.getByLabel("Role").selectOption("viewer");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("status")).toContainText(`${VIEWER.name} can now sign in.`);
  await expect(page.getByText(VIEWER.email)).toBeVisible();
  await shot(page, "03-staff");
  await activateStaff(page, VIEWER);

  await signOut(page);
  await shot(page, "04-signed-out");
  await page.goto("/carriers");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a wrong password is refused with a message", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The email or password is not right." })).toBeVisible();
  await shot(page, "05-sign-in-error");
});

test("a viewer sees carriers but cannot reach the staff settings", async ({ page }) => {
  await signIn(page, VIEWER);
  await expect(page.getByRole("link", { name: "Staff" })).toHaveCount(0);
  // Issue 17: refused in place with 403, inside the navigation (it used to redirect to a 200 page without it).
  const refused = await page.goto("/settings/staff");
  expect(refused?.status()).toBe(403);
  await expect(page).toHaveURL(/\/settings\/staff$/);
  await expect(page.getByRole("heading", { name: /don’t have access/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Verifications", exact: true })).toBeVisible();
  await shot(page, "06-viewer-forbidden");
  await page.goto("/carriers");
  await expect(page.getByRole("row", { name: /Government Employees Insurance Company \(GEICO\)/ })).toBeVisible();
});
