import { addMonths } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import { formatDate, hrule, type DateStyle } from "./common";

// Drawing and formatting pieces for the form-like kinds (ID card sheets, evidence-of-insurance
// grids, renewal statements): boxes with a small caption over their values, check boxes, cut
// lines, and the ISO date that portal exports and some agency systems print.

export type AnyDateStyle = DateStyle | "yyyy-mm-dd";

export function dateText(iso: string, style: AnyDateStyle): string {
  return style === "yyyy-mm-dd" ? iso.slice(0, 10) : formatDate(iso, style);
}

/** A date style per page, weighted toward the slashed forms most carriers print. */
export function pickDateStyle(rng: Rng, styles: readonly AnyDateStyle[] = ALL_DATE_STYLES): AnyDateStyle {
  return rng.pick(styles);
}

export const ALL_DATE_STYLES: readonly AnyDateStyle[] = [
  "mm/dd/yyyy",
  "mm/dd/yyyy",
  "m/d/yyyy",
  "Mon d, yyyy",
  "Month d, yyyy",
  "yyyy-mm-dd",
  "mm/dd/yy",
];

/** The term before this one: a date pair renewal pages and replaced cards print. */
export function priorTerm(effective: string, months: number): [string, string] {
  return [addMonths(effective, -months), effective];
}

export const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

export interface Box {
  /** Small caption printed at the box's top-left ("" for none). */
  label: string;
  lines: string[];
  /** Left edge and width as fractions of the column. */
  at: number;
  width: number;
  align?: "l" | "r" | "c";
  style?: TextStyle;
}

/**
 * A row of ruled boxes, each with a small caption over its values, as pre-printed forms have them.
 * `minLines` keeps empty form space below short values. Returns the row's height.
 */
export function boxRow(w: Writer, boxes: Box[], opts: { minLines?: number; captionScale?: number } = {}): number {
  const span = w.right - w.left;
  const cap = w.size * (opts.captionScale ?? 0.66);
  const inner = (b: Box) => b.width * span - 9;
  // Captions wrap inside their box, as a narrow form cell prints "CONTINUED UNTIL / TERMINATED".
  const captions = boxes.map((b) => (b.label ? w.wrap(b.label, { size: cap }, inner(b)) : []));
  const capH = (i: number) => (captions[i].length ? captions[i].length * cap * 1.15 + cap * 0.3 : cap * 0.4);
  const wrapped = boxes.map((b) => b.lines.flatMap((l) => (l ? w.wrap(l, b.style ?? {}, inner(b)) : [""])));
  const lineH = (b: Box) => (b.style?.size ?? w.size) * 1.3;
  const h = Math.max(...boxes.map((b, i) => capH(i) + Math.max(opts.minLines ?? 1, wrapped[i].length) * lineH(b))) + 4;
  w.ensure(h + 2);
  boxes.forEach((b, i) => {
    const x = w.left + b.at * span;
    const bw = b.width * span;
    w.page.rects.push({ x, y: w.y, w: bw, h });
    captions[i].forEach((c, k) => w.put(c, x + 2.5, w.y + cap * (1.15 * k + 1) + 1.5, { size: cap }));
    const top = w.y + capH(i) + 1;
    const size = b.style?.size ?? w.size;
    wrapped[i].forEach((l, k) => {
      const tw = w.width_(l, b.style);
      const lx = b.align === "r" ? x + bw - 3 - tw : b.align === "c" ? x + (bw - tw) / 2 : x + 3;
      w.put(l, lx, top + size + k * lineH(b), b.style ?? {});
    });
  });
  w.y += h;
  return h;
}

/**
 * Two stacks of boxes side by side with no gutter (a form's left and right halves); the boxes that
 * end each stack are stretched so both halves end on one line, as ruled forms do.
 */
export function formHalves(w: Writer, split: number, left: (w: Writer) => void, right: (w: Writer) => void): void {
  const span = w.right - w.left;
  const delta = span * split - span / 2;
  const ends: { from: number; to: number; bottom: number }[] = [];
  const wrap = (i: number, part: (w: Writer) => void, side: 1 | -1) => (ww: Writer) => {
    if (side === 1) ww.right += delta;
    else ww.left += delta;
    const from = ww.page.rects.length;
    part(ww);
    ends[i] = { from, to: ww.page.rects.length, bottom: ww.y };
  };
  w.columns([wrap(0, left, 1), wrap(1, right, -1)], 0);
  const bottom = w.y;
  for (const e of ends)
    for (const r of w.page.rects.slice(e.from, e.to)) if (Math.abs(r.y + r.h - e.bottom) < 0.5) r.h = bottom - r.y;
}

/** A check box with its caption at (x, baseline y); returns the width used. */
export function checkBox(
  w: Writer,
  x: number,
  y: number,
  checked: boolean,
  caption: string,
  size = w.size * 0.72,
): number {
  const s = size * 1.05;
  w.page.rects.push({ x, y: y - s + 1, w: s, h: s });
  if (checked) w.put("X", x + (s - w.width_("X", { size, bold: true })) / 2, y - 0.5, { size, bold: true });
  return s + 3 + w.put(caption, x + s + 3, y, { size }) + 10;
}

/** A line of check boxes across the column, on its own line. */
export function checkLine(w: Writer, items: [string, boolean][], lead = "", size = w.size * 0.72): void {
  w.ensure(size * 2);
  const y = w.y + size * 1.3;
  let x = w.left + 3;
  if (lead) x += w.put(lead, x, y, { size, bold: true }) + 10;
  for (const [caption, checked] of items) x += checkBox(w, x, y, checked, caption, size);
  w.y += size * 1.9;
}

/** A dashed cut line across the column (scissors are not in the standard fonts' encoding). */
export function cutLine(w: Writer, caption = ""): void {
  w.ensure(14);
  const y = w.y + 6;
  const size = w.size * 0.62;
  const tw = caption ? w.width_(caption, { size }) + 8 : 0;
  const mid = (w.left + w.right) / 2;
  for (let x = w.left - 10; x < w.right + 10; x += 7) {
    if (caption && x > mid - tw / 2 - 6 && x < mid + tw / 2) continue;
    w.page.rects.push({ x, y, w: 3.5, h: 0.5, fill: true });
  }
  if (caption) w.put(caption, mid - tw / 2 + 4, y + size * 0.35, { size });
  w.y += 12;
}

/** A heading band: a filled bar with nothing on it, and the title under it, as form sections start. */
export function sectionBar(w: Writer, title: string, style: TextStyle = { bold: true }): void {
  const size = style.size ?? w.size;
  w.ensure(size * 2.2);
  w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 1.4, fill: true });
  w.y += 2;
  w.put(title, w.left + 1, w.y + size, style);
  w.y += size * 1.45;
}

/**
 * A section's title in a kind's look: the heading band, or a bold line over a rule that keeps
 * `keepLines` lines of its section on its page.
 */
export function sectionHeading(
  w: Writer,
  look: { upper: boolean; bars: boolean },
  title: string,
  { keepLines = 3, gap = 4 }: { keepLines?: number; gap?: number } = {},
): void {
  const t = look.upper ? title.toUpperCase() : title;
  if (look.bars) return sectionBar(w, t);
  w.ensure(w.size * keepLines);
  w.gap(gap);
  w.line(t, { bold: true });
  hrule(w, 0.6, 3);
}

const STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

export const stateName = (abbr: string) => STATES[abbr] ?? abbr;

/** A toll-free number for claims or service lines: numbers on the page that are not the agent's. */
export const tollFree = (rng: Rng) =>
  `1-${rng.pick(["800", "888", "877", "866"])}-${rng.int(200, 999)}-${rng.int(1000, 9999)}`;
