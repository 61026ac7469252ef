import { cellRight, cellsBelow, type Doc } from "./doc";
import { LOAN_VALUE } from "./party-words";

// A lender's loan number printed under or beside a caption of its own ("Loan Number" over
// "0012345678", "LOAN # | 0012345678") rather than on the lender's lines: the caption is found
// wherever it stands, and its value is the cell right of it or the first one below it.

/** A caption cell that names a loan number and holds none. */
const LOAN_CAPTION =
  /^(?:loan|account|acct|ref(?:erence)?\.?|ln|lease|contract)(?:\s*\/\s*(?:lease|account|contract))?\s*(?:#|no\.?|number|num\.?|id)\s*[:#]?$/i;

/** Loan numbers the page prints under a caption of their own, in reading order, each once. */
export function captionedLoanNumbers(doc: Doc): string[] {
  const out: string[] = [];
  for (const cell of doc.rows.flatMap((r) => r.cells)) {
    if (!LOAN_CAPTION.test(cell.text.trim())) continue;
    const right = cellRight(doc, cell);
    const value = [right, ...cellsBelow(doc, cell, 1)]
      .map((c) => c?.text.trim() ?? "")
      .find((t) => LOAN_VALUE.test(t) && !/^\d{5}$/.test(t));
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}
