import type { Cell, Row } from "./doc";
import { textOf } from "./row-text";

// A system export printed as delimited text: "* | BI | Bodily Inj Liab | EA PERS | 500,000.00 | | 91.53"
// or "1,BI,Bodily Inj Liab,EA PERS,\"500,000\",,91.53". Each line is one run of text, and its fields
// do not line up with the header's. A run of such lines with the same number of fields is laid out
// as the aligned table it stands for: one cell per field, each field's column as wide as its
// widest value, so the table readers find columns under their titles.

/** Fields of a pipe-delimited line, or null when the line has fewer than three. */
function pipeFields(text: string): string[] | null {
  const fields = text.split("|").map((f) => f.trim());
  return fields.length >= 3 ? fields : null;
}

/** Fields of a comma-separated line (quotes keep "100,000" whole), or null when it is prose. */
function csvFields(text: string): string[] | null {
  if (/,\s/.test(text.replace(/"[^"]*"/g, ""))) return null;
  const fields: string[] = [];
  for (const m of text.matchAll(/(?:^|,)("([^"]*)"|[^,]*)/g)) fields.push((m[2] ?? m[1]).trim());
  return fields.length >= 4 ? fields : null;
}

function fieldsOf(row: Row): { fields: string[]; sep: "|" | "," } | null {
  if (row.cells.length !== 1) return null;
  const text = row.cells[0].text;
  const pipes = text.includes("|") ? pipeFields(text) : null;
  if (pipes) return { fields: pipes, sep: "|" };
  const csv = text.includes(",") ? csvFields(text) : null;
  return csv ? { fields: csv, sep: "," } : null;
}

/** Rows with their delimited runs (at least two lines with the same field count) laid out as cells. */
export function alignDelimitedRuns(rows: Row[]): Row[] {
  const parsed = rows.map(fieldsOf);
  let i = 0;
  while (i < rows.length) {
    const first = parsed[i];
    let j = i + 1;
    while (
      first &&
      j < rows.length &&
      parsed[j]?.sep === first.sep &&
      parsed[j]!.fields.length === first.fields.length &&
      rows[j].page === rows[i].page
    )
      j++;
    if (first && j - i >= 2)
      layOut(
        rows.slice(i, j),
        parsed.slice(i, j).map((p) => p!.fields),
      );
    i = Math.max(j, i + 1);
  }
  return rows;
}

function layOut(run: Row[], fields: string[][]): void {
  const cell0 = run[0].cells[0];
  const charW = (cell0.x2 - cell0.x) / Math.max(1, cell0.text.length);
  const x0 = Math.min(...run.map((r) => r.cells[0].x));
  const widths = fields[0].map((_, k) => Math.max(...fields.map((f) => f[k].length)));
  // Two characters between columns: more than the gap that separates cells, less than a column.
  const starts = widths.map((_, k) => widths.slice(0, k).reduce((s, w) => s + w + 3, 0));
  run.forEach((row, r) => {
    const base = row.cells[0];
    const cells: Cell[] = [];
    fields[r].forEach((text, k) => {
      if (!text) return;
      const x = x0 + starts[k] * charW;
      cells.push({ ...base, text, x, x2: x + text.length * charW });
    });
    row.cells = cells;
    row.text = textOf(cells);
  });
}
