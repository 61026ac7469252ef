// Page previews (GET /api/files/{id}/pages/{n}) are drawn in a reading process under the readers'
// memory cap and deadline, not on the web process's event loop, and each page is drawn once: a
// second request is served from the on-disk cache without a reader.
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { indirectFilterBomb } from "../fixtures/documents/hostile-pdfs";
import { builtReader } from "../support/reader-build";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "covercheck-previews-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("DOCUMENT_READERS", "1");
vi.stubEnv("DOCUMENT_READER_MEMORY_MB", "512");

let route: typeof import("@/app/api/files/[id]/pages/[page]/route");
let pool: typeof import("@/lib/service/documents/reader/pool");
let signedUrl: (id: string, page: number) => string;
let store: typeof import("@/lib/files/store");

beforeAll(async () => {
  vi.stubEnv("DOCUMENT_READER_ENTRY", builtReader());
  route = await import("@/app/api/files/[id]/pages/[page]/route");
  pool = await import("@/lib/service/documents/reader/pool");
  store = await import("@/lib/files/store");
  const { signFileUrl } = await import("@/lib/files/signed-url");
  const { fileSigningKey } = await import("@/lib/keys/app-keys");
  signedUrl = (id, page) => {
    const url = new URL(signFileUrl(fileSigningKey(), "http://localhost", id, new Date(Date.now() + 3600_000)));
    url.pathname += `/pages/${page}`;
    return url.toString();
  };
}, 60_000);
afterAll(async () => {
  await pool.stopReaders();
  vi.unstubAllEnvs();
});

const get = (id: string, page: number) =>
  route.GET(new Request(signedUrl(id, page)), { params: Promise.resolve({ id, page: String(page) }) });

describe("page previews", () => {
  it("draws a page in a reader once, then serves it from the cache", async () => {
    const pdf = new Uint8Array(readFileSync("tests/fixtures/documents/auto-declarations.pdf"));
    const stored = await store.saveFile(pdf, { name: "dec.pdf", contentType: "application/pdf" });
    const before = pool.readerPool().rendersStarted;
    const first = await get(stored.id, 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("x-preview-cache")).toBe("miss");
    const png = new Uint8Array(await first.arrayBuffer());
    expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    expect(pool.readerPool().rendersStarted).toBe(before + 1);

    const t0 = performance.now();
    const second = await get(stored.id, 1);
    const ms = performance.now() - t0;
    expect(second.status).toBe(200);
    expect(second.headers.get("x-preview-cache")).toBe("hit");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(png);
    expect(pool.readerPool().rendersStarted).toBe(before + 1);
    console.log(`preview from cache in ${ms.toFixed(1)} ms`);

    const missing = await get(stored.id, 99);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      success: false,
      errorCode: "not-found",
      message: "The document has no such page.",
    });
  }, 60_000);

  it("answers a hostile page with an error within the deadline, and the same bytes at once after", async () => {
    const bomb = indirectFilterBomb(6);
    const stored = await store.saveFile(bomb, { name: "bomb.pdf", contentType: "application/pdf" });
    const rssBefore = process.memoryUsage.rss();
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const t0 = performance.now();
    const res = await get(stored.id, 2);
    const ms = performance.now() - t0;
    clearInterval(sampler);
    const growthMb = Math.round((peak - rssBefore) / 2 ** 20);
    console.log(`hostile preview: ${res.status} in ${ms.toFixed(0)} ms, web process +${growthMb} MB`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      errorCode: "unreadable",
      message: "This page could not be drawn.",
    });
    expect(ms).toBeLessThan(pool.RENDER_DEADLINE_MS + 5_000 + 2_000);
    expect(growthMb).toBeLessThan(60);

    const t1 = performance.now();
    const again = await get(stored.id, 2);
    expect(again.status).toBe(422);
    expect(performance.now() - t1).toBeLessThan(500);
    const why = await pool.readerPool().render(bomb, 2);
    expect(why).toMatchObject({ ok: false, errorCode: "document-invalid" });
    console.log(`refused again: ${!why.ok && why.detail}`);
  }, 60_000);
});
