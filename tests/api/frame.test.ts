import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let acme: Awaited<ReturnType<TestService["newClient"]>>;

beforeAll(async () => {
  svc = await startTestService();
  acme = await svc.newClient();
});
afterAll(() => svc.close());

describe("client authentication", () => {
  it("answers 401 invalid-client-credentials in the envelope without credentials", async () => {
    const res = await svc.call("GET", "/carriers");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: false,
      errorCode: "invalid-client-credentials",
      message: "The client id or secret is missing or invalid.",
    });
    expect(res.headers.get("x-request-id")).toMatch(/^req_/);
  });

  it.each([
    ["a wrong secret", () => ({ "x-client-id": acme.clientId, "x-client-secret": acme.clientSecret + "x" })],
    ["a one-character secret", () => ({ "x-client-id": acme.clientId, "x-client-secret": "x" })],
    ["an unknown client id", () => ({ "x-client-id": "cli_nope", "x-client-secret": acme.clientSecret })],
    ["only the id", () => ({ "x-client-id": acme.clientId })],
  ])("refuses %s with 401", async (_label, headers) => {
    const res = await svc.call("GET", "/carriers", { headers: headers() as Record<string, string> });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe("invalid-client-credentials");
  });

  it("stores the secret only as a slow hash", async () => {
    const rows = await svc.deps.database.raw.query<{ secret_hash: string }>(
      "select secret_hash from service.clients where id = $1",
      [acme.clientId],
    );
    expect(rows.rows[0].secret_hash).toMatch(/^scrypt\$/);
    expect(rows.rows[0].secret_hash).not.toContain(acme.clientSecret);
  });

  it("accepts the right credentials and tags the response with a request id", async () => {
    const res = await svc.call("GET", "/carriers", { headers: acme.headers });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-z]{20}$/);
  });
});

describe("the error envelope", () => {
  it("404 not-found for an unknown endpoint", async () => {
    const res = await svc.call("GET", "/nope", { headers: acme.headers });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: "not-found" });
  });

  it("400 user-input-invalid for a body that is not JSON", async () => {
    const res = await svc.call("POST", "/ignition", {
      headers: { ...acme.headers, "content-type": "application/json" },
      raw: "{not json",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      errorCode: "user-input-invalid",
      message: "The request body is not valid JSON.",
    });
  });

  it("413 payload-too-large above 1 MB", async () => {
    const res = await svc.call("POST", "/ignition", {
      headers: acme.headers,
      body: { webhookUri: "https://example.com/h", user: { id: "u1" }, pad: "x".repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, errorCode: "payload-too-large" });
  });

  it("500 default with the seed's message and no stack trace when the database fails", async () => {
    const broken = await startTestService();
    const client = await broken.newClient();
    await broken.call("GET", "/carriers", { headers: client.headers }); // warm the secret cache
    await broken.deps.database.close();
    const res = await broken.call("POST", "/ignition", {
      headers: client.headers,
      body: { webhookUri: "https://example.com/h", user: { id: "u1" } },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      errorCode: "default",
      message: "Oops something went wrong. Please try again later.",
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
  });
});

describe("OpenAPI", () => {
  it("serves the document without credentials, generated from the schemas", async () => {
    const res = await svc.call("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(["/api/v1/carriers", "/api/v1/ignition"]));
    expect(JSON.stringify(res.body.paths)).not.toContain("/operator");
  });
});

describe("content type", () => {
  it("400 user-input-invalid, not 500, for a JSON route called without content-type", async () => {
    const res = await svc.call("POST", "/ignition", {
      headers: acme.headers,
      raw: '{"webhookUri":"https://x.example/h","user":{"id":"u"}}',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
  });
});

describe("rate limiting", () => {
  it("429 rate-limited with retry-after once a client exceeds its budget, per client", async () => {
    const limited = await startTestService({ rateLimitPerSecond: 2 });
    const a = await limited.newClient();
    const b = await limited.newClient({ name: "B", lienholderName: "B Bank" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await limited.call("GET", "/carriers/25178", { headers: a.headers })).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    const refused = await limited.call("GET", "/carriers/25178", { headers: a.headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, errorCode: "rate-limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await limited.call("GET", "/carriers/25178", { headers: b.headers })).status).toBe(200);
    await limited.close();
  });
});
