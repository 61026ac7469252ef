import type { Cell, Row } from "./doc";
import { textOf } from "./row-text";
import { EMPTY_BOX, TICK, TICKED_BOX } from "./lexicon/check-marks";

// A quote or selection form prints, for each coverage, every option the carrier offers and marks
// the one taken: "Bodily Injury  ( ) 25/50  (X) 100/300  ( ) 250/500", or the options stacked one
// per line under the coverage's name. The readers take the first amount beside a coverage, which
// is an option nobody chose. Once a page marks its options, only the marked ones are the policy's:
// the others are dropped and the marks taken off, so the page reads as a declarations page would.

/** A mark for an option not taken: an empty box or pair of brackets. */
const EMPTY = new RegExp(String.raw`^(?:${EMPTY_BOX}|[○◯])\s*`);
/** A mark for the option taken, before it: a ticked box, a bullet, a pointer, or a lone "X". */
const TAKEN_BEFORE = new RegExp(
  String.raw`^(?:${TICKED_BOX}|\(\s*[•●*]\s*\)|\[\s*[•●*]\s*\]|${TICK}|[•●■>»→]|=+>|-+>)\s+`,
);
/** ...or after it: "$100,000 SELECTED", "100/300 (selected)", "$500 <- Selected". */
const TAKEN_AFTER = /(?<!\bnot)\s+(?:selected|\(selected\)|<[-=]+\s*selected|<[-=]+|[◄←]\s*selected)$/i;
/**
 * What an option offers: an amount, a split limit, a share ("30% of Cov C ($15,300)"), or a word
 * that takes or declines the coverage. Captions and sentences are not options.
 */
const OPTION =
  /^(?:\$?\d[\d,]*(?:\.\d{2})?(?:\s*\/\s*\$?\d[\d,]*){0,2}(?:\s*(?:per|\/)\s*day.*)?(?:,\s*\$[\d,]+\s*max)?|\d+%.{0,30}|none|included|not (?:carried|covered|included)|declined?|no coverage|rejected?|i reject[\w ]*|actual loss sustained|same as [\w ]+)$/i;

/** "06/01/2026" has the shape of a split limit. */
const DATE = /^(?:0\d|\d{1,2}\/0\d|\d{1,2}\/\d{1,2}\/(?:19|20)\d\d$)/;

type Mark = "taken" | "empty" | "none";

interface Option {
  cell: Cell;
  mark: Mark;
  /** The option's text without its mark. */
  text: string;
}

function asOption(cell: Cell): Option | null {
  const raw = cell.text.trim();
  let mark: Mark = "none";
  let text = raw;
  if (EMPTY.test(raw)) {
    mark = "empty";
    text = raw.replace(EMPTY, "");
  } else if (TAKEN_BEFORE.test(raw)) {
    mark = "taken";
    text = raw.replace(TAKEN_BEFORE, "");
  } else if (TAKEN_AFTER.test(raw)) {
    mark = "taken";
    text = raw.replace(TAKEN_AFTER, "");
  }
  return OPTION.test(text.trim()) && !DATE.test(text.trim()) ? { cell, mark, text: text.trim() } : null;
}

/** A row's cells with its options settled: the taken ones unmarked, the rest gone. */
function settle(row: Row, options: Option[]): Row {
  const dropped = new Set(options.filter((o) => o.mark !== "taken").map((o) => o.cell));
  const taken = new Map(options.filter((o) => o.mark === "taken").map((o) => [o.cell, o.text]));
  const cells = row.cells.filter((c) => !dropped.has(c)).map((c) => (taken.has(c) ? { ...c, text: taken.get(c)! } : c));
  return { ...row, cells, text: textOf(cells) };
}

/** Two options of one stacked menu: a line each, set in one column (a mark may indent or outdent). */
const sameMenuColumn = (a: Cell, b: Cell) => Math.abs(a.x - b.x) <= 2.5 * Math.max(a.h, b.h);

/** A mark printed after an option, with the next option set close behind it in one cell. */
const MARK_INSIDE = /(?<=\d)(\s+(?:<[-=]+\s*)?(?:selected|\(selected\)))\s+(?=\$?\d)/i;

/** "50,000 / 100,000 <- Selected 100,000 / 300,000": the cell split after the mark. */
function splitAfterMarks(cell: Cell): Cell[] {
  const m = MARK_INSIDE.exec(cell.text);
  if (!m) return [cell];
  const cut = m.index + m[0].length;
  const perChar = (cell.x2 - cell.x) / Math.max(1, cell.text.length);
  const x = cell.x + cut * perChar;
  const first = { ...cell, text: cell.text.slice(0, m.index + m[1].length), x2: x - perChar };
  return [first, ...splitAfterMarks({ ...cell, text: cell.text.slice(cut), x })];
}

/**
 * A stacked menu's one taken option set beside its coverage's name, the line above the menu, as
 * a declarations page prints a coverage and its limit on one line.
 */
function besideLabel(label: Row, option: Row): Row {
  const name = label.cells[0];
  const cells = [name, { ...option.cells[0], x: Math.max(option.cells[0].x, name.x2 + 2 * name.h), y: name.y }];
  return { ...label, cells, text: textOf(cells) };
}

/**
 * A menu's options are alternatives of one form: "$100,000" beside "$135.35 Selected" is a limit
 * and its premium, the row marked as a whole.
 */
const alternatives = (own: Option[]) => new Set(own.map((o) => /\.\d{2}\b/.test(o.text))).size === 1;

/** Rows with a selection form's options settled; pages that mark no option are left as they are. */
export function keepMarkedOptions(given: Row[]): Row[] {
  const rows = given.map((r) => {
    const cells = r.cells.flatMap(splitAfterMarks);
    return cells.length === r.cells.length ? r : { ...r, cells };
  });
  const options = rows.map((r) => r.cells.map(asOption));
  const taken = options.flat().filter((o) => o?.mark === "taken").length;
  // One marked option could be a bullet or a stray "X"; a form marks every menu.
  if (taken < 2) return rows;
  const out: Row[] = [];
  for (let i = 0; i < rows.length; i++) {
    const own = options[i].filter((o): o is Option => o !== null);
    // Options across a row: at least two, one of them marked.
    // On a form that marks its choices, a menu of three or more with no mark was not taken at all
    // (a table's figures have cents, or fewer columns).
    const untaken = own.length >= 3 && !own.some((o) => /\.\d{2}\b/.test(o.text));
    if (own.length >= 2 && alternatives(own) && (untaken || own.some((o) => o.mark !== "none"))) {
      out.push(settle(rows[i], own));
      // An option that wrapped to the next line, alone under the row's options.
      const next = rows[i + 1];
      const wrapped = next && options[i + 1];
      if (
        wrapped &&
        next.page === rows[i].page &&
        wrapped.every((o) => o && o.mark === "none") &&
        next.cells.every((c) => own.some((o) => Math.abs(o.cell.x - c.x) < 3))
      )
        i++;
      continue;
    }
    // Options stacked a line each: a run of one-cell rows, one column, a mark on at least one.
    const run: number[] = [];
    for (let j = i; j < rows.length; j++) {
      const o = options[j];
      if (rows[j].cells.length !== 1 || !o[0] || rows[j].page !== rows[i].page) break;
      if (run.length && !sameMenuColumn(rows[run[0]].cells[0], rows[j].cells[0])) break;
      run.push(j);
    }
    const stacked = run.map((j) => options[j][0]!);
    if (run.length >= 2 && stacked.some((o) => o.mark !== "none")) {
      const kept = run
        .filter((_, k) => stacked[k].mark === "taken")
        .map((j, k) => settle(rows[j], [stacked.filter((o) => o.mark === "taken")[k]]));
      const label = out[out.length - 1];
      const labelled =
        kept.length === 1 && label && label.cells.length === 1 && rows[i - 1] === label && !options[i - 1][0];
      if (labelled) out[out.length - 1] = besideLabel(label, kept[0]);
      else out.push(...kept);
      i = run[run.length - 1];
      continue;
    }
    out.push(rows[i]);
  }
  return out.filter((r) => r.cells.length);
}
