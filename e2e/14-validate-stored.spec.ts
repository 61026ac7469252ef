import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ensureAdmin, fillAutoLookup, MORGAN, RIVERA, shot, type AutoLookup } from "./support";

test.describe.configure({ mode: "serial" });

// "Every rule in detail" opens on the result the dashboard already stored, and moving between the
// current and the renewal term shows each term's stored result: a term is run by itself only the
// first time, and only the explicit button runs it again. Reloading runs nothing.

async function expectAccessible(page: Page, name: string) {
  for (const [width, height, suffix] of [
    [390, 844, "phone"],
    [1440, 900, "desktop"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${suffix}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Looks the policy up, waits for the verdict and follows its "Every rule in detail" link. */
async function openRulesFromVerdict(page: Page, lookup: AutoLookup, borrower: string): Promise<string> {
  await fillAutoLookup(page, lookup, borrower);
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  const token = /\/sessions\/(ign_[^/?]+)/.exec(page.url())![1];
  const verdict = page.getByTestId("session-verdict");
  await expect(verdict).toBeVisible({ timeout: 60_000 });
  await verdict.getByRole("link", { name: "Every rule in detail" }).click();
  await expect(page).toHaveURL(/\/validate/);
  return token;
}

const runAuditRows = async (page: Page, token: string) => {
  await page.goto(`/settings/audit?action=validation.run&session=${token}`);
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  return page.getByRole("table", { name: "Audit log" }).locator("tbody tr");
};

test("the rules page shows the stored result; switching terms runs each term once; reloading runs nothing", async ({
  page,
}) => {
  await ensureAdmin(page);
  const token = await openRulesFromVerdict(page, RIVERA, "loan-stored-1001");
  const verdict = page.getByTestId("validation-verdict");
  const history = page.getByRole("list", { name: "Past results" });
  const terms = page.getByRole("group", { name: "Policy term" });

  // The automatic check is shown at once, rule by rule, and marked in the list.
  await expect(page.getByText("No result shown yet")).toHaveCount(0);
  // The loan's template (whatever the default was when it started) is chosen, and its result shown.
  const templateName = await page.getByLabel("Template", { exact: true }).locator("option:checked").textContent();
  await expect(verdict).toContainText(`${templateName} · current term`);
  await expect(page.getByTestId("rule-collision-coverage-meets-requirements")).toBeVisible();
  await expect(history.getByRole("button")).toHaveCount(1);
  await expect(history.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Run validation again" })).toBeVisible();
  await expectAccessible(page, "140-validate-stored-current");

  // The renewal was never run: choosing it runs it once.
  await terms.getByText("Renewal", { exact: true }).click();
  await expect(verdict).toContainText("renewal term");
  await expect(history.getByRole("button")).toHaveCount(2);
  await expect(page).toHaveURL(/term=renewal/);

  // Back and forth shows what is stored; nothing new is run.
  for (const [label, words] of [
    ["Current term", "current term"],
    ["Renewal", "renewal term"],
    ["Current term", "current term"],
    ["Renewal", "renewal term"],
  ] as const) {
    await terms.getByText(label, { exact: true }).click();
    await expect(verdict).toContainText(words);
  }
  await page.waitForTimeout(1000);
  await expect(history.getByRole("button")).toHaveCount(2);

  // A reload keeps the renewal term and shows its stored result without running it.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Renewal" })).toBeChecked();
  await expect(verdict).toContainText("renewal term");
  await page.waitForTimeout(1000);
  await expect(history.getByRole("button")).toHaveCount(2);
  await expectAccessible(page, "141-validate-stored-renewal");

  // Running again is the button's job, and it stores one more result.
  await page.getByRole("button", { name: "Run validation again" }).click();
  await expect(verdict).toContainText("just now");
  await expect(history.getByRole("button")).toHaveCount(3);

  // The log has one entry per run a person caused: the renewal's first run and the explicit one,
  // each naming the session by its borrower and policy, linked to it.
  const rows = await runAuditRows(page, token);
  await expect(rows).toHaveCount(2);
  const session = rows.first().getByRole("link");
  await expect(session).toHaveAttribute("href", `/sessions/${token}`);
  await expect(session).toContainText(`${RIVERA.first} ${RIVERA.last}`);
  await expect(session).toContainText(`policy ${RIVERA.policyNumber}`);
  await expectAccessible(page, "143-audit-session-names");
});

test("a policy without a renewal says so in plain words, also when the address asks for the renewal", async ({
  page,
}) => {
  await ensureAdmin(page);
  await openRulesFromVerdict(page, MORGAN, "loan-stored-1002");
  await expect(page.getByTestId("validation-verdict")).toContainText("current term");
  await expect(page.getByRole("radio", { name: "Renewal" })).toBeDisabled();
  await expect(page.getByText("No renewal term — this policy has only a current term.")).toBeVisible();

  await page.goto(`${page.url().split("?")[0]}?term=renewal`);
  await expect(page.getByRole("status").filter({ hasText: "No renewal term" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Current term" })).toBeChecked();
  await expect(page.getByTestId("validation-verdict")).toContainText("current term");
  await expect(page.getByRole("list", { name: "Past results" }).getByRole("button")).toHaveCount(1);
  await expectAccessible(page, "142-validate-no-renewal");
});
