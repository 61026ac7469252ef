import type {
  PortalAddress,
  PortalCoverage,
  PortalInterest,
  PortalPolicy,
  PortalTerm,
  PortalVehicle,
} from "./portal-policy";

// The policies of ../../../../shared/spec/sandbox.md. Terms are placed relative to `now` so an "active" policy
// stays active on any date the sandbox runs.

function shiftMonths(now: Date, months: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  d.setUTCMonth(d.getUTCMonth() + months);
  // Clamp the day so Jan 31 + 1 month is Feb 28/29, not Mar 3.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return d;
}

function usDate(d: Date): string {
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0");
  const dd = String(d.getUTCDate()).padStart(2, "0");
  return `${mm}/${dd}/${d.getUTCFullYear()}`;
}

function period(now: Date, startOffsetMonths: number, lengthMonths: number) {
  return {
    effective: usDate(shiftMonths(now, startOffsetMonths)),
    expiration: usDate(shiftMonths(now, startOffsetMonths + lengthMonths)),
  };
}

const addr = (line1: string, city: string, state: string, zip: string, line2: string | null = null): PortalAddress => ({
  line1,
  line2,
  city,
  state,
  zip,
});

// The portal account is the lienholder's; it knows its organisation by the login name, not its mail address.
const LIENHOLDER_SERVICE_CENTER = addr("PO Box 105022", "Atlanta", "GA", "30348-5022");

const cov = (
  code: string,
  limits: string | null,
  deductible: string | null,
  appliesTo: string | null = null,
): PortalCoverage => ({
  code,
  limits,
  deductible,
  applies_to: appliesTo,
});

const vehicle = (vin: string, year: number, make: string, model: string): PortalVehicle => ({
  unit_id: "VEH-1",
  vin,
  year,
  make,
  model,
});

function interest(kind: PortalInterest["kind"], name: string, loanNumber: string, appliesTo: string): PortalInterest {
  return { kind, name, loan_number: loanNumber, address: LIENHOLDER_SERVICE_CENTER, applies_to: appliesTo };
}

function term(
  now: Date,
  startOffset: number,
  length: number,
  premium: string,
  rest: Omit<PortalTerm, "effective" | "expiration" | "premium">,
): PortalTerm {
  return { ...period(now, startOffset, length), premium, ...rest };
}

function autoPolicy(opts: {
  number: string;
  status: PortalPolicy["status"];
  insured: [string, string];
  address: PortalAddress;
  vehicle: PortalVehicle;
  coverages: PortalCoverage[];
  interests: PortalInterest[];
  now: Date;
  premium: string;
  cancelledOn?: string;
}): PortalPolicy {
  return {
    number: opts.number,
    lob: "PPA",
    status: opts.status,
    mailing_address: opts.address,
    term: term(opts.now, -3, 6, opts.premium, {
      cancelled_on: opts.cancelledOn ?? null,
      named_insureds: [{ first_name: opts.insured[0], last_name: opts.insured[1], relation: "PNI" }],
      vehicles: [opts.vehicle],
      location: null,
      coverages: opts.coverages,
      interests: opts.interests,
    }),
    renewal: null,
  };
}

const standardAuto = [
  cov("BI", "50000/100000", null),
  cov("PD", "50000", null),
  cov("COMP", null, "500", "VEH-1"),
  cov("COLL", null, "500", "VEH-1"),
];

export function sandboxPolicies(now: Date, clientOrganisation: string): PortalPolicy[] {
  const lien = (loan: string) => interest("LIENHOLDER", clientOrganisation, loan, "VEH-1");
  const mortgagee = (loan: string) => interest("MORTGAGEE", clientOrganisation, loan, "LOC-1");

  const auto1001 = autoPolicy({
    number: "SBX-AUTO-1001",
    status: "in-force",
    insured: ["Jordan", "Rivera"],
    address: addr("1200 Peachtree St NE", "Atlanta", "GA", "30309"),
    vehicle: vehicle("1HGCM82633A004352", 2003, "Honda", "Accord"),
    coverages: [
      cov("BI", "100000/300000", null),
      cov("PD", "100000", null),
      cov("COMP", null, "500", "VEH-1"),
      cov("COLL", null, "500", "VEH-1"),
    ],
    interests: [lien("LN-4401729")],
    now,
    premium: "642.18",
  });
  auto1001.renewal = {
    ...auto1001.term,
    ...period(now, 3, 6),
    premium: "688.90",
    coverages: auto1001.term.coverages.map((c) => (c.code === "COLL" ? { ...c, deductible: "1000" } : c)),
    status: "issued",
  };

  const home1001: PortalPolicy = {
    number: "SBX-HOME-1001",
    lob: "HO3",
    status: "in-force",
    mailing_address: addr("123 Fake St", "Atlanta", "GA", "30303"),
    term: term(now, -9, 12, "1486.00", {
      named_insureds: [{ first_name: "Morgan", last_name: "Lee", relation: "PNI" }],
      vehicles: [],
      location: { ...addr("123 Fake St", "Atlanta", "GA", "30303"), unit_id: "LOC-1" },
      coverages: [
        cov("COV_A", "350000", "1000", "LOC-1"),
        cov("COV_B", "35000", null, "LOC-1"),
        cov("COV_C", "175000", null, "LOC-1"),
        cov("COV_D", "70000", null, "LOC-1"),
        cov("COV_E", "300000", null),
        cov("COV_F", "5000", null),
      ],
      interests: [mortgagee("LN-7730215")],
    }),
    renewal: null,
  };
  home1001.renewal = { ...home1001.term, ...period(now, 3, 12), premium: "1559.00", status: "issued" };

  const condo1001: PortalPolicy = {
    number: "SBX-CONDO-1001",
    lob: "HO6",
    status: "in-force",
    mailing_address: addr("88 Ocean Dr", "Miami", "FL", "33139", "Apt 4B"),
    term: term(now, -4, 12, "912.00", {
      named_insureds: [{ first_name: "Sam", last_name: "Ortiz", relation: "PNI" }],
      vehicles: [],
      location: { ...addr("88 Ocean Dr", "Miami", "FL", "33139", "Apt 4B"), unit_id: "LOC-1" },
      coverages: [
        cov("COV_A", "60000", "1000", "LOC-1"),
        cov("COV_C", "40000", null, "LOC-1"),
        cov("COV_D", "12000", null, "LOC-1"),
        cov("COV_E", "300000", null),
        cov("COV_F", "1000", null),
      ],
      interests: [mortgagee("LN-5528104")],
    }),
    renewal: null,
  };

  return [
    auto1001,
    autoPolicy({
      number: "SBX-AUTO-1002",
      status: "in-force",
      insured: ["Casey", "Morgan"],
      address: addr("77 Lake Shore Dr", "Chicago", "IL", "60611"),
      vehicle: vehicle("JN1DA31D63T505967", 2003, "Nissan", "Maxima"),
      coverages: [cov("BI", "25000/50000", null), cov("PD", "25000", null)],
      interests: [lien("LN-4409856")],
      now,
      premium: "388.50",
    }),
    autoPolicy({
      number: "SBX-AUTO-2001",
      status: "in-force",
      insured: ["Riley", "Chen"],
      address: addr("5 Market St", "San Francisco", "CA", "94105"),
      vehicle: vehicle("5YJ3E1EA2KF317000", 2019, "Tesla", "Model 3"),
      coverages: standardAuto,
      interests: [],
      now,
      premium: "911.72",
    }),
    autoPolicy({
      number: "SBX-AUTO-2002",
      status: "cancelled",
      insured: ["Avery", "Patel"],
      address: addr("410 Congress Ave", "Austin", "TX", "78701"),
      vehicle: vehicle("1FTEW1EP2LFA12345", 2020, "Ford", "F-150"),
      coverages: standardAuto,
      interests: [lien("LN-4412087")],
      now,
      premium: "734.10",
      cancelledOn: usDate(shiftMonths(now, -1)),
    }),
    autoPolicy({
      number: "SBX-AUTO-2003",
      status: "unknown",
      insured: ["Quinn", "Brooks"],
      address: addr("90 State St", "Boston", "MA", "02109"),
      vehicle: vehicle("2HGFC2F54LH512345", 2020, "Honda", "Civic"),
      coverages: standardAuto,
      interests: [lien("LN-4415530")],
      now,
      premium: "802.64",
    }),
    autoPolicy({
      number: "SBX-AUTO-2004",
      status: "in-force",
      insured: ["Drew", "Kim"],
      address: addr("300 Pine St", "Seattle", "WA", "98101"),
      vehicle: vehicle("WBA8E9C54GK123456", 2016, "BMW", "328i"),
      coverages: standardAuto,
      interests: [lien("LN-4417302")],
      now,
      premium: "957.33",
    }),
    home1001,
    condo1001,
  ];
}

/**
 * Numbers the portal holds but can never serve (sandbox.md: errored `default`, a portal failure). The failure
 * is fixed, not an outage: retrying it would only keep the session processing for a minute before the same end.
 */
export const FAILING_POLICY_NUMBERS: ReadonlySet<string> = new Set(["SBX-AUTO-2004"]);
