import { cellRight, cellsBelow, type Doc } from "./doc";
import { LOAN_NUMBER_CAPTION, LOAN_VALUE } from "./party-words";

// A lender's loan number printed under or beside a caption of its own ("Loan Number" over
// "0012345678", "LOAN # | 0012345678") rather than on the lender's lines: the caption is found
// wherever it stands, and its value is the cell right of it or the first one below it.

// "Your Loan No.", "Mortgagee Loan #": whose number it is may lead the caption.
const CAPTION_WORDS = String.raw`(?:(?:your|our|mortgagee'?s?|lien\s*holder'?s?|lender'?s?)\s+)?${LOAN_NUMBER_CAPTION}\s*[:#]?`;
/** A caption cell that names a loan number and holds none. */
const LOAN_CAPTION = new RegExp(`^${CAPTION_WORDS}$`, "i");
/** A cell that is the caption and its number ("Loan Number: 29118931"). */
const LOAN_CAPTION_WITH_VALUE = new RegExp(`^${CAPTION_WORDS}\\s*([A-Z0-9][A-Z0-9-]{4,24})$`, "i");
/** A line that ends on the caption, its number on the next line. */
const LOAN_CAPTION_AT_END = new RegExp(`\\s${CAPTION_WORDS}$`, "i");

export interface CaptionedLoan {
  value: string;
  /** The row the number is printed on, to tell which party's box it stands in. */
  row: number;
}

/** Loan numbers the page prints under a caption of their own, in reading order, each once. */
export function captionedLoanNumbers(doc: Doc): CaptionedLoan[] {
  const out: CaptionedLoan[] = [];
  const add = (value: string, row: number) => {
    if (!out.some((n) => n.value === value)) out.push({ value, row });
  };
  for (const cell of doc.rows.flatMap((r) => r.cells)) {
    // "… PO BOX 32143, MEMPHIS, TN 38101 Loan No." over "6522-234095": the caption a line ended on.
    const ended = LOAN_CAPTION_AT_END.exec(cell.text);
    if (ended && ended.index > 0 && !LOAN_CAPTION.test(cell.text.trim())) {
      const next = doc.rows[cell.row + 1];
      const first = next?.page === doc.rows[cell.row].page ? next.cells[0]?.text.trim() : undefined;
      if (first && LOAN_VALUE.test(first)) add(first, next.index);
      continue;
    }
    const inline = LOAN_CAPTION_WITH_VALUE.exec(cell.text.trim());
    if (inline && LOAN_VALUE.test(inline[1])) {
      add(inline[1], cell.row);
      continue;
    }
    if (!LOAN_CAPTION.test(cell.text.trim())) continue;
    const right = cellRight(doc, cell);
    const hit = [right, ...cellsBelow(doc, cell, 1)].find(
      (c) => c && LOAN_VALUE.test(c.text.trim()) && !/^\d{5}$/.test(c.text.trim()),
    );
    if (hit) add(hit.text.trim(), hit.row);
  }
  return out;
}
