import type { Doc } from "./doc";
import { sentences } from "./sentences";
import { parseDeductible } from "./money";

// Letters and e-mails state the physical damage deductibles in words: "The 2025 Jeep Compass carries
// comprehensive with a $500 deductible and collision with a $250 deductible", "$100 comprehensive
// deductible / $1,000 collision deductible", "a collision deductible of $1,000", "collision carries
// a $1,000 deductible", "you pay the first $250 of a comprehensive claim".

export interface SentenceDeductible {
  code: "COMP" | "COLL";
  deductible: number;
  /** The sentence, to tell which vehicle it is about. */
  text: string;
}

const KIND = String.raw`(comprehensive|other\s+than\s+collision|collision)`;
// An amount's commas are between digit groups: "$500, collision deductible" is two phrases.
const MONEY = String.raw`(\$\s?\d+(?:,\d{3})*(?:\.\d\d)?)`;
const PATTERNS = [
  new RegExp(String.raw`\b${KIND}(?:\s+coverage)?\s+with\s+an?\s+${MONEY}\s+deductible`, "gi"),
  new RegExp(String.raw`${MONEY}\s+${KIND}\s+deductible`, "gi"),
  new RegExp(String.raw`\b${KIND}\s+deductible\s*(?:of|is|:)?\s+${MONEY}`, "gi"),
  // "Collision carries a $1,000 deductible", "Comprehensive (theft, hail, glass) has a $250 deductible".
  new RegExp(
    String.raw`\b${KIND}(?:\s+coverage)?(?:\s*\([^)]{0,60}\))?\s+(?:carries|has|comes\s+with)\s+an?\s+${MONEY}\s+deductible`,
    "gi",
  ),
  new RegExp(
    String.raw`\byou\s+pay\s+the\s+first\s+${MONEY}\s+(?:of|on)\s+(?:an?\s+|any\s+)?${KIND}\s+(?:claim|loss)`,
    "gi",
  ),
];

const KINDS = new RegExp(KIND, "gi");
const AMOUNTS = new RegExp(MONEY, "g");

const codeOf = (kind: string): "COMP" | "COLL" => (/^collision/i.test(kind) ? "COLL" : "COMP");

/**
 * A sentence about deductibles in no wording above ("A $250 deductible applies to comprehensive and
 * a $1,000 deductible to collision losses"): each of its clauses that names one coverage pairs it
 * with the amount nearest its name.
 */
function clausePairs(text: string): SentenceDeductible[] {
  if (!/\bdeductible/i.test(text)) return [];
  const out: SentenceDeductible[] = [];
  for (const clause of text.split(/\s*;\s*|\s+and\s+|,\s+(?=[A-Za-z])/i)) {
    const kinds = [...clause.matchAll(KINDS)];
    if (kinds.length !== 1) continue;
    // A line run into the sentence may bring amounts of its own: the one nearest the coverage's name.
    const at = kinds[0].index;
    const [nearest] = [...clause.matchAll(AMOUNTS)].sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at));
    const deductible = nearest ? parseDeductible(nearest[1]) : null;
    if (deductible !== null) out.push({ code: codeOf(kinds[0][1]), deductible, text });
  }
  return out;
}

export function deductibleSentences(doc: Doc): SentenceDeductible[] {
  const out: SentenceDeductible[] = [];
  for (const text of sentences(doc)) {
    const before = out.length;
    for (const re of PATTERNS)
      for (const m of text.matchAll(re)) {
        const [kind, money] = m[1].startsWith("$") ? [m[2], m[1]] : [m[1], m[2]];
        const deductible = parseDeductible(money);
        if (deductible === null) continue;
        out.push({ code: codeOf(kind), deductible, text });
      }
    if (out.length === before) out.push(...clausePairs(text));
  }
  return out;
}
