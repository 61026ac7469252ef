import type { Doc } from "./doc";
import { parseDeductible } from "./money";

// Letters and e-mails state the physical damage deductibles in words: "The 2025 Jeep Compass carries
// comprehensive with a $500 deductible and collision with a $250 deductible", "$100 comprehensive
// deductible / $1,000 collision deductible", "a collision deductible of $1,000".

export interface SentenceDeductible {
  code: "COMP" | "COLL";
  deductible: number;
  /** The sentence, to tell which vehicle it is about. */
  text: string;
}

const KIND = String.raw`(comprehensive|other\s+than\s+collision|collision)`;
const MONEY = String.raw`(\$\s?\d[\d,]*(?:\.\d\d)?)`;
const PATTERNS = [
  new RegExp(String.raw`\b${KIND}(?:\s+coverage)?\s+with\s+an?\s+${MONEY}\s+deductible`, "gi"),
  new RegExp(String.raw`${MONEY}\s+${KIND}\s+deductible`, "gi"),
  new RegExp(String.raw`\b${KIND}\s+deductible\s+(?:of|is)\s+${MONEY}`, "gi"),
];

/** A page's text as sentences: lines joined until one ends with a full stop. */
export function sentences(doc: Doc): string[] {
  const out: string[] = [];
  let open = "";
  let page = -1;
  for (const row of doc.rows) {
    if (row.page !== page && open) [out[out.length], open] = [open, ""];
    page = row.page;
    open = open ? `${open} ${row.text}` : row.text;
    if (/[.!?]\s*$/.test(row.text) || open.length > 600) [out[out.length], open] = [open, ""];
  }
  if (open) out.push(open);
  return out;
}

export function deductibleSentences(doc: Doc): SentenceDeductible[] {
  const out: SentenceDeductible[] = [];
  for (const text of sentences(doc)) {
    for (const re of PATTERNS)
      for (const m of text.matchAll(re)) {
        const [kind, money] = m[1].startsWith("$") ? [m[2], m[1]] : [m[1], m[2]];
        const deductible = parseDeductible(money);
        if (deductible === null) continue;
        out.push({ code: /^collision/i.test(kind) ? "COLL" : "COMP", deductible, text });
      }
  }
  return out;
}
