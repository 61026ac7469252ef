import { createCanvas, type Image } from "@napi-rs/canvas";
import type { Gray } from "./normalize";
import type { TextPage, Word } from "./types";

// Print a PDF draws outside its text layer: values set as outlines or pasted in as a picture beside
// labels that are real text (a form filled by one program and printed by another, a scan with an
// OCR layer for some words only). The layer reads "Bodily Injury" with nothing after it, so the
// page is looked at: ink left over once the layer's words are blanked out, in glyph-sized pieces
// lined up as words, is print the layer does not hold.

/** A run of glyph-sized ink on one baseline, in the layer's units (PAGE_WIDTH wide). */
export interface InkRun {
  x: number;
  y: number;
  w: number;
  h: number;
  glyphs: number;
}

/** Darker than this is ink on a rendered page (white paper, black print, grey rules). */
const INK = 140;
/** Runs of at least this many glyphs count as words; logos and check boxes are fewer. */
const MIN_GLYPHS = 3;

/** A box in pixels of the image being looked at. */
export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Runs of glyph-like ink not covered by the layer's words. A page whose layer holds all its print
 * gives none (rules and boxes are too long or too thin to be glyphs; a logo is one or two runs).
 */
export function hiddenInkRuns(image: Image, layer: TextPage): InkRun[] {
  const width = image.width;
  const height = image.height;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < gray.length; i += 4, j++) gray[j] = rgba[i];
  const k = width / layer.width;
  const boxes = layer.lines
    .flatMap((l) => l.words)
    .map((w) => ({ x0: w.x * k, y0: w.y * k, x1: (w.x + w.w) * k, y1: (w.y + w.h) * k }));
  return inkRunsOutside({ data: gray, width, height }, boxes, typicalGlyphHeight(layer) * k).map((r) => ({
    x: r.x0 / k,
    y: r.y0 / k,
    w: (r.x1 - r.x0 + 1) / k,
    h: (r.y1 - r.y0 + 1) / k,
    glyphs: r.glyphs,
  }));
}

/**
 * Runs of glyph-sized ink (`em` pixels a letter) on a grey page outside `boxes` (words already
 * read, blanked with a margin for descenders and accents), in pixels.
 */
export function inkRunsOutside(page: Gray, boxes: PixelBox[], em: number): (PixelBox & { glyphs: number })[] {
  const { width, height } = page;
  const ink = new Uint8Array(width * height);
  for (let j = 0; j < ink.length; j++) ink[j] = page.data[j] < INK ? 1 : 0;
  for (const b of boxes) {
    const pad = 0.3 * Math.min(em, b.y1 - b.y0);
    const x0 = Math.max(0, Math.floor(b.x0 - pad));
    const x1 = Math.min(width - 1, Math.ceil(b.x1 + pad));
    const y0 = Math.max(0, Math.floor(b.y0 - pad));
    const y1 = Math.min(height - 1, Math.ceil(b.y1 + pad));
    for (let y = y0; y <= y1; y++) ink.fill(0, y * width + x0, y * width + x1 + 1);
  }
  const glyphs = components(ink, width, height).filter((c) => isGlyph(c, em));
  return runs(glyphs, em);
}

/** The layer's usual font size: the scale glyphs of hidden print are judged against. */
function typicalGlyphHeight(layer: TextPage): number {
  const heights = layer.lines
    .flatMap((l) => l.words)
    .map((w) => w.h)
    .sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)] : 9;
}

/** A glyph is about as tall as a letter of print and not a long stroke (a rule, a box side). */
function isGlyph(c: PixelBox, em: number): boolean {
  const w = c.x1 - c.x0 + 1;
  const h = c.y1 - c.y0 + 1;
  return h >= 0.35 * em && h <= 1.6 * em && w <= 1.5 * em && w >= 0.05 * em;
}

/** 8-connected components of ink, as bounding boxes. */
function components(ink: Uint8Array, width: number, height: number): PixelBox[] {
  const out: PixelBox[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start]) continue;
    ink[start] = 0;
    stack.push(start);
    const c = { x0: width, y0: height, x1: -1, y1: -1 };
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (ink[q]) {
            ink[q] = 0;
            stack.push(q);
          }
        }
      }
    }
    out.push(c);
  }
  return out;
}

/** Glyphs chained left to right on a shared band, a letter's width apart at most: words. */
function runs(glyphs: PixelBox[], em: number): (PixelBox & { glyphs: number })[] {
  const sorted = [...glyphs].sort((a, b) => a.x0 - b.x0);
  const open: (PixelBox & { glyphs: number })[] = [];
  for (const g of sorted) {
    const centre = (g.y0 + g.y1) / 2;
    const run = open.find(
      (r) => Math.abs((r.y0 + r.y1) / 2 - centre) < 0.45 * em && g.x0 - r.x1 <= 0.9 * em && g.x0 - r.x1 >= -0.2 * em,
    );
    if (run) {
      run.x1 = Math.max(run.x1, g.x1);
      run.y0 = Math.min(run.y0, g.y0);
      run.y1 = Math.max(run.y1, g.y1);
      run.glyphs++;
    } else open.push({ ...g, glyphs: 1 });
  }
  return open.filter((r) => r.glyphs >= MIN_GLYPHS);
}

/** OCR words over hidden print: inside a run, and clear of every word the layer already holds. */
export function wordsOverRuns(ocr: Word[], runs: InkRun[], layer: TextPage): Word[] {
  const layerWords = layer.lines.flatMap((l) => l.words);
  const overlaps = (a: Word | InkRun, b: Word | InkRun) => {
    const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
    const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
    return w > 0 && h > 0 ? w * h : 0;
  };
  return ocr.filter(
    (w) =>
      /[A-Za-z0-9]/.test(w.text) &&
      runs.some((r) => overlaps(w, r) >= 0.5 * w.w * Math.min(w.h, r.h)) &&
      !layerWords.some((l) => overlaps(w, l) > 0.3 * w.w * w.h),
  );
}
