import type { PolicyType } from "@/lib/schemas/policy";
import { CARRIER_DATA } from "./catalogue-data";
import { buildCarrierNameIndex, matchCarrierName } from "./match-name";
import type { CarrierRecord, WireCarrier } from "./types";

export type { CarrierPolicyLookup, CarrierRecord, WireCarrier } from "./types";

/** Every carrier the service knows, brand primaries before their sibling companies. */
export const CARRIERS: readonly CarrierRecord[] = CARRIER_DATA;

const CARRIER_ID_PREFIX = "car_";
const BY_SLUG = new Map(CARRIERS.map((c) => [c.slug, c]));
const BY_NAIC = new Map(CARRIERS.map((c) => [c.naicCode, c]));
const NAME_INDEX = buildCarrierNameIndex(CARRIERS);

/** By "car_<slug>" id or by the bare slug (the API accepts both); case-insensitive. */
export function findCarrierById(id: string): CarrierRecord | null {
  const key = id.trim().toLowerCase();
  const slug = key.startsWith(CARRIER_ID_PREFIX) ? key.slice(CARRIER_ID_PREFIX.length) : key;
  return BY_SLUG.get(slug) ?? null;
}

/** By NAIC company code; only the digits count, so "NAIC # 25178" and " 25178 " both match. */
export function findCarrierByNaic(code: string): CarrierRecord | null {
  const digits = code.replace(/\D/g, "");
  return digits.length === 5 ? (BY_NAIC.get(digits) ?? null) : null;
}

/** A carrier named in a URL path: its id or slug, or its NAIC code when the segment is all digits. */
export function findCarrierByPathId(id: string): CarrierRecord | null {
  return findCarrierById(id) ?? (/^\d+$/.test(id) ? findCarrierByNaic(id) : null);
}

/**
 * Best match for a carrier name as printed or typed: a legal name ("Progressive Direct Insurance Co"),
 * a brand ("GEICO") or either inside a longer line. A bare brand resolves to its primary company.
 */
export function findCarrierByName(text: string): CarrierRecord | null {
  return matchCarrierName(text, NAME_INDEX);
}

export function carrierSupports(carrier: CarrierRecord, policyType: PolicyType): boolean {
  return carrier.policyLookup.supported && carrier.policyLookup.policyTypes.includes(policyType);
}

/** The GET /carriers shape; copies arrays so callers cannot mutate the catalogue. */
export function toWireCarrier(record: CarrierRecord): WireCarrier {
  return {
    id: record.id,
    name: record.name,
    naicCode: record.naicCode,
    policyLookup: { supported: record.policyLookup.supported, policyTypes: [...record.policyLookup.policyTypes] },
  };
}
