import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A bodily-injury limit printed as two lines, the per-person half over the per-accident half in
// the same column: whatever arrangement read the first line alone, the cross-check takes the
// second one from under it, and only when it names the accident and is not the smaller.

const TODAY = new Date("2026-09-01");
const HEAD: FixtureRow[] = [
  [[55, "PERSONAL AUTO POLICY DECLARATIONS"]],
  [
    [55, "INSURED NAME: THOMPSON, ANITA"],
    [334, "POL NO: 573-1084-W92"],
  ],
  [[55, "POLICY PERIOD: 04/01/2026 TO 10/01/2026"]],
  [[55, "VEH 1 2020 SUBARU CROSSTREK SPORT VIN: JF1GH2HR2LP373290"]],
  [
    [55, "COVERAGE"],
    [276, "LIMIT / DEDUCTIBLE"],
    [510, "PREMIUM"],
  ],
];
const limits = (rows: FixtureRow[], code: string, head = HEAD) =>
  parsePolicy([textPage([...head, ...rows])], { policyType: "auto", today: TODAY })
    .coverages.filter((c) => c.code === code)
    .map((c) => [c.limitPerPerson, c.limitPerAccident]);

describe("a split limit over two lines", () => {
  it("joins the per-accident line under a label that carries its per-person amount", () => {
    const rows: FixtureRow[] = [
      [
        [75, "UM BODILY INJURY $250,000 EA PERS"],
        [526, "224.03"],
      ],
      // Under the amount, which ends the label's cell.
      [[190, "$500,000 EA OCC"]],
      [
        [75, "PD LIABILITY"],
        [276, "$100,000 EA OCC"],
        [532, "90.38"],
      ],
    ];
    expect(limits(rows, "UMBI")).toEqual([[250_000, 500_000]]);
  });

  it("takes no smaller amount below for the per-accident half", () => {
    const rows: FixtureRow[] = [
      [
        [75, "UM BODILY INJURY $250,000 EA PERS"],
        [526, "224.03"],
      ],
      [[190, "$100,000 EA OCC"]],
    ];
    expect(limits(rows, "UMBI")).not.toContainEqual([250_000, 100_000]);
  });

  it("joins two bare amounts under a column titled for both halves", () => {
    const rows: FixtureRow[] = [
      [
        [47, "Vehicle"],
        [200, "Bodily Inj"],
        [270, "Prop Dam"],
        [527, "Premium"],
      ],
      [
        [47, "Year / Make / Model"],
        [205, "EP/EA"],
        [280, "EA"],
        [520, "Semi-Annual"],
      ],
      [
        [47, "#1"],
        [202, "$25,000"],
        [272, "$25,000"],
        [525, "$1,057.62"],
      ],
      [[202, "$50,000"]],
    ];
    expect(limits(rows, "BI", HEAD.slice(0, 3))).toEqual([[25_000, 50_000]]);
  });
});
