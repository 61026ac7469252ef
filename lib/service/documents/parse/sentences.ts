import type { Doc } from "./doc";

// A page's text as sentences, for the readers of prose (letters, answers, chats, notices): the
// coverage, deductible, party and interest sentences, the premium and the clause splitter.

/**
 * Where one sentence ends and the next starts on a line: a stop, then a capital. Not inside an
 * amount ("$1,540.07"), an initial or a lender's abbreviation ("U.S. Bank", "Tomás F. Underwood"),
 * nor after a street's or a company's abbreviated word ("Market St. St. Louis", "Acme Co. Loan").
 */
export const SENTENCE_END =
  /(?<=[a-z0-9)%][.!?])(?<!\b(?:St|Ave|Dr|Rd|Ln|Blvd|Ct|Pl|Mt|Ft|Apt|Ste|Co|Inc|Corp|Ltd|Mr|Mrs|Ms|Jr|Sr|No|vs|etc)\.)\s+(?=[A-Z])/g;

/**
 * A page's text as sentences: lines joined until one ends with a full stop. A page set in two
 * columns of prose (cards side by side, a newsletter) is read column by column, so a sentence
 * does not run on into the line beside it.
 */
export function sentences(doc: Doc): string[] {
  // Several readers ask for the same document's sentences; they are worked out once.
  let out = read.get(doc);
  if (out) return out;
  out = [];
  read.set(doc, out);
  const open = new Map<"left" | "right", string>();
  const close = (side: "left" | "right") => {
    const text = open.get(side);
    if (text) out.push(text);
    open.delete(side);
  };
  let page = -1;
  let gutter: number | null = null;
  for (const row of doc.rows) {
    if (row.page !== page) {
      close("left");
      close("right");
      page = row.page;
      gutter = proseGutter(doc.rows.filter((r) => r.page === page));
    }
    const across = gutter === null || row.cells.some((c) => c.x < gutter! - 6 && c.x2 > gutter! + 6);
    if (across) close("right");
    const parts: ["left" | "right", string][] = across
      ? [["left", row.text]]
      : (["left", "right"] as const)
          .map((side) => {
            const cells = row.cells.filter((c) => (side === "left" ? c.x < gutter! - 6 : c.x >= gutter! - 6));
            return [side, cells.map((c) => c.text).join("  ")] as ["left" | "right", string];
          })
          .filter(([, text]) => text);
    for (const [side, text] of parts) {
      const joined = open.get(side) ? `${open.get(side)} ${text}` : text;
      open.set(side, joined);
      if (/[.!?]\s*$/.test(text) || joined.length > 600) close(side);
    }
  }
  close("left");
  close("right");
  // A line holds the end of one sentence and the start of the next: each is read on its own.
  out.splice(0, out.length, ...out.flatMap((text) => text.split(SENTENCE_END)));
  return out;
}

const read = new WeakMap<Doc, string[]>();

/** Words in a cell that make it prose rather than a label or a value. */
const PROSE_CELL_WORDS = 4;
/** Rows that must start prose at the same place for it to be a second column. */
const COLUMN_ROWS = 3;

/**
 * Where a page's second column of prose starts: a place at which at least three rows start a cell
 * of several words after another cell, and which no line of prose crosses. Null for one column.
 */
function proseGutter(rows: Doc["rows"]): number | null {
  const starts = new Map<number, number[]>();
  for (const row of rows)
    for (const cell of row.cells.slice(1))
      if (cell.text.split(/\s+/).length >= PROSE_CELL_WORDS) {
        const key = Math.round(cell.x / 8);
        starts.set(key, [...(starts.get(key) ?? []), cell.x]);
      }
  const best = [...starts.values()].sort((a, b) => b.length - a.length)[0];
  if (!best || best.length < COLUMN_ROWS) return null;
  const x = Math.min(...best);
  const crossing = rows.filter((r) =>
    r.cells.some((c) => c.x < x - 6 && c.x2 > x + 6 && c.text.split(/\s+/).length >= PROSE_CELL_WORDS),
  ).length;
  // Titles and footers may run across both columns; the columns' own lines may not.
  return crossing <= best.length / 2 ? x : null;
}
