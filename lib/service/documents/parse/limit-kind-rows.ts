import { overlapsX, type Cell, type Row } from "./doc";
import { textOf } from "./row-text";

// A "long" export gives each limit of a coverage a row of its own: "1 BI | PP | 250,000" over
// "1 BI | PA | 500,000", or "1 COLL | ACV" over "1 COLL | DED | 2,000". The readers expect one row
// per coverage, as a declarations page prints it. Rows that name the same coverage and differ
// only in their limit kind and amount are joined: the per-person and per-accident amounts become
// one split limit ("250,000/500,000"), and a deductible row lends its amount to the coverage's row.

type Kind = "person" | "accident" | "deductible" | "other";

const KINDS: [RegExp, Kind][] = [
  [/^(?:pp|ea\.?\s*pers(?:on)?|each\s*person|per\s*pers(?:on)?)$/i, "person"],
  [
    /^(?:pa|ea\.?\s*(?:acc(?:ident)?|occ)|each\s*(?:accident|occurrence)|per\s*(?:accident|occurrence|occ)|occ)$/i,
    "accident",
  ],
  [/^(?:ded|deductible|ded\s*amt)$/i, "deductible"],
  [/^(?:acv|lmt|limit|amt|amount)$/i, "other"],
];
const AMOUNT = /^\$?\d{1,3}(?:,\d{3})*(?:\.\d{2})?$|^\$?\d+(?:\.\d{2})?$/;

function kindOf(cell: Cell): Kind | null {
  for (const [re, kind] of KINDS) if (re.test(cell.text.trim())) return kind;
  return null;
}

interface Parsed {
  /** The coverage's words and codes before the limit kind ("1 bi"). */
  key: string;
  kind: Kind;
  kindCell: Cell;
  /** Amount cells right of the limit kind: the value and perhaps the premium. */
  amounts: Cell[];
}

function parse(row: Row): Parsed | null {
  const at = row.cells.findIndex((c) => kindOf(c) !== null);
  if (at <= 0) return null;
  const kindCell = row.cells[at];
  // A table's title row ("Limit", "Deductible", "Written Prem") holds no figure after its titles.
  if (!row.cells.slice(at + 1).some((c) => /\d/.test(c.text))) return null;
  const amounts = row.cells.slice(at + 1).filter((c) => AMOUNT.test(c.text.trim()));
  const key = row.cells
    .slice(0, at)
    .map((c) => c.text.trim().toLowerCase())
    .join(" ");
  return { key, kind: kindOf(kindCell)!, kindCell, amounts };
}

/** Two amounts in one column of the table. */
const sameColumn = (p: Cell, q: Cell) => overlapsX(p, q, 4);

/** `first` made the coverage's one row, or false when the two rows are not its limits. */
function joinInto(first: Row, second: Row, a: Parsed, b: Parsed): boolean {
  const cells = first.cells.filter((c) => c !== a.kindCell);
  let used: Cell | null;
  if ((a.kind === "person" && b.kind === "accident") || (a.kind === "accident" && b.kind === "person")) {
    // The value is the amount both rows print in one column; a premium may stand beside it.
    const pair = a.amounts.flatMap((p) => b.amounts.filter((q) => sameColumn(p, q)).map((q) => [p, q] as const))[0];
    if (!pair) return false;
    const [pp, pa] = a.kind === "person" ? pair : [pair[1], pair[0]];
    cells[cells.indexOf(pair[0])] = { ...pair[0], text: `${pp.text.trim()}/${pa.text.trim()}` };
    used = pair[1];
  } else if (b.kind === "deductible" && a.kind !== "deductible") {
    // The deductible's amount stands in a column the coverage's own row leaves empty.
    used = b.amounts.find((q) => !a.amounts.some((p) => sameColumn(p, q))) ?? null;
    if (!used) return false;
    // Its column is the table's one value column, so the amount says what it is.
    cells.push({ ...used, text: `${used.text.trim()} deductible` });
  } else return false;
  // Cells only the second row has (its premium) join the first at their own places.
  for (const c of second.cells)
    if (c !== b.kindCell && c !== used && !cells.some((d) => sameColumn(d, c))) cells.push(c);
  cells.sort((p, q) => p.x - q.x);
  first.cells = cells;
  first.text = textOf(cells);
  return true;
}

/**
 * A row left alone keeps its figures but not a bare limit kind ("LIMIT", "ACV"), which the table
 * readers would take for a title; a deductible's amount says what it is. "Each person" and "each
 * accident" stay: they tell the readers which limit a lone amount is.
 */
function withoutKind(row: Row, parsed: Parsed): Row {
  const cells = row.cells
    .filter((c) => c !== parsed.kindCell)
    .map((c) =>
      parsed.kind === "deductible" && c === parsed.amounts[0] ? { ...c, text: `${c.text.trim()} deductible` } : c,
    );
  return { ...row, cells, text: textOf(cells) };
}

/** Rows with each coverage's limit-kind rows joined into one; only tables that use them change. */
export function joinLimitKindRows(rows: Row[]): Row[] {
  const parsed = rows.map(parse);
  if (parsed.filter(Boolean).length < 3) return rows;
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const a = parsed[i];
    const b = parsed[i + 1];
    if (a && b && a.key === b.key && rows[i].page === rows[i + 1].page) {
      // A deductible row printed before its coverage's row: that row is the one kept.
      const keep = a.kind === "deductible" ? rows[i + 1] : rows[i];
      const joined =
        a.kind === "deductible" ? joinInto(rows[i + 1], rows[i], b, a) : joinInto(rows[i], rows[i + 1], a, b);
      if (joined) {
        out.push(keep);
        i++;
        continue;
      }
    }
    out.push(a && (a.kind === "other" || a.kind === "deductible") ? withoutKind(rows[i], a) : rows[i]);
  }
  return out;
}
