import type { Policy } from "@/lib/schemas/policy";

const TOP: Record<string, string> = {
  "carrier.name": "Carrier",
  policyNumber: "Policy number",
  effectiveDate: "Effective date",
  expirationDate: "Expiration date",
  premium: "Premium",
  isActive: "Policy active",
  address: "Address",
  "address.addressLine1": "Address line 1",
  "address.addressLine2": "Address line 2",
  "address.city": "City",
  "address.state": "State",
  "address.postalCode": "ZIP",
  "address.country": "Country",
};

const PART: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  vin: "VIN",
  year: "year",
  make: "make",
  model: "model",
  limitPerPerson: "limit per person",
  limitPerAccident: "limit per accident",
  deductible: "deductible",
  name: "name",
  type: "type",
  loanNumber: "loan number",
};

/** A policy field path in staff's words: `coverages[2].deductible` → "COLL deductible". */
export function fieldLabel(policy: Policy | undefined, path: string): string {
  if (TOP[path]) return TOP[path];
  const m = /^(\w+)\[(\d+)\](?:\.data)?(?:\.(\w+))?/.exec(path);
  if (!m) return path;
  const [, list, index, key] = m;
  const n = Number(index);
  const part = key ? ` ${PART[key] ?? key}` : "";
  if (list === "coverages") return `${policy?.coverages[n]?.code ?? `Coverage ${n + 1}`}${part}`;
  if (list === "properties") return `Vehicle ${n + 1}${part}`;
  if (list === "insureds") return `Insured ${n + 1}${part}`;
  if (list === "thirdParties") return `Interest ${n + 1}${part}`;
  return path;
}
