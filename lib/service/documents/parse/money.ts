import { VEHICLE_NOUN } from "./vehicle-context";

// Amounts, limits and deductibles as printed on declarations pages: "$1,234.56", "100/300",
// "$100,000 each person / $300,000 each accident", "$500 ded", "Non-Ded", "500 Deductible".

export interface Amount {
  value: number;
  /** Printed with cents other than .00: a premium, never a limit or a deductible. */
  oddCents: boolean;
  hasCents: boolean;
  index: number;
  end: number;
}

/** A thousands or millions mark after a number, with the decimal the number left out ("1.5M"). */
const SCALE = /^(\.\d)?\s?(k|m|mil|million)\b/i;

/** Text ending in "#" or "Vehicle": the number after it is a vehicle's, not an amount. */
const VEHICLE_NUMBER_BEFORE = new RegExp(String.raw`(?:#|\b${VEHICLE_NOUN}\.?)\s?$`, "i");

// OCR reads "$" as "S" or "§" in front of digits.
const AMOUNT_RE = /(?:[$S§]\s?)?(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?![\d,]*\d)(?!\s*%)/g;

/** OCR reads thousands commas as periods ("100.000"); three digits after a period are never cents. */
export function normaliseNumbers(text: string): string {
  return text.replace(/(\d)\.(\d{3})(?![\d])/g, "$1,$2").replace(/(\d),(\d{3})\.(\d{3})(?!\d)/g, "$1,$2,$3");
}

/** Every amount in `text`, in order. Years, percentages and digits inside words are skipped. */
export function findAmounts(raw: string): Amount[] {
  const text = normaliseNumbers(raw);
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT_RE)) {
    const before = text.slice(0, m.index);
    // Fixed-width forms mark a deductible with a "D" glued to it ("ACV LESS D1000"): still an amount.
    const deductibleMark = /(?:^|[^A-Za-z])D$/.test(before) && /^\d{2,5}$/.test(m[0]);
    if (/[A-Za-z]$/.test(before) && !/[$S§]/.test(m[0][0]) && !deductibleMark) continue;
    // "#2", "Vehicle 2", "Auto 3": a vehicle's number, never an amount.
    if (!/[$S§]/.test(m[0][0]) && VEHICLE_NUMBER_BEFORE.test(before)) continue;
    if (/[S§]/.test(m[0][0]) && /[A-Za-z0-9]$/.test(before)) continue;
    const after = text.slice(m.index + m[0].length);
    // App and summary shorthand: "$100K", "$1M", "$1.5M", "$2 million".
    const scale = m[2] ? null : SCALE.exec(after);
    const millions = scale && /^m/i.test(scale[2]) && (/[$S§]/.test(m[0][0]) || /^\s+million/i.test(scale[0]));
    const thousands = scale && /^k$/i.test(scale[2]);
    if (/[A-Za-z]/.test(after[0] ?? "") && !millions) {
      // "500 ded" is an amount; "49H" or "12months" glued to letters is not. A number grouped in
      // thousands is one whatever a fixed-width form glues to it ("100,000D 200").
      if (!/^(?:ded|k\b)/i.test(after) && !m[1].includes(",")) continue;
    }
    const whole = Number(m[1].replace(/,/g, ""));
    const cents = m[2] ? Number(m[2]) : 0;
    let value = whole + cents;
    let end = m.index + m[0].length;
    if (millions || thousands) {
      value = Math.round((whole + Number(scale[1] ?? 0)) * (millions ? 1_000_000 : 1_000));
      end += scale[0].length;
    }
    out.push({ value, oddCents: !!m[2] && cents !== 0, hasCents: !!m[2], index: m.index, end });
  }
  return out;
}

export interface Limits {
  perPerson: number | null;
  perAccident: number | null;
  /** Third part of "100/300/50": property damage. */
  propertyDamage: number | null;
  single: number | null;
}

const QUALIFIERS =
  /\b(?:each|per|any one|ea\.?)\s+(?:person|accident|occurrence|occ|acc|claim|loss)\b|\bcombined single limit\b|\bcsl\b|\bsplit\b/gi;

/** "$100K", "$1M", "1 million" written out, so split limits in shorthand read like the rest. */
export function expandShorthand(text: string): string {
  const whole = (n: number) => Math.round(n).toLocaleString("en-US");
  return text
    .replace(/(\d+(?:\.\d+)?)\s?k\b/gi, (_, n: string) => whole(Number(n) * 1_000))
    .replace(
      /(?<=[$S]\s?)(\d+(?:\.\d+)?)\s?(?:m|mil|million)\b|(\d+(?:\.\d+)?)\s+million\b/gi,
      (_, a?: string, b?: string) => whole(Number(a ?? b) * 1_000_000),
    );
}

const NUMBER = "[$S]?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.00)?";
/** "person", or abbreviated after "ea" as mainframe forms print it ("EA PER", "EA PERS"). */
const PERSON_WORD = "(?:pers[o0]n|(?<=ea\\.?\\s*)pers?\\b\\.?)";
const ACCIDENT_WORD = "(?:acc[a-z]*|occ[a-z]*)";

interface Qualified {
  value: number;
  /** Where the number stands in the text. */
  at: number;
}

/** Every "$30,000 each person" ("… for each person") and, reversed, "Each person: $30,000" in a text. */
function qualified(text: string, word: string): Qualified[] {
  const forms = [
    new RegExp(`${NUMBER}\\s*(?:for\\s+)?(?:each|per|\\/|[a-z]{1,4}\\.?)\\s*${word}`, "gi"),
    new RegExp(`(?:each|per|ea\\.?)\\s*${word}\\s*[:=\\-–]?\\s*${NUMBER}`, "gi"),
  ];
  return forms.flatMap((re) =>
    [...text.matchAll(re)].map((m) => ({
      value: Number(m[1].replace(/,/g, "")),
      at: m.index + m[0].lastIndexOf(m[1]),
    })),
  );
}

/**
 * Limits in a coverage's limit text. Small split numbers are in thousands ("50/100" = $50,000 /
 * $100,000); a single amount is a per-accident, per-occurrence or combined single limit.
 */
export function parseLimits(raw: string): Limits {
  const text = expandShorthand(normaliseNumbers(raw));
  // "$30,000 each person  $60,000 each accident" (on one or two lines, without a slash; OCR may
  // mangle "each" into "ich" or "cach").
  // The first person limit, and the first accident limit that is another number than it: in
  // "Each person: $50,000 Each accident $100,000" the 50,000 also reads as "$50,000 each accident".
  const person = qualified(text, PERSON_WORD).sort((x, y) => x.at - y.at)[0];
  const accident =
    person &&
    qualified(text, ACCIDENT_WORD)
      .sort((x, y) => x.at - y.at)
      .find((a) => a.at !== person.at);
  if (person && accident) {
    return { perPerson: person.value, perAccident: accident.value, propertyDamage: null, single: null };
  }
  // "$250,000 per person, $500,000 per" with "accident" wrapped to the line below.
  const wrapped =
    person &&
    !new RegExp(`\\b${ACCIDENT_WORD}`, "i").test(text) &&
    new RegExp(`${NUMBER}\\s*(?:each|per)\\s*$`, "i").exec(text.trim());
  if (wrapped && Number(wrapped[1].replace(/,/g, "")) > person.value) {
    return {
      perPerson: person.value,
      perAccident: Number(wrapped[1].replace(/,/g, "")),
      propertyDamage: null,
      single: null,
    };
  }
  const cleaned = normaliseNumbers(text).replace(QUALIFIERS, " ").replace(/\s+/g, " ");
  // "$250000/$500000": a number without commas is read whole, never cut after three digits.
  const split =
    /(?:[$S]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.00)?\s*\/\s*(?:[$S]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.00)?(?:\s*\/\s*(?:[$S]\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.00)?)?/.exec(
      cleaned,
    );
  if (split) {
    const nums = [split[1], split[2], split[3]].map((s) => (s ? Number(s.replace(/,/g, "")) : null));
    // "500/1000" is $500,000/$1,000,000: the first part under a thousand and no number written as dollars.
    const bare = !/[$S,]/.test(split[0]);
    const thousands =
      nums.every((n) => n === null || n < 1000) ||
      (bare && nums[0]! < 1000 && nums.every((n) => n === null || n < 10_000));
    const scaled = nums.map((n) => (n === null ? null : thousands ? n * 1000 : n));
    return { perPerson: scaled[0], perAccident: scaled[1], propertyDamage: scaled[2], single: null };
  }
  // "$20.00" is a premium: a limit printed in thousands ("PD 50") has no cents.
  const amounts = findAmounts(cleaned).filter((a) => !a.oddCents && !(a.hasCents && a.value < 1000));
  return { perPerson: null, perAccident: null, propertyDamage: null, single: amounts.length ? amounts[0].value : null };
}

/** Deductibles carriers offer; an amount outside them (and not a multiple of 500) is likely something else. */
export const COMMON_DEDUCTIBLES: ReadonlySet<number> = new Set([
  0, 50, 100, 200, 250, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000,
]);

const NO_DEDUCTIBLE = /\bnon[\s-]?ded(?:uctible)?\b|\bno\s+deductible\b|\bfull\s+(?:coverage|glass)\b|\bzero\s+ded/i;

/** A deductible in `text`: the amount marked "ded"/"deductible" or the first amount; "Non-Ded" is 0. */
export function parseDeductible(text: string): number | null {
  if (NO_DEDUCTIBLE.test(text)) return 0;
  const amounts = findAmounts(text).filter((a) => !a.oddCents);
  const marked = amounts.find(
    (a) =>
      /^\s*(?:ded|deductible)/i.test(text.slice(a.end)) ||
      /(?:ded(?:uctible)?)[:\s]*[$S]?\s*$/i.test(text.slice(0, a.index)),
  );
  return (marked ?? amounts[0])?.value ?? null;
}
