import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { parseLimits } from "@/lib/service/documents/parse/money";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Split limits as carriers print them beyond "100/300": column titles that carry the meaning,
// one qualifier row per part, shorthand amounts and tables in thousands.

const HEAD: FixtureRow[] = [[[50, "Policy Number: AB-12345678"]], [[50, "Policy Period: 01/01/2026 to 07/01/2026"]]];
const coverages = (rows: FixtureRow[]) =>
  Object.fromEntries(
    parsePolicy([textPage([...HEAD, ...rows])], { policyType: "auto", today: new Date("2026-02-01") }).coverages.map(
      (c) => [c.code, [c.limitPerPerson, c.limitPerAccident]],
    ),
  );

describe("split limits", () => {
  it("reads the per-accident half on the next line even when that line has a label of its own", () => {
    const found = coverages([
      [
        [54, "Bodily injury liability"],
        [310, "$25,000 each person"],
      ],
      [
        [54, "Premium: $395"],
        [310, "$50,000 each accident"],
      ],
      [
        [54, "Property damage liability"],
        [310, "$25,000 each accident"],
      ],
    ]);
    expect(found.BI).toEqual([25_000, 50_000]);
    expect(found.PD).toEqual([null, 25_000]);
  });

  it("reads the halves stacked in the limit column when the qualifier wraps under the label", () => {
    // "BODILY INJURY  EA" over "PERSON" over "EA OCC": the label's next lines are its qualifier,
    // not a coverage, and the amount beside them is the per-accident half.
    const found = coverages([
      [
        [37, "BODILY INJURY"],
        [134, "EA"],
        [229, "50,000"],
      ],
      [
        [134, "PERSON"],
        [224, "100,000"],
        [541, "160.80"],
      ],
      [[134, "EA OCC"]],
      [
        [37, "PROPERTY"],
        [134, "EA OCC"],
        [229, "10,000"],
        [547, "10.54"],
      ],
      [[37, "DAMAGE"]],
    ]);
    expect(found.BI).toEqual([50_000, 100_000]);
  });

  it.each([
    ["$100,000", "$300,000"],
    ["$100,000/", "$300,000"],
  ])("reads %s over %s in a split coverage's limit column as its two halves", (first, second) => {
    const found = coverages([
      [
        [50, "Bodily Injury Liability"],
        [260, first],
        [470, "$120.00"],
      ],
      [[260, second]],
      [
        [50, "Property Damage Liability"],
        [260, "$50,000"],
        [470, "$80.00"],
      ],
    ]);
    expect(found.BI).toEqual([100_000, 300_000]);
    expect(found.PD).toEqual([null, 50_000]);
  });

  it("reads a half per row captioned 'BI EA PERSON' and 'BI EA ACC'", () => {
    const found = coverages([
      [
        [50, "BI EA PERSON"],
        [260, "$100,000"],
      ],
      [
        [50, "BI EA ACCIDENT"],
        [260, "$300,000"],
      ],
      [
        [50, "PD EA ACC"],
        [260, "$50,000"],
      ],
    ]);
    expect(found.BI).toEqual([100_000, 300_000]);
  });

  it("keeps a lone limit whole when the amount on the next line is smaller (a premium, not a half)", () => {
    const found = coverages([
      [
        [37, "BODILY INJURY"],
        [134, "EA"],
        [229, "300,000"],
      ],
      [
        [134, "ACCIDENT"],
        [224, "1,000"],
      ],
      [
        [37, "PROPERTY DAMAGE"],
        [229, "100,000"],
      ],
    ]);
    expect(found.BI).toEqual([null, 300_000]);
  });

  it("reads 'Each Person' and 'Each Accident' column titles", () => {
    const found = coverages([
      [
        [50, "Coverage"],
        [250, "Each Person"],
        [350, "Each Accident"],
        [470, "Premium"],
      ],
      [
        [50, "Bodily Injury"],
        [250, "$100,000"],
        [350, "$300,000"],
        [470, "$120.00"],
      ],
      [
        [50, "Property Damage"],
        [350, "$50,000"],
        [470, "$80.00"],
      ],
    ]);
    expect(found.BI).toEqual([100_000, 300_000]);
    expect(found.PD).toEqual([null, 50_000]);
  });

  it("reads one qualifier row per part under the coverage's name", () => {
    const found = coverages([
      [[50, "Bodily Injury Liability"]],
      [
        [70, "Each person"],
        [300, "$100,000"],
      ],
      [
        [70, "Each accident"],
        [300, "$300,000"],
      ],
      [
        [50, "Property Damage Liability"],
        [300, "$50,000"],
      ],
    ]);
    expect(found.BI).toEqual([100_000, 300_000]);
  });

  it("keeps a wrapped 'Each Person/Each Occurrence' label with its split value", () => {
    const found = coverages([
      [[50, "Uninsured Motorists Bodily Injury"]],
      [
        [50, "Each Person/Each Occurrence"],
        [250, "$300,000/$500,000"],
      ],
    ]);
    expect(found.UMBI).toEqual([300_000, 500_000]);
  });

  it("scales a single liability limit printed in thousands beside a split one", () => {
    const found = coverages([
      [
        [50, "Bodily Injury"],
        [300, "50/100"],
      ],
      [
        [50, "Property Damage"],
        [300, "50"],
      ],
    ]);
    expect(found.PD).toEqual([null, 50_000]);
  });

  it("reads shorthand and reversed wording", () => {
    expect(parseLimits("$100K/$300K")).toMatchObject({ perPerson: 100_000, perAccident: 300_000 });
    expect(parseLimits("Each person: $25,000; each accident: $50,000")).toMatchObject({
      perPerson: 25_000,
      perAccident: 50_000,
    });
    expect(parseLimits("$1M combined single limit").single).toBe(1_000_000);
    expect(parseLimits("$250000/$500000")).toMatchObject({ perPerson: 250_000, perAccident: 500_000 });
  });

  it("reads shorthand values after dot leaders", () => {
    const found = coverages([
      [[55, "Bodily Injury Each Person/Each Accident ........................ $50K/$100K"]],
      [[55, "Property Damage Liability ........................ $250K"]],
    ]);
    expect(found.BI).toEqual([50_000, 100_000]);
    expect(found.PD).toEqual([null, 250_000]);
  });

  it("reads a vehicle matrix whose columns are titled 'Auto 1 | #2 | #3'", () => {
    const draft = parsePolicy(
      [
        textPage([
          ...HEAD,
          [[50, "Vehicle 1: 2019 Honda Civic VIN 2HGFC2F59KH512345"]],
          [[50, "Vehicle 2: 2021 Ford F-150 VIN 1FTEW1EP5MFA12345"]],
          [
            [230, "Auto 1"],
            [346, "#2"],
          ],
          [
            [35, "Collision Coverage"],
            [230, "$2,000 ded."],
            [346, "$500 ded."],
          ],
        ]),
      ],
      { policyType: "auto", today: new Date("2026-02-01") },
    );
    const coll = draft.coverages.filter((c) => c.code === "COLL");
    const byVehicle = coll.map((c) => [draft.properties.findIndex((p) => p.id === c.property), c.deductible]);
    expect(byVehicle.sort()).toEqual([
      [0, 2000],
      [1, 500],
    ]);
  });

  it("reads a lettered coverage row's halves on two lines ('A | Bodily Injury | $500,000 per person')", () => {
    // The coverage letter before the label is the row's mark, not a first label of a second table.
    const found = coverages([
      [
        [38, "Coverage"],
        [309, "Limits of Liability"],
        [543, "Premium"],
      ],
      [
        [38, "A"],
        [81, "Bodily Injury Liability"],
        [309, "$500,000 per person"],
        [546, "$91.53"],
      ],
      [[309, "$1,000,000 per accident"]],
      [
        [38, "A"],
        [81, "Property Damage Liability"],
        [309, "$50,000 per accident"],
        [542, "$364.71"],
      ],
      [
        [38, "C"],
        [81, "Uninsured Motorists Bodily Injury"],
        [309, "$250,000 per person"],
        [542, "$159.24"],
      ],
      [[309, "$500,000 per accident"]],
    ]);
    expect(found.BI).toEqual([500_000, 1_000_000]);
    expect(found.PD).toEqual([null, 50_000]);
    expect(found.UMBI).toEqual([250_000, 500_000]);
  });
});
