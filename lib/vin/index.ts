// Vehicle Identification Numbers (ISO 3779, North American check digit rules): the one home of
// every VIN rule in the app. This file is pure and dependency-free so the dashboard's forms use it
// in the browser; the OCR repairs live beside it (repair.ts, readings.ts, wmi.ts).

/** 17 characters of A–Z / 0–9 without I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A well-formed VIN inside running text. */
export const VIN_IN_TEXT = /\b[A-HJ-NPR-Z0-9]{17}\b/;
/** Strings that can be VINs once OCR's extra I/O/Q or one stray character is repaired. */
export const VIN_CANDIDATE = /(?<![A-Z0-9])[A-Z0-9]{17,18}(?![A-Z0-9])/g;

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

/**
 * The form two VINs are compared in: I, O and Q never occur in a VIN, so in a typed or OCR'd one
 * they are misread digits; everything but letters and digits is dropped.
 */
export function vinMatchKey(vin: string): string {
  return vin
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .replace(/[OQ]/g, "0")
    .replace(/I/g, "1");
}

/** A token with the length and mix of letters and digits of a VIN (perhaps misread). */
export function looksLikeVin(token: string): boolean {
  const digits = token.replace(/\D/g, "").length;
  const letters = token.replace(/[^A-Z]/g, "").length;
  return token.length >= 16 && token.length <= 18 && digits >= 4 && letters >= 1 && !/^\d+$/.test(token);
}

/** Model-year characters (VIN position 10) in order: A = 1980 or 2010, 1 = 2001 or 2031. */
export const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * Both years position 10 can stand for (its 30-year cycles), whatever position 7 says and without
 * the check digit: evidence that a year printed beside the VIN belongs to it, not a reading.
 */
export function modelYearsOfVin(vin: string): number[] {
  const v = normaliseVin(vin);
  const i = VIN_PATTERN.test(v) ? YEAR_CODES.indexOf(v[9]) : -1;
  return i < 0 ? [] : [1980 + i, 2010 + i];
}

/**
 * The model year a VIN encodes, or null. Position 10 repeats every 30 years; for cars and light
 * trucks made for North America, a letter at position 7 marks the 2010–2039 cycle and a digit the
 * 1980–2009 one. Trusted only when the check digit holds, so an OCR misread cannot invent a year.
 */
export function modelYearOfVin(vin: string): number | null {
  const v = normaliseVin(vin);
  if (!VIN_PATTERN.test(v) || !vinCheckDigitValid(v)) return null;
  const i = YEAR_CODES.indexOf(v[9]);
  if (i < 0) return null;
  return (/[A-Z]/.test(v[6]) ? 2010 : 1980) + i;
}
