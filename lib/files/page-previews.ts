import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";
import { renderPdfPagePng } from "@/lib/files/render-pdf-page";
// The reading processes are the app's, shared by both halves: the service reads documents in them,
// the dashboard draws page previews in them, under the same memory cap and deadline.
import { renderInReader, type RenderResult } from "@/lib/service/documents/reader/pool";

/** Previews kept on disk at most, in bytes; the least recently served go first past it. */
export const PREVIEW_CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Rendered page previews on disk, one PNG per (file, page), bounded in total size. A stored file never
 * changes under its id, so a preview never goes stale; the id is hashed into the name, so no id
 * reaches the file system as a path.
 */
export class PagePreviewCache {
  constructor(
    private readonly dir: string,
    private readonly maxBytes = PREVIEW_CACHE_BYTES,
  ) {}

  private file(id: string, page: number): string {
    return path.join(this.dir, `${createHash("sha256").update(id).digest("hex")}-${page}.png`);
  }

  async get(id: string, page: number): Promise<Uint8Array | null> {
    const file = this.file(id, page);
    try {
      const png = await readFile(file);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined); // served now: evicted last
      return png;
    } catch {
      return null;
    }
  }

  async put(id: string, page: number, png: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = this.file(id, page);
    // Written aside and renamed: a reader never sees half a PNG.
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, png);
    await rename(temp, file);
    await this.trim();
  }

  /** Deletes the least recently served previews until the rest fit in maxBytes. */
  private async trim(): Promise<void> {
    const names = (await readdir(this.dir)).filter((n) => n.endsWith(".png"));
    const entries = (
      await Promise.all(
        names.map(async (name) => {
          const s = await stat(path.join(this.dir, name)).catch(() => null);
          return s ? { name, size: s.size, used: s.mtimeMs } : null;
        }),
      )
    ).filter((e) => e !== null);
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    entries.sort((a, b) => a.used - b.used);
    for (const e of entries) {
      if (total <= this.maxBytes) break;
      await unlink(path.join(this.dir, e.name)).catch(() => undefined);
      total -= e.size;
    }
  }
}

let cache: PagePreviewCache | undefined;

/** The app's preview cache, under DATA_DIR. */
export function previewCache(): PagePreviewCache {
  return (cache ??= new PagePreviewCache(path.join(env().DATA_DIR, "page-previews")));
}

/**
 * Draws a page in a reading process (DOCUMENT_READERS=0: in this process, uncapped, as documents are
 * read then). Never throws: a page that cannot be drawn, in time or within the memory cap, is a failure.
 */
export async function renderPreview(bytes: Uint8Array, page: number): Promise<RenderResult> {
  if (env().DOCUMENT_READERS !== "0") return renderInReader(bytes, page);
  try {
    return { ok: true, png: await renderPdfPagePng(bytes, page) };
  } catch (error) {
    return { ok: false, errorCode: "document-invalid", detail: error instanceof Error ? error.message : String(error) };
  }
}
