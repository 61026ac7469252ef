import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { findAmounts } from "@/lib/service/documents/parse/money";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// What a carrier's app and a bilingual page print that a declarations form does not: amounts in
// shorthand ("$1M"), a "Policy address", a names line the screen cut short, and the underwriting
// company wrapped under a caption with its NAIC code beside the producer's agency.

const TODAY = new Date("2026-09-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });

const APP_HEAD: FixtureRow[] = [
  [[180, "The Hartford"]],
  [[180, "Homeowners Policy"]],
  [[186, "Policy number"]],
  [[186, "ESE9535211"]],
  [
    [186, "Effective date"],
    [306, "Ends"],
  ],
  [
    [186, "7/20/2025"],
    [306, "7/20/2026"],
  ],
];

describe("amounts in shorthand", () => {
  it("reads millions and thousands with or without a decimal", () => {
    expect(findAmounts("$1M").map((a) => a.value)).toEqual([1_000_000]);
    expect(findAmounts("$1.5M each occurrence").map((a) => a.value)).toEqual([1_500_000]);
    expect(findAmounts("$2.5K").map((a) => a.value)).toEqual([2_500]);
    expect(findAmounts("$2 million").map((a) => a.value)).toEqual([2_000_000]);
  });

  it("takes no month count or model code for millions", () => {
    expect(findAmounts("12M term").map((a) => a.value)).toEqual([]);
    expect(findAmounts("2019 BMW M3").map((a) => a.value)).not.toContain(3_000_000);
  });

  it("reads a home's liability limit printed as $1M", () => {
    const rows = [
      ...APP_HEAD,
      [[186, "Your coverage"]],
      [
        [186, "Dwelling"],
        [244, "$814K"],
      ],
      [
        [186, "Personal liability"],
        [303, "$1M"],
      ],
    ] as FixtureRow[];
    const liability = read(rows, "home").coverages.find((c) => c.code === "PERSONAL_LIABILITY");
    expect(liability?.limitPerAccident ?? liability?.limitPerPerson).toBe(1_000_000);
  });
});

describe("an app's insured block", () => {
  it("reads the address under 'Policy address'", () => {
    const rows = [
      ...APP_HEAD,
      [[186, "Named insured"]],
      [[186, "Deborah Chen"]],
      [[186, "Policy address"]],
      [[186, "16648 Canyon Trl"]],
      [[186, "Chattanooga, TN 37402"]],
    ] as FixtureRow[];
    expect(read(rows, "home").address).toMatchObject({
      addressLine1: "16648 Canyon Trl",
      city: "Chattanooga",
      state: "TN",
      postalCode: "37402",
    });
  });

  it("keeps the whole names before a cut and drops the cut one", () => {
    const rows = [
      ...APP_HEAD,
      [
        [186, "Named insureds"],
        [279, "Priya McAllister & Raymond A M…"],
      ],
      [[186, "Policy address"]],
      [[186, "3664 N Riverbend Loop # 28"]],
      [[186, "Richmond, VA 23233"]],
    ] as FixtureRow[];
    expect(read(rows, "home").insureds.map((p) => [p.firstName, p.lastName])).toEqual([["Priya", "McAllister"]]);
  });
});

describe("the underwriting company beside the producer", () => {
  const head = (company: FixtureRow[]): FixtureRow[] => [
    [
      [53, "State Auto"],
      [395, "Policy No.: 374-0298-Z72"],
    ],
    [[199, "Personal Auto Policy Declarations"]],
    [
      [53, "Named Insured"],
      [164, "Rafael X Jovanovic"],
      [324, "Policy Term"],
      [427, "3/1/2027 To 9/1/2027"],
    ],
    ...company,
    [
      [324, "Producer"],
      [427, "Highland Insurance Group"],
    ],
    [[53, "Bodily Injury  $100,000 / $300,000"]],
  ];

  it("joins a name wrapped under its caption, past a gloss at the caption's edge", () => {
    const rows = head([
      [[324, "Underwriting Company Progressive Specialty"]],
      [
        [324, "/ Compañía"],
        [441, "Insurance Company"],
      ],
    ]);
    expect(read(rows, "auto").carrier.name).toBe("Progressive Specialty Insurance Company");
  });

  it("takes the NAIC code's company over the producer's agency", () => {
    const rows = head([
      [
        [324, "NAIC Code"],
        [427, "25135"],
      ],
      [[53, "Underwritten by Highland Insurance"]],
    ]);
    const carrier = read(rows, "auto").carrier;
    expect(carrier.naicCode).toBe("25135");
    expect(carrier.name).toBe("State Automobile Mutual Insurance Company");
  });
});
