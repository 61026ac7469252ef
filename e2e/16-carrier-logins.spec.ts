import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { activateStaff, ensureAdmin, fillAutoLookup, RIVERA, shot, signIn, temporaryPassword } from "./support";

test.describe.configure({ mode: "serial" });

// Settings → Carrier logins: the sandbox client has no Allstate login, so lookups there are refused.
// An admin gets from the refusal to the screen, adds the login, looks the policy up, replaces the
// password and removes the login; the password is never on a page again. Others are refused the
// screen and told who can add a login. The carrier picker works from the keyboard alone.

const LENDER = "Covercheck Demo Lending LLC"; // the embedded client's lienholder: the portal names it
const FIRST_PASSWORD = "Allstate-portal-2026";
const ROTATED_PASSWORD = "Allstate-rotated-2027";
const REX = { name: "Rex Reviewer", email: "rex.logins@lender.example", password: "reviewer-logins-42" };
const ALLSTATE = /^Allstate Insurance Company/;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Axe at both sizes, with a full-page screenshot of each under e2e/screenshots/. */
async function checkBothSizes(page: Page, name: string) {
  for (const [w, h, tag] of [
    [390, 844, "phone"],
    [1440, 900, "desktop"],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await expectAccessible(page);
    await shot(page, `${name}-${tag}`);
  }
}

async function pickCarrier(page: Page, query: string, option: RegExp) {
  await page.getByRole("combobox", { name: "Carrier" }).fill(query);
  await page.getByRole("option", { name: option }).click();
}

const allstateRow = (page: Page) => page.getByTestId("carrier-login-car_allstate");

test("the carrier picker: arrows pass over carriers that cannot look up, Enter picks and never submits", async ({
  page,
}) => {
  await ensureAdmin(page);
  await page.goto("/verify/lookup");
  await page.getByLabel("Policy type").selectOption("condo");
  const combo = page.getByRole("combobox", { name: "Carrier" });

  // Nothing here can look up a condo policy: no option is highlighted, and Enter neither picks nor submits.
  await combo.fill("Progressive");
  await expect(page.getByRole("option", { name: /^Progressive Casualty/ })).toHaveAttribute("aria-disabled", "true");
  await combo.press("ArrowDown");
  await expect(combo).not.toHaveAttribute("aria-activedescendant", /.+/);
  await combo.press("Enter");
  await expect(page.locator('p[role="alert"]')).toHaveCount(0);
  await expect(page.getByRole("listbox", { name: "Carriers" })).toBeVisible();

  // State Farm Mutual can; its sibling companies below it cannot, so the arrows stay on it.
  await combo.fill("State Farm");
  const mutual = page.getByRole("option", { name: /^State Farm Mutual/ });
  const fire = page.getByRole("option", { name: /^State Farm Fire and Casualty/ });
  await expect(fire).toHaveAttribute("aria-disabled", "true");
  const mutualId = await mutual.getAttribute("id");
  await expect(combo).toHaveAttribute("aria-activedescendant", mutualId!);
  for (const key of ["ArrowDown", "ArrowDown", "ArrowUp", "ArrowDown"]) {
    await combo.press(key);
    await expect(combo).toHaveAttribute("aria-activedescendant", mutualId!);
  }
  // The highlighted option wears the same 2px focus outline as every focused control.
  expect(await mutual.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth])).toEqual(
    ["solid", "2px"],
  );
  await expectAccessible(page);
  await shot(page, "160-carrier-picker-keyboard");

  await combo.press("Enter");
  await expect(page.getByRole("listbox", { name: "Carriers" })).toHaveCount(0);
  await expect(combo).toHaveValue("State Farm Mutual Automobile Insurance Company (NAIC 25178)");
  // Picking is not submitting: no field was checked.
  await expect(page.locator('p[role="alert"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/verify\/lookup$/);

  // With the list open again, the first choosable carrier is highlighted and the arrows walk on from it.
  await page.getByLabel("Policy type").selectOption("auto");
  await combo.fill("");
  await expect(combo).toHaveAttribute("aria-activedescendant", /state-farm$/);
  await combo.press("ArrowDown");
  await expect(combo).toHaveAttribute("aria-activedescendant", /geico$/);
  await combo.press("ArrowDown");
  await expect(combo).toHaveAttribute("aria-activedescendant", /progressive$/);
  await combo.press("ArrowUp");
  await expect(combo).toHaveAttribute("aria-activedescendant", /geico$/);
  await combo.press("Enter");
  await expect(combo).toHaveValue(/^Government Employees Insurance Company \(GEICO\)/);
});

test("an admin adds the Allstate login from a refused lookup, looks the policy up, replaces and removes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ensureAdmin(page);
  await fillAutoLookup(page, RIVERA, "loan-allstate-login");
  await pickCarrier(page, "Allstate", ALLSTATE);
  const note = page.getByTestId("carrier-no-credentials");
  await expect(note).toContainText("Covercheck has no portal login for Allstate Insurance Company");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Add one in Settings → Carrier logins" })).toBeVisible();
  await expect(page.getByText(/service operator/)).toHaveCount(0);
  await shot(page, "165-carrier-picker-admin-refused");

  // The note links the admin to the carrier's row, its form open and the username focused.
  await note.getByRole("link", { name: "Add a login for Allstate Insurance Company" }).click();
  await expect(page).toHaveURL(/\/settings\/carrier-logins\?carrier=car_allstate$/);
  await expect(page.getByRole("heading", { level: 1, name: "Carrier logins" })).toBeVisible();
  const row = allstateRow(page);
  await expect(row.getByText("No login", { exact: true })).toBeVisible();
  const form = row.getByRole("form", { name: "Add the portal login for Allstate Insurance Company" });
  await expect(form.getByLabel("Portal username")).toBeFocused();
  await form.getByRole("button", { name: "Save login" }).click();
  await expect(form.getByText("Enter the username of your organisation's portal account.")).toBeVisible();
  await expect(form.getByText("Enter the portal password.")).toBeVisible();
  await checkBothSizes(page, "161-carrier-logins-add");

  await form.getByLabel("Portal username").fill(LENDER);
  await form.getByLabel("Portal password").fill(FIRST_PASSWORD);
  await form.getByRole("button", { name: "Save login" }).click();
  await expect(row.getByRole("status")).toHaveText(
    "Saved the Allstate Insurance Company login. Its password will not be shown again.",
  );
  await expect(row.getByText("Login on file", { exact: true })).toBeVisible();
  await expect(row).toContainText("On file since");
  await expect(row.getByLabel("Portal password")).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Replace the login for Allstate Insurance Company" })).toBeFocused();
  expect(await page.content()).not.toContain(FIRST_PASSWORD);
  await page.reload();
  expect(await page.content()).not.toContain(FIRST_PASSWORD);
  await checkBothSizes(page, "162-carrier-logins-on-file");

  // The lookup at Allstate goes through now, and finds the policy.
  await fillAutoLookup(page, RIVERA, "loan-allstate-login");
  await page.getByRole("combobox", { name: "Carrier" }).fill("Allstate");
  await expect(page.getByRole("option", { name: ALLSTATE })).not.toContainText("no portal login");
  await page.getByRole("option", { name: ALLSTATE }).click();
  await expect(page.getByTestId("carrier-no-credentials")).toHaveCount(0);
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-verdict").getByText("Pass", { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // Rotate: a new password in place of the old; the login stays on file since it was added.
  await page.getByRole("link", { name: "Carrier logins" }).click();
  await expect(page).toHaveURL(/\/settings\/carrier-logins$/);
  await allstateRow(page).getByRole("button", { name: "Replace the login for Allstate Insurance Company" }).click();
  const replace = allstateRow(page).getByRole("form", {
    name: "Replace the portal login for Allstate Insurance Company",
  });
  await expect(replace.getByLabel("Portal password")).toHaveValue("");
  await replace.getByLabel("Portal username").fill(LENDER);
  await replace.getByLabel("Portal password").fill(ROTATED_PASSWORD);
  await replace.getByRole("button", { name: "Replace login" }).click();
  await expect(allstateRow(page).getByRole("status")).toHaveText(
    "Replaced the Allstate Insurance Company login. Its password will not be shown again.",
  );
  await expect(allstateRow(page)).toContainText("replaced");
  expect(await page.content()).not.toContain(ROTATED_PASSWORD);

  // Remove, after a confirmation whose safe choice has the focus.
  await allstateRow(page).getByRole("button", { name: "Remove the login for Allstate Insurance Company" }).click();
  const confirm = allstateRow(page).getByRole("group", { name: "Remove the login for Allstate Insurance Company?" });
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await checkBothSizes(page, "163-carrier-logins-remove");
  await confirm.getByRole("button", { name: "Remove login" }).click();
  await expect(allstateRow(page).getByRole("status")).toHaveText(
    "Removed the Allstate Insurance Company login. Lookups there are refused until a new one is added.",
  );
  await expect(allstateRow(page).getByText("No login", { exact: true })).toBeVisible();

  await page.goto("/verify/lookup");
  await page.getByRole("combobox", { name: "Carrier" }).fill("Allstate");
  await expect(page.getByRole("option", { name: ALLSTATE })).toContainText("no portal login");

  // The audit log says who did what at which carrier, and holds neither password.
  await page.goto("/settings/audit");
  for (const what of [
    "Added a carrier portal login",
    "Replaced a carrier portal login",
    "Removed a carrier portal login",
  ])
    await expect(page.getByRole("cell", { name: what }).first()).toBeVisible();
  const html = await page.content();
  for (const secret of [FIRST_PASSWORD, ROTATED_PASSWORD]) expect(html).not.toContain(secret);
});

test("a reviewer is refused the screen, and told an admin can add the login", async ({ page, browser }) => {
  await ensureAdmin(page);
  await page.goto("/settings/staff");
  await page.getByLabel("Name").fill(REX.name);
  await page.getByLabel("Email").fill(REX.email);
  await page.getByLabel("Temporary password").fill(temporaryPassword(REX));
  await page.getByLabel("Role", { exact: true }).selectOption("reviewer");
  await page.getByRole("button", { name: "Add staff member" }).click();
  await expect(page.getByRole("listitem", { name: REX.name })).toBeVisible();
  await activateStaff(page, REX);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const rex = await context.newPage();
  await signIn(rex, REX);
  await expect(rex.getByRole("link", { name: "Carrier logins" })).toHaveCount(0);
  const refused = await rex.goto("/settings/carrier-logins");
  expect(refused?.status()).toBe(403);
  await expect(rex.getByRole("heading", { name: /don’t have access/ })).toBeVisible();

  await rex.goto("/verify/lookup");
  await pickCarrier(rex, "Allstate", ALLSTATE);
  const note = rex.getByTestId("carrier-no-credentials");
  await expect(note).toContainText("An admin can add one in Settings → Carrier logins");
  await expect(note.getByRole("link")).toHaveCount(0);
  await expectAccessible(rex);
  await shot(rex, "164-carrier-picker-reviewer-note");
  await context.close();
});
