import type { TextStyle, Writer } from "../typeset";
import { hrule, row, type Col } from "./common";
import { fitSize, ruledTable, type RCol, type RRow } from "./ruled";

// Tables and label lines whose every word stays inside its column, however wide the schedule:
// the kinds with wide grids (fleet, specialty vehicles, flood) draw with these.

/**
 * Column shares and a size at which every word of every cell fits its column with a gap: the font
 * shrinks first, then the columns widen to their longest word and share the rest as drawn.
 */
export function fitColumns(
  w: Writer,
  widths: number[],
  aligns: ("l" | "r" | "c")[],
  rows: RRow[],
  base: number,
  { min = 5.5, widenFrom = base }: { min?: number; widenFrom?: number } = {},
): { cols: RCol[]; size: number } {
  const sum = widths.reduce((s, x) => s + x, 0);
  const shares = widths.map((x) => x / sum);
  const asCols = (ws: number[]): RCol[] => ws.map((x, i) => ({ width: x, align: aligns[i] }));
  const fitted = fitSize(w, asCols(shares), rows, base, min);
  if (fitted !== null) return { cols: asCols(shares), size: fitted };
  const span = w.right - w.left;
  for (let size = widenFrom; size >= 4.5; size -= 0.25) {
    const needs = shares.map((_, i) =>
      Math.max(
        0,
        ...rows
          .filter((r) => !r.span)
          .flatMap((r) =>
            (r.cells[i] ?? []).flatMap((line) =>
              line.split(/\s+/).map((word) => w.width_(word, { size, bold: !!r.bold }) + 7),
            ),
          ),
      ),
    );
    const total = needs.reduce((s, x) => s + x, 0);
    if (total > span) continue;
    const spare = span - total;
    const cols = asCols(needs.map((x, i) => (x + spare * shares[i]) / span));
    return { cols, size: fitSize(w, cols, rows, base, size) ?? size };
  }
  throw new Error("a table is too wide for the page");
}

/** A ruled or open table whose cells all fit their columns. */
export function fittedTable(
  w: Writer,
  ruled: boolean,
  widths: number[],
  aligns: ("l" | "r" | "c")[],
  head: string[][],
  rows: RRow[],
  base: number,
): void {
  const { cols, size } = fitColumns(w, widths, aligns, [{ cells: head, bold: true }, ...rows], base);
  if (ruled) {
    ruledTable(w, cols, [head], rows, size);
    return;
  }
  let at = 0;
  const open: Col[] = cols.map((c) => {
    const col = { at, width: c.width, align: c.align };
    at += c.width;
    return col;
  });
  row(w, open, head, { size: size * 0.95, bold: true }, { rule: true });
  for (const r of rows) {
    if (r.span) {
      const st: TextStyle = { size, bold: !!r.bold };
      for (const l of r.cells[0].flatMap((c) => w.wrap(c, st))) w.line(l, st);
      if (r.rule ?? true) hrule(w, 0.4, 2);
      continue;
    }
    row(w, open, r.cells, { size, bold: !!r.bold }, { rule: r.rule ?? true, pad: 3 });
  }
}

/** "Label .... value" across `width` points at the right of the column; a long label wraps clear of the value. */
export function amountLine(w: Writer, width: number, label: string, value: string, style: TextStyle = {}): void {
  const size = style.size ?? w.size;
  const lh = size * 1.35;
  const labels = w.wrap(label, style, width - w.width_(value, style) - 12);
  w.ensure(lh * labels.length);
  labels.forEach((l, i) => w.put(l, w.right - width, w.y + size + i * lh, style));
  w.put(value, w.right - w.width_(value, style), w.y + size, style);
  w.y += lh * labels.length;
}

/** Label and value pairs, the value column at `share` of the width; long labels wrap in their own column. */
export function labelled(w: Writer, items: [string, string[]][], share: number, style: TextStyle = {}): void {
  const size = style.size ?? w.size;
  const lh = size * 1.32;
  const span = w.right - w.left;
  for (const [label, values] of items) {
    const labels = w.wrap(label, { ...style, bold: true }, span * share - 6);
    const lines = values.flatMap((v) => w.wrap(v, style, span * (1 - share)));
    const n = Math.max(labels.length, lines.length, 1);
    w.ensure(lh * n);
    labels.forEach((l, k) => w.put(l, w.left, w.y + size + k * lh, { ...style, bold: true }));
    lines.forEach((l, k) => w.put(l, w.left + span * share, w.y + size + k * lh, style));
    w.y += lh * n;
  }
}
