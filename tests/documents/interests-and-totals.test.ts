import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// Interests and totals as carriers and lenders print them: an app's "Lease company" caption, a
// bare "Loan:" before the lender, the vehicle a lender's caption or column names before its name, a
// billing notice's sentence after "lienholder", and the policy's total printed as "Policy Total",
// under a "Price breakdown" heading, or as an export's "wrtn_prem" field, beside smaller premiums.

// Two vehicles, so "VEH 2" names one of them.
const TWO_VEHICLES = `${AUTO_BASICS}2013 Honda Odyssey   VIN 5FND61019DA769673
`;

const parties = (text: string) => readFlow(text).thirdParties.map(({ type, name }) => ({ type, name }));

describe("interests as carriers and lenders print them", () => {
  it("reads the lender under an app's 'Lease company' caption as the lessor", () => {
    expect(
      parties(`${AUTO_BASICS}Lease company   GM Financial
PO Box 65624, Arlington, TX 76096`),
    ).toEqual([{ type: "lessor", name: "GM Financial" }]);
  });

  it("reads the lender after a bare 'Loan:' as the lienholder, with or without a space", () => {
    for (const caption of ["Loan: Ally Financial", "Loan:Ally Financial"]) {
      const [party] = readFlow(`${AUTO_BASICS}${caption}
PO Box 380901, Bloomington, MN 55438`).thirdParties;
      expect([party?.type, party?.name, party?.address?.city]).toEqual(["lienholder", "Ally Financial", "Bloomington"]);
    }
  });

  it("leaves a loan number's caption wrapped after the lender's name out of it", () => {
    expect(
      parties(`${AUTO_BASICS}You pay $1,333.69 for 6 months.   2022 Lexus ES 350 loan: GM Financial, loan
number 081-7422314`),
    ).toEqual([{ type: "lienholder", name: "GM Financial" }]);
  });

  it("leaves the vehicle a caption or a column names out of the lender's name", () => {
    expect(
      parties(`${TWO_VEHICLES}ADDITIONAL LIENHOLDER (VEH 2): GM Financial, PO BOX 70814, ARLINGTON, TX 76096`),
    ).toEqual([{ type: "lienholder", name: "GM Financial" }]);
    // The "Veh" column's title runs into the name cell.
    expect(
      parties(`${TWO_VEHICLES}Interest   Name and address   Loan number   Status
Lessor / add'l insured   Veh Nissan Motor Acceptance Company LLC   Unchanged`),
    ).toEqual([{ type: "lessor", name: "Nissan Motor Acceptance Company LLC" }]);
  });

  it("takes no name from the sentence after 'lienholder' in a billing notice", () => {
    // The line breaks after "Please": the sentence's first word alone reads like a name.
    expect(
      parties(`${AUTO_BASICS}Our records show this policy is billed to you
as lienholder. Please
remit the premium by the due date.`),
    ).toEqual([]);
  });
});

describe("the policy's total beside smaller premiums", () => {
  it("takes 'Policy Total' over the coverages' premiums", () => {
    expect(
      readFlow(`${AUTO_BASICS}Coverage   Limits   Premium
Bodily Injury   $100,000/$300,000   $412.10
Collision   $500 deductible   $388.20
Comprehensive   $250 deductible   $121.43
Policy Total   $1,224.73`).premium,
    ).toBe(1224.73);
  });

  it("takes the 'Total' under a 'Price breakdown' heading over each vehicle's premium", () => {
    expect(
      readFlow(`${TWO_VEHICLES}Vehicle 1   Premium: $167.60
Vehicle 2   Premium: $214.90
Price breakdown
Liability   $580.54
Total   $963.04`).premium,
    ).toBe(963.04);
  });

  it("reads an export's 'wrtn_prem' field as the written premium", () => {
    expect(
      readFlow(`${AUTO_BASICS}wrtn_prem : $861.40
Coverage   Limit   Premium
BI   100/300   $412.10
COLL   500   $388.20`).premium,
    ).toBe(861.4);
  });
});
