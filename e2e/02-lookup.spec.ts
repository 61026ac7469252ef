import { expect, test } from "@playwright/test";
import { ensureAdmin, fillAutoLookup, PATEL, RIVERA, shot } from "./support";

test.describe.configure({ mode: "serial" });

test("the lookup form explains what is missing, and the carrier picker greys out what a type cannot do", async ({
  page,
}) => {
  await ensureAdmin(page);
  await page.goto("/sessions");
  await page.getByRole("link", { name: "Verify by lookup" }).click();
  await expect(page.getByRole("heading", { name: "Verify by policy lookup" })).toBeVisible();
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page.getByText("Choose a carrier or enter its NAIC code.")).toBeVisible();
  await expect(page.getByText("Confirm the borrower's consent to continue.")).toBeVisible();
  await expect(page.getByText("Enter the VIN: auto policies are looked up by vehicle.")).toBeVisible();

  await page.getByLabel("Policy type").selectOption("home");
  await page.getByRole("combobox", { name: "Carrier" }).fill("22063");
  await expect(page.getByRole("option", { name: /Government Employees Insurance Company \(GEICO\)/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await shot(page, "10-lookup-validation");
});

test("SBX-AUTO-1001 completes without a reload and shows the lienholder and the renewal", async ({ page }) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, RIVERA, "loan-1001");
  await page.getByLabel("VIN").fill("1HGCM82633A004353");
  await expect(page.getByText(/check digit \(9th character\) does not match/)).toBeVisible();
  await page.getByLabel("VIN").fill(RIVERA.vin);
  await expect(page.getByText("Check digit OK.")).toBeVisible();
  await shot(page, "11-lookup-form");
  await page.getByRole("button", { name: "Look up policy" }).click();

  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByTestId("session-status")).toHaveText("Completed", { timeout: 30_000 });
  await expect(page.getByTestId("third-party").filter({ hasText: "Covercheck Demo Lending LLC" })).toContainText(
    "lienholder",
  );
  await expect(page.getByRole("radiogroup", { name: "Policy term" })).toBeVisible();
  const collision = page.getByRole("row", { name: /Collision/ });
  await expect(collision).toContainText("$500");
  await page.getByText("Renewal", { exact: true }).click();
  await expect(collision).toContainText("$1,000");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Queued at the service");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Consent attested");
  await shot(page, "12-session-completed");
});

test("a lookup that errors shows the seed's message", async ({ page }) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, PATEL, "loan-2002");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(page).toHaveURL(/\/sessions\/ign_/);
  await expect(page.getByRole("alert").filter({ hasText: "Policy is not active." })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("session-status")).toHaveText("Errored");
  await shot(page, "13-session-errored");
});

test("an address the service cannot use is flagged on the address field", async ({ page }) => {
  await ensureAdmin(page);
  await fillAutoLookup(page, { ...RIVERA, first: "Pat", last: "Nowhere", zip: "3030" }, "loan-bad-address");
  await page.getByRole("button", { name: "Look up policy" }).click();
  await expect(
    page
      .getByText(
        "Sorry, the provided address is invalid or we are unable to process this address. Please update and try again.",
      )
      .first(),
  ).toBeVisible();
  await shot(page, "14-address-error");
});

test("the sessions list shows results, with search and a status filter", async ({ page }) => {
  await ensureAdmin(page);
  await page.goto("/sessions");
  await expect(page.getByRole("row", { name: /Jordan Rivera/ })).toContainText("Completed");
  await expect(page.getByRole("row", { name: /Avery Patel/ })).toContainText("Errored");
  await page.getByLabel("Filter by status").selectOption("completed");
  await expect(page.getByRole("row", { name: /Avery Patel/ })).toHaveCount(0);
  await page.getByLabel("Filter by status").selectOption("");
  await page.getByLabel("Search verifications").fill("SBX-AUTO-2002");
  await expect(page.getByRole("row", { name: /Jordan Rivera/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Avery Patel/ })).toBeVisible();
  await shot(page, "15-sessions");
});

test("the webhook route refuses events without a valid Standard Webhooks signature", async ({ request }) => {
  const body = JSON.stringify({
    id: "evt_forged",
    type: "ignition.completed",
    data: {},
    createdAt: new Date().toISOString(),
  });
  const unsigned = await request.post("/api/webhooks/ignition", {
    data: body,
    headers: { "content-type": "application/json" },
  });
  expect(unsigned.status()).toBe(400);
  const forged = await request.post("/api/webhooks/ignition", {
    data: body,
    headers: {
      "content-type": "application/json",
      "webhook-id": "evt_forged",
      "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
      "webhook-signature": "v1,Zm9yZ2VkIHNpZ25hdHVyZSB0aGF0IGlzIG5vdCB2YWxpZA==",
    },
  });
  expect(forged.status()).toBe(400);
});
