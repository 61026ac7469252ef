import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Home and condo pages that list their locations and several parties: the mortgagees keyed by
// location ("Loc 1 / Bldg 1 - First Mortgagee: …") or numbered as parties ("Party 1: Mortgagee 1"
// over the lender's line), a structure's description that holds a count ("1 Family Dwelling")
// before the coverage rows, and a unit owner's Coverage A named for the unit.

const TODAY = new Date("2027-09-01");
const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });
const limit = (d: PolicyDraft, code: string) => d.coverages.find((c) => c.code === code)?.limitPerAccident;
const lenders = (d: PolicyDraft) => d.thirdParties.map((t) => [t.type, t.name, t.loanNumber]);

describe("locations and parties on a home page", () => {
  it("reads mortgagees whose caption follows the location they are for", () => {
    const draft = read([
      [[36, "Mortgagee / Loss Payee"]],
      [
        [
          35,
          "Loc 1 / Bldg 1 - First Mortgagee: Flagstar Bank, N.A., PO Box 30213, Troy, MI 48099 Loan No. 5065-584711",
        ],
      ],
      [
        [
          35,
          "Loc 1 / Bldg 1 - Second Mortgagee: PNC Bank, National Association, PO Box 27457, Miamisburg, OH 45343 Loan No. 1405-822982",
        ],
      ],
    ]);
    expect(lenders(draft)).toEqual([
      ["mortgagee", "Flagstar Bank, N.A.", "5065-584711"],
      ["mortgagee", "PNC Bank, National Association", "1405-822982"],
    ]);
  });

  it("reads a mortgagee numbered as a party, its name on the line under the caption", () => {
    const draft = read([
      [[31, "Other Parties Named on This Policy"]],
      [[31, "Party 1: Mortgagee 1"]],
      [[45, "Flagstar Bank, N.A. ISAOA, PO Box 18983, Troy, MI 48099, Loan No. 0009570V"]],
      [[31, "Party 2: Previous Carrier"]],
      [[45, "Nationwide General Insurance Company"]],
      [[45, "Policy H84997256 exp. April 7, 2026"]],
      [[31, "Party 3: Additional Insured"]],
      [[45, "Prairie Property Holdings LLC, 7312 Center Blvd, Pittsburgh, PA 15222"]],
      [[31, "COVERAGES AND LIMITS"]],
    ]);
    expect(lenders(draft).filter(([type]) => type === "mortgagee")).toEqual([
      ["mortgagee", "Flagstar Bank, N.A.", "0009570V"],
    ]);
  });

  it("takes the dwelling's limit from its coverage row, not a count in a structure's description", () => {
    const draft = read([
      [[36, "LOCATIONS AND STRUCTURES"]],
      [
        [35, "Loc"],
        [68, "Bldg"],
        [100, "Description"],
        [219, "Address"],
        [414, "Construction"],
      ],
      [
        [35, "1"],
        [68, "1"],
        [100, "1 Family Dwelling"],
        [219, "1313 Lakeview Road"],
        [414, "Joisted Masonry"],
      ],
      [[36, "COVERAGE AND PREMIUM BY BUILDING"]],
      [
        [35, "Coverage"],
        [337, "Limit"],
        [441, "Bldg 1"],
      ],
      [
        [35, "A - Dwelling"],
        [325, "$787,000"],
        [441, "305.45"],
      ],
      [
        [35, "B - Other Structures"],
        [329, "$78,700"],
        [441, "--"],
      ],
    ]);
    expect(limit(draft, "DWELLING")).toBe(787000);
  });

  it("knows a unit owner's policy by its title and its Coverage A by 'Unit Improvements'", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[30, "NATIONWIDE"]],
          [[30, "Unit Owners Declarations - Location Schedule"]],
          [[31, "COVERAGE AND PREMIUM BY BUILDING"]],
          [
            [30, "Coverage"],
            [449, "Limit"],
            [561, "Str 1"],
          ],
          [
            [30, "Unit Improvements"],
            [439, "$18,000"],
            [550, "$381.43"],
          ],
          [
            [30, "Personal Property"],
            [435, "$142,000"],
            [550, "$240.54"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(draft.type).toBe("condo");
    expect(limit(draft, "DWELLING")).toBe(18000);
  });

  it("reads a unit owner's Coverage A printed as 'A Unit'", () => {
    const draft = read([
      [[31, "COVERAGES AND LIMITS"]],
      [
        [37, "A Unit"],
        [466, "$30,000"],
      ],
      [
        [37, "C Personal Property"],
        [466, "$64,000"],
      ],
    ]);
    expect(limit(draft, "DWELLING")).toBe(30000);
  });
});
