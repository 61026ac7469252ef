import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ValidationResultSchema, ValidationRunSchema } from "@/lib/schemas/validation";
import { NO_RENEWAL_MESSAGE } from "@/lib/service/routes/policies";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// The real flow: a proxied policy-lookup against the sandbox portal, then the token exchange.
// SBX-AUTO-1001: COLL deductible 500 on the current term, 1000 on the renewal; lienholder = the client.
// SBX-AUTO-1002: no renewal term.

const COLLISION = "collision-coverage-meets-requirements";
let skewMs = 0;
let h: Harness;
let plain: Opened; // SBX-AUTO-1001 from a session without metadata
let withMetadata: Opened; // SBX-AUTO-1001 from a session whose metadata holds maxDeductible 400
let noRenewal: Opened; // SBX-AUTO-1002
let collisionTemplate: string;
let templates: Record<string, string>;

interface Opened {
  accessToken: string;
  policyId: string;
}

async function open(policyNumber: string, metadata: Record<string, unknown> = {}): Promise<Opened> {
  const session = await h.svc.call("POST", "/ignition", {
    headers: h.client.headers,
    body: { webhookUri: h.receiver.url, user: { id: "borrower-1" }, metadata },
  });
  expect(session.status).toBe(200);
  const token = session.body.data.ignitionToken as string;
  expect((await h.proxy(token, lookup(policyNumber))).status).toBe(202);
  const event = await waitFor(async () => (await h.events(token))[0], "the completed event");
  expect(event.type).toBe("ignition.completed");
  const exchanged = await h.svc.call("POST", "/token/exchange", {
    headers: h.client.headers,
    body: { authCode: event.data.authCode },
  });
  expect(exchanged.status).toBe(200);
  return { accessToken: exchanged.body.data.accessToken, policyId: exchanged.body.data.policies[0] };
}

async function createTemplate(body: unknown, headers = h.client.headers): Promise<string> {
  const res = await h.svc.call("POST", "/validation/templates", { headers, body });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

function validate(
  opened: Opened,
  templateId: string,
  opts: { body?: unknown; term?: string; headers?: Record<string, string>; accessToken?: string | null } = {},
) {
  const query = opts.term ? `?term=${opts.term}` : "";
  const accessToken = opts.accessToken === undefined ? opened.accessToken : opts.accessToken;
  return h.svc.call("POST", `/policies/${opened.policyId}/validate/${templateId}${query}`, {
    headers: { ...(opts.headers ?? h.client.headers), ...(accessToken ? { "x-access-token": accessToken } : {}) },
    body: opts.body,
  });
}

beforeAll(async () => {
  h = await startHarness({ deps: { now: () => new Date(Date.now() + skewMs) } });
  plain = await open("SBX-AUTO-1001");
  withMetadata = await open("SBX-AUTO-1001", { maxDeductible: 400, borrowerFirstName: "Jordan" });
  noRenewal = await open("SBX-AUTO-1002");
  collisionTemplate = await createTemplate({
    displayName: "Collision only",
    rules: [{ rule: COLLISION, input: { deductible: { source: "maxDeductible", default: 1000 } } }],
  });
  const list = await h.svc.call("GET", "/validation/templates", { headers: h.client.headers });
  templates = Object.fromEntries(list.body.data.map((t: { id: string; displayName: string }) => [t.displayName, t.id]));
}, 60_000);
afterAll(() => h.close());

describe("POST /policies/{id}/validate/{template}: the seed's example", () => {
  it("a numeric maxDeductible in the body decides the collision rule", async () => {
    const strict = await validate(plain, collisionTemplate, { body: { maxDeductible: 400 } });
    expect(strict.status).toBe(200);
    expect(strict.body.success).toBe(true);
    const data = ValidationResultSchema.parse(strict.body.data);
    expect(data).toMatchObject({ status: "fail", term: "current" });
    expect(data.summary).toMatchObject({ [COLLISION]: "fail", counts: { pass: 0, fail: 1, caution: 0, unknown: 0 } });
    const rule = data.rules[COLLISION];
    expect(rule.metadata).toEqual({
      term: "current",
      inputs: { deductible: { value: 400, source: "request", sourceKey: "maxDeductible" } },
    });
    expect(rule.message.title).toBeTruthy();
    expect(rule.breakdown.items).toEqual([expect.objectContaining({ expected: 400, actual: 500, status: "fail" })]);

    const lenient = await validate(plain, collisionTemplate, { body: { maxDeductible: 500 } });
    expect(lenient.body.data).toMatchObject({ status: "pass", rules: { [COLLISION]: { status: "pass" } } });
  });

  it("uses the renewal term with term=renewal: COLL 1000 against a maximum of 500 fails", async () => {
    const res = await validate(plain, collisionTemplate, { term: "renewal", body: { maxDeductible: 500 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "fail", term: "renewal" });
    expect(res.body.data.rules[COLLISION].metadata.term).toBe("renewal");
    expect(res.body.data.rules[COLLISION].breakdown.items).toEqual([
      expect.objectContaining({ expected: 500, actual: 1000, status: "fail" }),
    ]);
  });

  it("answers 404 for term=renewal without a renewal, telling the client to retry with term=current", async () => {
    const res = await validate(noRenewal, collisionTemplate, { term: "renewal" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, errorCode: "not-found", message: NO_RENEWAL_MESSAGE });
    expect(res.body.message).toContain("term=current");
    expect((await validate(noRenewal, collisionTemplate, { term: "current" })).status).toBe(200);
  });

  it("refuses a term that is neither current nor renewal", async () => {
    const res = await validate(plain, collisionTemplate, { term: "next" });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
  });
});

describe("input resolution", () => {
  it("falls back on the session metadata when the body lacks the key", async () => {
    const res = await validate(withMetadata, collisionTemplate);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("fail");
    expect(res.body.data.rules[COLLISION].metadata.inputs.deductible).toEqual({
      value: 400,
      source: "metadata",
      sourceKey: "maxDeductible",
    });
  });

  it("lets the body win over the metadata", async () => {
    const res = await validate(withMetadata, collisionTemplate, { body: { maxDeductible: "1,000" } });
    expect(res.body.data.status).toBe("pass");
    expect(res.body.data.rules[COLLISION].metadata.inputs.deductible).toEqual({
      value: 1000,
      source: "request",
      sourceKey: "maxDeductible",
    });
  });

  it("falls back on the template default when neither has the key", async () => {
    const res = await validate(plain, collisionTemplate, { body: { somethingElse: 1 } });
    expect(res.body.data.status).toBe("pass");
    expect(res.body.data.rules[COLLISION].metadata.inputs.deductible).toEqual({
      value: 1000,
      source: "default",
      sourceKey: "maxDeductible",
    });
  });

  it("makes a rule unknown, and the whole result caution, when a required input is found nowhere", async () => {
    const template = await createTemplate({
      displayName: "Collision and borrower",
      rules: [
        { rule: COLLISION, input: { deductible: { source: "maxDeductible", default: 1000 } } },
        {
          rule: "insureds-match",
          input: { firstName: { source: "borrowerFirstName" }, lastName: { source: "borrowerLastName" } },
        },
      ],
    });
    const res = await validate(plain, template);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("caution");
    expect(res.body.data.summary).toMatchObject({ [COLLISION]: "pass", "insureds-match": "unknown" });
    expect(res.body.data.rules["insureds-match"].metadata.inputs.lastName).toEqual({
      value: null,
      source: null,
      sourceKey: "borrowerLastName",
    });

    // The metadata supplies the first name; the body the last name: both sources in one rule.
    const mixed = await validate(withMetadata, template, { body: { maxDeductible: 500, borrowerLastName: "Rivera" } });
    expect(mixed.body.data.status).toBe("pass");
    expect(mixed.body.data.rules["insureds-match"].metadata.inputs).toMatchObject({
      firstName: { value: "Jordan", source: "metadata" },
      lastName: { value: "Rivera", source: "request" },
    });
  });

  it("passes every rule of the sample auto template on SBX-AUTO-1001's current term", async () => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const res = await validate(plain, templates["Auto loan — standard"], {
      body: {
        minExpirationDate: inAMonth,
        borrowerFirstName: "Jordan",
        borrowerLastName: "Rivera",
        vin: "1HGCM82633A004352",
        // The client's lienholder name ("Acme Lending LLC") as a loan system might spell it.
        lienholderName: "ACME LENDING, LLC",
        loanNumber: "LN-4401729",
      },
    });
    expect(res.status).toBe(200);
    const failing = Object.entries(res.body.data.rules as Record<string, { status: string; message: unknown }>)
      .filter(([, rule]) => rule.status !== "pass")
      .map(([name, rule]) => ({ name, message: rule.message }));
    expect(failing).toEqual([]);
    expect(res.body.data.status).toBe("pass");
    expect(res.body.data.summary.counts).toEqual({ pass: 9, fail: 0, caution: 0, unknown: 0 });

    const renewal = await validate(plain, templates["Auto loan — standard"], {
      term: "renewal",
      body: { maxDeductible: 500, minExpirationDate: inAMonth },
    });
    expect(renewal.body.data.summary).toMatchObject({
      [COLLISION]: "fail",
      "comprehensive-coverage-meets-requirements": "pass",
    });
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const body of [[1, 2], 42, "maxDeductible"]) {
      const res = await validate(plain, collisionTemplate, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe("user-input-invalid");
    }
  });
});

describe("who may validate what", () => {
  it("401 invalid-access-token without an access token, or with an unknown one", async () => {
    for (const accessToken of [null, "tok_not-a-token"]) {
      const res = await validate(plain, collisionTemplate, { accessToken });
      expect(res.status).toBe(401);
      expect(res.body.errorCode).toBe("invalid-access-token");
    }
  });

  it("404 for a policy of another account", async () => {
    const res = await validate(plain, collisionTemplate, { accessToken: noRenewal.accessToken });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe("not-found");
  });

  it("404 for another client's template", async () => {
    const other = await h.svc.newClient({ name: "Other Bank", lienholderName: "Other Bank NA" });
    const theirs = await createTemplate(
      { displayName: "Theirs", rules: [{ rule: "policy-active", input: {} }] },
      other.headers,
    );
    const res = await validate(plain, theirs);
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe("not-found");
    expect((await validate(plain, "tem_unknown")).status).toBe(404);
    // Their credentials with our token: the token is not theirs.
    const foreign = await validate(plain, theirs, { headers: other.headers });
    expect(foreign.status).toBe(401);
  });
});

describe("GET /policies/{id}/validations", () => {
  it("lists the stored results newest first, with template names, for the policy's account only", async () => {
    const fresh = await open("SBX-AUTO-1001");
    const runs: Array<{ status: number; body: { data: { status: string } } }> = [];
    for (const [template, body] of [
      [collisionTemplate, { maxDeductible: 400 }],
      [templates.Loaner, {}],
      [collisionTemplate, { maxDeductible: 500 }],
    ] as const) {
      skewMs += 1_000;
      runs.push(await validate(fresh, template, { body }));
    }
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);

    const read = (opened: Opened, accessToken = opened.accessToken, query = "") =>
      h.svc.call("GET", `/policies/${opened.policyId}/validations${query}`, {
        headers: { ...h.client.headers, "x-access-token": accessToken },
      });
    const res = await read(fresh);
    expect(res.status).toBe(200);
    const stored = res.body.data.map((run: unknown) => ValidationRunSchema.parse(run));
    expect(
      stored.map((run: { templateName: string | null; status: string }) => [run.templateName, run.status]),
    ).toEqual([
      ["Collision only", "pass"],
      ["Loaner", runs[1].body.data.status],
      ["Collision only", "fail"],
    ]);
    expect(stored[0]).toMatchObject({ policyId: fresh.policyId, templateId: collisionTemplate, term: "current" });
    expect(stored[0].id).toMatch(/^val_/);
    expect(stored[0].result).toEqual(runs[2].body.data);
    expect(Date.parse(stored[0].createdAt)).toBeGreaterThan(Date.parse(stored[1].createdAt));

    expect((await read(fresh, fresh.accessToken, "?limit=1")).body.data).toHaveLength(1);
    expect((await read(fresh, noRenewal.accessToken)).status).toBe(404);
    const none = await h.svc.call("GET", `/policies/${fresh.policyId}/validations`, { headers: h.client.headers });
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe("invalid-access-token");
  });
});
