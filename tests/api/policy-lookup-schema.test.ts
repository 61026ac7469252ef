import { describe, expect, it } from "vitest";
import { PolicyLookupInputSchema } from "@/lib/schemas/policy-lookup";
import { ProxyRequestDocSchema } from "@/lib/schemas/proxy";
import { insuredNameOf } from "@/lib/service/names/person-name";

// The schema the service validates policy-lookup input with, and the dashboard form resolves with.

const valid = {
  carrier: "car_state-farm",
  policyType: "auto",
  policyNumber: "SBX-AUTO-1001",
  vin: "1HGCM82633A004352",
  insuredName: "Jordan Rivera",
  address: "1200 Peachtree St NE, Atlanta, GA 30309",
};

function problems(input: unknown) {
  const r = PolicyLookupInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

describe("PolicyLookupInputSchema", () => {
  it("accepts the seed's shapes: carrier or naicCode, name as text or parts, address as text or parts", () => {
    expect(problems(valid)).toEqual([]);
    expect(
      problems({
        ...valid,
        carrier: undefined,
        naicCode: "25178",
        insuredName: { firstName: "Jordan", lastName: "Rivera" },
        address: {
          addressLine1: "1200 Peachtree St NE",
          addressLine2: null,
          city: "Atlanta",
          state: "GA",
          postalCode: "30309",
          country: "US",
        },
      }),
    ).toEqual([]);
    expect(problems({ ...valid, policyType: "home", vin: undefined })).toEqual([]);
    // Empty form fields count as absent.
    expect(problems({ ...valid, naicCode: "", policyType: "condo", vin: "" })).toEqual([]);
  });

  it("puts a person-readable message on the field at fault", () => {
    expect(problems({ ...valid, carrier: undefined })).toEqual([
      { path: "carrier", message: "Choose a carrier or enter its NAIC code." },
    ]);
    expect(problems({ ...valid, naicCode: "25178" })).toEqual([
      { path: "naicCode", message: "Give either a carrier or a NAIC code, not both." },
    ]);
    expect(problems({ ...valid, vin: "" })).toEqual([
      { path: "vin", message: "Enter the VIN: auto policies are looked up by vehicle." },
    ]);
    expect(problems({ ...valid, vin: "1HGCM82633A00435O" })).toEqual([
      { path: "vin", message: "Enter the vehicle's 17-character VIN." },
    ]);
    expect(problems({ ...valid, policyNumber: "  " })).toEqual([
      { path: "policyNumber", message: "Enter the policy number." },
    ]);
    expect(problems({ ...valid, policyType: "boat" })).toEqual([
      { path: "policyType", message: "Choose auto, home or condo." },
    ]);
    expect(problems({ ...valid, insuredName: { firstName: "Jordan", lastName: "" } })).toEqual([
      { path: "insuredName.lastName", message: "Enter the last name." },
    ]);
    expect(
      problems({
        ...valid,
        address: {
          addressLine1: "1 Main St",
          addressLine2: null,
          city: "",
          state: "GA",
          postalCode: "30309",
          country: "US",
        },
      }),
    ).toEqual([{ path: "address.city", message: "Enter the city." }]);
  });

  it("describes both operations in the API document's request schema", () => {
    expect(ProxyRequestDocSchema.safeParse({ operation: "policy-lookup", input: valid }).success).toBe(true);
    expect(
      ProxyRequestDocSchema.safeParse({
        operation: "process-document",
        input: { name: "d", source: "user", policyType: "home", url: "https://x.example/d.pdf" },
      }).success,
    ).toBe(true);
  });
});

describe("insuredNameOf", () => {
  it.each([
    ["Jordan Rivera", "Jordan", "Rivera"],
    ["  jordan   a.  rivera ", "jordan", "rivera"],
    ["RIVERA, JORDAN A", "JORDAN", "RIVERA"],
    ["Jordan Rivera Jr.", "Jordan", "Rivera"],
    ["Jordan Rivera, Jr.", "Jordan", "Rivera"],
    ["Dr. Jordan Rivera", "Jordan", "Rivera"],
    ["Rivera", null, "Rivera"],
  ])("%s → first %s, last %s", (text, first, last) => {
    expect(insuredNameOf(text)).toMatchObject({ firstName: first, lastName: last });
  });

  it("keeps structured names as given", () => {
    expect(insuredNameOf({ firstName: " Mary Ann ", lastName: "de la Cruz" })).toEqual({
      firstName: "Mary Ann",
      lastName: "de la Cruz",
      full: "Mary Ann de la Cruz",
    });
  });
});
