import { describe, expect, it } from "vitest";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { autoCoverages } from "../fixtures/documents/auto-coverages";

// A coverage table of numbered parts (as Massachusetts auto policies print it): part numbers before
// the labels, labels wrapped onto a second line, a compulsory and an optional bodily injury part,
// premiums per vehicle in the coverage's row and each car's deductible on a line under it.

const HEAD: FixtureRow[] = [
  [[46, "Policy Number: AD1-218-111222-30"]],
  [[46, "Policy Period: 05/12/2022 to 05/12/2023"]],
  [
    [46, "1"],
    [80, "2014 HONDA ODYSSEY"],
    [300, "5FNRL5H98EB072233"],
  ],
  [
    [46, "2"],
    [80, "2019 CHEVROLET BOLT"],
    [300, "1G1FY6S07K4134455"],
  ],
  [
    [46, "COVERAGES (PARTS 1-12)"],
    [187, "LIMITS"],
    [355, "PREMIUM PER VEHICLE"],
  ],
  [
    [361, "VEH 1"],
    [421, "VEH 2"],
  ],
];

const PARTS: FixtureRow[] = [
  [
    [46, "1. Bodily Injury to Others"],
    [187, "$20,000 Each Person"],
    [357, "$22.00"],
    [417, "$24.00"],
  ],
  [[187, "$40,000 Each Accident"]],
  [
    [46, "3. Bodily Injury Caused"],
    [187, "$100,000 Each Person"],
    [357, "$14.00"],
    [417, "$13.00"],
  ],
  [
    [65, "by An Uninsured Auto"],
    [187, "$300,000 Each Accident"],
  ],
  [
    [46, "4. Damage to Someone"],
    [187, "$100,000 Each Accident"],
    [350, "$167.00"],
    [410, "$246.00"],
  ],
  [[65, "Else's Property"]],
  [
    [46, "5. Optional Bodily Injury"],
    [187, "$250,000 Each Person"],
    [357, "$68.00"],
    [417, "$88.00"],
  ],
  [
    [65, "to Others"],
    [187, "$500,000 Each Accident"],
  ],
  [
    [46, "7. Collision"],
    [350, "$276.00"],
    [410, "$416.00"],
  ],
  [[66, "Actual Cash Value Less Deductible"]],
  [
    [65, "Veh 1:"],
    [173, "Veh 2:"],
  ],
  [
    [65, "$1,000/Waiver*"],
    [173, "$500/Waiver*"],
  ],
  [
    [46, "9. Comprehensive"],
    [350, "$103.00"],
    [410, "$128.00"],
  ],
  [[67, "Actual Cash Value Less Deductible"]],
  [[67, "Veh 1 - $250/$0 Glass   Veh 2 - $1,000/$0 Glass"]],
  [[46, "12. Bodily Injury Caused by an Underinsured Auto"]],
  [
    [47, "MA Medical Payment Endorsement AS3820"],
    [319, "Liberty Advantage AS2311"],
  ],
];

describe("numbered coverage parts", () => {
  const found = autoCoverages([...HEAD, ...PARTS], new Date("2022-06-01"));
  const get = (code: string) => found.filter((c) => c.code === code);

  it("takes the optional bodily injury part over the compulsory one", () => {
    expect(get("BI").map((c) => c.limits)).toEqual([[250_000, 500_000]]);
  });

  it("reads a label wrapped onto its next line ('by An Uninsured Auto', 'Else's Property')", () => {
    expect(get("UMBI").map((c) => c.limits)).toEqual([[100_000, 300_000]]);
    expect(get("PD").map((c) => c.limits)).toEqual([[null, 100_000]]);
  });

  it("gives each car the deductible the line under the coverage names for it, not the premiums", () => {
    expect(get("COLL").map((c) => [c.vehicle, c.deductible])).toEqual([
      [0, 1000],
      [1, 500],
    ]);
    expect(get("COMP").map((c) => [c.vehicle, c.deductible])).toEqual([
      [0, 250],
      [1, 1000],
    ]);
  });

  it("reads a part's number and a form number as no amount", () => {
    expect(get("UIMBI")).toEqual([]);
    expect(get("MEDPAY")).toEqual([]);
  });
});
