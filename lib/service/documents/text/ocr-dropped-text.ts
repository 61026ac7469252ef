import { PSM } from "tesseract.js";
import { inkRunsOutside, type PixelBox } from "./hidden-print";
import { median, toPgm } from "./normalize";
import { ocrPool, type OcrLine, type OcrWord } from "./ocr-pool";
import { rows, type StripReading } from "./ocr-strips";

// Tesseract's page layout analysis sometimes leaves whole columns of a ruled table unread: the
// limits and the per-vehicle prices right of a coverage name, between dotted row rules, never reach
// the recogniser, and the page reads "Bodily Injury Liability" with nothing after it. Ink left in
// glyph-sized runs where no word was read is read again as sparse text (no layout analysis), and
// the words over those runs join the page.

/** Unread print worth a second pass: a stray mark or a signature is fewer words and glyphs. */
const MIN_RUNS = 3;
const MIN_GLYPHS = 20;
/** A line's ink is about this share of its font size; glyph sizes are judged against the font size. */
const INK_PER_EM = 0.78;

const area = (b: PixelBox) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
const overlap = (a: PixelBox, b: PixelBox) =>
  area({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) });

/** Adds to `reading` the words tesseract's layout analysis left unread (see above); in place. */
export async function readDroppedText(reading: StripReading, signal?: AbortSignal): Promise<void> {
  const words = reading.lines.flatMap((l) => l.words);
  if (!words.length) return;
  const em = median(reading.lines.map((l) => l.bbox.y1 - l.bbox.y0)) / INK_PER_EM;
  const runs = inkRunsOutside(
    reading.page,
    words.map((w) => w.bbox),
    em,
  );
  if (runs.length < MIN_RUNS || runs.reduce((n, r) => n + r.glyphs, 0) < MIN_GLYPHS) return;
  const page = reading.page;
  const y0 = Math.max(0, Math.floor(Math.min(...runs.map((r) => r.y0)) - em));
  const y1 = Math.min(page.height, Math.ceil(Math.max(...runs.map((r) => r.y1)) + em));
  const part = await ocrPool().recognize(toPgm(rows(page, y0, y1)), {
    params: { tessedit_pageseg_mode: String(PSM.SPARSE_TEXT) },
    signal,
  });
  const shift = (b: PixelBox): PixelBox => ({ x0: b.x0, x1: b.x1, y0: b.y0 + y0, y1: b.y1 + y0 });
  const found: OcrLine[] = [];
  for (const line of part.lines) {
    const kept: OcrWord[] = line.words
      .map((w) => ({ ...w, bbox: shift(w.bbox) }))
      .filter(
        (w) =>
          /[A-Za-z0-9$]/.test(w.text) &&
          runs.some((r) => overlap(w.bbox, r) >= 0.5 * Math.min(area(w.bbox), area(r))) &&
          !words.some((o) => overlap(w.bbox, o.bbox) > 0.3 * area(w.bbox)),
      );
    if (!kept.length) continue;
    found.push({
      words: kept,
      bbox: {
        x0: Math.min(...kept.map((w) => w.bbox.x0)),
        y0: Math.min(...kept.map((w) => w.bbox.y0)),
        x1: Math.max(...kept.map((w) => w.bbox.x1)),
        y1: Math.max(...kept.map((w) => w.bbox.y1)),
      },
    });
  }
  reading.lines.push(...found);
}
