import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Captions that carry a gloss between their words and the colon (a translation, an aside), loan
// numbers whose caption says whose number it is, and the carrier's own billing desk in a
// lender's bill: none of these may cost the policy number, a loan number, or invent a party.

const TODAY = new Date("2026-09-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });
const interests = (rows: FixtureRow[], policyType: "auto" | "home") =>
  read(rows, policyType).thirdParties.map((p) => [p.type, p.name, p.loanNumber]);

const TERM: FixtureRow[] = [
  [
    [59, "Policy Period:"],
    [178, "09/28/2026 to 03/28/2027"],
  ],
];

describe("a caption's gloss before its colon", () => {
  it("reads the policy number after a bracketed gloss", () => {
    const rows = [
      [
        [59, "Foremost"],
        [407, "Policy No. (Póliza Núm.): CSZ3676216"],
      ],
      ...TERM,
    ] as FixtureRow[];
    expect(read(rows, "auto").policyNumber).toBe("CSZ3676216");
  });

  it("reads the policy number after a slashed gloss", () => {
    const rows = [
      [
        [33, "Nationwide"],
        [449, "Policy No. / Póliza Núm.: HM73598250"],
      ],
      ...TERM,
    ] as FixtureRow[];
    expect(read(rows, "home").policyNumber).toBe("HM73598250");
  });

  it("reads a lienholder's loan number after a glossed caption", () => {
    const rows = [
      [[59, "Policy Number: CSZ3676216"]],
      ...TERM,
      [[59, "Additional Interests (Intereses Adicionales)"]],
      [
        [59, "Lienholder (Acreedor Prendario)"],
        [247, "Ford Motor Credit Company LLC"],
      ],
      [[247, "PO Box 41107"]],
      [[247, "Omaha, NE 68154"]],
      [[247, "Vehicle 1 (Vehículo 1): 2025 Volkswagen Atlas"]],
      [[247, "Loan Number (Número de Préstamo): 624-3853402"]],
    ] as FixtureRow[];
    expect(interests(rows, "auto")).toEqual([["lienholder", "Ford Motor Credit Company LLC", "624-3853402"]]);
  });

  it("does not take a value for a gloss", () => {
    const rows = [[[59, "Policy No. (2026): 71-4277-L89"]], ...TERM] as FixtureRow[];
    expect(read(rows, "auto").policyNumber).not.toBe("2026");
  });
});

describe("a lender's bill", () => {
  // The rest of the bill: the addressee block stands in the head of a page, not the whole of one.
  const BILLED: FixtureRow[] = [
    [[57, "Billing Detail"]],
    [
      [57, "Annual Premium"],
      [516, "$1,591.21"],
    ],
    [
      [57, "Total Amount Due"],
      [511, "$1,591.21"],
    ],
    [[57, "Coverage Information"]],
    [
      [72, "Bodily Injury"],
      [397, "$50,000 / $100,000"],
    ],
    [
      [72, "Property Damage"],
      [434, "$250,000"],
    ],
  ];

  const RETURN_ADDRESS: FixtureRow[] = [
    [
      [57, "Liberty Mutual"],
      [478, "Bill Date: 7/2/2025"],
    ],
    [[57, "Lender Billing Services"]],
    [[57, "PO Box 63587"]],
    [[57, "Albuquerque, NM 87102"]],
  ];

  it("takes a number under 'Your Loan No.' for the lender beside it, and no party for the billing desk", () => {
    const rows = [
      ...RETURN_ADDRESS,
      [
        [57, "BILL TO"],
        [476, "Your Loan No."],
      ],
      [
        [69, "Wells Fargo Bank, N.A. ISAOA/ATIMA"],
        [476, "6104432538"],
      ],
      [[69, "PO Box 52309"]],
      [[69, "Springfield, OH 45501"]],
      [[228, "Escrow Premium Invoice"]],
      [
        [57, "RE: Policyholder:"],
        [171, "Elijah H Kim"],
      ],
      [
        [57, "Policy #:"],
        [171, "H3-696355-06"],
      ],
      [
        [57, "Renewal Effective:"],
        [171, "8/9/2025"],
      ],
      [
        [57, "Expires:"],
        [171, "8/9/2026"],
      ],
    ] as FixtureRow[];
    expect(interests(rows, "home")).toEqual([["mortgagee", "Wells Fargo Bank, N.A.", "6104432538"]]);
  });

  it("takes the addressee of a notice titled for the loss payee", () => {
    const rows = [
      [
        [57, "USAA"],
        [443, "Date Mailed: October 11, 2027"],
      ],
      [[57, "Premium Accounting"]],
      [[57, "P.O. Box 98313"]],
      [[57, "Charlotte, NC 28202"]],
      [[57, "Bill To:"]],
      [[69, "Loan No. 1992-527940"]],
      [[69, "BMW Financial Services NA, LLC"]],
      [[69, "PO Box 3005"]],
      [[69, "Hilliard, OH 43026"]],
      [[215, "Premium Due Notice - Loss Payee"]],
      [
        [57, "Re: Borrower/Insured:"],
        [150, "Luis Kowalski"],
      ],
      [
        [57, "Policy No.:"],
        [150, "2925RC92700"],
      ],
      [
        [57, "Renewal Term:"],
        [150, "November 26, 2027 - November 26, 2028"],
      ],
      ...BILLED,
    ] as FixtureRow[];
    expect(interests(rows, "auto")).toEqual([["lienholder", "BMW Financial Services NA, LLC", "1992-527940"]]);
  });

  it("takes no party for a reference line or the lender desk's telephone", () => {
    const rows = [
      [
        [42, "Erie Insurance"],
        [456, "Invoice Date: July 5, 2026"],
      ],
      [[42, "Lienholder Billing Unit"]],
      [[42, "PO Box 52890"]],
      [[42, "Hartford, CT 06103"]],
      [[42, "Lienholder / Payor:"]],
      [[54, "Ref: Loan 8842298677"]],
      [[54, "Navy Federal Credit Union, its successors and/or assigns"]],
      [[54, "7321 Servicing Center Dr"]],
      [[54, "Vienna, VA 22180"]],
      [[193, "Premium Due Notice - Loss Payee"]],
      [
        [42, "Policy No.:"],
        [137, "4173AA00784"],
      ],
      [
        [42, "Policy Term:"],
        [137, "08/23/2026 - 08/23/2027"],
      ],
      [[42, "Lienholder line: 1-866-824-9229 (Mon-Fri)"]],
      ...BILLED,
    ] as FixtureRow[];
    expect(interests(rows, "auto")).toEqual([["lienholder", "Navy Federal Credit Union", "8842298677"]]);
  });
});
