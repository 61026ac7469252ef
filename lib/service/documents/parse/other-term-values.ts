import type { Cell, Row } from "./doc";

// A renewal prints the expiring term beside the renewal ("Prior | This Renewal", "$500 -> $1,000",
// "Changed from 562,000 to 607,000", "250,000 (current 100,000)"), and a tracking report prints a
// lender's requirement beside what the policy has. Only one of each pair is the policy's; the
// readers would take whichever comes first. The other is taken off the page before they look.

const AMOUNT = String.raw`\$?\d[\d,]*(?:\.\d{2})?(?:\s*\/\s*\$?\d[\d,]*)*(?:\s*(?:ded\.?|deductible))?`;
/** "(was $500)", "(prior: 2,000)", "(current 25,000/50,000)", "(expiring term: 1,044.70)". */
const EARLIER = String.raw`\(\s*(?:was|prior(?:\s*term)?|previously|previous(?:\s*term)?|current|expiring(?:\s*term)?|last\s*term)\s*:?\s*[^)]*\d[^)]*\)`;

const REWRITES: [RegExp, string][] = [
  // "Changed from 562,000 to 607,000"
  [new RegExp(String.raw`\bchanged\s+from\s+(${AMOUNT})\s+to\s+(${AMOUNT})`, "gi"), "$2"],
  // "$500 -> $1,000", "$500 >> $1,000", "$500 → $1,000"
  [new RegExp(String.raw`(${AMOUNT})\s*(?:-+>|=+>|>>|→)\s*(${AMOUNT})`, "gi"), "$2"],
  [new RegExp(String.raw`\s*${EARLIER}`, "gi"), ""],
];

/** Whole-cell headers of a column that holds another term's values or a requirement. */
const OTHER_HEADER =
  /^(?:(?:prior|previous|expiring|last|old)(?:\s+(?:term|policy|period|year|renewal))?|current(?:\s+term)?|was|before|(?:lender'?s?\s+)?(?:required|requirements?|minimum(?:\s+required)?|min\.?\s+required))\b/i;
/** Headers of the column that holds the policy's own values. */
const OWN_HEADER =
  /^(?:this\s+renewal|renewal(?:\s+term|\s+policy)?|renewing\s+term|new(?:\s+term)?|now|after|(?:policy|found|actual|provided|in\s+force|on\s+policy|your\s+policy)(?:\s+(?:values?|limits?|coverage))?)(?:\s+(?:chg\.?|change|changes))?\s*$/i;

function rewrite(cell: Cell): Cell | null {
  let text = cell.text;
  for (const [re, to] of REWRITES) text = text.replace(re, to);
  text = text.trim();
  if (text === cell.text) return cell;
  return text ? { ...cell, text } : null;
}

interface Band {
  from: number;
  to: number;
}

/** A table headed by both another term's (or a requirement's) column and the policy's own. */
interface Table {
  bands: Band[];
  /** Where the header's cells start: a row of words that start there too is one of the table's. */
  starts: number[];
  other: number;
  own: number;
}

/** The x-range of the header cell at `i`: halfway to its neighbours. */
function band(cells: Cell[], i: number): Band {
  const prev = cells[i - 1];
  const next = cells[i + 1];
  return {
    from: prev ? (prev.x2 + cells[i].x) / 2 : -Infinity,
    to: next ? (cells[i].x2 + next.x) / 2 : Infinity,
  };
}

const bandOf = (c: Cell, bands: Band[]) =>
  bands.findIndex((b) => (c.x + c.x2) / 2 >= b.from && (c.x + c.x2) / 2 < b.to);

function heads(row: Row): Table | null {
  // The first column names each row ("Requirement", "Coverage"); it holds no values.
  const other = row.cells.findIndex((c, i) => i > 0 && OTHER_HEADER.test(c.text.trim()));
  const own = row.cells.findIndex((c, i) => i > 0 && OWN_HEADER.test(c.text.trim()));
  if (other < 0 || own < 0) return null;
  return { bands: row.cells.map((_, i) => band(row.cells, i)), starts: row.cells.map((c) => c.x), other, own };
}

/**
 * Where the table stops: a line across the other term's column (a note under the table), or a
 * row shaped unlike the table's (more cells than its columns, two in one column, captions only:
 * the next table).
 */
function ends(row: Row, table: Table, gap: number): boolean {
  const b = table.bands[table.other];
  if (gap > 3 * row.h || row.cells.some((c) => c.x < b.from && c.x2 > b.to)) return true;
  // A row of three or more captions and no figure heads another table, unless its words start
  // where the header's do: a change of wording ("Not applied | Applied") is one of the table's rows.
  const aligned = row.cells.every((c) => table.starts.some((x) => Math.abs(c.x - x) < 3));
  if (row.cells.length > table.bands.length + 1 || (row.cells.length >= 3 && !/\d/.test(row.text) && !aligned))
    return true;
  const per = new Map<number, number>();
  for (const c of row.cells) per.set(bandOf(c, table.bands), (per.get(bandOf(c, table.bands)) ?? 0) + 1);
  return [...per].some(([i, n]) => n > 1 && i !== table.own);
}

/** The policy's column saying its value is the other column's: "No chg", "Unchanged", "Same", a ditto. */
const UNCHANGED = /^(?:no\s*(?:chg\.?|change)|unchanged|same(?:\s+as\s+\w+)?|ditto|["〃]|[-–—]{1,2})$/i;

/** A row of the table without the other term's value, when it prints the policy's beside it. */
function ownValues(row: Row, table: Table): Cell[] {
  const where = row.cells.map((c) => bandOf(c, table.bands));
  const own = row.cells.find((_, i) => where[i] === table.own);
  if (!own) return row.cells;
  if (UNCHANGED.test(own.text.trim())) return row.cells.filter((c) => c !== own);
  return row.cells.filter((c, i) => where[i] !== table.other || c.x < table.bands[table.other].from);
}

/** Rows without the other term's values and requirements. */
export function dropOtherTermValues(rows: Row[]): Row[] {
  const out: Row[] = [];
  let table: Table | null = null;
  for (const [k, row] of rows.entries()) {
    const prev = rows[k - 1];
    if (table && (!prev || prev.page !== row.page || ends(row, table, row.y - prev.y))) table = null;
    const headed = heads(row);
    if (headed) {
      table = headed;
      out.push(row);
      continue;
    }
    const cells = (table ? ownValues(row, table) : row.cells).map(rewrite).filter((c): c is Cell => c !== null);
    if (!cells.length) continue;
    const same = cells.length === row.cells.length && cells.every((c, i) => c === row.cells[i]);
    out.push(same ? row : { ...row, cells, text: cells.map((c) => c.text).join("  ") });
  }
  return out;
}
