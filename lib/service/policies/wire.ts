import type { Account, ConnectionStatus, Policy, PolicyDraft, PolicyTerm } from "@/lib/schemas/policy";
import type { AccountRow, PolicyRow } from "./repo";

export const NO_RENEWAL_MESSAGE = "This policy has no renewal term. Retry without term, or with term=current.";

type StoredCurrent = Omit<PolicyDraft, "renewal">;

function termValues(t: PolicyTerm): PolicyTerm {
  const { isActive, effectiveDate, expirationDate, premium, properties, coverages, insureds, thirdParties } = t;
  return { isActive, effectiveDate, expirationDate, premium, properties, coverages, insureds, thirdParties };
}

/** The Policy of the contract through one term; null when the renewal is asked for and there is none. */
export function toWirePolicy(row: PolicyRow, term: "current" | "renewal"): Policy | null {
  const current = row.current as StoredCurrent;
  const renewal = row.renewal as PolicyTerm | null;
  if (term === "renewal" && !renewal) return null;
  return {
    id: row.id,
    accountId: row.accountId,
    type: current.type,
    carrier: current.carrier,
    policyNumber: current.policyNumber,
    address: current.address,
    ...termValues(term === "renewal" && renewal ? renewal : current),
    documents: row.documents as Policy["documents"],
    term,
    hasRenewal: renewal !== null,
    ...(current.review ? { review: current.review } : {}),
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function toWireAccount(row: AccountRow, policyIds: string[]): Account {
  const user = row.user as { id: string };
  return {
    id: row.id,
    carrier: row.carrier as Account["carrier"],
    connectionStatus: row.connectionStatus as Account["connectionStatus"],
    connection: { status: row.connectionStatus as ConnectionStatus },
    user: { id: user.id },
    policies: policyIds,
    createdAt: row.createdAt.toISOString(),
  };
}
