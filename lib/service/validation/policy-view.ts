import type { Policy, PolicyTerm } from "@/lib/schemas/policy";
import type { PolicyTermView, Term } from "./types";

/** A stored policy: the shared fields, its current term's values and, where one exists, the renewal term. */
export type PolicyWithTerms = Pick<Policy, "type" | "carrier" | "policyNumber" | "address"> &
  PolicyTerm & { term?: Policy["term"]; renewal?: PolicyTerm | null; documents?: unknown[] | null };

function termValues(term: PolicyTerm): PolicyTerm {
  const { isActive, effectiveDate, expirationDate, premium, properties, coverages, insureds, thirdParties } = term;
  return { isActive, effectiveDate, expirationDate, premium, properties, coverages, insureds, thirdParties };
}

/**
 * The policy as seen through one term, or null when the renewal is asked for and there is none
 * (the endpoint answers 404). A wire Policy fetched with `?term=renewal` (its `term` says so)
 * already holds the renewal values.
 */
export function policyTermView(policy: PolicyWithTerms, term: Term): PolicyTermView | null {
  const shared = {
    type: policy.type,
    carrier: policy.carrier,
    policyNumber: policy.policyNumber,
    address: policy.address,
    // Only a document upload attaches a document to a policy; a lookup's values are the carrier's.
    ...(policy.documents?.length ? { readFrom: "document" as const } : {}),
  };
  if (term === "current") return { ...shared, ...termValues(policy) };
  if (policy.renewal) return { ...shared, ...termValues(policy.renewal) };
  return policy.term === "renewal" ? { ...shared, ...termValues(policy) } : null;
}
