import type { Cell, Doc } from "../parse/doc";
import { findDates } from "../parse/dates";
import { findAmounts } from "../parse/money";

// Labels and the values printed after them, as a lesson names and finds them on a page.

export type ValueKind = "text" | "date" | "money" | "year";
/** Where a value sits from its label. */
export type Relation = "right" | "below" | "same-cell";

/** Label text as compared: case, punctuation and spacing do not matter ("Policy No.:" = "policy no"). */
export function normLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
export function isLabelLike(text: string): boolean {
  const norm = normLabel(text);
  const letters = norm.replace(/[^a-z]/g, "").length;
  return letters >= 2 && norm.length <= 60 && letters >= 0.6 * norm.replace(/ /g, "").length;
}

export interface Found {
  value: string | number;
  index: number;
}

/** The values of one kind in a text, in order. */
export function valuesIn(kind: ValueKind, text: string): Found[] {
  if (kind === "date") return findDates(text).map((d) => ({ value: d.iso, index: d.index }));
  if (kind === "money") return findAmounts(text).map((a) => ({ value: a.value, index: a.index }));
  if (kind === "year")
    return [...text.matchAll(/(?<!\d)(19[5-9]\d|20\d\d)(?!\d)/g)].map((m) => ({ value: Number(m[1]), index: m.index }));
  const t = text.replace(/^[\s:#.\-–—)]+/, "").trim();
  return t ? [{ value: t, index: text.indexOf(t) }] : [];
}

export const sameValue = (kind: ValueKind, a: unknown, b: unknown): boolean =>
  kind === "text" ? normText(String(a)) === normText(String(b)) : a === b;

export const normText = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();

/** The text after a label at the start of a cell, or null when the cell does not start with it. */
export function afterLabel(text: string, label: string): string | null {
  const words = label.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const m = new RegExp(`^[^a-z0-9]*${words.join("[^a-z0-9]+")}(?![a-z0-9])`, "i").exec(text);
  return m ? text.slice(m[0].length).replace(/^[\s:#.\-–—)]+/, "") : null;
}

export function labelCells(doc: Doc, label: string, relation: Relation): Cell[] {
  const out: Cell[] = [];
  for (const row of doc.rows)
    for (const cell of row.cells) {
      if (relation === "same-cell" ? afterLabel(cell.text, label) : normLabel(cell.text) === label) out.push(cell);
    }
  return out;
}
