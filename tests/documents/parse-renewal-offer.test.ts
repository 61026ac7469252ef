import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { classifyAutoLabel } from "@/lib/service/documents/parse/coverage-codes";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A renewal offer letter compares the term that ends with the one it offers ("Current term | At
// renewal", "Today | Your renewal"); the page is evidence of the offered term, so its values come
// from the renewal column. Plain-language coverage names ("Theft, glass and weather", "Medical
// expenses") name the coverages they stand for.

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });

const LETTER: FixtureRow[] = [
  [[52, "Renewal offer - Homeowners Policy"]],
  [[52, "Policy No. HM 3269591"]],
  [[52, "Your policy renews on July 8, 2026 for the term ending July 8, 2027."]],
];

const comparison = (old: string, renewal: string): FixtureRow[] => [
  [
    [55, "Coverage"],
    [330, old],
    [470, renewal],
  ],
  [
    [55, "Dwelling"],
    [330, "$784,900"],
    [470, "$832,000"],
  ],
  [
    [55, "Personal Property"],
    [330, "$392,450"],
    [470, "$416,000"],
  ],
  [
    [55, "Personal Liability"],
    [330, "$100,000"],
    [470, "$300,000"],
  ],
];

const limit = (rows: FixtureRow[], code: string) => {
  const c = read(rows, "home").coverages.find((x) => x.code === code);
  return c ? (c.limitPerAccident ?? c.limitPerPerson) : undefined;
};

describe("a renewal offer's comparison of the terms", () => {
  it.each([
    ["Current term", "At renewal"],
    ["Today", "Your renewal"],
    ["Previous", "Renewal"],
  ])("takes the values under %s / %s from the renewal column", (old, renewal) => {
    const rows = [...LETTER, ...comparison(old, renewal)];
    expect(limit(rows, "DWELLING")).toBe(832000);
    expect(limit(rows, "PERSONAL_PROPERTY")).toBe(416000);
    expect(limit(rows, "PERSONAL_LIABILITY")).toBe(300000);
  });
});

describe("plain-language coverage names", () => {
  it.each([
    ["Theft, glass and weather - 2020 Mazda CX-9", "COMP"],
    ["Theft, vandalism and weather", "COMP"],
    ["Medical expenses", "MEDPAY"],
    ["Liability to others for injuries", "BI"],
    ["Uninsured drivers - your car", "UMPD"],
    ["Glass coverage", null],
  ])("%s is %s", (label, code) => {
    expect(classifyAutoLabel(label)).toBe(code);
  });

  it("reads a comprehensive deductible printed under its plain name", () => {
    const d = read(
      [
        [[40, "Personal Auto Policy  Policy number AU 6507620"]],
        [[40, "2020 Mazda CX-9 VIN JM33U8LT7LK780195"]],
        [
          [40, "Liability to others for injuries"],
          [300, "$30,000 per person / $60,000 per accident"],
        ],
        [
          [40, "Theft, glass and weather"],
          [300, "$1,000 ded."],
        ],
        [
          [40, "Collision damage"],
          [300, "$500 ded."],
        ],
      ],
      "auto",
    );
    expect(d.coverages.find((c) => c.code === "COMP")?.deductible).toBe(1000);
    expect(d.coverages.find((c) => c.code === "COLL")?.deductible).toBe(500);
  });
});

describe("a lender named in a letter's sentence", () => {
  const letter = (sentence: string[]): FixtureRow[] => [
    ...LETTER,
    ...comparison("Current term", "At renewal"),
    ...sentence.map((s): FixtureRow => [[52, s]]),
  ];

  it("reads the mortgage company a copy goes to, with its address and loan number", () => {
    const d = read(
      letter([
        "We will send a copy of this renewal offer to your mortgage company, Truist Bank, PO Box 46007, Sumter, SC 29151, loan",
        "number 5258-052882.",
      ]),
      "home",
    );
    expect(d.thirdParties).toMatchObject([
      {
        type: "mortgagee",
        name: "Truist Bank",
        loanNumber: "5258-052882",
        address: { city: "Sumter", state: "SC", postalCode: "29151" },
      },
    ]);
  });

  it("reads a lender the renewal bill is sent to, and not a person a letter is mailed to", () => {
    const billed = read(
      letter([
        "Because your premium is paid through escrow, we will send the renewal bill to Wells Fargo Bank, N.A., PO Box 44896,",
        "Springfield, OH 45501, loan number 7587435585.",
      ]),
      "home",
    );
    expect(billed.thirdParties).toMatchObject([
      { type: "mortgagee", name: "Wells Fargo Bank, N.A.", loanNumber: "7587435585" },
    ]);
    const mailed = read(
      letter(["We mailed your new ID cards to Tamika Whitfield, 16724 Adams Lane, Lexington, KY 40507."]),
      "home",
    );
    expect(mailed.thirdParties).toEqual([]);
  });
});
