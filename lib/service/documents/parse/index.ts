import { newId } from "@/lib/service/ids";
import type { Coverage, PolicyDraft, Property, ThirdParty } from "@/lib/schemas/policy";
import type { TextPage } from "../text/types";
import { applyEvidence, readAcordEvidence } from "./acord-evidence";
import { findCarrier } from "./carrier";
import { findCoverages } from "./coverages";
import { buildDoc, type Doc } from "./doc";
import { findHomeDeductible } from "./home-deductible";
import { findParties } from "./parties";
import { detectPolicyType, isRenewal } from "./policy-type";
import { findPolicyNumber } from "./policy-number";
import { findPremium } from "./premium";
import { buildReview } from "./review";
import { calibratedFields } from "../confidence/calibrate";
import { findTerm } from "./term";
import { findInterestsUnderHeading } from "./interest-heading";
import { findThirdParties, unreadableMortgagee, type PartyFound } from "./third-parties";
import { findVehicles } from "./vehicles";
import { applyLearned, type LearnedHint } from "./learned";

export { buildDoc, type Doc } from "./doc";
export { insuranceSignals, isInsuranceEvidence } from "./policy-type";

export interface ParseOptions {
  policyType: "auto" | "home";
  /** Mean OCR confidence 0..1 when the text came from OCR. */
  ocrConfidence?: number;
  /** For isActive; defaults to now. */
  today?: Date;
  /** The client's hints learned from corrections (learned.ts); those of the parsed carrier override its reading. */
  learned?: LearnedHint[];
  /** Report the rules' own confidences instead of the model's (what the model is trained from). */
  rawConfidence?: boolean;
}

/** A PolicyDraft from the text of a declarations page. Fields not found are null or empty. */
export function parsePolicy(pages: TextPage[], opts: ParseOptions): PolicyDraft {
  return parseDoc(buildDoc(pages), opts);
}

export function parseDoc(doc: Doc, opts: ParseOptions): PolicyDraft {
  const type = detectPolicyType(doc, opts.policyType);
  const carrier = findCarrier(doc);
  const policyNumber = findPolicyNumber(doc);
  const term = findTerm(doc);
  const premium = findPremium(doc);
  const parties = findParties(doc);
  const fields: Record<string, number> = {
    "carrier.name": carrier.confidence,
    policyNumber: policyNumber.confidence,
    effectiveDate: term.effectiveDate ? term.confidence : 0,
    expirationDate: term.expirationDate ? term.confidence : 0,
    premium: premium.confidence,
    insureds: parties.confidence.insureds,
    address: parties.confidence.address,
  };

  const properties: Property[] = [];
  const coverages: Coverage[] = [];
  let thirdParties: ThirdParty[];
  if (type === "auto") {
    const vehicles = findVehicles(doc);
    const ids = vehicles.map(() => newId("prp"));
    vehicles.forEach((v, i) => {
      properties.push({
        id: ids[i],
        type: "vehicle",
        data: { vin: v.vin, year: v.year, make: v.make, model: v.model, vinCheckDigitValid: v.vinCheckDigitValid },
      });
      fields[`properties[${i}]`] = v.confidence;
    });
    for (const c of findCoverages(doc, "auto", vehicles)) {
      coverages.push({
        code: c.code,
        limitPerPerson: c.limitPerPerson,
        limitPerAccident: c.limitPerAccident,
        deductible: c.deductible,
        property: c.vehicle === null ? null : ids[c.vehicle],
      });
    }
    thirdParties = withInterests(findThirdParties(doc, vehicles), findInterestsUnderHeading(doc, vehicles)).map(
      (p) => ({
        type: p.type,
        name: p.name,
        address: p.address,
        loanNumber: p.loanNumber,
        property: p.vehicle === null ? null : ids[p.vehicle],
      }),
    );
  } else {
    const id = newId("prp");
    const dwelling = parties.dwellingAddress ?? parties.address;
    properties.push({ id, type: "dwelling", data: { address: dwelling } });
    fields["properties[0]"] = parties.dwellingAddress ? parties.confidence.dwelling : parties.address ? 0.6 : 0;
    const found = findCoverages(doc, "home", []);
    const deductible = findHomeDeductible(doc);
    for (const c of found) {
      // The all-perils deductible applies to the property coverages (A, B, C).
      const sectionOne = c.code === "DWELLING" || c.code === "OTHER_STRUCTURES" || c.code === "PERSONAL_PROPERTY";
      coverages.push({
        code: c.code,
        limitPerPerson: c.limitPerPerson,
        limitPerAccident: c.limitPerAccident,
        deductible: c.deductible ?? (sectionOne ? deductible : null),
        property: id,
      });
    }
    const interests = withInterests(findThirdParties(doc, []), findInterestsUnderHeading(doc, []));
    const hidden = unreadableMortgagee(doc, interests);
    if (hidden) {
      interests.push(hidden);
      fields.thirdParties = 0.2;
    }
    thirdParties = interests.map((p) => ({
      type: p.type,
      name: p.name,
      address: p.address,
      loanNumber: p.loanNumber,
      property: null,
    }));
  }
  fields.coverages = coverageConfidence(type, coverages, properties);

  const now = opts.today ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const isActive =
    term.effectiveDate && term.expirationDate ? term.effectiveDate <= today && today < term.expirationDate : null;
  const draft: PolicyDraft = {
    type,
    carrier: { id: carrier.id, name: carrier.name ?? "", naicCode: carrier.naicCode },
    policyNumber: policyNumber.value,
    isActive,
    effectiveDate: term.effectiveDate,
    expirationDate: term.expirationDate,
    premium: premium.value,
    address: parties.address,
    insureds: parties.insureds,
    properties,
    coverages,
    thirdParties,
    // A renewal declarations page for a term that has not started yet is also the policy's renewal term.
    renewal:
      isRenewal(doc) && term.effectiveDate && term.effectiveDate > today
        ? {
            isActive: false,
            effectiveDate: term.effectiveDate,
            expirationDate: term.expirationDate,
            premium: premium.value,
            properties,
            coverages,
            insureds: parties.insureds,
            thirdParties,
          }
        : null,
  };
  const evidence = readAcordEvidence(doc);
  if (evidence) applyEvidence(draft, evidence, fields);
  const pages = new Set(doc.rows.map((r) => r.page)).size;
  draft.review = opts.rawConfidence
    ? buildReview(fields)
    : buildReview(calibratedFields(draft, { raw: fields, ocrConfidence: opts.ocrConfidence, pages }));
  return applyLearned(doc, draft, opts.learned, now);
}

/** Parties found under a generic interests heading, unless a typed label named them already. */
function withInterests(typed: PartyFound[], listed: PartyFound[]): PartyFound[] {
  const key = (p: PartyFound) => p.name.toLowerCase().replace(/[^a-z0-9]/g, "");
  const seen = new Set(typed.map(key));
  return [...typed, ...listed.filter((p) => !seen.has(key(p)))];
}

/**
 * How far to trust the coverages: a set that holds what every policy of its type carries (auto:
 * bodily injury and property damage, and physical damage for every vehicle if for any; home: the
 * dwelling with its deductible and liability) is usually right; a set with gaps often misses
 * more than the gap (calibrated on generated pages: 60% right before this split).
 */
function coverageConfidence(type: string, coverages: Coverage[], properties: Property[]): number {
  if (!coverages.length) return 0;
  const has = (code: string) => coverages.some((c) => c.code === code);
  if (type === "auto") {
    const liability = (has("BI") || has("CSL")) && (has("PD") || has("CSL"));
    const physical = coverages.filter((c) => c.code === "COMP" || c.code === "COLL");
    const everyVehicle =
      !physical.length || properties.every((p) => physical.some((c) => c.property === p.id && c.deductible !== null));
    return liability && everyVehicle ? 0.85 : 0.6;
  }
  const dwelling =
    coverages.find((c) => c.code === "DWELLING") ?? coverages.find((c) => c.code === "PERSONAL_PROPERTY");
  return dwelling && dwelling.deductible !== null && has("PERSONAL_LIABILITY") ? 0.85 : 0.6;
}
