import type { RuleStatus, StatusCounts, ValidationResult } from "@/lib/schemas/validation";
import type { TypeCheck } from "./type-check";

// The answer staff act on. The service grades each rule pass/fail/caution/unknown; staff need one
// word per loan file: Pass, Fail, or Needs review (a person has to look). An expired or inactive
// policy is never a Pass, whatever the template asked.

export type Verdict = "pass" | "fail" | "review";
export const VERDICTS: readonly Verdict[] = ["pass", "fail", "review"];
/** The verdict as staff read it, everywhere it is shown: page, list, report, CSV. */
export const VERDICT_WORDS: Record<string, string> = { pass: "Pass", fail: "Fail", review: "Needs review" };

export type Standing = "active" | "not-yet-in-force" | "expired" | "inactive" | "unknown";

export interface PolicyStanding {
  state: Standing;
  expirationDate: string | null;
  /** Only for "not-yet-in-force": the day the term starts. */
  effectiveDate?: string;
}

export interface VerdictReason {
  /** The rule's key in the result ("collision-coverage-meets-requirements", or "policy" for the standing). */
  ruleKey: string;
  status: RuleStatus;
  title: string;
  detail: string;
}

export interface VerdictOutcome {
  verdict: Verdict;
  standing: PolicyStanding;
  /** Why it is not a Pass, most serious first; empty for a Pass. */
  reasons: VerdictReason[];
}

/** The policy as the verdict needs it; `documents` says it was read from an upload, not reported by a carrier. */
export interface StandingInput {
  isActive: boolean | null;
  effectiveDate?: string | null;
  expirationDate: string | null;
  documents?: unknown[] | null;
}

const readFromDocument = (policy: StandingInput) => (policy.documents?.length ?? 0) > 0;

/** Whether the policy is in force on `today` (YYYY-MM-DD), from the carrier's word and the term dates. */
export function policyStanding(policy: StandingInput, today: string): PolicyStanding {
  const expirationDate = policy.expirationDate?.slice(0, 10) ?? null;
  const effectiveDate = policy.effectiveDate?.slice(0, 10) ?? null;
  const expired = expirationDate !== null && expirationDate < today;
  // A term bought ahead (it starts next month) has not lapsed: it is not in force yet.
  if (effectiveDate !== null && effectiveDate > today && !expired && policy.isActive !== true)
    return { state: "not-yet-in-force", expirationDate, effectiveDate };
  // A document's isActive is only its dates worked out, so an ended term reads as expired.
  if (policy.isActive === false && !(readFromDocument(policy) && expired)) return { state: "inactive", expirationDate };
  if (expired) return { state: "expired", expirationDate };
  // A carrier that says nothing still leaves the term dates: a term running past today is in force.
  const inForce = policy.isActive === true || (policy.isActive === null && expirationDate !== null);
  return { state: inForce ? "active" : "unknown", expirationDate };
}

const RANK: Record<RuleStatus, number> = { fail: 0, unknown: 1, caution: 2, pass: 3 };

function standingReason(
  standing: PolicyStanding,
  carrierSaysActive: boolean,
  fromDocument: boolean,
): VerdictReason | null {
  if (standing.state === "not-yet-in-force")
    return {
      ruleKey: "policy",
      status: "caution",
      title: "Not yet in force",
      detail: `The policy's term starts on ${standing.effectiveDate}; check that it is in force on that day.`,
    };
  if (standing.state === "inactive")
    return fromDocument
      ? {
          ruleKey: "policy",
          status: "fail",
          title: "Policy is not in force",
          detail: "The document does not show a term covering today.",
        }
      : {
          ruleKey: "policy",
          status: "fail",
          title: "Policy is not active",
          detail: "The carrier reports this policy as not active.",
        };
  if (standing.state === "expired")
    return {
      ruleKey: "policy",
      status: carrierSaysActive ? "caution" : "fail",
      title: `Policy expired on ${standing.expirationDate}`,
      detail: carrierSaysActive
        ? "The carrier still reports it as active; ask for the renewal declarations."
        : "Ask the borrower for proof of the renewed policy.",
    };
  return null;
}

export function computeVerdict(result: ValidationResult, policy: StandingInput, today: string): VerdictOutcome {
  const standing = policyStanding(policy, today);
  const reasons: VerdictReason[] = Object.entries(result.rules)
    .filter(([, rule]) => rule.status !== "pass")
    .map(([ruleKey, rule]) => ({ ruleKey, status: rule.status, ...rule.message }))
    .sort((a, b) => RANK[a.status] - RANK[b.status]);
  const fromDocument = readFromDocument(policy);
  const fromStanding = standingReason(standing, policy.isActive === true && !fromDocument, fromDocument);
  // The template's own policy-active rule already says it in the reasons; once is enough.
  const saidByRule = result.rules["policy-active"] && result.rules["policy-active"].status !== "pass";
  if (fromStanding && !saidByRule) reasons.unshift(fromStanding);

  let verdict: Verdict = result.status === "pass" ? "pass" : result.status === "fail" ? "fail" : "review";
  if (fromStanding?.status === "fail") verdict = "fail";
  else if (fromStanding && verdict === "pass") verdict = "review";
  // A template without the policy-active rule cannot vouch for a policy nobody said is in force.
  if (verdict === "pass" && standing.state === "unknown") {
    verdict = "review";
    reasons.push({
      ruleKey: "policy",
      status: "unknown",
      title: "Policy status not confirmed",
      detail: "Neither the carrier nor the term dates say the policy is in force today.",
    });
  }
  return { verdict, standing, reasons };
}

export interface PolicyVerdict {
  policyId: string;
  label: string;
  verdict: Verdict;
  standing: PolicyStanding;
  reasons: VerdictReason[];
  counts: StatusCounts;
}

/** What the session page and the list show; stored as the verification's verdict detail. */
export interface VerdictDetail {
  verdict: Verdict | null;
  templateId: string;
  templateName: string;
  term: "current";
  at: string;
  policies: PolicyVerdict[];
  typeCheck: TypeCheck | null;
  /** Why no verdict could be reached (the service was unreachable, the template was deleted…). */
  error?: string;
}
