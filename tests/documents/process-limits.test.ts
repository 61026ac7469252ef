import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { startBudget } from "@/lib/service/documents/text/budget";
import { assertImageSize, checkedImageSize, jpegSize, pngSize } from "@/lib/service/documents/text/image-header";
import { DocumentLimitError } from "@/lib/service/documents/text/limits";
import { OcrPool } from "@/lib/service/documents/text/ocr-pool";
import { declarationsScore, selectPages } from "@/lib/service/documents/text/page-selection";
import { assertPdfStreamsBounded, flateStreams } from "@/lib/service/documents/text/pdf-streams";
import { renderScale } from "@/lib/service/documents/text/render-pdf-page";
import { toPgm } from "@/lib/service/documents/text/normalize";
import { AUTO_DECLARATIONS, RECIPE } from "../fixtures/documents/declarations";
import { deflateBomb, jpegHeaderOnly, pngHeaderOnly } from "../fixtures/documents/hostile-bytes";
import { makePagesPdf } from "../fixtures/documents/make-pages-pdf";
import { plainRows, textPage } from "../fixtures/documents/text-page";

describe("page selection", () => {
  it("scores a declarations page far above a booklet page or a recipe", () => {
    const declarations = declarationsScore(textPage(AUTO_DECLARATIONS));
    const booklet = declarationsScore(textPage(plainRows("Please keep this booklet with your important papers.")));
    expect(declarations).toBeGreaterThanOrEqual(10);
    expect(booklet).toBe(0);
    expect(declarationsScore(textPage(RECIPE))).toBeLessThan(3);
  });

  it("keeps every page of a short document, in order", () => {
    const pages = [3, 0, null, 1].map((score, i) => ({ number: i + 1, score }));
    expect(selectPages(pages, 25)).toEqual([1, 2, 3, 4]);
  });

  it("keeps the best pages of a long one in their original order, earlier pages winning ties", () => {
    const pages = Array.from({ length: 100 }, (_, i) => ({ number: i + 1, score: 0 as number | null }));
    pages[69].score = 9; // the declarations page, late in the file
    pages[4].score = 2;
    pages[40].score = null; // a scanned page: unknown until OCR, ranked above pages naming nothing
    expect(selectPages(pages, 5)).toEqual([1, 2, 5, 41, 70]);
  });
});

describe("image size from the header", () => {
  it("reads a PNG's IHDR and a JPEG's SOF without decoding", () => {
    expect(pngSize(pngHeaderOnly(1000, 80_000))).toEqual({ width: 1000, height: 80_000 });
    expect(jpegSize(jpegHeaderOnly(3000, 4000))).toEqual({ width: 3000, height: 4000 });
    expect(pngSize(Buffer.from("not a png at all, not at all"))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it("refuses over 40 megapixels and longer than 1:8, and lets a phone photo through", () => {
    expect(() => assertImageSize({ width: 1000, height: 80_000 })).toThrow(DocumentLimitError);
    expect(() => assertImageSize({ width: 7000, height: 7000 })).toThrow(/over 40 MP/);
    expect(() => assertImageSize({ width: 200, height: 1700 })).toThrow(/longer than 1:8/);
    expect(() => assertImageSize({ width: 0, height: 10 })).toThrow(DocumentLimitError);
    expect(() => checkedImageSize(jpegHeaderOnly(4032, 3024))).not.toThrow();
    expect(() => checkedImageSize(jpegHeaderOnly(60_000, 60_000))).toThrow(/over 40 MP/);
  });
});

describe("PDF bounds", () => {
  it("renders a letter page at 200 dpi, and a page 200 inches wide within the pixel cap", () => {
    expect(renderScale(612, 792)).toBeCloseTo(2.8);
    const huge = renderScale(14_400, 14_400);
    expect(14_400 * huge * (14_400 * huge)).toBeLessThanOrEqual(10_000_000);
    expect(Math.max(612 * renderScale(612, 40_000), 40_000 * renderScale(612, 40_000))).toBeLessThanOrEqual(8_000);
  });

  it("finds Flate streams by their data and counts what they inflate to", async () => {
    const small = makePagesPdf([{ filter: "FlateDecode", data: deflateSync(Buffer.from("BT ET")) }]);
    expect(flateStreams(Buffer.from(small))).toHaveLength(1);
    await expect(assertPdfStreamsBounded(small)).resolves.toBeUndefined();
    const bomb = makePagesPdf([{ filter: "FlateDecode", data: deflateBomb(4) }]);
    await expect(assertPdfStreamsBounded(bomb)).rejects.toThrow(/inflates past 192 MB/);
  });
});

describe("the deadline", () => {
  it("aborts its signal with DeadlineExceeded once the time is up", async () => {
    const budget = startBudget(50);
    expect(budget.remainingMs()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(budget.signal.aborted).toBe(true);
    expect(() => budget.check()).toThrow(/not read within/);
  });

  it("takes a page off a busy OCR worker by terminating it, and the pool starts a fresh one", async () => {
    const pool = new OcrPool(1);
    try {
      await pool.warm();
      // A large page of noise keeps a worker busy for seconds.
      const noise = new Uint8Array(2400 * 3000).map(() => (Math.random() < 0.5 ? 0 : 255));
      const controller = new AbortController();
      const started = performance.now();
      const reading = pool.recognize(toPgm({ data: noise, width: 2400, height: 3000 }), {
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(new Error("deadline")), 300);
      await expect(reading).rejects.toThrow("deadline");
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(pool.workerCount).toBe(0);
      const blank = toPgm({ data: new Uint8Array(200 * 60).fill(255), width: 200, height: 60 });
      await expect(pool.recognize(blank)).resolves.toMatchObject({ lines: [] });
      expect(pool.workerCount).toBe(1);
    } finally {
      await pool.terminate();
    }
  }, 30_000);
});
