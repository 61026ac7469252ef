import type { CoverageCode } from "@/lib/schemas/policy";
import { classifyHomeLabel } from "./coverage-codes";
import { sentences } from "./coverage-sentences";
import type { Doc } from "./doc";
import { findAmounts } from "./money";

// A letter or a prose declarations page lists a home's coverages in one sentence: "We provide the
// following coverages: Dwelling (Coverage A), $780,000; Other Structures (Coverage B), $156,000;
// Personal Property (Coverage C), $390,000." Each amount belongs to the few words just before it.

export interface SentenceCoverage {
  code: CoverageCode;
  /** The amount and what qualifies it, up to the end of its clause ("$500,000 per occurrence"). */
  text: string;
}

/** Prose, not a table's row run together: a sentence has several lowercase words. */
const PROSE_WORDS = 6;
/** A coverage's name before its amount is short ("Fair Rental Value (Coverage D),"). */
const LABEL_WORDS = 8;

export function homeCoverageSentences(doc: Doc): SentenceCoverage[] {
  const out: SentenceCoverage[] = [];
  for (const sentence of sentences(doc)) {
    if ((sentence.match(/\b[a-z]{2,}\b/g) ?? []).length < PROSE_WORDS) continue;
    let from = 0;
    for (const amount of findAmounts(sentence)) {
      const before = sentence.slice(from, amount.index);
      from = amount.end;
      // A limit is printed as money ("$780,000", "390,000"), not as a form's number ("Form 3").
      if (amount.oddCents || !/^\$|,\d{3}/.test(sentence.slice(amount.index, amount.end))) continue;
      // The name ends right before the amount ("…(Coverage A), $780,000"), after a clause break.
      if (!/[A-Za-z)]\s*,?\s*\(?\s*$/.test(before)) continue;
      const label = before
        .split(/[;:]|\$[\d,]+/)
        .pop()!
        .replace(/[,(\s]+$/, "");
      const words = label.trim().split(/\s+/);
      const code = classifyHomeLabel(words.slice(-LABEL_WORDS).join(" "));
      if (!code || out.some((c) => c.code === code)) continue;
      const clause = sentence.slice(amount.index).split(/[;)]|\.\s/)[0];
      out.push({ code, text: clause });
    }
  }
  return out;
}
