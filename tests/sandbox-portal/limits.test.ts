// The sandbox portal is reachable by anyone who can reach the app: what one caller can make it hold
// is bounded (body, fields, sessions), and outside sandbox mode it is not served at all.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_PORTAL_SESSIONS } from "@/lib/service/sandbox-portal/app";
import { startSandboxPortal, type RunningSandboxPortal } from "@/lib/service/sandbox-portal/server";

describe("sandbox portal limits, over HTTP", () => {
  let portal: RunningSandboxPortal;
  beforeAll(async () => {
    portal = await startSandboxPortal();
  });
  afterAll(() => portal.close());

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${portal.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const search = (token: string) =>
    fetch(`${portal.url}/policies/search`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ policyNumber: "X", policyType: "auto", lastName: "Y", postalCode: "1" }),
    });

  it("refuses a 5 MB username with 413 before reading it all", async () => {
    const res = await login({ username: "u".repeat(5_000_000), password: "secret" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: "payload-too-large", message: "the body is larger than 16384 bytes" });
  });

  it("refuses a username or password over 256 characters with a clear 400", async () => {
    for (const body of [
      { username: "u".repeat(257), password: "secret" },
      { username: "Acme", password: "p".repeat(257) },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "bad-request",
        message: "username and password are at most 256 characters",
      });
    }
    expect((await login({ username: "u".repeat(256), password: "secret" })).status).toBe(200);
  });

  it("keeps at most MAX_PORTAL_SESSIONS sessions, logging the oldest out first", async () => {
    const first = ((await (await login({ username: "First", password: "secret" })).json()) as { sessionToken: string })
      .sessionToken;
    expect((await search(first)).status).toBe(404); // a live session: the search runs (and finds nothing)
    for (let i = 0; i < MAX_PORTAL_SESSIONS; i++)
      expect((await login({ username: `Org ${i}`, password: "secret" })).status).toBe(200);
    expect(await (await search(first)).json()).toEqual({ error: "session-expired" });
  }, 60_000);

  // Last: the portal answers before the upload ends, which leaves this connection unusable.
  it("refuses a body streamed without a length past 16 KB", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${portal.url}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe("outside sandbox mode", () => {
  it("the app does not serve the portal", async () => {
    vi.resetModules();
    vi.stubEnv("SERVICE_MODE", "production");
    const { handleSandboxPortalRequest } = await import("@/lib/service/sandbox-portal/handler");
    const res = await handleSandboxPortalRequest(
      new Request("http://localhost/sandbox-portal/login", { method: "POST", body: "{}" }),
    );
    expect(res.status).toBe(404);
    vi.unstubAllEnvs();
    vi.resetModules();
  });
});
