import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A carrier's notice to the lender names the lender where a letter names its addressee, in the
// window-envelope block under the carrier's own return address; the page says in what role the
// lender is shown, and the loan number is the page's.

const TODAY = new Date("2026-09-01");
const interests = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY }).thirdParties.map((p) => [p.type, p.name, p.loanNumber]);

const RETURN_ADDRESS: FixtureRow[] = [
  [
    [59, "Foremost"],
    [436, "Date of Notice: 08/20/2026"],
  ],
  [[59, "Lienholder Services Center"]],
  [[59, "P.O. Box 96726"]],
  [[59, "Wilmington, DE 19801"]],
];
const ADDRESSEE: FixtureRow[] = [
  [[83, "Ford Motor Credit Company LLC, its successors and/or assigns"]],
  [[83, "Attn: Insurance Department"]],
  [[83, "PO Box 41107"]],
  [[83, "Omaha, NE 68154"]],
];
const RE: FixtureRow[] = [
  [[59, "Re: Named Insured(s): Tomas F Underwood"]],
  [[59, "Policy Number: CSZ3676216"]],
  [[59, "Policy Period: 09/28/2026 to 03/28/2027"]],
  [[59, "Loan No.: 624-3853402"]],
  [[59, "Covered Auto: 2023 Volkswagen Atlas  VIN: WVWPUMX6XPM915882"]],
];

describe("a notice addressed to the lender", () => {
  it("takes the addressee, in the role the notice gives it, with the page's loan number", () => {
    const rows = [
      ...RETURN_ADDRESS,
      ...ADDRESSEE,
      [[236, "Interested Party Notice"]],
      ...RE,
      [[59, "You are shown as loss payee on the policy described above."]],
    ] as FixtureRow[];
    expect(interests(rows, "auto")).toEqual([["lienholder", "Ford Motor Credit Company LLC", "624-3853402"]]);
  });

  it("reads the role from a title or from 'listed you as'", () => {
    const rows = [
      ...RETURN_ADDRESS,
      [[40, "Nationstar Mortgage LLC ISAOA"]],
      [[40, "PO Box 18068"]],
      [[40, "Coppell, TX 75019"]],
      [[231, "MORTGAGEE CLAUSE NOTICE"]],
      [[40, "RE: Insured: Grace Harrington"]],
      [[40, "Policy #: H3 0647526"]],
      [[40, "Loan No. 8684094608"]],
      [[40, "This notice confirms that the company has listed you as second mortgagee."]],
    ] as FixtureRow[];
    expect(interests(rows, "home")).toEqual([["mortgagee", "Nationstar Mortgage LLC", "8684094608"]]);
  });

  it("takes no address block for a lender on a page that is no notice to one", () => {
    const rows = [...RETURN_ADDRESS, ...ADDRESSEE, ...RE] as FixtureRow[];
    expect(interests(rows, "auto")).toEqual([]);
  });
});
