import { StandardFontEmbedder, StandardFonts } from "pdf-lib";

// A small typesetter: lines, key–value rows, tables, boxed grids and wrapped paragraphs placed
// top-down on Letter pages, breaking pages as needed. Layouts write through it; render-pdf draws
// what it placed. Coordinates are points from the top-left corner.

export type FontFamily = "Helvetica" | "Times" | "Courier";

export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  /** Drawn glyph by glyph with wide tracking (a damaged text layer reads "P o l i c y"). */
  spaced?: boolean;
  /** Drawn as a picture of its print, outside the text layer (a flattened form field's value). */
  pictured?: boolean;
}

export interface PlacedRect {
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: boolean;
}

export interface PageModel {
  width: number;
  height: number;
  texts: PlacedText[];
  rects: PlacedRect[];
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
}

const FONT_NAMES: Record<FontFamily, [StandardFonts, StandardFonts]> = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
};

export function fontName(family: FontFamily, bold: boolean): StandardFonts {
  return FONT_NAMES[family][bold ? 1 : 0];
}

const embedders = new Map<StandardFonts, StandardFontEmbedder>();
export function measure(family: FontFamily, bold: boolean, text: string, size: number): number {
  const name = fontName(family, bold);
  let e = embedders.get(name);
  // StandardFonts values are the standard-font names the embedder takes.
  if (!e)
    embedders.set(
      name,
      (e = StandardFontEmbedder.for(name as unknown as Parameters<typeof StandardFontEmbedder.for>[0])),
    );
  return e.widthOfTextAtSize(text, size);
}

export class Writer {
  readonly pages: PageModel[] = [];
  y = 0;
  /** Left and right edge of the current column. */
  left: number;
  right: number;
  private noBreak = false;
  private onNewPage: (w: Writer) => void = () => {};

  constructor(
    readonly family: FontFamily,
    readonly size: number,
    readonly margin = 48,
    readonly width = 612,
    readonly height = 792,
  ) {
    this.left = margin;
    this.right = width - margin;
    this.newPage();
  }

  get page(): PageModel {
    return this.pages[this.pages.length - 1];
  }

  get lineHeight(): number {
    return this.size * 1.35;
  }

  /** Runs on every page started after this call (running headers, footers). */
  setPageDecorator(fn: (w: Writer) => void): void {
    this.onNewPage = fn;
  }

  newPage(): void {
    this.pages.push({ width: this.width, height: this.height, texts: [], rects: [] });
    this.y = this.margin;
    this.onNewPage(this);
  }

  /** Starts a new page when fewer than `h` points are left. */
  ensure(h: number): void {
    if (!this.noBreak && this.y + h > this.height - this.margin) this.newPage();
  }

  put(text: string, x: number, y: number, style: TextStyle = {}, spaced = false): number {
    const size = style.size ?? this.size;
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean) this.page.texts.push({ text: clean, x, y, size, bold: !!style.bold, spaced });
    return this.width_(clean, style);
  }

  width_(text: string, style: TextStyle = {}): number {
    return measure(this.family, !!style.bold, text, style.size ?? this.size);
  }

  line(text: string, style: TextStyle = {}, indent = 0): void {
    const size = style.size ?? this.size;
    this.ensure(size * 1.4);
    this.put(text, this.left + indent, this.y + size, style);
    this.y += size * 1.4;
  }

  gap(h = this.lineHeight * 0.6): void {
    this.y += h;
  }

  rule(): void {
    this.page.rects.push({ x: this.left, y: this.y, w: this.right - this.left, h: 0.6, fill: true });
    this.gap(4);
  }

  /** Words wrapped to the column width. */
  wrap(text: string, style: TextStyle = {}, width = this.right - this.left): string[] {
    const out: string[] = [];
    let cur = "";
    for (const word of text.split(/\s+/)) {
      const next = cur ? `${cur} ${word}` : word;
      if (cur && this.width_(next, style) > width) {
        out.push(cur);
        cur = word;
      } else cur = next;
    }
    if (cur) out.push(cur);
    return out;
  }

  paragraph(text: string, style: TextStyle = {}): void {
    for (const l of this.wrap(text, style)) this.line(l, style);
  }

  /** "Label   value" with the values stacked under each other at `valueX` from the column's left. */
  kv(label: string, values: string[], valueX: number, labelStyle: TextStyle = {}, valueStyle: TextStyle = {}): void {
    const lines = values.flatMap((v) => this.wrap(v, valueStyle, this.right - this.left - valueX));
    this.ensure(this.lineHeight * Math.max(1, lines.length));
    this.put(label, this.left, this.y + this.size, labelStyle);
    // A label wider than its column pushes the values to the next line, as forms do.
    if (this.width_(label, labelStyle) > valueX - 6) this.y += this.lineHeight;
    lines.forEach((v, i) => this.put(v, this.left + valueX, this.y + this.size + i * this.lineHeight, valueStyle));
    this.y += this.lineHeight * Math.max(1, lines.length);
  }

  /** A table; each cell may hold several lines. Column widths are fractions of the column. */
  table(
    headers: string[] | null,
    rows: string[][][],
    fractions: number[],
    opts: { rules?: boolean; headerBold?: boolean; align?: ("l" | "r")[] } = {},
  ): void {
    const total = this.right - this.left;
    const xs: number[] = [];
    let acc = 0;
    for (const f of fractions) {
      xs.push(this.left + acc * total);
      acc += f;
    }
    const widths = fractions.map((f) => f * total - 6);
    const drawRow = (cells: string[][], style: TextStyle) => {
      const wrapped = cells.map((c, i) => c.flatMap((l) => this.wrap(l, style, widths[i])));
      const n = Math.max(1, ...wrapped.map((c) => c.length));
      this.ensure(n * this.lineHeight + 2);
      wrapped.forEach((cell, i) =>
        cell.forEach((l, k) => {
          const x = opts.align?.[i] === "r" ? xs[i] + widths[i] - this.width_(l, style) : xs[i];
          this.put(l, x, this.y + this.size + k * this.lineHeight, style);
        }),
      );
      this.y += n * this.lineHeight + 2;
      if (opts.rules) this.rule();
    };
    if (headers)
      drawRow(
        headers.map((h) => [h]),
        { bold: opts.headerBold ?? true, size: this.size * 0.92 },
      );
    for (const r of rows) drawRow(r, {});
  }

  /** Boxes of "small label over value", `cols` per row, each boxed. */
  grid(boxes: { label: string; values: string[] }[], cols: number): void {
    const w = (this.right - this.left) / cols;
    const small = this.size * 0.75;
    for (let i = 0; i < boxes.length; i += cols) {
      const row = boxes.slice(i, i + cols);
      const lines = row.map((b) => b.values.flatMap((v) => this.wrap(v, {}, w - 8)));
      const h = small * 1.6 + Math.max(1, ...lines.map((l) => l.length)) * this.lineHeight + 4;
      this.ensure(h);
      row.forEach((b, k) => {
        const x = this.left + k * w;
        this.page.rects.push({ x, y: this.y, w, h });
        this.put(b.label, x + 4, this.y + small + 2, { size: small, bold: true });
        lines[k].forEach((l, j) => this.put(l, x + 4, this.y + small * 1.6 + this.size + j * this.lineHeight));
      });
      this.y += h;
    }
  }

  /**
   * Writes `parts` side by side from the current line and continues below the tallest. A block
   * that does not fit the rest of the page moves to a new one; one taller than a page is an error.
   */
  columns(parts: ((w: Writer) => void)[], gutter = 18): void {
    const [left, right] = [this.left, this.right];
    const colW = (right - left - gutter * (parts.length - 1)) / parts.length;
    const attempt = (): boolean => {
      const top = this.y;
      const page = this.page;
      const [nTexts, nRects] = [page.texts.length, page.rects.length];
      let bottom = top;
      this.noBreak = true;
      parts.forEach((part, i) => {
        this.left = left + i * (colW + gutter);
        this.right = this.left + colW;
        this.y = top;
        part(this);
        bottom = Math.max(bottom, this.y);
      });
      this.noBreak = false;
      this.left = left;
      this.right = right;
      if (bottom > this.height - this.margin) {
        page.texts.length = nTexts;
        page.rects.length = nRects;
        this.y = top;
        return false;
      }
      this.y = bottom;
      return true;
    };
    if (attempt()) return;
    this.newPage();
    if (!attempt()) throw new Error("a column block is taller than a page");
  }
}
