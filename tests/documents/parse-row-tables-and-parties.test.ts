import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import { parseLimits } from "@/lib/service/documents/parse/money";
import { lineFromWords } from "@/lib/service/documents/text/layout";
import type { TextPage } from "@/lib/service/documents/text/types";

// Shapes seen on pages the rules were not written for: vehicles as the rows of a coverage table
// whose cells wrap, a lender's label beside its address, a role printed after a name, numbered
// mortgagee lists, and company names printed in capitals or wrapped inside a sentence.

const TODAY = new Date("2026-02-01");
type Rows = [number, [number, string][]][];

/** A page whose rows stand at the given baselines, in 8-point type. */
function page(rows: Rows): TextPage {
  const lines = rows.map(([y, cells]) =>
    lineFromWords(cells.map(([x, text]) => ({ text, x, y, w: text.length * 4, h: 8 }))),
  );
  return { width: 612, height: 792, lines };
}

const HEAD: Rows = [
  [40, [[45, "Policy Number: 55120-77-01"]]],
  [52, [[45, "Policy Period: 03/01/2026 to 09/01/2026"]]],
];

const read = (rows: Rows, policyType: "auto" | "home" = "auto") =>
  parsePolicy([page([...HEAD, ...rows])], { policyType, today: TODAY });

const vinOf = (draft: PolicyDraft, id: string | null | undefined) =>
  (draft.properties.find((p) => p.id === id)?.data as { vin?: string } | undefined)?.vin ?? null;

const VEHICLES: Rows = [
  [80, [[45, "Vehicles"]]],
  [
    92,
    [
      [45, "1 2024 Mazda Mazda3"],
      [220, "JM15KLA46RB999065"],
    ],
  ],
  [
    104,
    [
      [45, "2 2015 Ford Escape"],
      [220, "1FMCU9G90FUA12345"],
    ],
  ],
];

describe("a coverage table whose rows are vehicles", () => {
  const draft = read([
    ...VEHICLES,
    [
      140,
      [
        [45, "Veh"],
        [210, "Bodily Injury"],
        [300, "Property Damage"],
      ],
    ],
    [
      150,
      [
        [45, "Year / Make / Model"],
        [200, "Each Person/Each Accident"],
        [301, "Each Occurrence"],
      ],
    ],
    [
      164,
      [
        [45, "1 2024 Mazda"],
        [214, "$250,000/"],
        [316, "$25,000"],
      ],
    ],
    [
      175,
      [
        [45, "Mazda3"],
        [215, "$500,000"],
        [316, "$175.59"],
      ],
    ],
    [
      186,
      [
        [45, "JM15KLA46RB999065"],
        [218, "$121.98"],
      ],
    ],
    [
      230,
      [
        [45, "Veh"],
        [196, "Other Than Collision"],
        [316, "Collision"],
        [410, "Loan/Lease"],
        [520, "Total"],
      ],
    ],
    [
      240,
      [
        [45, "Year / Make / Model"],
        [202, "(Comprehensive)"],
        [314, "ACV Less"],
        [405, "Gap Coverage"],
        [509, "Per Vehicle"],
      ],
    ],
    [
      254,
      [
        [45, "1 2024 Mazda"],
        [229, "$0"],
        [322, "$500"],
        [407, "25% of ACV"],
        [514, "$634.46"],
      ],
    ],
    [
      265,
      [
        [45, "Mazda3"],
        [220, "$13.55"],
        [316, "$179.55"],
      ],
    ],
    [276, [[45, "JM15KLA46RB999065"]]],
    [
      293,
      [
        [45, "2 2015 Ford"],
        [224, "$250"],
        [319, "$2,000"],
        [407, "25% of ACV"],
        [510, "$1,103.22"],
      ],
    ],
    [
      304,
      [
        [45, "Escape"],
        [218, "$388.33"],
        [316, "$207.91"],
      ],
    ],
    [315, [[45, "1FMCU9G90FUA12345"]]],
  ]);

  it("joins a split limit that wraps in its cell, and leaves the premium under it alone", () => {
    const bi = draft.coverages.find((c) => c.code === "BI");
    expect([bi?.limitPerPerson, bi?.limitPerAccident]).toEqual([250_000, 500_000]);
  });

  it("gives each vehicle its own deductibles, across the line that only holds its VIN", () => {
    const deductibles = draft.coverages
      .filter((c) => c.code === "COMP" || c.code === "COLL")
      .map((c) => [c.code, vinOf(draft, c.property), c.deductible]);
    expect(deductibles).toEqual(
      expect.arrayContaining([
        ["COMP", "JM15KLA46RB999065", 0],
        ["COLL", "JM15KLA46RB999065", 500],
        ["COMP", "1FMCU9G90FUA12345", 250],
        ["COLL", "1FMCU9G90FUA12345", 2000],
      ]),
    );
    expect(deductibles).toHaveLength(4);
  });
});

describe("split limits printed in thousands", () => {
  it("reads 500/1000 as $500,000 / $1,000,000, and keeps dollars written as dollars", () => {
    expect(parseLimits("500/1000")).toMatchObject({ perPerson: 500_000, perAccident: 1_000_000 });
    expect(parseLimits("$500/$1,000")).toMatchObject({ perPerson: 500, perAccident: 1000 });
  });
});

describe("interests", () => {
  it("takes the name above when the lender's label stands beside its address", () => {
    const draft = read([
      ...VEHICLES,
      [140, [[45, "Lienholder / Loss Payee"]]],
      [
        152,
        [
          [45, "Vehicle 1"],
          [142, "Ford Motor Credit Company LLC"],
        ],
      ],
      [
        163,
        [
          [45, "Lienholder"],
          [142, "PO Box 8924"],
        ],
      ],
      [174, [[142, "Omaha, NE 68154"]]],
    ]);
    expect(draft.thirdParties.map((t) => [t.type, t.name, t.address?.city])).toEqual([
      ["lienholder", "Ford Motor Credit Company LLC", "Omaha"],
    ]);
  });

  it("takes the role printed after a name over the column's word", () => {
    const draft = read([
      ...VEHICLES,
      [
        140,
        [
          [45, "Vehicle"],
          [441, "Finance Company/ Lienholder"],
        ],
      ],
      [
        152,
        [
          [45, "1 2024 Mazda Mazda3"],
          [441, "BRIDGECREST ACCEPTANCE CORPORATION (LESSOR)"],
        ],
      ],
    ]);
    expect(draft.thirdParties.map((t) => [t.type, t.name])).toEqual([["lessor", "BRIDGECREST ACCEPTANCE CORPORATION"]]);
  });

  it("reads a lender on a home policy as its mortgagee", () => {
    const draft = read(
      [
        [100, [[33, "LENDER"]]],
        [112, [[33, "PNC Bank, National Association ISAOA, ATIMA"]]],
        [124, [[33, "PO Box 97103"]]],
        [136, [[33, "Miamisburg, OH 45343-1038"]]],
      ],
      "home",
    );
    expect(draft.thirdParties.map((t) => [t.type, t.name])).toEqual([["mortgagee", "PNC Bank, National Association"]]);
  });

  it("reads a numbered mortgagee list under its column titles", () => {
    const draft = read(
      [
        [100, [[49, "Mortgagee(s)"]]],
        [
          112,
          [
            [49, "#"],
            [90, "Name and Address"],
            [388, "Loan Number"],
          ],
        ],
        [
          124,
          [
            [49, "1"],
            [90, "LAKEVIEW LOAN SERVICING, LLC"],
            [388, "6416553595"],
          ],
        ],
        [135, [[90, "PO BOX 82375"]]],
        [146, [[90, "CORAL GABLES, FL 33146-3213"]]],
      ],
      "home",
    );
    expect(draft.thirdParties.map((t) => [t.type, t.name, t.loanNumber])).toEqual([
      ["mortgagee", "LAKEVIEW LOAN SERVICING, LLC", "6416553595"],
    ]);
  });

  it("keeps a name's own commas under a generic interests heading", () => {
    const draft = read(
      [
        [100, [[58, "Mortgagee / Additional Interests"]]],
        [
          112,
          [
            [58, "Midland Mortgage, a division of MidFirst Bank"],
            [366, "Loan Number: 4789826R"],
          ],
        ],
        [124, [[58, "PO Box 9595"]]],
        [136, [[58, "Oklahoma City, OK 73126"]]],
      ],
      "home",
    );
    expect(draft.thirdParties.map((t) => [t.name, t.loanNumber])).toEqual([
      ["Midland Mortgage, a division of MidFirst Bank", "4789826R"],
    ]);
  });
});

describe("the carrier", () => {
  it("reads a name printed in capitals, and never a lender's legal form", () => {
    const draft = read([
      [100, [[33, "LENDER"]]],
      [112, [[33, "PNC Bank, National Association ISAOA, ATIMA"]]],
      [
        400,
        [[33, "Copyright 2023 by COUNTRY MUTUAL INSURANCE COMPANY (a stock company) | P.O. Box 39014, Tucson, AZ"]],
      ],
    ]);
    expect(draft.carrier.name).toBe("COUNTRY MUTUAL INSURANCE COMPANY");
  });

  it("follows a name that a sentence wraps onto the next line", () => {
    const draft = read([
      [
        100,
        [
          [
            58,
            "This page and any attached endorsements form a part of your policy, which is issued by Safeco Insurance",
          ],
        ],
      ],
      [112, [[58, "Company of America (a stock insurance company)."]]],
    ]);
    expect(draft.carrier.name).toBe("Safeco Insurance Company of America");
  });
});
