import { docOfRows, type Cell, type Doc, type Row } from "./doc";
import { lineOfBusiness, type LineOfBusiness } from "./lexicon/lines-of-business";
import { findPolicyNumber, type PolicyNumberFound } from "./policy-number";

// One paper about several policies (a package or account summary, an agency's screen of a
// household's policies) prints each policy's number, term and premium in a section of its own,
// headed by its line of business, in rows one under another or in boxes side by side. The
// account's totals and the other policies' terms are not the requested policy's.

interface Section {
  line: LineOfBusiness;
  doc: Doc;
}

/** A heading: a few words naming one line of business, no figures, alone or beside other headings on its row. */
function headingCells(row: Row): { cell: Cell; line: LineOfBusiness }[] {
  const out: { cell: Cell; line: LineOfBusiness }[] = [];
  for (const cell of row.cells) {
    const line = /\d|:/.test(cell.text) || cell.text.split(/\s+/).length > 5 ? null : lineOfBusiness(cell.text);
    if (!line) return [];
    out.push({ cell, line });
  }
  return out;
}

/** The rows from `from` up to `to` (exclusive), only their cells from `x` to `x2`. */
function region(doc: Doc, from: number, to: number, x: number, x2: number): Doc {
  const rows = doc.rows.slice(from, to).flatMap((row) => {
    const cells = row.cells.filter((c) => c.x >= x && c.x < x2);
    return cells.length ? [{ ...row, cells, text: cells.map((c) => c.text).join("  ") }] : [];
  });
  return docOfRows(rows);
}

function sections(doc: Doc): Section[] {
  const headed = doc.rows.map((row) => ({ row, headings: headingCells(row) })).filter((h) => h.headings.length);
  const out: Section[] = [];
  headed.forEach(({ row, headings }, i) => {
    const end = headed[i + 1]?.row.index ?? doc.rows.length;
    headings.forEach(({ cell, line }, j) => {
      // A heading's column reaches to the next heading beside it; a little to its left for ragged boxes.
      const x = cell.x - 2 * cell.h;
      const x2 = headings[j + 1] ? headings[j + 1].cell.x - 2 * cell.h : Infinity;
      out.push({ line, doc: region(doc, row.index, end, x, x2) });
    });
  });
  return out;
}

export interface PolicySection {
  doc: Doc;
  /** The section's own policy number, as read from it. */
  policyNumber: PolicyNumberFound;
}

/**
 * The requested policy's own section when the paper has sections of two or more policies, each
 * with its own policy number, and just one of them is of the requested line; otherwise null.
 */
export function requestedPolicySection(doc: Doc, type: "auto" | "home"): PolicySection | null {
  const all = sections(doc);
  if (all.length < 2) return null;
  const numbered = all
    .map((s) => ({ ...s, policyNumber: findPolicyNumber(s.doc) }))
    .filter((s) => s.policyNumber.value);
  if (new Set(numbered.map((s) => s.policyNumber.value)).size < 2) return null;
  const own = numbered.filter((s) => s.line === type);
  return own.length === 1 ? { doc: own[0].doc, policyNumber: own[0].policyNumber } : null;
}
