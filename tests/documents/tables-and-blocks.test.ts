import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Tables and vehicle blocks the way carriers print them: a renewal's "What's changed" table, a
// coverage table with the coverages across and each vehicle's own line under the titles, a
// system export's coded coverage columns and rows ("1 COVA", "1 AOPDED"), a deductible caption
// with a note under it, a block of deductibles whose vehicle lines open with their first
// coverage, and a split limit whose slash is printed apart from its halves. Cells sit where those
// pages put them, so the x positions matter.

const read = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: new Date("2026-09-01") });

type Policy = ReturnType<typeof read>;

const coverage = (policy: Policy, code: string, year?: number) => {
  const vehicle = policy.properties.find((p) => p.type === "vehicle" && p.data.year === year);
  return policy.coverages.find((c) => c.code === code && (year === undefined || c.property === vehicle?.id));
};

describe("a renewal's table of what changed", () => {
  it("reads 'This renewal' over 'Last policy', past a row of words in the table's columns", () => {
    const policy = read(
      [
        [[48, "Renewal Declarations - Personal Auto"]],
        [
          [48, "Policy number"],
          [225, "D21-5920012-35"],
        ],
        [
          [48, "New policy period"],
          [225, "06/18/2026 - 12/18/2026"],
        ],
        [[48, "2013 Honda Odyssey VIN 5FND61019DA769673"]],
        [[48, "What's changed at renewal"]],
        [
          [53, "Item"],
          [265, "Last policy"],
          [414, "This renewal"],
        ],
        // No figure on it, but its words start where the header's do: still the table's row.
        [
          [53, "Multi-policy discount"],
          [265, "Not applied"],
          [414, "Applied"],
        ],
        [
          [53, "Bodily injury"],
          [265, "$100,000/$300,000"],
          [414, "$500,000/$1,000,000"],
        ],
      ],
      "auto",
    );
    expect(coverage(policy, "BI")).toMatchObject({ limitPerPerson: 500_000, limitPerAccident: 1_000_000 });
  });
});

describe("coverages across, a vehicle's own line first under the titles", () => {
  // The real page's columns are closer together; these are spread so that cells of five
  // points a character do not run into each other.
  const vehicleRows = (vehicle: string, comp: string, coll: string) => ({
    liability: [
      [[48, vehicle]],
      [
        [48, "Limit"],
        [150, "$500,000 per person"],
        [280, "$10,000 per accident"],
        [410, "$50,000 per person"],
      ],
      [
        [150, "$1,000,000 per accident"],
        [410, "$100,000 per accident"],
      ],
    ] as FixtureRow[],
    physical: [
      [[48, vehicle]],
      [
        [48, "Limit"],
        [200, "See deductible"],
        [350, "See deductible"],
      ],
      [
        [48, "Deductible"],
        [225, comp],
        [370, coll],
      ],
    ] as FixtureRow[],
  });
  const odyssey = vehicleRows("Vehicle 1 2013 Honda Odyssey VIN 5FND61019DA769673", "$100", "$1,000");
  const pilot = vehicleRows("Vehicle 2 2025 Honda Pilot VIN 5J6JRRCU3SM238900", "$1,000", "$1,000");

  it("reads each vehicle's deductibles and the liability limits under their titles", () => {
    const policy = read(
      [
        [
          [48, "Policy number"],
          [225, "D21-5920012-35"],
        ],
        [
          [48, "New policy period"],
          [225, "06/18/2026 - 12/18/2026"],
        ],
        [[48, "Your coverage, vehicle by vehicle"]],
        [
          [150, "Liability to others"],
          [280, "Liability to others"],
          [410, "Uninsured motorist"],
        ],
        [
          [160, "Bodily injury"],
          [285, "Property damage"],
          [420, "Bodily injury"],
        ],
        ...odyssey.liability,
        ...pilot.liability,
        [
          [200, "Comprehensive"],
          [360, "Collision"],
        ],
        [
          [200, "Physical damage"],
          [350, "Physical damage"],
        ],
        ...odyssey.physical,
        ...pilot.physical,
      ],
      "auto",
    );
    expect(coverage(policy, "BI")).toMatchObject({ limitPerPerson: 500_000, limitPerAccident: 1_000_000 });
    expect(
      [2013, 2025].flatMap((year) => [
        coverage(policy, "COMP", year)?.deductible,
        coverage(policy, "COLL", year)?.deductible,
      ]),
    ).toEqual([100, 1000, 1000, 1000]);
  });
});

describe("a system export's coverage table", () => {
  it("takes the deductible from its column past 'Cvg Desc' and 'Lim Basis', which hold no amount", () => {
    const policy = read(
      [
        [
          [35, "Policy Number:"],
          [110, "910-0379-W23"],
        ],
        [
          [35, "Effective Date:"],
          [110, "2026-10-26"],
        ],
        [
          [35, "Expiration Date:"],
          [110, "2027-10-26"],
        ],
        [[35, "[COVERAGES]"]],
        [
          [35, "Veh#"],
          [80, "Cvg"],
          [120, "Cvg Desc"],
          [230, "Lim Basis"],
          [310, "Limit"],
          [370, "Deductible"],
          [440, "Written Prem"],
        ],
        [
          [35, "1"],
          [80, "COVA"],
          [120, "Dwelling"],
          [310, "$744,000"],
          [370, "$1,000"],
          [440, "$132.91"],
        ],
        [
          [35, "1"],
          [80, "COVB"],
          [120, "Oth Struct"],
          [310, "$74,400"],
          [440, "$82.22"],
        ],
      ],
      "home",
    );
    expect(coverage(policy, "DWELLING")).toMatchObject({ limitPerAccident: 744_000, deductible: 1000 });
  });
});

describe("the section I deductible under its caption", () => {
  const page = (under: FixtureRow[]): FixtureRow[] => [
    [
      [36, "THE COMMERCE INSURANCE COMPANY"],
      [335, "Policy Number"],
    ],
    [[335, "K56-2530790-40"]],
    [[36, "Policy Period From: 03/03/26 To: 03/03/27"]],
    [
      [58, "COV A - DWELLING"],
      [354, "$706,000"],
    ],
    [[36, "SECTION I LOSS DEDUCTIBLE"]],
    ...under,
  ];

  it("reads the amount beside 'PER OCCURRENCE', past a sentence printed under the caption", () => {
    const policy = read(
      page([
        [[76, "We cover only that part of the loss over the deductible stated."]],
        [
          [58, "PER OCCURRENCE"],
          [363, "$1,500"],
        ],
      ]),
      "home",
    );
    expect(coverage(policy, "DWELLING")?.deductible).toBe(1500);
  });

  it("does not take the amount beside a longer line with figures, the hurricane deductible", () => {
    // Only a short qualifier of words has its amount beside it; this line is a deductible of its own.
    const policy = read(
      page([
        [
          [58, "Hurricane 2% of Coverage A"],
          [363, "$14,120"],
        ],
        [
          [58, "All other perils"],
          [363, "$1,000"],
        ],
      ]),
      "home",
    );
    expect(coverage(policy, "DWELLING")?.deductible).toBe(1000);
  });
});

describe("a block of deductibles whose vehicle lines open with their first coverage", () => {
  it("gives each vehicle the collision deductible on the line under its own", () => {
    const policy = read(
      [
        [
          [40, "Policy number"],
          [318, "Policy period"],
        ],
        [
          [40, "PAP-084169-08"],
          [318, "03/06/2026 - 03/06/2027"],
        ],
        [[33, "Vehicles"]],
        [[33, "2015 Ram 2500 Crew Cab (3C6F4H5G5FV074363)"]],
        [[33, "2016 Chevrolet Trax (2GNA0PN06GU631894)"]],
        [[33, "2024 Honda HR-V EX (7FA9JDAG2RG094686)"]],
        [[33, "Your deductibles"]],
        [
          [33, "2015 Ram 2500"],
          [317, "Comprehensive: $500"],
        ],
        [[317, "Collision: $2,000"]],
        [
          [33, "2016 Chevrolet Trax"],
          [317, "Comprehensive: $0"],
        ],
        [[317, "Collision: $500"]],
        [
          [33, "2024 Honda HR-V"],
          [317, "Comprehensive: $500"],
        ],
        [[317, "Collision: $2,000"]],
      ],
      "auto",
    );
    expect([2015, 2016, 2024].map((year) => coverage(policy, "COLL", year)?.deductible)).toEqual([2000, 500, 2000]);
  });
});

describe("a split limit printed with its slash apart", () => {
  it("reads '$20,000 | / | $40,000' as one limit per person and per accident", () => {
    const policy = read(
      [
        [
          [40, "Policy number"],
          [318, "Policy period"],
        ],
        [
          [40, "PAP-084169-08"],
          [318, "03/06/2026 - 03/06/2027"],
        ],
        [[33, "2016 Chevrolet Trax (2GNA0PN06GU631894)"]],
        // The slash sits at 378 and the second half at 393 on the page; 395 here, as this
        // page's taller type would otherwise close the gap and join the slash to it.
        [
          [33, "Bodily injury liability"],
          [317, "$20,000"],
          [378, "/"],
          [395, "$40,000"],
        ],
        [
          [33, "Property damage liability"],
          [317, "$100,000"],
        ],
        [[33, "Your deductibles"]],
        [[317, "Collision: $500"]],
        [
          [33, "Rental Reimbursement"],
          [284, "$40/day, $1,200 max"],
          [550, "$28.55"],
        ],
      ],
      "auto",
    );
    expect(coverage(policy, "BI")).toMatchObject({ limitPerPerson: 20_000, limitPerAccident: 40_000 });
  });
});

describe("an export's coverage codes", () => {
  it("reads 'COVA' to 'COVD' after the unit's number, and the 'AOPDED' row as the deductible", () => {
    const row = (code: string, limit: string, premium: string): FixtureRow => [
      [123, `1 ${code}`],
      [426, limit],
      [541, premium],
    ];
    const policy = read(
      [
        [[46, "PolNum 961-6388-V13   HO6   EffDate 06/17/2026   ExpDate 06/17/2027"]],
        [[46, "COVERAGE DETAIL (LONG)"]],
        [
          [110, "Veh# Cvg"],
          [202, "Lim Basis"],
          [442, "Limit"],
          [519, "Written Prem"],
        ],
        row("COVA", "40,000.00", "351.92"),
        row("COVC", "83,000.00", "134.90"),
        row("COVD", "16,600.00", "103.55"),
        [
          [123, "1 AOPDED"],
          [430, "1,000.00 deductible"],
        ],
      ],
      "home",
    );
    const of = (code: string) => policy.coverages.find((c) => c.code === code);
    expect([
      of("DWELLING")?.limitPerAccident,
      of("DWELLING")?.deductible,
      of("PERSONAL_PROPERTY")?.limitPerAccident,
    ]).toEqual([40000, 1000, 83000]);
  });
});
