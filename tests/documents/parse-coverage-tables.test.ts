import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import { findAmounts, parseLimits } from "@/lib/service/documents/parse/money";
import type { TextPage } from "@/lib/service/documents/text/types";
import { lineFromWords } from "@/lib/service/documents/text/layout";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Coverage tables in the shapes real declarations pages print them, beyond one label and its
// values per row: titles in two tiers, the coverage in a column after the vehicle, two tables
// side by side, a renewal's old and new columns, and the abbreviations of fixed-width forms.

const HEAD: FixtureRow[] = [[[50, "Policy Number: AB-12345678"]], [[50, "Policy Period: 01/01/2026 to 07/01/2026"]]];
const TODAY = new Date("2026-02-01");
const read = (page: TextPage, policyType: "auto" | "home" = "auto") =>
  parsePolicy([page], { policyType, today: TODAY });
const byCode = (draft: PolicyDraft) =>
  Object.fromEntries(draft.coverages.map((c) => [c.code, [c.limitPerPerson, c.limitPerAccident, c.deductible]]));

/** A page whose rows stand at the given baselines, in 8-point type (tiers of titles sit closer than rows of text). */
function spacedPage(rows: [number, [number, string][]][]): TextPage {
  const lines = rows.map(([y, cells]) =>
    lineFromWords(cells.map(([x, text]) => ({ text, x, y, w: text.length * 4, h: 8 }))),
  );
  return { width: 612, height: 792, lines };
}

describe("a coverage table with its titles in two tiers", () => {
  const page = spacedPage([
    [40, [[45, "Policy Number: 55120-77-01"]]],
    [52, [[45, "Effective: 03/01/2026 12:01 AM"]]],
    [64, [[45, "Expiration: 09/01/2026 12:01 AM"]]],
    [100, [[496, "Premiums by Vehicle"]]],
    [
      106,
      [
        [245, "Limits"],
        [600, ""],
      ],
    ],
    [
      114,
      [
        [45, "Coverage"],
        [175, "(applicable to all vehicles)"],
        [500, "Vehicle 1"],
        [555, "Vehicle 2"],
      ],
    ],
    [
      128,
      [
        [45, "Bodily Injury Liability"],
        [182, "$250,000 each person"],
        [500, "$311.40"],
        [555, "$298.10"],
      ],
    ],
    [140, [[168, "$500,000 each accident"]]],
    [
      156,
      [
        [45, "Property Damage Liability"],
        [176, "$100,000 each accident"],
        [500, "$181.20"],
        [555, "$176.90"],
      ],
    ],
  ]);

  it("reads the limits under the lower title that the upper one names, and never a vehicle's premium", () => {
    const found = byCode(read(page));
    expect(found.BI).toEqual([250_000, 500_000, null]);
    expect(found.PD).toEqual([null, 100_000, null]);
  });
});

describe("a row that reads as label–value pairs", () => {
  it("reads a coverage that stands in its own column after the vehicle", () => {
    const draft = read(
      textPage([
        ...HEAD,
        [
          [45, "Veh. #"],
          [90, "Year/Make/Model/VIN"],
          [324, "Coverage"],
          [414, "Deductible"],
        ],
        [
          [45, "1"],
          [72, "2021 Honda Accord Sport"],
          [324, "Comprehensive:"],
          [416, "$250"],
        ],
        [
          [72, "1HGCV1F34MA123456"],
          [324, "Collision:"],
          [416, "$750"],
        ],
      ]),
    );
    expect(byCode(draft).COMP).toEqual([null, null, 250]);
    expect(byCode(draft).COLL).toEqual([null, null, 750]);
  });

  it("reads two tables side by side, each label with the values up to the next label", () => {
    const draft = read(
      textPage([
        ...HEAD,
        [
          [45, "Coverage"],
          [278, "Limit"],
          [324, "Coverage"],
          [557, "Limit"],
        ],
        [
          [45, "Coverage A - Dwelling"],
          [250, "$412,000"],
          [324, "Coverage C - Personal Property"],
          [530, "$206,000"],
        ],
        [
          [45, "Coverage B - Separate Structures"],
          [250, "$41,200"],
          [324, "Coverage D - Loss of Use"],
          [530, "$82,400"],
        ],
      ]),
      "home",
    );
    const found = byCode(draft);
    expect(found.DWELLING?.[1]).toBe(412_000);
    expect(found.PERSONAL_PROPERTY?.[1]).toBe(206_000);
    expect(found.OTHER_STRUCTURES?.[1]).toBe(41_200);
    expect(found.LOSS_OF_USE?.[1]).toBe(82_400);
  });
});

describe("a renewal notice that compares the terms", () => {
  it("takes the renewal column's value, not the previous term's", () => {
    const draft = read(
      textPage([
        ...HEAD,
        [[45, "Summary of changes"]],
        [
          [254, "Previous"],
          [326, "Renewal"],
        ],
        [
          [45, "Coverage: Dwelling"],
          [254, "$370,000"],
          [326, "$398,000"],
        ],
      ]),
      "home",
    );
    expect(byCode(draft).DWELLING?.[1]).toBe(398_000);
  });
});

describe("coverage groups and fixed-width forms", () => {
  it("reads EA PER / EA ACC split limits, and 'Each person: X Each accident: Y' in that order", () => {
    expect(parseLimits("EA PER $1,000,000 EA ACC $1,000,000")).toMatchObject({
      perPerson: 1_000_000,
      perAccident: 1_000_000,
    });
    expect(parseLimits("Each person: $50,000 Each accident $100,000")).toMatchObject({
      perPerson: 50_000,
      perAccident: 100_000,
    });
  });

  it("reads a split limit whose last word wrapped to the line below ('$250,000 per person, $500,000 per')", () => {
    expect(parseLimits("$250,000 per person, $500,000 per")).toMatchObject({
      perPerson: 250_000,
      perAccident: 500_000,
    });
  });

  it("reads an amount grouped in thousands that a fixed-width form glued to a letter", () => {
    expect(findAmounts("100,000D 200").map((a) => a.value)).toEqual([100_000, 200]);
    expect(findAmounts("12months 49H").map((a) => a.value)).toEqual([]);
  });

  it("applies an uninsured-motorists heading to the rows under it, not to a table far below a letter that names it", () => {
    const rows: FixtureRow[] = [
      ...HEAD,
      [[64, "Your Uninsured Motorists Coverage (UM) selection/rejection remains in effect."]],
      ...["Thank", "you", "for", "renewing", "with", "us", "this", "year"].map((w): FixtureRow => [[64, `${w} …`]]),
      [[6, "PART A - LIABILITY"]],
      [
        [20, "BODILY INJURY"],
        [136, "EA PER $250,000"],
      ],
      [[136, "EA ACC $500,000"]],
      [
        [20, "PROPERTY DAMAGE"],
        [208, "100,000"],
      ],
      [[6, "PART C - UNINSURED MOTORISTS"]],
      [
        [20, "BODILY INJURY"],
        [136, "EA PER $100,000"],
      ],
      [[136, "EA ACC $300,000"]],
    ];
    const found = byCode(read(textPage(rows)));
    expect(found.BI).toEqual([250_000, 500_000, null]);
    expect(found.PD).toEqual([null, 100_000, null]);
    expect(found.UMBI).toEqual([100_000, 300_000, null]);
  });
});
