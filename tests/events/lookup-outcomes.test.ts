import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPortalCredentials } from "@/lib/service/clients/credentials";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Seed 7.4: how a queued policy-lookup fails, seen the way a client sees it — the ignition.errored webhook
// and the session's event list — after the job ran against the sandbox portal over HTTP.

const MESSAGES = {
  "user-input-invalid":
    "Your lookup is invalid or the policy cannot be found. Verify you have the correct details and try again.",
  "lienholder-required":
    "Sorry, we are unable to access this policy because there is no lienholder present or the lienholder provided is not listed on this policy. Please try again with another verification method.",
  "policy-not-active": "Policy is not active.",
  "policy-active-unknown":
    "Sorry, we didn't find any compatible policies. Please try again using another verification method.",
  default: "Oops something went wrong. Please try again later.",
};

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function erroredWith(body: unknown, errorCode: keyof typeof MESSAGES, client = h.client) {
  const token = await h.newSession();
  const res = await h.proxy(token, body, client.headers);
  expect(res.status).toBe(202);
  const [event] = await h.settledEvents(token);
  expect(event.type).toBe("ignition.errored");
  expect(event.data).toEqual({
    token,
    status: "errored",
    result: "policy-lookup",
    client: h.client.clientId,
    user: { id: "borrower-1" },
    metadata: { loan: "L-1" },
    errorCode,
    message: MESSAGES[errorCode],
  });
  expect(event.data.authCode).toBeUndefined();
  expect((await h.session(token)).status).toBe("errored");

  const delivered = h.receiver.received.filter((r) => r.headers["webhook-id"] === event.id);
  expect(delivered).toHaveLength(1);
  const payload = new Webhook(h.client.webhookSecret).verify(
    delivered[0].body,
    delivered[0].headers as Record<string, string>,
  );
  expect(payload).toMatchObject({ type: "ignition.errored", data: { errorCode, message: MESSAGES[errorCode] } });
  return { token, event };
}

describe("ignition.errored outcomes of policy-lookup", () => {
  it("no lienholder on the policy → lienholder-required", async () => {
    await erroredWith(lookup("SBX-AUTO-2001"), "lienholder-required");
  });

  it("a lienholder other than the requesting client → lienholder-required (decided by name, not policy number)", async () => {
    // The portal account now belongs to another lender, so SBX-AUTO-1001 names that lender, not Acme.
    const other = await h.svc.newClient({ name: "Acme 2", lienholderName: "Acme Lending LLC" });
    await setPortalCredentials(h.svc.deps, {
      clientId: other.clientId,
      carrier: "car_state-farm",
      username: "First Federal Savings Bank",
    });
    const res = await h.svc.call("POST", "/ignition", {
      headers: other.headers,
      body: { webhookUri: h.receiver.url, user: { id: "u" } },
    });
    const token = res.body.data.ignitionToken;
    expect((await h.proxy(token, lookup("SBX-AUTO-1001"), other.headers)).status).toBe(202);
    const events = await waitFor(async () => {
      const list = (await h.svc.call("GET", `/ignition/${token}/events`, { headers: other.headers })).body.data;
      return list.length > 0 ? list : null;
    }, "the other client's event");
    expect(events[0].data).toMatchObject({
      errorCode: "lienholder-required",
      message: MESSAGES["lienholder-required"],
    });
  });

  it("a cancelled policy → policy-not-active", async () => {
    await erroredWith(lookup("SBX-AUTO-2002"), "policy-not-active");
  });

  it("a status the portal cannot confirm → policy-active-unknown", async () => {
    await erroredWith(lookup("SBX-AUTO-2003"), "policy-active-unknown");
  });

  it.each([
    ["another ZIP", { address: "1200 Peachtree St NE, Atlanta, GA 30308" }],
    ["another VIN", { vin: "JN1DA31D63T505967" }],
    ["another last name", { insuredName: "Jordan Smith" }],
    ["an unknown policy number", { policyNumber: "SBX-AUTO-9999" }],
    ["the wrong policy type", { policyType: "home", vin: null }],
  ])("details that do not match (%s) → user-input-invalid", async (_label, overrides) => {
    await erroredWith(lookup("SBX-AUTO-1001", overrides), "user-input-invalid");
  });

  it("a portal failure that never passes (SBX-AUTO-2004) → default after one run, not retried", async () => {
    const { token } = await erroredWith(lookup("SBX-AUTO-2004"), "default");
    const { rows } = await h.svc.deps.database.raw.query<{ attempts: number; error_code: string }>(
      "select attempts, error_code from service.proxy_operations where token = $1",
      [token],
    );
    expect(rows).toEqual([{ attempts: 1, error_code: "default" }]);
  });
});

describe("a portal that cannot be reached", () => {
  let down: Harness;
  beforeAll(async () => {
    await h.close();
    down = await startHarness({ deps: { portalUrl: "http://127.0.0.1:9/portal" } });
    h = down;
  });

  it("is retried and ends as default", async () => {
    await erroredWith(lookup("SBX-AUTO-1001"), "default");
  });
});
