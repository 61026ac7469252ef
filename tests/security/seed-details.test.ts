import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressFields } from "@/components/lookup/address-fields";
import { PolicyLookupInputSchema } from "@/lib/schemas/policy-lookup";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Issue 11, item 12: the seed's address object has six keys (addressLine2 may be null), and the sandbox's
// SBX-AUTO-2004 is a fixed portal failure that must end the session quickly instead of being retried.

const SHAPE = "Invalid input for operation policy-lookup. Required fields are missing or invalid.";
const FULL = {
  addressLine1: "1200 Peachtree St NE",
  addressLine2: null,
  city: "Atlanta",
  state: "GA",
  postalCode: "30309",
  country: "US",
};
const KEYS = Object.keys(FULL) as (keyof typeof FULL)[];

let h: Harness;
beforeAll(async () => {
  // The service's own retry schedule (5 s, then backing off) and the portal's default latency: what a user sees.
  h = await startHarness({
    portalLatencyMs: 800,
    queue: { proxyRetryDelaySeconds: 5, proxyRetryBackoff: true, pollingIntervalSeconds: 0.5 },
  });
});
afterAll(() => h.close());

const withoutKey = (key: string) => Object.fromEntries(Object.entries(FULL).filter(([k]) => k !== key));

describe("an address object has all six keys of the seed", () => {
  it.each(KEYS)("missing %s → 400 user-input-invalid with the shape message", async (key) => {
    const res = await h.proxy(await h.newSession(), lookup("SBX-AUTO-1001", { address: withoutKey(key) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid", message: SHAPE });
    expect(res.body.details.map((d: { path: string }) => d.path).join(" ")).toContain("input.address");
  });

  it("a null country is refused like a missing one; only addressLine2 may be null", async () => {
    const res = await h.proxy(await h.newSession(), lookup("SBX-AUTO-1001", { address: { ...FULL, country: null } }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: "user-input-invalid", message: SHAPE });
  });

  it.each([
    ["addressLine2 null", FULL],
    ["addressLine2 empty, as the dashboard form sends it", { ...FULL, addressLine2: "" }],
    ["addressLine2 filled", { ...FULL, addressLine2: "Suite 4" }],
  ])("accepts the complete object with %s", async (_label, address) => {
    const res = await h.proxy(await h.newSession(), lookup("SBX-AUTO-1001", { address }));
    expect(res.status, JSON.stringify(res.body)).toBe(202);
  });
});

describe("the dashboard's lookup form sends all six keys", () => {
  function Form({ children }: { children: ReactNode }) {
    const form = useForm<FieldValues>({ defaultValues: { lookup: { policyType: "auto" } } });
    return createElement(FormProvider, { ...form, children });
  }

  it("registers every key of the structured address, with the country fixed to US", () => {
    const html = renderToStaticMarkup(createElement(Form, null, createElement(AddressFields, { policyType: "auto" })));
    const names = [...html.matchAll(/name="lookup\.address\.([^"]+)"/g)].map((m) => m[1]);
    expect(names.sort()).toEqual([...KEYS].sort());
    expect(html).toMatch(
      /<input[^>]*type="hidden"[^>]*value="US"[^>]*name="lookup\.address\.country"|<input[^>]*name="lookup\.address\.country"[^>]*value="US"/,
    );
  });

  it("the lookup schema the form resolves with accepts what those fields hold when line 2 is left empty", () => {
    const parsed = PolicyLookupInputSchema.safeParse({
      carrier: "car_state-farm",
      policyType: "auto",
      policyNumber: "SBX-AUTO-1001",
      vin: "1HGCM82633A004352",
      insuredName: { firstName: "Jordan", lastName: "Rivera" },
      address: { ...FULL, addressLine2: "" },
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});

describe("SBX-AUTO-2004, the sandbox's portal failure", () => {
  it("errors with default within a few seconds: a fixed failure is not retried", async () => {
    const token = await h.newSession();
    const started = Date.now();
    expect((await h.proxy(token, lookup("SBX-AUTO-2004"))).status).toBe(202);
    const event = await waitFor(async () => (await h.events(token))[0], "the errored event", 5_000);
    const elapsed = Date.now() - started;
    expect(event.type).toBe("ignition.errored");
    expect(event.data).toMatchObject({ status: "errored", errorCode: "default" });
    expect(elapsed).toBeLessThan(5_000);
    console.log(`SBX-AUTO-2004 errored after ${elapsed} ms (portal latency 800 ms)`);
  });
});
