import "server-only";
import {
  findVerification,
  setVerificationStatus,
  type StoredPolicies,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";

/** The fields both terms share (the service keeps them once): a correction on one term shows on the other. */
function withShared(term: Policy | null, from: Policy): Policy | null {
  return term
    ? {
        ...term,
        carrier: from.carrier,
        policyNumber: from.policyNumber,
        address: from.address,
        modifiedAt: from.modifiedAt,
      }
    : null;
}

/**
 * The verification keeps what the service now holds for the corrected term, so the page and the
 * verdict read the corrected values; the session's summary follows the first policy.
 */
export async function storeCorrected(
  token: string,
  policyId: string,
  term: "current" | "renewal",
  policy: Policy,
): Promise<void> {
  const row = await findVerification(token);
  if (!row) return;
  const stored = row.policies as StoredPolicies;
  const items = stored.items.map((item) => {
    if (item.id !== policyId) return item;
    return term === "current"
      ? { ...item, current: policy, renewal: withShared(item.renewal as Policy | null, policy) }
      : { ...item, current: withShared(item.current as Policy, policy), renewal: policy };
  });
  const summary = row.summary as VerificationSummary;
  const first = items[0]?.current as Policy | undefined;
  const insured = first?.insureds[0];
  const name = insured ? [insured.firstName, insured.lastName].filter(Boolean).join(" ") : "";
  await setVerificationStatus(token, "completed", {
    policies: { ...stored, items },
    summary: first
      ? {
          ...summary,
          carrierName: first.carrier.name,
          policyNumber: first.policyNumber,
          insured: name || summary.insured,
        }
      : summary,
  });
}
