import { ocrPool, type OcrResult, type OcrWord } from "../ocr-pool";
import { repairByCheckDigit, vinCheckDigitValid } from "../parse/vin";
import { toPgm, type Gray } from "./normalize";

// VINs are the one field with no redundancy in the words around them, and OCR of a page reads
// them as ordinary words: S for 5, I for 1 or 9, a stray I. A VIN-looking word whose check digit
// fails is read again on its own, larger and restricted to the VIN alphabet, and the new reading
// is kept only when its check digit holds, as read or after one look-alike swap (S/5, B/8, …).

const VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
/** Re-read scales: VIN print is small, and enlarged it reads best; a second size is a second opinion. */
const SCALES = [2, 3];

/** A word that is probably a VIN misread: VIN-sized, letters and digits, not already valid. */
export function suspectVin(text: string): boolean {
  const t = text.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (t.length < 16 || t.length > 19) return false;
  if ((t.match(/\d/g)?.length ?? 0) < 4 || !/[A-Z]/.test(t)) return false;
  return !(t.length === 17 && vinCheckDigitValid(t));
}

/** Replaces, in place, the text of suspect VIN words whose re-read yields a valid VIN. */
export async function rereadVins(result: OcrResult, page: Gray): Promise<void> {
  const suspects = result.lines.flatMap((l) => l.words).filter((w) => suspectVin(w.text));
  await Promise.all(
    suspects.map(async (word) => {
      for (const scale of SCALES) {
        const vin = await rereadWord(word, page, scale);
        if (vin) {
          word.text = vin;
          return;
        }
      }
      // The page's own reading comes last: it may hold an I that the check digit cannot tell
      // from 1 or J (they weigh the same), which the re-read, without I in its alphabet, settles.
      const repaired = repairByCheckDigit(word.text.replace(/[^A-Za-z0-9]/g, ""));
      if (repaired) word.text = repaired;
    }),
  );
}

async function rereadWord(word: OcrWord, page: Gray, scale: number): Promise<string | null> {
  const crop = cropScaled(page, word.bbox, scale);
  const read = await ocrPool().recognize(toPgm(crop), {
    params: { tessedit_pageseg_mode: "7", tessedit_char_whitelist: VIN_ALPHABET },
  });
  const text = read.lines
    .flatMap((l) => l.words)
    .map((w) => w.text)
    .join("")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  return repairByCheckDigit(text);
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
