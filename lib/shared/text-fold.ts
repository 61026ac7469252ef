// Text folding shared by the name and address comparisons: names arrive from carriers,
// OCR and people typing, so case, accents and punctuation carry no meaning here.

const LETTER_FOLDS: Record<string, string> = { ß: "ss", æ: "ae", ø: "o", œ: "oe", đ: "d", ł: "l", þ: "th" };

/** Lowercase, without accents (NFKD does not decompose ß, æ, ø… so those are mapped by hand). */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæøœđłþ]/g, (ch) => LETTER_FOLDS[ch] ?? ch);
}

/**
 * Folded words. Dots and apostrophes join ("N.A." → "na", "O'Brien" → "obrien") because they sit
 * inside abbreviations and surnames; any other punctuation separates words.
 */
export function words(text: string): string[] {
  return foldText(text)
    .replace(/&/g, " and ")
    .replace(/[.'’`‘]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((word) => word.length > 0);
}

/** True when the two strings differ only in surrounding whitespace. */
export function sameText(a: string, b: string): boolean {
  return a.trim() === b.trim();
}
