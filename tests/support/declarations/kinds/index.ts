import type { GeneratedPolicy } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import { EVIBOX, acordStyleEvidence } from "./acord-style-evidence";
import { AGENCY, agencyLetter } from "./agency-letter";
import { AMEND, amendedDeclarations } from "./amended-declarations";
import { CERT, autoCertificate } from "./auto-certificate";
import type { KindFn, KindResult } from "./common";
import { MATRIX, coverageMatrix } from "./coverage-matrix";
import { PARTS, numberedParts } from "./numbered-parts";
import { captionCells } from "./caption-cells";
import { PRINTOUT, carrierPortalPrint } from "./carrier-portal-print";
import { LEADER, dottedLeaderPrintout } from "./dotted-leader-printout";
import { EVIDENCE, evidenceForm } from "./evidence-form";
import { HOMEBOX, homeDecBoxes } from "./home-dec-boxes";
import { IDCARD, idCardSheet } from "./id-card-sheet";
import { EMAIL, insurerEmailConfirmation } from "./insurer-email-confirmation";
import { mainframeBoxes } from "./mainframe-boxes";
import { SECTIONS, policySections } from "./policy-sections";
import { PORTAL, portalSummary } from "./portal-summary";
import { RENEWAL, renewalStatement } from "./renewal-statement";
import { sidebarSummary } from "./sidebar-summary";
import { SYMBOLS, symbolSchedule } from "./symbol-schedule";
import { TIERED, tieredPremiums } from "./tiered-premiums";
import { vehicleColumns } from "./vehicle-columns";
import { ROWS, vehicleRows } from "./vehicle-rows";
import { VSECT, vehicleSections } from "./vehicle-sections";
import { CARDS, twoUpSummaryCards } from "./two-up-summary-cards";
import { VERIFY, verificationForm } from "./verification-form";
import { NOTICE, lienholderNotice } from "./lienholder-notice";
import { AMS, amsPolicyDetail } from "./ams-policy-detail";
import { REVERSED, reversedColumnSchedule } from "./reversed-column-schedule";
import { APP, mobileAppScreens } from "./mobile-app-screens";
import { BILINGUAL, bilingualDeclarations } from "./bilingual-declarations";
import { ESCROW, escrowPremiumBill } from "./escrow-premium-bill";
import { BINDER, insuranceBinder } from "./insurance-binder";
import { LANDLORD, dwellingFireLandlord } from "./dwelling-fire-landlord";
import { CONTD, continuedSchedule } from "./continued-schedule";
import { GUTTER, gutterCaptions } from "./gutter-captions";
import { LISTING, agencyPolicyListing } from "./agency-policy-listing";
import { FAX, faxTransmittal } from "./fax-transmittal";
import { NEWS, newspaperColumns } from "./newspaper-columns";
import { ENDORSE, coverageChangeEndorsement } from "./coverage-change-endorsement";
import { PACKAGE, packagePolicySummary } from "./package-policy-summary";
import { HEADERS, limitsInHeaders } from "./limits-in-headers";
import { STACKED, stackedValueCaptions } from "./stacked-value-captions";
import { OFFER, claimsFreeRenewalOffer } from "./claims-free-renewal-offer";
import { MENU, optionMenuSelections } from "./option-menu-selections";
import { EXPORT, longFormatCoverageExport } from "./long-format-coverage-export";
import { GLANCE, plainLanguageAtAGlance } from "./plain-language-at-a-glance";
import { TRACK, requirementsVsFoundReport } from "./requirements-vs-found-report";
import { WORKSHEET, coverageCheckboxWorksheet } from "./coverage-checkbox-worksheet";
import { COMPARE, renewalTermComparison } from "./renewal-term-comparison";
import { FOOTNOTED, footnotedCoverageSchedule } from "./footnoted-coverage-schedule";
import { GROUPED, groupedRowSchedule } from "./grouped-row-schedule";
import { BRAND, brandLetterheadUnderwriter } from "./brand-letterhead-underwriter";
import { HOUSEHOLD, multiCarHouseholdSchedule } from "./multi-car-household-schedule";
import { LADEN, endorsementLadenHomeDeclarations } from "./endorsement-laden-home-declarations";
import { INTEREST, multiInterestSchedule } from "./multi-interest-schedule";
import { QA, questionAnswerSummary } from "./question-answer-summary";
import { LEGAL, itemizedLegalDeclarations } from "./itemized-legal-declarations";
import { MHOME, manufacturedHomeDeclarations } from "./manufactured-home-declarations";
import { MASTER, condoMasterCertificate } from "./condo-master-certificate";
import { FLEET, commercialFleetSchedule } from "./commercial-fleet-schedule";
import { INSTALLMENTS, premiumInstallmentSchedule } from "./premium-installment-schedule";
import { REINSTATE, reinstatementNotice } from "./reinstatement-notice";
import { CRM, agentCrmNotesPrintout } from "./agent-crm-notes-printout";
import { SPECIALTY, specialtyVehicleDeclarations } from "./specialty-vehicle-declarations";
import { FLOOD, floodDeclarations } from "./flood-declarations";
import { DOWNLOAD, dataDownloadPrintout } from "./data-download-printout";
import { MCLAUSE, mortgageeClauseChangeConfirmation } from "./mortgagee-clause-change-confirmation";
import { PCTDED, percentageDeductibleHomeDeclarations } from "./percentage-deductible-home-declarations";
import { SURPLUS, surplusLinesCertificate } from "./surplus-lines-certificate";
import { ASSIGN, driverVehicleAssignmentDeclarations } from "./driver-vehicle-assignment-declarations";
import { SNAPSHOT, valueCaptionSnapshot } from "./value-caption-snapshot";
import { IBOX, interestBoxRenewal } from "./interest-box-renewal";
import { INFOSHEET, agentInformationSheet } from "./agent-information-sheet";
import { WORDING_LABELS as FIRST_WORDINGS } from "./wording";

// Arrangement kinds written apart from layouts.ts and lexicon.ts, each after a family of real
// carrier pages. They print the GeneratedPolicy themselves and return the truth of what they print.

export const INDEPENDENT_KINDS = [
  "mainframe-boxes",
  "sidebar-summary",
  "vehicle-columns",
  "caption-cells",
  "tiered-premiums",
  "symbol-schedule",
  "vehicle-rows",
  "portal-summary",
  "agency-letter",
  "policy-sections",
  "id-card-sheet",
  "evidence-form",
  "renewal-statement",
  "coverage-matrix",
  "home-dec-boxes",
  "auto-certificate",
  "vehicle-sections",
  "verification-form",
  "carrier-portal-print",
  "acord-style-evidence",
  "dotted-leader-printout",
  "amended-declarations",
  "numbered-parts",
  "insurer-email-confirmation",
  "two-up-summary-cards",
  "lienholder-notice",
  "ams-policy-detail",
  "reversed-column-schedule",
  "mobile-app-screens",
  "bilingual-declarations",
  "escrow-premium-bill",
  "insurance-binder",
  "dwelling-fire-landlord",
  "continued-schedule",
  "gutter-captions",
  "agency-policy-listing",
  "fax-transmittal",
  "newspaper-columns",
  "coverage-change-endorsement",
  "package-policy-summary",
  "limits-in-headers",
  "stacked-value-captions",
  "claims-free-renewal-offer",
  "option-menu-selections",
  "long-format-coverage-export",
  "plain-language-at-a-glance",
  "requirements-vs-found-report",
  "coverage-checkbox-worksheet",
  "renewal-term-comparison",
  "footnoted-coverage-schedule",
  "grouped-row-schedule",
  "brand-letterhead-underwriter",
  "multi-car-household-schedule",
  "endorsement-laden-home-declarations",
  "multi-interest-schedule",
  "question-answer-summary",
  "itemized-legal-declarations",
  "manufactured-home-declarations",
  "condo-master-certificate",
  "commercial-fleet-schedule",
  "premium-installment-schedule",
  "reinstatement-notice",
  "agent-crm-notes-printout",
  "specialty-vehicle-declarations",
  "flood-declarations",
  "data-download-printout",
  "mortgagee-clause-change-confirmation",
  "percentage-deductible-home-declarations",
  "surplus-lines-certificate",
  "driver-vehicle-assignment-declarations",
  "value-caption-snapshot",
  "interest-box-renewal",
  "agent-information-sheet",
] as const;
export type IndependentKind = (typeof INDEPENDENT_KINDS)[number];

const KINDS: Record<IndependentKind, KindFn> = {
  "mainframe-boxes": mainframeBoxes,
  "sidebar-summary": sidebarSummary,
  "vehicle-columns": vehicleColumns,
  "caption-cells": captionCells,
  "tiered-premiums": tieredPremiums,
  "symbol-schedule": symbolSchedule,
  "vehicle-rows": vehicleRows,
  "portal-summary": portalSummary,
  "agency-letter": agencyLetter,
  "policy-sections": policySections,
  "id-card-sheet": idCardSheet,
  "evidence-form": evidenceForm,
  "renewal-statement": renewalStatement,
  "coverage-matrix": coverageMatrix,
  "home-dec-boxes": homeDecBoxes,
  "auto-certificate": autoCertificate,
  "vehicle-sections": vehicleSections,
  "verification-form": verificationForm,
  "carrier-portal-print": carrierPortalPrint,
  "acord-style-evidence": acordStyleEvidence,
  "dotted-leader-printout": dottedLeaderPrintout,
  "amended-declarations": amendedDeclarations,
  "numbered-parts": numberedParts,
  "insurer-email-confirmation": insurerEmailConfirmation,
  "two-up-summary-cards": twoUpSummaryCards,
  "lienholder-notice": lienholderNotice,
  "ams-policy-detail": amsPolicyDetail,
  "reversed-column-schedule": reversedColumnSchedule,
  "mobile-app-screens": mobileAppScreens,
  "bilingual-declarations": bilingualDeclarations,
  "escrow-premium-bill": escrowPremiumBill,
  "insurance-binder": insuranceBinder,
  "dwelling-fire-landlord": dwellingFireLandlord,
  "continued-schedule": continuedSchedule,
  "gutter-captions": gutterCaptions,
  "agency-policy-listing": agencyPolicyListing,
  "fax-transmittal": faxTransmittal,
  "newspaper-columns": newspaperColumns,
  "coverage-change-endorsement": coverageChangeEndorsement,
  "package-policy-summary": packagePolicySummary,
  "limits-in-headers": limitsInHeaders,
  "stacked-value-captions": stackedValueCaptions,
  "claims-free-renewal-offer": claimsFreeRenewalOffer,
  "option-menu-selections": optionMenuSelections,
  "long-format-coverage-export": longFormatCoverageExport,
  "plain-language-at-a-glance": plainLanguageAtAGlance,
  "requirements-vs-found-report": requirementsVsFoundReport,
  "coverage-checkbox-worksheet": coverageCheckboxWorksheet,
  "renewal-term-comparison": renewalTermComparison,
  "footnoted-coverage-schedule": footnotedCoverageSchedule,
  "grouped-row-schedule": groupedRowSchedule,
  "brand-letterhead-underwriter": brandLetterheadUnderwriter,
  "multi-car-household-schedule": multiCarHouseholdSchedule,
  "endorsement-laden-home-declarations": endorsementLadenHomeDeclarations,
  "multi-interest-schedule": multiInterestSchedule,
  "question-answer-summary": questionAnswerSummary,
  "itemized-legal-declarations": itemizedLegalDeclarations,
  "manufactured-home-declarations": manufacturedHomeDeclarations,
  "condo-master-certificate": condoMasterCertificate,
  "commercial-fleet-schedule": commercialFleetSchedule,
  "premium-installment-schedule": premiumInstallmentSchedule,
  "reinstatement-notice": reinstatementNotice,
  "agent-crm-notes-printout": agentCrmNotesPrintout,
  "specialty-vehicle-declarations": specialtyVehicleDeclarations,
  "flood-declarations": floodDeclarations,
  "data-download-printout": dataDownloadPrintout,
  "mortgagee-clause-change-confirmation": mortgageeClauseChangeConfirmation,
  "percentage-deductible-home-declarations": percentageDeductibleHomeDeclarations,
  "surplus-lines-certificate": surplusLinesCertificate,
  "driver-vehicle-assignment-declarations": driverVehicleAssignmentDeclarations,
  "value-caption-snapshot": valueCaptionSnapshot,
  "interest-box-renewal": interestBoxRenewal,
  "agent-information-sheet": agentInformationSheet,
};

export function isIndependentKind(kind: string): kind is IndependentKind {
  return (INDEPENDENT_KINDS as readonly string[]).includes(kind);
}

export function independentPage(kind: IndependentKind, w: Writer, g: GeneratedPolicy, rng: Rng): KindResult {
  const out = KINDS[kind](w, g, rng);
  // "kind+variant", as cover-letter+inner: readers of the truth split on "+" for the kind.
  return { ...out, variant: `${kind}+${out.variant}` };
}

/** Every label the independent kinds print (index.ts lets a damaged text layer lose ligatures in these only). */
export const WORDING_LABELS: readonly string[] = [
  ...FIRST_WORDINGS,
  ...[
    TIERED,
    SYMBOLS,
    ROWS,
    PORTAL,
    AGENCY,
    SECTIONS,
    IDCARD,
    EVIDENCE,
    RENEWAL,
    MATRIX,
    HOMEBOX,
    CERT,
    VSECT,
    VERIFY,
    PRINTOUT,
    EVIBOX,
    LEADER,
    AMEND,
    PARTS,
    EMAIL,
    CARDS,
    NOTICE,
    AMS,
    REVERSED,
    APP,
    BILINGUAL,
    ESCROW,
    BINDER,
    LANDLORD,
    CONTD,
    GUTTER,
    LISTING,
    FAX,
    NEWS,
    ENDORSE,
    PACKAGE,
    HEADERS,
    STACKED,
    OFFER,
    MENU,
    EXPORT,
    GLANCE,
    TRACK,
    WORKSHEET,
    COMPARE,
    FOOTNOTED,
    GROUPED,
    BRAND,
    HOUSEHOLD,
    LADEN,
    INTEREST,
    QA,
    LEGAL,
    MHOME,
    MASTER,
    FLEET,
    INSTALLMENTS,
    REINSTATE,
    CRM,
    SPECIALTY,
    FLOOD,
    DOWNLOAD,
    MCLAUSE,
    PCTDED,
    SURPLUS,
    ASSIGN,
    SNAPSHOT,
    IBOX,
    INFOSHEET,
  ].flatMap(function flat(v: unknown): string[] {
    if (typeof v === "string") return v.split("|");
    if (Array.isArray(v)) return v.flatMap(flat);
    return v && typeof v === "object" ? Object.values(v).flatMap(flat) : [];
  }),
];
