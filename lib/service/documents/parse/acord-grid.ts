import type { ThirdParty } from "@/lib/schemas/policy";
import type { Cell, Doc, Row } from "./doc";

// The ACORD forms agents send lenders share one grid: small capitalised captions with the value
// under (or beside) each one, a left and a right half, and checkboxes typed as an "X".

/** Where the form's left and right halves meet: values of the left half stay left of it. */
export const MIDDLE = 300;

export const caption = (doc: Doc, re: RegExp): Cell | null => {
  for (const row of doc.rows) for (const c of row.cells) if (re.test(c.text.trim())) return c;
  return null;
};

/** The cells under a caption, in its column (from its left edge to the next caption to its right). */
export function under(doc: Doc, label: Cell, rows: number): Cell[] {
  const row = doc.rows[label.row];
  const nextRight = row.cells.find((c) => c.x > label.x + 4);
  const right = nextRight ? nextRight.x - 8 : label.x < MIDDLE ? MIDDLE : Infinity;
  const out: Cell[] = [];
  for (let i = label.row + 1; i < doc.rows.length && i <= label.row + rows; i++) {
    const r: Row = doc.rows[i];
    if (r.page !== row.page) break;
    out.push(...r.cells.filter((c) => c.x >= label.x - 4 && c.x < right));
  }
  return out;
}

export const valueUnder = (doc: Doc, re: RegExp, rows = 2): string | null => {
  const label = caption(doc, re);
  if (!label) return null;
  const cell = under(doc, label, rows).find((c) => /[A-Za-z0-9]/.test(c.text) && !/^[A-Z ()/#:]+$/.test(c.text));
  return cell?.text.trim() ?? null;
};

const CAPTION =
  /^(?:MORTGAGEE|ADDITIONAL INSURED|LOSS PAYEE|LENDER'?S LOSS PAYABLE|CONTRACT OF SALE|LOAN\s*#|AUTHORIZED REPRESENTATIVE|NAME AND ADDRESS)$/i;

/** A name and address block: the caption's own row right of it, then the lines below in its column. */
export function block(doc: Doc, label: Cell, rows: number): string[] {
  const row = doc.rows[label.row];
  const beside = row.cells.filter((c) => c.x > label.x2 && c.x < MIDDLE).map((c) => c.text.trim());
  const below = under(doc, label, rows).map((c) => c.text.trim());
  const lines = [...beside, ...below].filter((t) => t && !CAPTION.test(t));
  // "SAN FRANCISCO, CA" over "12345": one city line.
  return lines.reduce<string[]>((out, t) => {
    if (/^\d{5}(?:-\d{4})?$/.test(t) && out.length) out[out.length - 1] += ` ${t}`;
    else out.push(t);
    return out;
  }, []);
}

/** The interest box checked ("X MORTGAGEE"); a form whose checks are drawn, not typed, is a lender's mortgagee evidence. */
export function interestType(doc: Doc, from: number): ThirdParty["type"] {
  const text = doc.rows
    .slice(from, from + 4)
    .map((r) => r.text)
    .join(" ");
  if (/\bX\s*(?:LENDER'?S\s*)?LOSS PAYE/i.test(text)) return "lienholder";
  if (/\bX\s*MORTGAGEE/i.test(text)) return "mortgagee";
  if (/\bX\s*(?:ADDITIONAL INSURED|CONTRACT OF SALE|[A-Z][a-z]+ [A-Z][a-z]+)/.test(text)) return "interest";
  return "mortgagee";
}

/** The value printed right of a caption on its own row ("LOAN #: 36347383"). */
export function valueBeside(doc: Doc, re: RegExp): string | null {
  const label = caption(doc, re);
  if (!label) return null;
  return doc.rows[label.row].cells.find((c) => c.x > label.x2)?.text.trim() ?? null;
}
