// Part of `npm run bench` (or alone: tsx bench/api-under-reading.ts): how quickly the service still
// answers GET /carriers/{id} while the document readers chew on hostile documents and slow scans
// from two clients. Reading happens in the reader processes, so the web process's latency should
// barely move. Prints numbers only; nothing here passes or fails.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { ReaderPool } from "@/lib/service/documents/reader/pool";
import { AUTO_DECLARATIONS } from "../tests/fixtures/documents/declarations";
import { deflateBomb, pngWithData } from "../tests/fixtures/documents/hostile-bytes";
import { indirectFilterBomb, longDictionaryBomb } from "../tests/fixtures/documents/hostile-pdfs";
import { makePagesPdf } from "../tests/fixtures/documents/make-pages-pdf";
import { load, startBenchService, type LatencyStats } from "./validate";

const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);
const line = (name: string, s: LatencyStats) =>
  console.log(`  ${name.padEnd(34)} p50 ${fmt(s.p50)}  p99 ${fmt(s.p99)}  errors ${s.errors}/${s.requests}`);

export async function benchApiUnderReading(): Promise<void> {
  // Built inside the app, where the reader's packages resolve from node_modules.
  const dir = path.resolve(".next-reader", `bench-${process.pid}`);
  const entry = path.join(dir, "reader.mjs");
  execFileSync(process.execPath, [path.resolve("scripts/build-reader.mjs"), entry], { stdio: "ignore" });
  const pool = new ReaderPool({ entry });
  const { noop, close } = await startBenchService();
  try {
    // The app starts its readers at boot; so does the bench, before anything is timed.
    pool.warm();
    await load(noop, 300, 4);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const quiet = await load(noop, 1500, 4);
    const documents: [string, Uint8Array][] = [
      ["indirect /Filter bomb", indirectFilterBomb(6)],
      ["8 KB dictionary bomb", longDictionaryBomb(6)],
      ["PDF deflate bomb", makePagesPdf([AUTO_DECLARATIONS, { filter: "FlateDecode", data: deflateBomb(64) }])],
      ["PNG deflate bomb", new Uint8Array(pngWithData(2000, 2000, deflateBomb(64)))],
      ["declarations page", makePagesPdf([AUTO_DECLARATIONS])],
    ];
    const started = performance.now();
    const reading = Promise.all(
      documents.map(([label, bytes], i) =>
        pool.read(bytes, { policyType: "auto", name: label, clientId: i % 2 ? "client-a" : "client-b" }).then((r) => ({
          label,
          outcome: r.ok ? "read" : r.errorCode,
          seconds: (performance.now() - started) / 1000,
        })),
      ),
    );
    // Requests keep coming for as long as the readers are busy.
    const busy: LatencyStats[] = [];
    let done = false;
    void reading.then(() => (done = true));
    while (!done) busy.push(await load(noop, 200, 4));
    const answers = await reading;
    const all = busy.flatMap((s) => [s.p99]).sort((a, b) => a - b);
    console.log("\n== service latency while the readers read hostile documents (GET /carriers/{id}, 4 in flight)");
    line("quiet", quiet);
    for (const [i, s] of busy.entries())
      if (i === 0 || i === busy.length - 1) line(`busy, batch ${i + 1} of ${busy.length}`, s);
    console.log(`  worst batch p99 while busy: ${fmt(all[all.length - 1] ?? Number.NaN)}`);
    for (const a of answers) console.log(`  ${a.label.padEnd(24)} ${a.outcome} at ${a.seconds.toFixed(2)} s`);
  } finally {
    await pool.stop();
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("bench/api-under-reading.ts"))
  benchApiUnderReading().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
