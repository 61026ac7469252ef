import type { PolicyType } from "@/lib/schemas/policy";
import type { Doc } from "./doc";

/** The requested kind, refined: a home policy on a unit-owners form is a condo policy. */
export function detectPolicyType(doc: Doc, requested: "auto" | "home"): PolicyType {
  if (requested === "auto") return "auto";
  if (
    /\bcondo(?:minium)?\s*(?:unit\s*owners?|insurance|policy|declarations|owners?)|\bHO[\s-]?6\b|unit[\s-]*owners?['’]?\s*(?:policy|form|insurance|declarations?|coverage)/i.test(
      doc.text,
    )
  )
    return "condo";
  // A unit owner's policy insures the unit's building property and has no other structures to
  // cover: its Coverage A is "Building Property" and it prints no Coverage B.
  const unitBuilding =
    /\bbuilding\s*property\b|\bthe\s*unit\s*is\s*insured\b|\b(?:unit\s*)?improvements\s*(?:and|&)\s*betterments\b|\bunit\s*improvements\b/i;
  const otherStructures = /other\s*structures?|\bcov(?:erage|\.)?\s*b\b|\bOth(?:er)?\.?\s*Str/i;
  return unitBuilding.test(doc.text) && !otherStructures.test(doc.text) ? "condo" : "home";
}

/** Signals that a text is an insurance declarations page at all. */
export function insuranceSignals(doc: Doc): number {
  const checks = [
    /declarations?/i,
    /polic(?:y|ies)/i,
    // Summaries abbreviate ("Total Prem", "Comp Ded", "Policy Term").
    /premium|\bprem\b/i,
    // Plain-language summaries name the insurer and the insured without the word ("Underwritten by
    // …", "Named on this policy: …").
    /insur(?:ed|ance|er)|\binsd\b|underwritten\s*by|named\s*on\s*(?:this|the|your)\s*policy/i,
    // An agency system's screen gives coverages only as codes beside their amounts ("BI 25,000/50,000").
    /coverage|limits?\s*of\s*liability|\b(?:BI|PD|UMBI|UMPD|OTC|COLL|COMP|CSL|MP)\s+\$?\d/i,
    // Notices in plain words say "you pay the first $1,000" rather than "deductible".
    /deductible|\bded\b|you\s*pay\s*the\s*first/i,
    /effective|policy\s*(?:period|term)|expir|takes\s*effect|coverage\s*(?:begins|starts)|policy\s*runs\s*from/i,
    /bodily\s*injury|dwelling|collision|comprehensive|personal\s*liability|property\s*damage/i,
    /lien\s*holder|mortgagee|loss\s*payee|additional\s*interest/i,
  ];
  return checks.filter((re) => re.test(doc.text)).length;
}

const EVIDENCE_TITLE =
  /identification\s*card|\bID\s*card\b|evidence\s+of\s+(?:\w+\s+){0,2}insurance|insurance\s+binder|proof\s+of\s+insurance/i;
const POLICY_REFERENCE = /polic(?:y|ies)\s*(?:number|no\.?|#)|binder\s*(?:number|no\.?|#)/i;

/**
 * Evidence of insurance that is not a declarations page (an auto ID card, an ACORD evidence form
 * or binder): it names a policy and a term but seldom a premium or a deductible, so it carries
 * fewer of the declarations page's signals and is recognised by its title instead.
 */
export function isInsuranceEvidence(doc: Doc): boolean {
  return EVIDENCE_TITLE.test(doc.text) && POLICY_REFERENCE.test(doc.text);
}

/** A renewal declarations page describes the coming term. */
export function isRenewal(doc: Doc): boolean {
  return /\brenewal\s*(?:declarations?|offer|notice|certificate|policy)|\bauto\s*renewal\b|^\s*renewal\s*$/im.test(
    doc.text,
  );
}
