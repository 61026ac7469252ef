import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A home's all-perils deductible printed apart from its coverage table, in the ways forms print
// it: beside a blank wind deductible on one line, abbreviated, in a sentence, or split over cells.

const TODAY = new Date("2026-09-01");
const HEAD: FixtureRow[] = [
  [[40, "Homeowners Policy Declarations"]],
  [[40, "Policy Number: HO 5512-208"]],
  [[40, "Policy Period: 03/01/2026 to 03/01/2027"]],
  [
    [40, "Coverage A - Dwelling"],
    [300, "$163,000"],
  ],
  [
    [40, "Coverage E - Personal Liability"],
    [300, "$300,000"],
  ],
];
const dwellingDeductible = (rows: FixtureRow[]) =>
  parsePolicy([textPage([...HEAD, ...rows])], { policyType: "home", today: TODAY }).coverages.find(
    (c) => c.code === "DWELLING",
  )?.deductible;

describe("a home's deductible printed apart", () => {
  it("reads it beside a blank windstorm deductible on the same line", () => {
    const rows: FixtureRow[] = [
      [
        [32, "Deductible: $2,000"],
        [306, "Windstorm Deductible: ______________"],
      ],
    ];
    expect(dwellingDeductible(rows)).toBe(2_000);
  });

  it("reads an abbreviated caption", () => {
    expect(
      dwellingDeductible([
        [
          [40, "Ded."],
          [170, "$500"],
        ],
      ]),
    ).toBe(500);
  });

  it("reads a sentence", () => {
    expect(dwellingDeductible([[[52, "A deductible of $1,000 applies to each covered Section I loss."]]])).toBe(1_000);
  });

  it("reads 'Other Losses' split over cells", () => {
    const rows: FixtureRow[] = [
      [[46, "SECTION I DEDUCTIBLES"]],
      [
        [46, "Other"],
        [89, "Losses"],
        [462, "$"],
        [541, "1,000"],
      ],
    ];
    expect(dwellingDeductible(rows)).toBe(1_000);
  });

  it("takes no wind deductible for it", () => {
    const rows: FixtureRow[] = [[[40, "Wind/Hail Deductible: $2,500"]]];
    expect(dwellingDeductible(rows)).toBeNull();
  });
});
