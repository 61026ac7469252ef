// Label words of declarations pages, for putting OCR-garbled labels back together ("oEbucTiBLE"
// for DEDUCTIBLE on a shaded header). Only OCR text goes through this: a text layer is exact.

const VOCABULARY = [
  "additional",
  "address",
  "annual",
  "assistance",
  "bodily",
  "collision",
  "company",
  "comprehensive",
  "coverage",
  "coverages",
  "damage",
  "declarations",
  "deductible",
  "deductibles",
  "dwelling",
  "effective",
  "emergency",
  "expiration",
  "insurance",
  "insured",
  "insureds",
  "interest",
  "interests",
  "liability",
  "lienholder",
  "limits",
  "mailing",
  "medical",
  "mortgagee",
  "motorist",
  "motorists",
  "payments",
  "period",
  "personal",
  "physical",
  "policy",
  "premium",
  "premiums",
  "property",
  "reimbursement",
  "rental",
  "roadside",
  "structures",
  "underinsured",
  "uninsured",
  "vehicle",
  "vehicles",
  "accident",
  "account",
  "belongings",
  "customer",
  "financial",
  "improvements",
  "occurrence",
  "summary",
];
/**
 * Real words a letter from a label word, that mean something else: "Insurer:" snapped to
 * "Insured:" hands the carrier to the insured's reader, and "Mortgage" snapped to "Mortgagee"
 * turns "Freedom Mortgage Corporation" into a role word and a stray "Corporation".
 */
const NOT_LABEL_WORDS = [
  "insurer",
  "insurers",
  "mortgage",
  "mortgages",
  "mortgagor",
  "mortgagors",
  "addressee",
  "addressed",
];
const KNOWN = new Set([...VOCABULARY, ...NOT_LABEL_WORDS]);
/**
 * Six-letter label words OCR often misreads by a letter ("nunber", "Linits"); other six-letter
 * words are too close to ordinary ones to snap.
 */
const SHORT = ["number", "limits", "policy", "damage", "period", "person"];

function distance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > cap) return cap + 1;
    prev = cur;
  }
  return prev[b.length];
}

/**
 * The vocabulary word an OCR'd word was meant to be, in the word's own case style, or the word
 * unchanged. Short words and words with digits are left alone: too many real words lie one
 * letter from "limits", and numbers are the parser's business.
 */
export function snapLabelWord(word: string): string {
  const m = /^([^A-Za-z]*)([A-Za-z]{6,})([^A-Za-z]*)$/.exec(word);
  if (!m) return word;
  const [, lead, core, tail] = m;
  const lower = core.toLowerCase();
  if (KNOWN.has(lower) || SHORT.includes(lower)) return word;
  const cap = lower.length >= 9 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = cap + 1;
  let tie = false;
  for (const v of lower.length === 6 ? SHORT : VOCABULARY) {
    const d = distance(lower, v, cap);
    if (d < bestDistance) {
      best = v;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance) tie = true;
  }
  if (!best || tie) return word;
  const upper = core.replace(/[^A-Z]/g, "").length >= core.length / 2;
  const styled = upper ? best.toUpperCase() : /^[A-Z]/.test(core) ? best[0].toUpperCase() + best.slice(1) : best;
  return lead + styled + tail;
}
