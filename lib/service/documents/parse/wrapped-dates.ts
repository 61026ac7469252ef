import type { Cell, Row } from "./doc";
import { textOf } from "./row-text";

// A narrow column wraps a long date where it may: "February 17, 2027 12:01 a.m. standard time
// through February 17," over "2028 12:01 a.m. standard time". The year goes back to its month and
// day, so every reader sees the date whole.

const MONTH_DAY_AT_END = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?$/i;
const YEAR_AT_START = /^((?:19|20)\d\d)\b\s*/;

const withCells = (row: Row, cells: Cell[]): Row => ({ ...row, cells, text: textOf(cells) });

export function joinWrappedDates(rows: Row[]): Row[] {
  // Rows are copied only where a year moves: most pages have no wrapped date at all.
  const out = [...rows];
  for (let i = 0; i + 1 < out.length; i++) {
    const [row, next] = [out[i], out[i + 1]];
    if (next.page !== row.page || next.y - row.y > 2 * row.h) continue;
    for (const cell of row.cells) {
      if (!MONTH_DAY_AT_END.test(cell.text)) continue;
      const under = out[i + 1].cells.find((c) => Math.abs(c.x - cell.x) < cell.h && YEAR_AT_START.test(c.text));
      if (!under) continue;
      const year = YEAR_AT_START.exec(under.text)!;
      const joined = { ...cell, text: `${cell.text.replace(/,?$/, ",")} ${year[1]}` };
      const rest = { ...under, text: under.text.slice(year[0].length) };
      out[i] = withCells(
        out[i],
        out[i].cells.map((c) => (c === cell ? joined : c)),
      );
      out[i + 1] = withCells(
        out[i + 1],
        out[i + 1].cells.map((c) => (c === under ? rest : c)).filter((c) => c.text),
      );
    }
  }
  return out.filter((r) => r.cells.length);
}
