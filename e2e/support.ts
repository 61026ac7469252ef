import { expect, type Page } from "@playwright/test";
import { SANDBOX_POLICIES } from "../tests/fixtures/sandbox-policies";

export const ADMIN = { name: "Dana Admin", email: "dana@lender.example", password: "correct-horse-42" };
export const VIEWER = { name: "Val Viewer", email: "val@lender.example", password: "viewer-pass-42" };

/** Full-page screenshot under e2e/screenshots/ (git-ignored) so a person can look at each page. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

/**
 * The template editor, once its scripts have loaded: a rule picked in the library before the page
 * hydrates is lost, and "Add rule" then adds the library's first rule instead.
 */
export async function openTemplateEditor(page: Page) {
  await page.goto("/templates/new");
  await page.waitForLoadState("networkidle");
}

/** What the admin types for a new member; the member replaces it with `who.password` (activateStaff). */
export const temporaryPassword = (who: { password: string }) => `temp-${who.password}`;

/**
 * A member just added by an admin signs in once, in a browser of their own, with the temporary
 * password and is made to choose their own (`who.password`) before anything else (issue 17).
 */
export async function activateStaff(page: Page, who: { email: string; password: string }) {
  const context = await page.context().browser()!.newContext();
  const own = await context.newPage();
  await own.goto(new URL("/sign-in", page.url()).href);
  await own.getByLabel("Email").fill(who.email);
  await own.getByLabel("Password").fill(temporaryPassword(who));
  await own.getByRole("button", { name: "Sign in" }).click();
  await expect(own).toHaveURL(/\/change-password$/);
  await own.getByLabel("Current (temporary) password").fill(temporaryPassword(who));
  await own.getByLabel("New password", { exact: true }).fill(who.password);
  await own.getByLabel("New password again").fill(who.password);
  await own.getByRole("button", { name: "Save password" }).click();
  await expect(own.getByRole("heading", { name: "Verifications" })).toBeVisible();
  await context.close();
}

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

/** Creates the first admin when the workspace is new; otherwise signs the admin in. */
export async function ensureAdmin(page: Page) {
  await page.goto("/");
  if (page.url().includes("/setup")) {
    await page.getByLabel("Your name").fill(ADMIN.name);
    await page.getByLabel("Work email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Create admin and sign in" }).click();
    await expect(page).not.toHaveURL(/setup/);
  } else if (page.url().includes("/sign-in")) {
    await signIn(page, ADMIN);
  }
}

export interface AutoLookup {
  policyNumber: string;
  vin: string;
  first: string;
  last: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
}

function autoLookup(policyNumber: string): AutoLookup {
  const p = SANDBOX_POLICIES[policyNumber];
  if (!p?.vin) throw new Error(`no sandbox auto policy ${policyNumber}`);
  return {
    policyNumber,
    vin: p.vin,
    first: p.first,
    last: p.last,
    line1: p.line1,
    city: p.city,
    state: p.state,
    zip: p.zip,
  };
}

/** Sandbox auto policies the browser specs look up. */
export const RIVERA = autoLookup("SBX-AUTO-1001");
export const MORGAN = autoLookup("SBX-AUTO-1002");
export const PATEL = autoLookup("SBX-AUTO-2002");

/** Fills the lookup form for a sandbox auto policy at State Farm (shared by the lookup and validation specs). */
export async function fillAutoLookup(page: Page, l: AutoLookup, borrower: string) {
  await page.goto("/verify/lookup");
  await page.getByRole("combobox", { name: "Carrier" }).fill("State Farm");
  await page.getByRole("option", { name: /^State Farm Mutual Automobile Insurance Company/ }).click();
  await page.getByLabel("Policy number").fill(l.policyNumber);
  await page.getByLabel("VIN").fill(l.vin);
  await page.getByLabel("First name").fill(l.first);
  await page.getByLabel("Last name").fill(l.last);
  await page.getByLabel("Address line 1").fill(l.line1);
  await page.getByLabel("City").fill(l.city);
  await page.getByLabel("State").selectOption(l.state);
  await page.getByLabel("ZIP").fill(l.zip);
  await page.getByLabel("Borrower reference").fill(borrower);
  await page.getByRole("checkbox", { name: /borrower has consented/ }).check();
}

/** Adds session metadata rows on the lookup form (validation templates read inputs from them). */
export async function addLookupMetadata(page: Page, metadata: Record<string, string>) {
  for (const [i, [key, value]] of Object.entries(metadata).entries()) {
    await page.getByRole("button", { name: "Add metadata" }).click();
    await page.getByLabel(`Key ${i + 1}`, { exact: true }).fill(key);
    await page.getByLabel(`Value ${i + 1}`, { exact: true }).fill(value);
  }
}
