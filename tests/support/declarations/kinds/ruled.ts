import { Writer, type TextStyle } from "../typeset";

// Ruled tables for the matrix, box and certificate kinds: every cell between column rules, rows
// split by hairlines, stacked multi-line headers, a header repeated when a table runs onto the next
// page, and a font size chosen so that no unbreakable value (a VIN, "$100,000/$300,000") crosses
// into the next cell. Also a dry-run measure, so a box can move whole to the next page.

export interface RCol {
  /** Share of the column width (the shares of a table add up to 1). */
  width: number;
  align?: "l" | "r" | "c";
}

export interface RRow {
  cells: string[][];
  bold?: boolean;
  /** Hairline under the row (default true). */
  rule?: boolean;
  /** One cell across the whole table (a lienholder line under its vehicle). */
  span?: boolean;
}

const SPAN: RCol[] = [{ width: 1 }];

const PAD = 2.5;

function geometry(w: Writer, cols: RCol[]): { x: number; width: number }[] {
  const span = w.right - w.left;
  let x = w.left;
  return cols.map((c) => {
    const out = { x, width: c.width * span };
    x += c.width * span;
    return out;
  });
}

/** One ruled row at `size`; returns its height. Draws the rules left of each cell and at the right edge. */
export function ruledRow(w: Writer, tableCols: RCol[], r: RRow, size: number, ruleAbove = false): number {
  const cols = r.span ? SPAN : tableCols;
  const style: TextStyle = { size, bold: !!r.bold };
  const geo = geometry(w, cols);
  const lh = size * 1.22;
  const wrapped = r.cells.map((c, i) => c.flatMap((l) => (l ? w.wrap(l, style, geo[i].width - 2 * PAD) : [""])));
  const h = Math.max(1, ...wrapped.map((c) => c.length)) * lh + size * 0.5;
  w.ensure(h + 1);
  const top = w.y;
  const span = w.right - w.left;
  if (ruleAbove) w.page.rects.push({ x: w.left, y: top, w: span, h: 0.6, fill: true });
  wrapped.forEach((lines, i) => {
    const { x, width } = geo[i];
    lines.forEach((l, k) => {
      const tw = w.width_(l, style);
      const a = cols[i].align ?? "l";
      const lx = a === "r" ? x + width - PAD - tw : a === "c" ? x + (width - tw) / 2 : x + PAD;
      w.put(l, lx, top + size + 1.5 + k * lh, style);
    });
    w.page.rects.push({ x, y: top, w: 0.5, h, fill: true });
  });
  w.page.rects.push({ x: w.right - 0.5, y: top, w: 0.5, h, fill: true });
  if (r.rule ?? true) w.page.rects.push({ x: w.left, y: top + h, w: span, h: 0.5, fill: true });
  w.y += h;
  return h;
}

/** A ruled table: header rows (bold) over body rows; the header is drawn again after a page break. */
export function ruledTable(w: Writer, cols: RCol[], head: string[][][], rows: RRow[], size: number): void {
  const header = () =>
    head.forEach((cells, i) =>
      ruledRow(w, cols, { cells, bold: true, rule: i === head.length - 1 }, size * 0.95, i === 0),
    );
  header();
  for (const r of rows) {
    const page = w.page;
    // A row that would not fit starts the next page under a repeated header.
    const probe = measure(w, (ww) => ruledRow(ww, cols, r, size));
    w.ensure(probe + 1);
    if (w.page !== page) header();
    ruledRow(w, cols, r, size);
  }
}

/** The largest size (down to `min`) at which every word of every cell fits inside its column. */
export function fitSize(w: Writer, cols: RCol[], rows: RRow[], base: number, min = 5.5): number | null {
  const geo = geometry(w, cols);
  const fits = (size: number) =>
    rows.every(
      (r) =>
        r.span ||
        r.cells.every((c, i) =>
          c.every((line) =>
            line.split(/\s+/).every((word) => w.width_(word, { size, bold: !!r.bold }) <= geo[i].width - 2 * PAD - 0.5),
          ),
        ),
    );
  for (let s = base; s >= min; s -= 0.25) if (fits(s)) return s;
  return null;
}

/** Height a drawing would take at the current column width, drawn on a scratch writer. */
export function measure(w: Writer, draw: (ww: Writer) => void): number {
  const scratch = new Writer(w.family, w.size, w.margin, w.width, 1e7);
  scratch.left = w.left;
  scratch.right = w.right;
  scratch.y = 0;
  draw(scratch);
  return scratch.y;
}

/** Draws `draw` on this page when it fits, otherwise whole on the next (when it fits a page at all). */
export function keepTogether(w: Writer, draw: (ww: Writer) => void): void {
  const h = measure(w, draw);
  if (h < w.height - 2 * w.margin) w.ensure(h);
  draw(w);
}

/**
 * A ruled box with a bold title band (a rule under the title) around `draw`. The box is kept on one
 * page when it fits one; `draw` must not draw randomly, since it is measured before it is drawn.
 */
export function titledBox(w: Writer, title: string, draw: (ww: Writer) => void, titleSize = w.size): void {
  const body = (ww: Writer) => {
    const top = ww.y;
    const page = ww.page;
    ww.y += 2;
    if (title) {
      ww.put(title, ww.left + 4, ww.y + titleSize, { bold: true, size: titleSize });
      ww.y += titleSize * 1.45;
      ww.page.rects.push({ x: ww.left, y: ww.y, w: ww.right - ww.left, h: 0.6, fill: true });
      ww.y += 2;
    }
    ww.left += 4;
    ww.right -= 4;
    draw(ww);
    ww.left -= 4;
    ww.right += 4;
    ww.y += 3;
    if (ww.page === page) page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
  };
  keepTogether(w, body);
}

/** Label / value pairs in two aligned columns inside a box ("Policy Number   PA 1234567"). */
export function pairs(w: Writer, items: [string, string][], labelShare: number, style: TextStyle = {}): void {
  const size = style.size ?? w.size;
  const span = w.right - w.left;
  for (const [label, value] of items) {
    const lines = w.wrap(value, style, span * (1 - labelShare) - 4);
    w.ensure(size * 1.3 * (Math.max(1, lines.length) + 1));
    w.put(label, w.left, w.y + size, { size, bold: true });
    // A label wider than its column puts its value on the next line, as forms do.
    if (w.width_(label, { size, bold: true }) > span * labelShare - 4) w.y += size * 1.3;
    lines.forEach((l, k) => w.put(l, w.left + span * labelShare, w.y + size + k * size * 1.3, style));
    w.y += size * 1.3 * Math.max(1, lines.length);
  }
}

/** Page numbers and a running footer, put on every page once the document is written. */
export function footers(
  w: Writer,
  left: (page: number, of: number) => string,
  right: (page: number, of: number) => string,
): void {
  const n = w.pages.length;
  const size = w.size * 0.72;
  w.pages.forEach((p, i) => {
    const y = p.height - w.margin / 2;
    const l = left(i + 1, n);
    const r = right(i + 1, n);
    if (l) p.texts.push({ text: l, x: w.margin, y, size, bold: false });
    if (r) p.texts.push({ text: r, x: p.width - w.margin - w.width_(r, { size }), y, size, bold: false });
  });
}

/** A size no larger than `size` at which `text` fits the column (a long brand in a letterhead). */
export function fitWidth(w: Writer, text: string, style: TextStyle, room = w.right - w.left): number {
  const size = style.size ?? w.size;
  const width = w.width_(text, { ...style, size });
  return width <= room ? size : Math.floor(((size * room) / width) * 4) / 4;
}
