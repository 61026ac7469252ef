import type { Cell, Doc } from "../parse/doc";
import { kindOf } from "./fields";
import {
  afterLabel,
  isLabelLike,
  labelCells,
  normLabel,
  normText,
  sameValue,
  valuesIn,
  type Relation,
  type ValueKind,
} from "./labels";
import type { HintGeometry, HintShape } from "./lessons";

// Where a lesson's value sits from its label, learned from one document and read on the next.

/** Tolerance for a value cell's edges against the learned ones (ragged columns, longer values). */
const X_SLACK = 40;

/** Whether two lessons put a value at the same place from the same label (within the tolerance readings allow). */
export function samePlace(a: HintGeometry, b: HintGeometry): boolean {
  return (
    a.nth === b.nth &&
    a.labelIndex === b.labelIndex &&
    Math.abs(a.dx - b.dx) <= X_SLACK &&
    Math.abs(a.dx2 - b.dx2) <= X_SLACK &&
    Math.abs(a.dy - b.dy) <= X_SLACK
  );
}

/** The cell the hint points at from one label cell, nearest to the learned geometry. */
function valueCell(doc: Doc, label: Cell, hint: HintShape): Cell | null {
  const { dx, dx2, dy } = hint.geometry;
  const off = (c: Cell) => Math.min(Math.abs(c.x - label.x - dx), Math.abs(c.x2 - label.x - dx2));
  let candidates: Cell[];
  if (hint.relation === "right") {
    const row = doc.rows[label.row];
    candidates = row.cells.filter((c) => c.x > label.x);
  } else {
    const page = doc.rows[label.row].page;
    candidates = doc.rows
      .filter((r) => r.page === page && r.index > label.row && Math.abs(r.y - label.y - dy) < 0.6 * r.h)
      .flatMap((r) => r.cells);
  }
  let best: Cell | null = null;
  for (const c of candidates) if (off(c) <= X_SLACK && (!best || off(c) < off(best))) best = c;
  return best;
}

/** What a hint reads on a document, or null when the label or a value in its place is missing. */
export function readHint(doc: Doc, hint: HintShape): string | number | null {
  const label = labelCells(doc, hint.label, hint.relation)[hint.geometry.labelIndex];
  if (!label) return null;
  let text: string | null;
  if (hint.relation === "same-cell") text = afterLabel(label.text, hint.label);
  else text = valueCell(doc, label, hint)?.text ?? null;
  if (!text) return null;
  return valuesIn(hint.kind, text)[hint.geometry.nth]?.value ?? null;
}

/** Nearest label-like cell above `cell` in its column, within a few lines on the same page. */
function labelAbove(doc: Doc, cell: Cell): Cell | null {
  const row = doc.rows[cell.row];
  for (let i = cell.row - 1; i >= 0 && i >= cell.row - 4; i--) {
    const above = doc.rows[i];
    if (above.page !== row.page) break;
    const hit = above.cells.find((c) => Math.min(c.x2, cell.x2) > Math.max(c.x, cell.x) - 2);
    if (hit) return isLabelLike(hit.text) ? hit : null;
  }
  return null;
}

/**
 * Label-like cells left of a value, most likely first: the nearest one when it ends like a label
 * ("Acct Ref:"), else the row's header (a table row "Collision | ACV | $500" is labelled by
 * "Collision", not by the "ACV" of the column between).
 */
function leftLabels(cells: Cell[], cell: Cell): (readonly [Cell, "right"])[] {
  const left = cells.slice(0, cells.indexOf(cell)).filter((c) => isLabelLike(c.text));
  if (!left.length) return [];
  const nearest = left[left.length - 1];
  const order = /[:#]\s*$/.test(nearest.text) ? [nearest, left[0]] : [left[0], nearest];
  return [...new Set(order)].map((c) => [c, "right"] as const);
}

function occurrence(doc: Doc, label: Cell, norm: string, relation: Relation): number {
  return labelCells(doc, norm, relation).indexOf(label);
}

/**
 * Where a corrected value is printed and what labels it: candidates in every cell that holds the
 * value, the label in the same cell first, then to its left, then above; the first one that reads
 * the value back from this very document is the hint. Null when the value is not printed as such
 * (an apartment number inside a street line, a name split into first and last).
 */
export function learnHint(doc: Doc, field: string, value: unknown): HintShape | null {
  const kind = kindOf(field);
  if (!kind || value === null || value === undefined || value === "") return null;
  const candidates: HintShape[] = [];
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      const all = valuesIn(kind, cell.text);
      if (!all.some((v) => sameValue(kind, v.value, value))) {
        // "Policy Number: AB-123": the whole cell is not the value, but what follows its label is.
        if (kind !== "text" || !normText(cell.text).endsWith(normText(String(value)))) continue;
      }
      const prefixLabel = sameCellLabel(cell.text, kind, value);
      if (prefixLabel !== null) {
        const rest = afterLabel(cell.text, prefixLabel) ?? "";
        const nth = valuesIn(kind, rest).findIndex((v) => sameValue(kind, v.value, value));
        if (nth >= 0) {
          const geometry = { dx: 0, dx2: 0, dy: 0, nth, labelIndex: 0 };
          const shape: HintShape = { field, label: prefixLabel, relation: "same-cell", kind, geometry };
          shape.geometry.labelIndex = occurrence(doc, cell, prefixLabel, "same-cell");
          candidates.push(shape);
        }
      }
      const nth = all.findIndex((v) => sameValue(kind, v.value, value));
      if (nth < 0) continue;
      for (const [label, relation] of [...leftLabels(row.cells, cell), [labelAbove(doc, cell), "below"] as const]) {
        if (!label || normLabel(label.text).includes(normText(String(value)).toLowerCase())) continue;
        const norm = normLabel(label.text);
        candidates.push({
          field,
          label: norm,
          relation,
          kind,
          geometry: {
            dx: cell.x - label.x,
            dx2: cell.x2 - label.x,
            dy: relation === "below" ? cell.y - label.y : 0,
            nth,
            labelIndex: occurrence(doc, label, norm, relation),
          },
        });
      }
    }
  }
  return candidates.find((h) => sameValue(kind, readHint(doc, h), value)) ?? null;
}

/** The label printed before a value inside one cell ("Policy No: AB-1"), or null. */
function sameCellLabel(text: string, kind: ValueKind, value: unknown): string | null {
  let index: number;
  if (kind === "text") {
    const at = normText(text).lastIndexOf(normText(String(value)));
    index = at < 0 ? -1 : text.length - normText(text).length + at;
  } else index = valuesIn(kind, text).find((v) => sameValue(kind, v.value, value))?.index ?? -1;
  if (index <= 0) return null;
  const prefix = text.slice(0, index);
  return isLabelLike(prefix) ? normLabel(prefix) : null;
}

/**
 * The first cell that prints a value, for showing a reader where a field was read: a text value may
 * be part of its cell ("Jane" of "JANE DOE"), other kinds must parse to the same value.
 */
export function locateValue(doc: Doc, kind: ValueKind, value: unknown): Cell | null {
  if (value === null || value === undefined || value === "") return null;
  const words = normText(String(value)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const inText = new RegExp(`(?:^|[^a-z0-9])${words}(?![a-z0-9])`);
  for (const row of doc.rows)
    for (const cell of row.cells) {
      if (kind === "text" ? inText.test(normText(cell.text)) : valuesIn(kind, cell.text).some((v) => v.value === value))
        return cell;
    }
  return null;
}
