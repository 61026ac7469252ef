import type { PolicyType } from "@/lib/schemas/policy";
import type { Doc } from "./doc";

/** The requested kind, refined: a home policy on a unit-owners form is a condo policy. */
export function detectPolicyType(doc: Doc, requested: "auto" | "home"): PolicyType {
  if (requested === "auto") return "auto";
  return /\bcondo(?:minium)?\s*(?:unit\s*owners?|insurance|policy|declarations|owners?)|\bHO[\s-]?6\b|unit[\s-]*owners?\s*(?:policy|form|insurance)/i.test(
    doc.text,
  )
    ? "condo"
    : "home";
}

/** Signals that a text is an insurance declarations page at all. */
export function insuranceSignals(doc: Doc): number {
  const checks = [
    /declarations?/i,
    /polic(?:y|ies)/i,
    /premium/i,
    /insur(?:ed|ance|er)/i,
    /coverage|limits?\s*of\s*liability/i,
    // Notices in plain words say "you pay the first $1,000" rather than "deductible".
    /deductible|you\s*pay\s*the\s*first/i,
    /effective|policy\s*period|expir|takes\s*effect|coverage\s*(?:begins|starts)/i,
    /bodily\s*injury|dwelling|collision|comprehensive|personal\s*liability|property\s*damage/i,
    /lien\s*holder|mortgagee|loss\s*payee|additional\s*interest/i,
  ];
  return checks.filter((re) => re.test(doc.text)).length;
}

/** A renewal declarations page describes the coming term. */
export function isRenewal(doc: Doc): boolean {
  return /\brenewal\s*(?:declarations?|offer|notice|certificate|policy)|\bauto\s*renewal\b|^\s*renewal\s*$/im.test(
    doc.text,
  );
}
