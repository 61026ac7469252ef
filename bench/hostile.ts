// Part of `npm run bench` (or alone: tsx bench/hostile.ts): how long the document pipeline takes
// and how much memory it holds on the worst inputs it can meet — the slowest multi-page real PDF
// of ../shared/corpus/real, and the hostile documents of tests/documents/hostile-input.test.ts.
// Prints numbers only; nothing here passes or fails.
import { readFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { processDocumentBytes, type ProcessResult } from "@/lib/service/documents/process";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { warmDocumentPipeline } from "@/lib/service/documents/warm-up";
import { AUTO_DECLARATIONS, type FixtureRow } from "../tests/fixtures/documents/declarations";
import { deflateBomb, pngHeaderOnly, pngWithData } from "../tests/fixtures/documents/hostile-bytes";
import { indirectFilterBomb, longDictionaryBomb } from "../tests/fixtures/documents/hostile-pdfs";
import { makePagesPdf } from "../tests/fixtures/documents/make-pages-pdf";
import { listFiles } from "./lib/corpus";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

interface Run {
  label: string;
  result: ProcessResult;
  seconds: number;
  peakMb: number;
  /** Longest the event loop was held at once: how long an API request on this process would wait. */
  maxStallMs: number;
}

/** One document through the pipeline, with the process's RSS sampled every 10 ms. */
async function timed(label: string, bytes: Uint8Array, policyType: "auto" | "home"): Promise<Run> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  const started = performance.now();
  try {
    const result = await processDocumentBytes(bytes, { policyType, name: label });
    peak = Math.max(peak, process.memoryUsage.rss());
    const seconds = (performance.now() - started) / 1000;
    return { label, result, seconds, peakMb: mb(peak), maxStallMs: stalls.max / 1e6 };
  } finally {
    stalls.disable();
    clearInterval(sampler);
  }
}

function print(run: Run): void {
  const outcome = run.result.ok
    ? `${run.result.method}, ${run.result.pages} pages read`
    : `${run.result.errorCode}${run.result.detail ? ` (${run.result.detail})` : ""}`;
  console.log(
    `  ${run.label.padEnd(24)} ${run.seconds.toFixed(2).padStart(6)} s  peak RSS ${run.peakMb} MB  ` +
      `longest event-loop stall ${Math.round(run.maxStallMs)} ms  ${outcome}`,
  );
}

const booklet = (n: number): FixtureRow[] =>
  Array.from({ length: 38 }, (_, i) => [
    [50, `${n}.${i + 1} Where the conditions of section ${i + 3} apply, each of the persons named in`],
    [380, `the schedule must give notice within ${i + 10} days.`],
  ]);

export async function benchHostile(): Promise<void> {
  await warmDocumentPipeline();
  console.log("\n== documents: multi-page real PDFs (../shared/corpus/real), one at a time");
  const real = listFiles("real").filter((f) => f.format === "pdf");
  const runs: Run[] = [];
  for (const f of real) {
    const run = await timed(path.basename(f.file), new Uint8Array(readFileSync(f.path)), f.policyType);
    runs.push(run);
    print(run);
  }
  if (runs.length) {
    const slowest = runs.reduce((a, b) => (b.seconds > a.seconds ? b : a));
    console.log(`  slowest: ${slowest.label} ${slowest.seconds.toFixed(2)} s, peak RSS ${slowest.peakMb} MB`);
  } else console.log("  (corpus not found: set SHARED_DIR)");

  console.log("== documents: hostile inputs");
  const cases: [string, Uint8Array][] = [
    [
      "1,000-page PDF",
      makePagesPdf(Array.from({ length: 1000 }, (_, i) => (i === 39 ? AUTO_DECLARATIONS : booklet(i + 1).slice(0, 3)))),
    ],
    ["1000×80000 PNG", new Uint8Array(pngHeaderOnly(1000, 80_000))],
    ["PNG deflate bomb (4 GB)", new Uint8Array(pngWithData(2000, 2000, deflateBomb(64)))],
    ["PDF deflate bomb (4 GB)", makePagesPdf([AUTO_DECLARATIONS, { filter: "FlateDecode", data: deflateBomb(64) }])],
    // ~400 KB each, inflating to 384 MB, the filter hidden from a dictionary scanner.
    ["bomb: indirect /Filter", indirectFilterBomb(6)],
    ["bomb: 8 KB dictionary", longDictionaryBomb(6)],
    [
      "garbled 10-page PDF",
      makePagesPdf(
        Array.from({ length: 10 }, (_, i) => (i === 0 ? AUTO_DECLARATIONS : booklet(i + 1))),
        { garbleTextLayer: true },
      ),
    ],
  ];
  for (const [label, bytes] of cases) print(await timed(label, bytes, "auto"));
  console.log(`  process peak RSS over the whole bench: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  await terminateOcrPool();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/hostile.ts")) {
  benchHostile().catch(async (error: unknown) => {
    await terminateOcrPool();
    console.error(error);
    process.exit(1);
  });
}
