import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { checkDocumentType, typesTriedBefore } from "@/lib/verifications/type-check";
import { AUTO_DECLARATIONS } from "../fixtures/documents/declarations";
import { plainRows, textPage } from "../fixtures/documents/text-page";

// Pages go through the service's real parser as the type staff chose, the way the dashboard later
// receives them; the type check must see a home page read as auto (and the reverse) for what it is.

const HOME_PAGE = textPage(
  plainRows(`
Acme Home Insurance Company
Homeowners Policy Declarations
Policy Number   HO-555-0101
Policy Period   03/01/2026 to 03/01/2027
Named Insured   Morgan Lee
Residence Premises   123 Fake St, Atlanta, GA 30303
Coverage A Dwelling   $350,000
Coverage B Other Structures   $35,000
Coverage C Personal Property   $175,000
Coverage E Personal Liability   $300,000
All Peril Deductible   $1,000
Mortgagee   First National Bank   Loan Number 9988776655
Total Premium   $1,486.00
`),
);
const AUTO_PAGE = textPage(AUTO_DECLARATIONS);

describe("checkDocumentType", () => {
  it("says a home page read as auto looks like a home policy", () => {
    const read = parsePolicy([HOME_PAGE], { policyType: "auto" });
    const check = checkDocumentType({ ...read, type: "auto" }, "auto");
    expect(check).toMatchObject({ chosen: "auto", suggested: "home" });
    expect(check!.reason).toContain("no vehicle or auto coverage");
    expect(check!.evidence).toEqual({ auto: [], home: ["Mortgagee: First National Bank"] });
  });

  it("says an auto page read as home looks like an auto policy", () => {
    const read = parsePolicy([AUTO_PAGE], { policyType: "home" });
    // Read as home, the auto page shows nothing of either type (its lender is read as a
    // mortgagee): the check offers the one reading that can tell, without claiming to know.
    const check = checkDocumentType(read, "home");
    expect(check).toMatchObject({ chosen: "home", suggested: "auto", clear: false });
    expect(check!.reason).toContain("Reading it as auto may tell");
    // Read as auto, it is auto, with the evidence in words.
    const asAuto = parsePolicy([AUTO_PAGE], { policyType: "auto" });
    const evidence = checkDocumentType({ ...asAuto, thirdParties: [] }, "home");
    expect(evidence).toMatchObject({ suggested: "auto", clear: true });
    expect(evidence!.evidence!.auto.some((e) => /^Auto coverage: .*Collision/.test(e))).toBe(true);
    expect(evidence!.evidence!.auto.some((e) => e.startsWith("Vehicle: 2021 Honda Accord"))).toBe(true);
  });

  it("stays quiet when each page is read as its own type", () => {
    expect(checkDocumentType(parsePolicy([AUTO_PAGE], { policyType: "auto" }), "auto")).toBeNull();
    expect(checkDocumentType(parsePolicy([HOME_PAGE], { policyType: "home" }), "home")).toBeNull();
  });

  // Pages that are neither clearly auto nor clearly home: before, each reading sent the document to
  // the other type ("looks like auto" read as home, "looks like home" read as auto), for ever.
  const AMBIGUOUS: Record<string, string> = {
    "an evidence of property with an additional interest": `
Evidence of Property Insurance
Acme Insurance Company
Policy Number   EP-555-0101
Policy Period   03/01/2026 to 03/01/2027
Named Insured   Morgan Lee
Location   123 Fake St, Atlanta, GA 30303
Limit of Insurance   $350,000
Deductible   $1,000
Additional Interest   First National Bank   Loan Number 9988776655
`,
    "a declarations page with no coverage table": `
Acme Insurance Company
Policy Declarations
Policy Number   XX-555-0101
Policy Period   03/01/2026 to 03/01/2027
Named Insured   Morgan Lee
Mailing Address   123 Fake St, Atlanta, GA 30303
Total Premium   $486.00
`,
    "a home page whose coverages are in sections": `
Acme Home Insurance Company
Homeowners Policy Declarations
Policy Number   HO-555-0101
Policy Period   03/01/2026 to 03/01/2027
Named Insured   Morgan Lee
Residence Premises   123 Fake St, Atlanta, GA 30303
Section I Property   $350,000
Section II Liability   $300,000
Mortgagee   First National Bank   Loan Number 9988776655
`,
  };

  for (const [name, text] of Object.entries(AMBIGUOUS))
    it(`never sends ${name} back and forth between auto and home`, () => {
      const page = textPage(plainRows(text));
      const asAuto = checkDocumentType(parsePolicy([page], { policyType: "auto" }), "auto");
      const asHome = checkDocumentType(parsePolicy([page], { policyType: "home" }), "home");
      // At most one reading is offered: after it, the first type is one it was read as before.
      const afterHome = checkDocumentType(parsePolicy([page], { policyType: "auto" }), "auto", ["home"]);
      const afterAuto = checkDocumentType(parsePolicy([page], { policyType: "home" }), "home", ["auto"]);
      expect(afterHome?.suggested ?? null).toBeNull();
      expect(afterAuto?.suggested ?? null).toBeNull();
      // And the two readings never contradict each other with a claim each.
      expect(asAuto?.clear && asHome?.clear).toBeFalsy();
      // Whatever it says, it shows what it weighed.
      for (const check of [asAuto, asHome]) if (check) expect(check.evidence).toBeDefined();
    });

  it("claims the sectioned home page for home only, whichever type it was read as", () => {
    const page = textPage(plainRows(AMBIGUOUS["a home page whose coverages are in sections"]));
    expect(checkDocumentType(parsePolicy([page], { policyType: "auto" }), "auto")).toMatchObject({
      suggested: "home",
      clear: true,
      evidence: { auto: [], home: ["Mortgagee: First National Bank"] },
    });
    // Read as home nothing home-only was found (the reader names any lender a mortgagee then),
    // so it makes no claim of auto.
    expect(checkDocumentType(parsePolicy([page], { policyType: "home" }), "home")).toMatchObject({ clear: false });
  });

  it("offers no reading as a type the document was already read as; a person decides", () => {
    const read = parsePolicy([HOME_PAGE], { policyType: "auto" });
    const check = checkDocumentType({ ...read, type: "auto" }, "auto", ["home"]);
    expect(check).toMatchObject({ suggested: null });
    expect(check!.reason).toContain("read both as auto and as home");
    expect(check!.evidence!.home).toEqual(["Mortgagee: First National Bank"]);
  });

  it("finds the types read before from the session's re-reads, old entries included", () => {
    expect(typesTriedBefore([{ detail: { policyType: "auto", from: "condo" } }])).toEqual(["condo"]);
    expect(typesTriedBefore([{ detail: { policyType: "auto" } }])).toEqual(["home"]);
    expect(typesTriedBefore([])).toEqual([]);
  });
});
