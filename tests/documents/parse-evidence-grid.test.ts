import { describe, expect, it } from "vitest";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { autoCoverages } from "../fixtures/documents/auto-coverages";

// An evidence form's coverage grid: a checkbox and the coverage at the left, the vehicle it applies
// to, the deductible, and a limit column that names each part of a split limit before its amount.

const VEHICLES: FixtureRow[] = [
  [[50, "Policy Number: AB-12345678"]],
  [[50, "Policy Period: 01/01/2026 to 07/01/2026"]],
  [
    [48, "VEH #"],
    [89, "YEAR"],
    [136, "MAKE"],
    [241, "MODEL"],
    [397, "VEHICLE ID NO."],
  ],
  [
    [48, "1"],
    [89, "2023"],
    [136, "VOLKSWAGEN"],
    [241, "ATLAS"],
    [397, "WVWPUMX6XPM915882"],
  ],
  [
    [48, "2"],
    [89, "2021"],
    [136, "MAZDA"],
    [241, "MAZDA3"],
    [397, "3MZ8F6M19MR105467"],
  ],
  [
    [48, "COVERAGE"],
    [204, "VEH"],
    [272, "DED"],
    [350, "LIMITS"],
  ],
];

const GRID: FixtureRow[] = [
  [
    [48, "[X] LIABILITY"],
    [204, "ALL"],
    [350, "BI - EA PERSON $ 30,000"],
  ],
  [[350, "BI - EA ACC $ 60,000"]],
  [[350, "PD - EA ACC $ 25,000"]],
  [
    [48, "[X] UNINSURED MOTORIST"],
    [204, "ALL"],
    [350, "UM - EA PERSON $ 20,000"],
  ],
  [[350, "UM - EA ACC $ 40,000"]],
  [
    [48, "[ ] UNINSURED MOTORIST PD"],
    [350, "UMPD - EA ACC REJECTED"],
  ],
  [
    [48, "[X] COMP / OTC"],
    [204, "VEH 1"],
    [272, "$ 100"],
    [350, "STATED: ACV"],
  ],
  [
    [48, "[X] COLLISION"],
    [204, "VEH 1"],
    [272, "$ 1,500"],
    [350, "STATED: ACV"],
  ],
];

describe("an evidence form's coverage grid", () => {
  const found = autoCoverages([...VEHICLES, ...GRID], new Date("2026-02-01"));
  const get = (code: string) => found.filter((c) => c.code === code);

  it("reads each split limit from the parts its limit column names", () => {
    expect(get("BI").map((c) => c.limits)).toEqual([[30_000, 60_000]]);
    expect(get("PD").map((c) => c.limits)).toEqual([[null, 25_000]]);
    expect(get("UMBI").map((c) => c.limits)).toEqual([[20_000, 40_000]]);
  });

  it("takes a rejected coverage's row for a row, not for the titles of a table across", () => {
    expect(get("UMPD")).toEqual([]);
    expect(get("COMP")).toHaveLength(1);
  });

  it("gives a deductible to the one vehicle its row names", () => {
    expect(get("COMP")).toEqual([{ code: "COMP", limits: [null, null], deductible: 100, vehicle: 0 }]);
    expect(get("COLL")).toEqual([{ code: "COLL", limits: [null, null], deductible: 1500, vehicle: 0 }]);
  });
});
