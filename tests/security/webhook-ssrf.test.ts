import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemResolver, type Resolver } from "@/lib/service/net/outbound";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";
import { startCountingServer, type CountingServer } from "./servers";

// Attack: a client sets webhookUri to an address inside the service's network and reads each attempt's
// status and connection error back from /ignition/{token}/events — a port scanner, 11 times per event and
// on every redeliver. Production refuses every private target (no connection made) and /events carries a
// coarse reason only. A target refused by address is refused when the session is created (400), and
// again at every delivery, for a name that resolves elsewhere by then. The sandbox may reach loopback,
// never link-local (metadata), carrier-grade NAT or an unlisted private range.

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

/** Creating a session with this webhookUri: its status and body. */
const create = (h: Harness, webhookUri: string) =>
  h.svc.call("POST", "/ignition", { headers: h.client.headers, body: { webhookUri, user: { id: "borrower-1" } } });

const REFUSED = {
  success: false,
  errorCode: "user-input-invalid",
  message: "The webhookUri leads to an address webhooks may not reach: a public address, or one the operator allows.",
};

/**
 * A rebinding DNS server for `*.<suffix>`: the first `publicAnswers` lookups of each name answer a public
 * address, every later one `inside`. Other names resolve as usual (only loopback and .invalid are used).
 */
function rebindingResolver(suffix: string, publicAnswers: number, inside: string) {
  const asked: string[] = [];
  const resolve: Resolver = async (host) => {
    if (!host.endsWith(suffix)) return systemResolver(host);
    asked.push(host);
    const n = asked.filter((h) => h === host).length;
    return [{ address: n <= publicAnswers ? "93.184.216.34" : inside, family: inside.includes(":") ? 6 : 4 }];
  };
  return { asked, resolve };
}

describe("webhooks in production mode", () => {
  let h: Harness;
  // Two public answers (session creation, then delivery's check), then the service's own loopback.
  const rebind = rebindingResolver(".rebind.test", 2, "127.0.0.1");
  // One public answer (creation), then loopback: what delivery must refuse.
  const late = rebindingResolver(".late.test", 1, "127.0.0.1");
  const resolveHost: Resolver = (host) => (host.endsWith(".late.test") ? late.resolve(host) : rebind.resolve(host));
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
  ])("refuses a private webhookUri when the session is created (%#)", async (uri) => {
    const res = await create(h, uri());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
    expect(inside.hits).toEqual([]);
  });

  it("refuses at delivery a name that resolved public at creation and private since, on schedule and on redeliver", async () => {
    const token = await sessionWithEvent(h, `http://hooks.late.test:${inside.port}/hooks`);
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
    // Resolved at creation, then once for the delivery, checked public, and connected there (nothing
    // listens on that port of it): the socket never asks again.
    expect(rebind.asked).toEqual(["hooks.rebind.test", "hooks.rebind.test"]);
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

describe("webhooks in sandbox mode", () => {
  let h: Harness;
  const late = rebindingResolver(".late.test", 1, "169.254.169.254");
  const named: Record<string, string> = {
    "metadata.test": "169.254.169.254",
    "cgnat.test": "100.100.100.200",
    "lan.test": "192.168.1.20",
    "v6-link-local.test": "fe80::1",
  };
  const resolveHost: Resolver = async (host) => {
    if (host.endsWith(".late.test")) return late.resolve(host);
    const address = named[host];
    if (address) return [{ address, family: address.includes(":") ? 6 : 4 }];
    return systemResolver(host);
  };
  beforeAll(async () => {
    h = await startHarness({
      deps: { mode: "sandbox", resolveHost, outboundAllowOrigins: ["http://10.20.30.40:8080"] },
    });
  });
  afterAll(() => h.close());

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://metadata.test/computeMetadata/v1/",
    "http://100.100.100.200/latest/meta-data/",
    "http://cgnat.test/hooks",
    "http://10.0.0.1/hooks",
    "http://lan.test/hooks",
    "http://[fe80::1]/hooks",
    "http://v6-link-local.test/hooks",
    "http://10.20.30.40:9090/hooks", // a listed host, on another origin
  ])("refuses %s when the session is created", async (uri) => {
    const res = await create(h, uri);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(REFUSED);
  });

  it("accepts loopback (a developer's own receiver) and a private origin the operator listed", async () => {
    for (const uri of [`${inside.origin}/hooks`, `http://localhost:${inside.port}/hooks`, "http://10.20.30.40:8080/h"])
      expect((await create(h, uri)).status).toBe(200);
  });

  it("refuses at delivery a name that points at the metadata address by then", async () => {
    const token = await sessionWithEvent(h, "http://hooks.late.test/hooks");
    const event = await attempts(h, token);
    expect(event.attempts[0]).toMatchObject({ statusCode: null, error: "address not allowed" });
    expect(late.asked).toEqual(["hooks.late.test", "hooks.late.test"]);
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
