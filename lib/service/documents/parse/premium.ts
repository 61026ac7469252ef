import { cellsBelow, type Cell, type Doc, type Row } from "./doc";
import { SENTENCE_END } from "./sentences";
import { findDates } from "./dates";
import { findAmounts, type Amount } from "./money";

// The term's total premium. Declarations print many premiums (per coverage, per vehicle,
// subtotals, fees, amounts due); the policy total is the one labelled as a total premium.

const EXCLUDE =
  /sub\s*-?\s*total|per\s*vehicle|by\s*vehicle|for\s*vehicle|vehicle\s*\d|discount|savings|\bchange|previous|prior|installment|due\s*(?:now|today)|minimum|down\s*payment/i;
/** "Total premium for 2014 DODGE DURANGO" is one vehicle's total. */
const VEHICLE_TOTAL = /\b(?:19|20)\d\d\s+[A-Z][A-Za-z-]+/;
const TIERS: RegExp[] = [
  /total\s*(?:[\w-]+\s*){0,4}premium|premium\s*total|total\s*full[\s-]*term\b|total\s*(?:policy|term)\s*(?:cost|price)|total\s*(?:cost|price|charge)\s*(?:for|of)\s*(?:this|the|your)\s*(?:term|policy|period|coverage)|^total\s*for\s*(?:this|the|your)\s*(?:[\w-]+\s*){0,2}?(?:policy|term|period)\b/i,
  /cost\s*(?:of|for)\s*(?:this|your)\s*(?:policy|coverage)|(?:annual|policy|term|full[\s-]*term|6[\s-]*months?|six[\s-]*months?|12[\s-]*months?|twelve[\s-]*months?|estimated|written)\s*premium|premium\s*(?:paid|for\s*(?:the|this|your)?\s*(?:policy\s*)?(?:period|term))|^your\s*premium\b|(?:written|term|full[\s-]*term|policy|annual)\s*prem\b|^(?:policy|term)\s*(?:price|total)\b/i,
  /premium|\bprem\b/i,
  // A bare total where no premium is named at all: the least sure reading.
  /^total\s*(?:cost|amount)\b/i,
];

/** Amounts in `text` that are not parts of dates or bare years. */
function amountsIn(text: string): Amount[] {
  let masked = text;
  for (const d of findDates(text))
    masked = masked.slice(0, d.index) + " ".repeat(d.end - d.index) + masked.slice(d.end);
  // A premium is never under $20: "6" of "this 6-month period" or a form's "5" is something else.
  return findAmounts(masked).filter(
    (a) =>
      a.value >= 20 &&
      !/^\s*-?\s*(?:months?|mos?\.?|days?|years?)\b/i.test(masked.slice(a.end)) &&
      !(/^\d{4}$/.test(masked.slice(a.index, a.end).trim()) && a.value >= 1900 && a.value <= 2100),
  );
}

/** The value of a premium label printed as a box or column title: the cell under it. */
function amountBelow(doc: Doc, cell: Cell): Amount[] {
  for (const below of cellsBelow(doc, cell, 1, 0)) {
    const amounts = amountsIn(below.text).filter((a) => a.hasCents || /[$]/.test(below.text));
    if (amounts.length) return amounts;
  }
  return [];
}

/** A notice in prose: "You will pay $1,388.73 for this policy period.", "The policy costs $1,016.66 for 12 months." */
const PROSE =
  /(?:you\s*(?:will\s*)?pay|the\s*(?:total\s*)?(?:premium|cost)\s*(?:for|of)\s*(?:this|your)\s*(?:policy|term|policy\s*period)\s*is|(?:this|the|your)\s*policy\s*costs)\s*(?:USD\s*)?[$S]?\s?(\d{1,3}(?:,\d{3})*\.\d{2})/i;

/** What the prose amount pays for: the policy, its term, or a term named by its length. */
const PROSE_SPAN =
  /polic|term|period|premium|for\s*(?:the|a|one|1)\s*(?:full\s*)?year|for\s*(?:6|six|12|twelve)\s*months/i;

export function findPremium(doc: Doc): { value: number | null; confidence: number } {
  for (const row of doc.rows) {
    const { own, m } = inOwnSentence(row.text, PROSE);
    if (m && !EXCLUDE.test(own) && PROSE_SPAN.test(row.text))
      return { value: Number(m[1].replace(/,/g, "")), confidence: 0.85 };
  }
  const confidences = [0.95, 0.85, 0.6, 0.5];
  for (const [tier, label] of TIERS.entries()) {
    const value = labelledValue(doc, label);
    if (value !== null) return { value, confidence: confidences[tier] };
    // A premium section's bare "Total" line ("Premium Summary" … "Total $1,100.00") is the policy's
    // total, more surely than the base premium a lower tier would find in it.
    if (tier === 0) {
      const total = totalUnderPremiumHeading(doc);
      if (total !== null) return { value: total, confidence: 0.85 };
    }
  }
  return { value: null, confidence: 0 };
}

/**
 * The first match of `re` in `text`, found again within its own sentence (a table's row is one
 * sentence), with that sentence: what the rest of the line says is another sentence's business.
 */
function inOwnSentence(text: string, re: RegExp): { own: string; m: RegExpExecArray | null } {
  const found = re.exec(text);
  if (!found) return { own: "", m: null };
  let start = 0;
  let end = text.length;
  for (const stop of text.matchAll(SENTENCE_END)) {
    if (stop.index >= found.index) {
      end = stop.index;
      break;
    }
    start = stop.index + stop[0].length;
  }
  const own = text.slice(start, end);
  return { own, m: re.exec(own) };
}

/**
 * The words that can disqualify a premium label: on a form's row of captioned boxes ("Term premium:
 * 1,677.52 | Prior term premium: 1,484.96") the boxes right of the label's own are other fields, so
 * only the label's cell and those before it count; a sentence is judged whole.
 */
function judged(row: Row, own: string, labelCell: Cell | undefined): string {
  if (!labelCell || row.cells.length < 2) return own;
  return row.cells
    .slice(0, row.cells.indexOf(labelCell) + 1)
    .map((c) => c.text)
    .join(" ");
}

/** The largest amount a label of one tier names (a total is never smaller than its parts). */
function labelledValue(doc: Doc, label: RegExp): number | null {
  const values: number[] = [];
  for (const row of doc.rows) {
    // In prose, the label's own sentence: a discount named in the next one is no reason to skip it.
    const { own, m } = inOwnSentence(row.text, label);
    if (!m) continue;
    const labelCell = row.cells.find((c) => label.test(c.text));
    if (EXCLUDE.test(judged(row, own, labelCell)) || VEHICLE_TOTAL.test(own)) continue;
    const after = own.slice(m.index + m[0].length);
    let amounts = amountsIn(after);
    if (!amounts.length && labelCell) amounts = amountBelow(doc, labelCell);
    // A premium column left of the titles ("$1,214.07 | Total Policy Premium"): the row's one amount
    // before its label, when nothing follows the label.
    const before = amountsIn(row.text.slice(0, m.index)).filter((a) => a.hasCents);
    if (!amounts.length && before.length === 1 && !after.trim()) amounts = before;
    if (!amounts.length) {
      // Value printed under the label ("Total Premium for the Policy Period" / "Total $1,085.19").
      const next = doc.rows[row.index + 1];
      if (next && next.page === row.page && !label.test(next.text))
        amounts = amountsIn(next.text).filter((a) => a.hasCents);
    }
    if (amounts.length) values.push(amounts[0].value);
  }
  return values.length ? Math.max(...values) : null;
}

const PREMIUM_HEADING =
  /^(?:(?:your|policy|annual|term)\s+)?(?:premiums?|price|cost)(?:\s+(?:summary|information|details|breakdown))?\s*:?$/i;
const BARE_TOTAL = /^total(?:\s+(?:due|cost|amount|charges?))?\s*:?\s*(?:USD\s*)?[$S]?\s?\d/i;

/** "Total" within a dozen lines under a heading that is only "Premium…" ("Price breakdown"), on the same page. */
function totalUnderPremiumHeading(doc: Doc): number | null {
  for (const heading of doc.rows) {
    if (!PREMIUM_HEADING.test(heading.text.trim())) continue;
    for (let i = heading.index + 1; i < doc.rows.length && i <= heading.index + 12; i++) {
      const row = doc.rows[i];
      if (row.page !== heading.page) break;
      const text = row.cells.map((c) => c.text).join(" ");
      if (!BARE_TOTAL.test(text) || EXCLUDE.test(text)) continue;
      const [amount] = amountsIn(text.replace(/^total\D*/i, ""));
      if (amount) return amount.value;
    }
  }
  return null;
}
