import { afterEach, describe, expect, it } from "vitest";
import { createSandboxPortalApp } from "@/lib/service/sandbox-portal/app";
import { startSandboxPortal, type RunningSandboxPortal } from "@/lib/service/sandbox-portal/server";
import { sandboxSearch } from "../fixtures/connectors/sandbox-queries";

const now = () => new Date("2026-03-15T12:00:00Z");
const post = (app: ReturnType<typeof createSandboxPortalApp>, path: string, body: unknown, token?: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function login(app: ReturnType<typeof createSandboxPortalApp>, username = "Acme Lending LLC") {
  const res = await post(app, "/login", { username, password: "secret" });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

describe("sandbox portal login", () => {
  const app = createSandboxPortalApp({ now });

  it.each([
    [{ username: "", password: "x" }, 401],
    [{ username: "Acme", password: "" }, 401],
    [{ username: "   ", password: "x" }, 401],
    [{ username: "Acme", password: "wrong" }, 401],
    [{ username: "Acme", password: "portal-down" }, 503],
    [{ username: "Acme" }, 401],
  ])("answers %j with %i", async (body, status) => {
    expect((await post(app, "/login", body)).status).toBe(status);
  });

  it("gives any other credentials a session", async () => {
    expect(await login(app)).toMatch(/^sps_/);
  });
});

describe("sandbox portal search", () => {
  const app = createSandboxPortalApp({ now });

  it("requires a session", async () => {
    expect((await post(app, "/policies/search", sandboxSearch("SBX-AUTO-1001"))).status).toBe(401);
    expect((await post(app, "/policies/search", sandboxSearch("SBX-AUTO-1001"), "sps_forged")).status).toBe(401);
  });

  it("answers a found policy with the logged-in organisation as lienholder", async () => {
    const token = await login(app, "Bayview Credit Union");
    const res = await post(app, "/policies/search", sandboxSearch("SBX-AUTO-1001"), token);
    expect(res.status).toBe(200);
    const { policy } = (await res.json()) as {
      policy: { lob: string; status: string; term: { interests: { name: string }[] } };
    };
    expect(policy).toMatchObject({ lob: "PPA", status: "in-force" });
    expect(policy.term.interests[0].name).toBe("Bayview Credit Union");
  });

  it("answers 404 for wrong details, 400 for a malformed body, 422 (a fixed failure) for SBX-AUTO-2004", async () => {
    const token = await login(app);
    expect(
      (await post(app, "/policies/search", sandboxSearch("SBX-AUTO-1001", { lastName: "Smith" }), token)).status,
    ).toBe(404);
    expect((await post(app, "/policies/search", { policyNumber: 5 }, token)).status).toBe(400);
    expect((await post(app, "/policies/search", sandboxSearch("SBX-AUTO-2004"), token)).status).toBe(422);
    expect(
      (await post(app, "/policies/search", sandboxSearch("SBX-AUTO-2004", { vin: "1HGCM82633A004352" }), token)).status,
    ).toBe(404);
  });

  it("expires sessions", async () => {
    let t = now().getTime();
    const clockApp = createSandboxPortalApp({ now: () => new Date(t) });
    const token = await login(clockApp);
    t += 31 * 60_000;
    expect((await post(clockApp, "/policies/search", sandboxSearch("SBX-HOME-1001"), token)).status).toBe(401);
  });

  it("serves under a base path", async () => {
    const mounted = createSandboxPortalApp({ now, basePath: "/sandbox-portal" });
    expect((await post(mounted, "/sandbox-portal/login", { username: "A", password: "b" })).status).toBe(200);
    expect((await post(mounted, "/login", { username: "A", password: "b" })).status).toBe(404);
  });
});

describe("sandbox portal latency", () => {
  let portal: RunningSandboxPortal | undefined;
  afterEach(async () => {
    await portal?.close();
    portal = undefined;
  });

  it("delays each answer by latencyMs", async () => {
    const app = createSandboxPortalApp({ now, latencyMs: 150 });
    const started = performance.now();
    await post(app, "/login", { username: "A", password: "b" });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("stops waiting as soon as the request is aborted", async () => {
    const app = createSandboxPortalApp({ now, latencyMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const started = performance.now();
    const res = await app.request(
      new Request("http://portal.test/login", { method: "POST", body: "{}", signal: controller.signal }),
    );
    expect(res.status).toBe(499);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("close() does not wait for requests still in their delay", async () => {
    portal = await startSandboxPortal({ latencyMs: 10_000 });
    const controller = new AbortController();
    const pending = fetch(`${portal.url}/login`, { method: "POST", body: "{}", signal: controller.signal });
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    await expect(pending).rejects.toThrow();
    const started = performance.now();
    await portal.close();
    portal = undefined;
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
