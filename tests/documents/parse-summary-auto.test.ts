import { describe, expect, it } from "vitest";
import { autoCoverages } from "../fixtures/documents/auto-coverages";
import type { FixtureRow } from "../fixtures/documents/declarations";

// An auto policy summarised beside other text (a two-panel summary sheet) or in a letter: vehicle
// numbers in short form ("Comp Ded V2", a "#1 | #2" grid), both physical damage deductibles under
// one label ("Comp/Coll"), liability limits under a label naming both parts, deductibles in words.

const TODAY = new Date("2026-02-01");
const HEAD: FixtureRow[] = [
  [[50, "Policy #  AB-12345678"]],
  [[50, "Policy Period: 01/01/2026 to 07/01/2026"]],
  [
    [300, "V1 2023 VOLKSWAGEN ATLAS"],
    [450, "VIN WVWPUMX6XPM915882"],
  ],
  [
    [300, "V2 2021 MAZDA MAZDA3"],
    [450, "VIN 3MZ8F6M19MR105467"],
  ],
];
const deductibles = (rows: FixtureRow[]) =>
  autoCoverages([...HEAD, ...rows], TODAY)
    .filter((c) => c.code === "COMP" || c.code === "COLL")
    .map((c) => [c.code, c.vehicle, c.deductible]);

describe("a two-panel summary's physical damage rows", () => {
  it("gives each deductible to the vehicle its short label names, beside the other panel's text", () => {
    const rows: FixtureRow[] = [
      [
        [48, "13976 PEMBERTON RUN"],
        [300, "OTC Ded V1"],
        [540, "$500"],
      ],
      [
        [48, "DAYTON, OH 45419-2266"],
        [300, "Coll Ded V1"],
        [530, "$1,500"],
      ],
      [
        [300, "OTC Ded V2"],
        [530, "$1,000"],
      ],
      [
        [300, "Coll Ded V2"],
        [540, "$250"],
      ],
    ];
    expect(deductibles(rows)).toEqual([
      ["COMP", 0, 500],
      ["COLL", 0, 1500],
      ["COMP", 1, 1000],
      ["COLL", 1, 250],
    ]);
  });

  it("reads a small grid under '#1 | #2' column by column", () => {
    const rows: FixtureRow[] = [
      [
        [57, "Imani Kowalski"],
        [474, "#1"],
        [543, "#2"],
      ],
      [
        [57, "2211 Railroad Ave"],
        [324, "Comp"],
        [465, "$500"],
        [543, "$0"],
      ],
      [
        [57, "Fargo, ND 58104"],
        [324, "Coll"],
        [458, "$2,000"],
        [527, "$1,000"],
      ],
    ];
    expect(deductibles(rows)).toEqual([
      ["COMP", 0, 500],
      ["COMP", 1, 0],
      ["COLL", 0, 2000],
      ["COLL", 1, 1000],
    ]);
  });
});

describe("both deductibles under one label", () => {
  it("reads 'Comp/Coll' values in the label's order, per vehicle", () => {
    const rows: FixtureRow[] = [
      [[50, "Deductibles (Comp/Coll) (2023 Volkswagen Atlas): $250/$2,000"]],
      [[50, "Coll/Comp Ded (2021 Mazda Mazda3): 1,000/500"]],
    ];
    expect(deductibles(rows)).toEqual([
      ["COMP", 0, 250],
      ["COLL", 0, 2000],
      ["COMP", 1, 500],
      ["COLL", 1, 1000],
    ]);
  });
});

describe("a letter's coverage sentences", () => {
  it("reads split limits under a label that names bodily injury and property damage", () => {
    const found = autoCoverages(
      [...HEAD, [[50, "Bodily injury and property damage liability limits are 30/60/100."]]],
      TODAY,
    );
    expect(found.filter((c) => !["COMP", "COLL"].includes(c.code))).toEqual([
      { code: "BI", limits: [30_000, 60_000], deductible: null, vehicle: null },
      { code: "PD", limits: [null, 100_000], deductible: null, vehicle: null },
    ]);
  });

  it("reads the deductibles a sentence states for the vehicle it names", () => {
    const rows: FixtureRow[] = [
      [[50, "The 2023 Volkswagen Atlas carries comprehensive with a $500 deductible and collision with a $250"]],
      [[50, "deductible."]],
      [[50, "Physical damage on the 2021 Mazda Mazda3: $100 comprehensive deductible / $1,000 collision deductible."]],
    ];
    expect(deductibles(rows)).toEqual([
      ["COMP", 0, 500],
      ["COLL", 0, 250],
      ["COMP", 1, 100],
      ["COLL", 1, 1000],
    ]);
  });
});
