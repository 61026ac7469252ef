import type { Address, Coverage, CoverageCode, Insured, Property, ThirdParty } from "@/lib/schemas/policy";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import type { PolicyTermView } from "@/lib/service/validation/types";

// Small builders for policy views: each test states only the fields it is about.

export const TODAY = "2026-03-15";

let nextId = 1;
const id = () => `prp_test${nextId++}`;

export function address(overrides: Partial<Address> = {}): Address {
  return {
    addressLine1: "1200 Peachtree St NE",
    addressLine2: null,
    city: "Atlanta",
    state: "GA",
    postalCode: "30309",
    country: "US",
    ...overrides,
  };
}

export function vehicle(
  overrides: Partial<Extract<Property, { type: "vehicle" }>["data"]> = {},
  propertyId = id(),
): Property {
  return {
    id: propertyId,
    type: "vehicle",
    data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord", ...overrides },
  };
}

export function dwelling(at: Address | null = address(), propertyId = id()): Property {
  return { id: propertyId, type: "dwelling", data: { address: at } };
}

export function coverage(code: CoverageCode, overrides: Partial<Coverage> = {}): Coverage {
  return { code, limitPerPerson: null, limitPerAccident: null, deductible: null, property: null, ...overrides };
}

export function insured(firstName: string | null, lastName: string | null): Insured {
  return { firstName, lastName, type: "primary" };
}

export function party(name: string, overrides: Partial<ThirdParty> = {}): ThirdParty {
  return { type: "lienholder", name, address: null, loanNumber: null, property: null, ...overrides };
}

export function autoPolicy(overrides: Partial<PolicyTermView> = {}): PolicyTermView {
  return {
    type: "auto",
    carrier: { id: "car_test", name: "Test Mutual", naicCode: "12345" },
    policyNumber: "SBX-AUTO-1001",
    address: address(),
    isActive: true,
    effectiveDate: "2025-12-01",
    expirationDate: "2026-06-01",
    premium: 600,
    properties: [vehicle({}, "prp_vehicle1")],
    coverages: [
      coverage("BI", { limitPerPerson: 100000, limitPerAccident: 300000 }),
      coverage("PD", { limitPerAccident: 100000 }),
      coverage("COMP", { deductible: 500 }),
      coverage("COLL", { deductible: 500 }),
    ],
    insureds: [insured("Jordan", "Rivera")],
    thirdParties: [party("Acme Acceptance Corporation", { loanNumber: "LN-001234" })],
    ...overrides,
  };
}

export function homePolicy(overrides: Partial<PolicyTermView> = {}): PolicyTermView {
  return {
    ...autoPolicy(),
    type: "home",
    policyNumber: "SBX-HOME-2001",
    properties: [dwelling(address(), "prp_dwelling1")],
    coverages: [
      coverage("DWELLING", { limitPerAccident: 350000, deductible: 1000 }),
      coverage("PERSONAL_LIABILITY", { limitPerAccident: 300000 }),
    ],
    thirdParties: [party("First National Bank", { type: "mortgagee", loanNumber: "9988776655" })],
    ...overrides,
  };
}

/** Runs one rule the way the endpoint does, with each input sent in the request body under its own name. */
export function check(rule: string, policy: PolicyTermView, body: Record<string, unknown> = {}, today = TODAY) {
  const input = Object.fromEntries(Object.keys(body).map((name) => [name, { source: name }]));
  const result = evaluateTemplate({ template: { rules: [{ rule, input }] }, policy, term: "current", body, today });
  return result.rules[rule];
}
