import type { Insured } from "@/lib/schemas/policy";
import { splitPersonName, type PersonName } from "@/lib/service/names/person-name";
import { classifyAutoLabel, classifyHomeLabel } from "./coverage-codes";
import { onlyFormWords } from "./lexicon/form-words";

// Named insureds as printed: "KENNETH SCHMIDT", "NICHOLS III, BOBBY", "Christian B. Shah and
// Aisha N. Shah", "JOHN & MARY SMITH".

/** Words that show a line is not a person's name. */
const NOT_A_NAME =
  /\b(?:insurance|company|agency|agent|policy|premium|address|mailing|coverage|vehicle|driver|street|box|llc|inc|bank|group|declarations?|page|number|date|period|phone|email|renewal|services?|customer|mutual|casualty|named|insured|location|residence|total|discount|form|your|the|information|amount|due|summary|claims?|of|corporation|corp|credit|financial|finance|acceptance|mortgage|lending|loans?|servicing|trust|union|federal|savings|leasing|motors?|capital|association|n\.?a|ded|deductible|aop|perils?)s?\b/i;

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, c: string) => `Mc${c.toUpperCase()}`);
}

/**
 * A names line a narrow screen cut short ("Priya McAllister & Raymond A M…"): the names before the
 * cut are whole, the last one is not a name at all.
 */
function withoutCutName(text: string): string {
  if (!/(?:…|\.{3})\s*$/.test(text)) return text;
  const cut = /(?:\s+(?:and|&)\s+|;|\s+\/\s+)(?:(?!\s+(?:and|&)\s+|;|\s+\/\s+).)*$/i.exec(text);
  return cut ? text.slice(0, cut.index) : "";
}

/** Whether a line reads as one or more person names and nothing else. */
export function looksLikePersonNames(text: string): boolean {
  const t = withoutCutName(text.trim());
  if (!t || /\d/.test(t) || NOT_A_NAME.test(t) || t.length > 80 || onlyFormWords(t)) return false;
  // A coverage's short label beside the names in a two-panel summary ("Prop Dmg", "Cov E").
  if (classifyAutoLabel(t) !== null || classifyHomeLabel(t) !== null) return false;
  const words = t.split(/\s+|,/).filter(Boolean);
  if (words.length < 2 || words.length > 10) return false;
  return /^[\p{L}][\p{L}.'-]*(?:[\s,&]+[\p{L}.'-]+)+$/u.test(t) && words.every((w) => /^[\p{L}.'\-&]+$/u.test(w));
}

function splitPeople(text: string): string[] {
  return withoutCutName(text.trim())
    .split(/\s+(?:and|&)\s+|;|\s+\/\s+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One person, title-cased: "First M. Last", "LAST SUFFIX, FIRST M" or "First Last Jr." */
export function parsePersonName(text: string): PersonName | null {
  const name = splitPersonName(text);
  if (!name) return null;
  return {
    firstName: name.firstName === null ? null : titleCase(name.firstName),
    lastName: name.lastName === null ? null : titleCase(name.lastName),
  };
}

/**
 * All people on a names line. "JOHN & MARY SMITH" shares the surname; each later person is a
 * secondary insured.
 */
export function parseInsuredNames(lines: string[]): Insured[] {
  const people: PersonName[] = [];
  for (const line of lines) {
    // A caption read where a name should be ("Send To", "Household ID", "Mortgagee Interests") names no one.
    const parts = splitPeople(line).filter((part) => !onlyFormWords(part));
    const parsed = parts.map(parsePersonName);
    parsed.forEach((p, i) => {
      if (!p) return;
      // A first part without a surname borrows the next part's ("JOHN & MARY SMITH").
      if (p.firstName === null && i + 1 < parsed.length && parsed[i + 1]?.lastName && !parts[i].includes(",")) {
        people.push({ firstName: p.lastName, lastName: parsed[i + 1]!.lastName });
        return;
      }
      // A lone first name after a surname-first name shares that surname ("SCHMIDT, KENNETH & JEAN").
      if (p.firstName === null && i > 0 && parts[i - 1].includes(",") && parsed[i - 1]?.lastName) {
        people.push({ firstName: p.lastName, lastName: parsed[i - 1]!.lastName });
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
