import { describe, expect, it } from "vitest";
import type { PolicyDraft, ThirdParty } from "@/lib/schemas/policy";
import { lienholderListed } from "@/lib/service/connectors/lienholder";

function draft(thirdParties: ThirdParty[]): PolicyDraft {
  return {
    type: "auto",
    carrier: { id: null, name: "Sandbox", naicCode: null },
    policyNumber: "P-1",
    address: null,
    isActive: true,
    effectiveDate: null,
    expirationDate: null,
    premium: null,
    properties: [],
    coverages: [],
    insureds: [],
    thirdParties,
  };
}

describe("lienholderListed", () => {
  it("accepts the client's name written with other punctuation and legal suffix", () => {
    const result = lienholderListed(
      draft([{ type: "lienholder", name: "ACME LENDING, L.L.C.", loanNumber: "LN-1" }]),
      "Acme Lending LLC",
    );
    expect(result.listed).toBe(true);
    expect(result.party?.loanNumber).toBe("LN-1");
    const suffix = lienholderListed(draft([{ type: "mortgagee", name: "Acme Lending" }]), "Acme Lending LLC");
    expect(suffix.listed).toBe(true);
  });

  it("looks past other interests to the one naming the client", () => {
    const result = lienholderListed(
      draft([
        { type: "lessor", name: "Other Leasing Co" },
        { type: "interest", name: "Acme Lending LLC ISAOA/ATIMA" },
      ]),
      "Acme Lending LLC",
    );
    expect(result).toMatchObject({ listed: true, party: { type: "interest" } });
  });

  it("rejects a policy naming someone else", () => {
    const result = lienholderListed(draft([{ type: "lienholder", name: "Bayview Credit Union" }]), "Acme Lending LLC");
    expect(result).toMatchObject({ listed: false, party: null });
    expect(result.reason).toContain("Bayview Credit Union");
  });

  it("rejects a policy with no third parties, or a client without a lienholder name", () => {
    expect(lienholderListed(draft([]), "Acme Lending LLC").listed).toBe(false);
    expect(lienholderListed(draft([{ type: "lienholder", name: "Acme Lending LLC" }]), "  ").listed).toBe(false);
  });
});
