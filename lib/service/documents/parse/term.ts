import { rowsBelow, type Cell, type Doc } from "./doc";
import { findDates, monthsBetween, type FoundDate } from "./dates";
import { findLabels, valueCandidates } from "./labels";
import { bestTermPair } from "./term-candidates";

export interface Term {
  effectiveDate: string | null;
  expirationDate: string | null;
  confidence: number;
}

const PERIOD_LABEL =
  /(?:policy|coverage|insurance)\s*(?:period|term)|period\s*of\s*(?:insurance|coverage)|term\s*of\s*(?:policy|coverage)|effective\s*dates|policy\s*dates|^term\s*:?$|^term\s*:/i;
const EFFECTIVE_LABEL =
  /(?:proposed\s*)?effective(?:\s*(?:date|on|from))?|(?:proposed\s*)?eff\.?\s*(?:date|dt)?|policy\s*(?:start|begins?)\s*(?:date|on)?|coverage\s*(?:begins|starts)|begins|inception\s*date|start\s*date|\bfrom\b/i;
const EXPIRATION_LABEL =
  /expiration\s*date|expir(?:es|y|ation)\s*(?:date|on)?|exp\.?\s*(?:date|dt)|policy\s*(?:end|expires?)\s*(?:date|on)?|coverage\s*ends|\bends\b|end\s*date|\bto\b/i;

/** A plausible policy term: later end, 1 to 13 months long (6 and 12 are the norm). */
function plausible(a: string, b: string): boolean {
  const months = monthsBetween(a, b);
  return months >= 0.9 && months <= 13.1;
}

function firstRange(dates: FoundDate[]): [string, string] | null {
  for (let i = 0; i + 1 < dates.length; i++)
    if (plausible(dates[i].iso, dates[i + 1].iso)) return [dates[i].iso, dates[i + 1].iso];
  return null;
}

/** The label's row right of it and the next rows from its column on, read as running text (dates wrap). */
function periodText(doc: Doc, cell: Cell): string {
  const row = doc.rows[cell.row];
  const parts = [
    row.cells
      .filter((c) => c.x > cell.x)
      .map((c) => c.text)
      .join(" "),
  ];
  for (const next of rowsBelow(doc, row, 3))
    parts.push(
      next.cells
        .filter((c) => c.x >= cell.x - 2 * cell.h)
        .map((c) => c.text)
        .join(" "),
    );
  return parts.join(" ");
}

/** "Your policy effective date is June 30, 2021", "Coverage is effective as of …": a letter's sentence. */
const EFFECTIVE_SENTENCE =
  /\b(?:policy|coverage)\s+(?:is\s+)?effective\s*(?:date\s*)?(?:is|was|will\s+be|on|as\s+of|beginning)\s+/i;

function inSentence(doc: Doc): string | null {
  for (const row of doc.rows) {
    const m = EFFECTIVE_SENTENCE.exec(row.text);
    const [d] = m ? findDates(row.text.slice(m.index + m[0].length)) : [];
    if (d && d.index < 4) return d.iso;
  }
  return null;
}

export function findTerm(doc: Doc): Term {
  // 1. A labelled period with both dates near the label.
  for (const hit of findLabels(doc, PERIOD_LABEL, true)) {
    const text = [hit.rest, ...valueCandidates(doc, hit, 3).slice(hit.rest ? 1 : 0)].join(" | ");
    const range = firstRange(findDates(text)) ?? firstRange(findDates(periodText(doc, hit.cell)));
    if (range) return { effectiveDate: range[0], expirationDate: range[1], confidence: 0.95 };
  }
  // 2. Separate effective and expiration labels.
  const labelled = (label: RegExp): string | null => {
    for (const hit of findLabels(doc, label)) {
      for (const text of valueCandidates(doc, hit, 1)) {
        const [d] = findDates(text);
        if (d && d.index < 40) return d.iso;
      }
    }
    return null;
  };
  const eff = labelled(EFFECTIVE_LABEL);
  const exp = labelled(EXPIRATION_LABEL);
  if (eff && exp && plausible(eff, exp)) return { effectiveDate: eff, expirationDate: exp, confidence: 0.9 };
  // 3. Every pair of dates, weighed by term length, the words around each and range connectors.
  const pair = bestTermPair(doc);
  if (pair && pair.score >= 2 && (!eff || eff === pair.effectiveDate) && (!exp || exp === pair.expirationDate))
    return {
      effectiveDate: pair.effectiveDate,
      expirationDate: pair.expirationDate,
      confidence: pair.score >= 6 ? 0.85 : 0.6,
    };
  // Last, a letter's sentence: only when nothing better dates the policy (a change's own
  // "effective on" date must not outrank the period).
  const start = eff ?? inSentence(doc);
  if (start || exp) return { effectiveDate: start, expirationDate: exp, confidence: 0.5 };
  return { effectiveDate: null, expirationDate: null, confidence: 0 };
}
