import type { Policy } from "@/lib/schemas/policy";
import { coverageName, THIRD_PARTY_WORDS } from "@/lib/shared/coverage-names";

// A policy field path in staff's words, against the policy as it stood when the path was written:
// `coverages[8].deductible` → "Collision deductible (2021 Honda Accord)". Client-safe: the correction
// history, the timeline, the audit log and the report all name fields this way.

const TOP: Record<string, string> = {
  carrier: "Carrier",
  "carrier.name": "Carrier",
  policyNumber: "Policy number",
  effectiveDate: "Effective date",
  expirationDate: "Expiration date",
  premium: "Premium",
  isActive: "Policy active",
  address: "Address",
};
const ADDRESS: Record<string, string> = {
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  state: "State",
  postalCode: "ZIP",
  country: "Country",
};
const VEHICLE: Record<string, string> = { vin: "VIN", year: "Year", make: "Make", model: "Model", address: "Address" };
const COVERAGE: Record<string, string> = {
  limitPerPerson: "limit per person",
  limitPerAccident: "limit per accident",
  deductible: "deductible",
  code: "coverage type",
  property: "applies to",
};
const PARTY: Record<string, string> = {
  name: "Name",
  type: "Type",
  loanNumber: "Loan number",
  property: "Applies to",
  address: "Address",
};

export type Token = string | number;

export function parsePath(path: string): Token[] {
  const out: Token[] = [];
  for (const part of path.split(".")) {
    const [name, ...indices] = part.split("[");
    out.push(name);
    for (const i of indices) out.push(Number(i.slice(0, -1)));
  }
  return out;
}

/**
 * What a property is called: a vehicle by its year, make and model ("2021 Honda Accord"), with its
 * place among the vehicles only when that is all that is known or two read alike; "Dwelling".
 * Null when the id names nothing listed.
 */
export function propertyName(policy: Policy | null | undefined, id: string | null | undefined): string | null {
  if (!policy || !id) return null;
  const i = policy.properties.findIndex((p) => p.id === id);
  return i < 0 ? null : describedAt(policy, i);
}

function vehicleWords(p: Policy["properties"][number] | undefined): string {
  return p?.type === "vehicle" ? [p.data.year, p.data.make, p.data.model].filter(Boolean).join(" ") : "";
}

function describedAt(policy: Policy | null | undefined, i: number): string {
  const place = propertyNameAt(policy, i);
  const p = policy?.properties[i];
  const words = vehicleWords(p);
  if (!words) return place;
  const alike = policy!.properties.filter((x) => vehicleWords(x) === words).length;
  return alike > 1 ? `${place}, ${words}` : words;
}

/** "Vehicle 2" (its place among the vehicles) or "Dwelling": how a whole property is named. */
function propertyNameAt(policy: Policy | null | undefined, i: number): string {
  const p = policy?.properties[i];
  if (p?.type === "dwelling") {
    const dwellings = policy!.properties.filter((x) => x.type === "dwelling").length;
    return dwellings > 1 ? `Dwelling ${i + 1}` : "Dwelling";
  }
  const n = policy ? policy.properties.slice(0, i).filter((x) => x.type === "vehicle").length : i;
  return `Vehicle ${n + 1}`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * `path` in words, against `policy` as it stood before the change (null when unknown: the name
 * then says less, never a raw path). `item` is the list item itself where the policy no longer
 * or not yet holds it (a removed or added coverage).
 */
export function fieldName(policy: Policy | null | undefined, path: string, item?: unknown): string {
  if (TOP[path]) return TOP[path];
  const t = parsePath(path);
  const [list, index, ...rest] = t;
  if (list === "address" && typeof index === "string") return ADDRESS[index] ?? capital(index);
  if (list === "carrier") return "Carrier";
  if (typeof index !== "number") return capital(String(list));
  const key = rest[rest.length - 1];
  if (list === "properties") {
    const base = propertyNameAt(policy, index);
    if (rest.length === 0) return base;
    // properties[0].data.address.city → "Dwelling · City"; properties[1].data.vin → "VIN (2021 Honda Accord)"
    const word = rest.includes("address") && key !== "address" ? ADDRESS[String(key)] : VEHICLE[String(key)];
    const p = policy?.properties[index];
    if (p?.type === "dwelling" || (!p && rest.includes("address"))) return `${base} · ${word ?? capital(String(key))}`;
    return `${word ?? capital(String(key))} (${describedAt(policy, index)})`;
  }
  if (list === "coverages") {
    const c = (policy?.coverages[index] ?? item) as { code?: string; property?: string | null } | undefined;
    const owner = propertyName(policy, c?.property);
    const name = c?.code ? coverageName(c.code) : `Coverage ${index + 1}`;
    const what = rest.length === 0 ? `${name} coverage` : `${name} ${COVERAGE[String(key)] ?? String(key)}`;
    return owner ? `${what} (${owner})` : what;
  }
  if (list === "insureds") {
    const part =
      key === "firstName" ? "First name" : key === "lastName" ? "Last name" : key ? capital(String(key)) : null;
    return part ? `Insured ${index + 1} · ${part}` : `Insured ${index + 1}`;
  }
  if (list === "thirdParties") {
    const tp = (policy?.thirdParties[index] ?? item) as { type?: string } | undefined;
    const many = (policy?.thirdParties.length ?? 0) > 1;
    const word = tp?.type ? (THIRD_PARTY_WORDS[tp.type] ?? tp.type) : "Interest";
    const base = many ? `Interest ${index + 1} (${word.toLowerCase()})` : word;
    return rest.length ? `${base} · ${PARTY[String(key)] ?? capital(String(key))}` : base;
  }
  return capital(String(list));
}
