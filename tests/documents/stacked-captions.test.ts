import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { plausibleCarDeductible } from "@/lib/service/documents/parse/coverage-values";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";
import { withCheckDigit as vin } from "../fixtures/documents/vin";

// An ID card's back prints caption rows and value rows in turn ("Liability - Bodily Injury" over
// "$50,000/$100,000", then "Comprehensive Deductible" over "2021 FORD: $500 deductible"): each
// caption row heads only the row under it. And a car's deductible is a round amount, never a
// model year or a box number read in its place.

const TODAY = new Date("2026-02-01");
const ESCAPE = vin("1FTL6CXV0MY833957");
const FUSION = vin("2FMCEJHF0LR242474");

const read = (rows: FixtureRow[]) =>
  parsePolicy([textPage([[[60, "Policy No.: 2925RC92700"]], ...rows])], { policyType: "auto", today: TODAY });

describe("caption rows and value rows in turn", () => {
  it("gives each vehicle the deductibles its own line prints", () => {
    const policy = read([
      [
        [60, `VIN: ${ESCAPE}`],
        [300, "Yr / MAKE / 2021 FORD ESCAPE"],
      ],
      [
        [60, `VIN: ${FUSION}`],
        [300, "Yr / MAKE / 2020 FORD FUSION"],
      ],
      [
        [60, "Liability - Bodily Injury"],
        [226, "Liability - Property Damage"],
        [392, "Uninsured Motorists"],
      ],
      [
        [60, "$50,000/$100,000"],
        [226, "$250,000"],
        [392, "$30,000/$60,000"],
      ],
      [
        [60, "Comprehensive Deductible"],
        [226, "Collision Deductible"],
        [392, "Roadside Assistance"],
      ],
      [
        [60, "2021 FORD: $500 deductible"],
        [226, "2021 FORD: $2,000 deductible"],
        [392, "Included"],
      ],
      [
        [60, "2020 FORD: $0 deductible"],
        [226, "2020 FORD: $1,000 deductible"],
      ],
    ]);
    const vinOf = (id: string | null | undefined) => {
      const p = policy.properties.find((x) => x.id === id);
      return p?.type === "vehicle" ? p.data.vin : null;
    };
    const deductibles = policy.coverages
      .filter((c) => c.code === "COMP" || c.code === "COLL")
      .map((c) => `${c.code} ${vinOf(c.property) === ESCAPE ? "Escape" : "Fusion"} ${c.deductible}`)
      .sort();
    expect(deductibles).toEqual(["COLL Escape 2000", "COLL Fusion 1000", "COMP Escape 500", "COMP Fusion 0"]);
    expect(policy.coverages.find((c) => c.code === "BI")).toMatchObject({
      limitPerPerson: 50000,
      limitPerAccident: 100000,
    });
  });
});

describe("a car's deductible", () => {
  it("is a round amount up to a few thousand dollars, never a model year or a box number", () => {
    expect([0, 100, 250, 500, 1000, 2500].every(plausibleCarDeductible)).toBe(true);
    expect([2017, 2020, 3005, 78128, 25_000].some(plausibleCarDeductible)).toBe(false);
  });
});

describe("a home's all-perils deductible under a title wrapped over two lines", () => {
  it("reads the amount centred under 'SECTION I LOSS' / 'DEDUCTIBLE'", () => {
    const policy = parsePolicy(
      [
        textPage([
          [[60, "Policy No.: HO 4471 2098"]],
          [
            [69, "CONSTRUCTION"],
            [232, "YR."],
            [334, "SECTION I LOSS"],
            [464, "OCCUPANCY"],
          ],
          [
            [232, "CONST."],
            [339, "DEDUCTIBLE"],
          ],
          [
            [69, "FRAME"],
            [232, "1946"],
            [314, "$2,000 PER OCCURRENCE"],
            [464, "PRIMARY"],
          ],
          [
            [64, "COVERAGE A - DWELLING"],
            [348, "$618,000"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(policy.coverages.find((c) => c.code === "DWELLING")).toMatchObject({
      limitPerAccident: 618000,
      deductible: 2000,
    });
  });
});
