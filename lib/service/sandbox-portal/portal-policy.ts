// The sandbox carrier portal's own policy format, deliberately unlike our Policy shape: carrier line-of-business
// codes, homeowner coverage letters, limits as "per person/per accident" strings, US dates, money as strings.

export type PortalLob = "PPA" | "HO3" | "HO6";
export type PortalStatus = "in-force" | "cancelled" | "unknown";

export interface PortalAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface PortalVehicle {
  unit_id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
}

export interface PortalCoverage {
  /** Auto: BI, PD, COMP, COLL, UM, UMPD, MED. Homeowner: COV_A … COV_F (dwelling … medical payments). */
  code: string;
  /** "100000/300000" (per person/per accident), "100000" (single limit) or null. */
  limits: string | null;
  deductible: string | null;
  /** unit_id of a vehicle or location; null when the coverage is policy-wide. */
  applies_to: string | null;
}

export interface PortalInterest {
  kind: "LIENHOLDER" | "LESSOR" | "MORTGAGEE" | "ADDITIONAL_INTEREST";
  name: string;
  loan_number: string | null;
  address: PortalAddress | null;
  applies_to: string | null;
}

export interface PortalNamedInsured {
  first_name: string;
  last_name: string;
  /** Primary / secondary named insured. */
  relation: "PNI" | "SNI";
}

/** Everything that may change from one term to the next. */
export interface PortalTerm {
  /** MM/DD/YYYY */
  effective: string;
  expiration: string;
  cancelled_on?: string | null;
  premium: string | null;
  named_insureds: PortalNamedInsured[];
  vehicles: PortalVehicle[];
  location: (PortalAddress & { unit_id: string }) | null;
  coverages: PortalCoverage[];
  interests: PortalInterest[];
}

export interface PortalPolicy {
  number: string;
  lob: PortalLob;
  status: PortalStatus;
  mailing_address: PortalAddress;
  term: PortalTerm;
  renewal: (PortalTerm & { status: "issued" | "offered" }) | null;
}
