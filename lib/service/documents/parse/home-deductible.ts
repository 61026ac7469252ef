import { cellsBelow, overlapsX, rowsBelow, type Cell, type Doc } from "./doc";
import { findAmounts } from "./money";

// The home policy's all-perils (section I) deductible, printed apart from the coverage table.
// Wind, hail and hurricane deductibles are separate and skipped.

const ALL_PERILS =
  /(?:all|each|any\s*one|per)\s*(?:other\s*)?(?:covered\s*)?(?:perils?|losses|loss\b|causes)|other\s*losses|section\s*i\s*(?:loss\s*)?deductible|policy\s*deductible|property\s*deductible|aop(?:\s*ded)?\b/i;
const PERIL_SPECIFIC = /wind|hail|hurricane|named\s*storm|earthquake/i;
const YOU_PAY =
  /(?:you(?:'ll)?\s+(?:pay|cover|are\s+responsible\s+for)|your\s+share\s+is)\s+(?:the\s+first\s+)?[$S]\s?(\d{1,3}(?:,\d{3})+|\d{3,5})(?!\.\d[1-9])\s+(?:of|on|per|for|toward|towards|before)\b/i;

const DEDUCTIBLE_WORD = /deductible|\bded\b/i;
/**
 * "$1,000 Deductible", "Deductible: $1,000", "Ded. $500", "a deductible of $1,000 applies", but
 * not a coverage's premium line.
 */
const DEDUCTIBLE_AMOUNT =
  /(?:[$S]?\s?(\d{1,3}(?:,\d{3})+|\d{3,5}))\s*(?:deductible)|(?:deductible|\bded\b\.?)\s*(?:amount|of|is)?\s*[:-]?\s*[$S]?\s?(\d{1,3}(?:,\d{3})+|\d{3,5})(?!\.\d[1-9])/i;

/** No home's all-perils deductible runs this high: a larger amount beside the words is a limit. */
const MAX_DEDUCTIBLE = 100_000;

const usable = (text: string) =>
  findAmounts(text).filter((a) => a.value > 0 && !a.oddCents && a.value <= MAX_DEDUCTIBLE);

/** A column title wrapped over two lines ("SECTION I LOSS" over "DEDUCTIBLE"), read whole, with the cell under it. */
function wrappedTitle(doc: Doc, cell: Cell): { text: string; under: Cell } | null {
  const [next] = cellsBelow(doc, cell, 1, 0);
  if (!next || findAmounts(next.text).length || /\d/.test(cell.text)) return null;
  return { text: `${cell.text} ${next.text}`, under: next };
}

/** Words enough to be a sentence: a note between a caption and its value ("We cover only that part…"). */
const PROSE = /^(?:\S+\s+){5,}\S+/;

/**
 * The first amount under a caption, or on the line under it ("PER OCCURRENCE | $1,500"), over
 * any notes printed between them.
 */
function valueBelow(doc: Doc, cell: Cell): number | null {
  for (const below of cellsBelow(doc, cell, 3, 0)) {
    // A short qualifier under the caption ("PER OCCURRENCE") has its amount beside it.
    const qualifier = !/\d/.test(below.text) && below.text.trim().split(/\s+/).length <= 3;
    const line = qualifier ? doc.rows[below.row].cells.filter((c) => c.x >= below.x) : [below];
    const value = line.flatMap((c) => usable(c.text))[0]?.value;
    if (value !== undefined) return value;
    if (!PROSE.test(below.text)) return null;
  }
  return null;
}

export function findHomeDeductible(doc: Doc): number | null {
  for (const row of doc.rows) {
    for (const [i, cell] of row.cells.entries()) {
      const wrapped = ALL_PERILS.test(cell.text) ? null : wrappedTitle(doc, cell);
      if (wrapped && ALL_PERILS.test(wrapped.text) && !PERIL_SPECIFIC.test(wrapped.text)) {
        // The value is centred under the title, so it may start left of it.
        const under = rowsBelow(doc, doc.rows[wrapped.under.row], 1)[0]?.cells.find((c) => overlapsX(c, cell, 0));
        const value = under ? usable(under.text)[0]?.value : undefined;
        if (value !== undefined) return value;
      }
      const m = ALL_PERILS.exec(cell.text);
      if (!m) continue;
      // After the words in their cell, then in the cells to the right, then in the cell under
      // them ("All other perils" over "$500.00"), then printed first ("$1,000 All other perils").
      const value =
        usable(cell.text.slice(m.index + m[0].length))[0]?.value ??
        row.cells.slice(i + 1).flatMap((c) => usable(c.text))[0]?.value ??
        valueBelow(doc, cell) ??
        usable(cell.text.slice(0, m.index)).pop()?.value ??
        (i > 0 ? usable(row.cells[i - 1].text).pop()?.value : undefined) ??
        null;
      if (value !== null) return value;
    }
  }
  // The words split over cells of one line ("Other | Losses | $ | 1,000").
  for (const row of doc.rows) {
    const m = ALL_PERILS.exec(row.text);
    if (!m || PERIL_SPECIFIC.test(row.text)) continue;
    const value = usable(row.text.slice(m.index + m[0].length))[0]?.value;
    if (value !== undefined) return value;
  }
  for (const row of doc.rows) {
    for (const [i, cell] of row.cells.entries()) {
      // A wind or hurricane deductible beside it on the line ("Deductible: $2,000 | Windstorm
      // Deductible: ____") is its own cell.
      if (!DEDUCTIBLE_WORD.test(cell.text) || PERIL_SPECIFIC.test(cell.text)) continue;
      const next = row.cells[i + 1];
      const text = next && !PERIL_SPECIFIC.test(next.text) ? `${cell.text}  ${next.text}` : cell.text;
      const m = DEDUCTIBLE_AMOUNT.exec(text);
      if (m) return Number((m[1] ?? m[2]).replace(/,/g, ""));
    }
  }
  // A notice in prose: "You pay the first $1,000 of most covered property losses".
  for (const row of doc.rows) {
    if (PERIL_SPECIFIC.test(row.text)) continue;
    const m = YOU_PAY.exec(row.text);
    if (m) return Number(m[1].replace(/,/g, ""));
  }
  return null;
}
