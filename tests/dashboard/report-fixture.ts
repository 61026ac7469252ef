import type { VerificationDetail } from "@/lib/actions/verification-views";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import type { Policy } from "@/lib/schemas/policy";
import type { TemplateRule, ValidationResult, ValidationRun } from "@/lib/schemas/validation";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import { computeVerdict } from "@/lib/verifications/verdict";
import { autoPolicy, TODAY } from "../validation/fixtures";

// A completed lookup of SBX-AUTO-1001 as the session page holds it, with the service's real
// evaluation of a collision ceiling: what the report of a real session is made from.

const rules: TemplateRule[] = [
  { rule: "policy-active", input: {} },
  { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDeductible", default: 1000 } } },
  { rule: "third-party-match", input: { name: { source: "lienholderName" } } },
];

export function reportFixture(max = 1000, lender = "Acme Acceptance Corporation") {
  const view = autoPolicy();
  const policy = {
    ...view,
    id: "pol_1",
    accountId: "acc_1",
    documents: [],
    term: "current",
    hasRenewal: false,
    createdAt: "2026-03-15T10:00:00Z",
    modifiedAt: "2026-03-15T10:00:00Z",
  } as unknown as Policy;
  const template = {
    rules: rules.map((r) =>
      r.rule === "collision-coverage-meets-requirements"
        ? { ...r, input: { deductible: { source: "maxDeductible", default: max } } }
        : r,
    ),
  };
  const result = evaluateTemplate({
    template,
    policy: view,
    term: "current",
    today: TODAY,
    metadata: { lienholderName: lender },
  }) as ValidationResult;
  const outcome = computeVerdict(result, view, TODAY);
  const run: ValidationRun = {
    id: "val_1",
    policyId: "pol_1",
    templateId: "tem_auto",
    templateName: "Auto loan — standard",
    term: "current",
    status: result.status,
    createdAt: "2026-03-15T10:00:05Z",
    result,
  };
  const detail: VerificationDetail = {
    token: "ign_report1",
    method: "lookup",
    status: "completed",
    request: null,
    borrowerRef: "loan-7",
    summary: {
      carrierId: "car_sf",
      carrierName: "State Farm",
      policyType: "auto",
      policyNumber: "SBX-AUTO-1001",
      insured: "Jordan Rivera",
    },
    errorCode: null,
    updatedAt: "2026-03-15T10:00:05Z",
    verdict: outcome.verdict,
    standing: outcome.standing,
    templateName: "Auto loan — standard",
    assignee: null,
    decision: null,
    notes: [],
    errorMessage: null,
    consent: {
      by: { id: "u1", name: "Rae Reviewer", email: "rae@lender.example" },
      at: "2026-03-15T09:59:58Z",
      wording: CONSENT_WORDING,
    },
    createdAt: "2026-03-15T09:59:58Z",
    timeline: [
      { id: "t1", kind: "created", at: "2026-03-15T09:59:58Z", detail: { by: "Rae Reviewer" } },
      { id: "t2", kind: "completed", at: "2026-03-15T10:00:03Z", detail: { policies: 1 } },
    ],
    account: null,
    policies: [{ id: "pol_1", current: policy, renewal: null }],
    loan: {
      policyType: "auto",
      templateId: "tem_auto",
      templateName: "Auto loan — standard",
      borrower: { firstName: "Jordan", lastName: "Rivera" },
      vin: "1HGCM82633A004352",
      propertyAddress: null,
      loanNumber: "LN-4401729",
      loanAmount: null,
      lenderName: lender,
      checkDate: TODAY,
    },
    verdictDetail: {
      verdict: outcome.verdict,
      templateId: "tem_auto",
      templateName: "Auto loan — standard",
      term: "current",
      at: "2026-03-15T10:00:05Z",
      policies: [
        {
          policyId: "pol_1",
          label: "Test Mutual · SBX-AUTO-1001",
          counts: result.summary.counts,
          ...outcome,
        },
      ],
      typeCheck: null,
    },
  };
  return { detail, runs: { pol_1: [run] } };
}
