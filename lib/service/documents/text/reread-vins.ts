import { ocrPool, type OcrLine, type OcrResult, type OcrWord } from "./ocr-pool";
import { vinCheckDigitValid } from "@/lib/vin";
import { vinFromReadings } from "@/lib/vin/readings";
import { toPgm, type Gray } from "./normalize";

// VINs are the one field with no redundancy in the words around them, and OCR of a page reads
// them as ordinary words: S for 5, O for a slashed 0, I for J. A VIN-looking word whose check
// digit fails is settled from several readings — the page's own and re-reads of the word alone,
// enlarged, as one line — together with the model year printed on the same row (lib/vin/readings.ts).

const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** Re-reads: enlarged, VIN print reads best; with and without the VIN alphabet, two opinions each. */
const REREADS: { scale: number; alphabet: boolean }[] = [
  { scale: 1.5, alphabet: false },
  { scale: 2, alphabet: false },
  { scale: 2, alphabet: true },
];

/** A word that is probably a VIN misread: VIN-sized, letters and digits, not already valid. */
export function suspectVin(text: string): boolean {
  const t = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (t.length < 16 || t.length > 19) return false;
  if ((t.match(/\d/g)?.length ?? 0) < 4 || !/[A-Z]/.test(t)) return false;
  return !(t.length === 17 && vinCheckDigitValid(t));
}

/**
 * The model year printed with a VIN: a year word on its row (the nearest), or else the nearest
 * one in the rows around it, horizontally and vertically (a vehicle printed as a column block).
 */
export function nearbyYear(lines: OcrLine[], row: number, vin: OcrWord): number | null {
  const centre = (b: OcrWord["bbox"]) => ({ x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 });
  const v = centre(vin.bbox);
  const reach = 4 * (vin.bbox.y1 - vin.bbox.y0);
  let best: { year: number; distance: number } | null = null;
  lines.forEach((line, i) => {
    for (const w of line.words) {
      const text = w.text.replace(/[^A-Za-z0-9]/g, "");
      if (!/^(19[89]\d|20[0-3]\d)$/.test(text)) continue;
      const c = centre(w.bbox);
      if (i !== row && Math.abs(c.y - v.y) > reach) continue;
      // On the row, the year comes before the VIN in reading order: one to the right is another vehicle's.
      const dx = c.x < v.x ? v.x - c.x : 3 * (c.x - v.x);
      const distance = i === row ? dx / 100 : Math.abs(c.y - v.y) + Math.abs(c.x - v.x);
      if (!best || distance < best.distance) best = { year: Number(text), distance };
    }
  });
  return best === null ? null : (best as { year: number }).year;
}

/** Letters and digits only, with the look-alikes folded together, for telling two prints of one VIN apart. */
function fold(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/[OQD]/g, "0")
    .replace(/[IJL]/g, "1")
    .replace(/S/g, "5")
    .replace(/B/g, "8")
    .replace(/Z/g, "2")
    .replace(/G/g, "6");
}

/** Same VIN printed twice (vehicle list and coverage table): within 3 edits once look-alikes are folded. */
export function sameVin(a: string, b: string): boolean {
  const x = fold(a);
  const y = fold(b);
  if (Math.abs(x.length - y.length) > 2) return false;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length] <= 3;
}

/**
 * Replaces, in place, the text of suspect VIN words that their readings settle. A VIN printed more
 * than once on the page is settled once from the readings of every print, and a print read
 * cleanly (check digit holding) counts as a reading of the others.
 */
export async function rereadVins(result: OcrResult, page: Gray, signal?: AbortSignal): Promise<void> {
  const suspects = result.lines.flatMap((line, index) =>
    line.words.filter((w) => suspectVin(w.text)).map((word) => ({ word, year: nearbyYear(result.lines, index, word) })),
  );
  const clean = result.lines
    .flatMap((l) => l.words)
    .map((w) => w.text.toUpperCase().replace(/[^A-Z0-9]/g, ""))
    .filter((t) => t.length === 17 && /\d/.test(t) && /[A-Z]/.test(t) && vinCheckDigitValid(t));
  const readings = await Promise.all(
    suspects.map(async ({ word }) => [
      word.text,
      ...(await Promise.all(REREADS.map((r) => rereadWord(word, page, r.scale, r.alphabet, signal)))),
    ]),
  );
  suspects.forEach(({ word, year }) => {
    const prints = suspects.map((_, j) => j).filter((j) => sameVin(suspects[j].word.text, word.text));
    const pooled = [...prints.flatMap((j) => readings[j]), ...clean.filter((t) => sameVin(t, word.text))];
    const vin = vinFromReadings(pooled, year ?? prints.map((j) => suspects[j].year).find((y) => y) ?? null);
    if (vin) word.text = vin;
  });
}

async function rereadWord(
  word: OcrWord,
  page: Gray,
  scale: number,
  alphabet: boolean,
  signal: AbortSignal | undefined,
): Promise<string> {
  const crop = cropScaled(page, word.bbox, scale);
  const read = await ocrPool().recognize(toPgm(crop), {
    signal,
    params: { tessedit_pageseg_mode: "7", ...(alphabet ? { tessedit_char_whitelist: VIN_ALPHABET } : {}) },
  });
  return read.lines
    .flatMap((l) => l.words)
    .map((w) => w.text)
    .join("");
}

/** The word with a margin of white around it, resampled bilinearly by `scale`. */
export function cropScaled(page: Gray, box: OcrWord["bbox"], scale: number): Gray {
  const h = box.y1 - box.y0;
  const x0 = Math.max(0, Math.floor(box.x0 - h * 0.6));
  const y0 = Math.max(0, Math.floor(box.y0 - h * 0.4));
  const x1 = Math.min(page.width, Math.ceil(box.x1 + h * 0.6));
  const y1 = Math.min(page.height, Math.ceil(box.y1 + h * 0.4));
  const pad = Math.round(h * scale);
  const w = Math.max(1, Math.round((x1 - x0) * scale));
  const ht = Math.max(1, Math.round((y1 - y0) * scale));
  const width = w + 2 * pad;
  const height = ht + 2 * pad;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < ht; y++) {
    const fy = Math.min(y1 - y0 - 1, y / scale);
    const sy = y0 + Math.floor(fy);
    const sy1 = Math.min(y1 - 1, sy + 1);
    const ty = fy - Math.floor(fy);
    for (let x = 0; x < w; x++) {
      const fx = Math.min(x1 - x0 - 1, x / scale);
      const sx = x0 + Math.floor(fx);
      const sx1 = Math.min(x1 - 1, sx + 1);
      const tx = fx - Math.floor(fx);
      const top = page.data[sy * page.width + sx] * (1 - tx) + page.data[sy * page.width + sx1] * tx;
      const bottom = page.data[sy1 * page.width + sx] * (1 - tx) + page.data[sy1 * page.width + sx1] * tx;
      data[(y + pad) * width + x + pad] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
  return { data, width, height };
}
