import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Lienholders and mortgagees listed where no label says which they are, and lenders written in
// the columns of a vehicle table.

const parse = (rows: FixtureRow[], policyType: "auto" | "home") => {
  const draft = parsePolicy([textPage(rows)], { policyType, today: new Date("2026-02-01") });
  return draft.thirdParties.map((p) => ({
    type: p.type,
    name: p.name,
    loanNumber: p.loanNumber,
    vehicle: p.property ? draft.properties.findIndex((v) => v.id === p.property) : null,
  }));
};

const HEAD: FixtureRow[] = [
  [[50, "Coastal Plains Casualty Company"]],
  [
    [50, "Policy #: CPC-00-7731942"],
    [330, "Term: Jan 15, 2026 - Jul 15, 2026"],
  ],
];

describe("interests under a heading that does not name their role", () => {
  it("reads 'Additional interested parties' as such a heading", () => {
    const parties = parse(
      [
        ...HEAD,
        [[50, "Additional interested parties"]],
        [[50, "Harbor Point Savings Bank"]],
        [[50, "PO Box 3311"]],
        [[50, "Columbia, MO 65205"]],
        [[50, "Loan #9451211596"]],
      ],
      "home",
    );
    expect(parties).toEqual([
      { type: "mortgagee", name: "Harbor Point Savings Bank", loanNumber: "9451211596", vehicle: null },
    ]);
  });

  it("never takes a vehicle's column title ('Auto 1') for a lender", () => {
    const parties = parse(
      [
        ...HEAD,
        [
          [52, "Vehicle"],
          [215, "Vehicle ID Number"],
          [336, "Garaging"],
          [438, "Finance Co./Lienholder"],
        ],
        [
          [52, "1 2019 Lexus RX 350"],
          [215, "JTJW4SW23KK241851"],
          [336, "FORT WAYNE IN 46802"],
        ],
        [
          [52, "Coverage"],
          [239, "Limits and/or Deductibles"],
          [529, "Auto 1"],
        ],
      ],
      "auto",
    );
    expect(parties.map((p) => p.name)).not.toContain("Auto 1");
  });

  it("types each entry by who it is and links it to its car", () => {
    const parties = parse(
      [
        ...HEAD,
        [[50, "Vehicle 1: 2019 Honda Civic VIN 2HGFC2F59KH512345"]],
        [[50, "Vehicle 2: 2021 Ford F-150 VIN 1FTEW1EP5MFA12345"]],
        [[50, "Who else has an interest"]],
        [
          [50, "Vehicle 1: Capital One Auto Finance, Plano, TX"],
          [350, "Loan 5521990"],
        ],
        [
          [50, "Vehicle 2: Toyota Lease Trust"],
          [350, "Account number 88120045"],
        ],
      ],
      "auto",
    );
    expect(parties).toEqual([
      { type: "lienholder", name: "Capital One Auto Finance", loanNumber: "5521990", vehicle: 0 },
      { type: "lessor", name: "Toyota Lease Trust", loanNumber: "88120045", vehicle: 1 },
    ]);
  });

  it("reads a lender's address and loan number lines under its name on a home policy", () => {
    const parties = parse(
      [
        ...HEAD,
        [[50, "Additional Interests"]],
        [[50, "Lakeview Loan Servicing LLC ISAOA/ATIMA"]],
        [[50, "PO Box 8068"]],
        [[50, "Virginia Beach, VA 23450"]],
        [[50, "Loan number: 0045512987"]],
        [[50, "Willow Creek Condominium Association"]],
      ],
      "home",
    );
    expect(parties).toEqual([
      { type: "mortgagee", name: "Lakeview Loan Servicing LLC", loanNumber: "0045512987", vehicle: null },
      { type: "interest", name: "Willow Creek Condominium Association", loanNumber: null, vehicle: null },
    ]);
  });

  it("takes a lender the catalogue knows, listed as an interest on a home, for its mortgagee", () => {
    const parties = parse(
      [
        ...HEAD,
        [[50, "Additional Interests"]],
        [[50, "NewRez LLC"]],
        [[50, "PO Box 5108"]],
        [[50, "Fort Washington, PA 19034"]],
      ],
      "home",
    );
    expect(parties).toEqual([{ type: "mortgagee", name: "NewRez LLC", loanNumber: null, vehicle: null }]);
  });
});

describe("lenders in the columns of a vehicle table", () => {
  it("gives each column's lender and loan number to that column's vehicle", () => {
    const parties = parse(
      [
        ...HEAD,
        [
          [250, "Vehicle 1"],
          [420, "Vehicle 2"],
        ],
        [
          [50, "Year Make Model"],
          [250, "2019 Honda Civic"],
          [420, "2021 Ford F-150"],
        ],
        [
          [50, "VIN"],
          [250, "2HGFC2F59KH512345"],
          [420, "1FTEW1EP5MFA12345"],
        ],
        [
          [50, "Collision Deductible"],
          [250, "$1,000"],
          [420, "$500"],
        ],
        [
          [50, "Lienholder"],
          [250, "Capital One Auto Finance"],
          [420, "Ally Financial"],
        ],
        [
          [50, "Loan Number"],
          [250, "5521990"],
          [420, "88120045"],
        ],
      ],
      "auto",
    );
    expect(parties).toEqual([
      { type: "lienholder", name: "Capital One Auto Finance", loanNumber: "5521990", vehicle: 0 },
      { type: "lienholder", name: "Ally Financial", loanNumber: "88120045", vehicle: 1 },
    ]);
  });
});

describe("a lender named on the line under its role", () => {
  it("reads the name below a role line that only names the vehicle", () => {
    const parties = parse(
      [
        ...HEAD,
        [[50, "Vehicle 1: 2024 Hyundai Kona VIN KM8249LC8RA423788"]],
        [[50, "Vehicle 2: 2015 Subaru Forester VIN JF1EEYVD9FA960136"]],
        [[50, "LIENHOLDERS AND LESSORS"]],
        [[50, "Loss Payee - Vehicle 2 (JF1EEYVD9FA960136)"]],
        [[62, "Bridgecrest Acceptance Corporation"]],
        [[62, "PO Box 70909"]],
        [[62, "Tempe, AZ 85280"]],
        [[62, "Loan number: 4339700539"]],
      ],
      "auto",
    );
    expect(parties).toEqual([
      { type: "lienholder", name: "Bridgecrest Acceptance Corporation", loanNumber: "4339700539", vehicle: 1 },
    ]);
  });

  it("does not take the other column of a two-column page for the name", () => {
    const parties = parse(
      [
        ...HEAD,
        [[48, "WHO ELSE HAS AN INTEREST"]],
        [
          [48, "1st Mortgagee"],
          [315, "TOTAL AMOUNT DUE"],
          [464, "$814.96"],
        ],
        [
          [60, "First Horizon Bank"],
          [315, "Servicing agent"],
        ],
        [
          [60, "PO Box 32009"],
          [315, "Rosa Ibrahim"],
        ],
        [[60, "Memphis, TN 38101"]],
        [[60, "Account: 6194-297157"]],
      ],
      "home",
    );
    expect(parties).toEqual([
      { type: "mortgagee", name: "First Horizon Bank", loanNumber: "6194-297157", vehicle: null },
    ]);
  });
});

describe("what a reading takes for a party but is not one", () => {
  const names = (rows: FixtureRow[], policyType: "auto" | "home") => parse(rows, policyType).map((p) => p.name);

  it("drops a column title, a form's edition and a coverage's name under an interests heading", () => {
    const rows: FixtureRow[] = [
      ...HEAD,
      [[50, "Mortgagees"]],
      [
        [50, "Position"],
        [200, "Name and address"],
      ],
      [
        [50, "First Mortgagee"],
        [200, "Harbor Point Savings Bank"],
      ],
      [[200, "PO Box 3311"]],
      [[200, "Columbia, MO 65205"]],
    ];
    expect(names(rows, "home")).toEqual(["Harbor Point Savings Bank"]);
  });

  it("types a lender listed as an additional interest on a home as the mortgagee, and an association as an interest", () => {
    const parties = parse(
      [
        ...HEAD,
        [
          [50, "Additional Interest:"],
          [200, "Harbor Point Savings Bank"],
        ],
        [[200, "PO Box 3311, Columbia, MO 65205"]],
        [
          [50, "Additional Interest:"],
          [200, "Bayview Terrace Condominium Association, Inc."],
        ],
      ],
      "home",
    );
    expect(parties.map((p) => [p.type, p.name])).toEqual([
      ["mortgagee", "Harbor Point Savings Bank"],
      ["interest", "Bayview Terrace Condominium Association, Inc."],
    ]);
  });
});

describe("an evidence form's captions", () => {
  const listed = (name: string) =>
    parse(
      [
        ...HEAD,
        [
          [50, "Additional Interest:"],
          [200, name],
        ],
        [[50, "Remarks: none"]],
      ],
      "auto",
    ).map((p) => [p.type, p.name]);

  it("are never parties", () => {
    for (const caption of ["APPLIES TO VEHICLE", "TO WHOM IT MAY CONCERN", "'S LOSS PAYABLE", "ACCOUNT #"])
      expect(listed(caption)).toEqual([]);
  });

  it("leave a lender called an interest on a vehicle as its lienholder", () => {
    expect(listed("FORD MOTOR CREDIT COMPANY LLC")).toEqual([["lienholder", "FORD MOTOR CREDIT COMPANY LLC"]]);
  });
});

describe("a lender's number under its other captions", () => {
  it.each(["Reference #", "Ref. No.", "Loan ID", "LN#", "Contract No."])(
    "reads '%s 0012345678' under a mortgagee's address",
    (caption) => {
      const found = parse(
        [
          ...HEAD,
          [[50, "Mortgagee"]],
          [[50, "Wells Fargo Bank, N.A."]],
          [[50, "PO Box 100515"]],
          [[50, "Florence, SC 29502"]],
          [[50, `${caption} 0012345678`]],
        ],
        "home",
      );
      expect(found).toEqual([
        { type: "mortgagee", name: "Wells Fargo Bank, N.A.", loanNumber: "0012345678", vehicle: null },
      ]);
    },
  );
});

describe("a loan number under a caption of its own", () => {
  const lender = { type: "mortgagee", name: "Wells Fargo Bank, N.A.", loanNumber: "0012345678", vehicle: null };
  it.each<[string, FixtureRow[]]>([
    [
      "'Loan Number' over the number, under the address",
      [
        [[50, "Mortgagee"]],
        [[50, "Wells Fargo Bank, N.A."]],
        [[50, "PO Box 100515, Florence, SC 29502"]],
        [[50, "Loan Number"]],
        [[50, "0012345678"]],
      ],
    ],
    [
      "'LOAN #' in a box right of the address",
      [
        [[50, "MORTGAGEE"]],
        [
          [50, "Wells Fargo Bank, N.A."],
          [350, "LOAN #"],
        ],
        [
          [50, "PO Box 100515"],
          [350, "0012345678"],
        ],
        [[50, "Florence, SC 29502"]],
      ],
    ],
    [
      "'Loan Number | 0012345678' as a key and value",
      [
        [
          [50, "Mortgagee"],
          [200, "Wells Fargo Bank, N.A."],
        ],
        [
          [50, "Address"],
          [200, "PO Box 100515, Florence, SC 29502"],
        ],
        [
          [50, "Loan Number"],
          [200, "0012345678"],
        ],
      ],
    ],
    [
      "'#0012345678' glued to the lender's name",
      [[[50, "Mortgagee"]], [[50, "Wells Fargo Bank, N.A. #0012345678"]], [[50, "PO Box 100515, Florence, SC 29502"]]],
    ],
  ])("%s", (_, rows) => {
    expect(parse([...HEAD, ...rows], "home")).toEqual([lender]);
  });
});

describe("'Mortgage Company' as a caption", () => {
  it("names the role when it stands alone over the lender, never inside a lender's name", () => {
    const found = parse(
      [
        ...HEAD,
        [[50, "Mortgage Company"]],
        [[50, "Guild Mortgage Company LLC"]],
        [[50, "PO Box 85304, San Diego, CA 92186"]],
      ],
      "home",
    );
    expect(found).toEqual([{ type: "mortgagee", name: "Guild Mortgage Company LLC", loanNumber: null, vehicle: null }]);
  });
});
