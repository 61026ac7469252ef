import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import type { Policy } from "@/lib/schemas/policy";
import { correctionMethods } from "@/lib/service-client/corrections";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { makePdf } from "../fixtures/documents/make-pdf";
import { startFileServer, type FileServer } from "../fixtures/proxy/file-server";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Corrections over HTTP: a reviewer's changes are checked, recorded with who/what/when, keep the
// version read from the document, are what validation reads, and teach the next document of that
// client and layout where the field is printed — not another client's. One lesson reads the value
// but leaves it to a person; a second correction on another document agreeing on the place trusts it.

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** Keystone's page: the total premium sits right of "Contract Amount Due", where the parser does not look. */
function keystone(n: number, premium: number, collision: number): FixtureRow[] {
  return [
    [
      [50, "Keystone Mutual Insurance Company"],
      [380, "NAIC 24680"],
    ],
    [[50, "PERSONAL AUTO DECLARATIONS"]],
    [
      [50, "Policy Number:"],
      [200, `KM-${4100 + n}-77`],
    ],
    [
      [50, "Policy Period:"],
      [200, "03/01/2026 to 03/01/2027"],
    ],
    [
      [50, "Named Insured:"],
      [200, "JANE DOE"],
    ],
    [
      [50, "Mailing Address:"],
      [200, "12 OAK ST"],
    ],
    [[200, "SPRINGFIELD, IL 62701"]],
    [
      [50, "Vehicle 1: 2021 Honda Accord"],
      [330, "VIN: 1HGCM82633A004352"],
    ],
    [
      [50, "Coverage"],
      [250, "Limits"],
      [400, "Deductible"],
      [500, "Premium"],
    ],
    [
      [50, "Bodily Injury Liability"],
      [250, "$100,000/$300,000"],
      [500, "$210.00"],
    ],
    [
      [50, "Collision"],
      [250, "ACV"],
      [400, `$${collision}`],
      [500, "$180.00"],
    ],
    [
      [50, "Lienholder"],
      [200, "ALLY BANK"],
    ],
    [
      [50, "Contract Amount Due"],
      [200, money(premium)],
    ],
  ];
}

const pdf = (rows: FixtureRow[]) => ({
  body: Buffer.from(makePdf(rows)),
  headers: { "content-type": "application/pdf" },
});

let files: FileServer;
let h: Harness;
let other: Awaited<ReturnType<Harness["svc"]["newClient"]>>;

beforeAll(async () => {
  files = await startFileServer({
    "/keystone-1.pdf": pdf(keystone(1, 912.5, 1500)),
    "/keystone-2.pdf": pdf(keystone(2, 1048.25, 500)),
    "/keystone-3.pdf": pdf(keystone(3, 777, 500)),
  });
  h = await startHarness({ deps: { outboundAllowOrigins: [files.url("/")] } });
  other = await h.svc.newClient({ name: "Other Lending", lienholderName: "Other Lending LLC" });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await files?.close();
});

interface Read {
  policyId: string;
  auth: Record<string, string>;
  policy: Policy;
}

/** Reads a document through a proxied session of `client` and opens its policy with an access token. */
async function readDocument(path: string, client = h.client): Promise<Read> {
  const session = await h.svc.call("POST", "/ignition", {
    headers: client.headers,
    body: { webhookUri: h.receiver.url, user: { id: "borrower-1" } },
  });
  const token = session.body.data.ignitionToken;
  const proxied = await h.svc.call("POST", `/ignition/${token}/proxy`, {
    headers: client.headers,
    body: {
      operation: "process-document",
      input: { name: path, source: "carrier", policyType: "auto", url: files.url(path) },
    },
  });
  expect(proxied.status).toBe(202);
  const event = await waitFor(async () => {
    const res = await h.svc.call("GET", `/ignition/${token}/events`, { headers: client.headers });
    return res.body.data.find((e: { type: string }) => e.type.startsWith("ignition."));
  }, `the event of ${path}`);
  expect(event.type).toBe("ignition.completed");
  const exchanged = await h.svc.call("POST", "/token/exchange", {
    headers: client.headers,
    body: { authCode: event.data.authCode },
  });
  const auth = { ...client.headers, "x-access-token": exchanged.body.data.accessToken };
  const policyId = exchanged.body.data.policies[0];
  const policy = (await h.svc.call("GET", `/policies/${policyId}`, { headers: auth })).body.data;
  return { policyId, auth, policy };
}

const correct = (r: Read, body: unknown, query = "") =>
  h.svc.call("POST", `/policies/${r.policyId}/corrections${query}`, { headers: r.auth, body });

describe("POST /policies/{id}/corrections", () => {
  let first: Read;
  /** Read before anything was learned, corrected later by a second reviewer. */
  let early: Read;
  beforeAll(async () => {
    first = await readDocument("/keystone-1.pdf");
    early = await readDocument("/keystone-3.pdf");
  });

  it("the parser misreads the premium of this layout", () => {
    expect(first.policy.carrier.naicCode).toBe("24680");
    expect(first.policy.premium).not.toBe(912.5);
  });

  it("records who changed what, keeps the version read, and the policy reads corrected", async () => {
    const coll = first.policy.coverages.findIndex((c: { code: string }) => c.code === "COLL");
    const readPremium = first.policy.premium;
    const res = await correct(first, {
      correctedBy: "reviewer@acme.example",
      reason: "total premium is the amount due",
      changes: [
        { path: "premium", value: 912.5 },
        { path: "address.addressLine2", value: "Apt 3B" },
        { path: `coverages[${coll}].deductible`, value: 500 },
      ],
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.policy).toMatchObject({ premium: 912.5, address: { addressLine2: "Apt 3B" } });
    expect(data.policy.coverages[coll].deductible).toBe(500);
    expect(data.original.premium).toBe(readPremium);
    expect(data.original.address.addressLine2).toBeNull();
    expect(data.original.coverages[coll].deductible).toBe(1500);
    expect(data.corrections).toHaveLength(1);
    const [correction] = data.corrections;
    expect(correction).toMatchObject({
      id: expect.stringMatching(/^cor_/),
      policyId: first.policyId,
      term: "current",
      correctedBy: "reviewer@acme.example",
      reason: "total premium is the amount due",
      createdAt: expect.any(String),
    });
    expect(correction.changes).toEqual([
      {
        path: "premium",
        oldValue: readPremium,
        newValue: 912.5,
        learned: {
          field: "premium",
          label: "contract amount due",
          relation: "right",
          hintId: expect.stringMatching(/^hnt_/),
          fingerprint: expect.stringMatching(/^lay1:/),
          agreements: 1,
          trusted: false,
          documentId: first.policy.documents[0].id,
        },
      },
      // The apartment number is not printed on the page as such: recorded, nothing learned.
      { path: "address.addressLine2", oldValue: null, newValue: "Apt 3B", learned: null },
      // The page prints $1,500: a value it does not print teaches nothing.
      { path: `coverages[${coll}].deductible`, oldValue: 1500, newValue: 500, learned: null },
    ]);
    // A person checked these: no longer fields to review.
    expect(data.policy.review.fields.premium).toBe(1);

    const read = await h.svc.call("GET", `/policies/${first.policyId}`, { headers: first.auth });
    expect(read.body.data.premium).toBe(912.5);
    const history = await h.svc.call("GET", `/policies/${first.policyId}/corrections`, { headers: first.auth });
    expect(history.status).toBe(200);
    expect(history.body.data.corrections.map((c: { id: string }) => c.id)).toEqual([correction.id]);
    expect(history.body.data.original.premium).toBe(readPremium);
  });

  it("a second correction keeps the first original and lists newest first", async () => {
    const res = await correct(first, { correctedBy: "usr_2", changes: [{ path: "premium", value: 913 }] });
    expect(res.status).toBe(200);
    expect(res.body.data.corrections).toHaveLength(2);
    expect(res.body.data.corrections[0].changes[0]).toMatchObject({ oldValue: 912.5, newValue: 913 });
    expect(res.body.data.original.premium).toBe(first.policy.premium);
    expect(res.body.data.corrections[0].reason).toBeNull();
  });

  it("validation reads the corrected policy", async () => {
    const template = await h.svc.call("POST", "/validation/templates", {
      headers: h.client.headers,
      body: {
        displayName: "Collision at most 1,000",
        rules: [
          {
            rule: "collision-coverage-meets-requirements",
            input: { deductible: { source: "maxDeductible", default: 1000 } },
          },
        ],
      },
    });
    const fresh = await readDocument("/keystone-1.pdf");
    const validate = () =>
      h.svc.call("POST", `/policies/${fresh.policyId}/validate/${template.body.data.id}`, {
        headers: fresh.auth,
        body: {},
      });
    expect((await validate()).body.data.status).toBe("fail");
    const coll = fresh.policy.coverages.findIndex((c: { code: string }) => c.code === "COLL");
    await correct(fresh, { correctedBy: "usr_1", changes: [{ path: `coverages[${coll}].deductible`, value: 1000 }] });
    expect((await validate()).body.data.status).toBe("pass");
  });

  it("refuses invalid corrections with the envelope and changes nothing", async () => {
    const cases: [unknown, RegExp][] = [
      [{ correctedBy: "u", changes: [{ path: "premium", value: "a lot" }] }, /premium/],
      [{ correctedBy: "u", changes: [{ path: "premium", value: -5 }] }, /premium/],
      [{ correctedBy: "u", changes: [{ path: "effectiveDate", value: "03/01/2026" }] }, /effectiveDate/],
      [{ correctedBy: "u", changes: [{ path: "expirationDate", value: "2025-01-01" }] }, /expirationDate/],
      [{ correctedBy: "u", changes: [{ path: "id", value: "pol_x" }] }, /changes\.0\.path/],
      [{ correctedBy: "u", changes: [{ path: "address.floor", value: "3" }] }, /changes\.0\.path/],
      [{ correctedBy: "u", changes: [{ path: "coverages[40].deductible", value: 1 }] }, /changes\.0\.path/],
      [
        { correctedBy: "u", changes: [{ path: "coverages[0].property", value: "prp_nope" }] },
        /coverages\[0\]\.property/,
      ],
      [{ correctedBy: "u", changes: [{ path: "premium" }] }, /changes/],
      [{ correctedBy: "u", changes: [{ path: "premium;drop", value: 1 }] }, /changes\.0\.path/],
      [{ correctedBy: "", changes: [{ path: "premium", value: 1 }] }, /correctedBy/],
      [{ correctedBy: "u", changes: [] }, /changes/],
    ];
    const before = (await h.svc.call("GET", `/policies/${first.policyId}/corrections`, { headers: first.auth })).body
      .data;
    for (const [body, detail] of cases) {
      const res = await correct(first, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid", message: expect.any(String) });
      expect(res.body.details.map((d: { path: string }) => d.path).join(" "), JSON.stringify(body)).toMatch(detail);
    }
    const after = (await h.svc.call("GET", `/policies/${first.policyId}/corrections`, { headers: first.auth })).body
      .data;
    expect(after).toEqual(before);
  });

  it("adds and removes list items", async () => {
    const r = await readDocument("/keystone-1.pdf");
    const n = r.policy.thirdParties.length;
    const added = await correct(r, {
      correctedBy: "u",
      changes: [
        { path: `thirdParties[${n}]`, value: { type: "lienholder", name: "Acme Lending LLC", loanNumber: "L-1" } },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.data.policy.thirdParties[n]).toMatchObject({ name: "Acme Lending LLC", loanNumber: "L-1" });
    const removed = await correct(r, { correctedBy: "u", changes: [{ path: `thirdParties[${n}]`, remove: true }] });
    expect(removed.body.data.policy.thirdParties).toHaveLength(n);
    expect(removed.body.data.corrections[0].changes[0]).toMatchObject({
      path: `thirdParties[${n}]`,
      oldValue: { name: "Acme Lending LLC" },
    });
  });

  it("another client's policy, or no access token, is not found or refused", async () => {
    const otherAuth = { ...other.headers, "x-access-token": first.auth["x-access-token"] };
    const body = { correctedBy: "u", changes: [{ path: "premium", value: 1 }] };
    const foreign = await h.svc.call("POST", `/policies/${first.policyId}/corrections`, { headers: otherAuth, body });
    expect([401, 404]).toContain(foreign.status);
    expect(foreign.body.success).toBe(false);
    const theirs = await readDocument("/keystone-3.pdf", other);
    const crossed = await h.svc.call("POST", `/policies/${first.policyId}/corrections`, { headers: theirs.auth, body });
    expect(crossed.status).toBe(404);
    expect(crossed.body).toMatchObject({ success: false, errorCode: "not-found" });
    const listed = await h.svc.call("GET", `/policies/${first.policyId}/corrections`, { headers: theirs.auth });
    expect(listed.status).toBe(404);
    const noToken = await h.svc.call("POST", `/policies/${first.policyId}/corrections`, {
      headers: h.client.headers,
      body,
    });
    expect(noToken.status).toBe(401);
    expect((await h.svc.call("GET", `/policies/${first.policyId}`, { headers: first.auth })).body.data.premium).toBe(
      913,
    );
  });

  it("what a correction taught reads the next document of that client right, not another client's", async () => {
    const mine = await readDocument("/keystone-2.pdf");
    expect(mine.policy.premium).toBe(1048.25);
    // One person's lesson: read from the learned place, but still put to a person.
    expect(mine.policy.review?.fields.premium).toBeLessThan(0.7);
    expect(mine.policy.review?.flagged).toContain("premium");
    const theirs = await readDocument("/keystone-2.pdf", other);
    expect(theirs.policy.premium).not.toBe(1048.25);
  });

  it("a second correction on another document agreeing on the place makes the lesson trusted", async () => {
    expect(early.policy.premium).not.toBe(777);
    const res = await correct(early, {
      correctedBy: "second@acme.example",
      changes: [{ path: "premium", value: 777 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.corrections[0].changes[0].learned).toMatchObject({ agreements: 2, trusted: true });
    // The same document corrected again is the same view, not a third one.
    const by = { correctedBy: "second@acme.example" };
    expect((await correct(early, { ...by, changes: [{ path: "premium", value: 1 }] })).status).toBe(200);
    const again = await correct(early, { ...by, changes: [{ path: "premium", value: 777 }] });
    expect(again.body.data.corrections[0].changes[0].learned).toMatchObject({ agreements: 2 });
    const next = await readDocument("/keystone-2.pdf");
    expect(next.policy.premium).toBe(1048.25);
    expect(next.policy.review?.fields.premium).toBeGreaterThanOrEqual(0.9);
    expect(next.policy.review?.flagged).not.toContain("premium");
  });

  it("the dashboard's typed client corrects and lists over HTTP", async () => {
    const r = await readDocument("/keystone-3.pdf");
    const server = serve({ fetch: h.svc.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((done) => server.once("listening", done));
    try {
      const { port } = server.address() as AddressInfo;
      const client = correctionMethods({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        clientId: h.client.clientId,
        clientSecret: h.client.clientSecret,
        webhookSecret: null,
      });
      const token = r.auth["x-access-token"];
      const done = await client.correctPolicy(r.policyId, token, {
        correctedBy: "usr_7",
        changes: [{ path: "policyNumber", value: "KM-4103-78" }],
      });
      expect(done.policy.policyNumber).toBe("KM-4103-78");
      expect(done.original.policyNumber).toBe("KM-4103-77");
      const listed = await client.listCorrections(r.policyId, token);
      expect(listed.corrections[0].changes[0]).toMatchObject({ path: "policyNumber", newValue: "KM-4103-78" });
      await expect(
        client.correctPolicy(r.policyId, token, { correctedBy: "usr_7", changes: [{ path: "premium", value: "x" }] }),
      ).rejects.toMatchObject({ status: 400, errorCode: "user-input-invalid" });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it("shows where each field was read on the page, and follows a correction", async () => {
    const r = await readDocument("/keystone-3.pdf");
    const res = await h.svc.call("GET", `/policies/${r.policyId}/locations`, { headers: r.auth });
    expect(res.status).toBe(200);
    const { documentId, pages, fields } = res.body.data;
    expect(documentId).toBe(r.policy.documents[0].id);
    expect(pages).toEqual([{ width: 612, height: 792 }]);
    type Box = { path: string; page: number; x: number; y: number };
    const at = (list: Box[], path: string) => list.find((f) => f.path === path) as Box;
    // "Policy Number:" is the third row; its value starts at x 200 (rows are 18 points apart from the top).
    expect(at(fields, "policyNumber")).toMatchObject({ page: 0, x: expect.closeTo(200, 0) });
    expect(at(fields, "policyNumber").y).toBeGreaterThan(at(fields, "carrier.name").y);
    expect(at(fields, "insureds[0].lastName").y).toBeGreaterThan(at(fields, "policyNumber").y);
    expect(at(fields, "premium").x).toBeCloseTo(200, 0);
    // A corrected value not printed on the page has no place.
    await correct(r, { correctedBy: "u", changes: [{ path: "policyNumber", value: "NOT-ON-PAGE" }] });
    const after = (await h.svc.call("GET", `/policies/${r.policyId}/locations`, { headers: r.auth })).body.data;
    expect(at(after.fields, "policyNumber")).toBeUndefined();
    const foreign = await readDocument("/keystone-3.pdf", other);
    expect((await h.svc.call("GET", `/policies/${r.policyId}/locations`, { headers: foreign.auth })).status).toBe(404);
  });

  it("lists what was learned, per client, and forgets a hint on request", async () => {
    const mine = await h.svc.call("GET", "/learned-hints", { headers: h.client.headers });
    expect(mine.status).toBe(200);
    const premium = mine.body.data.find((x: { field: string }) => x.field === "premium");
    expect(premium).toMatchObject({
      id: expect.stringMatching(/^hnt_/),
      carrierKey: "naic:24680",
      fingerprint: expect.stringMatching(/^lay1:/),
      label: "contract amount due",
      relation: "right",
      kind: "money",
      agreements: 2,
      trusted: true,
      correctedBy: "second@acme.example",
      documentId: early.policy.documents[0].id,
      correctionId: expect.stringMatching(/^cor_/),
      createdAt: expect.any(String),
    });
    expect((await h.svc.call("GET", "/learned-hints", { headers: other.headers })).body.data).toEqual([]);
    const foreign = await h.svc.call("DELETE", `/learned-hints/${premium.id}`, { headers: other.headers });
    expect(foreign.status).toBe(404);
    const gone = await h.svc.call("DELETE", `/learned-hints/${premium.id}`, { headers: h.client.headers });
    expect(gone.body).toEqual({ success: true, data: { id: premium.id, deleted: true, hint: premium } });
    // Forgotten: the next page of the layout is read as the parser reads it.
    const next = await readDocument("/keystone-2.pdf");
    expect(next.policy.premium).not.toBe(1048.25);
  });

  it("appears in the OpenAPI document", async () => {
    const doc = (await h.svc.call("GET", "/openapi.json")).body;
    expect(Object.keys(doc.paths["/api/v1/policies/{id}/corrections"])).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    const post = doc.paths["/api/v1/policies/{id}/corrections"].post;
    expect(post.requestBody.content["application/json"].schema.$ref).toBe("#/components/schemas/CreateCorrection");
    expect(doc.components.schemas.CreateCorrection.required).toEqual(["correctedBy", "changes"]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));
    expect(doc.paths["/api/v1/policies/{id}/locations"]).toHaveProperty("get");
  });
});
