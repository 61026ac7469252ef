// npm run train:reader [-- --seed S] [--per-kind N] [--scans-per-kind N] [--no-real] [--no-scanned-pages]
//                      [--out file] [--check] [--cache file]
// Fits the reader's confidence model (lib/service/documents/confidence/reader-model.json): reads
// generated pages of every arrangement kind (and the shared corpus's real pages when it is beside
// the project) with the rules' own confidences, judges each field group against its truth, fits
// one logistic regression per group and chooses each group's review bar on held-out folds.
// The same seed and sizes always give the same file; --check compares instead of writing.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ReaderModel } from "@/lib/service/documents/confidence/calibrate";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { ALL_LAYOUT_KINDS } from "@/tests/support/declarations";
import { fitReaderModel, groupRows } from "@/bench/lib/confidence-eval";
import { printConfidenceReport } from "@/bench/lib/confidence-report";
import { generatedSamples, realSamples, type ReadingSample } from "@/bench/lib/reading-samples";

const MODEL_PATH = path.join(process.cwd(), "lib", "service", "documents", "confidence", "reader-model.json");
const DEFAULTS = { seed: 20261124, perKind: 40, scansPerKind: 3 };

function arg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? "") : null;
}

export async function train(opts: {
  seed: number;
  perKind: number;
  scansPerKind: number;
  realDir: string | null;
  /** PDFs with a page to OCR among the generated ones (default true). */
  scannedPages?: boolean;
  log?: (l: string) => void;
  /** Drafts read before, to refit without reading again (a developer's loop; never the committed model). */
  cache?: string | null;
}): Promise<ReaderModel> {
  const log = opts.log ?? (() => {});
  if (opts.cache && existsSync(opts.cache)) {
    const rows = groupRows(JSON.parse(readFileSync(opts.cache, "utf8")) as ReadingSample[]);
    const model = fitReaderModel(rows, { cache: opts.cache });
    printConfidenceReport(rows, model, log);
    return model;
  }
  const samples = await generatedSamples({
    seed: opts.seed,
    kinds: ALL_LAYOUT_KINDS,
    perKind: opts.perKind,
    scansPerKind: opts.scansPerKind,
    scannedPages: opts.scannedPages,
    raw: true,
    onProgress: (d, t) => d % 50 === 0 && log(`  read ${d}/${t} generated pages`),
  });
  const real = opts.realDir ? await realSamples(opts.realDir, true) : [];
  if (opts.cache) writeFileSync(opts.cache, JSON.stringify([...samples, ...real]));
  const rows = groupRows([...samples, ...real]);
  const model = fitReaderModel(rows, {
    seed: opts.seed,
    perKind: opts.perKind,
    scansPerKind: opts.scansPerKind,
    kinds: [...ALL_LAYOUT_KINDS],
    realPages: real.length,
    groups: rows.length,
  });
  if (opts.log) printConfidenceReport(rows, model, log);
  return model;
}

export const serialise = (m: ReaderModel): string => `${JSON.stringify(m, null, 1)}\n`;

async function main(): Promise<void> {
  const shared = process.env.SHARED_DIR ?? path.resolve(process.cwd(), "..", "shared");
  const realDir = process.argv.includes("--no-real") ? null : path.join(shared, "corpus", "real");
  const model = await train({
    seed: Number(arg("seed") ?? DEFAULTS.seed),
    perKind: Number(arg("per-kind") ?? DEFAULTS.perKind),
    scansPerKind: Number(arg("scans-per-kind") ?? DEFAULTS.scansPerKind),
    realDir: realDir && existsSync(realDir) ? realDir : null,
    scannedPages: !process.argv.includes("--no-scanned-pages"),
    log: console.log,
    cache: arg("cache"),
  });
  await terminateOcrPool();
  const out = arg("out") ?? MODEL_PATH;
  if (process.argv.includes("--check")) {
    const same = existsSync(out) && readFileSync(out, "utf8") === serialise(model);
    console.log(same ? `${out} matches what the seed produces` : `${out} differs from what the seed produces`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(out, serialise(model));
  console.log(`wrote ${out}`);
}

if (process.argv[1]?.endsWith("train-reader.ts"))
  main().catch(async (error: unknown) => {
    await terminateOcrPool();
    console.error(error);
    process.exit(1);
  });
