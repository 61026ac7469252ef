import "server-only";
import { createHash } from "node:crypto";
import type {
  Address,
  CoverageCode,
  Coverage,
  Insured,
  PolicyDraft,
  PolicyTerm,
  PolicyType,
  Property,
  ThirdParty,
} from "@/lib/schemas/policy";
import type { WireAddress, WirePolicy, WireTerm } from "./sandbox-wire";

export interface CarrierRefInput {
  id: string | null;
  name: string;
  naicCode: string | null;
}

const TYPE_OF_LOB: Record<WirePolicy["lob"], PolicyType> = { PPA: "auto", HO3: "home", HO6: "condo" };

const COVERAGE_CODES: Record<string, CoverageCode> = {
  BI: "BI",
  PD: "PD",
  CSL: "CSL",
  UM: "UMBI",
  UMBI: "UMBI",
  UMPD: "UMPD",
  UIM: "UIMBI",
  UIMBI: "UIMBI",
  UIMPD: "UIMPD",
  COMP: "COMP",
  COLL: "COLL",
  MED: "MEDPAY",
  MEDPAY: "MEDPAY",
  PIP: "PIP",
  RENT: "RENTAL",
  TOW: "TOWING",
  // Homeowner forms letter their coverages: A dwelling … F medical payments to others.
  COV_A: "DWELLING",
  COV_B: "OTHER_STRUCTURES",
  COV_C: "PERSONAL_PROPERTY",
  COV_D: "LOSS_OF_USE",
  COV_E: "PERSONAL_LIABILITY",
  COV_F: "MEDICAL_PAYMENTS",
};

const THIRD_PARTY_TYPES: Record<string, ThirdParty["type"]> = {
  LIENHOLDER: "lienholder",
  LESSOR: "lessor",
  MORTGAGEE: "mortgagee",
  ADDITIONAL_INTEREST: "interest",
};

/** "$1,000" → 1000; anything unreadable is unknown rather than a guess. */
function amount(text: string | null | undefined): number | null {
  if (text == null) return null;
  const cleaned = text.replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** "100000/300000" is per person / per accident; a single limit is per accident (the real service's rule). */
function limits(text: string | null): { limitPerPerson: number | null; limitPerAccident: number | null } {
  if (text == null) return { limitPerPerson: null, limitPerAccident: null };
  const parts = text.split("/");
  if (parts.length === 2) return { limitPerPerson: amount(parts[0]), limitPerAccident: amount(parts[1]) };
  return { limitPerPerson: null, limitPerAccident: amount(text) };
}

/** MM/DD/YYYY → ISO timestamp at midnight UTC; null when the portal sends something else. */
function isoDate(text: string | null | undefined): string | null {
  const m = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim()) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])));
  return Number.isNaN(d.getTime()) || d.getUTCDate() !== Number(m[2]) ? null : d.toISOString();
}

function address(a: WireAddress): Address {
  return {
    addressLine1: a.line1,
    addressLine2: a.line2 ?? null,
    city: a.city,
    state: a.state,
    postalCode: a.zip,
    country: "US",
  };
}

/** Same vehicle or location on the same policy → same id on every lookup, so repeated lookups line up. */
function propertyId(policyNumber: string, kind: string, key: string): string {
  const digest = createHash("sha256")
    .update(`${policyNumber.toUpperCase()}|${kind}|${key.toUpperCase()}`)
    .digest("hex");
  return `prp_${digest.slice(0, 24)}`;
}

function mapTerm(policyNumber: string, t: WireTerm, isActive: boolean | null): PolicyTerm {
  const unitIds = new Map<string, string>();
  const properties: Property[] = [];
  for (const v of t.vehicles) {
    const id = propertyId(policyNumber, "vehicle", v.vin);
    unitIds.set(v.unit_id, id);
    properties.push({ id, type: "vehicle", data: { vin: v.vin, year: v.year, make: v.make, model: v.model } });
  }
  if (t.location) {
    const loc = address(t.location);
    const id = propertyId(policyNumber, "dwelling", `${loc.addressLine1}|${loc.addressLine2 ?? ""}|${loc.postalCode}`);
    unitIds.set(t.location.unit_id, id);
    properties.push({ id, type: "dwelling", data: { address: loc } });
  }
  const propertyOf = (unit: string | null) => (unit ? (unitIds.get(unit) ?? null) : null);

  // Codes the Policy schema has no place for are left out rather than forced into a wrong one.
  const coverages: Coverage[] = t.coverages.flatMap((c) => {
    const code = COVERAGE_CODES[c.code.toUpperCase()];
    return code
      ? [{ code, ...limits(c.limits), deductible: amount(c.deductible), property: propertyOf(c.applies_to) }]
      : [];
  });

  const insureds: Insured[] = t.named_insureds.map((i) => ({
    firstName: i.first_name || null,
    lastName: i.last_name || null,
    type: i.relation === "PNI" ? "primary" : "secondary",
  }));

  const thirdParties: ThirdParty[] = t.interests.map((i) => ({
    type: THIRD_PARTY_TYPES[i.kind.toUpperCase()] ?? "interest",
    name: i.name,
    loanNumber: i.loan_number,
    address: i.address ? address(i.address) : null,
    property: propertyOf(i.applies_to),
  }));

  return {
    isActive,
    effectiveDate: isoDate(t.effective),
    expirationDate: isoDate(t.cancelled_on) ?? isoDate(t.expiration),
    premium: amount(t.premium),
    properties,
    coverages,
    insureds,
    thirdParties,
  };
}

function activeOf(status: string): boolean | null {
  if (status === "in-force" || status === "issued") return true;
  if (status === "cancelled" || status === "expired") return false;
  return null;
}

export function mapPortalPolicy(p: WirePolicy, carrier: CarrierRefInput): PolicyDraft {
  const type = TYPE_OF_LOB[p.lob];
  const current = mapTerm(p.number, p.term, activeOf(p.status));
  const draft: PolicyDraft = {
    ...current,
    type,
    carrier,
    policyNumber: p.number,
    // Auto: the mailing address; home and condo: the insured location.
    address: type !== "auto" && p.term.location ? address(p.term.location) : address(p.mailing_address),
    renewal: p.renewal ? mapTerm(p.number, p.renewal, activeOf(p.renewal.status)) : null,
  };
  return draft;
}
