import type { Row } from "./doc";
import { findDates } from "./dates";
import { findAmounts } from "./money";

// Some forms print each value on a line with its caption in small type under it ("H3-247625-09"
// over "Policy Number"), where most forms put the caption over or before the value. Every reader
// looks right of and below a caption, so on such a page each value would be taken from the next
// box down. When the document shows this convention, its caption rows are moved over the values
// they caption, and the readers see the ordinary form.

type Kind = "date" | "money" | "id";

/** What a caption asks for, when its words say so. */
const EXPECTS: [Kind, RegExp][] = [
  ["id", /\b(?:policy|loan)\s*(?:number|no\b|#|id\b)/i],
  ["date", /\b(?:date|effective|expir\w*|ends?|begins?|from|issued|period)\b/i],
  [
    "money",
    /\b(?:premium|deductible|limit|dwelling|structures|property|liability|payments|loss\s+of\s+use|injury|damage|comprehensive|collision)\b/i,
  ],
];

/** A row of a smaller type than the row over it by at least this share is a caption row. */
const SMALLER = 0.88;
/** Lines of one value are set in one size, no further apart than this many of their heights. */
const VALUE_LEADING = 1.45;
/** The document must show the convention this many times, and this many times more than the other. */
const MIN_VOTES = 3;
const MARGIN = 3;

function expects(text: string): Kind | null {
  return EXPECTS.find(([, re]) => re.test(text))?.[0] ?? null;
}

function holds(text: string, kind: Kind): boolean {
  if (kind === "date") return findDates(text).length > 0;
  if (kind === "money") return !findDates(text).length && findAmounts(text).length > 0;
  return /\d{4}/.test(text) && !findDates(text).length && !/^\$/.test(text.trim());
}

const isCaptionRow = (row: Row, over: Row | undefined): boolean =>
  !!over &&
  over.page === row.page &&
  row.h <= SMALLER * over.h &&
  row.cells.every((c) => !/\$|\d\d/.test(c.text) && c.text.split(/\s+/).length <= 8);

/** The cell of `row` over or under `x`..`x2`, by overlap. */
const cellAt = (row: Row | undefined, x: number, x2: number) =>
  row?.cells.find((c) => Math.min(c.x2, x2) - Math.max(c.x, x) > 0);

/**
 * Of the captions that ask for a kind of value, how many find it over them and not under them,
 * and how many find it under them and not over them.
 */
function votes(rows: Row[], captions: Set<number>): { over: number; under: number } {
  let over = 0;
  let under = 0;
  for (const i of captions) {
    const next = rows[i + 1]?.page === rows[i].page ? rows[i + 1] : undefined;
    for (const cell of rows[i].cells) {
      const kind = expects(cell.text);
      if (!kind) continue;
      const above = cellAt(rows[i - 1], cell.x, cell.x2);
      const below = cellAt(next, cell.x, cell.x2);
      const a = !!above && holds(above.text, kind);
      const b = !!below && holds(below.text, kind);
      if (a && !b) over++;
      if (b && !a) under++;
    }
  }
  return { over, under };
}

/** The caption rows of one page, by their index in it. */
const captionRows = (rows: Row[]): Set<number> =>
  new Set(rows.map((r, i) => (isCaptionRow(r, rows[i - 1]) ? i : -1)).filter((i) => i >= 0));

/** The rows of one page, each caption row moved over the value it captions. */
function onePage(rows: Row[]): Row[] {
  const captions = captionRows(rows);
  const out = [...rows];
  for (const i of [...captions].sort((a, b) => a - b)) {
    const caption = rows[i];
    // The value's lines: the rows right over the caption, set close together, that caption nothing.
    let top = i - 1;
    while (
      top > 0 &&
      !captions.has(top - 1) &&
      rows[top].y - rows[top - 1].y <= VALUE_LEADING * rows[top - 1].h &&
      Math.abs(rows[top - 1].h - rows[top].h) <= 0.05 * rows[top].h
    )
      top--;
    const at = out.indexOf(rows[top]);
    out.splice(out.indexOf(caption), 1);
    out.splice(at, 0, { ...caption, y: rows[top].y - caption.h - 1 });
  }
  return out;
}

/** Every page's rows, with caption rows set under their values moved over them. */
export function captionsOverValues(rows: Row[]): Row[] {
  const pages = [...new Set(rows.map((r) => r.page))].map((p) => rows.filter((r) => r.page === p));
  // A form keeps one convention through its pages: the whole document shows it or not.
  let over = 0;
  let under = 0;
  for (const page of pages) {
    const v = votes(page, captionRows(page));
    over += v.over;
    under += v.under;
  }
  if (over < MIN_VOTES || over < MARGIN * under) return rows;
  const ordered = pages.flatMap(onePage);
  // A moved caption's cells stand where its row now stands.
  return ordered.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c, y: r.y })) }));
}
