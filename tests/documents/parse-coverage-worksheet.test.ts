import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// An agency's coverage worksheet: every coverage offered, each row marked taken or not. Offered
// coverages nobody took print their limits too; they are not the policy's.

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home" = "auto") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });
const codes = (policy: ReturnType<typeof read>) => policy.coverages.map((c) => c.code).sort();

const AUTO: FixtureRow[] = [
  [[40, "Auto Coverage Worksheet"]],
  [[40, "Policy Number: PAP 8193555"]],
  [[40, "Policy Period: 06/01/2026 to 12/01/2026"]],
  [
    [40, "#"],
    [80, "Year"],
    [130, "Make"],
    [210, "Model"],
    [320, "VIN"],
    [500, "Financed"],
  ],
  [
    [40, "1"],
    [80, "2026"],
    [130, "Kia"],
    [210, "Telluride"],
    [320, "5XYP3DGC6TG123456"],
    [510, "Y"],
  ],
  [
    [40, "2"],
    [80, "2018"],
    [130, "Mazda"],
    [210, "Mazda3"],
    [320, "3MZBN1V34JM212345"],
    [510, "N"],
  ],
];

describe("rows marked taken or not", () => {
  it("drops rows without the tick the taken rows have before their names (an empty drawn box prints nothing)", () => {
    const policy = read([
      ...AUTO,
      [
        [52, "X"],
        [80, "BI Liability"],
        [380, "$250,000/$500,000"],
      ],
      [
        [52, "X"],
        [80, "PD Liability"],
        [420, "$100,000"],
      ],
      [
        [80, "Med Pay"],
        [420, "$2,000"],
      ],
      [
        [52, "X"],
        [80, "Collision - Veh 1"],
        [420, "$500"],
      ],
      [
        [80, "UM - Property Damage"],
        [420, "$15,000"],
      ],
    ]);
    expect(codes(policy)).toEqual(["BI", "COLL", "PD"]);
    expect(policy.properties.map((p) => (p.type === "vehicle" ? p.data.vin : null))).toEqual([
      "5XYP3DGC6TG123456",
      "3MZBN1V34JM212345",
    ]);
  });

  it("reads a pair of boxes under 'Selected | Declined' by the column of the ticked one", () => {
    const policy = read([
      ...AUTO,
      [
        [40, "Selected"],
        [110, "Declined"],
        [170, "Coverage Description"],
        [420, "Limits"],
      ],
      [
        [55, "[X]"],
        [120, "[ ]"],
        [170, "Bodily Injury"],
        [420, "$100,000/$300,000"],
      ],
      [
        [55, "[X]"],
        [120, "[ ]"],
        [170, "Property Damage"],
        [420, "$50,000"],
      ],
      [
        [55, "[ ]"],
        [120, "[X]"],
        [170, "Medical Payments"],
        [420, "$5,000"],
      ],
      [
        [55, "[ ]"],
        [120, "[X]"],
        [170, "Uninsured Motorist Bodily Injury"],
        [420, "$100,000/$300,000"],
      ],
    ]);
    expect(codes(policy)).toEqual(["BI", "PD"]);
  });

  it("reads 'Yes'/'No', '[Y]'/'[N]' and 'Not Selected' at the row's end", () => {
    const policy = read([
      ...AUTO,
      [
        [40, "Bodily Injury"],
        [360, "$100,000/$300,000"],
        [530, "Yes"],
      ],
      [
        [40, "Property Damage"],
        [360, "$50,000"],
        [530, "[Y]"],
      ],
      [
        [40, "Medical Payments"],
        [360, "$5,000"],
        [530, "No"],
      ],
      [
        [40, "Uninsured Motorist Property Damage"],
        [360, "$15,000"],
        [530, "[N]"],
      ],
      [
        [40, "Collision"],
        [360, "$1,000"],
        [500, "Not Selected"],
      ],
    ]);
    expect(codes(policy)).toEqual(["BI", "PD"]);
  });
});

it("takes no unticked choice of a line of choices for a fact ('[ ] HO-6' is no condo)", () => {
  const policy = read(
    [
      [[48, "Homeowners Application - Coverages"]],
      [[48, "Policy Number: HO 5512034"]],
      [[48, "Policy Period: 06/01/2026 to 06/01/2027"]],
      [[48, "Policy Form: [ ] HO-3 [X] HO-5 [ ] HO-6"]],
      [
        [48, "Coverage A - Dwelling"],
        [365, "$237,000"],
      ],
    ],
    "home",
  );
  expect(policy.type).toBe("home");
});
