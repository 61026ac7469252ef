// Dates as carriers print them, to ISO YYYY-MM-DD.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
}

const MONTH_NAME =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const WHOLE_MONTH = new RegExp(`^${MONTH_NAME}\\.?$`, "i");

/** A word that names a month ("Apr", "September", "Sept."). */
export const isMonthName = (word: string): boolean => WHOLE_MONTH.test(word);

const PATTERNS: { re: RegExp; parts: (m: RegExpExecArray) => [number, number, number] | null }[] = [
  // 2026-04-26
  { re: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/gi, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // 04/26/2026, 4-26-26, 04.26.2026, and "04 / 26 / 26" from a text layer that spaces its glyphs
  {
    re: /(?<![\d/])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/])/gi,
    parts: (m) => [year(m[4]), Number(m[1]), Number(m[3])],
  },
  // April 26, 2026 · Apr 26 2026 · MAR302022 (text layers that lost their spaces)
  {
    re: new RegExp(`${MONTH_NAME}\\.?\\s*(\\d{1,2})(?:st|nd|rd|th)?,?\\s*(\\d{4})(?!\\d)`, "gi"),
    parts: (m) => [Number(m[3]), month(m[1]), Number(m[2])],
  },
  // 26 April 2026 · 26th of April, 2026 · 26-Apr-2026 · 26-APR-26
  {
    re: new RegExp(
      `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?[\\s-]+${MONTH_NAME}\\.?,?[\\s-]+(\\d{4}|\\d{2})(?![\\d:])`,
      "gi",
    ),
    parts: (m) => [year(m[3]), month(m[2]), Number(m[1])],
  },
  // 2026/04/26
  { re: /(?<![\d/])(\d{4})\/(\d{1,2})\/(\d{1,2})(?![\d/])/g, parts: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // Apr-26-2026
  {
    re: new RegExp(`${MONTH_NAME}-(\\d{1,2})-(\\d{4})(?!\\d)`, "gi"),
    parts: (m) => [Number(m[3]), month(m[1]), Number(m[2])],
  },
];

function year(text: string): number {
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

function month(name: string): number {
  return MONTHS[name.slice(0, 3).toLowerCase()] ?? 0;
}

function valid(y: number, m: number, d: number): boolean {
  if (y < 1950 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** Every date in `text`, in reading order, without overlaps. */
/**
 * "8/1 3/2020": OCR splits a two-digit day at a space. Joined with a character of the same length
 * removed, so the indexes of what follows barely move.
 */
const SPLIT_DAY = /\b(\d{1,2}\/\d) (\d\/(?:19|20)\d\d)\b/g;

export function findDates(raw: string): FoundDate[] {
  const text = raw.replace(SPLIT_DAY, "$1$2 ");
  const found: FoundDate[] = [];
  for (const { re, parts } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const p = parts(m);
      if (!p || !valid(p[0], p[1], p[2])) continue;
      const index = m.index;
      const end = index + m[0].length;
      if (found.some((f) => index < f.end && end > f.index)) continue;
      found.push({ iso: isoDate(p[0], p[1], p[2]), index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

/** Whole months from one ISO date to another (negative when reversed). */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split("-").map(Number);
  const [y2, m2, d2] = to.split("-").map(Number);
  return (y2 - y1) * 12 + (m2 - m1) + (d2 - d1) / 31;
}
