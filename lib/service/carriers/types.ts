import type { PolicyType } from "@/lib/schemas/policy";

export interface CarrierPolicyLookup {
  readonly supported: boolean;
  readonly policyTypes: readonly PolicyType[];
}

/** One insurance company as the service knows it; `shortName` is the consumer brand it sells under. */
export interface CarrierRecord {
  /** "car_" + slug. */
  readonly id: string;
  readonly slug: string;
  /** Legal company name, as registered with the NAIC. */
  readonly name: string;
  readonly shortName: string;
  /** 5-digit NAIC company code. */
  readonly naicCode: string;
  readonly policyLookup: CarrierPolicyLookup;
}

/** The carrier as GET /carriers returns it (service-api.md). */
export interface WireCarrier {
  id: string;
  name: string;
  naicCode: string;
  policyLookup: { supported: boolean; policyTypes: PolicyType[] };
}
