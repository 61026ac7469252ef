import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A household's auto schedule as agency systems print it: the policy number under a bare "Policy"
// caption, a vehicle list with an abbreviated description ("22 RAM 2500") and the VIN in groups
// of four for reading aloud, and each car's physical damage deductibles in one cell, a clause
// each between semicolons.

const TODAY = new Date("2027-09-01");
const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "auto", today: TODAY });
const deductibles = (d: PolicyDraft, code: string) =>
  d.coverages.filter((c) => c.code === code).map((c) => c.deductible);

describe("a household's auto schedule", () => {
  it("reads a VIN printed in groups and the two-digit year and make before it", () => {
    const draft = read([
      [[31, "AUTOMOBILE POLICY DECLARATIONS"]],
      [
        [31, "Veh"],
        [64, "Description"],
        [207, "VIN"],
        [339, "Garaged At"],
      ],
      [
        [31, "1"],
        [64, "22 RAM 2500"],
        [207, "3C6K LJ8V 7NV5 9577 8"],
        [339, "04103"],
      ],
    ]);
    expect(draft.properties.map((p) => p.data)).toMatchObject([
      { vin: "3C6KLJ8V7NV595778", year: 2022, make: "RAM", model: "2500" },
    ]);
  });

  it("reads a registration code for the make ('13 LEXS ES 350'), not a driver's birth date above the VIN column", () => {
    const draft = read([
      [[38, "OPERATORS"]],
      [
        [37, "DRV"],
        [64, "NAME"],
        [198, "DATE OF BIRTH"],
        [274, "LICENSE NO."],
      ],
      [
        [37, "2"],
        [64, "DMITRI WASHINGTON"],
        [198, "Feb 11, 2001"],
        [274, "E9227433"],
      ],
      [
        [37, "3"],
        [64, "PAULA WASHINGTON"],
        [198, "Apr 25, 2000"],
        [274, "S585590869426"],
      ],
      [[38, "VEHICLES"]],
      [
        [37, "VEH"],
        [69, "DESCRIPTION"],
        [209, "VIN"],
        [338, "GARAGED AT"],
      ],
      [
        [37, "1"],
        [69, "13 LEXS ES 350"],
        [209, "2T2RRC624DT652151"],
        [338, "80903"],
      ],
    ]);
    expect(draft.properties.map((p) => p.data)).toMatchObject([
      { vin: "2T2RRC624DT652151", year: 2013, make: "LEXS", model: "ES 350" },
    ]);
  });

  it("takes the policy number beside or under a caption that says only 'Policy'", () => {
    const beside = read([
      [[31, "AUTOMOBILE POLICY DECLARATIONS"]],
      [
        [31, "NAMED INSURED AND ADDRESS"],
        [324, "POLICY"],
        [427, "AU 5148051"],
      ],
    ]);
    expect(beside.policyNumber).toBe("AU 5148051");
    const under = read([
      [
        [43, "Frankenmuth Insurance"],
        [329, "Personal Auto Declarations"],
      ],
      [
        [43, "Policy"],
        [317, "Named Insured"],
      ],
      [
        [43, "WHG9210626"],
        [317, "Nakamura, Samuel"],
      ],
    ]);
    expect(under.policyNumber).toBe("WHG9210626");
  });

  it("reads each clause of 'Comprehensive $500 ded; Collision $1,500 ded' as its own coverage", () => {
    const draft = read([
      [
        [43, "Veh"],
        [96, "Year"],
        [148, "Make / Model"],
        [385, "VIN"],
      ],
      [
        [43, "Auto 1"],
        [96, "2021"],
        [148, "Ram 1500 Crew Cab"],
        [385, "1C6SRFFT0MN776333"],
      ],
      [[43, "Summary of Coverages"]],
      [
        [49, "Combined Single Limit"],
        [394, "$1,000,000 per accident"],
      ],
      [
        [49, "Auto 1 2021 Ram"],
        [306, "Comprehensive $500 ded; Collision $1,500 ded"],
      ],
    ]);
    expect(deductibles(draft, "COMP")).toEqual([500]);
    expect(deductibles(draft, "COLL")).toEqual([1500]);
  });

  it("keeps a clause that gives a part of the value before it ('; Deductible $1,000') with that value", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[46, "Coverage summary"]],
          [[46, "Dwelling: $937,000; Deductible $1,000"]],
          [[46, "Other Structures: $46,850"]],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(draft.coverages.find((c) => c.code === "DWELLING")).toMatchObject({
      limitPerAccident: 937000,
      deductible: 1000,
    });
  });

  it("keeps 'ACV less $1,000 deductible' as the value of the coverage named before it", () => {
    const draft = read([
      [
        [59, "VEHICLE 1"],
        [118, "2021 HYUNDAI ELANTRA LIMITED"],
        [365, "VIN 5NM44H5K8MK710982"],
      ],
      [
        [59, "LIABILITY - BODILY INJURY"],
        [317, "AUTO 1 - 2021 HYUNDAI ELANTRA"],
      ],
      [[223, "$25,000/$50,000"]],
      [
        [317, "OTHER THAN COLLISION"],
        [438, "ACV less $250 deductible"],
      ],
      [
        [59, "LIABILITY - PROPERTY DAMAGE"],
        [317, "COLLISION COVERAGE"],
        [428, "ACV less $1,000 deductible"],
      ],
    ]);
    expect(deductibles(draft, "COLL")).toEqual([1000]);
  });
});
