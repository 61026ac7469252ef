import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A renewal that prints the expiring term beside the renewal, and a tracking report that prints a
// lender's requirement beside what the policy has: only the renewal's and the policy's values count.

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home" = "auto") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });
const coverage = (policy: ReturnType<typeof read>, code: string) => policy.coverages.filter((c) => c.code === code);

const AUTO: FixtureRow[] = [
  [[30, "Progressive"]],
  [[30, "RENEWAL DECLARATIONS"]],
  [
    [300, "Policy #"],
    [420, "PA67364951"],
  ],
  [[30, "#1 2017 Toyota Tacoma XLE JTME9GWB5HA162175"]],
];

describe("the expiring term in a column of its own", () => {
  it("reads the renewal column, whichever side the expiring one is on", () => {
    const policy = read([
      ...AUTO,
      [
        [30, "Coverage"],
        [330, "Previous Term"],
        [480, "Renewing Term Chg."],
      ],
      [
        [30, "Term Dates"],
        [285, "10/20/25 through 04/20/26"],
        [435, "04/20/26 through 10/20/26"],
      ],
      [
        [30, "BI Liability"],
        [320, "$25,000 / $50,000"],
        [460, "$100,000 / $300,000"],
        [560, "C"],
      ],
      [
        [30, "PD Liability"],
        [360, "$25,000"],
        [505, "$250,000"],
      ],
      [
        [30, "Comprehensive"],
        [365, "$0 ded."],
        [495, "$1,000 ded."],
      ],
      [
        [30, "TOTAL PREMIUM"],
        [355, "$1,165.23"],
        [505, "$1,274.00"],
      ],
    ]);
    expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2026-04-20", "2026-10-20"]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 100000, limitPerAccident: 300000 }]);
    expect(coverage(policy, "PD")).toMatchObject([{ limitPerAccident: 250000 }]);
    expect(coverage(policy, "COMP")).toMatchObject([{ deductible: 1000 }]);
    expect(policy.premium).toBe(1274);
  });

  it("leaves the row names alone when the first column is headed 'Requirement'", () => {
    const policy = read([
      ...AUTO,
      [
        [40, "Requirement"],
        [175, "Found on policy"],
        [400, "Status"],
        [460, "Required"],
      ],
      [
        [40, "Collision deductible"],
        [175, "$250"],
        [400, "Compliant"],
        [460, "$1,000 max"],
      ],
      [
        [40, "Premium"],
        [175, "$1,659.18"],
        [400, "Compliant"],
        [460, "Paid in full"],
      ],
    ]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 250 }]);
    expect(policy.premium).toBe(1659.18);
  });
});

describe("a change's 'was' and 'now' columns", () => {
  it("keeps the earlier value where the new column says nothing changed, and ends at the next table", () => {
    const policy = read(
      [
        [[40, "UPDATE MORTGAGEE LOAN NUMBER"]],
        [[40, "Policy Number HO 5512034"]],
        [[40, "Policy period 03/01/2026 to 03/01/2027"]],
        [
          [40, "Coverage"],
          [210, "Was"],
          [391, "Now"],
        ],
        [
          [40, "Dwelling (A)"],
          [210, "$248,000"],
          [391, "No chg"],
        ],
        [
          [40, "Personal Liability (E)"],
          [210, "$100,000"],
          [391, "$300,000"],
        ],
        [
          [40, "Interest"],
          [146, "Name and address"],
          [359, "Loan number"],
          [466, "Status"],
        ],
        [
          [40, "First mortgagee"],
          [146, "Carrington Mortgage Services, LLC"],
          [359, "0880-867753"],
          [466, "Changed"],
        ],
      ],
      "home",
    );
    expect(coverage(policy, "DWELLING")).toMatchObject([{ limitPerAccident: 248000 }]);
    expect(coverage(policy, "PERSONAL_LIABILITY")).toMatchObject([{ limitPerAccident: 300000 }]);
    expect(policy.thirdParties).toMatchObject([
      { name: "Carrington Mortgage Services, LLC", loanNumber: "0880-867753" },
    ]);
  });
});

describe("the expiring value beside the renewal's, in one cell", () => {
  it("reads 'changed from … to …', an arrow, '(was …)' and a parenthesised current value", () => {
    const policy = read(
      [
        [[35, "Homeowners Renewal"]],
        [[35, "Policy Number HO 5512034"]],
        [[35, "Renewal term 03/01/2026 to 03/01/2027"]],
        [
          [35, "Coverages and Limits"],
          [279, "Renewal Policy"],
        ],
        [
          [35, "A. Dwelling"],
          [279, "Changed from 562,000 to 607,000"],
        ],
        [
          [35, "C. Personal Property"],
          [279, "$281,000 -> $303,500"],
        ],
        [
          [35, "D. Loss of Use"],
          [279, "$182,100 (was $168,600)"],
        ],
        [
          [35, "E. Personal Liability"],
          [279, "500,000"],
        ],
        [[279, "(current 300,000)"]],
        [[35, "Total premium for the renewal term: 1,139.74 (expiring term: 1,044.70)"]],
      ],
      "home",
    );
    expect(coverage(policy, "DWELLING")).toMatchObject([{ limitPerAccident: 607000 }]);
    expect(coverage(policy, "PERSONAL_PROPERTY")).toMatchObject([{ limitPerAccident: 303500 }]);
    expect(coverage(policy, "LOSS_OF_USE")).toMatchObject([{ limitPerAccident: 182100 }]);
    expect(coverage(policy, "PERSONAL_LIABILITY")).toMatchObject([{ limitPerAccident: 500000 }]);
    expect(policy.premium).toBe(1139.74);
  });
});
