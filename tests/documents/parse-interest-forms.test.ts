import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Interests on the forms lenders send and receive: evidence forms with a box per interest, a
// lender's verification request, a carrier portal's vehicle columns. Their captions, checkboxes and
// remarks are no party, and their loan numbers stand apart from the names.

const parse = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: new Date("2026-02-01") }).thirdParties.map((p) => ({
    type: p.type,
    name: p.name,
    loanNumber: p.loanNumber,
  }));

const HEAD: FixtureRow[] = [
  [[50, "Coastal Plains Casualty Company"]],
  [
    [50, "Policy #: CPC-00-7731942"],
    [330, "Term: Jan 15, 2026 - Jan 15, 2027"],
  ],
];

describe("interests on lender forms", () => {
  it("gives each interest box's LOAN # to its own interest, and reads no remark or checkbox as a party", () => {
    const parties = parse(
      [
        ...HEAD,
        [[39, "REMARKS / SPECIAL CONDITIONS"]],
        [[39, "MORTGAGEE CLAUSE ADDED PER LENDER REQUEST."]],
        [[38, "ADDITIONAL INTEREST"]],
        [
          [39, "ADDITIONAL INTEREST NAME AND ADDRESS"],
          [309, "CHECK ONE"],
        ],
        [
          [39, "CENLAR FSB"],
          [309, "[X] MORTGAGEE [ ] LOSS PAYEE"],
        ],
        [
          [39, "PO BOX 61900"],
          [309, "LOAN #"],
        ],
        [
          [39, "EWING, NJ 08628"],
          [309, "2485099684"],
        ],
        [
          [39, "ADDITIONAL INTEREST NAME AND ADDRESS"],
          [363, "CHECK ONE"],
        ],
        [
          [39, "LAKEVIEW LOAN SERVICING, LLC"],
          [363, "[X] MORTGAGEE [ ] LOSS PAYEE"],
        ],
        [
          [39, "PO BOX 92624"],
          [363, "LOAN #"],
        ],
        [
          [39, "CORAL GABLES, FL 33146"],
          [363, "6160405902"],
        ],
      ],
      "home",
    );
    expect(parties).toHaveLength(2);
    expect(parties).toEqual(
      expect.arrayContaining([
        { type: "mortgagee", name: "CENLAR FSB", loanNumber: "2485099684" },
        { type: "mortgagee", name: "LAKEVIEW LOAN SERVICING, LLC", loanNumber: "6160405902" },
      ]),
    );
  });

  it("reads a verification request's mortgagee clause and the loan number in its reference block", () => {
    const parties = parse(
      [
        ...HEAD,
        [
          [31, "Re:"],
          [55, "Borrower(s):"],
          [147, "Grace Donnelly"],
        ],
        [[55, "Loan Number: 6979-136534"]],
        [
          [31, "Mortgagee Clause:"],
          [119, "PNC Bank, National Association ISAOA/ATIMA, PO Box 52509, Miamisburg, OH"],
        ],
        [[119, "45343-7685"]],
        [
          [31, "Mortgagee listed correctly:"],
          [151, "[X] Yes"],
          [198, "[ ] No"],
        ],
      ],
      "home",
    );
    expect(parties).toEqual([{ type: "mortgagee", name: "PNC Bank, National Association", loanNumber: "6979-136534" }]);
  });

  it("reads a loan number whose caption ended the line above it", () => {
    const parties = parse(
      [
        ...HEAD,
        [[43, "Mortgagee(s)"]],
        [
          [
            43,
            "First Mortgagee: FIRST HORIZON BANK, its successors and/or assigns, PO BOX 32143, MEMPHIS, TN 38101 Loan No.",
          ],
        ],
        [[43, "6522-234095"]],
      ],
      "home",
    );
    expect(parties).toEqual([{ type: "mortgagee", name: "FIRST HORIZON BANK", loanNumber: "6522-234095" }]);
  });

  it("reads each car's lender and account under a portal's 'Financed or leased through' row", () => {
    const parties = parse(
      [
        ...HEAD,
        [
          [49, "Coverages"],
          [295, "Car 1"],
          [419, "Car 2"],
        ],
        [
          [269, "2014 BMW X5"],
          [377, "2023 Ford Edge SE"],
        ],
        [
          [226, "VIN: 5UXVLWRX0ES438382"],
          [350, "VIN: 1FAE2WTVXPV989454"],
        ],
        [
          [49, "Financed or leased through"],
          [253, "Bank of America, N.A."],
          [411, "Ally Bank"],
        ],
        [
          [274, "PO Box 11221"],
          [397, "PO Box 55557"],
        ],
        [
          [250, "Account 0044-1182"],
          [377, "Account 491-8249355"],
        ],
        [
          [49, "Collision - deductible"],
          [283, "$1,500.00"],
          [412, "$1,000.00"],
        ],
      ],
      "auto",
    );
    expect(parties).toEqual([
      { type: "lienholder", name: "Bank of America, N.A.", loanNumber: "0044-1182" },
      { type: "lienholder", name: "Ally Bank", loanNumber: "491-8249355" },
    ]);
  });

  it("reads no party where the page says it has none", () => {
    const parties = parse(
      [
        ...HEAD,
        [[43, "Mortgagee"]],
        [[43, "No mortgagee on file"]],
        [[43, "Savings"]],
        [[43, "Multi-policy · Claim free"]],
      ],
      "home",
    );
    expect(parties).toEqual([]);
  });
});
