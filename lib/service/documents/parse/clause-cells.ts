import { sliceCell, type Cell } from "./doc";

// "Comprehensive $500 ded; Collision $1,500 ded", "BI 100/300; PD 50,000": one cell that lists
// several named values, a clause each, between semicolons. Each clause becomes a cell of its own,
// so a reader takes each name with its own value rather than the first name with every value.

/** A clause that names something and gives it an amount: words first, then a figure. */
const NAMED_AMOUNT = /^[A-Za-z][A-Za-z .&/'-]*?\s*:?\s*\$?\d[\d,]*(?:\.\d\d)?(?:\/\$?\d[\d,]*)?\b/;

/** A value's part rather than a name: its deductible, limit or premium. */
const VALUE_PART = /^(?:ded(?:uctible)?|limits?|prem(?:ium)?|each|per)\b/i;

export function splitClauseCells(cell: Cell): Cell[] {
  if (!cell.text.includes(";")) return [cell];
  const cuts = [...cell.text.matchAll(/;\s*/g)];
  const pieces: Cell[] = [];
  let from = 0;
  for (const cut of [...cuts, null]) {
    const to = cut ? cut.index : cell.text.length;
    pieces.push(sliceCell(cell, from, to));
    if (cut) from = cut.index + cut[0].length;
  }
  // Every clause must name its value: a sentence with a semicolon stays one cell. A clause that
  // names a part of the one before ("Dwelling: $937,000; Deductible $1,000") stays with it.
  const named = pieces.every((p) => NAMED_AMOUNT.test(p.text));
  const parts = pieces.slice(1).some((p) => VALUE_PART.test(p.text));
  return pieces.length >= 2 && named && !parts ? pieces : [cell];
}
