import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";
import { withCheckDigit } from "../fixtures/documents/vin";

// Coverages as column titles wrapped over widely set lines ("Property" / "Damage" / "Each
// Accident"), a split limit's two halves named in one title, and a column of what each vehicle
// costs right of the coverages.

const TODAY = new Date("2026-02-01");
const VIN = withCheckDigit("1GC76UD50MV578557");

const read = (rows: FixtureRow[]) =>
  parsePolicy([textPage([[[40, "Policy Number: WRY3551977"]], ...rows])], { policyType: "auto", today: TODAY })
    .coverages.map((c) =>
      c.limitPerPerson !== null && c.limitPerAccident !== null
        ? { code: c.code, perPerson: c.limitPerPerson, perAccident: c.limitPerAccident }
        : { code: c.code, limit: c.limitPerAccident ?? c.limitPerPerson },
    )
    .sort((a, b) => a.code.localeCompare(b.code));

describe("a coverage grid whose titles take three lines", () => {
  it("reads each column's limits under its whole title", () => {
    const coverages = read([
      [
        [40, "Vehicle"],
        [170, "Bodily Injury"],
        [300, "Property"],
        [430, "Medical"],
        [540, "Vehicle"],
      ],
      [
        [300, "Damage"],
        [430, "Payments"],
      ],
      [
        [40, "Year / Make / VIN"],
        [170, "Each Person/Each Accident"],
        [300, "Each Accident"],
        [430, "Each Person"],
        [540, "Premium"],
      ],
      [
        [40, "Vehicle 1"],
        [170, "$25,000/$50,000"],
        [300, "$100,000"],
        [430, "$5,000"],
        [540, "$1,495.55"],
      ],
      [
        [40, "2021 Chevrolet Tahoe"],
        [170, "$14.41"],
        [300, "$287.14"],
        [430, "$360.75"],
      ],
      [[40, `VIN: ${VIN}`]],
    ]);
    expect(coverages).toEqual([
      { code: "BI", perPerson: 25000, perAccident: 50000 },
      { code: "MEDPAY", limit: 5000 },
      { code: "PD", limit: 100000 },
    ]);
  });
});

describe("a split limit whose label takes two lines", () => {
  const grid = (rows: FixtureRow[]) =>
    read([
      [
        [40, "Coverage"],
        [480, "Veh 1"],
      ],
      [
        [40, "Limits"],
        [440, "2021 Chevrolet Tahoe"],
      ],
      [[440, `VIN: ${VIN}`]],
      ...rows,
    ]);

  it("takes the amount beside 'Each Person/Each Accident' as the per-accident half", () => {
    expect(
      grid([
        [
          [40, "Bodily Injury"],
          [480, "$25,000"],
        ],
        [
          [40, "Each Person/Each Accident"],
          [480, "$50,000"],
        ],
        [
          [40, "Property Damage"],
          [480, "$100,000"],
        ],
        [[40, "Each Accident"]],
      ]),
    ).toEqual([
      { code: "BI", perPerson: 25000, perAccident: 50000 },
      { code: "PD", limit: 100000 },
    ]);
  });

  it("reads abbreviated labels and a split limit whose wording wraps", () => {
    expect(
      grid([
        [
          [40, "Bodily Inj"],
          [400, "250,000 each person 500,000 each"],
        ],
        [
          [40, "EP/EA"],
          [480, "accident"],
        ],
        [
          [40, "Prop Dam"],
          [440, "10,000 each accident"],
        ],
        [[40, "EA"]],
      ]),
    ).toEqual([
      { code: "BI", perPerson: 250000, perAccident: 500000 },
      { code: "PD", limit: 10000 },
    ]);
  });
});
