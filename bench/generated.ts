// npm run bench:generated [-- --n 200] [--seed 12345] [--scans 10] [--pictured 0.3] [--layouts kv-list,prose-letter]
//                         [--types auto,home,condo] [--out dir] [--redact-vins]
// Reads freshly generated declarations pages (tests/support/declarations; a new seed each run,
// printed so a run can be repeated) through processDocumentBytes, scores them with the corpus
// scorer and prints accuracy per field, per layout kind and per policy type, the worst fields with
// example misses, and a calibration table of the draft's per-field confidences. Layouts the parser
// has never seen: a rule that fits only the shared corpus shows up here as a gap.
// The last line is generated_field_accuracy=<0..1>.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { extractText } from "@/lib/service/documents/extract-text";
import { parsePolicy } from "@/lib/service/documents/parse";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { warmDocumentPipeline } from "@/lib/service/documents/warm-up";
import { ALL_LAYOUT_KINDS, generatePage, type AnyLayoutKind, type CorpusTruth } from "@/tests/support/declarations";
import { createRng, freshSeed } from "@/tests/support/declarations/random";
import { scanPage } from "@/tests/support/declarations/render-image";
import type { TruthType } from "@/tests/support/declarations/policy";
import { sharedDir } from "./lib/corpus";
import { explainMiss } from "./lib/generated-misses";
import { redactVinWords, truthVins, truthWithoutVins } from "./lib/redact-vins";
import { scoreFolder, type ScoreReport, type Tally } from "./lib/scorer";

export interface GeneratedRunOptions {
  seed: number;
  n: number;
  layouts?: AnyLayoutKind[];
  types?: TruthType[];
  outDir?: string;
  /** One-page documents also read as a PNG scan of themselves (OCR): how many. */
  scans?: number;
  /** Share of pages whose amounts are pictures outside the text layer (a flattened form). */
  pictured?: number;
  /** Auto pages read with every VIN blanked out of their text and truth, as anonymised samples print them. */
  redactVins?: boolean;
  log?: (line: string) => void;
}

export interface GeneratedRun {
  seed: number;
  report: ScoreReport;
  accuracy: number;
  outDir: string;
}

interface Doc {
  truth: CorpusTruth;
  draft: PolicyDraft | null;
  misses: string[];
}

const pct = (t: Tally): string =>
  (t.n ? `${((t.ok / t.n) * 100).toFixed(1)}%` : "-").padStart(7) + `  (${t.ok}/${t.n})`;

/** Draft confidence keys and the scorer fields that decide whether the value was right. */
function confidenceFields(truth: CorpusTruth): [string, (f: string) => boolean][] {
  const out: [string, (f: string) => boolean][] = [
    ["carrier.name", (f) => f === "carrier.name"],
    ["policyNumber", (f) => f === "policyNumber"],
    ["effectiveDate", (f) => f === "effectiveDate"],
    ["expirationDate", (f) => f === "expirationDate"],
    ["premium", (f) => f === "premium"],
    ["insureds", (f) => f === "insured.name"],
    ["address", (f) => f === "address"],
    ["coverages", (f) => f.startsWith("coverage.")],
  ];
  if (truth.policy.thirdParties.length) out.push(["thirdParties", (f) => f.startsWith("thirdParty.")]);
  if (truth.policy.type !== "auto") out.push(["properties[0]", (f) => f === "dwelling.address"]);
  else if (truth.policy.properties.length === 1) out.push(["properties[0]", (f) => f.startsWith("vehicle.")]);
  return out;
}

function calibration(docs: Doc[], log: (l: string) => void): void {
  const bins = [
    { name: "reported >= 0.9", lo: 0.9, hi: Infinity },
    { name: "0.7 - 0.9", lo: 0.7, hi: 0.9 },
    { name: "below 0.7", lo: -Infinity, hi: 0.7 },
  ].map((b) => ({ ...b, ok: 0, n: 0, sum: 0, byField: new Map<string, Tally>() }));
  for (const d of docs) {
    if (!d.draft?.review) continue;
    for (const [key, isField] of confidenceFields(d.truth)) {
      const conf = d.draft.review.fields[key];
      if (conf === undefined) continue;
      const right = !d.misses.some(isField);
      const bin = bins.find((b) => conf >= b.lo && conf < b.hi)!;
      bin.n++;
      bin.sum += conf;
      if (right) bin.ok++;
      const t = bin.byField.get(key) ?? { ok: 0, n: 0 };
      t.n++;
      if (right) t.ok++;
      bin.byField.set(key, t);
    }
  }
  log("\n== generated: calibration (draft review confidences against the scorer)");
  log("  bin                 mean conf   right");
  for (const b of bins) {
    log(`  ${b.name.padEnd(20)}${(b.n ? (b.sum / b.n).toFixed(2) : "-").padStart(9)}  ${pct(b)}`);
    const worst = [...b.byField].filter(([, t]) => t.ok < t.n).sort((a, b2) => a[1].ok / a[1].n - b2[1].ok / b2[1].n);
    for (const [k, t] of worst.slice(0, 4)) log(`      ${k.padEnd(18)}${pct(t)}`);
  }
}

/** The text layer of a generated auto page, its VINs blanked out, read as the service reads text. */
async function readRedacted(bytes: Uint8Array, vins: string[]): Promise<{ ok: true; draft: PolicyDraft }> {
  const text = await extractText(bytes, "pdf");
  return { ok: true, draft: parsePolicy(redactVinWords(text.pages, vins), { policyType: "auto" }) };
}

function aggregate(docs: Doc[], report: ScoreReport, key: (d: Doc) => string): Map<string, Tally> {
  const byFile = new Map(report.files.map((f) => [f.file, f]));
  const out = new Map<string, Tally>();
  for (const d of docs) {
    const f = byFile.get(d.truth.file);
    const t = out.get(key(d)) ?? { ok: 0, n: 0 };
    t.ok += f?.ok ?? 0;
    t.n += f?.n ?? 0;
    out.set(key(d), t);
  }
  return out;
}

export async function runGenerated(opts: GeneratedRunOptions): Promise<GeneratedRun> {
  const log = opts.log ?? console.log;
  const outDir = opts.outDir ?? mkdtempSync(path.join(os.tmpdir(), `covercheck-generated-${opts.seed}-`));
  const truthDir = path.join(outDir, "truth");
  const predDir = path.join(outDir, "pred");
  mkdirSync(truthDir, { recursive: true });
  mkdirSync(predDir, { recursive: true });
  const docs: Doc[] = [];
  let scanned = 0;
  const started = performance.now();
  for (let i = 0; i < opts.n; i++) {
    const page = await generatePage(opts.seed, i, {
      layouts: opts.layouts,
      types: opts.types,
      picturedValues: opts.pictured,
    });
    const redact = opts.redactVins && page.policyType === "auto";
    const vins = redact ? truthVins(page.truth) : [];
    if (redact) page.truth = truthWithoutVins(page.truth);
    writeFileSync(path.join(truthDir, `${page.id}.json`), JSON.stringify(page.truth, null, 2));
    writeFileSync(path.join(truthDir, `${page.id}.pdf`), page.bytes);
    const result = redact
      ? await readRedacted(page.bytes, vins)
      : await processDocumentBytes(page.bytes, { policyType: page.policyType, name: page.truth.file });
    const prediction = result.ok ? result.draft : { errorCode: result.errorCode };
    writeFileSync(path.join(predDir, `${page.truth.file}.json`), JSON.stringify(prediction, null, 2));
    docs.push({ truth: page.truth, draft: result.ok ? result.draft : null, misses: [] });
    if (scanned < (opts.scans ?? 0) && page.truth.render.pages === 1 && !page.truth.render.damage.length) {
      // The same page as a scan: rendered, tilted and speckled, read by OCR.
      scanned++;
      const png = `${page.id}.png`;
      const { bytes } = await scanPage(page.bytes, 1, createRng(opts.seed, i).fork("scan"), "png");
      writeFileSync(path.join(truthDir, png), bytes);
      const scan = await processDocumentBytes(new Uint8Array(bytes), { policyType: page.policyType, name: png });
      writeFileSync(
        path.join(predDir, `${png}.json`),
        JSON.stringify(scan.ok ? scan.draft : { errorCode: scan.errorCode }),
      );
      page.truth.files = [page.truth.file, png];
      writeFileSync(path.join(truthDir, `${page.id}.json`), JSON.stringify(page.truth, null, 2));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const report = scoreFolder(truthDir, predDir, path.join(outDir, "report.json"));
  const byFile = new Map(report.files.map((f) => [f.file, f]));
  for (const d of docs) d.misses = byFile.get(d.truth.file)?.misses ?? [];

  log(`\n== generated: ${opts.n} pages, seed ${opts.seed} (repeat with --seed ${opts.seed}), ${seconds.toFixed(1)} s`);
  log(`   truths, PDFs and predictions in ${outDir}`);
  log("== generated: per field");
  for (const [k, t] of Object.entries(report.byField)) log(`  ${k.padEnd(28)}${pct(t)}`);
  log("== generated: per format (policy fields)");
  for (const [k, t] of Object.entries(report.byFormat)) log(`  ${k.padEnd(28)}${pct(t)}`);
  log("== generated: per coverage code");
  for (const [k, t] of Object.entries(report.byCoverage))
    log(`  ${k.replace(/^coverage\[|\]$/g, "").padEnd(28)}${pct(t)}`);
  log("== generated: per layout kind");
  for (const [k, t] of aggregate(docs, report, (d) => d.truth.layout.split("+")[0])) log(`  ${k.padEnd(28)}${pct(t)}`);
  log("== generated: per policy type");
  for (const [k, t] of aggregate(docs, report, (d) => d.truth.policy.type)) log(`  ${k.padEnd(28)}${pct(t)}`);
  log("== generated: text layer");
  for (const [k, t] of aggregate(
    docs,
    report,
    (d) => d.truth.render.damage.map((x) => x.replace(/ \d+%$|^page \d+ /, "")).join(" + ") || "clean",
  ))
    log(`  ${k.padEnd(28)}${pct(t)}`);
  const rejected = docs.filter((d) => !d.draft);
  if (rejected.length)
    log(
      `== generated: ${rejected.length} pages rejected: ${rejected
        .slice(0, 8)
        .map((d) => d.truth.id)
        .join(", ")}`,
    );

  log("== generated: worst fields, with example misses (truth → predicted)");
  const worst = Object.entries(report.byField)
    .filter(([, t]) => t.ok < t.n)
    .sort((a, b) => a[1].ok / a[1].n - b[1].ok / b[1].n)
    .slice(0, 8);
  for (const [field, t] of worst) {
    log(`  ${field} ${pct(t)}`);
    const examples = docs.filter((d) => d.misses.includes(field)).slice(0, 3);
    for (const d of examples) log(`      ${d.truth.id} [${d.truth.layout}] ${explainMiss(field, d.truth, d.draft)}`);
  }
  calibration(docs, log);
  const accuracy = report.fieldAccuracy;
  return { seed: opts.seed, report, accuracy, outDir };
}

function arg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? "") : null;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(sharedDir(), "corpus", "score.mjs"))) {
    console.error(
      `the corpus scorer is needed: ${path.join(sharedDir(), "corpus", "score.mjs")} not found (set SHARED_DIR)`,
    );
    process.exit(1);
  }
  const seed = arg("seed") ? Number(arg("seed")) : freshSeed();
  const n = Number(arg("n") ?? 200);
  const layouts = arg("layouts")?.split(",").filter(Boolean) as AnyLayoutKind[] | undefined;
  const unknown = layouts?.filter((l) => !ALL_LAYOUT_KINDS.includes(l));
  if (unknown?.length) throw new Error(`unknown layout ${unknown.join(", ")}; kinds: ${ALL_LAYOUT_KINDS.join(", ")}`);
  const types = arg("types")?.split(",").filter(Boolean) as TruthType[] | undefined;
  await warmDocumentPipeline();
  const scans = Number(arg("scans") ?? 0);
  const pictured = Number(arg("pictured") ?? 0);
  const redactVins = process.argv.includes("--redact-vins");
  const run = await runGenerated({
    seed,
    n,
    layouts,
    types,
    scans,
    pictured,
    redactVins,
    outDir: arg("out") ?? undefined,
  });
  await terminateOcrPool();
  console.log(`generated_field_accuracy=${run.accuracy.toFixed(4)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch(async (error: unknown) => {
    await terminateOcrPool();
    console.error(error);
    process.exit(1);
  });
