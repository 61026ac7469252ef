import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcessResult } from "@/lib/service/documents/process";
import { ReaderPool, type ReaderPoolOptions, type SettledInfo } from "@/lib/service/documents/reader/pool";
import { AUTO_DECLARATIONS } from "../fixtures/documents/declarations";
import { deflateBomb } from "../fixtures/documents/hostile-bytes";
import { indirectFilterBomb, longDictionaryBomb } from "../fixtures/documents/hostile-pdfs";
import { makePagesPdf } from "../fixtures/documents/make-pages-pdf";
import { builtReader } from "../support/reader-build";

// Issue 15: documents are read in child processes with a memory cap and a deadline. A hostile
// document ends only its own reader, is answered document-invalid (memory) or default (deadline),
// is refused at once when it comes again, and never holds up another client's documents. The
// test process stands for the app: its RSS must not grow with what the readers hold.

/** What the parent (the app) may grow by while its readers meet a hostile document. */
const PARENT_GROWTH_CAP_MB = 60;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const text = () => new Uint8Array(readFileSync("tests/fixtures/documents/auto-declarations.pdf"));

let entry: string;
const pools: ReaderPool[] = [];
const settled: SettledInfo[] = [];

beforeAll(() => {
  entry = builtReader();
});

afterAll(async () => {
  await Promise.all(pools.map((p) => p.stop()));
});

function pool(options: ReaderPoolOptions): ReaderPool {
  const p = new ReaderPool({ entry, ocrWorkers: 1, onSettled: (info) => settled.push(info), ...options });
  pools.push(p);
  return p;
}

/** Runs `work` sampling this process's RSS every 10 ms. */
async function measured<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; parentGrowthMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const value = await work();
    return { value, ms: performance.now() - started, parentGrowthMb: mb(peak - before) };
  } finally {
    clearInterval(sampler);
  }
}

const auto = (name: string, clientId: string, deadlineMs = 20_000) => ({
  policyType: "auto" as const,
  name,
  clientId,
  deadlineMs,
});

describe("hostile PDFs that hide their Flate filter", () => {
  const cases: [string, () => Uint8Array][] = [
    ["an indirect /Filter", () => indirectFilterBomb(6)],
    ["a dictionary over 4 KB", () => longDictionaryBomb(6)],
  ];
  for (const [label, make] of cases) {
    it(`refuses ${label} (~400 KB inflating to 384 MB) as document-invalid within the deadline`, async () => {
      const bytes = make();
      expect(bytes.length).toBeGreaterThan(380_000);
      expect(bytes.length).toBeLessThan(450_000);
      const readers = pool({ size: 1, rssCapMb: 512 });
      const deadlineMs = 10_000;
      const run = await measured(() => readers.read(bytes, auto(label, "hostile", deadlineMs)));
      const info = settled.at(-1)!;
      console.log(
        `${label}: ${run.value.ok ? "ok" : run.value.errorCode} in ${run.ms.toFixed(0)} ms, ` +
          `reader peak RSS ${info.peakRssMb} MB, parent +${run.parentGrowthMb} MB — ${run.value.ok ? "" : run.value.detail}`,
      );
      expect(run.value).toMatchObject({ ok: false, errorCode: "document-invalid" });
      // Refused by the inflation check, before pdf.js holds any of it.
      expect(run.value.ok || run.value.detail).toMatch(/inflates past/);
      expect(run.ms).toBeLessThan(deadlineMs);
      expect(info.peakRssMb).toBeLessThan(400);
      expect(run.parentGrowthMb).toBeLessThan(PARENT_GROWTH_CAP_MB);
    }, 30_000);
  }
});

describe("the reader's memory cap", () => {
  // 128 MB of zeros: under the inflation check's 192 MB per stream, so pdf.js inflates it, and the
  // reader's RSS passes the 320 MB cap this pool is given.
  const bomb = () => makePagesPdf([AUTO_DECLARATIONS, { filter: "FlateDecode", data: deflateBomb(2) }]);

  it("kills the reader past its RSS cap, answers document-invalid, and reads the other client's document", async () => {
    const readers = pool({ size: 1, rssCapMb: 320 });
    const run = await measured(() =>
      Promise.all([readers.read(bomb(), auto("bomb.pdf", "attacker")), readers.read(text(), auto("dec.pdf", "other"))]),
    );
    const [hostile, quiet] = run.value;
    const killed = settled.find((s) => s.clientId === "attacker")!;
    console.log(
      `memory cap: ${hostile.ok ? "ok" : `${hostile.errorCode} (${hostile.detail})`} after ${killed.readMs.toFixed(0)} ms, ` +
        `reader peak RSS ${killed.peakRssMb} MB, parent +${run.parentGrowthMb} MB`,
    );
    expect(hostile).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(hostile.ok || hostile.detail).toMatch(/memory cap/);
    expect(killed.killed).toBe("memory");
    expect(quiet).toMatchObject({ ok: true, method: "text-layer" });
    expect(run.parentGrowthMb).toBeLessThan(PARENT_GROWTH_CAP_MB);
  }, 60_000);

  it("refuses a poison document at once when it comes again", async () => {
    const readers = pool({ size: 1, rssCapMb: 320 });
    const bytes = bomb();
    const times: number[] = [];
    const results: ProcessResult[] = [];
    for (let i = 0; i < 3; i++) {
      const run = await measured(() => readers.read(bytes, auto("bomb.pdf", "attacker")));
      times.push(run.ms);
      results.push(run.value);
    }
    console.log(`poison document: ${times.map((t) => `${t.toFixed(1)} ms`).join(", ")}`);
    for (const r of results) expect(r).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(results[2].ok || results[2].detail).toMatch(/refused again/);
    expect(times[2]).toBeLessThan(50);
    // Nothing else in the queue was failed by the kills: the pool still reads.
    expect(await readers.read(text(), auto("dec.pdf", "other"))).toMatchObject({ ok: true });
  }, 60_000);
});

describe("the deadline", () => {
  // A stand-in reader speaking the same protocol (reader/child.ts), so that the pool's deadline is
  // tested alone: it never answers a document named hang.pdf and answers any other at once.
  const STUB = `
    process.on("message", (m) => {
      if (m.type !== "read") return;
      process.send({ type: "started", id: m.id });
      if (m.opts.name === "hang.pdf") { for (;;) {} }
      process.send({ type: "done", id: m.id, result: { ok: false, errorCode: "document-empty" } });
    });
    process.on("disconnect", () => process.exit(0));
    process.send({ type: "ready" });
  `;
  let stub: string;
  beforeAll(() => {
    stub = path.join(mkdtempSync(path.join(os.tmpdir(), "reader-stub-")), "stub.mjs");
    writeFileSync(stub, STUB);
  });

  it("counts from when the reader starts the document, kills a reader past it with default, and refuses the bytes after two kills", async () => {
    const readers = pool({ size: 1, graceMs: 0, entry: stub });
    const hang = new Uint8Array([1, 2, 3]);
    const other = new Uint8Array([4, 5, 6]);
    const started = performance.now();
    // Queued behind the hanging one for its whole 1 s: a deadline counted from the queue would have
    // passed before its reader started it.
    const [first, second] = await Promise.all([
      readers.read(hang, auto("hang.pdf", "a", 1_000)),
      readers.read(other, auto("other.pdf", "b", 1_000)),
    ]);
    const firstMs = performance.now() - started;
    expect(first).toMatchObject({ ok: false, errorCode: "default" });
    expect(first.ok || first.detail).toMatch(/no answer/);
    expect(second).toEqual({ ok: false, errorCode: "document-empty" });
    expect(firstMs).toBeGreaterThan(1_000);
    // A deadline kill may be bad luck once: the bytes are read a second time, then refused.
    expect(await readers.read(hang, auto("hang.pdf", "a", 1_000))).toMatchObject({ errorCode: "default" });
    const third = performance.now();
    const refused = await readers.read(hang, auto("hang.pdf", "a", 1_000));
    const thirdMs = performance.now() - third;
    console.log(
      `deadline: killed after ${firstMs.toFixed(0)} ms; third submission refused in ${thirdMs.toFixed(1)} ms`,
    );
    expect(refused).toMatchObject({ ok: false, errorCode: "default" });
    expect(refused.ok || refused.detail).toMatch(/refused again/);
    expect(thirdMs).toBeLessThan(50);
  }, 30_000);
});

describe("fairness across clients", () => {
  it("reads one client's text PDF after at most one of another client's slow scans", async () => {
    const readers = pool({ size: 1 });
    readers.warm();
    const slow = makePagesPdf([AUTO_DECLARATIONS, AUTO_DECLARATIONS], { garbleTextLayer: true });
    const order: string[] = [];
    const started = performance.now();
    const answered = (label: string) => (r: ProcessResult) => {
      order.push(label);
      return { r, ms: performance.now() - started };
    };
    const scans = Array.from({ length: 4 }, (_, i) =>
      readers.read(slow, auto(`scan-${i}.pdf`, "busy-client", 6_000)).then(answered(`scan-${i}`)),
    );
    const quick = readers.read(text(), auto("dec.pdf", "quiet-client")).then(answered("text"));
    const [q, ...s] = await Promise.all([quick, ...scans]);
    console.log(`fairness: ${order.join(" → ")}; text PDF answered in ${q.ms.toFixed(0)} ms`);
    expect(q.r).toMatchObject({ ok: true, method: "text-layer" });
    expect(order.indexOf("text")).toBe(1);
    expect(q.ms).toBeLessThan(s[1].ms);
  }, 120_000);
});
