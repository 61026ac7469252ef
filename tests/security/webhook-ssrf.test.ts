import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemResolver, type Resolver } from "@/lib/service/net/outbound";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";
import { startCountingServer, type CountingServer } from "./servers";

// Attack: a client sets webhookUri to an address inside the service's network and reads each attempt's
// status and connection error back from /ignition/{token}/events — a port scanner, 11 times per event and
// on every redeliver. Production refuses every private target (no connection made) and /events carries a
// coarse reason only.

let inside: CountingServer;
let app: CountingServer;
beforeAll(async () => {
  inside = await startCountingServer();
  app = await startCountingServer((req, res) => {
    if (req.url === "/moved") return void res.writeHead(302, { location: `${inside.origin}/hooks` }).end();
    res.writeHead(200).end("ok");
  });
});
afterAll(async () => {
  await inside.close();
  await app.close();
});

/** A session whose first event is an errored process-document (its url is refused: no network needed). */
async function sessionWithEvent(h: Harness, webhookUri: string): Promise<string> {
  const token = await h.newSession(webhookUri);
  const res = await h.proxy(token, {
    operation: "process-document",
    input: { name: "dec", source: "carrier", policyType: "auto", url: "http://10.0.0.9/doc.pdf" },
  });
  expect(res.status).toBe(202);
  return token;
}

async function attempts(h: Harness, token: string, n = 1) {
  return waitFor(async () => {
    const [event] = await h.events(token);
    return event && event.attempts.length >= n ? event : null;
  }, `${n} webhook attempt(s)`);
}

describe("webhooks in production mode", () => {
  let h: Harness;
  const rebinding: string[] = [];
  // A rebinding DNS server: the first answer is public, every later one is the service's own loopback.
  const resolveHost: Resolver = async (host) => {
    if (!host.endsWith(".rebind.test")) return systemResolver(host);
    rebinding.push(host);
    return [{ address: rebinding.length === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
  };
  beforeAll(async () => {
    h = await startHarness({ deps: { mode: "production", appUrl: app.origin, resolveHost } });
  });
  afterAll(() => h.close());

  it.each([
    () => `${inside.origin}/hooks`,
    () => `http://localhost:${inside.port}/hooks`,
    () => "http://10.0.0.1/hooks",
    () => "http://169.254.169.254/latest/meta-data/",
    () => `http://[::ffff:127.0.0.1]:${inside.port}/hooks`,
    () => `http://[64:ff9b::7f00:1]:${inside.port}/hooks`,
    () => `http://[::127.0.0.1]:${inside.port}/hooks`,
    () => `http://[2002:7f00:1::1]:${inside.port}/hooks`,
  ])("refuses a private webhookUri without connecting, on schedule and on redeliver (%#)", async (uri) => {
    const token = await sessionWithEvent(h, uri());
    const first = await attempts(h, token);
    expect(first.attempts[0]).toMatchObject({ statusCode: null, error: "address not allowed" });

    const res = await h.svc.call("POST", `/events/${first.id}/redeliver`, { headers: h.client.headers });
    expect(res.status).toBe(202);
    const again = await attempts(h, token, 2);
    expect(again.attempts[1]).toMatchObject({ trigger: "redeliver", statusCode: null, error: "address not allowed" });
    expect(inside.hits).toEqual([]);
  });

  it("a rebinding name cannot reach the private address: the connection goes to the checked answer", async () => {
    const token = await sessionWithEvent(h, `http://hooks.rebind.test:${inside.port}/hooks`);
    const event = await attempts(h, token);
    // Resolved once, checked public, and connected there (nothing listens on that port of it).
    expect(rebinding).toEqual(["hooks.rebind.test"]);
    expect(event.attempts[0]).toMatchObject({ statusCode: null });
    expect(["connection failed", "timeout"]).toContain(event.attempts[0].error);
    expect(inside.hits).toEqual([]);
  }, 20_000);

  it("delivers to the app's own url (APP_URL), which may be private", async () => {
    const token = await sessionWithEvent(h, `${app.origin}/api/webhooks/ignition`);
    const event = await attempts(h, token);
    expect(event.attempts[0]).toMatchObject({ statusCode: 200, error: null });
    expect(event.delivery.status).toBe("delivered");
    expect(app.hits).toContain("/api/webhooks/ignition");
  });

  it("does not follow a redirect, even from an allowed url", async () => {
    const token = await sessionWithEvent(h, `${app.origin}/moved`);
    const event = await attempts(h, token);
    expect(event.attempts[0]).toMatchObject({ statusCode: 302, error: "HTTP 302" });
    expect(inside.hits).toEqual([]);
  });
});

describe("what /events tells about a failed attempt (any mode)", () => {
  let h: Harness;
  let silent: CountingServer;
  beforeAll(async () => {
    h = await startHarness();
    // Accepts the connection and never answers.
    silent = await startCountingServer(() => undefined);
  });
  afterAll(async () => {
    await silent.close();
    await h.close();
  });

  it.each([
    ["a closed port", () => "http://127.0.0.1:9/hooks", "connection failed"],
    ["a name that does not resolve", () => "http://no-such-host.invalid/hooks", "connection failed"],
    ["a receiver answering 500", () => `${h.receiver.url}`, "HTTP 500"],
  ])("%s reads as a coarse reason, with no address, port or system error", async (_label, uri, reason) => {
    h.receiver.respond = () => 500;
    const token = await sessionWithEvent(h, uri());
    const event = await attempts(h, token);
    expect(event.attempts[0].error).toBe(reason);
    // The attempt's own fields (a duration of 9 ms reads as ":9") are not what could leak.
    const shown = event.attempts.map(({ durationMs: _ms, ...rest }: { durationMs: number }) => rest);
    expect(JSON.stringify(shown)).not.toMatch(/ECONN|ENOTFOUND|EAI_|connect ECONN|getaddrinfo|127\.0\.0\.1|:9\b/);
  });

  it("a receiver that never answers reads as timeout", async () => {
    const token = await sessionWithEvent(h, `${silent.origin}/hooks`);
    const event = await attempts(h, token);
    expect(event.attempts[0]).toMatchObject({ statusCode: null, error: "timeout" });
  }, 30_000);
});
