import { getDocumentProxy } from "unpdf";
import type { DocumentType } from "@/lib/shared/document-type";
import type { PDFDocumentProxy } from "@/lib/shared/pdf/render-page";
import { DeadlineExceeded, startBudget, untilDeadline, yieldToEventLoop, type Budget } from "./text/budget";
import { DEFAULT_DEADLINE_MS, MAX_IMAGE_PIXELS, MAX_PAGES_READ, MAX_PAGES_SCANNED } from "./text/limits";
import { ocrPage } from "./text/ocr-image";
import { declarationsScore, selectPages } from "./text/page-selection";
import { assertPdfStreamsBounded } from "./text/pdf-streams";
import { hiddenInkRuns, wordsOverRuns } from "./text/hidden-print";
import { groupIntoLines } from "./text/layout";
import { pageGraphics, pageHasImages, pdfPageText, textLayerQuality, type TextLayerQuality } from "./text/pdf-text";
import { decodeImage, inkRatio } from "./text/raster";
import { renderPdfPage } from "./text/render-pdf-page";
import type { ExtractedText, TextPage } from "./text/types";

export type { ExtractionMethod, TextPage } from "./text/types";

export interface DocumentText extends ExtractedText {
  /** False when every page is blank paper: no text layer and nothing drawn. */
  hasInk: boolean;
  /** Pages that went through OCR. */
  ocrPages: number;
  /** Pages in the file; a long PDF has more than were read. */
  pageCount: number;
  /** The deadline cut reading short: the pages read so far are all there is. */
  timedOut: boolean;
}

/** Pages with less dark area than this are blank (scanner noise, a stray dot). */
const BLANK_INK = 0.0015;
/** What an OCR page is assumed to cost before one has been timed (two workers, a letter page). */
const FIRST_OCR_ESTIMATE_MS = 4_000;
/**
 * Pages of a document looked at for print outside their text layer: the declarations come first,
 * and each look costs a small rendering (an OCR pass when something is found).
 */
const MAX_HIDDEN_PRINT_LOOKS = 3;
/** Scale of that look: 8-point print is still a row of separate glyphs, and it is quick. */
const LOOK_SCALE = 1.4;
/** Filled outlines a page draws before it is looked at (a logo drawn as curves is fewer). */
const MIN_OUTLINES = 12;
/**
 * Hidden print that makes a page worth an OCR pass: words and glyphs in all. A logo, a stamp or a
 * signature is one to three short runs (13 glyphs at most on the real pages measured).
 */
const MIN_HIDDEN_RUNS = 3;
const MIN_HIDDEN_GLYPHS = 20;

/**
 * Readable text of a PDF, PNG or JPEG within `budget` (a fresh 30 s one when none is given).
 * Throws when the bytes cannot be decoded, a DocumentLimitError when they pass a bound of
 * text/limits.ts, and DeadlineExceeded when the time ran out before anything was read.
 */
export async function extractText(bytes: Uint8Array, type: DocumentType, budget?: Budget): Promise<DocumentText> {
  const own = budget ?? startBudget(DEFAULT_DEADLINE_MS);
  try {
    return await (type === "pdf" ? extractPdf(bytes, own) : extractImage(bytes, own));
  } finally {
    if (!budget) own.dispose();
  }
}

async function extractImage(bytes: Uint8Array, budget: Budget): Promise<DocumentText> {
  const image = await untilDeadline(decodeImage(bytes), budget);
  const none = { pages: [], method: "ocr" as const, hasInk: false, ocrPages: 0, pageCount: 1, timedOut: false };
  if (inkRatio(image) < BLANK_INK) return none;
  const ocr = await ocrPage(image, budget.signal);
  return { ...none, pages: [ocr.page], confidence: ocr.confidence, hasInk: true, ocrPages: 1 };
}

interface ScannedPage {
  number: number;
  layer: TextPage;
  quality: TextLayerQuality;
}

async function extractPdf(bytes: Uint8Array, budget: Budget): Promise<DocumentText> {
  await assertPdfStreamsBounded(bytes, budget.signal);
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  // Images over the pixel cap are skipped by pdf.js itself rather than decoded.
  const loading = getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_IMAGE_PIXELS });
  const pdf = await untilDeadline(loading, budget).catch((error: unknown) => {
    void loading.then((late) => late.destroy()).catch(() => undefined);
    throw error;
  });
  const read = new PdfReading(pdf, budget);
  try {
    await read.run();
  } catch (error) {
    if (!(error instanceof DeadlineExceeded) || read.pages.length === 0) throw error;
    read.timedOut = true;
  } finally {
    await pdf.destroy();
  }
  const { pages, confidences, textPages } = read;
  const ocrPages = confidences.length;
  const method = ocrPages === 0 ? "text-layer" : textPages === 0 ? "ocr" : "mixed";
  const confidence = ocrPages ? confidences.reduce((s, c) => s + c, 0) / ocrPages : undefined;
  return {
    pages,
    method,
    ...(confidence === undefined ? {} : { confidence }),
    hasInk: read.hasInk,
    ocrPages,
    pageCount: pdf.numPages,
    timedOut: read.timedOut,
  };
}

/** One PDF read page by page within the budget; what it gathered stays readable when time runs out. */
class PdfReading {
  readonly pages: TextPage[] = [];
  readonly confidences: number[] = [];
  textPages = 0;
  hasInk = false;
  timedOut = false;
  private ocrEstimateMs = FIRST_OCR_ESTIMATE_MS;
  private hiddenPrintLooks = 0;

  constructor(
    private readonly pdf: PDFDocumentProxy,
    private readonly budget: Budget,
  ) {}

  async run(): Promise<void> {
    const scanned = await this.scan();
    const chosen = new Set(
      selectPages(
        scanned.map((p) => ({
          number: p.number,
          score: p.quality === "good" || p.quality === "short" ? declarationsScore(p.layer) : null,
        })),
        MAX_PAGES_READ,
      ),
    );
    for (const page of scanned.filter((p) => chosen.has(p.number))) await this.read(page);
  }

  /** The text layer of the first pages, yielding between pages so the process stays responsive. */
  private async scan(): Promise<ScannedPage[]> {
    const scanned: ScannedPage[] = [];
    const last = Math.min(this.pdf.numPages, MAX_PAGES_SCANNED);
    for (let number = 1; number <= last; number++) {
      this.budget.check();
      const layer = await untilDeadline(pdfPageText(this.pdf, number), this.budget);
      scanned.push({ number, layer, quality: textLayerQuality(layer) });
      await yieldToEventLoop();
    }
    return scanned;
  }

  private async read({ number, layer, quality }: ScannedPage): Promise<void> {
    this.budget.check();
    if (quality === "good") return this.keepLayer(await this.withHiddenPrint(number, layer));
    // A short but readable text layer on a page without pictures (a cover or an end page) is
    // all the page has; only pages with text missing or scanned go through OCR.
    if (quality === "short" && !(await untilDeadline(pageHasImages(this.pdf, number), this.budget)))
      return this.keepLayer(layer);
    // A page that would not be read before the deadline is not started: its CPU goes to nothing.
    if (this.budget.remainingMs() < this.ocrEstimateMs) {
      this.timedOut = true;
      if (quality === "short") this.keepLayer(layer);
      return;
    }
    const image = await untilDeadline(renderPdfPage(this.pdf, number), this.budget);
    if (inkRatio(image) < BLANK_INK) {
      if (layer.lines.length) this.hasInk = true;
      this.pages.push(layer);
      return;
    }
    this.hasInk = true;
    const started = performance.now();
    const ocr = await ocrPage(image, this.budget.signal);
    this.ocrEstimateMs = performance.now() - started;
    this.pages.push(ocr.page);
    this.confidences.push(ocr.confidence);
  }

  /**
   * The layer, with what the page prints outside it (values drawn as outlines or pasted in as a
   * picture beside labels that are text) read by OCR and set among its words.
   */
  private async withHiddenPrint(number: number, layer: TextPage): Promise<TextPage> {
    if (this.hiddenPrintLooks >= MAX_HIDDEN_PRINT_LOOKS) return layer;
    const graphics = await untilDeadline(pageGraphics(this.pdf, number), this.budget);
    if (!graphics.images && graphics.outlines < MIN_OUTLINES) return layer;
    // The layer alone is an answer; a look that could not finish its OCR before the deadline is not.
    if (this.budget.remainingMs() < 2 * this.ocrEstimateMs) return layer;
    this.hiddenPrintLooks++;
    const look = await untilDeadline(renderPdfPage(this.pdf, number, LOOK_SCALE), this.budget);
    const runs = hiddenInkRuns(look, layer);
    const glyphs = runs.reduce((n, r) => n + r.glyphs, 0);
    if (runs.length < MIN_HIDDEN_RUNS || glyphs < MIN_HIDDEN_GLYPHS) return layer;
    const image = await untilDeadline(renderPdfPage(this.pdf, number), this.budget);
    const started = performance.now();
    const ocr = await ocrPage(image, this.budget.signal);
    this.ocrEstimateMs = performance.now() - started;
    this.confidences.push(ocr.confidence);
    const found = wordsOverRuns(
      ocr.page.lines.flatMap((l) => l.words),
      runs,
      layer,
    );
    return found.length
      ? { ...layer, lines: groupIntoLines([...layer.lines.flatMap((l) => l.words), ...found]) }
      : layer;
  }

  private keepLayer(layer: TextPage): void {
    this.pages.push(layer);
    this.textPages++;
    this.hasInk = true;
  }
}
