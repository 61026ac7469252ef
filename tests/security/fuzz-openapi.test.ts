import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { stopServiceWorker } from "@/lib/service/jobs/worker";
import { goodBodies } from "../support/good-bodies";
import { startWorldHarness, type ClientWorld, type WorldHarness } from "../support/client-world";
import {
  type Container,
  deepJson,
  fromSchema,
  MALFORMED_JSON,
  mutated,
  nastyString,
  type SchemaContext,
} from "../support/fuzz-values";
import {
  API_BASE,
  contractProblems,
  fillPath,
  operationsOf,
  readOpenApi,
  type OpenApiDoc,
  type Operation,
} from "../support/openapi-operations";

// Issue 11: a schema fuzzer over every route of the service's own OpenAPI document. Requests go
// through app.request() in-process against a client with real sessions, tokens, policies, hints and
// templates, so bodies that keep to the schema reach the handlers and broken ones reach every check.
// No answer may be a 5xx; every error is the contract's envelope; every answer has x-request-id.
// The test service runs without the per-client rate limit (deps.rateLimitPerSecond unset), as a
// single client sending thousands of requests a second would otherwise be told 429 by design.

const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 5_200);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let world: WorldHarness;
let a: ClientWorld;
let doc: OpenApiDoc;
let ops: Operation[];
let carrierId: string;
let ruleIds: string[];

const statusCounts = new Map<number, number>();
const perRoute = new Map<string, Map<number, number>>();
const failures: string[] = [];
let sent = 0;

interface FuzzRequest {
  label: string;
  path: string;
  query?: string;
  headers: Record<string, string>;
  body?: string;
}

/** Percent-encodes UTF-8 the way a client would; a lone surrogate becomes U+FFFD, as TextEncoder makes it. */
const encodeSegment = (s: string) =>
  [...Buffer.from(s, "utf8")]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, "0").toUpperCase()}`,
    )
    .join("");

/** Path segments sent as they are: malformed or surprising percent-encoding, dot segments, a 100 KB id. */
const ODD_SEGMENTS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%C0%AF",
  "%FF",
  "%F4%90%80%80",
  "%",
  "%zz",
  "%E0%A4%A",
  "..",
  ".",
  "%2e%2e",
  "%2F",
  "a%2Fb",
  "%25",
  "%F0%9F%98%80",
  "%E2%80%AE%D9%85",
  "Z%CC%B4%CC%A1",
  "'\"<>",
  "~!$&'()*+,;=:@",
  "x".repeat(100 * 1024),
  "é",
  "a b",
];

const printable = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((n) => String.fromCharCode(n)),
  maxLength: 60,
});

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "",
];

/** The real id each kind of path parameter takes, found by the path's first segment. */
function validSegment(op: Operation, name: string): fc.Arbitrary<string> {
  if (name === "template") return fc.constant(a.templateId);
  const byRoot: Record<string, string[]> = {
    carriers: [carrierId],
    // Not carrierId (State Farm): a removed login there would turn the proxy's 202s into refusals.
    "portal-credentials": ["car_allstate"],
    ignition: [a.sessionToken],
    events: [a.eventId],
    accounts: [a.accountId],
    policies: [a.policyId, a.docPolicyId],
    "learned-hints": [a.hintId],
    validation: [a.templateId],
  };
  const root = op.path.split("/")[1];
  return fc.constantFrom(...(byRoot[root] ?? Object.values(byRoot).flat()));
}

function segmentArb(op: Operation, name: string): fc.Arbitrary<string> {
  const anyId = [a.sessionToken, a.eventId, a.accountId, a.policyId, a.hintId, a.templateId, carrierId];
  return fc.oneof(
    { weight: 6, arbitrary: validSegment(op, name) },
    { weight: 1, arbitrary: fc.constantFrom(...anyId) },
    { weight: 2, arbitrary: nastyString.map(encodeSegment) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
  );
}

function queryArb(op: Operation, ctx: SchemaContext): fc.Arbitrary<string> {
  const pair = (name: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.tuple(name, value).map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(String(v))}`);
  const known = op.query.map((q) => pair(fc.constant(q.name), fc.oneof(fromSchema(q.schema, ctx), nastyString)));
  const part = fc.oneof(
    ...known,
    pair(printable, nastyString),
    fc.constantFrom("term=%zz", "%=%", "term", "term=current&term=renewal", "limit=-1", "limit=1e999"),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: fc.array(part, { minLength: 1, maxLength: 3 }).map((ps) => `?${ps.join("&")}`) },
  );
}

function headersArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const mine = a.client.headers;
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant(mine) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constant({ "x-client-id": mine["x-client-id"] }) },
    { weight: 1, arbitrary: printable.map((s) => ({ "x-client-id": mine["x-client-id"], "x-client-secret": s })) },
    {
      weight: 1,
      arbitrary: fc.tuple(printable, printable).map(([i, s]) => ({ "x-client-id": i, "x-client-secret": s })),
    },
  );
  const token = op.accessToken
    ? fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(a.accessToken, a.docAccessToken).map((t) => ({ "x-access-token": t })),
        },
        { weight: 1, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: printable.map((t) => ({ "x-access-token": t })) },
      )
    : fc.oneof(
        { weight: 9, arbitrary: fc.constant({}) },
        { weight: 1, arbitrary: printable.map((t) => ({ "x-access-token": t })) },
      );
  const extra = fc.oneof(
    { weight: 9, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: printable.map((d) => ({ "x-destination-client-id": d })) },
    // Spread over a few addresses: each gets its own failure budget, so wrong secrets reach the hash.
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map((n) => ({ "x-forwarded-for": `198.51.100.${n}` })) },
  );
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant("application/json") },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  return fc
    .tuple(auth, token, extra, contentType)
    .map(([x, t, e, ct]) => ({ ...x, ...t, ...e, ...(ct ? { "content-type": ct } : {}) }));
}

/** Puts `raw` JSON text in place of one value of `value`. */
function splice(value: unknown, raw: string, pick: number): string {
  const marker = "\u0001SPLICE\u0001";
  const slots: { parent: Container; key: string | number }[] = [];
  (function walk(v: unknown) {
    if (v && typeof v === "object")
      for (const [k, child] of Object.entries(v)) {
        slots.push({ parent: v as Container, key: Array.isArray(v) ? Number(k) : k });
        walk(child);
      }
  })(value);
  if (!slots.length) return raw;
  const slot = slots[pick % slots.length];
  slot.parent[slot.key] = marker;
  return JSON.stringify(value).replace(JSON.stringify(marker), raw);
}

function bodyArb(op: Operation, ctx: SchemaContext): fc.Arbitrary<string | undefined> {
  if (op.method === "GET") return fc.constant(undefined);
  const fromDoc = op.body ? fromSchema(op.body, ctx) : fc.constant({});
  const good = goodBodies(world.files.url("/declarations.pdf"))[op.key];
  const valid = good ? fc.oneof(fromDoc, fc.constantFrom(...good)) : fromDoc;
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v)) },
    { weight: 6, arbitrary: mutated(valid).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.array(valid, { maxLength: 3 }).map((v) => JSON.stringify(v)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.constantFrom<"object" | "array">("object", "array"), fc.constantFrom(100, 5_000))
        .map(([v, pick, kind, levels]) => splice(v, deepJson(levels, kind), pick)),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Real ids in the path and the access token that opens them: only the body (and query) is hostile. */
function validEnvelope(op: Operation): fc.Arbitrary<{ path: string; headers: Record<string, string> }> {
  return fc.boolean().map((fromDocument) => {
    const segments: Record<string, string> = {};
    for (const p of op.pathParams)
      segments[p] =
        op.path.startsWith("/policies/") && p === "id"
          ? fromDocument
            ? a.docPolicyId
            : a.policyId
          : fc.sample(validSegment(op, p), { numRuns: 1 })[0];
    const token = fromDocument ? a.docAccessToken : a.accessToken;
    return {
      path: fillPath(op.path, segments),
      headers: { ...a.client.headers, "x-access-token": token, "content-type": "application/json" },
    };
  });
}

function requestArb(op: Operation, ctx: SchemaContext): fc.Arbitrary<FuzzRequest> {
  const segments = fc.record(Object.fromEntries(op.pathParams.map((p) => [p, segmentArb(op, p)])));
  const anything = fc
    .tuple(segments, queryArb(op, ctx), headersArb(op), bodyArb(op, ctx))
    .map(([seg, query, headers, body]) => ({ label: "generated", path: fillPath(op.path, seg), query, headers, body }));
  const hostileBody = fc
    .tuple(validEnvelope(op), fc.oneof(fc.constant(""), queryArb(op, ctx)), bodyArb(op, ctx))
    .map(([envelope, query, body]) => ({ label: "valid envelope", ...envelope, query, body }));
  return op.method === "GET" ? anything : fc.oneof(anything, hostileBody);
}

/** Cases every route gets every run, whatever the generator picks. */
function fixedCases(op: Operation): FuzzRequest[] {
  const mine = { ...a.client.headers, "x-access-token": a.accessToken, "content-type": "application/json" };
  const valid: Record<string, string> = {};
  for (const p of op.pathParams) valid[p] = fc.sample(validSegment(op, p), { numRuns: 1, seed: 1 })[0];
  const path = fillPath(op.path, valid);
  const cases: FuzzRequest[] = [
    { label: "no credentials", path, headers: {} },
    { label: "garbage credentials", path, headers: { "x-client-id": "cli_nope", "x-client-secret": "nope" } },
    { label: "garbage access token", path, headers: { ...mine, "x-access-token": "tok_garbage" } },
    { label: "no access token", path, headers: a.client.headers },
  ];
  for (const p of op.pathParams)
    for (const odd of ODD_SEGMENTS)
      cases.push({
        label: `{${p}} = ${odd.slice(0, 20)}`,
        path: fillPath(op.path, { ...valid, [p]: odd }),
        headers: mine,
      });
  if (op.method !== "GET") {
    const bodies: [string, string][] = [
      ["deep object 5,000", deepJson(5_000)],
      ["deep array 5,000", deepJson(5_000, "array")],
      ["deep object 50,000", deepJson(50_000)],
      ["array of the body", "[{}]"],
      ["a string", '"x"'],
      ["null", "null"],
      ["100 KB strings", JSON.stringify({ x: "y".repeat(100 * 1024), ["😀".repeat(1000)]: "\u202E".repeat(50_000) })],
      ["over 1 MB", JSON.stringify({ x: "z".repeat(1_100_000) })],
      ["NUL key", '{"a\\u0000":1}'],
      ["lone surrogate key", '{"\\udc00":1}'],
      ["__proto__", '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
      ...MALFORMED_JSON.map((m): [string, string] => [`malformed ${JSON.stringify(m.slice(0, 12))}`, m]),
    ];
    for (const [label, body] of bodies) cases.push({ label, path, headers: mine, body });
    cases.push({ label: "text/plain body", path, headers: { ...mine, "content-type": "text/plain" }, body: "{}" });
    cases.push({ label: "no content-type", path, headers: a.client.headers, body: "{}" });
  }
  return cases;
}

async function send(op: Operation, req: FuzzRequest): Promise<void> {
  const res = await world.h.svc.app.request(`${API_BASE}${req.path}${req.query ?? ""}`, {
    method: op.method,
    headers: req.headers,
    body: req.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* an error that is not JSON is a problem contractProblems names */
  }
  sent++;
  statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
  const route = perRoute.get(op.key) ?? new Map<number, number>();
  perRoute.set(op.key, route.set(res.status, (route.get(res.status) ?? 0) + 1));
  const problems = contractProblems({ status: res.status, body, headers: res.headers });
  if (problems.length && failures.length < 50) {
    const shown = (s: string | undefined) => (s && s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s);
    failures.push(
      `${op.key} [${req.label}] ${problems.join(", ")}: ${req.path.slice(0, 120)}${req.query ?? ""} ` +
        `headers=${JSON.stringify(req.headers).slice(0, 200)} body=${shown(req.body)} → ${res.status} ${shown(text)}`,
    );
  }
}

beforeAll(async () => {
  world = await startWorldHarness();
  a = await world.seed();
  // Accepted proxy requests and redeliveries only queue: nothing the fuzzer sends runs in the background.
  await stopServiceWorker();
  doc = await readOpenApi(world.h.svc);
  ops = operationsOf(doc);
  const call = (p: string) => world.h.svc.call("GET", p, { headers: a.client.headers });
  carrierId = (await call("/carriers")).body.data[0].id;
  ruleIds = (await call("/validation/rules")).body.data.map((r: { name: string }) => r.name);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

it("answers thousands of hostile requests over every documented route without a 5xx, in the envelope", async () => {
  expect(ops.length).toBeGreaterThan(15);
  const ctx: SchemaContext = {
    doc,
    known: {
      rule: fc.oneof(fc.constantFrom(...ruleIds), nastyString),
      path: fc.constantFrom(
        "premium",
        "policyNumber",
        "address.addressLine2",
        "coverages[0].deductible",
        "coverages[999]",
        "insureds[0].name",
        "thirdParties[1]",
      ),
    },
  };
  for (const op of ops) for (const req of fixedCases(op)) await send(op, req);

  const perOp = Math.ceil(Math.max(0, TOTAL - sent) / ops.length);
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(requestArb(op, ctx), async (req) => {
        await send(op, req);
      }),
      { numRuns: perOp, seed: SEED, endOnFailure: true },
    );
  }

  const byStatus = (counts: Map<number, number>) =>
    [...counts]
      .sort(([x], [y]) => x - y)
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ");
  console.log(
    `fuzz-openapi: ${sent} requests over ${ops.length} routes (seed ${SEED}); by status ${byStatus(statusCounts)}\n` +
      [...perRoute].map(([k, counts]) => `  ${k}: ${byStatus(counts)}`).join("\n"),
  );
  expect(sent).toBeGreaterThanOrEqual(5_000);
  expect(failures, `seed ${SEED}:\n${failures.join("\n")}`).toEqual([]);
}, 240_000);
