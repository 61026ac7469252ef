import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Policy } from "@/lib/schemas/policy";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Whole list items over HTTP, on the real service and its database (PGlite): a vehicle added with
// the id the caller proposes, so a coverage added in the same correction can name it; a duplicate
// removed with its coverage; a removal that would leave a coverage naming nothing refused whole;
// and the renewal term corrected apart from the current one, the fields both terms share once.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

interface Opened {
  policyId: string;
  auth: Record<string, string>;
}

/** A completed sandbox lookup, its first policy opened with an access token. */
async function opened(policyNumber: string): Promise<Opened> {
  const token = await h.newSession();
  expect((await h.proxy(token, lookup(policyNumber))).status).toBe(202);
  const event = await waitFor(async () => (await h.events(token))[0], "the completed event");
  expect(event.type).toBe("ignition.completed");
  const res = await h.svc.call("POST", "/token/exchange", {
    headers: h.client.headers,
    body: { authCode: event.data.authCode },
  });
  return {
    policyId: res.body.data.policies[0],
    auth: { ...h.client.headers, "x-access-token": res.body.data.accessToken },
  };
}

const get = async (o: Opened, term = "current"): Promise<Policy> =>
  (await h.svc.call("GET", `/policies/${o.policyId}?term=${term}`, { headers: o.auth })).body.data;
const correct = (o: Opened, body: unknown, term = "current") =>
  h.svc.call("POST", `/policies/${o.policyId}/corrections?term=${term}`, { headers: o.auth, body });

describe("corrections of whole vehicles and coverages", () => {
  let o: Opened;
  let read: Policy;
  beforeAll(async () => {
    o = await opened("SBX-AUTO-1001");
    read = await get(o);
  });

  it("adds a vehicle under the id the caller proposed, and a coverage naming it, in one correction", async () => {
    const [first] = read.properties;
    const n = read.properties.length;
    const c = read.coverages.length;
    const res = await correct(o, {
      correctedBy: "rae@lender.example",
      reason: "the same car, read twice",
      changes: [
        { path: `properties[${n}]`, value: { id: "prp_duplicate1", type: "vehicle", data: first.data } },
        {
          path: `coverages[${c}]`,
          value: {
            code: "COMP",
            limitPerPerson: null,
            limitPerAccident: null,
            deductible: 5000,
            property: "prp_duplicate1",
          },
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const policy: Policy = res.body.data.policy;
    expect(policy.properties[n]).toMatchObject({ id: "prp_duplicate1", type: "vehicle" });
    expect(policy.coverages[c]).toMatchObject({ code: "COMP", property: "prp_duplicate1" });
    expect(res.body.data.corrections[0]).toMatchObject({ correctedBy: "rae@lender.example", term: "current" });
    // What was read stays as read.
    expect(res.body.data.original.properties).toHaveLength(n);
  });

  it("an id already naming a vehicle, or not an id, is replaced by a fresh one", async () => {
    const before = await get(o);
    const n = before.properties.length;
    const res = await correct(o, {
      correctedBy: "rae@lender.example",
      changes: [
        {
          path: `properties[${n}]`,
          value: { id: before.properties[0].id, type: "vehicle", data: before.properties[0].data },
        },
        { path: `properties[${n + 1}]`, value: { id: "../etc", type: "vehicle", data: before.properties[0].data } },
      ],
    });
    expect(res.status).toBe(200);
    const ids = (res.body.data.policy as Policy).properties.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(n)).toEqual([expect.stringMatching(/^prp_/), expect.stringMatching(/^prp_/)]);
    expect(ids.slice(n)).not.toContain("../etc");
    // Put back as it was, for the next case.
    const undo = await correct(o, {
      correctedBy: "rae@lender.example",
      changes: [
        { path: `properties[${n + 1}]`, remove: true },
        { path: `properties[${n}]`, remove: true },
      ],
    });
    expect(undo.status).toBe(200);
  });

  it("refuses removing a vehicle a coverage still names, whole, and changes nothing", async () => {
    const before = await get(o);
    const dup = before.properties.findIndex((p) => p.id === "prp_duplicate1");
    const res = await correct(o, {
      correctedBy: "rae@lender.example",
      changes: [{ path: `properties[${dup}]`, remove: true }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid" });
    expect(res.body.details).toContainEqual({
      path: `coverages[${before.coverages.length - 1}].property`,
      message: "Names no property of this policy.",
    });
    expect(await get(o)).toEqual(before);
  });

  it("removes the duplicate with its coverage and fixes a deductible, the indices after the removals", async () => {
    const before = await get(o);
    const dup = before.properties.findIndex((p) => p.id === "prp_duplicate1");
    const cov = before.coverages.findIndex((c) => c.property === "prp_duplicate1");
    const coll = before.coverages.findIndex((c) => c.code === "COLL");
    expect(coll).toBeLessThan(cov);
    const res = await correct(o, {
      correctedBy: "rae@lender.example",
      changes: [
        { path: `coverages[${cov}]`, remove: true },
        { path: `properties[${dup}]`, remove: true },
        { path: `coverages[${coll}].deductible`, value: 250 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const policy: Policy = res.body.data.policy;
    expect(policy.properties.map((p) => p.id)).toEqual(read.properties.map((p) => p.id));
    expect(policy.coverages).toHaveLength(read.coverages.length);
    expect(policy.coverages[coll].deductible).toBe(250);
    const [latest] = res.body.data.corrections;
    expect(latest.changes.map((c: { path: string; newValue?: unknown }) => [c.path, "newValue" in c])).toEqual([
      [`coverages[${cov}]`, false],
      [`properties[${dup}]`, false],
      [`coverages[${coll}].deductible`, true],
    ]);
    expect(latest.changes[1].oldValue).toMatchObject({ id: "prp_duplicate1", type: "vehicle" });
    // Every correction of the policy is kept, newest first.
    expect(res.body.data.corrections.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the renewal term", () => {
  it("is corrected apart from the current one; the fields both terms share change on both", async () => {
    const o = await opened("SBX-AUTO-1001");
    const current = await get(o);
    const renewal = await get(o, "renewal");
    expect(renewal.term).toBe("renewal");
    const coll = renewal.coverages.findIndex((c) => c.code === "COLL");
    expect(coll).toBeGreaterThanOrEqual(0);
    const res = await correct(
      o,
      {
        correctedBy: "rae@lender.example",
        changes: [
          { path: `coverages[${coll}].deductible`, value: 500 },
          { path: "policyNumber", value: "SBX-AUTO-1001-R" },
        ],
      },
      "renewal",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.corrections[0]).toMatchObject({ term: "renewal" });
    expect((await get(o, "renewal")).coverages[coll].deductible).toBe(500);
    const after = await get(o);
    // The current term's coverages are its own; the policy number is the policy's.
    expect(after.coverages).toEqual(current.coverages);
    expect(after.policyNumber).toBe("SBX-AUTO-1001-R");
    const history = await h.svc.call("GET", `/policies/${o.policyId}/corrections?term=renewal`, { headers: o.auth });
    expect(history.body.data.original.coverages[coll].deductible).toBe(renewal.coverages[coll].deductible);
  });
});
