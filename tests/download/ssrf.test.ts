import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadDocument, MAX_DOCUMENT_BYTES } from "@/lib/service/jobs/download";
import { isPublicAddress } from "@/lib/service/net/address-policy";
import { systemResolver, type OutboundPolicy } from "@/lib/service/net/outbound";
import { startCountingServer, type CountingServer } from "../security/servers";

// Real servers on 127.0.0.1: `docs` is listed as an allowed origin (as a test suite lists its servers),
// `inside` is not and stands for the service's private network.

describe("the address check", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.5.4",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "198.18.0.1",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::127.0.0.1",
    "::a9fe:a9fe",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "fd00::1",
    "fe80::1",
    "ff02::1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:2800:220:1:248:1893:25c8:1946", "2a00:1450:4001:82a::200e"])(
    "allows the public %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

let docs: CountingServer;
let inside: CountingServer;
const chunk = new Uint8Array(1024 * 1024);
beforeAll(async () => {
  inside = await startCountingServer();
  docs = await startCountingServer((req, res) => {
    const url = req.url ?? "";
    const redirect = /^\/r(\d)$/.exec(url);
    if (redirect) return void res.writeHead(302, { location: `/r${Number(redirect[1]) + 1}` }).end();
    if (url.startsWith("/to?")) return void res.writeHead(302, { location: url.slice(4) }).end();
    if (url === "/declared-big") return void res.writeHead(200, { "content-length": MAX_DOCUMENT_BYTES + 1 }).end();
    if (url === "/stream") {
      res.writeHead(200);
      const pump = () => {
        while (res.write(chunk));
      };
      res.on("drain", pump);
      res.on("close", () => res.off("drain", pump));
      return pump();
    }
    res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.7 fine");
  });
});
afterAll(async () => {
  await docs.close();
  await inside.close();
});

const policy = (): OutboundPolicy => ({
  publicOnly: true,
  allows: (url) => url.origin === docs.origin,
  resolve: systemResolver,
});

describe("downloadDocument", () => {
  it("reads a listed origin", async () => {
    expect(await downloadDocument(policy(), `${docs.origin}/doc.pdf`)).toMatchObject({
      ok: true,
      contentType: "application/pdf",
    });
  });

  it.each([
    () => `${inside.origin}/internal.pdf`,
    () => `http://localhost:${inside.port}/internal.pdf`,
    () => `http://[::ffff:127.0.0.1]:${inside.port}/internal.pdf`,
    () => `http://2130706433:${inside.port}/internal.pdf`,
  ])("refuses a private first hop without connecting (%#)", async (url) => {
    const result = await downloadDocument(policy(), url());
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
    expect(inside.hits).toEqual([]);
  });

  it.each([
    () => "http://169.254.169.254/latest/meta-data/",
    () => "http://10.0.0.5/internal.pdf",
    () => `${inside.origin}/api/v1/carriers`,
    () => `http://[::ffff:7f00:1]:${inside.port}/`,
  ])("never follows a redirect into the private network (%#)", async (target) => {
    const result = await downloadDocument(policy(), `${docs.origin}/to?${target()}`);
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
    expect(result.ok === false && result.detail).toMatch(/not a public address/);
    expect(inside.hits).toEqual([]);
  });

  it("refuses a redirect to a non-http url", async () => {
    const result = await downloadDocument(policy(), `${docs.origin}/to?file:///etc/passwd`);
    expect(result).toMatchObject({ ok: false, reason: "unreachable" });
  });

  it("follows at most 3 redirects", async () => {
    docs.hits.length = 0;
    const result = await downloadDocument(policy(), `${docs.origin}/r0`);
    expect(result).toMatchObject({ ok: false, reason: "unreachable", detail: "too many redirects" });
    expect(docs.hits).toEqual(["/r0", "/r1", "/r2", "/r3"]);
  });

  it("stops reading past the size cap, declared or not", async () => {
    expect(await downloadDocument(policy(), `${docs.origin}/declared-big`)).toMatchObject({
      ok: false,
      reason: "too-large",
    });
    expect(await downloadDocument(policy(), `${docs.origin}/stream`)).toMatchObject({
      ok: false,
      reason: "too-large",
    });
  });
});
