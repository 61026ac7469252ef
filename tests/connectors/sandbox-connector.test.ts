import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PolicyTermSchema } from "@/lib/schemas/policy";
import { createSandboxConnector } from "@/lib/service/connectors/sandbox-connector";
import type { LookupOutcome } from "@/lib/service/connectors/types";
import { startSandboxPortal, type RunningSandboxPortal } from "@/lib/service/sandbox-portal/server";
import { sandboxQuery } from "../fixtures/connectors/sandbox-queries";

const creds = { username: "Acme Lending LLC", password: "sandbox" };
const carrier = { id: "car_state-farm", name: "State Farm Mutual Automobile Insurance Company", naicCode: "25178" };

let portal: RunningSandboxPortal;
beforeAll(async () => {
  portal = await startSandboxPortal({ now: () => new Date("2026-03-15T12:00:00Z") });
});
afterAll(() => portal.close());

const connector = () => createSandboxConnector({ baseUrl: portal.url, carrier, timeoutMs: 5_000 });
const lookup = (n: string, o = {}, c = creds) => connector().lookup(sandboxQuery(n, o), c, {});

function found(outcome: LookupOutcome) {
  if (outcome.kind !== "found") throw new Error(`expected found, got ${JSON.stringify(outcome)}`);
  return outcome.policy;
}

describe("sandbox connector: found policies", () => {
  it("maps SBX-AUTO-1001 with its coverages, lienholder and renewal", async () => {
    const policy = found(await lookup("SBX-AUTO-1001"));
    expect(policy).toMatchObject({
      type: "auto",
      carrier,
      policyNumber: "SBX-AUTO-1001",
      isActive: true,
      effectiveDate: "2025-12-15T00:00:00.000Z",
      expirationDate: "2026-06-15T00:00:00.000Z",
      premium: 642.18,
      address: {
        addressLine1: "1200 Peachtree St NE",
        city: "Atlanta",
        state: "GA",
        postalCode: "30309",
        country: "US",
      },
      insureds: [{ firstName: "Jordan", lastName: "Rivera", type: "primary" }],
    });
    const [vehicle] = policy.properties;
    expect(vehicle).toMatchObject({
      type: "vehicle",
      data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" },
    });
    expect(vehicle.id).toMatch(/^prp_[0-9a-f]{24}$/);

    const byCode = Object.fromEntries(policy.coverages.map((c) => [c.code, c]));
    expect(byCode.BI).toMatchObject({
      limitPerPerson: 100_000,
      limitPerAccident: 300_000,
      deductible: null,
      property: null,
    });
    expect(byCode.PD).toMatchObject({ limitPerPerson: null, limitPerAccident: 100_000 });
    expect(byCode.COMP).toMatchObject({ deductible: 500, property: vehicle.id });
    expect(byCode.COLL).toMatchObject({ deductible: 500, property: vehicle.id });

    expect(policy.thirdParties).toEqual([
      expect.objectContaining({
        type: "lienholder",
        name: "Acme Lending LLC",
        loanNumber: expect.stringMatching(/^LN-\d+$/),
        property: vehicle.id,
      }),
    ]);
    expect(policy.thirdParties[0].address).toMatchObject({ city: "Atlanta", state: "GA" });

    const renewal = PolicyTermSchema.parse(policy.renewal);
    expect(renewal).toMatchObject({
      isActive: true,
      effectiveDate: "2026-06-15T00:00:00.000Z",
      expirationDate: "2026-12-15T00:00:00.000Z",
    });
    expect(renewal.coverages.find((c) => c.code === "COLL")?.deductible).toBe(1000);
    expect(renewal.coverages.find((c) => c.code === "BI")).toMatchObject({
      limitPerPerson: 100_000,
      limitPerAccident: 300_000,
    });
    expect(renewal.properties[0].id).toBe(vehicle.id);
  });

  it("gives the same property ids on every lookup", async () => {
    const a = found(await lookup("SBX-AUTO-1001"));
    const b = found(await lookup("SBX-AUTO-1001"));
    expect(b.properties.map((p) => p.id)).toEqual(a.properties.map((p) => p.id));
  });

  it("maps SBX-AUTO-1002: state minimum, no renewal", async () => {
    const policy = found(await lookup("SBX-AUTO-1002"));
    expect(policy.coverages.map((c) => [c.code, c.limitPerPerson, c.limitPerAccident])).toEqual([
      ["BI", 25_000, 50_000],
      ["PD", null, 25_000],
    ]);
    expect(policy.renewal).toBeNull();
  });

  it("maps SBX-HOME-1001: dwelling property, homeowner coverages, mortgagee", async () => {
    const policy = found(await lookup("SBX-HOME-1001"));
    expect(policy.type).toBe("home");
    const [dwelling] = policy.properties;
    expect(dwelling).toMatchObject({
      type: "dwelling",
      data: { address: { addressLine1: "123 Fake St", postalCode: "30303" } },
    });
    expect(policy.coverages.find((c) => c.code === "DWELLING")).toMatchObject({
      limitPerAccident: 350_000,
      deductible: 1000,
      property: dwelling.id,
    });
    expect(policy.coverages.map((c) => c.code)).toEqual([
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ]);
    expect(policy.thirdParties[0]).toMatchObject({
      type: "mortgagee",
      name: "Acme Lending LLC",
      loanNumber: expect.stringMatching(/^LN-/),
    });
    expect(policy.renewal?.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(350_000);
  });

  it("maps SBX-CONDO-1001 with the unit in the address and no renewal", async () => {
    const policy = found(await lookup("SBX-CONDO-1001"));
    expect(policy).toMatchObject({
      type: "condo",
      address: { addressLine1: "88 Ocean Dr", addressLine2: "Apt 4B" },
      renewal: null,
    });
    expect(policy.thirdParties[0]).toMatchObject({ type: "mortgagee", name: "Acme Lending LLC" });
  });

  it("finds SBX-AUTO-2001 with no third parties (the lienholder check decides)", async () => {
    expect(found(await lookup("SBX-AUTO-2001")).thirdParties).toEqual([]);
  });
});

describe("sandbox connector: failures", () => {
  it.each([
    ["SBX-AUTO-2002", { kind: "failed", errorCode: "policy-not-active", retryable: false }],
    ["SBX-AUTO-2003", { kind: "failed", errorCode: "policy-active-unknown", retryable: false }],
    ["SBX-AUTO-2004", { kind: "failed", errorCode: "default", retryable: false }],
  ])("%s → %j", async (n, expected) => {
    expect(await lookup(n)).toMatchObject(expected);
  });

  it("wrong details → user-input-invalid", async () => {
    expect(await lookup("SBX-AUTO-1001", { vin: "JN1DA31D63T505967" })).toMatchObject({
      errorCode: "user-input-invalid",
      retryable: false,
    });
    expect(await lookup("SBX-AUTO-1001", { policyType: "home" })).toMatchObject({ errorCode: "user-input-invalid" });
  });

  it("rejected credentials → default, not retryable", async () => {
    expect(await lookup("SBX-AUTO-1001", {}, { username: "Acme", password: "wrong" })).toEqual({
      kind: "failed",
      errorCode: "default",
      retryable: false,
      detail: "portal rejected credentials",
    });
  });

  it("portal down at login → default, retryable", async () => {
    expect(await lookup("SBX-AUTO-1001", {}, { username: "Acme", password: "portal-down" })).toMatchObject({
      errorCode: "default",
      retryable: true,
    });
  });

  it("unreachable portal → default, retryable", async () => {
    const closed = await startSandboxPortal();
    await closed.close();
    const outcome = await createSandboxConnector({ baseUrl: closed.url }).lookup(
      sandboxQuery("SBX-AUTO-1001"),
      creds,
      {},
    );
    expect(outcome).toMatchObject({ kind: "failed", errorCode: "default", retryable: true });
    expect(outcome.kind === "failed" && outcome.detail).toMatch(/unreachable/);
  });

  it("portal slower than timeoutMs → default, retryable, within the budget", async () => {
    const slow = await startSandboxPortal({ latencyMs: 5_000 });
    try {
      const started = performance.now();
      const outcome = await createSandboxConnector({ baseUrl: slow.url, timeoutMs: 150 }).lookup(
        sandboxQuery("SBX-AUTO-1001"),
        creds,
        {},
      );
      expect(outcome).toMatchObject({
        kind: "failed",
        errorCode: "default",
        retryable: true,
        detail: "portal did not answer within 150 ms",
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await slow.close();
    }
  });

  it("caller abort ends the lookup at once", async () => {
    const slow = await startSandboxPortal({ latencyMs: 5_000 });
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 50);
      const outcome = await createSandboxConnector({ baseUrl: slow.url }).lookup(sandboxQuery("SBX-AUTO-1001"), creds, {
        signal: controller.signal,
      });
      expect(outcome).toMatchObject({ errorCode: "default", retryable: true, detail: "lookup aborted by the caller" });
    } finally {
      await slow.close();
    }
  });

  it("a portal answer in an unexpected format → default, not retryable", async () => {
    const fakeFetch: typeof fetch = async (input) =>
      String(input).endsWith("/login")
        ? Response.json({ sessionToken: "t" })
        : Response.json({ policy: { number: 1 } });
    const outcome = await createSandboxConnector({ baseUrl: "http://format.test", fetch: fakeFetch }).lookup(
      sandboxQuery("SBX-AUTO-1001"),
      creds,
      {},
    );
    expect(outcome).toMatchObject({ errorCode: "default", retryable: false });
  });
});

describe("sandbox connector: portal sessions", () => {
  it("reuses a session, and logs in again when the portal has forgotten it", async () => {
    const first = await startSandboxPortal();
    const second = await startSandboxPortal();
    let target = first.url;
    const paths: string[] = [];
    // One stable base url in front of two portals: switching them is a portal restart that lost its sessions.
    const routed: typeof fetch = (input, init) => {
      const path = new URL(String(input)).pathname;
      paths.push(path);
      return fetch(target + path, init);
    };
    const c = createSandboxConnector({ baseUrl: "http://portal.test", fetch: routed });
    const q = sandboxQuery("SBX-AUTO-1001");
    const who = { username: "Session Test Bank", password: `p-${Math.random()}` };
    try {
      expect((await c.lookup(q, who, {})).kind).toBe("found");
      expect((await c.lookup(q, who, {})).kind).toBe("found");
      target = second.url;
      expect((await c.lookup(q, who, {})).kind).toBe("found");
      expect(paths).toEqual([
        "/login",
        "/policies/search",
        "/policies/search",
        "/policies/search",
        "/login",
        "/policies/search",
      ]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("sandbox connector: slow bodies", () => {
  it("a timeout while the policy is still arriving is a retryable timeout, not a format error", async () => {
    const stalled: typeof fetch = async (input, init) => {
      if (String(input).endsWith("/login")) return Response.json({ sessionToken: "t" });
      const signal = init?.signal;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"policy":'));
          signal?.addEventListener("abort", () => controller.error(signal.reason));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    };
    const outcome = await createSandboxConnector({
      baseUrl: "http://stalled.test",
      fetch: stalled,
      timeoutMs: 100,
    }).lookup(sandboxQuery("SBX-AUTO-1001"), { username: "Stall Bank", password: "p" }, {});
    expect(outcome).toMatchObject({
      errorCode: "default",
      retryable: true,
      detail: "portal did not answer within 100 ms",
    });
  });
});
