import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Attack: a reviewer uploads HTML or SVG named .pdf (declared application/pdf); an admin who opens the
// file url would run its script on the dashboard's origin. The file is stored by what its bytes are and
// served so that no browser renders or runs it.

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "covercheck-xss-"));
for (const k of ["FILES_S3_ENDPOINT", "FILES_S3_BUCKET", "FILES_SIGNING_KEY"]) delete process.env[k];

const { GET } = await import("@/app/api/files/[id]/route");
const { signFileUrl } = await import("@/lib/files/signed-url");
const { readStoredFileMeta, saveFile, saveUpload } = await import("@/lib/files/store");
const { fileSigningKey } = await import("@/lib/keys/app-keys");

const APP = "http://localhost:3000";
const HTML = "<!doctype html><html><body><script>fetch('/api/admin?steal='+document.cookie)</script></body></html>";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>';

async function open(id: string): Promise<Response> {
  const url = signFileUrl(fileSigningKey(), APP, id, new Date(Date.now() + 60_000));
  return GET(new Request(url), { params: Promise.resolve({ id }) });
}

function expectNotRenderable(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/octet-stream");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
}

describe("an uploaded file that is not what it claims", () => {
  beforeAll(() => fileSigningKey());

  it.each([
    ["invoice.pdf", "application/pdf", HTML],
    ["scan.png", "image/png", SVG],
    ["scan.jpg", "image/svg+xml", SVG],
  ])("%s declared %s but holding markup is stored as opaque bytes", async (name, declared, body) => {
    const stored = await saveUpload(new File([body], name, { type: declared }));
    expect(stored.contentType).toBe("application/octet-stream");
    expect((await readStoredFileMeta(stored.id))?.contentType).toBe("application/octet-stream");

    const res = await open(stored.id);
    expectNotRenderable(res);
    expect(await res.text()).toBe(body);
  });

  it("a file stored with a browser's text/html type before the fix is still served as an attachment", async () => {
    const stored = await saveFile(new TextEncoder().encode(HTML), { name: "old.pdf", contentType: "text/html" });
    expectNotRenderable(await open(stored.id));
  });
});

describe("a real document", () => {
  it.each([
    ["auto-declarations.pdf", "application/pdf"],
    ["auto-declarations.png", "image/png"],
  ])("%s opens inline as %s, still with nosniff and the sandbox CSP", async (name, type) => {
    const bytes = readFileSync(path.join("tests/fixtures/documents", name));
    // The browser's claim does not matter either way.
    const stored = await saveUpload(new File([bytes], name, { type: "text/html" }));
    expect(stored.contentType).toBe(type);
    const res = await open(stored.id);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${name}"`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("a JPEG opens inline as image/jpeg", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    const stored = await saveUpload(new File([jpeg], "photo.jpeg"));
    const res = await open(stored.id);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(/^inline;/);
  });
});
