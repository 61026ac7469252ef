// Vehicle Identification Number helpers (ISO 3779, North American check digit rules).
// Pure and dependency-free so the dashboard can use them in the browser as well.

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Letter values of the North American transliteration table; I, O and Q never occur in a VIN. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Position weights 1–17; position 9 (the check digit itself) weighs 0. */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Upper-cases and removes the spaces and dashes people type or OCR inserts into VINs. */
export function normaliseVin(vin: string): string {
  return vin.replace(/[\s-]+/g, "").toUpperCase();
}

/** 17 characters of A–Z / 0–9 without I, O or Q (checked on the normalised form). */
export function isValidVinFormat(vin: string): boolean {
  return VIN_PATTERN.test(normaliseVin(vin));
}

/** The check digit a VIN should carry at position 9 ("0"–"9" or "X"), or null for a malformed VIN. */
export function computeVinCheckDigit(vin: string): string | null {
  const normalised = normaliseVin(vin);
  if (!VIN_PATTERN.test(normalised)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = normalised[i];
    const value = ch >= "0" && ch <= "9" ? Number(ch) : TRANSLITERATION[ch];
    sum += value * WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/**
 * True when position 9 matches the computed check digit. Mandatory for North American VINs;
 * some older European/Asian VINs legitimately fail it, so callers should treat false as a hint.
 */
export function vinCheckDigitValid(vin: string): boolean {
  const expected = computeVinCheckDigit(vin);
  return expected !== null && normaliseVin(vin)[8] === expected;
}
