import type { Cell, Doc } from "./doc";
import { findDates, monthsBetween } from "./dates";

// The policy term chosen among every pair of dates on the page by evidence, for pages whose
// wording no label rule knows: a prose notice ("takes effect on 16 February 2026 and continues
// through …"), a grid whose column headers hold the labels, or a cover letter whose own date
// must not be taken for the start.

interface DateCandidate {
  iso: string;
  row: number;
  /** Words that could label this date: before it in its cell, the cell to its left, the header above. */
  context: string;
  /** Where the date starts and ends in its row's text. */
  start: number;
  end: number;
}

const START_WORDS =
  /effective|begin|begins|beginning|start|starts|inception|from|takes\s+effect|commenc|incept|policy\s+period|coverage\s+period|term|period/i;
const END_WORDS = /expir|ends?\b|ending|through|thru|until|to\b|continues|terminat|renews?\s+on/i;
/** Dates that belong to something else than the term. */
const OTHER_DATE =
  /issued?|print|mail|notice\s+date|statement|bill|due|paid|payment|birth|born|dob|licen[cs]|as\s+of|prepared|signed|loss|cancel|processed|today|date\s+of\s+this|letter|reported|purchase/i;
const CONNECTOR =
  /^\s*(?:-|–|—|to|through|thru|until|till|and\s+(?:continues|ends|expires|runs)\s*(?:through|until|to|on)?|\/)\s*/i;

function candidates(doc: Doc): DateCandidate[] {
  const out: DateCandidate[] = [];
  for (const row of doc.rows) {
    let offset = 0;
    row.cells.forEach((cell, i) => {
      const cellStart = offset;
      offset += cell.text.length + 2;
      for (const d of findDates(cell.text)) {
        const left = row.cells[i - 1]?.text ?? "";
        const above = headerAbove(doc, cell);
        out.push({
          iso: d.iso,
          row: row.index,
          context: `${above} ${left} ${cell.text.slice(Math.max(0, d.index - 60), d.index)}`,
          start: cellStart + d.index,
          end: cellStart + d.end,
        });
      }
    });
  }
  // Prose wraps a date over two lines ("takes effect on JUN 06" / "2026 and continues …").
  for (const row of doc.rows) {
    const next = doc.rows[row.index + 1];
    if (!next || next.page !== row.page) continue;
    const tail = row.text.slice(-24);
    const joined = `${tail} ${next.text.slice(0, 24)}`;
    for (const d of findDates(joined)) {
      if (d.index >= tail.length || d.end <= tail.length) continue;
      const start = row.text.length - tail.length + d.index;
      out.push({
        iso: d.iso,
        row: row.index,
        context: row.text.slice(Math.max(0, start - 60), start),
        start,
        end: row.text.length,
      });
    }
  }
  return out;
}

/** The nearest text above a cell in its column within two rows: a grid's column header. */
function headerAbove(doc: Doc, cell: Cell): string {
  for (let i = cell.row - 1; i >= 0 && i >= cell.row - 2; i--) {
    const row = doc.rows[i];
    const hit = row.cells.find((c) => Math.min(c.x2, cell.x2) > Math.max(c.x, cell.x));
    if (hit && !findDates(hit.text).length) return hit.text;
  }
  return "";
}

/** A 6- or 12-month term is the norm; other lengths from a month to 13 are possible. */
function lengthScore(from: string, to: string): number | null {
  const months = monthsBetween(from, to);
  if (months < 0.9 || months > 13.1) return null;
  const whole = [6, 12].some((m) => Math.abs(months - m) < 0.04);
  if (whole) return 3;
  if ([1, 3, 4, 9].some((m) => Math.abs(months - m) < 0.04)) return 1;
  return 0;
}

export interface ScoredTerm {
  effectiveDate: string;
  expirationDate: string;
  score: number;
}

export function bestTermPair(doc: Doc): ScoredTerm | null {
  const dates = candidates(doc);
  let best: ScoredTerm | null = null;
  for (let i = 0; i < dates.length; i++) {
    const a = dates[i];
    const aStart = START_WORDS.test(a.context) ? 2 : 0;
    const aOther = OTHER_DATE.test(a.context) ? -3 : 0;
    // A form may print the expiration above the effective date: pairs are taken in both orders.
    for (let j = 0; j < dates.length; j++) {
      const b = dates[j];
      if (j === i || Math.abs(b.row - a.row) > 6 || (b.row === a.row && b.start < a.start)) continue;
      const length = lengthScore(a.iso, b.iso);
      if (length === null) continue;
      let score = length + aStart + aOther;
      if (END_WORDS.test(b.context)) score += 2;
      if (OTHER_DATE.test(b.context) && !END_WORDS.test(b.context)) score -= 3;
      if (b.row === a.row) {
        const between = doc.rows[a.row].text.slice(a.end, b.start);
        score += CONNECTOR.test(between) || /\b(?:to|through|thru|until)\b/i.test(between.slice(0, 50)) ? 3 : 1;
      } else score -= 0.3 * Math.abs(b.row - a.row);
      // Earlier on the page is likelier the declarations' own term than a later schedule's.
      score -= a.row * 0.002;
      if (!best || score > best.score) best = { effectiveDate: a.iso, expirationDate: b.iso, score };
    }
  }
  return best;
}
