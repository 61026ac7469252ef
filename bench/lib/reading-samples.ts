import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { generatePage, type AnyLayoutKind } from "@/tests/support/declarations";
import { createRng } from "@/tests/support/declarations/random";
import { scanPage } from "@/tests/support/declarations/render-image";
import type { TruthLike } from "@/tests/support/group-judge";

// Documents read with the rules' own confidences, each with its truth and the fold it belongs to
// for held-out evaluation: its arrangement kind (generated pages) or its carrier (real pages).

export interface ReadingSample {
  /** "generated" or "real". */
  set: "generated" | "real";
  /** The held-out fold: the layout kind or the real page's carrier. */
  fold: string;
  file: string;
  format: "pdf" | "png" | "jpg";
  truth: TruthLike;
  /** Null when the document was refused. */
  draft: PolicyDraft | null;
  ocrConfidence?: number;
  pages: number;
}

export interface GeneratedSampleOptions {
  seed: number;
  kinds: readonly AnyLayoutKind[];
  perKind: number;
  /** How many pages of each kind are also read as a PNG scan of themselves. */
  scansPerKind: number;
  /** The model's confidences (false) or the rules' own (true, for training). */
  raw: boolean;
  /**
   * Whether some PDFs carry a page without a text layer (read by OCR). OCR under a deadline can read
   * a page differently on a loaded machine, so a run that must repeat to the byte leaves them out.
   */
  scannedPages?: boolean;
  onProgress?: (done: number, total: number) => void;
}

async function read(bytes: Uint8Array, policyType: "auto" | "home", name: string, raw: boolean) {
  const r = await processDocumentBytes(bytes, { policyType, name, rawConfidence: raw });
  return r.ok
    ? { draft: r.draft, ocrConfidence: r.ocrConfidence, pages: r.pages }
    : { draft: null, ocrConfidence: undefined, pages: 0 };
}

export async function generatedSamples(opts: GeneratedSampleOptions): Promise<ReadingSample[]> {
  const out: ReadingSample[] = [];
  const total = opts.kinds.length * opts.perKind;
  for (const [k, kind] of opts.kinds.entries()) {
    let scans = 0;
    for (let i = 0; i < opts.perKind; i++) {
      // Each kind has its own run of indexes, so adding a kind leaves the others' pages as they were.
      const index = k * 10_000 + i;
      const page = await generatePage(opts.seed, index, {
        layouts: [kind],
        ...(opts.scannedPages === false ? { scannedPage: 0 } : {}),
      });
      const truth = page.truth.policy as unknown as TruthLike;
      out.push({
        set: "generated",
        fold: kind,
        file: page.truth.file,
        format: "pdf",
        truth,
        ...(await read(page.bytes, page.policyType, page.truth.file, opts.raw)),
      });
      if (scans < opts.scansPerKind && page.truth.render.pages === 1) {
        scans++;
        const { bytes } = await scanPage(page.bytes, 1, createRng(opts.seed, index).fork("scan"), "png");
        const file = `${page.id}.png`;
        out.push({
          set: "generated",
          fold: kind,
          file,
          format: "png",
          truth,
          ...(await read(new Uint8Array(bytes), page.policyType, file, opts.raw)),
        });
      }
      opts.onProgress?.(k * opts.perKind + i + 1, total);
    }
  }
  return out;
}

/** The real carrier pages of the shared corpus (PDF and its PNG), when the corpus is beside the project. */
export async function realSamples(dir: string, raw: boolean): Promise<ReadingSample[]> {
  if (!existsSync(dir)) return [];
  const out: ReadingSample[] = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const doc = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { policy?: TruthLike; expect?: string };
    if (doc.expect !== "policy" || !doc.policy) continue;
    const id = name.replace(/\.json$/, "");
    const carrier = id.replace(/^(auto|home)_/, "");
    for (const format of ["pdf", "png"] as const) {
      const file = `${id}.${format}`;
      if (!existsSync(path.join(dir, file))) continue;
      const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
      const policyType = doc.policy.type === "auto" ? "auto" : "home";
      out.push({
        set: "real",
        fold: carrier,
        file,
        format,
        truth: doc.policy,
        ...(await read(bytes, policyType, file, raw)),
      });
    }
  }
  return out;
}
