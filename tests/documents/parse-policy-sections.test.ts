import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A package summary covers a household's home and auto policies on one page: the account's total
// first, then each policy's own number, term and premium under a heading naming its line of
// business, in sections one under another or in boxes side by side. The requested policy's figures
// are its own section's, not the first section's nor the account's.

const TODAY = new Date("2026-09-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home") => {
  const d = parsePolicy([textPage(rows)], { policyType, today: TODAY });
  return [d.policyNumber, d.effectiveDate, d.expirationDate, d.premium];
};

const ACCOUNT: FixtureRow[] = [
  [[59, "Your Package Summary"]],
  [
    [59, "Named insured"],
    [209, "Underwood, Tomas F"],
  ],
  [
    [59, "Package account no."],
    [209, "14437796"],
  ],
  [
    [59, "Total account premium"],
    [209, "$3,070.51"],
  ],
];

const STACKED: FixtureRow[] = [
  ...ACCOUNT,
  [[59, "Homeowners Package Policy"]],
  [
    [59, "Policy No."],
    [179, "ZCA1791331"],
  ],
  [
    [59, "Policy period"],
    [179, "4/28/2026 - 4/28/2027 12 mo."],
  ],
  [
    [59, "Premium"],
    [179, "$1,530.44"],
  ],
  [
    [59, "Coverage A - Dwelling"],
    [257, "$839,000"],
  ],
  [[59, "AUTO"]],
  [
    [59, "Policy No."],
    [179, "CSZ3676216"],
  ],
  [
    [59, "Policy period"],
    [179, "9/28/2026 - 3/28/2027 6 mo."],
  ],
  [
    [59, "Premium"],
    [179, "$1,540.07"],
  ],
  [
    [59, "Bodily Injury Liability"],
    [257, "$30,000/$60,000"],
  ],
];

const SIDE_BY_SIDE: FixtureRow[] = [
  ...ACCOUNT,
  [
    [35, "HOMEOWNERS PACKAGE POLICY"],
    [328, "AUTO"],
  ],
  [
    [35, "Policy number"],
    [126, "300-2531-J84"],
    [328, "Policy number"],
    [413, "AP-441145-04"],
  ],
  [
    [35, "Policy term"],
    [126, "9/4/2027 - 9/4/2028"],
    [328, "Policy term"],
    [413, "11/4/2027 - 5/4/2028"],
  ],
  [
    [35, "Total policy premium"],
    [126, "$1,735.46"],
    [328, "Total policy premium"],
    [413, "$120.04"],
  ],
];

describe("one paper about several policies", () => {
  it("reads the requested policy's own section when they stand one under another", () => {
    expect(read(STACKED, "auto")).toEqual(["CSZ3676216", "2026-09-28", "2027-03-28", 1540.07]);
    expect(read(STACKED, "home")).toEqual(["ZCA1791331", "2026-04-28", "2027-04-28", 1530.44]);
  });

  it("reads the requested policy's own box when they stand side by side", () => {
    expect(read(SIDE_BY_SIDE, "auto")).toEqual(["AP-441145-04", "2027-11-04", "2028-05-04", 120.04]);
    expect(read(SIDE_BY_SIDE, "home")).toEqual(["300-2531-J84", "2027-09-04", "2028-09-04", 1735.46]);
  });

  it("leaves a one-policy page whole: a heading without a number of its own is no section", () => {
    const single: FixtureRow[] = [
      [
        [59, "Policy No."],
        [179, "CSZ3676216"],
      ],
      [
        [59, "Policy period"],
        [179, "9/28/2026 - 3/28/2027"],
      ],
      [
        [59, "Total premium"],
        [179, "$1,540.07"],
      ],
      [[59, "AUTO"]],
      [
        [59, "Bodily Injury Liability"],
        [257, "$30,000/$60,000"],
      ],
    ];
    expect(read(single, "auto")).toEqual(["CSZ3676216", "2026-09-28", "2027-03-28", 1540.07]);
  });

  it("does not choose between two policies of the requested line", () => {
    const twoAutos = STACKED.map((row) =>
      row.length === 1 && row[0][1] === "Homeowners Package Policy" ? [[59, "Auto Policy"]] : row,
    ) as FixtureRow[];
    // Neither section wins: the page is read whole, its first number first.
    expect(read(twoAutos, "auto")[0]).toBe("ZCA1791331");
  });
});
