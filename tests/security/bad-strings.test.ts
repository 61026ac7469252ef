import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config as proxyConfig, proxy } from "@/proxy";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Issue 11, item 8: a NUL or a lone surrogate anywhere a client can put a string used to reach
// Postgres (which refuses both) and come back as 500 `default`. Each must be a 400 in the envelope.

const NUL = "a\u0000b";
const LONE_HIGH = "a\uD800b";
const LONE_LOW = "\uDC00b";
const BAD = [
  ["a NUL", NUL],
  ["a lone high surrogate", LONE_HIGH],
  ["a lone low surrogate", LONE_LOW],
] as const;

let h: Harness;
let token: string;
let templateId: string;
let policyId: string;
let accessToken: string;

function expectInvalid(res: Awaited<ReturnType<Harness["svc"]["call"]>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid" });
  expect(typeof res.body.message).toBe("string");
}

function ignition(body: Record<string, unknown>) {
  return h.svc.call("POST", "/ignition", {
    headers: h.client.headers,
    body: { webhookUri: "https://example.com/hook", user: { id: "u-1" }, ...body },
  });
}

beforeAll(async () => {
  h = await startHarness();
  token = await h.newSession();
  expect((await h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);
  const event = await waitFor(async () => (await h.events(token))[0], "the completed event");
  const exchanged = await h.svc.call("POST", "/token/exchange", {
    headers: h.client.headers,
    body: { authCode: event.data.authCode },
  });
  accessToken = exchanged.body.data.accessToken;
  policyId = exchanged.body.data.policies[0];
  const template = await h.svc.call("POST", "/validation/templates", {
    headers: h.client.headers,
    body: {
      displayName: "Collision",
      rules: [
        {
          rule: "collision-coverage-meets-requirements",
          input: { deductible: { source: "maxDeductible", default: 1000 } },
        },
      ],
    },
  });
  templateId = template.body.data.id;
}, 60_000);
afterAll(() => h.close());

describe.each(BAD)("a string with %s", (_label, bad) => {
  it("in the user id of a new session", async () => expectInvalid(await ignition({ user: { id: bad } })));
  it("in the user's name", async () => expectInvalid(await ignition({ user: { id: "u-1", firstName: bad } })));
  it("in a metadata key", async () => expectInvalid(await ignition({ metadata: { [bad]: "x" } })));
  it("in a metadata value", async () => expectInvalid(await ignition({ metadata: { loan: bad } })));
  it("in the webhookUri", async () => expectInvalid(await ignition({ webhookUri: `https://example.com/${bad}` })));

  it("in a process-document name", async () => {
    const session = await h.newSession();
    const res = await h.proxy(session, {
      operation: "process-document",
      input: { name: bad, source: "user", policyType: "auto", url: "https://example.com/dec.pdf" },
    });
    expectInvalid(res);
  });

  it("in a policy-lookup field", async () => {
    const session = await h.newSession();
    expectInvalid(await h.proxy(session, lookup("SBX-AUTO-1001", { policyNumber: `SBX${bad}` })));
  });

  it("in an authCode", async () => {
    const res = await h.svc.call("POST", "/token/exchange", { headers: h.client.headers, body: { authCode: bad } });
    expectInvalid(res);
  });

  it("in a template's name, source key and rule", async () => {
    const rule = (over: Record<string, unknown>) => ({
      displayName: "T",
      rules: [{ rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDeductible" } } }],
      ...over,
    });
    const post = (body: unknown) => h.svc.call("POST", "/validation/templates", { headers: h.client.headers, body });
    expectInvalid(await post(rule({ displayName: bad })));
    expectInvalid(await post(rule({ rules: [{ rule: bad, input: {} }] })));
    expectInvalid(
      await post(
        rule({
          rules: [{ rule: "collision-coverage-meets-requirements", input: { deductible: { source: bad } } }],
        }),
      ),
    );
  });

  it("in a validate body's key, value or nested value", async () => {
    const validate = (body: unknown) =>
      h.svc.call("POST", `/policies/${policyId}/validate/${templateId}`, {
        headers: { ...h.client.headers, "x-access-token": accessToken },
        body,
      });
    expectInvalid(await validate({ [bad]: 400 }));
    expectInvalid(await validate({ maxDeductible: bad }));
    expectInvalid(await validate({ deep: { list: [1, { x: bad }] } }));
    // The body itself still works once the string is clean.
    expect((await validate({ maxDeductible: 400 })).status).toBe(200);
  });
});

describe("ids in paths", () => {
  // Encoded the way an HTTP client sends them: %00, and a surrogate's UTF-8 (invalid, so it cannot decode).
  const paths = (id: string) => [
    ["GET", `/ignition/${id}`],
    ["GET", `/ignition/${id}/events`],
    ["POST", `/ignition/${id}/proxy`],
    ["POST", `/events/${id}/redeliver`],
    ["GET", `/carriers/${id}`],
    ["GET", `/validation/templates/${id}`],
    ["POST", `/validation/templates/${id}`],
    ["GET", `/accounts/${id}`],
    ["GET", `/policies/${id}`],
    ["GET", `/policies/${id}/validations`],
    ["POST", `/policies/${id}/validate/tem_x`],
    ["POST", `/policies/pol_x/validate/${id}`],
  ];
  const withToken = () => ({ ...h.client.headers, "x-access-token": accessToken });

  it.each(paths("ign%00x"))("%s %s with an encoded NUL is 400 user-input-invalid", async (method, path) => {
    const res = await h.svc.call(method, path, { headers: withToken(), body: method === "POST" ? {} : undefined });
    expectInvalid(res);
  });

  it.each(paths("ign%ED%A0%80x"))("%s %s with an encoded lone surrogate is 400", async (method, path) => {
    const res = await h.svc.call(method, path, { headers: withToken(), body: method === "POST" ? {} : undefined });
    expectInvalid(res);
  });

  it.each(paths("ign%E0%A4%A"))(
    "%s %s with a malformed percent-encoding is 400 in the envelope",
    async (method, path) => {
      const res = await h.svc.call(method, path, { headers: withToken(), body: method === "POST" ? {} : undefined });
      expectInvalid(res);
    },
  );

  it("a malformed percent-encoding on an unknown path is refused in the envelope", async () => {
    const res = await h.svc.call("GET", "/nope%E0%A4%A", { headers: h.client.headers });
    expectInvalid(res);
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it("a well-formed encoded id still reaches the route", async () => {
    const res = await h.svc.call("GET", `/ignition/${encodeURIComponent(token)}`, { headers: h.client.headers });
    expect(res.status).toBe(200);
    const unicode = await h.svc.call("GET", `/validation/templates/${encodeURIComponent("tem_é😀")}`, {
      headers: h.client.headers,
    });
    expect(unicode.status).toBe(404);
  });
});

describe("in front of the routes (proxy.ts)", () => {
  // Next itself cannot decode such a path and answers a bare 500 before any route runs.
  it("answers a malformed percent-encoding under /api with the envelope", async () => {
    const res = proxy(new NextRequest("http://localhost/api/v1/ignition/ign%E0%A4%A/events"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: "user-input-invalid",
      message: "The path is not valid percent-encoded UTF-8.",
    });
  });

  it("answers a malformed percent-encoding in a page's path with a 400 page, not a plain-text 500", async () => {
    const res = proxy(new NextRequest("http://localhost/verifications/ign%E0%A4%A"));
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await res.text();
    expect(page).toContain("<h1");
    expect(page).toContain("This link is damaged");
    expect(page).not.toContain("ign%E0"); // nothing of the path is echoed
  });

  it("lets a well-formed encoded path through, and runs for every path with a %", () => {
    const res = proxy(new NextRequest(`http://localhost/api/v1/validation/templates/${encodeURIComponent("tem_é")}`));
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(proxy(new NextRequest("http://localhost/verifications/a%20b")).headers.get("x-middleware-next")).toBe("1");
    expect(proxyConfig.matcher).toBe("/:path(.*%.*)");
  });
});
