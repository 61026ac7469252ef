import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { checkDocumentType } from "@/lib/verifications/type-check";
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
    expect(check!.reason).toContain("no vehicle and no auto coverage");
  });

  it("says an auto page read as home looks like an auto policy", () => {
    const read = parsePolicy([AUTO_PAGE], { policyType: "home" });
    expect(checkDocumentType(read, "home")).toMatchObject({ chosen: "home", suggested: "auto" });
  });

  it("stays quiet when each page is read as its own type", () => {
    expect(checkDocumentType(parsePolicy([AUTO_PAGE], { policyType: "auto" }), "auto")).toBeNull();
    expect(checkDocumentType(parsePolicy([HOME_PAGE], { policyType: "home" }), "home")).toBeNull();
  });
});
