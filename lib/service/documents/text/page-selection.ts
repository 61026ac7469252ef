import type { TextPage } from "./types";

// Which pages of a long PDF are read. A declarations page says what it is in a handful of words;
// policy booklets, endorsements and cover letters say few of them. Pages are ranked by those
// words in their text layer and the best are kept in their original order, so a 1,000-page file
// costs the time of its 25 most promising pages.

/** Words that mark a declarations page, each counted once per page; the strongest count twice. */
const STRONG = ["declarations", "policy number", "named insured", "policy period", "effective"];
const WORDS = [
  "policy",
  "premium",
  "insured",
  "coverage",
  "deductible",
  "liability",
  "limit",
  "expiration",
  "vehicle",
  "vin",
  "lienholder",
  "loss payee",
  "mortgagee",
  "dwelling",
  "property",
  "collision",
  "comprehensive",
  "bodily injury",
  "agent",
  "naic",
];

/** How strongly a page's text reads like a declarations page: distinct marker words, strong ones twice. */
export function declarationsScore(page: TextPage): number {
  const text = ` ${page.lines
    .map((l) => l.text)
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")} `;
  const has = (word: string) => text.includes(` ${word} `) || text.includes(` ${word}s `);
  return STRONG.filter(has).length * 2 + WORDS.filter(has).length;
}

export interface PageCandidate {
  /** 1-based page number. */
  number: number;
  /** declarationsScore of its text layer, or null when the layer is missing or garbled (OCR decides). */
  score: number | null;
}

/**
 * Up to `limit` page numbers in document order: the highest scores first, earlier pages winning
 * ties. A page without a usable text layer may be the scanned declarations page, so it ranks
 * above text pages that name nothing of insurance, and below any that do.
 */
export function selectPages(candidates: PageCandidate[], limit: number): number[] {
  if (candidates.length <= limit) return candidates.map((c) => c.number);
  const rank = (c: PageCandidate) => (c.score === null ? 0.5 : c.score);
  return [...candidates]
    .sort((a, b) => rank(b) - rank(a) || a.number - b.number)
    .slice(0, limit)
    .map((c) => c.number)
    .sort((a, b) => a - b);
}
