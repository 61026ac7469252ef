import type { TextLine, Word } from "./types";

// Groups positioned words into reading lines. Words come from PDF text items (often several words
// per item, sometimes a single glyph) or OCR; both are merged the same way.

const median = (values: number[]): number => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Gap, as a share of the glyph height, below which two fragments belong to one word (split ligatures). */
const JOIN_GAP = 0.12;
/** Letter-spaced headings ("P O L I C Y") are runs of single glyphs with gaps under this share. */
const LETTER_SPACED_GAP = 0.75;

function isGlyph(text: string): boolean {
  return text.length === 1 && /[A-Za-z0-9&]/.test(text);
}

/** A text item of single glyphs with spaces between ("P O I N T"): letter-spaced print. */
const SPACED_GLYPHS = /^(?:[A-Za-z0-9&] )+[A-Za-z0-9&]$/;
/** Glyphs in spaced items a line needs before they are read as letter-spacing, not as "A B". */
const MIN_SPACED_GLYPHS = 5;

/** One word per glyph of a spaced item, at evenly advancing positions across its width. */
function glyphWords(word: Word): Word[] {
  const advance = word.w / word.text.length;
  return [...word.text].flatMap((c, i) =>
    c === " " ? [] : [{ ...word, text: c, x: word.x + i * advance, w: advance }],
  );
}

/**
 * Some carriers letter-space a line and put the spaces into the text ("1 0 3 3 0 E P O I N T");
 * split into glyphs, such a line is put back together by the gaps, like any letter-spaced heading.
 */
function expandSpacedGlyphs(words: Word[]): Word[] {
  const spaced = words.filter((w) => SPACED_GLYPHS.test(w.text));
  const glyphs = spaced.reduce((n, w) => n + (w.text.length + 1) / 2, 0);
  return glyphs >= MIN_SPACED_GLYPHS ? words.flatMap((w) => (SPACED_GLYPHS.test(w.text) ? glyphWords(w) : [w])) : words;
}

/** Merges fragments of one line, left to right, into words and phrases. */
export function mergeFragments(words: Word[]): Word[] {
  const sorted = expandSpacedGlyphs(words).sort((a, b) => a.x - b.x);
  const out: Word[] = [];
  let glyphRun = false;
  for (const word of sorted) {
    const prev = out[out.length - 1];
    if (prev) {
      const h = Math.min(prev.h, word.h) || 1;
      const gap = word.x - (prev.x + prev.w);
      const glyphs: boolean = isGlyph(word.text) && (isGlyph(prev.text) || glyphRun);
      if (gap < JOIN_GAP * h || (glyphs && gap < LETTER_SPACED_GAP * h)) {
        const right = Math.max(prev.x + prev.w, word.x + word.w);
        prev.text += word.text;
        prev.y = Math.min(prev.y, word.y);
        prev.h = Math.max(prev.h, word.h);
        prev.w = right - prev.x;
        glyphRun = glyphs;
        continue;
      }
    }
    glyphRun = false;
    out.push({ ...word });
  }
  return out;
}

/**
 * A line of words, left to right. PDF fragments are merged into words first; OCR words are taken
 * as they are (`merge` false): tesseract has already judged the spaces, and tight print in a blurry
 * photo would otherwise run words together.
 */
export function lineFromWords(words: Word[], merge = true): TextLine {
  const kept = words.filter((w) => w.text.trim() !== "");
  const merged = merge ? mergeFragments(kept) : kept.map((w) => ({ ...w })).sort((a, b) => a.x - b.x);
  const h = median(merged.map((w) => w.h));
  return {
    text: merged.map((w) => w.text.trim()).join(" "),
    x: merged.length ? merged[0].x : 0,
    y: merged.length ? Math.min(...merged.map((w) => w.y)) : 0,
    h,
    words: merged.map((w) => ({ ...w, text: w.text.trim() })),
  };
}

/** Clusters words whose vertical centres lie within ~40% of the glyph height, top to bottom. */
export function groupIntoLines(words: Word[]): TextLine[] {
  const sorted = words.filter((w) => w.text.trim() !== "").sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  const clusters: { centre: number; h: number; words: Word[] }[] = [];
  for (const word of sorted) {
    const centre = word.y + word.h / 2;
    const last = clusters[clusters.length - 1];
    if (last && Math.abs(centre - last.centre) < 0.4 * Math.min(last.h, word.h)) {
      last.words.push(word);
      continue;
    }
    clusters.push({ centre, h: word.h, words: [word] });
  }
  return clusters.map((c) => lineFromWords(c.words)).filter((l) => l.text !== "");
}

/**
 * OCR yields one line per text block; blocks side by side on one row (columns of a form) are
 * rejoined so that a label and its value share a line, as they do in a PDF text layer.
 */
export function mergeRowFragments(lines: TextLine[]): TextLine[] {
  const sorted = [...lines].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextLine[][] = [];
  for (const line of sorted) {
    const row = rows.find((r) => {
      const overlap = (other: TextLine) => Math.min(other.y + other.h, line.y + line.h) - Math.max(other.y, line.y);
      const gap = (other: TextLine) =>
        Math.max(line.x - (other.x + lineWidth(other)), other.x - (line.x + lineWidth(line)));
      if (!r.every((other) => gap(other) > -Math.max(1, 0.5 * Math.min(other.h, line.h)))) return false;
      if (r.every((other) => overlap(other) > 0.6 * Math.min(other.h, line.h))) return true;
      // Pieces of one slanted or curved line (a photographed page) sit right next to each other,
      // off by part of a line height; pieces of different columns are far apart and level.
      return r.some(
        (other) => gap(other) < 1.2 * Math.min(other.h, line.h) && overlap(other) > 0.3 * Math.min(other.h, line.h),
      );
    });
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows
    .map((r) =>
      lineFromWords(
        r.flatMap((l) => l.words),
        false,
      ),
    )
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

function lineWidth(line: TextLine): number {
  const last = line.words[line.words.length - 1];
  return last ? last.x + last.w - line.x : 0;
}
