import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookup } from "../fixtures/proxy/lookups";
import { waitFor } from "../fixtures/proxy/harness";
import { startWorldHarness, type ClientWorld, type WorldHarness } from "../support/client-world";
import { goodBodies } from "../support/good-bodies";
import { fillPath, operationsOf, readOpenApi, type Operation } from "../support/openapi-operations";

// Issue 11: every route of the service's OpenAPI document, called by client B with client A's ids
// and tokens. The contract: a resource of another client is 404 `not-found` (its existence is not
// revealed), a token on another account's object is 404, another client's access token is 401
// `invalid-access-token`, a wrong secret 401 `invalid-client-credentials`, and acting for a client
// one does not own 403 `forbidden`. Each refusal is paired with the same request by A succeeding,
// so a 404 proves ownership is checked rather than that the id was never real.

let w: WorldHarness;
let a: ClientWorld;
let b: ClientWorld;
let ops: Operation[];
let carrierId: string;
let good: Record<string, unknown[]>;

/** Routes whose path ids name something every client shares. */
const SHARED_ROOTS = new Set(["carriers", "portal-credentials"]);

/** A's ids for a route's path parameters, found by the path's first segment; unknown kinds fail. */
function idsOf(op: Operation, owner: ClientWorld, policy: "lookup" | "document" = "lookup"): Record<string, string> {
  const root = op.path.split("/")[1];
  const byRoot: Record<string, string | undefined> = {
    carriers: carrierId,
    // A login is named by its carrier, so B's request acts on B's own login. Allstate, which no
    // sandbox client has a login for: removing it leaves the lookups the other tests send alone.
    "portal-credentials": "car_allstate",
    ignition: owner.sessionToken,
    events: owner.eventId,
    accounts: policy === "lookup" ? owner.accountId : owner.docAccountId,
    policies: policy === "lookup" ? owner.policyId : owner.docPolicyId,
    "learned-hints": owner.hintId,
    validation: owner.templateId,
  };
  const out: Record<string, string> = {};
  for (const p of op.pathParams) {
    const id = p === "template" ? owner.templateId : byRoot[root];
    if (!id) throw new Error(`${op.key}: no id of a client for {${p}}; add its kind to idsOf`);
    out[p] = id;
  }
  return out;
}

const tokenOf = (owner: ClientWorld, policy: "lookup" | "document" = "lookup") =>
  policy === "lookup" ? owner.accessToken : owner.docAccessToken;

let addressCounter = 0;
async function send(
  op: Operation,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; errorCode?: string; text: string }> {
  const body = op.method === "GET" ? undefined : (good[op.key]?.[0] ?? {});
  // Each request from its own address, so the failed-secret budgets never turn a 401 into a 429.
  const res = await w.h.svc.call(op.method, path, {
    headers: { ...headers, "x-forwarded-for": `203.0.113.${++addressCounter % 250}` },
    body,
  });
  return { status: res.status, errorCode: res.body?.errorCode, text: JSON.stringify(res.body) };
}

function authHeaders(caller: ClientWorld, token?: string): Record<string, string> {
  return { ...caller.client.headers, ...(token ? { "x-access-token": token } : {}) };
}

/** Every id and secret of A that must never show up in an answer to B. */
const secretsOf = (owner: ClientWorld) => [
  owner.sessionToken,
  owner.eventId,
  owner.accountId,
  owner.policyId,
  owner.docPolicyId,
  owner.hintId,
  owner.templateId,
  owner.accessToken,
  owner.docAccessToken,
];

beforeAll(async () => {
  w = await startWorldHarness();
  a = await w.seed();
  b = await w.seed(await w.h.svc.newClient({ name: "Other Lending", lienholderName: "Other Lending LLC" }));
  ops = operationsOf(await readOpenApi(w.h.svc));
  carrierId = (await w.h.svc.call("GET", "/carriers", { headers: a.client.headers })).body.data[0].id;
  good = goodBodies(w.files.url("/declarations.pdf"));
}, 120_000);
afterAll(async () => {
  await w?.close();
});

describe("client B with client A's ids and tokens", () => {
  it("every route that takes an id answers B 404 for A's, and A 2xx for the same request", async () => {
    const idRoutes = ops.filter((op) => op.pathParams.length > 0);
    expect(idRoutes.length).toBeGreaterThan(10);
    const seen: { route: string; b: string; a: string }[] = [];
    const expected: typeof seen = [];
    // Destructive routes last, so the others still find what they name.
    const order = [...idRoutes].sort((x, y) => Number(x.method === "DELETE") - Number(y.method === "DELETE"));
    // The document's account and policy: every policy route (corrections, locations) has something to work on.
    const tokenFor = (op: Operation, owner: ClientWorld) => (op.accessToken ? tokenOf(owner, "document") : undefined);
    for (const op of order) {
      const path = fillPath(op.path, idsOf(op, a, "document"));
      const asB = await send(op, path, authHeaders(b, tokenFor(op, b)));
      for (const secret of secretsOf(a))
        expect(asB.text, `${op.key} answered B with A's ${secret}`).not.toContain(secret);
      const asA = await send(op, path, authHeaders(a, tokenFor(op, a)));
      const shared = SHARED_ROOTS.has(op.path.split("/")[1]);
      const outcome = (r: typeof asA) => (r.status < 300 ? "2xx" : `${r.status} ${r.errorCode}`);
      seen.push({ route: op.key, b: outcome(asB), a: outcome(asA) });
      expected.push({ route: op.key, b: shared ? "2xx" : "404 not-found", a: "2xx" });
    }
    expect(seen).toEqual(expected);
  });

  it("a route naming a policy and a template refuses either when it is another client's", async () => {
    const validate = ops.find((op) => op.pathParams.includes("template"));
    if (!validate) throw new Error("no route takes a template id");
    const cases = [
      { what: "B's policy with A's template", ids: { id: b.policyId, template: a.templateId } },
      { what: "A's policy with B's template", ids: { id: a.policyId, template: b.templateId } },
    ];
    for (const c of cases) {
      const res = await send(validate, fillPath(validate.path, c.ids), authHeaders(b, b.accessToken));
      expect({ case: c.what, status: res.status, errorCode: res.errorCode }).toEqual({
        case: c.what,
        status: 404,
        errorCode: "not-found",
      });
    }
  });

  it("an access token of A is invalid for B; a token opens only its own account's objects", async () => {
    const tokenRoutes = ops.filter((op) => op.accessToken);
    expect(tokenRoutes.length).toBeGreaterThan(3);
    const seen: string[] = [];
    const expected: string[] = [];
    for (const op of tokenRoutes) {
      if (op.method === "DELETE") continue;
      const aPath = fillPath(op.path, idsOf(op, a));
      const foreignToken = await send(op, aPath, authHeaders(b, a.accessToken));
      seen.push(`${op.key} B with A's token: ${foreignToken.status} ${foreignToken.errorCode}`);
      expected.push(`${op.key} B with A's token: 401 invalid-access-token`);
      // A's own token for the lookup's account, aimed at the document's policy (another account).
      const otherAccount = await send(op, fillPath(op.path, idsOf(op, a, "document")), authHeaders(a, a.accessToken));
      seen.push(`${op.key} A's token on another account: ${otherAccount.status} ${otherAccount.errorCode}`);
      expected.push(`${op.key} A's token on another account: 404 not-found`);
    }
    expect(seen).toEqual(expected);
  });

  it("every route refuses missing and wrong credentials with 401, and acting for a client not owned with 403", async () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const op of ops) {
      if (op.open) continue;
      const path = fillPath(op.path, idsOf(op, a));
      const token: Record<string, string> = op.accessToken ? { "x-access-token": a.accessToken } : {};
      const cases: [string, Record<string, string>, string][] = [
        ["none", token, "401 invalid-client-credentials"],
        [
          "A's id, B's secret",
          { ...token, "x-client-id": a.client.clientId, "x-client-secret": b.client.clientSecret },
          "401 invalid-client-credentials",
        ],
        [
          "B's id, A's secret",
          { ...token, "x-client-id": b.client.clientId, "x-client-secret": a.client.clientSecret },
          "401 invalid-client-credentials",
        ],
        ["no secret", { ...token, "x-client-id": a.client.clientId }, "401 invalid-client-credentials"],
        ["B for A", { ...authHeaders(b), ...token, "x-destination-client-id": a.client.clientId }, "403 forbidden"],
      ];
      for (const [what, headers, want] of cases) {
        const res = await send(op, path, headers);
        seen.push(`${op.key} ${what}: ${res.status} ${res.errorCode}`);
        expected.push(`${op.key} ${what}: ${want}`);
      }
    }
    expect(seen).toEqual(expected);
  });

  it("lists answer B without anything of A's", async () => {
    const lists = ops.filter((op) => op.method === "GET" && op.pathParams.length === 0);
    expect(lists.map((op) => op.key)).toEqual(
      expect.arrayContaining(["GET /learned-hints", "GET /validation/templates"]),
    );
    for (const op of lists) {
      const res = await send(op, op.path, authHeaders(b));
      expect(res.status, op.key).toBe(200);
      for (const secret of secretsOf(a)) expect(res.text, `${op.key} listed A's ${secret} to B`).not.toContain(secret);
    }
  });

  it("B cannot spend A's authCode, nor revoke A's access token", async () => {
    const token = await w.h.newSession();
    expect((await w.h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);
    const event = await waitFor(async () => (await w.h.events(token))[0], "A's completed event");
    const exchange = (who: ClientWorld) =>
      w.h.svc.call("POST", "/token/exchange", { headers: who.client.headers, body: { authCode: event.data.authCode } });
    const stolen = await exchange(b);
    expect(stolen.status).toBe(400);
    expect(stolen.body.errorCode).toBe("invalid-auth-code");
    // B's attempt did not burn it.
    expect((await exchange(a)).status).toBe(200);

    const revoke = await w.h.svc.call("POST", "/token/revoke", {
      headers: b.client.headers,
      body: { accessToken: a.accessToken },
    });
    expect(revoke.body).toEqual({ success: true, data: { revoked: false } });
    const still = await w.h.svc.call("GET", `/accounts/${a.accountId}`, { headers: authHeaders(a, a.accessToken) });
    expect(still.status).toBe(200);
  });
});
