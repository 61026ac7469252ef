import { yieldToEventLoop } from "./budget";
import { ocrPool } from "./ocr-pool";
import { lineFromWords, mergeRowFragments } from "./layout";
import { prepareForOcr } from "./raster";
import { splitOcrLine } from "./ocr-lines";
import { recognizeInStrips } from "./ocr-strips";
import { deskew } from "./deskew";
import { snapLabelWord } from "./ocr-vocabulary";
import { readDroppedText } from "./ocr-dropped-text";
import { rereadVins } from "./reread-vins";
import { PAGE_WIDTH, type TextPage, type Word } from "./types";
import type { Image } from "@napi-rs/canvas";

export interface OcrPage {
  page: TextPage;
  /** 0..1 */
  confidence: number;
  wordCount: number;
}

/** Share of the font size covered by the ink of a line of mixed print (caps, digits, some descenders). */
const INK_PER_EM = 0.78;

/**
 * OCR of one page image into lines with geometry in PAGE_WIDTH units; `signal` (the document's
 * deadline) takes the page off the OCR workers.
 */
export async function ocrPage(image: Image, signal?: AbortSignal): Promise<OcrPage> {
  const raster = prepareForOcr(image);
  // Preparing a page is a second of synchronous work on a busy machine: the deadline's timer
  // gets its turn before each step, and a page past its deadline goes no further.
  await yieldToEventLoop();
  signal?.throwIfAborted();
  // A photo leans differently at its top and bottom (perspective), and each strip is deskewed on
  // its own; a scan leans evenly and is read whole, which measured better on scans (see bench).
  const gray = raster.photo ? raster.gray : deskew(raster.gray).page;
  await yieldToEventLoop();
  signal?.throwIfAborted();
  const result = await recognizeInStrips(gray, ocrPool().size, raster.photo, signal);
  await readDroppedText(result, signal);
  await rereadVins(result, result.page, signal);
  const scale = PAGE_WIDTH / raster.width;
  const lines = result.lines.flatMap(splitOcrLine).map((line) => {
    // Word boxes vary with ascenders and descenders; the line box gives every word the same band.
    // A PDF line's height is its font size, the em; ink spans about three quarters of it, so OCR
    // heights are scaled up to keep the parser's height-relative distances meaning the same.
    const ink = (line.bbox.y1 - line.bbox.y0) * scale;
    const h = ink / INK_PER_EM;
    const y = line.bbox.y0 * scale - (h - ink) / 2;
    const words: Word[] = line.words
      .map((w) => ({
        text: snapLabelWord(cleanOcrWord(w.text)),
        x: w.bbox.x0 * scale,
        y,
        w: (w.bbox.x1 - w.bbox.x0) * scale,
        h,
      }))
      .filter((w) => w.text !== "");
    return lineFromWords(words, false);
  });
  const wordCount = result.lines.reduce((n, l) => n + l.words.length, 0);
  return {
    page: {
      width: PAGE_WIDTH,
      height: result.page.height * scale,
      lines: mergeRowFragments(lines.filter((l) => l.text !== "")),
      ocr: true,
    },
    confidence: result.confidence / 100,
    wordCount,
  };
}

/** Table rules read as "|", "[" or "]" glued to words; they carry no text. */
function cleanOcrWord(text: string): string {
  return text
    .replace(/^[|[\]{}]+|[|[\]{}]+$/g, "")
    .replace(/^[—_]+$/, "")
    .trim();
}
