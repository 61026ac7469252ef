import { makeFitsVin } from "@/lib/vin/wmi";
import { modelYearsOfVin } from "@/lib/vin";
import type { Doc } from "./doc";
import { isKnownMake, makesNamed } from "./makes";

// "2021 FORD ESCAPE" printed anywhere on the page is a candidate description for every VIN it can
// belong to: its year is one of the two the VIN's year code stands for and its make is one the
// VIN's maker sells. Pages put the description where no fixed place finds it (a caption split
// around it on an ID card, a lienholder line, a premium list), so the choice is by that evidence
// and by distance, not by position alone.

export interface Description {
  year: number;
  make: string;
  model: string;
}

/** A description as printed, with the row it is printed on. */
export interface Candidate extends Description {
  row: number;
  page: number;
}

const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;
/** Where a model ends: a VIN or other long code, money, a date, a body type, mileage, a joining word. */
const NOT_MODEL =
  /^(?:[A-Z0-9]{11,}|.*[$/].*|\d[\d,.]{4,}|\d[A-Z]{1,2}|SUV|PK|PU|SED(?:AN)?|CPE|CONV|WAG(?:ON)?|VAN|TRK|VIN|and|or|with|for|to|the|is|on|at|in|of|has|[^A-Za-z0-9].*)$/;

function modelWords(words: string[]): string[] {
  const model: string[] = [];
  for (const w of words) {
    if (NOT_MODEL.test(w) || YEAR.test(w) || model.length === 5) break;
    model.push(w);
  }
  return model;
}

/** A model as printed, without the premium, date or VIN a row prints after it. */
export function trimModel(model: string): string {
  return modelWords(model.trim().split(/\s+/)).join(" ");
}

/**
 * Words OCR ran together: a year glued to the make ("2015Lexus") and a make glued to the model in
 * capitals ("KIAFORTE").
 */
function unglued(word: string): string[] {
  const year = /^((?:19|20)\d\d)([A-Za-z].*)$/.exec(word);
  if (year) return [year[1], ...unglued(year[2])];
  if (/^[A-Z][A-Z0-9-]{4,}$/.test(word) && !isKnownMake(word))
    for (let n = 3; n <= word.length - 2; n++)
      if (isKnownMake(word.slice(0, n)) && /^[A-Z0-9]/.test(word.slice(n))) return [word.slice(0, n), word.slice(n)];
  return [word];
}

function candidatesIn(text: string): Description[] {
  const words = text
    .split(/\s+/)
    .flatMap(unglued)
    .map((w) => w.replace(/[,;:]+$/, ""));
  const found: Description[] = [];
  for (let i = 0; i < words.length - 1; i++) {
    if (!YEAR.test(words[i])) continue;
    const two = `${words[i + 1]} ${words[i + 2] ?? ""}`;
    const makeWords = isKnownMake(two) ? 2 : makesNamed(words[i + 1]).length ? 1 : 0;
    if (!makeWords) continue;
    const model = modelWords(words.slice(i + 1 + makeWords, i + 4 + makeWords));
    if (!model.length) continue;
    found.push({
      year: Number(words[i]),
      make: words.slice(i + 1, i + 1 + makeWords).join(" "),
      model: model.join(" "),
    });
  }
  return found;
}

export function descriptionCandidates(doc: Doc): Candidate[] {
  return doc.rows.flatMap((row) => candidatesIn(row.text).map((d) => ({ ...d, row: row.index, page: row.page })));
}

/** False when the printed make names only makes this VIN's maker does not sell. */
export function makeContradictsVin(make: string, vin: string): boolean {
  const makes = makesNamed(make);
  return makes.length > 0 && makes.every((m) => makeFitsVin(m, vin) === false);
}

/** Whether a description can be the vehicle with this VIN (unknown makers and year codes do not object). */
export function fitsVin(d: Description, vin: string): boolean {
  const years = modelYearsOfVin(vin);
  return makesNamed(d.make).length > 0 && !makeContradictsVin(d.make, vin) && (!years.length || years.includes(d.year));
}

/**
 * The description nearest the VIN's own rows among those that fit it, preferring one no other
 * vehicle has taken (two cars of one make and year share every candidate).
 */
export function nearestFitting(
  vin: string,
  rows: { row: number; page: number }[],
  candidates: Candidate[],
  taken: Set<Candidate>,
): Candidate | null {
  const distance = (c: Candidate) =>
    Math.min(...rows.map((r) => Math.abs(r.row - c.row) + (r.page === c.page ? 0 : 200)));
  const fitting = candidates
    .filter((c) => fitsVin(c, vin))
    .sort((a, b) => Number(taken.has(a)) - Number(taken.has(b)) || distance(a) - distance(b));
  return fitting[0] ?? null;
}
