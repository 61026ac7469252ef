import { describe, expect, it } from "vitest";
import { sandboxPolicies } from "@/lib/service/sandbox-portal/fixtures";
import { findPolicy, type PortalSearch } from "@/lib/service/sandbox-portal/matching";
import { SANDBOX_POLICY_NUMBERS, sandboxSearch } from "../fixtures/connectors/sandbox-queries";

const policies = sandboxPolicies(new Date("2026-03-15T12:00:00Z"), "Acme Lending LLC");
const search = (n: string, o: Partial<PortalSearch> = {}) => sandboxSearch(n, o) as PortalSearch;

describe("sandbox portal matching", () => {
  it.each(SANDBOX_POLICY_NUMBERS)("finds %s with its exact details", (n) => {
    expect(findPolicy(policies, search(n))?.number).toBe(n);
  });

  it("ignores case and spaces in the policy number", () => {
    expect(findPolicy(policies, search("SBX-AUTO-1001", { policyNumber: " sbx-auto - 1001 " }))?.number).toBe(
      "SBX-AUTO-1001",
    );
    expect(findPolicy(policies, search("SBX-HOME-1001", { policyNumber: "sbxhome1001" }))).toBeNull();
  });

  it("ignores case of the last name and VIN, and reads ZIP+4", () => {
    const found = findPolicy(
      policies,
      search("SBX-AUTO-1001", { lastName: "  RIVERA ", vin: "1hgcm82633a004352", postalCode: "30309-4410" }),
    );
    expect(found?.number).toBe("SBX-AUTO-1001");
  });

  it.each<[string, Partial<PortalSearch>]>([
    ["a wrong VIN", { vin: "JN1DA31D63T505967" }],
    ["no VIN on an auto policy", { vin: null }],
    ["a wrong last name", { lastName: "Rivers" }],
    ["the first name instead of the last", { lastName: "Jordan" }],
    ["a wrong ZIP", { postalCode: "30308" }],
    ["a short ZIP", { postalCode: "3030" }],
    ["the wrong policy type", { policyType: "home" }],
    ["an unknown number", { policyNumber: "SBX-AUTO-9999" }],
  ])("finds nothing with %s", (_label, override) => {
    expect(findPolicy(policies, search("SBX-AUTO-1001", override))).toBeNull();
  });

  it("does not ask home policies for a VIN", () => {
    expect(findPolicy(policies, search("SBX-HOME-1001", { vin: "1HGCM82633A004352" }))?.number).toBe("SBX-HOME-1001");
    expect(findPolicy(policies, search("SBX-CONDO-1001", { policyType: "home" }))).toBeNull();
  });
});

describe("sandbox portal fixtures", () => {
  const byNumber = (n: string) => policies.find((p) => p.number === n)!;

  it("has the insureds, vehicles and statuses of sandbox.md", () => {
    expect(policies.map((p) => [p.number, p.term.named_insureds[0].last_name, p.status])).toEqual([
      ["SBX-AUTO-1001", "Rivera", "in-force"],
      ["SBX-AUTO-1002", "Morgan", "in-force"],
      ["SBX-AUTO-2001", "Chen", "in-force"],
      ["SBX-AUTO-2002", "Patel", "cancelled"],
      ["SBX-AUTO-2003", "Brooks", "unknown"],
      ["SBX-AUTO-2004", "Kim", "in-force"],
      ["SBX-HOME-1001", "Lee", "in-force"],
      ["SBX-CONDO-1001", "Ortiz", "in-force"],
    ]);
    expect(byNumber("SBX-AUTO-2001").term.vehicles[0]).toMatchObject({
      vin: "5YJ3E1EA2KF317000",
      year: 2019,
      make: "Tesla",
      model: "Model 3",
    });
    expect(byNumber("SBX-AUTO-2004").term.vehicles[0]).toMatchObject({ year: 2016, make: "BMW", model: "328i" });
  });

  it("names the logged-in organisation as lienholder or mortgagee, except on SBX-AUTO-2001", () => {
    expect(byNumber("SBX-AUTO-2001").term.interests).toEqual([]);
    for (const n of ["SBX-AUTO-1001", "SBX-AUTO-1002", "SBX-HOME-1001", "SBX-CONDO-1001"]) {
      const [party] = byNumber(n).term.interests;
      expect(party.name).toBe("Acme Lending LLC");
      expect(party.loan_number).toMatch(/^LN-\d+$/);
      expect(party.kind).toBe(n.startsWith("SBX-AUTO") ? "LIENHOLDER" : "MORTGAGEE");
    }
  });

  it("places the current term around now and the renewal right after it", () => {
    const auto = byNumber("SBX-AUTO-1001");
    expect(auto.term).toMatchObject({ effective: "12/15/2025", expiration: "06/15/2026" });
    expect(auto.renewal).toMatchObject({ effective: "06/15/2026", expiration: "12/15/2026" });
    expect(byNumber("SBX-HOME-1001").renewal?.effective).toBe(byNumber("SBX-HOME-1001").term.expiration);
    expect(byNumber("SBX-AUTO-1002").renewal).toBeNull();
    expect(byNumber("SBX-CONDO-1001").renewal).toBeNull();
  });

  it("clamps month arithmetic at month ends", () => {
    const [auto] = sandboxPolicies(new Date("2026-05-31T00:00:00Z"), "X");
    expect(auto.term).toMatchObject({ effective: "02/28/2026", expiration: "08/31/2026" });
  });
});
