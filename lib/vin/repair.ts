// A single OCR'd VIN repaired on its own: illegal letters, one stray or missing character.

import { VIN_PATTERN, vinCheckDigitValid } from "./index";

/** Characters OCR confuses; I, O and Q never occur in a VIN. */
const CONFUSABLE: Record<string, string[]> = {
  I: ["1"],
  O: ["0"],
  Q: ["0"],
  "0": ["D", "Q"],
  "1": ["I", "L", "7"],
  "8": ["B", "3"],
  B: ["8"],
  "5": ["S"],
  S: ["5"],
  "2": ["Z"],
  Z: ["2"],
  "6": ["G"],
  G: ["6"],
  D: ["0"],
  "9": ["g"],
};

/**
 * Repairs an OCR'd VIN: illegal letters, one stray or missing character. Returns the candidate
 * whose check digit holds, or null when no single repair gives one. A VIN that is already
 * well-formed is never changed: a printed VIN may legitimately fail its check digit.
 */
export function repairVin(raw: string): string | null {
  const v = raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
  if (VIN_PATTERN.test(v)) return v;
  const candidates = new Set<string>();
  const substitute = (s: string): string[] => {
    const bad = [...s].map((c, i) => (/[IOQ]/.test(c) ? i : -1)).filter((i) => i >= 0);
    if (!bad.length) return [s];
    if (bad.length > 2) return [];
    let out = [s];
    for (const i of bad)
      out = out.flatMap((t) =>
        (CONFUSABLE[t[i]] ?? []).filter((r) => /[A-Z0-9]/.test(r)).map((r) => t.slice(0, i) + r + t.slice(i + 1)),
      );
    return out;
  };
  if (v.length === 17) for (const s of substitute(v)) candidates.add(s);
  if (v.length === 18)
    for (let i = 0; i < 18; i++) for (const s of substitute(v.slice(0, i) + v.slice(i + 1))) candidates.add(s);
  const valid = [...candidates].filter((c) => VIN_PATTERN.test(c) && vinCheckDigitValid(c));
  if (valid.length === 1) return valid[0];
  // I, O and Q have one reading each; a dropped character is only trusted with the check digit.
  const wellFormed = [...candidates].filter((c) => VIN_PATTERN.test(c));
  return v.length === 17 && wellFormed.length === 1 ? wellFormed[0] : null;
}
