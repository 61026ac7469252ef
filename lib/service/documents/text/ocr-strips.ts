import { ocrPool, type OcrLine, type OcrResult } from "./ocr-pool";
import { deskew } from "./deskew";
import { toPgm, type Gray } from "./normalize";

// One page, read by every worker of the pool at once: the page is cut into horizontal strips at
// blank rows between lines of print, each strip is recognised on its own worker, and the lines are
// put back in page coordinates. A dropped document is then read in about half the time on two
// cores, and no line is ever cut in two.

/** Pages shorter than this are one strip: the split would cost more than it saves. */
const MIN_STRIP_HEIGHT = 600;
/** How far from the even split a cut may move to find white space, as a share of a strip's height. */
const SEARCH_SHARE = 0.15;
/** Darker than this is ink; the page arrives stretched to dark print on white paper. */
const INK = 128;

/**
 * Row boundaries `[0, …, height]` splitting the page into at most `count` strips at blank rows.
 * Strips hold equal shares of strokes rather than equal heights: the work is in the print, and a
 * page often ends in white space.
 */
export function stripCuts(page: Gray, count: number): number[] {
  const n = Math.max(1, Math.min(count, Math.floor(page.height / MIN_STRIP_HEIGHT)));
  if (n === 1) return [0, page.height];
  const ink = rowInk(page);
  const total = ink.reduce((s, v) => s + v, 0);
  const reach = Math.round((page.height / n) * SEARCH_SHARE);
  const cuts = [0];
  let sum = 0;
  let y = 0;
  for (let k = 1; k < n; k++) {
    while (y < page.height && sum < (total * k) / n) sum += ink[y++];
    const from = Math.max(cuts[cuts.length - 1] + 1, y - reach);
    cuts.push(blankestRow(ink, from, Math.max(from + 1, y + reach), y));
  }
  cuts.push(page.height);
  return cuts;
}

/**
 * Strokes per row (paper-to-ink edges): print crosses many of them, while a table rule or a
 * filled band, however dark, crosses few and costs the recogniser little.
 */
function rowInk(page: Gray): Uint32Array {
  const ink = new Uint32Array(page.height);
  for (let y = 0; y < page.height; y++) {
    let n = 0;
    const row = y * page.width;
    for (let x = 1; x < page.width; x++) if (page.data[row + x] < INK && page.data[row + x - 1] >= INK) n++;
    ink[y] = n;
  }
  return ink;
}

/**
 * A row in the middle of a gap between lines in [from, to): among the runs of least-inked rows
 * at least half as tall as the tallest (the gaps between lines, not the space inside one), the
 * one nearest `target`, so the split stays balanced.
 */
function blankestRow(ink: Uint32Array, from: number, to: number, target: number): number {
  const end = Math.min(to, ink.length - 1);
  let least = Infinity;
  for (let y = from; y < end; y++) least = Math.min(least, ink[y]);
  const runs: { start: number; length: number }[] = [];
  let start = -1;
  for (let y = from; y <= end; y++) {
    const blank = y < end && ink[y] <= least;
    if (blank && start < 0) start = y;
    if (!blank && start >= 0) {
      runs.push({ start, length: y - start });
      start = -1;
    }
  }
  if (!runs.length) return Math.min(Math.max(target, from), end);
  const tallest = Math.max(...runs.map((r) => r.length));
  const middle = (r: { start: number; length: number }) => r.start + Math.floor(r.length / 2);
  const gaps = runs.filter((r) => r.length * 2 >= tallest);
  return middle(gaps.reduce((a, b) => (Math.abs(middle(b) - target) < Math.abs(middle(a) - target) ? b : a)));
}

/** Rows [y0, y1) of a page, sharing its pixels. */
export function rows(page: Gray, y0: number, y1: number): Gray {
  return { data: page.data.subarray(y0 * page.width, y1 * page.width), width: page.width, height: y1 - y0 };
}

function shift(line: OcrLine, dy: number): OcrLine {
  const box = (b: OcrLine["bbox"]) => ({ x0: b.x0, x1: b.x1, y0: b.y0 + dy, y1: b.y1 + dy });
  return { bbox: box(line.bbox), words: line.words.map((w) => ({ ...w, bbox: box(w.bbox) })) };
}

/** The strips one above the other again, each as it was read (levelled, so perhaps taller). */
function stack(strips: Gray[]): Gray {
  const width = strips[0].width;
  const height = strips.reduce((h, s) => h + s.height, 0);
  const data = new Uint8Array(width * height);
  let offset = 0;
  for (const s of strips) {
    data.set(s.data, offset);
    offset += s.data.length;
  }
  return { data, width, height };
}

export interface StripReading extends OcrResult {
  /** The page as it was read: each strip levelled on its own and stacked; line boxes refer to it. */
  page: Gray;
}

/**
 * The page read strip by strip in parallel, each strip levelled on its own first, as one result
 * in the coordinates of the levelled strips stacked again.
 */
export async function recognizeInStrips(
  page: Gray,
  count = ocrPool().size,
  levelEach = true,
  signal?: AbortSignal,
): Promise<StripReading> {
  const cuts = stripCuts(page, count);
  const strips = cuts.slice(1).map((y1, i) => {
    const strip = rows(page, cuts[i], y1);
    return levelEach ? deskew(strip).page : strip;
  });
  const parts = await Promise.all(strips.map((strip) => ocrPool().recognize(toPgm(strip), { signal })));
  const tops = strips.map((_, i) => strips.slice(0, i).reduce((h, s) => h + s.height, 0));
  const lines = parts.flatMap((part, i) => part.lines.map((line) => shift(line, tops[i])));
  const words = lines.flatMap((l) => l.words);
  const confidence = words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;
  return { lines, confidence, page: strips.length === 1 ? strips[0] : stack(strips) };
}
