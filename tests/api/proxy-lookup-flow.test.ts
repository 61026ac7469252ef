import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PolicySchema, AccountSchema } from "@/lib/schemas/policy";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function completedLookup(policyNumber: string, overrides = {}) {
  const token = await h.newSession();
  const res = await h.proxy(token, lookup(policyNumber, overrides));
  expect(res.status).toBe(202);
  await h.waitForStatus(token, "completed");
  const [event] = await waitFor(async () => {
    const list = await h.events(token);
    return list.length > 0 && list[0].delivery.status === "delivered" ? list : null;
  }, "the event to be delivered");
  return { token, accepted: res.body.data, event };
}

describe("policy-lookup end to end against the sandbox portal", () => {
  it("queues, completes, delivers a signed ignition.completed and opens the policy with the authCode", async () => {
    const { token, accepted, event } = await completedLookup("SBX-AUTO-1001");
    expect(accepted).toEqual({
      id: expect.stringMatching(/^prx_/),
      token,
      operation: "policy-lookup",
      status: "queued",
    });

    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: "ignition.completed",
      data: {
        token,
        status: "completed",
        result: "policy-lookup",
        client: h.client.clientId,
        user: { id: "borrower-1" },
        metadata: { loan: "L-1" },
      },
    });
    expect(event.data.authCode).toEqual(expect.any(String));
    expect(event.attempts).toHaveLength(1);
    expect(event.attempts[0]).toMatchObject({ statusCode: 200, error: null, trigger: "schedule" });

    // The receiver got the same envelope, and the standardwebhooks library accepts its signature.
    const delivered = h.receiver.received.find((r) => r.headers["webhook-id"] === event.id);
    expect(delivered).toBeDefined();
    const verified = new Webhook(h.client.webhookSecret).verify(
      delivered!.body,
      delivered!.headers as Record<string, string>,
    );
    expect(verified).toEqual({ id: event.id, type: event.type, data: event.data, createdAt: event.createdAt });

    const session = await h.session(token);
    expect(session).toMatchObject({ status: "completed", result: "policy-lookup" });

    const exchange = await h.svc.call("POST", "/token/exchange", {
      headers: h.client.headers,
      body: { authCode: event.data.authCode },
    });
    expect(exchange.status).toBe(200);
    const { accessToken, account, policies } = exchange.body.data;
    expect(account).toMatch(/^acc_/);
    expect(policies).toHaveLength(1);
    const auth = { ...h.client.headers, "x-access-token": accessToken };

    const acc = await h.svc.call("GET", `/accounts/${account}`, { headers: auth });
    expect(acc.status).toBe(200);
    expect(AccountSchema.parse(acc.body.data)).toMatchObject({
      id: account,
      connectionStatus: "active",
      user: { id: "borrower-1" },
      policies,
    });

    const current = await h.svc.call("GET", `/policies/${policies[0]}`, { headers: auth });
    expect(current.status).toBe(200);
    const policy = PolicySchema.parse(current.body.data);
    expect(policy).toMatchObject({
      id: policies[0],
      accountId: account,
      type: "auto",
      policyNumber: "SBX-AUTO-1001",
      term: "current",
      hasRenewal: true,
      isActive: true,
    });
    expect(policy.carrier).toMatchObject({ id: "car_state-farm", naicCode: "25178" });
    expect(policy.properties[0]).toMatchObject({
      id: expect.stringMatching(/^prp_/),
      type: "vehicle",
      data: { vin: "1HGCM82633A004352", make: "Honda", model: "Accord", year: 2003 },
    });
    expect(policy.thirdParties).toEqual([expect.objectContaining({ type: "lienholder", name: "Acme Lending LLC" })]);
    expect(policy.coverages.find((c) => c.code === "COLL")?.deductible).toBe(500);

    const renewal = await h.svc.call("GET", `/policies/${policies[0]}?term=renewal`, { headers: auth });
    expect(renewal.status).toBe(200);
    expect(renewal.body.data.term).toBe("renewal");
    expect(renewal.body.data.coverages.find((c: { code: string }) => c.code === "COLL").deductible).toBe(1000);
  });

  it("home by structured address and first/last name, condo by one-line address with a unit", async () => {
    for (const number of ["SBX-HOME-1001", "SBX-CONDO-1001"]) {
      const { event } = await completedLookup(number);
      expect(event.type).toBe("ignition.completed");
    }
  });

  it("looks up by naicCode as well as by carrier id", async () => {
    const { event } = await completedLookup("SBX-AUTO-1002", { carrier: undefined, naicCode: "22063" });
    expect(event.type).toBe("ignition.completed");
  });

  it("lets a finished session be proxied again, with a new authCode", async () => {
    const { token, event } = await completedLookup("SBX-AUTO-1002");
    const again = await h.proxy(token, lookup("SBX-AUTO-1002"));
    expect(again.status).toBe(202);
    const events = await waitFor(async () => {
      const list = await h.events(token);
      return list.length === 2 ? list : null;
    }, "a second event");
    expect(events[1].data.authCode).not.toBe(event.data.authCode);
  });
});
