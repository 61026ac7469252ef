import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceDeps } from "@/lib/service/deps";
import { downloadDocument } from "@/lib/service/jobs/download";
import { outboundRequest, systemResolver, type Resolver } from "@/lib/service/net/outbound";
import { outboundPolicy } from "@/lib/service/net/policies";
import { startHarness, type Harness } from "../fixtures/proxy/harness";
import { startCountingServer, type CountingServer } from "./servers";

// Attack: a client passes process-document a url inside the service's network. Before, the sandbox (the
// default mode) fetched anything, and production checked the name and then let fetch resolve it again.

const PDF = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n";
let inside: CountingServer;
let app: CountingServer;
beforeAll(async () => {
  inside = await startCountingServer((_req, res) => res.writeHead(200, { "content-type": "application/pdf" }).end(PDF));
  // Stands for the app itself (APP_URL): its signed file urls are the dashboard's uploads.
  app = await startCountingServer((_req, res) => res.writeHead(200, { "content-type": "application/pdf" }).end(PDF));
});
afterAll(async () => {
  await inside.close();
  await app.close();
});

async function erroredWith(h: Harness, url: string): Promise<string> {
  const token = await h.newSession();
  const res = await h.proxy(token, {
    operation: "process-document",
    input: { name: "dec", source: "carrier", policyType: "auto", url },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const [event] = await h.settledEvents(token);
  expect(event.type).toBe("ignition.errored");
  return event.data.errorCode!;
}

describe("process-document in sandbox mode (the default)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ deps: { appUrl: app.origin } });
  });
  afterAll(() => h.close());

  it.each([
    () => `${inside.origin}/doc.pdf`,
    () => `http://localhost:${inside.port}/doc.pdf`,
    () => `http://[::ffff:127.0.0.1]:${inside.port}/doc.pdf`,
    () => `http://[::127.0.0.1]:${inside.port}/doc.pdf`,
    () => `http://[64:ff9b::7f00:1]:${inside.port}/doc.pdf`,
    () => `http://[2002:7f00:1::1]:${inside.port}/doc.pdf`,
  ])("never fetches a loopback url that is not listed (%#)", async (url) => {
    expect(await erroredWith(h, url())).toBe("document-download-failed");
    expect(inside.hits).toEqual([]);
  });

  it("downloads the app's own signed file url, and nothing else of the app", async () => {
    // Downloaded, then found not to be a readable declarations page.
    expect(await erroredWith(h, `${app.origin}/api/files/3f2b8a6e?expires=1&sig=x`)).toBe("document-invalid");
    expect(await erroredWith(h, `${app.origin}/api/v1/carriers`)).toBe("document-download-failed");
    expect(app.hits).toEqual(["/api/files/3f2b8a6e?expires=1&sig=x"]);
  });
});

/** Just enough of the service for the document policy; the resolver stands in for a DNS server. */
const depsWith = (resolveHost: Resolver, allow: string[] = []) =>
  ({ mode: "production", appUrl: app.origin, resolveHost, outboundAllowOrigins: allow }) as unknown as ServiceDeps;

describe("DNS rebinding", () => {
  it("a name answering public to the check and loopback to the connection never reaches loopback", async () => {
    const asked: string[] = [];
    const rebinding: Resolver = async (host) => {
      asked.push(host);
      return [{ address: asked.length === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }];
    };
    const policy = outboundPolicy(depsWith(rebinding), "document");
    const url = new URL(`http://docs.rebind.test:${inside.port}/doc.pdf`);
    await outboundRequest(url, policy, { signal: AbortSignal.timeout(3000) }).then(
      (res) => res.body?.cancel(),
      () => undefined,
    );
    // One resolution; the socket went to the public answer it checked, never asked the resolver again.
    expect(asked).toEqual(["docs.rebind.test"]);
    expect(inside.hits).toEqual([]);
  });

  it("the connection goes to the address checked, whatever the name resolves to afterwards", async () => {
    const asked: string[] = [];
    // 127.0.0.2 has nothing listening: a second resolution would fail the download.
    const drifting: Resolver = async (host) => {
      if (!host.endsWith(".pinned.test")) return systemResolver(host);
      asked.push(host);
      return [{ address: asked.length === 1 ? "127.0.0.1" : "127.0.0.2", family: 4 }];
    };
    const origin = `http://files.pinned.test:${inside.port}`;
    const result = await downloadDocument(outboundPolicy(depsWith(drifting, [origin]), "document"), `${origin}/a.pdf`);
    expect(result).toMatchObject({ ok: true, contentType: "application/pdf" });
    expect(asked).toEqual(["files.pinned.test"]);
    expect(inside.hits).toEqual(["/a.pdf"]);
    inside.hits.length = 0;
  });

  it("one private answer among public ones refuses the name", async () => {
    const mixed: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const result = await downloadDocument(
      outboundPolicy(depsWith(mixed), "document"),
      `http://mixed.test:${inside.port}/doc.pdf`,
    );
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
    expect(inside.hits).toEqual([]);
  });
});
