import type { TextPage } from "../text/types";
import { splitCaptionRun } from "./caption-runs";
import { splitClauseCells } from "./clause-cells";
import { alignDelimitedRuns } from "./delimited-rows";
import { joinLimitKindRows } from "./limit-kind-rows";
import { keepMarkedOptions } from "./option-marks";
import { dropOtherTermValues } from "./other-term-values";
import { dropDeclinedRows } from "./row-marks";
import { spellFieldKeys } from "./field-keys";
import { captionsOverValues } from "./under-captions";
import { joinWrappedDates } from "./wrapped-dates";
import { textOf } from "./row-text";

// The parser's view of a document: rows of cells. A cell is a run of words on one line with no
// wide gap inside, i.e. one column of a form or table. Rows of all pages are numbered in reading
// order so that "below" and "above" work across the whole document.

export interface Cell {
  text: string;
  x: number;
  x2: number;
  y: number;
  h: number;
  row: number;
}

export interface Row {
  index: number;
  page: number;
  /** The row was read by OCR: its characters may be misread. */
  ocr?: boolean;
  y: number;
  h: number;
  text: string;
  cells: Cell[];
}

export interface Doc {
  rows: Row[];
  /** All row texts joined by newlines, for whole-document pattern checks. */
  text: string;
}

/** A gap wider than this share of the glyph height separates two cells. */
const CELL_GAP = 1.1;

export function buildDoc(pages: TextPage[]): Doc {
  const rows: Row[] = [];
  pages.forEach((page, pageIndex) => {
    for (const line of page.lines) {
      const index = rows.length;
      const cells: Cell[] = [];
      for (const word of line.words) {
        const text = withoutLeaders(normaliseText(word.text));
        // A run of leader dots on its own only spaces a label from its value: it joins no cell.
        if (!text || LEADER_ONLY.test(text)) continue;
        const prev = cells[cells.length - 1];
        const h = line.h || word.h || 10;
        if (prev && word.x - prev.x2 < CELL_GAP * h) {
          prev.text = `${prev.text} ${text}`;
          prev.x2 = Math.max(prev.x2, word.x + word.w);
          continue;
        }
        cells.push({ text, x: word.x, x2: word.x + word.w, y: line.y, h, row: index });
      }
      if (!cells.length) continue;
      for (const cell of cells) cell.text = spellFieldKeys(closeNumberGaps(closeLetterSpacing(cell.text)));
      const split = joinSlashedAmounts(colonsToCaptions(cells.flatMap(splitCaptionRun).flatMap(splitClauseCells)));
      rows.push({
        index,
        page: pageIndex,
        ...(page.ocr ? { ocr: true } : {}),
        y: line.y,
        h: line.h || 10,
        text: textOf(split),
        cells: split,
      });
    }
  });
  // Each step may join, drop or move rows; they are numbered in reading order once, after all of them.
  return docOfRows(
    captionsOverValues(
      joinLimitKindRows(
        dropDeclinedRows(dropOtherTermValues(keepMarkedOptions(alignDelimitedRuns(joinWrappedDates(rows))))),
      ),
    ),
  );
}

/** A document of `rows` in the order given, numbered afresh (a row's and its cells' `row` are its index). */
export function docOfRows(rows: Row[]): Doc {
  const ordered = rows.map((r, index) => ({ ...r, index, cells: r.cells.map((c) => ({ ...c, row: index })) }));
  return { rows: ordered, text: ordered.map((r) => r.text).join("\n") };
}

/**
 * "$20,000 | / | $40,000": tracked-out print leaves a split limit's slash a cell of its own, and
 * each half would read as a value of its own. The halves and the slash are one cell again.
 */
function joinSlashedAmounts(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const [prev, slash, next] = [out[out.length - 1], cells[i], cells[i + 1]];
    if (prev && next && slash.text === "/" && /\d$/.test(prev.text) && /^\$?\s?\d/.test(next.text)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} / ${next.text}`, x2: next.x2 };
      i++;
      continue;
    }
    out.push(slash);
  }
  return out;
}

/**
 * "PolNum    : AU 5148051": a printout that aligns its colons in a column leaves each colon at the
 * head of the value's cell. The colon goes back to its caption, where every reader looks for it.
 */
function colonsToCaptions(cells: Cell[]): Cell[] {
  const out: Cell[] = [];
  for (const cell of cells) {
    const prev = out[out.length - 1];
    if (prev && cell.text.startsWith(":") && !prev.text.endsWith(":")) {
      prev.text = `${prev.text}:`;
      const rest = cell.text.slice(1).trim();
      if (!rest) continue;
      out.push({ ...cell, text: rest });
      continue;
    }
    out.push(cell);
  }
  return out;
}

/**
 * Text drawn letter by letter with wide tracking comes out of some text layers with a space
 * after every character ("L i a b i l i t y", "$ 1 , 0 0 0 . 0 0"). Runs of four or more
 * single characters are closed up again; single letters in ordinary text come alone or in pairs.
 */
export function closeLetterSpacing(text: string): string {
  return text.replace(/(?<!\S)(?:[\p{L}\d$.,/:&'-] ){3,}[\p{L}\d$.,/:&'-](?!\S)/gu, (run) => run.replace(/ /g, ""));
}

/**
 * OCR and tracked text layers split a number at its separators ("505, 000", "$345. 55",
 * "$ 955 . 68", "$1, 136.10"): a comma before exactly three digits, or a period before exactly two,
 * belongs to the number.
 */
export function closeNumberGaps(text: string): string {
  return (
    text
      // A thousands group cut in two by tracking ("127 , 00 0").
      .replace(/(\d) ?, ?(\d{1,2}) (\d{1,2})(?![\d])/g, (whole, d: string, a: string, b: string) =>
        a.length + b.length === 3 ? `${d},${a}${b}` : whole,
      )
      // After a digit, not a consumed one: "$1, 000, 000" has two gaps.
      .replace(/(?<=\d) ?, ?(\d{3})(?![\d])/g, ",$1")
      // "$500,000/%$1,000,000": a stray mark OCR reads between a split limit's slash and its "$".
      .replace(/(?<=\d)\s*\/\s*%\s*(?=\$)/g, "/")
      .replace(/(\d) ?\. ?(\d{2})(?![\d,.])/g, "$1.$2")
  );
}

/** Leader dots alone, or as OCR reads them ("....ccoovvvvviecns"). */
const LEADER_ONLY = /^(?:[.·…:]\s?){4,}\S*$/;

/**
 * "POL NO .............. : CSZ3676216", "NAMED INSURED(S) : TOMÁS F UNDERWOOD": a printout's
 * leaders and spaced colons, written as the plain "Label: value" every reader expects.
 */
export function withoutLeaders(text: string): string {
  return text
    .replace(/\s*(?:\.\s?){4,}\s*:?\s*$/, "")
    .replace(/\s*(?:\.\s?){4,}\s*:?\s*(?=[^\s.])/g, ": ")
    .replace(/(?<=[A-Za-z)])\s+:\s+(?=\S)/g, ": ");
}

/** Typographic variants that would defeat the patterns: ligatures, dashes, odd spaces, quotes. */
export function normaliseText(text: string): string {
  return text
    .replace(/\uFB01/g, "fi")
    .replace(/\uFB02/g, "fl")
    .replace(/\uFB00/g, "ff")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u00A0\u2000-\u200B]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Horizontal overlap of two x-ranges, allowing a little slack for ragged columns. */
export function overlapsX(a: { x: number; x2: number }, b: { x: number; x2: number }, slack = 2): boolean {
  return Math.min(a.x2, b.x2) + slack > Math.max(a.x, b.x);
}

/** Rows on the same page starting after `row`, at most `limit` of them and not further than `maxGap` line heights. */
export function rowsBelow(doc: Doc, row: Row, limit: number, maxGap = 3.5): Row[] {
  const out: Row[] = [];
  for (let i = row.index + 1; i < doc.rows.length && out.length < limit; i++) {
    const next = doc.rows[i];
    if (next.page !== row.page) break;
    if (next.y - row.y > maxGap * row.h * (out.length + 1)) break;
    out.push(next);
  }
  return out;
}

/** Up to `limit` cells below `cell`, within `rows` rows, that share its column. */
export function cellsBelow(doc: Doc, cell: Cell, limit = 2, widen = 60, rows = 6): Cell[] {
  const out: Cell[] = [];
  const row = doc.rows[cell.row];
  const span = { x: cell.x, x2: Math.max(cell.x2, cell.x + widen) };
  for (const next of rowsBelow(doc, row, rows)) {
    const hit = next.cells.find((c) => overlapsX(c, span) && c.x >= cell.x - 0.6 * cell.h * 4);
    if (hit) {
      out.push(hit);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/**
 * Where a cell's `i`th character sits: a text layer gives one box per run of words, so the
 * characters are spread evenly across it.
 */
export function xAt(cell: Cell, i: number): number {
  return cell.x + (i * (cell.x2 - cell.x)) / Math.max(1, cell.text.length);
}

/** The part of a cell between two character offsets, placed where its characters fall. */
export function sliceCell(cell: Cell, from: number, to: number): Cell {
  return { ...cell, text: cell.text.slice(from, to).trim(), x: xAt(cell, from), x2: xAt(cell, to) };
}

export function cellRight(doc: Doc, cell: Cell): Cell | null {
  const row = doc.rows[cell.row];
  const i = row.cells.indexOf(cell);
  return row.cells[i + 1] ?? null;
}
