import { classifyAutoLabel, classifyHomeLabel, type AutoLabel } from "./coverage-codes";
import { sentences } from "./sentences";
import type { Doc } from "./doc";
import { findAmounts } from "./money";

// A letter or a prose declarations page lists coverages in sentences: "We provide the following
// coverages: Dwelling (Coverage A), $780,000; Other Structures (Coverage B), $156,000; Personal
// Property (Coverage C), $390,000.", "Your bodily injury limits are …, and property damage
// liability is $100,000." Each amount belongs to the few words just before it.

type Classify = (label: string) => AutoLabel | null;

export interface SentenceCoverage {
  code: AutoLabel;
  /** The amount and what qualifies it, up to the end of its clause ("$500,000 per occurrence"). */
  text: string;
}

/** Prose, not a table's row run together: a sentence has several lowercase words. */
const PROSE_WORDS = 6;
/** A coverage's name before its amount is short ("Fair Rental Value (Coverage D),"). */
const LABEL_WORDS = 8;

/**
 * The coverage named just before an amount: the words after the last clause break, or, when they
 * only lead up to it ("Other buildings on your property: up to $39,700", "If your house is damaged,
 * we'll pay up to $397,000"), the clause before them.
 */
function nameBefore(before: string, classify: Classify): AutoLabel | null {
  const clauses = before.split(/[;:]|\$[\d,]+/).map((c) => c.replace(/[,(\s]+$/, "").trim());
  const last = clauses.pop() ?? "";
  const named = classify(last.split(/\s+/).slice(-LABEL_WORDS).join(" "));
  if (named || !LEAD_IN.test(last)) return named;
  const earlier = last.includes(",") ? last.split(",").slice(0, -1).join(",") : (clauses.pop() ?? "");
  return earlier
    ? classify(
        earlier
          .trim()
          .split(/\s+/)
          .slice(-2 * LABEL_WORDS)
          .join(" "),
      )
    : null;
}

/** Words that only lead up to an amount ("up to", "we'll pay up to", "covered up to"), or none. */
const LEAD_IN = /^$|(?:^|,\s*)(?:(?:we(?:'|’)?ll|we\s*will)\s*pay\s*)?(?:(?:is\s*)?covered\s*)?(?:up\s*to|to)$/i;

export function coverageSentences(doc: Doc, kind: "auto" | "home"): SentenceCoverage[] {
  const classify: Classify = kind === "auto" ? classifyAutoLabel : classifyHomeLabel;
  const out: SentenceCoverage[] = [];
  for (const sentence of sentences(doc)) {
    if ((sentence.match(/\b[a-z]{2,}\b/g) ?? []).length < PROSE_WORDS) continue;
    let from = 0;
    for (const amount of findAmounts(sentence)) {
      const before = sentence.slice(from, amount.index);
      from = amount.end;
      // A limit is printed as money ("$780,000", "390,000"), not as a form's number ("Form 3").
      if (amount.oddCents || !/^\$|,\d{3}/.test(sentence.slice(amount.index, amount.end))) continue;
      // The name ends right before the amount ("…(Coverage A), $780,000", "Other buildings: $39,700").
      if (!/[A-Za-z)]\s*[,:]?\s*\(?\s*$/.test(before)) continue;
      const code = nameBefore(before, classify);
      if (!code || out.some((c) => c.code === code)) continue;
      const clause = sentence.slice(amount.index).split(/[;)]|\.\s/)[0];
      out.push({ code, text: clause });
    }
  }
  return out;
}
