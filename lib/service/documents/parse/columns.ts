import { overlapsX, type Cell, type Doc, type Row } from "./doc";
import { textOf } from "./row-text";
import { findAmounts } from "./money";

// Table header rows and the role of each column: which cells under them are limits,
// deductibles, premiums, or the values of one vehicle in a coverage-by-vehicle matrix.

export type ColumnRole =
  | { kind: "limit"; part?: "person" | "accident" }
  | { kind: "deductible" }
  | { kind: "premium" }
  | { kind: "vehicle"; ordinal: number }
  | { kind: "coverage"; label: string }
  | { kind: "other" };

export interface Column {
  x: number;
  x2: number;
  role: ColumnRole;
}

export interface Header {
  /** The header's last row: rows below it are under the header. */
  row: Row;
  /** Every row the header's titles take (titles wrap over two or three lines). */
  rows: Row[];
  columns: Column[];
  /** Title cells that name no role: values under them belong to no column, not to the nearest one. */
  untitled: { x: number; x2: number }[];
}

// A renewal notice or a policy change compares the terms: the new term's column holds the values,
// the old one's does not. "Current" heads the values in force, unless a renewal's or a new term's
// column stands beside it: then it is the term that ends.
const TERM_TAIL = String.raw`(?:\s+(?:term|policy|limits?|coverages?|values?|amounts?))?$`;
const NEW_TERM_COLUMN = new RegExp(String.raw`^(?:at\s+|your\s+)?(?:renewal|new|proposed|this\s*term|now)${TERM_TAIL}`);
const CURRENT_COLUMN = new RegExp(String.raw`^(?:current|today)${TERM_TAIL}`);
const OLD_TERM_COLUMN = new RegExp(String.raw`^(?:previous|prior|last|expiring|was|before|old)${TERM_TAIL}`);

const titleKey = (text: string): string => text.toLowerCase().replace(/[*:]/g, "").trim();

export function roleOf(text: string): ColumnRole | null {
  const t = titleKey(text);
  const veh = /^(?:(?:veh(?:icle)?\.?|auto|car)\s*#?|#)\s*(\d{1,2})$/.exec(t);
  if (veh) return { kind: "vehicle", ordinal: Number(veh[1]) };
  // "Comprehensive deductible", and a fixed-width form's "OTC DED" / "COLLISION DED".
  if (/(?:comprehensive|collision|\botc|\bcomp|\bcoll)\.?(?:\s*(?:deductible|ded\.?))?$/.test(t))
    return { kind: "coverage", label: t };
  // Split limits in two columns: "Each Person | Each Accident".
  if (/^(?:limits?\s*)?(?:each|per)\s*person$/.test(t)) return { kind: "limit", part: "person" };
  if (/^(?:limits?\s*)?(?:each|per)\s*(?:accident|occurrence)$/.test(t)) return { kind: "limit", part: "accident" };
  // What a limit is counted by ("Lim Basis": "Per Occurrence"), and the coverage's own name
  // ("Cvg Desc"), hold no amount.
  if (/\bbasis$|^(?:cvg|cov)\.?(?:\s+desc(?:ription)?\.?)?$|^desc\.?$/.test(t)) return { kind: "other" };
  // OCR drops or garbles the thin letters of "LIMITS" on a shaded header ("LMITS", "LIRNITS").
  if (/limit|^l[i1l|]?(?:m|rn)[i1l|]?ts?$|maximum|amount\s*of\s*insurance|coverage\s*amount/.test(t))
    return { kind: "limit" };
  if (/deductible|^ded\.?$|you\s*pay|your\s*share|out\s*of\s*pocket|retention/.test(t)) return { kind: "deductible" };
  if (
    /premium|\bprem\b|^cost$|charge|^price$|^amount$|^annual$|^(?:6|six|12|twelve)[\s-]*month|^semi-?annual$|^term\s*cost$/.test(
      t,
    )
  )
    return { kind: "premium" };
  if (/^(?:we\s*pay\s*up\s*to|up\s*to|max(?:imum)?|insured\s*value|coverage\s*limit|amount)$/.test(t))
    return { kind: "limit" };
  if (/^(?:coverages?|description|item|vehicle|veh|year,?\s*make|type|name)/.test(t)) return { kind: "other" };
  // The columns describing a vehicle in a row-per-vehicle table ("# | YR | MAKE | MODEL / BODY | VIN").
  if (
    /^(?:#$|(?:yr|year|make|model|body|vin|vehicle\s*id|identification|sym(?:bol)?|basis|use|class|terr(?:itory)?)\b)/.test(
      t,
    )
  )
    return { kind: "other" };
  if (CURRENT_COLUMN.test(t) || NEW_TERM_COLUMN.test(t)) return { kind: "limit" };
  if (OLD_TERM_COLUMN.test(t)) return { kind: "other" };
  return null;
}

/** A header row has two or more column titles and no amounts. */
export function parseHeader(row: Row, rows: Row[] = [row]): Header | null {
  if (findAmounts(row.text).some((a) => a.value >= 10)) return null;
  const columns: Column[] = [];
  const titles: string[] = [];
  const untitled: Header["untitled"] = [];
  let titled = 0;
  for (const cell of row.cells) {
    const role = roleOf(cell.text);
    if (!role) {
      untitled.push({ x: cell.x, x2: cell.x2 });
      continue;
    }
    if (role.kind !== "other") titled++;
    columns.push({ x: cell.x, x2: cell.x2, role });
    titles.push(cell.text.trim());
  }
  // "Amount" beside a "Premium" column is the amount of insurance, not what it costs.
  // So is an "Amount" in a coverage table with a deductible column ("Coverages | Amount | You pay").
  const priced = row.cells.some((c) => /premium|cost|charge|price/i.test(c.text));
  const insured = columns.some((c) => c.role.kind === "deductible");
  columns.forEach((col, i) => {
    if ((priced || insured) && col.role.kind === "premium" && /^amount/i.test(titles[i])) col.role = { kind: "limit" };
  });
  if (titles.some((t) => NEW_TERM_COLUMN.test(titleKey(t))))
    columns.forEach((col, i) => {
      if (CURRENT_COLUMN.test(titleKey(titles[i]))) col.role = { kind: "other" };
    });
  const valueRoles = columns.filter((c) => c.role.kind !== "other").length;
  // Titles that are all prices ("Premium | Installment fee | Total due") head a bill, not coverages.
  if (!columns.some((c) => c.role.kind !== "other" && c.role.kind !== "premium")) return null;
  if (titled < 1 || columns.length < 2 || valueRoles < 1) return null;
  if (columns.length < row.cells.length - 1) return null;
  return { row: rows[rows.length - 1], rows, columns, untitled };
}

/** The header in force for a row: the nearest header above it on the same page. */
export function headerFor(headers: Header[], row: Row): Header | null {
  let best: Header | null = null;
  for (const h of headers) {
    if (h.row.page !== row.page || h.row.index >= row.index) continue;
    if (!best || h.row.index > best.row.index) best = h;
  }
  return best;
}

/**
 * The column a value cell sits in: the one it overlaps most, else the nearest by centre, unless
 * it sits under a title that names no role.
 */
export function columnOf(header: Header, cell: Cell): Column | null {
  const overlaps = (col: { x: number; x2: number }) => Math.min(col.x2, cell.x2) > Math.max(col.x, cell.x);
  if (!header.columns.some(overlaps) && header.untitled.some(overlaps)) return null;
  let best: Column | null = null;
  let bestScore = -Infinity;
  const centre = (cell.x + cell.x2) / 2;
  for (const col of header.columns) {
    const overlap = Math.min(col.x2, cell.x2) - Math.max(col.x, cell.x);
    const distance = Math.abs((col.x + col.x2) / 2 - centre);
    const score = overlap > 0 ? 1000 + overlap : -distance;
    if (score > bestScore) {
      bestScore = score;
      best = col;
    }
  }
  return best;
}

const titleRow = (r: Row) => !findAmounts(r.text).some((a) => a.value >= 10);

/**
 * The row with the lines under it that continue its titles ("Other Than" / "Collision"): close
 * below, no amounts, every cell under one of the row's cells. Their texts join the titles above.
 */
export function stacked(doc: Doc, row: Row): Row {
  const cells = row.cells.map((c) => ({ ...c }));
  const rows = [row];
  for (let i = row.index + 1; i < doc.rows.length && rows.length < 5; i++) {
    const next = doc.rows[i];
    const prev = rows[rows.length - 1];
    // Wider-set title lines ("Uninsured" / "Motorist BI" / "Each Person/Each Accident") run across
    // several columns; a single cell that far below is the table's first row label.
    const gap = next.y - prev.y;
    if (next.page !== row.page || gap > 2 * row.h || (gap > 1.6 * row.h && next.cells.length < 2) || !titleRow(next))
      break;
    const owners = next.cells.map((c) => cells.find((t) => overlapsX(t, c, 0)));
    if (owners.some((o) => !o) || cells.length < 2) break;
    next.cells.forEach((c, j) => (owners[j]!.text = `${owners[j]!.text} ${c.text}`));
    rows.push(next);
  }
  return { ...row, cells, text: textOf(cells), index: rows[rows.length - 1].index };
}

/** Headers are read once per document: coverages and interests both ask for them, per row. */
const headersOf = new WeakMap<Doc, Header[]>();

export function findHeaders(doc: Doc): Header[] {
  const known = headersOf.get(doc);
  if (known) return known;
  const out: Header[] = [];
  let skipTo = -1;
  for (const row of doc.rows) {
    if (row.index <= skipTo) continue;
    const merged = titleRow(row) ? stacked(doc, row) : row;
    const rows = doc.rows.slice(row.index, merged.index + 1);
    const header = parseHeader(merged, rows) ?? parseHeader(row);
    if (!header) continue;
    out.push(withTitlesAbove(doc, header));
    skipTo = header.row.index;
  }
  headersOf.set(doc, out);
  return out;
}

/** Roles a title line above a header may give the columns under it. */
const VALUE_ROLES = new Set<ColumnRole["kind"]>(["limit", "deductible", "premium"]);

/**
 * A table whose titles are in two tiers, the upper one set apart by a line or spacing ("Limits"
 * over "(applicable to all vehicles)", "Premiums by Vehicle" over "Vehicle 1"): a column whose own
 * title names no role takes the role of the title above it, and a vehicle's column under a
 * premium title holds that vehicle's premiums, not its coverage values.
 */
function withTitlesAbove(doc: Doc, header: Header): Header {
  const top = header.rows[0];
  const above: { cell: Cell; role: ColumnRole }[] = [];
  let prev = top;
  for (let i = top.index - 1; i >= 0 && i >= top.index - 2; i--) {
    const row = doc.rows[i];
    if (row.page !== top.page || prev.y - row.y > 1.6 * top.h || !titleRow(row)) break;
    for (const cell of row.cells) {
      const role = roleOf(cell.text);
      if (role && VALUE_ROLES.has(role.kind)) above.push({ cell, role });
    }
    prev = row;
  }
  if (!above.length) return header;
  const over = (col: { x: number; x2: number }) => above.find((a) => overlapsX(a.cell, col, 0))?.role;
  const columns = header.columns.map((col) => {
    const role = over(col);
    return role?.kind === "premium" && col.role.kind === "vehicle" ? { ...col, role } : col;
  });
  const untitled: Header["untitled"] = [];
  for (const cell of header.untitled) {
    const role = over(cell);
    if (role) columns.push({ ...cell, role });
    else untitled.push(cell);
  }
  columns.sort((a, b) => a.x - b.x);
  return { ...header, columns, untitled };
}
