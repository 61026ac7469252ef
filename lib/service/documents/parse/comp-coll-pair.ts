import { parseDeductible } from "./money";

// "Comp/Coll Ded 500/1,000", "Deductibles (Comp/Coll): $250/$2,000": one label names both physical
// damage coverages and one value gives both deductibles, in the label's order.

const BOTH =
  /\b(comp(?:rehensive)?|otc|other\s*than\s*collision|coll(?:ision)?)\.?\s*(?:\/|&|and|,)\s*(comp(?:rehensive)?|otc|coll(?:ision)?)\b/i;
const AMOUNT = String.raw`(?:\$\s?\d[\d,]*(?:\.\d\d)?|\d[\d,]*(?:\.\d\d)?|none|n\/a)`;
const PAIR = new RegExp(String.raw`(${AMOUNT})\s*\/\s*(${AMOUNT})(?![\d/])`, "i");

export interface CompCollPair {
  comp: number;
  coll: number;
}

/** Both deductibles from a line whose label names both, or null. */
export function compCollPair(text: string): CompCollPair | null {
  const label = BOTH.exec(text);
  if (!label) return null;
  const first = /^(?:comp|otc|other)/i.test(label[1]);
  const second = /^(?:comp|otc)/i.test(label[2]);
  if (first === second) return null;
  // "NO COMP/COLL  RREIM 40/1200": not carried, and the figures after it are another coverage's.
  if (/\bno\s*$/i.test(text.slice(0, label.index))) return null;
  const after = text.slice(label.index + label[0].length);
  const pair = PAIR.exec(after);
  if (!pair) return null;
  // Between label and figures only "Ded" or an aside in brackets ("(2023 Volkswagen Atlas):").
  const between = after.slice(0, pair.index).replace(/\([^()]*\)|\bded(?:uctibles?|s)?\b\.?/gi, "");
  if (/[A-Za-z]/.test(between)) return null;
  const [a, b] = [pair[1], pair[2]].map((t) => (/none|n\/a/i.test(t) ? 0 : parseDeductible(t)));
  if (a === null || b === null) return null;
  return first ? { comp: a, coll: b } : { comp: b, coll: a };
}
