import { classifyAutoLabel, classifyHomeLabel } from "./coverage-codes";
import type { Cell, Row } from "./doc";
import { EMPTY_BOX, TICKED_BOX } from "./lexicon/check-marks";

// An agency's coverage worksheet lists every coverage the carrier offers and marks each row taken
// or not: a ticked box before the name ("[X]", a drawn box with an X, "X"), a pair of boxes under
// "Selected | Declined", a "Y"/"N" or "Yes"/"No" at the row's end, a status word ("Selected",
// "Declined", "Rejected"). An offered coverage nobody took still prints its limit; the readers
// would report it. Rows marked as not taken are dropped before they look.

/** A cell that is a mark and nothing else. */
const TICKED = new RegExp(String.raw`^(?:${TICKED_BOX}|\[\s*[yY]\s*\]|[xX✓✔■×])$`);
const EMPTY = new RegExp(String.raw`^(?:${EMPTY_BOX}|\[\s*[nN]\s*\])$`);
/** A status at the row's end. */
const TAKEN_WORD = /^(?:y|yes|selected|accepted|taken|included|incl\.?|elected)$/i;
const DECLINED_WORD = /^(?:n|no|not\s+selected|declined|rejected|excluded|not\s+taken|not\s+included)$/i;
/** A mark before the coverage's name, in its cell: "[X] Collision", "[ ] Towing and Labor". */
const TICKED_BEFORE = new RegExp(String.raw`^(?:${TICKED_BOX})\s+\p{L}`, "u");
const EMPTY_BEFORE = new RegExp(String.raw`^(?:${EMPTY_BOX})\s+\p{L}`, "u");
/** Captions of a column of marks: the one for taken rows, and the one for rows not taken. */
const TAKE_CAPTION = /^(?:selected|select|yes|y|accept(?:ed)?|include[ds]?|taken|elect(?:ed)?)$/i;
const DECLINE_CAPTION = /^(?:declined?|no|n|reject(?:ed)?|exclude[ds]?|not\s+selected)\b/i;

type Verdict = "taken" | "declined" | null;

interface MarkColumns {
  take: number;
  decline: number;
}

/** A header that captions two columns of boxes, one for taken rows and one for declined ones. */
function markColumns(row: Row): MarkColumns | null {
  const take = row.cells.find((c) => TAKE_CAPTION.test(c.text.trim()));
  const decline = row.cells.find((c) => DECLINE_CAPTION.test(c.text.trim()));
  if (!take || !decline) return null;
  return { take: (take.x + take.x2) / 2, decline: decline.x };
}

const centre = (c: Cell) => (c.x + c.x2) / 2;

function verdict(row: Row, columns: MarkColumns | null): Verdict {
  const cells = row.cells;
  const marks = cells.filter((c) => TICKED.test(c.text.trim()) || EMPTY.test(c.text.trim()));
  const ticked = marks.filter((c) => TICKED.test(c.text.trim()));
  // Two boxes (or one X) under "Selected | Declined": the ticked one's column says which.
  if (columns && ticked.length === 1) {
    const x = centre(ticked[0]);
    return Math.abs(x - columns.take) < Math.abs(x - columns.decline) ? "taken" : "declined";
  }
  if (marks.length === 1) {
    if (/^\[\s*[nN]\s*\]$/.test(marks[0].text.trim())) return "declined";
    return ticked.length ? "taken" : "declined";
  }
  if (TICKED_BEFORE.test(cells[0].text)) return "taken";
  if (EMPTY_BEFORE.test(cells[0].text)) return "declined";
  const last = cells[cells.length - 1].text.trim();
  if (cells.length > 1 && DECLINED_WORD.test(last)) return "declined";
  if (cells.length > 1 && TAKEN_WORD.test(last)) return "taken";
  return null;
}

const BOX_BEFORE = new RegExp(String.raw`^(?:${TICKED_BOX}|${EMPTY_BOX})\s*`);

/** The row's name: its first cell that is not a mark, without a mark before it. */
function nameOf(row: Row): string {
  const cell = row.cells.find((c) => !TICKED.test(c.text.trim()) && !EMPTY.test(c.text.trim()));
  return (cell?.text ?? "").replace(BOX_BEFORE, "");
}

/**
 * A row that offers a coverage: a coverage's name and a figure (a limit, a deductible, a share).
 * A vehicle's row with "Financed: N" is not one.
 */
function offers(row: Row): boolean {
  if (row.cells.length < 2 || !/\d/.test(row.text)) return false;
  const name = nameOf(row);
  return classifyAutoLabel(name) !== null || classifyHomeLabel(name) !== null;
}

/** An unticked choice in a line of choices: "[ ] HO-3" in "Policy Form: [ ] HO-3 [X] HO-5 [ ] HO-6". */
const UNTICKED_CHOICE = new RegExp(String.raw`\s*(?:${EMPTY_BOX})\s*[^[\]()☐□☒☑]*?(?=\s*(?:\[|\(|[☐□☒☑]|$))`, "g");
const TICKED_CHOICE = new RegExp(TICKED_BOX);

/** A cell's line of choices without the ones not ticked, so that "HO-6" unticked does not say condo. */
function tickedChoices(row: Row): Row {
  let changed = false;
  const cells = row.cells.map((c) => {
    if (!TICKED_CHOICE.test(c.text)) return c;
    const text = c.text.replace(UNTICKED_CHOICE, "").trim();
    if (text === c.text || !text) return c;
    changed = true;
    return { ...c, text };
  });
  return changed ? { ...row, cells, text: cells.map((c) => c.text).join("  ") } : row;
}

/**
 * Rows without the coverages a worksheet marks as not taken. A page qualifies when at least three
 * rows carry a mark and one says taken; where the taken rows' mark is a lone box before the name,
 * a row at the names' place without one was not ticked (an empty drawn box prints no text).
 */
export function dropDeclinedRows(given: Row[]): Row[] {
  const rows = given.map(tickedChoices);
  let columns: MarkColumns | null = null;
  const verdicts = rows.map((row) => {
    const heads = markColumns(row);
    if (heads) columns = heads;
    return heads ? null : verdict(row, columns);
  });
  if (verdicts.filter(Boolean).length < 3 || !verdicts.includes("taken")) return rows;
  // Where a lone tick leads the taken rows, the names they mark start at one x.
  const led = rows.filter(
    (r, i) => verdicts[i] === "taken" && r.cells.length >= 2 && TICKED.test(r.cells[0].text.trim()),
  );
  const nameAt = led.length >= 3 ? led[0].cells[1].x : null;
  const unticked = (r: Row) =>
    nameAt !== null && offers(r) && Math.abs(r.cells[0].x - nameAt) < 3 && !TICKED.test(r.cells[0].text.trim());
  const kept = rows.filter(
    (r, i) => !(verdicts[i] === "declined" && offers(r)) && !(verdicts[i] === null && unticked(r)),
  );
  return kept;
}
