import { addressLines } from "../content";
import type { GeneratedPolicy, TruthAddress, TruthCoverage, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { PLACES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";

// Helpers shared by the independent kinds. They deliberately do not use lexicon.ts or content.ts's
// worded Content: each kind words and formats the policy itself, from what real carrier pages print.

export interface KindResult {
  /** What a careful reader gets from this page: a clone of the policy's truth, trimmed to what is printed. */
  truth: TruthPolicy;
  /** Sub-arrangement, recorded in the truth's `layout` as `<kind>+<variant>` for reading misses. */
  variant: string;
  /** The page's title, for the PDF's metadata. */
  title: string;
}

export type KindFn = (w: Writer, g: GeneratedPolicy, rng: Rng) => KindResult;

export { addressLines };

/** A deep copy: the kinds null out what they leave off the page without touching shared state. */
export function cloneTruth(t: TruthPolicy): TruthPolicy {
  return structuredClone(t);
}

// ---------------------------------------------------------------- numbers and dates

const group = (n: number, decimals: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "$1,295.00" / "1,295.00" / "$1,295": carriers print premiums with cents and limits without. */
export function dollars(n: number, opts: { cents?: boolean; sign?: boolean } = {}): string {
  const cents = opts.cents ?? !Number.isInteger(n);
  return `${opts.sign === false ? "" : "$"}${group(n, cents ? 2 : 0)}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export type DateStyle =
  "m/d/yyyy" | "mm/dd/yyyy" | "mm/dd/yy" | "mm-dd-yy" | "Mon d, yyyy" | "Month d, yyyy" | "MON dd yyyy";

export function formatDate(iso: string, style: DateStyle): string {
  const [y, m, d] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
  const month = MONTHS[Number(m) - 1];
  switch (style) {
    case "m/d/yyyy":
      return `${Number(m)}/${Number(d)}/${y}`;
    case "mm/dd/yyyy":
      return `${m}/${d}/${y}`;
    case "mm/dd/yy":
      return `${m}/${d}/${y.slice(2)}`;
    case "mm-dd-yy":
      return `${m}-${d}-${y.slice(2)}`;
    case "Mon d, yyyy":
      return `${month.slice(0, 3)} ${Number(d)}, ${y}`;
    case "Month d, yyyy":
      return `${month} ${Number(d)}, ${y}`;
    case "MON dd yyyy":
      return `${month.slice(0, 3).toUpperCase()} ${d} ${y}`;
  }
}

/** `n` random digits, for reference, account and form numbers. */
export const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
/** `n` random capitals, without I, O and Q that print like digits. */
export const letters = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => "ABCDEFGHJKLMNPRSTUVWXYZ"[rng.int(0, 22)]).join("");
export const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Integer cents, so shares printed per vehicle add up to the printed totals exactly. */
export const toCents = (x: number) => Math.round(x * 100);
export const fromCents = (c: number) => c / 100;
/** An amount in cents as a premium prints: "$1,295.00". */
export const money = (cents: number) => dollars(fromCents(cents), { cents: true });

/** `total` cents cut into `n` uneven shares that add up to it (a liability premium per vehicle). */
export function shares(total: number, n: number, rng: Rng): number[] {
  if (n <= 1) return [total];
  const weights = Array.from({ length: n }, () => 0.6 + rng.next());
  const sum = weights.reduce((s, x) => s + x, 0);
  const out = weights.map((x) => Math.floor((total * x) / sum));
  out[0] += total - out.reduce((s, x) => s + x, 0);
  return out;
}

export interface Ledger {
  /** Premium in cents of a truth coverage for each vehicle (0 when it does not apply). */
  coverage: Map<TruthCoverage, number[]>;
  /** Optional (untruthed) coverage premiums per vehicle, in the order of extras.optional. */
  optional: number[][];
  vehicleTotals: number[];
  /** Coverages plus optional coverages: the premium before fees. */
  base: number;
  /** Fees that are part of the total premium. */
  inFees: { label: string; amount: number }[];
  /** Fees charged beside the premium (installment fees): not in the total. */
  outFees: { label: string; amount: number }[];
  total: number;
}

/** The page's premium arithmetic, from the policy's own figures, split per vehicle for auto grids. */
export function ledger(g: GeneratedPolicy, rng: Rng): Ledger {
  const vins = g.truth.properties.flatMap((p) => (p.type === "vehicle" ? [p.data.vin] : []));
  const n = Math.max(1, vins.length);
  const coverage = new Map<TruthCoverage, number[]>();
  for (const c of g.truth.coverages) {
    const cents = toCents(g.extras.coveragePremiums.get(c) ?? 0);
    if (c.vin)
      coverage.set(
        c,
        vins.map((v) => (v === c.vin ? cents : 0)),
      );
    else coverage.set(c, shares(cents, n, rng));
  }
  const optional = g.extras.optional.map((o) => shares(toCents(o.premium), n, rng));
  const vehicleTotals = Array.from({ length: n }, (_, i) =>
    [...coverage.values(), ...optional].reduce((s, per) => s + per[i], 0),
  );
  const base = vehicleTotals.reduce((s, x) => s + x, 0);
  const inFees = g.extras.fees.filter((f) => f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const outFees = g.extras.fees.filter((f) => !f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const total = base + inFees.reduce((s, f) => s + f.amount, 0);
  if (total !== toCents(g.truth.premium)) throw new Error(`ledger ${total} != premium ${g.truth.premium}`);
  return { coverage, optional, vehicleTotals, base, inFees, outFees, total };
}

// ---------------------------------------------------------------- people and places

/** A named insured as the page prints them: middle initial kept, optionally surname first. */
export function personName(g: GeneratedPolicy, i: number, form: "first-last" | "last-first", upper: boolean): string {
  const p = g.truth.insureds[i];
  const mid = g.extras.middleInitials[i];
  const first = mid ? `${p.firstName} ${mid}` : p.firstName;
  const s = form === "last-first" ? `${p.lastName}, ${first}` : `${first} ${p.lastName}`;
  return upper ? s.toUpperCase() : s;
}

/** The carrier's own return address: printed near the insured's, as window envelopes need. */
export function carrierAddress(rng: Rng): string[] {
  const place = rng.pick(PLACES);
  return [
    `${rng.pick(["P.O. Box", "PO Box", "PO BOX"])} ${rng.int(1000, 99999)}`,
    `${place.city}, ${place.state} ${place.zips[0]}`,
  ];
}

/** An agent's office address: a second street address on the page that is not the insured's. */
export function officeAddress(rng: Rng): TruthAddress {
  const place = rng.pick(PLACES);
  return {
    addressLine1: `${rng.int(10, 9999)} ${rng.pick(["Main St", "Commerce Dr", "Market St", "Oak Ave", "Center Blvd"])}${rng.chance(0.4) ? ` Suite ${rng.int(100, 450)}` : ""}`,
    addressLine2: null,
    city: place.city,
    state: place.state,
    postalCode: place.zips[0],
    country: "US",
  };
}

export function vehicleList(g: GeneratedPolicy) {
  return g.truth.properties.flatMap((p, i) =>
    p.type === "vehicle" ? [{ ...p.data, trim: g.extras.trims[i] ?? "", index: i }] : [],
  );
}

export function dwellingAddress(t: TruthPolicy): TruthAddress | null {
  const d = t.properties.find((p) => p.type === "dwelling");
  return d && d.type === "dwelling" ? d.data.address : null;
}

export const sameAddress = (a: TruthAddress, b: TruthAddress) =>
  a.addressLine1 === b.addressLine1 && a.addressLine2 === b.addressLine2 && a.postalCode === b.postalCode;

// ---------------------------------------------------------------- drawing

export interface Col {
  /** Left edge as a fraction of the column width. */
  at: number;
  /** Width as a fraction of the column width. */
  width: number;
  align?: "l" | "r" | "c";
}

/** One row of cells at fixed columns (cells may hold several lines); returns the row's height. */
export function row(
  w: Writer,
  cols: Col[],
  cells: string[][],
  style: TextStyle = {},
  opts: { rule?: boolean; vlines?: boolean; pad?: number } = {},
): number {
  const size = style.size ?? w.size;
  const lh = size * 1.3;
  const span = w.right - w.left;
  const wrapped = cells.map((c, i) => c.flatMap((l) => (l ? w.wrap(l, style, cols[i].width * span - 3) : [""])));
  const h = Math.max(1, ...wrapped.map((c) => c.length)) * lh + (opts.pad ?? 2);
  w.ensure(h + 2);
  wrapped.forEach((lines, i) => {
    const c = cols[i];
    const x0 = w.left + c.at * span;
    const cw = c.width * span - 3;
    lines.forEach((l, k) => {
      const tw = w.width_(l, style);
      const x = c.align === "r" ? x0 + cw - tw : c.align === "c" ? x0 + (cw - tw) / 2 : x0;
      w.put(l, x, w.y + size + k * lh, style);
    });
  });
  if (opts.vlines)
    for (const c of cols.slice(1)) w.page.rects.push({ x: w.left + c.at * span - 2, y: w.y, w: 0.5, h, fill: true });
  w.y += h;
  if (opts.rule) hrule(w, 0.5);
  return h;
}

export function hrule(w: Writer, weight = 0.6, gap = 2): void {
  w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: weight, fill: true });
  w.y += gap;
}

/** Runs `fn` and draws a frame around what it wrote when it stayed on one page. */
export function framed(w: Writer, fn: () => void, pad = 3): void {
  const page = w.page;
  const top = w.y;
  w.y += pad;
  fn();
  w.y += pad;
  if (w.page === page) page.rects.push({ x: w.left - pad, y: top, w: w.right - w.left + 2 * pad, h: w.y - top });
}

/**
 * Two blocks side by side at unequal widths (`split` = the left block's share). Writer.columns keeps
 * them on one page; the parts widen and narrow their own halves to the split.
 */
export function sideBySide(w: Writer, split: number, left: (w: Writer) => void, right: (w: Writer) => void): void {
  const span = w.right - w.left;
  const gutter = 18;
  const delta = span * split - (span - gutter) / 2;
  w.columns(
    [
      (ww) => {
        ww.right += delta;
        left(ww);
      },
      (ww) => {
        ww.left += delta;
        right(ww);
      },
    ],
    gutter,
  );
}

/** Text right-aligned to the column's right edge on the current line (not advancing). */
export function putRight(w: Writer, text: string, style: TextStyle = {}, dy = 0): void {
  w.put(text, w.right - w.width_(text, style), w.y + (style.size ?? w.size) + dy, style);
}
