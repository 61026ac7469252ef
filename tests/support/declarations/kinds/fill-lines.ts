import type { TextStyle, Writer } from "../typeset";

// Drawing pieces for the vehicle-sections and verification-form kinds: coverage lines with dotted
// leaders between the coverage, its limit and its premium (as Progressive's and the regional
// carriers' per-vehicle sections print them), and the fill-in blanks of a lender's fax form, where
// the agent types values over printed rules and leaves a blank for what it does not know.

/** Dots from x0 to x1 on baseline y (nothing when the room is too narrow for a few dots). */
export function dots(w: Writer, x0: number, x1: number, y: number, style: TextStyle): void {
  const unit = w.width_(".", style);
  const n = Math.floor((x1 - x0) / unit);
  if (n >= 3) w.put(".".repeat(n), x1 - n * unit, y, style);
}

export interface LeaderCells {
  label: string;
  /** The limit or deductible text, wrapped inside its column. */
  middle: string;
  /** The premium, right-aligned at the column's right edge ("" for none). */
  right: string;
}

/**
 * One coverage line: label, then dots to the limit column, the limit, then dots to the premium at
 * the right edge. `at` is where the limit column starts (a fraction of the column width), `rightWidth`
 * the room kept for the premium. Labels and limits wrap inside their own columns; leaders are drawn
 * on the first line only.
 */
export function leaderLine(
  w: Writer,
  cells: LeaderCells,
  at: number,
  rightWidth: number,
  style: TextStyle = {},
  leaders = true,
): void {
  const size = style.size ?? w.size;
  const lh = size * 1.3;
  const span = w.right - w.left;
  const midX = w.left + span * at;
  const midEnd = w.right - rightWidth;
  const labels = w.wrap(cells.label, style, midX - w.left - 10);
  const mids = cells.middle ? w.wrap(cells.middle, style, midEnd - midX - 8) : [];
  const n = Math.max(1, labels.length, mids.length);
  w.ensure(n * lh + 2);
  const base = w.y + size;
  labels.forEach((l, k) => w.put(l, w.left, base + k * lh, style));
  mids.forEach((l, k) => w.put(l, midX, base + k * lh, style));
  const rw = cells.right ? w.width_(cells.right, style) : 0;
  if (cells.right) w.put(cells.right, w.right - rw, base, style);
  if (leaders) {
    const labelEnd = w.left + w.width_(labels[0], style) + 3;
    if (mids.length) {
      dots(w, labelEnd, midX - 3, base, style);
      if (cells.right) dots(w, midX + w.width_(mids[0], style) + 3, w.right - rw - 3, base, style);
    } else if (cells.right) dots(w, labelEnd, w.right - rw - 3, base, style);
  }
  w.y += n * lh + 1;
}

/** A line of text with an amount right-aligned on its first line (a sentence and its premium). */
export function sentenceLine(w: Writer, text: string, right: string, style: TextStyle = {}, indent = 0): void {
  const size = style.size ?? w.size;
  const lh = size * 1.3;
  const rw = right ? w.width_(right, style) + 14 : 0;
  const lines = w.wrap(text, style, w.right - w.left - indent - rw);
  w.ensure(lines.length * lh + 2);
  lines.forEach((l, k) => w.put(l, w.left + indent, w.y + size + k * lh, style));
  if (right) w.put(right, w.right - w.width_(right, style), w.y + size, style);
  w.y += lines.length * lh + 1;
}

// ---------------------------------------------------------------- fill-in blanks

export interface Blank {
  label: string;
  /** The typed value; "" leaves the blank empty. Several parts are separate blanks split by "/". */
  value: string | string[];
  /** Share of the column width this field takes on its line. */
  share: number;
}

export interface BlankLook {
  form: TextStyle;
  /** The typed values: another weight or size than the printed form. */
  fill: TextStyle;
  /** An empty blank as a drawn rule, or as printed underscores (a fax form typed on a typewriter). */
  empty: "rule" | "underscores";
}

/** The largest size (not above the style's) at which `text` fits `room` points. */
function shrink(w: Writer, text: string, style: TextStyle, room: number): TextStyle {
  const size = style.size ?? w.size;
  const width = w.width_(text, style);
  return width <= room ? style : { ...style, size: Math.max(5, Math.floor(((size * room) / width) * 4) / 4) };
}

function blankRule(w: Writer, x0: number, x1: number, baseline: number, look: BlankLook, filled: boolean): void {
  if (filled || look.empty === "rule") {
    w.page.rects.push({ x: x0, y: baseline + 2, w: Math.max(4, x1 - x0), h: 0.5, fill: true });
    return;
  }
  const unit = w.width_("_", look.form);
  const n = Math.max(3, Math.floor((x1 - x0) / unit));
  w.put("_".repeat(n), x0, baseline, look.form);
}

/**
 * A printed form line of "Label: ______" fields side by side, with the agent's values typed on the
 * blanks. A value wider than its blank wraps onto a second blank below it; a single word too wide
 * for it is typed smaller. Returns the line's height.
 */
export function blankRow(w: Writer, blanks: Blank[], look: BlankLook): number {
  const span = w.right - w.left;
  const formSize = look.form.size ?? w.size;
  const fillSize = look.fill.size ?? w.size;
  const lh = Math.max(formSize, fillSize) * 1.55;
  let x = w.left;
  const plans = blanks.map((b) => {
    const x0 = x;
    const x1 = x + b.share * span - (b.share < 0.99 ? 10 : 0);
    x += b.share * span;
    const labelW = b.label ? w.width_(b.label, look.form) + 4 : 0;
    // A long caption in a narrow field puts the blank on the next line, as forms print it.
    const below = x1 - x0 - labelW < 45;
    const bx = below ? x0 + 8 : x0 + labelW;
    const room = x1 - bx - 4;
    const parts = Array.isArray(b.value) ? b.value : [b.value];
    let lines: { text: string; style: TextStyle }[][];
    if (parts.length > 1) {
      const each = (room - (parts.length - 1) * 8) / parts.length;
      lines = [parts.map((p) => ({ text: p, style: shrink(w, p, look.fill, each - 4) }))];
    } else {
      const wrapped = parts[0] ? w.wrap(parts[0], look.fill, room - 4) : [""];
      lines = wrapped.map((l) => [{ text: l, style: shrink(w, l, look.fill, room - 4) }]);
    }
    return { b, x0, x1, bx, below, lines };
  });
  const rows = Math.max(...plans.map((p) => p.lines.length + (p.below ? 1 : 0)));
  w.ensure(rows * lh + 2);
  const top = w.y;
  for (const p of plans) {
    const base0 = top + Math.max(formSize, fillSize) * 1.1;
    if (p.b.label) w.put(p.b.label, p.x0, base0, look.form);
    p.lines.forEach((parts, k) => {
      const baseline = base0 + (k + (p.below ? 1 : 0)) * lh;
      const each = (p.x1 - p.bx - (parts.length - 1) * 8) / parts.length;
      parts.forEach((part, j) => {
        const bx0 = p.bx + j * (each + 8);
        blankRule(w, bx0, bx0 + each, baseline, look, !!part.text);
        if (part.text) w.put(part.text, bx0 + 3, baseline, part.style);
        if (j < parts.length - 1) w.put("/", bx0 + each + 2, baseline, look.form);
      });
    });
  }
  const h = rows * lh;
  w.y += h;
  return h;
}

/** Check boxes typed as text on a fax form: "[X] Yes  [ ] No". */
export function typedChecks(items: [string, boolean][]): string {
  return items.map(([caption, on]) => `[${on ? "X" : " "}] ${caption}`).join("   ");
}
