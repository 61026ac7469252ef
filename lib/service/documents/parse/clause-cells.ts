import { SENTENCE_END } from "./sentences";
import { sliceCell, type Cell } from "./doc";

// "Comprehensive $500 ded; Collision $1,500 ded", "BI 100/300; PD 50,000", "Personal liability is
// $1,000,000 per occurrence. Medical payments to others pay up to $10,000 per person.": one cell
// that lists several named values, a clause or a sentence each. Each becomes a cell of its own, so a
// reader takes each name with its own value rather than the first name with every value.

/** A clause that names something and gives it an amount: words first, then a figure. */
const NAMED_AMOUNT = /^[A-Za-z][A-Za-z .&/'-]*?\s*:?\s*\$?\d[\d,]*(?:\.\d\d)?(?:\/\$?\d[\d,]*)?\b/;

/** A value's part rather than a name: its deductible, limit or premium. */
const VALUE_PART = /^(?:ded(?:uctible)?|limits?|prem(?:ium)?|each|per)\b/i;

/** Between clauses (a semicolon) or between sentences. */
const CLAUSE_BREAK = new RegExp(String.raw`;\s*|${SENTENCE_END.source}`, "g");

export function splitClauseCells(cell: Cell): Cell[] {
  const cuts = [...cell.text.matchAll(CLAUSE_BREAK)];
  if (!cuts.length) return [cell];
  const pieces: Cell[] = [];
  let from = 0;
  for (const cut of [...cuts, null]) {
    const to = cut ? cut.index : cell.text.length;
    pieces.push(sliceCell(cell, from, to));
    if (cut) from = cut.index + cut[0].length;
  }
  // Every clause must name its value: a sentence with a semicolon, or prose, stays one cell. A
  // clause that names a part of the one before ("Dwelling: $937,000; Deductible $1,000") stays with it.
  const named = pieces.every((p) => NAMED_AMOUNT.test(p.text));
  const parts = pieces.slice(1).some((p) => VALUE_PART.test(p.text));
  return pieces.length >= 2 && named && !parts ? pieces : [cell];
}
