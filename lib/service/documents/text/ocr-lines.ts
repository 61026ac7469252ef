import type { OcrLine, OcrWord } from "./ocr-pool";

// Tesseract's lines, reshaped to what a PDF text layer would give. Tesseract joins things that sit
// side by side with some vertical overlap into one line: in a table whose label is centred
// between a limit and a premium, the label and the premiums become one line, and the parser then
// pairs the wrong values. It also reports specks (row shading, dust) as "." or "i".

/** Words shorter than this share of the line's typical word are specks, not print. */
const SPECK = 0.35;
/** Centres further apart than this share of the typical word height are on different lines. */
const SPLIT = 0.45;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

const height = (w: OcrWord) => w.bbox.y1 - w.bbox.y0;
const centre = (w: OcrWord) => (w.bbox.y0 + w.bbox.y1) / 2;

/** Dashes are short by nature and mean "not carried" in a table, so they are never specks. */
function isSpeck(word: OcrWord, typical: number): boolean {
  return height(word) < SPECK * typical && !/^[-–—]+$/.test(word.text.trim());
}

/** One tesseract line as one or more lines: specks dropped, vertically separate rows split apart. */
export function splitOcrLine(line: OcrLine): OcrLine[] {
  // On a short line specks can be the majority; the tallest word bounds the typical height.
  const typical = Math.max(median(line.words.map(height)), 0.5 * Math.max(...line.words.map(height)));
  const words = line.words.filter((w) => !isSpeck(w, typical));
  if (!words.length) return [];
  // Dashes sit at mid-height and carry no height of their own; they follow the nearest group.
  const tall = words.filter((w) => !/^[-–—]+$/.test(w.text.trim()));
  const sorted = [...(tall.length ? tall : words)].sort((a, b) => centre(a) - centre(b));
  const groups: OcrWord[][] = [[sorted[0]]];
  for (let i = 1; i < sorted.length; i++) {
    if (centre(sorted[i]) - centre(sorted[i - 1]) > SPLIT * typical) groups.push([]);
    groups[groups.length - 1].push(sorted[i]);
  }
  const centres = groups.map((g) => median(g.map(centre)));
  for (const dash of words.filter((w) => !tall.includes(w))) {
    let best = 0;
    for (let g = 1; g < groups.length; g++)
      if (Math.abs(centres[g] - centre(dash)) < Math.abs(centres[best] - centre(dash))) best = g;
    groups[best].push(dash);
  }
  return groups.map((g) => {
    // The band comes from the print alone: table rules read as tall "|" words and tesseract's
    // line box takes them in, which would make the row look twice its height.
    const print = g.filter((w) => height(w) <= 1.3 * typical && /[A-Za-z0-9$]/.test(w.text));
    const band = print.length ? print : g;
    return {
      words: [...g].sort((a, b) => a.bbox.x0 - b.bbox.x0),
      bbox: {
        x0: Math.min(...g.map((w) => w.bbox.x0)),
        y0: Math.min(...band.map((w) => w.bbox.y0)),
        x1: Math.max(...g.map((w) => w.bbox.x1)),
        y1: Math.max(...band.map((w) => w.bbox.y1)),
      },
    };
  });
}
