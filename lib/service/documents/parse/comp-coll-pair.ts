import { parseDeductible } from "./money";

// "Comp/Coll Ded 500/1,000", "Deductibles (Comp/Coll): $250/$2,000": one label names both physical
// damage coverages and one value gives both deductibles, in the label's order. A filled-in form
// may instead name each beside its own figure: "comp $1,000 / coll $1,500", "500 comp, 250 coll".

const BOTH =
  /\b(comp(?:rehensive)?|otc|other\s*than\s*collision|coll(?:ision)?)\.?\s*(?:\/|&|and|,)\s*(comp(?:rehensive)?|otc|coll(?:ision)?)\b/i;
const AMOUNT = String.raw`(?:\$\s?\d[\d,]*(?:\.\d\d)?|\d[\d,]*(?:\.\d\d)?|none|n\/a)`;
const PAIR = new RegExp(String.raw`(${AMOUNT})\s*\/\s*(${AMOUNT})(?![\d/])`, "i");

export interface CompCollPair {
  comp: number;
  coll: number;
}

/** Each named before its own figure: "comp $1,000 / coll $1,500", "Coll: 500, Comp: 250". */
const NAMED = String.raw`(comp(?:rehensive)?|otc|coll(?:ision)?)\.?\s*(?:ded(?:uctible)?\.?)?\s*[:=-]?\s*(${AMOUNT})`;
const EACH_NAMED = new RegExp(String.raw`\b${NAMED}\s*(?:\/|,|;|&|and)\s*${NAMED}(?![\d/])`, "i");
/** ...or after it: "500 comp, 250 coll". */
const NAMED_AFTER = String.raw`(${AMOUNT})\s*(comp(?:rehensive)?|otc|coll(?:ision)?)\b\.?`;
const EACH_NAMED_AFTER = new RegExp(String.raw`(?<![\d/.,])${NAMED_AFTER}\s*(?:\/|,|;|&|and)\s*${NAMED_AFTER}`, "i");

/** A deductible as printed: "none" or "n/a" is no deductible at all. */
const figure = (t: string): number | null => (/none|n\/a/i.test(t) ? 0 : parseDeductible(t));

/** Each coverage's name and figure, in the order printed. */
function namedPairs(text: string): [string, string, string, string] | null {
  const before = EACH_NAMED.exec(text);
  if (before) return [before[1], before[2], before[3], before[4]];
  const after = EACH_NAMED_AFTER.exec(text);
  return after ? [after[2], after[1], after[4], after[3]] : null;
}

function eachNamed(text: string): CompCollPair | null {
  const m = namedPairs(text);
  if (!m) return null;
  const [firstName, firstFigure, secondName, secondFigure] = m;
  const firstComp = /^(?:comp|otc)/i.test(firstName);
  if (firstComp === /^(?:comp|otc)/i.test(secondName)) return null;
  const [a, b] = [firstFigure, secondFigure].map(figure);
  if (a === null || b === null) return null;
  return firstComp ? { comp: a, coll: b } : { comp: b, coll: a };
}

/** Both deductibles from a line whose label names both, or null. */
export function compCollPair(text: string): CompCollPair | null {
  const label = BOTH.exec(text);
  if (!label) return eachNamed(text);
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
  const [a, b] = [pair[1], pair[2]].map(figure);
  if (a === null || b === null) return null;
  return first ? { comp: a, coll: b } : { comp: b, coll: a };
}
