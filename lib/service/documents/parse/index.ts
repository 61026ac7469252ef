import { activeOn } from "@/lib/service/policies/active";
import type { PolicyDraft } from "@/lib/schemas/policy";
import type { TextPage } from "../text/types";
import { readAcordBinder } from "./acord-binder";
import { applyEvidence, readAcordEvidence } from "./acord-evidence";
import { findCarrier } from "./carrier";
import { readAuto } from "./auto";
import { coverageConfidence } from "./coverage-confidence";
import { buildDoc, type Doc } from "./doc";
import { readHome } from "./home";
import { interestLabels } from "./interests";
import { findParties } from "./parties";
import { detectPolicyType, isRenewal } from "./policy-type";
import { findPolicyNumber } from "./policy-number";
import { requestedPolicySection } from "./policy-sections";
import { findPremium } from "./premium";
import { buildReview } from "./review";
import { calibratedFields } from "../confidence/calibrate";
import {
  INTEREST_LABELS_KEY,
  OTHER_POLICY_NUMBERS_KEY,
  READINGS_AGREE_KEY,
  UNREAD_CAPTIONS_KEY,
  UNREAD_COVERAGES_KEY,
} from "../confidence/features";
import { unreadCaptionShare, unreadCoverageShare } from "./coverage-evidence";
import { findTerm } from "./term";

export { buildDoc, type Doc } from "./doc";
export { insuranceSignals, isInsuranceEvidence } from "./policy-type";

export interface ParseOptions {
  policyType: "auto" | "home";
  /** Mean OCR confidence 0..1 when the text came from OCR. */
  ocrConfidence?: number;
  /** For isActive; defaults to now. */
  today?: Date;
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
  // A package summary's totals and its other policies' terms are not the requested policy's.
  const section = requestedPolicySection(doc, opts.policyType);
  const own = section?.doc ?? doc;
  const policyNumber = section?.policyNumber ?? findPolicyNumber(doc);
  const term = findTerm(own);
  const premium = findPremium(own);
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

  const { properties, coverages, thirdParties, swept, agreement } =
    type === "auto" ? readAuto(doc, fields) : readHome(doc, parties, fields);
  if (agreement !== undefined) fields[READINGS_AGREE_KEY] = agreement;
  fields.coverages = coverageConfidence(type, coverages, properties) * (swept ? 0.7 : 1);
  fields[INTEREST_LABELS_KEY] = interestLabels(doc);
  fields[OTHER_POLICY_NUMBERS_KEY] = policyNumber.others;

  const today = (opts.today ?? new Date()).toISOString().slice(0, 10);
  const draft: PolicyDraft = {
    type,
    carrier: { id: carrier.id, name: carrier.name ?? "", naicCode: carrier.naicCode },
    policyNumber: policyNumber.value,
    isActive: null,
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
  const evidence = readAcordEvidence(doc) ?? readAcordBinder(doc);
  if (evidence) applyEvidence(draft, evidence, fields);
  const kind = type === "auto" ? "auto" : "home";
  fields[UNREAD_COVERAGES_KEY] = unreadCoverageShare(doc, kind, draft.coverages);
  fields[UNREAD_CAPTIONS_KEY] = unreadCaptionShare(doc, kind, draft.coverages);
  // In force or not follows from the dates as finally read: an evidence form's own when it is one.
  draft.isActive = activeOn(draft, today);
  const pages = new Set(doc.rows.map((r) => r.page)).size;
  draft.review = opts.rawConfidence
    ? buildReview(fields)
    : buildReview(calibratedFields(draft, { raw: fields, ocrConfidence: opts.ocrConfidence, pages }));
  return draft;
}
