import type { Insured } from "@/lib/schemas/policy";

// Named insureds as printed: "KENNETH SCHMIDT", "NICHOLS III, BOBBY", "Christian B. Shah and
// Aisha N. Shah", "JOHN & MARY SMITH".

const PARTICLES = new Set([
  "van",
  "von",
  "de",
  "da",
  "del",
  "della",
  "di",
  "du",
  "la",
  "le",
  "st",
  "st.",
  "mac",
  "bin",
  "al",
  "el",
  "ter",
  "ten",
  "dos",
  "das",
]);
const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v"]);
/** Words that show a line is not a person's name. */
const NOT_A_NAME =
  /\b(?:insurance|company|agency|agent|policy|premium|address|mailing|coverage|vehicle|driver|street|box|llc|inc|bank|group|declarations?|page|number|date|period|phone|email|renewal|services?|customer|mutual|casualty|named|insured|location|residence|total|discount|form|your|the|information|amount|due|summary|claims?|of|corporation|corp|credit|financial|finance|acceptance|mortgage|lending|loans?|servicing|trust|union|federal|savings|leasing|motors?|capital|association|n\.?a)s?\b/i;

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/** Whether a line reads as one or more person names and nothing else. */
export function looksLikePersonNames(text: string): boolean {
  const t = text.trim();
  if (!t || /\d/.test(t) || NOT_A_NAME.test(t) || t.length > 80) return false;
  const words = t.split(/\s+|,/).filter(Boolean);
  if (words.length < 2 || words.length > 10) return false;
  return /^[\p{L}][\p{L}.'-]*(?:[\s,&]+[\p{L}.'-]+)+$/u.test(t) && words.every((w) => /^[\p{L}.'\-&]+$/u.test(w));
}

function splitPeople(text: string): string[] {
  return text
    .split(/\s+(?:and|&)\s+|;|\s+\/\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripSuffixes(words: string[]): string[] {
  return words.filter((w) => !SUFFIXES.has(w.toLowerCase().replace(/\./g, "")));
}

/** One person: "First M. Last", "LAST SUFFIX, FIRST M" or "First Last Jr." */
export function parsePersonName(text: string): { firstName: string | null; lastName: string | null } | null {
  const t = text.replace(/\s+/g, " ").trim();
  if (!t) return null;
  if (t.includes(",")) {
    const [last, rest] = t.split(",", 2).map((s) => s.trim());
    const lastWords = stripSuffixes(last.split(" "));
    const restWords = stripSuffixes(rest.split(" ").filter(Boolean));
    // "SMITH, JOHN" is surname first; "John Smith, Jr." is only a suffix after a comma.
    if (restWords.length === 0) return fromWords(lastWords);
    return { firstName: titleCase(restWords[0]), lastName: titleCase(lastWords.join(" ")) };
  }
  return fromWords(stripSuffixes(t.split(" ")));
}

function fromWords(words: string[]): { firstName: string | null; lastName: string | null } | null {
  const clean = words.filter((w) => w.replace(/[.\-']/g, "") !== "");
  if (!clean.length) return null;
  if (clean.length === 1) return { firstName: null, lastName: titleCase(clean[0]) };
  // "Beverly Van Dyke", "Ana de la Cruz": the surname starts at its particle.
  const particle = clean.findIndex((w, i) => i > 0 && i < clean.length - 1 && PARTICLES.has(w.toLowerCase()));
  const last = particle > 0 ? clean.slice(particle).join(" ") : clean[clean.length - 1];
  return { firstName: titleCase(clean[0]), lastName: titleCase(last) };
}

/**
 * All people on a names line. "JOHN & MARY SMITH" shares the surname; each later person is a
 * secondary insured.
 */
export function parseInsuredNames(lines: string[]): Insured[] {
  const people: { firstName: string | null; lastName: string | null }[] = [];
  for (const line of lines) {
    const parts = splitPeople(line);
    const parsed = parts.map(parsePersonName);
    parsed.forEach((p, i) => {
      if (!p) return;
      // A first part without a surname borrows the next part's ("JOHN & MARY SMITH").
      if (p.firstName === null && i + 1 < parsed.length && parsed[i + 1]?.lastName && !parts[i].includes(",")) {
        people.push({ firstName: p.lastName, lastName: parsed[i + 1]!.lastName });
        return;
      }
      // Nor has one whose "surname" is only a middle initial ("PATRICK W. & MARIA IBRAHIM").
      if (p.lastName && /^[A-Z]\.?$/i.test(p.lastName) && i + 1 < parsed.length && parsed[i + 1]?.lastName) {
        people.push({ firstName: p.firstName, lastName: parsed[i + 1]!.lastName });
        return;
      }
      people.push(p);
    });
  }
  const seen = new Set<string>();
  const out: Insured[] = [];
  for (const p of people) {
    const key = `${p.firstName ?? ""}|${p.lastName ?? ""}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...p, type: out.length === 0 ? "primary" : "secondary" });
  }
  return out;
}
