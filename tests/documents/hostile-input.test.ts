import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processDocumentBytes, type ProcessResult } from "@/lib/service/documents/process";
import { ocrPool, terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { AUTO_DECLARATIONS, type FixtureRow } from "../fixtures/documents/declarations";
import { deflateBomb, pngHeaderOnly, pngWithData } from "../fixtures/documents/hostile-bytes";
import { makePagesPdf } from "../fixtures/documents/make-pages-pdf";

// Documents built to exhaust the service: each must end in a clear document-invalid or a result
// within its deadline, without the memory to match. Peak RSS is printed for every case.

const auto = { policyType: "auto" as const, name: "hostile" };
/** Memory the process may grow by while reading one hostile document. */
const MAX_RSS_GROWTH_MB = 400;

// The OCR workers start once per process (seconds, and their own memory): not part of a document.
beforeAll(async () => {
  await ocrPool().warm();
});

afterAll(async () => {
  await terminateOcrPool();
});

interface Measured {
  result: ProcessResult;
  seconds: number;
  peakRssMb: number;
  growthMb: number;
}

/** Runs `work` sampling the process's RSS every 10 ms, and prints the peak. */
async function measured(label: string, work: () => Promise<ProcessResult>): Promise<Measured> {
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    const seconds = (performance.now() - started) / 1000;
    const outcome = result.ok ? `ok, ${result.pages} pages read (${result.method})` : result.errorCode;
    console.log(
      `${label}: ${outcome} in ${seconds.toFixed(2)} s, peak RSS ${mb(peak)} MB (+${mb(peak - before)} MB)` +
        (result.ok ? "" : ` — ${result.detail ?? ""}`),
    );
    return { result, seconds, peakRssMb: mb(peak), growthMb: mb(peak - before) };
  } finally {
    clearInterval(sampler);
  }
}

const filler = (n: number): FixtureRow[] => [
  [[50, `General conditions, page ${n} of 1000`]],
  [[50, "The words below explain how this booklet is organised and how to read it."]],
  [[50, "Please keep this booklet with your other important papers for later reference."]],
];

/** A page of small print, as policy booklets have: slow to OCR, with nothing to find. */
const booklet = (n: number): FixtureRow[] =>
  Array.from({ length: 38 }, (_, i) => [
    [50, `${n}.${i + 1} Where the conditions of section ${i + 3} apply, each of the persons named in`],
    [380, `the schedule must give notice within ${i + 10} days.`],
  ]);

describe("hostile documents are bounded in time and memory", () => {
  it("reads a 1,000-page PDF through its best 25 pages, finding the declarations on page 40", async () => {
    const pages = Array.from({ length: 1000 }, (_, i) => (i === 39 ? AUTO_DECLARATIONS : filler(i + 1)));
    const pdf = makePagesPdf(pages);
    const run = await measured("1,000-page PDF", () => processDocumentBytes(pdf, auto));
    expect(run.result).toMatchObject({ ok: true, pages: 25, method: "text-layer" });
    if (run.result.ok) expect(run.result.draft.policyNumber).toBe("AB-123-4567");
    expect(run.seconds).toBeLessThan(10);
    expect(run.growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  });

  it("refuses a 1000×80000 PNG from its header, before any pixel is decoded", async () => {
    const png = pngHeaderOnly(1000, 80_000);
    const run = await measured("1000×80000 PNG", () => processDocumentBytes(new Uint8Array(png), auto));
    expect(run.result).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(run.result.ok || run.result.detail).toMatch(/1000×80000/);
    expect(run.seconds).toBeLessThan(1);
    expect(run.growthMb).toBeLessThan(50);
  });

  it("refuses a PNG whose image data inflates to 4 GB, keeping no more than a chunk of it", async () => {
    const png = pngWithData(2000, 2000, deflateBomb(64));
    const run = await measured("PNG deflate bomb (4 GB)", () => processDocumentBytes(new Uint8Array(png), auto));
    expect(run.result).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(run.result.ok || run.result.detail).toMatch(/inflates past/);
    expect(run.seconds).toBeLessThan(5);
    expect(run.growthMb).toBeLessThan(100);
  });

  it("refuses a PDF whose content stream inflates to 4 GB before pdf.js opens it", async () => {
    const pdf = makePagesPdf([AUTO_DECLARATIONS, { filter: "FlateDecode", data: deflateBomb(64) }]);
    const run = await measured("PDF deflate bomb (4 GB)", () => processDocumentBytes(pdf, auto));
    expect(run.result).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(run.result.ok || run.result.detail).toMatch(/inflates past/);
    expect(run.seconds).toBeLessThan(5);
    expect(run.growthMb).toBeLessThan(100);
  });

  it("reads a 10-page PDF with a garbled text layer by OCR only as far as its deadline allows", async () => {
    const pages = Array.from({ length: 10 }, (_, i) => (i === 0 ? AUTO_DECLARATIONS : booklet(i + 1)));
    const pdf = makePagesPdf(pages, { garbleTextLayer: true });
    const deadlineMs = 12_000;
    const run = await measured("garbled 10-page PDF", () => processDocumentBytes(pdf, { ...auto, deadlineMs }));
    // The print is readable, so the first OCR'd pages hold the policy; the rest are never started.
    expect(run.result).toMatchObject({ ok: true, method: "ocr" });
    if (run.result.ok) {
      expect(run.result.pages).toBeLessThan(10);
      expect(run.result.draft.policyNumber).toBe("AB-123-4567");
    }
    expect(run.seconds).toBeLessThan(deadlineMs / 1000);
    expect(run.growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
  }, 30_000);

  it("answers document-invalid at the deadline when nothing could be read in time", async () => {
    const pdf = makePagesPdf(
      Array.from({ length: 10 }, () => AUTO_DECLARATIONS),
      { garbleTextLayer: true },
    );
    const deadlineMs = 2_000;
    const run = await measured("garbled PDF, 2 s deadline", () => processDocumentBytes(pdf, { ...auto, deadlineMs }));
    expect(run.result).toMatchObject({ ok: false, errorCode: "document-invalid" });
    expect(run.seconds).toBeLessThan(deadlineMs / 1000 + 0.5);
  }, 30_000);
});
