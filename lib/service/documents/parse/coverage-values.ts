import type { CoverageCode } from "@/lib/schemas/policy";
import { withoutAddresses } from "@/lib/service/address/printed-lines";
import { columnOf, type ColumnRole, type Header } from "./columns";
import type { Cell } from "./doc";
import { findAmounts, parseDeductible, parseLimits } from "./money";

// Turns the value cells of one coverage row into limits and a deductible.

export interface CoverageValue {
  limitPerPerson: number | null;
  limitPerAccident: number | null;
  deductible: number | null;
  /** "100/300/50" on a liability line: the property damage part. */
  propertyDamage?: number | null;
}

/** Values that mean the coverage is not carried. */
export const NOT_CARRIED =
  /not\s*(?:purchased|covered|carried|included|selected|applicable)|rejected|rejects|declined|excluded|^\s*(?:none|n\/?a|--?|—|no\s*coverage)\s*$/i;

const PREMIUM_ONLY = /^\s*-?[$S]?\s?\d{1,3}(?:,\d{3})*\.\d{2}\s*$/;

export interface RoledCell {
  cell: Cell;
  role: ColumnRole | null;
}

export function assignRoles(cells: Cell[], header: Header | null): RoledCell[] {
  return cells.map((cell) => ({ cell, role: header ? (columnOf(header, cell)?.role ?? null) : null }));
}

/** Drops premium cells: a premium column, amounts with cents, or a trailing "$123.45" after a limit. */
export function withoutPremiums(cells: RoledCell[]): RoledCell[] {
  const kept = cells.filter((c) => c.role?.kind !== "premium" && c.role?.kind !== "other");
  const valueCells = kept.filter((c) => findAmounts(c.cell.text).length || /ded|non/i.test(c.cell.text));
  return kept.filter((c) => {
    const amounts = findAmounts(c.cell.text);
    if (amounts.length && amounts.every((a) => a.oddCents)) return false;
    const last = valueCells[valueCells.length - 1];
    if (!c.role && valueCells.length >= 2 && c === last && PREMIUM_ONLY.test(c.cell.text)) return false;
    return true;
  });
}

const LIMIT_WORDING =
  /(?:each|per)\s*(?:person|accident|occurrence|claim)|\d\s*\/\s*[$S]?\s*\d|\bcsl\b|combined\s*single/i;

const DEDUCTIBLE_CODES = new Set<CoverageCode>(["COMP", "COLL"]);
/** "$500, collision deductible $250": the other physical damage coverage, with a value of its own, ends this one's. */
const OTHER_PHYSICAL = {
  COMP: /[,;]?\s*\bcoll(?:ision)?\b(?=.*\d)/i,
  COLL: /[,;]?\s*\b(?:comp(?:rehensive)?|other\s+than\s+collision)\b(?=.*\d)/i,
};
const PERIL_SPECIFIC = /wind|hail|hurricane|named\s*storm|earthquake|theft/i;

/** Interprets value texts for `code`. Returns null when nothing usable (or "not purchased"). */
export function interpret(
  code: CoverageCode,
  printed: { text: string; role: ColumnRole | null }[],
): CoverageValue | null {
  // "covers the unit at 13626 E Hillcrest Place, Hartford, CT 06103": a house number is no limit.
  const texts = printed.map((t) => ({ ...t, text: withoutAddresses(t.text) }));
  const all = texts.map((t) => t.text).join("  ");
  if (!texts.length || (NOT_CARRIED.test(all) && !findAmounts(all).length)) return null;
  if (texts.some((t) => NOT_CARRIED.test(t.text)) && !findAmounts(all).length) return null;
  // "$100,000 each person / $300,000 each accident" is a limit whatever column it seems to sit in.
  const deductibleCell = (t: { text: string; role: ColumnRole | null }) =>
    t.role?.kind === "deductible" && !LIMIT_WORDING.test(t.text);
  const dedTexts = texts.filter(deductibleCell).map((t) => t.text);
  // A value under an "Each Person" or "Each Accident" column title carries that title's meaning.
  const limitTexts = texts
    .filter((t) => !deductibleCell(t))
    .map((t) =>
      t.role?.kind === "limit" && t.role.part && findAmounts(t.text).length && !LIMIT_WORDING.test(t.text)
        ? `${t.text} each ${t.role.part}`
        : t.text,
    );
  if (DEDUCTIBLE_CODES.has(code)) {
    const own = (t: string) => t.split(OTHER_PHYSICAL[code as "COMP" | "COLL"])[0];
    const source = dedTexts.length && dedTexts.some((t) => findAmounts(t).length || /non/i.test(t)) ? dedTexts : [all];
    const deductible = parseDeductible(source.map(own).join("  "));
    return deductible === null ? null : { limitPerPerson: null, limitPerAccident: null, deductible };
  }
  // "$25,000 each accident; $100 deductible": a deductible printed inside the limit text.
  // "10,000 DED 250": after a limit, the amount that follows "DED" is the deductible.
  if (!dedTexts.length) {
    const inLimit =
      /(?<=\d\s+)ded\.?\s*:?\s*[$S]?\s?(?:\d{1,3}(?:,\d{3})*|\d+)\b/i.exec(all) ??
      /[$S]?\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.00)?\s*(?:ded\b|deductible)|deductible\s*:?\s*[$S]?\s?(\d{1,3}(?:,\d{3})*|\d+)/i.exec(
        all,
      );
    if (inLimit) {
      dedTexts.push(inLimit[0]);
      const idx = limitTexts.findIndex((t) => t.includes(inLimit[0]));
      if (idx >= 0) limitTexts[idx] = limitTexts[idx].replace(inLimit[0], " ");
    }
  }
  const preferred = dedTexts.filter((t) => !PERIL_SPECIFIC.test(t) || /all\s*(?:other\s*)?perils/i.test(t));
  const deductible = dedTexts.length ? parseDeductible((preferred.length ? preferred : dedTexts).join("  ")) : null;
  const limitText = limitTexts.map((t) => t.replace(/\b\d+\s*(?:months?|days?|years?)\b/gi, " ")).join("  ");
  const limits = parseLimits(limitText);
  if (limits.perPerson !== null || limits.perAccident !== null) {
    return {
      limitPerPerson: limits.perPerson,
      limitPerAccident: limits.perAccident,
      deductible,
      propertyDamage: limits.propertyDamage,
    };
  }
  if (limits.single === null && deductible === null) return null;
  const perPerson = code === "MEDPAY" || code === "MEDICAL_PAYMENTS";
  // Liability and medical payments pay up to a limit and carry no deductible: their one figure is
  // the limit, whatever column it seems to sit in ("L - PERSONAL LIABILITY $1,000,000 EACH").
  const limitOnly = limits.single === null && NO_DEDUCTIBLE.has(code);
  const figure = limitOnly ? deductible : limits.single;
  const single = figure === null ? null : inThousands(code, figure);
  return {
    limitPerPerson: perPerson ? single : null,
    limitPerAccident: perPerson ? null : single,
    deductible: limitOnly ? null : deductible,
  };
}

/** Liability limits never run under $1,000: a small one is printed in thousands ("PD 50" beside "BI 50/100"). */
const LIABILITY_LIMITS = new Set<CoverageCode>([
  "BI",
  "PD",
  "CSL",
  "UMBI",
  "UIMBI",
  "UMPD",
  "UIMPD",
  "PERSONAL_LIABILITY",
]);

/** Coverages sold with a limit only: no deductible applies to them. */
const NO_DEDUCTIBLE = new Set<CoverageCode>([
  "BI",
  "CSL",
  "UMBI",
  "UIMBI",
  "PERSONAL_LIABILITY",
  "MEDPAY",
  "MEDICAL_PAYMENTS",
]);

function inThousands(code: CoverageCode, value: number): number {
  if (!Number.isInteger(value)) return value;
  if (LIABILITY_LIMITS.has(code) && value < 1000) return value * 1000;
  if ((code === "MEDPAY" || code === "MEDICAL_PAYMENTS") && value <= 50) return value * 1000;
  return value;
}

/**
 * Comprehensive and collision deductibles are sold in round steps up to a few thousand dollars: a
 * model year (2017), a PO box (78128) or a premium read in a deductible's place is none of them.
 */
export const plausibleCarDeductible = (deductible: number | null): boolean =>
  deductible === null || (deductible % 50 === 0 && deductible <= 10_000);

/**
 * No liability or property limit is under $100: a row whose only "limit" is that small read a
 * count or a number out of a description ("1 Family Dwelling"), and the coverage's own row may
 * follow. Rental and towing are paid by the day or the call, in small sums.
 */
export function plausibleLimits(code: CoverageCode, value: CoverageValue): boolean {
  if (code === "RENTAL" || code === "TOWING") return true;
  const limits = [value.limitPerPerson, value.limitPerAccident].filter((x): x is number => x !== null);
  return !limits.length || value.deductible !== null || limits.some((x) => x >= 100);
}
