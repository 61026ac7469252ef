import type { PortalLob, PortalPolicy } from "./portal-policy";

export interface PortalSearch {
  policyNumber: string;
  policyType: "auto" | "home" | "condo";
  vin?: string | null;
  lastName: string;
  postalCode: string;
}

const LOB_OF_TYPE: Record<PortalSearch["policyType"], PortalLob> = { auto: "PPA", home: "HO3", condo: "HO6" };

const policyNumberKey = (s: string) => s.replace(/\s+/g, "").toUpperCase();
const vinKey = (s: string) => s.replace(/\s+/g, "").toUpperCase();
const nameKey = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
/** ZIP+4 and "30309 1234" both reduce to the five-digit ZIP. */
const zipKey = (s: string) => s.replace(/\D/g, "").slice(0, 5);

/** The sandbox.md rule: every detail must agree, so a lookup never finds a policy by a guessed number alone. */
export function findPolicy(policies: readonly PortalPolicy[], q: PortalSearch): PortalPolicy | null {
  const number = policyNumberKey(q.policyNumber);
  const policy = policies.find((p) => policyNumberKey(p.number) === number);
  if (!policy || policy.lob !== LOB_OF_TYPE[q.policyType]) return null;

  if (q.policyType === "auto") {
    const vin = q.vin ? vinKey(q.vin) : "";
    if (!vin || !policy.term.vehicles.some((v) => vinKey(v.vin) === vin)) return null;
  }

  const lastName = nameKey(q.lastName);
  if (!lastName || !policy.term.named_insureds.some((i) => nameKey(i.last_name) === lastName)) return null;

  const zip = zipKey(q.postalCode);
  const policyZips = [policy.mailing_address.zip, policy.term.location?.zip]
    .filter((z): z is string => !!z)
    .map(zipKey);
  if (zip.length !== 5 || !policyZips.includes(zip)) return null;

  return policy;
}
