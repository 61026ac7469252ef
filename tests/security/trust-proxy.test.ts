// Throttle budgets key on the address the socket saw unless TRUST_PROXY names the proxies whose
// X-Forwarded-For may be believed: a client rotating the header must not get fresh budgets.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { stampClientAddresses } from "@/lib/http/client-address";
import { NO_PROXY, parseTrustProxy, resolveClientAddress, type TrustProxy } from "@/lib/http/trust-proxy";
import { startTestService, type TestService } from "../support/service";

const trust = (raw: string) => parseTrustProxy(raw) as TrustProxy;

describe("resolveClientAddress", () => {
  it("believes no header by default: the socket's peer is the client", () => {
    expect(resolveClientAddress("203.0.113.9", "::ffff:127.0.0.1", NO_PROXY)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, "198.51.100.4", NO_PROXY)).toBe("198.51.100.4");
  });

  it("takes the entry the last N trusted hops appended, never one further left", () => {
    expect(resolveClientAddress("6.6.6.6, 203.0.113.9", "10.0.0.2", trust("1"))).toBe("203.0.113.9");
    expect(resolveClientAddress("6.6.6.6, 203.0.113.9, 10.0.0.3", "10.0.0.2", trust("2"))).toBe("203.0.113.9");
    // Fewer entries than hops: the leftmost, which a trusted proxy wrote.
    expect(resolveClientAddress("203.0.113.9", "10.0.0.2", trust("3"))).toBe("203.0.113.9");
  });

  it("walks left past listed proxies only", () => {
    const t = trust("10.0.0.0/8, 192.0.2.1");
    expect(resolveClientAddress("6.6.6.6, 198.51.100.7, 10.1.2.3", "192.0.2.1", t)).toBe("198.51.100.7");
    // A peer that is not a listed proxy is the client, whatever it claims.
    expect(resolveClientAddress("198.51.100.7", "203.0.113.50", t)).toBe("203.0.113.50");
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", () => {
    expect(parseTrustProxy("yes")).toHaveProperty("error");
    expect(parseTrustProxy("10.0.0.0/33")).toHaveProperty("error");
    expect(parseTrustProxy("")).toEqual(NO_PROXY);
  });

  it("is validated with the rest of the environment at start", async () => {
    vi.resetModules();
    vi.stubEnv("TRUST_PROXY", "proxy.internal");
    const { env } = await import("@/lib/env");
    expect(() => env()).toThrow(/TRUST_PROXY/);
    vi.resetModules();
    vi.stubEnv("TRUST_PROXY", "1");
    expect((await import("@/lib/env")).env().TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    vi.unstubAllEnvs();
    vi.resetModules();
  });
});

describe("client authentication over HTTP", () => {
  let svc: TestService;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    svc = await startTestService();
    server = createServer(getRequestListener(svc.app.fetch));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    stampClientAddresses(NO_PROXY);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await svc.close();
  });
  afterEach(() => stampClientAddresses(NO_PROXY));

  const guess = (clientId: string, forwardedFor: string) =>
    fetch(`${origin}/api/v1/carriers`, {
      headers: { "x-client-id": clientId, "x-client-secret": "sk_guess", "x-forwarded-for": forwardedFor },
    });

  it("a client rotating X-Forwarded-For still spends one address's budget", async () => {
    stampClientAddresses(NO_PROXY);
    const victim = await svc.newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await guess(victim.clientId, `203.0.113.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await guess(victim.clientId, "203.0.113.99");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: "rate-limited" });
  });

  it("behind one trusted proxy each forwarded address has its own budget", async () => {
    stampClientAddresses(trust("1"));
    const victim = await svc.newClient();
    for (let i = 0; i < 10; i++) expect((await guess(victim.clientId, `198.51.100.${i}`)).status).toBe(401);
  });
});
