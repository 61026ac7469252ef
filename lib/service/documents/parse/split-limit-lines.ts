import type { AutoLabel } from "./coverage-codes";
import type { RoledCell } from "./coverage-values";
import { overlapsX, type Cell, type Doc, type Row } from "./doc";
import { findAmounts } from "./money";

// A split limit's two halves printed apart: on a second label line ("Each Person/Each Accident"),
// on a row of their own ("BI EACH PERSON" over "BI EACH ACCIDENT"), or with the wording wrapped.

const PERSON_PART = /(?:each|per)\s*person|\bea\.?\s*pers(?:on)?\b/i;
export const ACCIDENT_PART = /(?:each|per)\s*(?:accident|occurrence)|\bea\.?\s*(?:acc(?:ident)?|occ(?:urrence)?)\b/i;
/**
 * The values on a split limit's second line, joined to the cells above them: an amount is the
 * per-accident half ("$25,000" over "$50,000"), a word ends a wrapped one ("… 500,000 each" over
 * "accident"). With `bareOnly`, only cells that are one amount and nothing else are joined. Returns
 * the cells of `below` that were joined.
 */
export function joinSecondLine(cells: Cell[], below: Cell[], bareOnly = false): Cell[] {
  const joined: Cell[] = [];
  for (const b of below) {
    if (bareOnly && !BARE_AMOUNT.test(b.text.trim())) continue;
    const i = cells.findIndex((c) => overlapsX(c, b, 2));
    if (i < 0) continue;
    const above = cells[i].text.trim();
    if (bareOnly && !BARE_AMOUNT.test(above)) continue;
    const [first] = findAmounts(above);
    const [second] = findAmounts(b.text);
    // Per person never exceeds per accident: a smaller amount below is a premium or another row's.
    const halves = second && first && findAmounts(above).length === 1 && second.value >= first.value;
    if (halves && (!/\//.test(above) || /\/$/.test(above)))
      cells[i] = { ...cells[i], text: `${above.replace(/\/$/, "")}/${b.text.trim()}` };
    else if (/\b(?:each|per)$/i.test(above) && /^(?:accident|occurrence)\b/i.test(b.text.trim()))
      cells[i] = { ...cells[i], text: `${above} ${b.text.trim()}` };
    else continue;
    joined.push(b);
  }
  return joined;
}

/** A cell that is one amount and nothing else, perhaps ending in the slash before its other half. */
const BARE_AMOUNT = /^\$?\s?\d[\d,]*(?:\.\d\d)?[KkMm]?\s*\/?$/;

/** A label's own words blanked, so only an amount it carries counts ("BI - EA ACC $ 60,000"). */
const maskLabel = (text: string): string => text.replace(/^[^$\d]*/, "");

/** Labels whose limit has a per-person half: bodily injury, and the UM/UIM headings over theirs. */
export const splitsPerPerson = (label: string | null): boolean => !!label && /^(?:UM|UIM)?BI$|^(?:UM|UIM)$/.test(label);

type ValueTexts = { text: string; role: RoledCell["role"] }[];

/**
 * "BI EACH PERSON | $25,000" over "BI EACH ACCIDENT | $50,000": a lone amount under a label that
 * names the per-person half is read with the per-accident amount the next rows print under the same
 * coverage, as one split limit.
 */
export function withHalf(
  doc: Doc,
  row: Row,
  classify: (text: string) => AutoLabel | null,
  label: AutoLabel,
  labelText: string,
  texts: ValueTexts,
): ValueTexts {
  if (!splitsPerPerson(label) || texts.length !== 1 || findAmounts(texts[0].text).length !== 1) return texts;
  if (!PERSON_PART.test(labelText) || ACCIDENT_PART.test(labelText)) return texts;
  for (const next of doc.rows.slice(row.index + 1, row.index + 3)) {
    if (next.page !== row.page) break;
    const at = next.cells.findIndex(
      (c) => ACCIDENT_PART.test(c.text) && classify(c.text.replace(/\$\s?\d[\d,]*(?:\.\d\d)?$/, "").trim()) === label,
    );
    // The amount beside the label, or in the label's own cell ("BI - EA ACC $ 60,000").
    const value =
      at < 0
        ? undefined
        : next.cells
            .slice(at)
            .map((c, k) => (k ? c.text : maskLabel(c.text)).trim())
            .find((t) => findAmounts(t).length === 1);
    if (value) return [{ ...texts[0], text: `${texts[0].text.trim()}/${value}` }];
  }
  return texts;
}

/**
 * A label's next line that is only the rest of its qualifier ("BODILY INJURY EA" over "PERSON" or
 * "EA OCC"): wording, not a coverage, so the amount beside it belongs to the coverage above.
 */
export const QUALIFIER_LINE =
  /^(?:(?:ea\.?|each|per)\s*)?(?:person|pers|accident|acc|occurrence|occ)\b(?:\s*\/\s*(?:(?:ea\.?|each|per)\s*)?(?:accident|acc|occurrence|occ))?$/i;

/** A label line naming both halves of a split limit ("Each Person/Each Accident", "EP/EA"). */
export const BOTH_PARTS = /^(?:(?:each|per)\s*person\s*\/\s*(?:each|per)\s*(?:accident|occurrence)|ep\s*\/\s*ea)$/i;
/** Value cells holding the per-person half of a split limit without its per-accident half. */
export const halfSplit = (cells: Cell[]): boolean => {
  const text = cells.map((c) => c.text).join(" ");
  return PERSON_PART.test(text) && !ACCIDENT_PART.test(text);
};

/** A printed per-person amount with its per-accident half on the line under it. */
interface TwoLineSplit {
  person: number;
  accident: number;
}

/** A column titled for both halves ("EP/EA") a few lines above `cell`. */
function underBothPartsTitle(doc: Doc, cell: Cell): boolean {
  const row = doc.rows[cell.row];
  return doc.rows
    .slice(Math.max(0, row.index - 3), row.index)
    .some((r) => r.page === row.page && r.cells.some((c) => overlapsX(c, cell, 2) && BOTH_PARTS.test(c.text.trim())));
}

/**
 * Every "X each person" whose line below prints, in the same column, "Y each accident" with Y not
 * less than X ("$250,000 EA PERS" over "$500,000 EA OCC"), or two bare amounts under a column titled
 * "EP/EA", in reading order.
 */
function twoLineSplits(doc: Doc): TwoLineSplit[] {
  const out: TwoLineSplit[] = [];
  for (const row of doc.rows) {
    const next = doc.rows[row.index + 1];
    if (!next || next.page !== row.page) continue;
    for (const cell of row.cells) {
      const titled = BARE_AMOUNT.test(cell.text.trim()) && underBothPartsTitle(doc, cell);
      if (!titled && (!PERSON_PART.test(cell.text) || ACCIDENT_PART.test(cell.text))) continue;
      const person = findAmounts(maskLabel(cell.text)).at(-1);
      if (!person) continue;
      const under = next.cells.find(
        (c) => overlapsX(c, cell, 2) && (titled ? BARE_AMOUNT.test(c.text.trim()) : ACCIDENT_PART.test(c.text)),
      );
      const accident = under ? findAmounts(maskLabel(under.text))[0] : undefined;
      if (accident && accident.value >= person.value) out.push({ person: person.value, accident: accident.value });
    }
  }
  return out;
}

/**
 * Cross-check of the bodily-injury limits read: one read as a single amount that the page prints
 * as the per-person half of a two-line split limit takes its per-accident half from the line below.
 */
export function completeTwoLineSplits<
  T extends { code: string; limitPerPerson: number | null; limitPerAccident: number | null },
>(doc: Doc, coverages: T[]): T[] {
  const pairs = twoLineSplits(doc);
  if (!pairs.length) return coverages;
  const used = new Set<TwoLineSplit>();
  return coverages.map((c) => {
    if (!splitsPerPerson(c.code) || c.limitPerPerson !== null || c.limitPerAccident === null) return c;
    const pair = pairs.find((p) => !used.has(p) && p.person === c.limitPerAccident);
    if (!pair) return c;
    used.add(pair);
    return { ...c, limitPerPerson: pair.person, limitPerAccident: pair.accident };
  });
}
