import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Coverage titles as the columns of an evidence form: the two halves of a split limit in two
// columns of their own, and a row per vehicle with its comprehensive ("OTC") and collision
// deductibles under abbreviated titles.

const TODAY = new Date("2026-02-01");
const byCode = (draft: PolicyDraft) =>
  Object.fromEntries(draft.coverages.map((c) => [c.code, [c.limitPerPerson, c.limitPerAccident, c.deductible]]));
const HEAD: FixtureRow[] = [
  [[50, "EVIDENCE OF AUTOMOBILE INSURANCE"]],
  [
    [50, "POLICY NO."],
    [300, "EFF DATE"],
    [420, "EXPIRATION DATE"],
  ],
  [
    [50, "CSZ3676216"],
    [300, "9/28/2026"],
    [420, "3/28/2027"],
  ],
];

describe("coverages as the columns of an evidence form", () => {
  it("reads 'Bodily injury (each person)' and '(each accident)' columns as one split limit", () => {
    const draft = parsePolicy(
      [
        textPage([
          ...HEAD,
          [[50, "LIMITS OF LIABILITY"]],
          [
            [40, "BODILY INJURY (EACH PERSON)"],
            [220, "BODILY INJURY (EACH ACCIDENT)"],
            [420, "PROPERTY DAMAGE"],
          ],
          [
            [40, "$ 30,000"],
            [220, "$ 60,000"],
            [420, "$ 25,000"],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(byCode(draft)).toMatchObject({ BI: [30000, 60000, null], PD: [null, 25000, null] });
  });

  it("reads a row per vehicle under 'OTC DED' and 'COLLISION DED'", () => {
    const draft = parsePolicy(
      [
        textPage([
          ...HEAD,
          [
            [50, "#"],
            [70, "YR"],
            [100, "MAKE"],
            [170, "MODEL / BODY"],
            [250, "VIN"],
            [380, "OTC DED"],
            [440, "COLLISION DED"],
            [520, "BASIS"],
          ],
          [
            [50, "001"],
            [70, "2025"],
            [100, "VOLKSWAGEN"],
            [170, "ATLAS"],
            [250, "WVGA4U3J8SF007519"],
            [380, "$ 250"],
            [440, "$ 2,000"],
            [520, "ACTUAL CASH"],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(byCode(draft)).toMatchObject({ COMP: [null, null, 250], COLL: [null, null, 2000] });
  });
});

describe("a coverage schedule across, with a vehicle's own rows under its name", () => {
  const page = textPage([
    ...HEAD,
    [
      [100, "Bodily Injury Liability"],
      [250, "Property Damage"],
      [380, "Comprehensive"],
      [480, "Collision"],
    ],
    [
      [30, "Limit"],
      [120, "$15,000 ea. person $10,000 each occurrence"],
      [380, "ACV"],
      [480, "ACV"],
    ],
    [[120, "$30,000 ea. accident"]],
    [[30, "#1 2014 VOLK Jetta VIN: WVG3M2ZC4EG286763"]],
    [
      [30, "Deductible"],
      [380, "$0"],
      [480, "$1,500"],
    ],
    [
      [30, "Cost"],
      [120, "$155.15"],
      [250, "$24.02"],
      [380, "$141.34"],
      [480, "$291.76"],
    ],
    [[30, "#2 2023 JEEP Compass VIN: 1C4R2Y911PR495052"]],
    [
      [30, "Deductible"],
      [380, "$100"],
      [480, "$1,000"],
    ],
    [[30, "Endorsements"]],
    [
      [30, "Loan/Lease Gap Coverage"],
      [250, "25% of ACV"],
      [480, "1: $45.66 2: $43.92"],
    ],
  ]);
  const draft = parsePolicy([page], { policyType: "auto", today: TODAY });
  const vin = (code: string) =>
    draft.coverages
      .filter((c) => c.code === code)
      .map((c) => {
        const data = draft.properties.find((p) => p.id === c.property)?.data;
        return [data && "vin" in data ? data.vin : null, c.deductible];
      });

  it("reads the split limit 'ea. person' over 'ea. accident', cut from the next column's value", () => {
    expect(byCode(draft)).toMatchObject({ BI: [15000, 30000, null], PD: [null, 10000, null] });
  });

  it("gives each vehicle the deductibles of the rows under its name", () => {
    expect(vin("COMP")).toEqual([
      ["WVG3M2ZC4EG286763", 0],
      ["1C4R2Y911PR495052", 100],
    ]);
    expect(vin("COLL")).toEqual([
      ["WVG3M2ZC4EG286763", 1500],
      ["1C4R2Y911PR495052", 1000],
    ]);
  });
});

describe("an ID card's titles and values alternating down the card", () => {
  it("ends a title's column at the next row of titles, even one that shares its row with a price", () => {
    const draft = parsePolicy(
      [
        textPage([
          ...HEAD,
          [
            [41, "2025"],
            [76, "GMC Terrain AT4"],
            [175, "2GKXMV1D4SZ701574"],
          ],
          [
            [38, "BODILY INJURY"],
            [173, "PROPERTY DAMAGE"],
            [309, "UNINSURED MOTORIST BI"],
            [444, "COMPREHENSIVE DED."],
          ],
          [
            [38, "$50,000 / $100,000"],
            [174, "$100,000"],
            [309, "$50,000 / $100,000"],
            [445, "2025 GMC: $250 deductible"],
          ],
          [
            [38, "COLLISION DED."],
            [173, "TOTAL SIX-MONTH PREMIUM"],
          ],
          [
            [38, "2025 GMC: $1,500 deductible"],
            [174, "$1,125.01"],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    const codes = byCode(draft);
    expect(codes.BI).toEqual([50_000, 100_000, null]);
    expect(codes.COMP?.[2]).toBe(250);
    expect(codes.COLL?.[2]).toBe(1_500);
  });
});
