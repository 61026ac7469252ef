import { cellRight, cellsBelow, type Cell, type Doc } from "./doc";

// "Label: value" lookups. A value may follow the label inside its cell, sit in the next cell of
// the row, or sit under the label (forms that print the label above its box).

/**
 * A caption's gloss between it and its colon: a translation or an aside ("Policy No. (Póliza
 * Núm.):", "Loan No. / Núm. de Préstamo:", "Named Insured(s):"). Words only, so a value is never taken for one.
 */
export const CAPTION_GLOSS = String.raw`(?:\s*(?:\([^()\d]{1,40}\)|\/\s*[^:\d/]{1,40}?)(?=\s*:))?`;
const LEADING_GLOSS = new RegExp(`^${CAPTION_GLOSS}`);

export interface LabelHit {
  cell: Cell;
  /** Text after the label inside the same cell, without separators. */
  rest: string;
}

/** Cells whose text starts with (or, with `anywhere`, contains) the label. */
export function findLabels(doc: Doc, label: RegExp, anywhere = false): LabelHit[] {
  const hits: LabelHit[] = [];
  const re = new RegExp(label.source, label.flags.replace("g", ""));
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      const m = re.exec(cell.text);
      if (!m) continue;
      if (!anywhere && m.index > 3) continue;
      hits.push({
        cell,
        rest: cell.text
          .slice(m.index + m[0].length)
          .replace(LEADING_GLOSS, "")
          .replace(/^[\s:#.\-–—)]+/, "")
          .trim(),
      });
    }
  }
  return hits;
}

/** Candidate value texts for one label hit, most likely first. */
export function valueCandidates(doc: Doc, hit: LabelHit, below = 2): string[] {
  const out: string[] = [];
  if (hit.rest) out.push(hit.rest);
  const right = cellRight(doc, hit.cell);
  if (right) out.push(right.text);
  for (const cell of cellsBelow(doc, hit.cell, below)) out.push(cell.text);
  return out;
}
