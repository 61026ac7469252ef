import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// What stands where an interest's name is printed but is no one's name: a copy's title, a status
// word, a sentence's remainder, a form's edition number, an export's keys or a remark in small
// letters. Each is refused, so the lender printed nearby is read, or no party is invented.

const read = (text: string) => readFlow(text).thirdParties.map((t) => [t.type, t.name]);

const HEAD = `Named Insured: Leticia Pham
${AUTO_BASICS}`;

describe("interest names", () => {
  it("a status column's 'No Change' is not the lienholder under it", () => {
    const parties = read(`${HEAD}
Additional Interests - No Change
Lienholder - 2022 Lexus ES
Bank of America, N.A., PO Box 14641, Greensboro, NC 27420`);
    expect(parties).toEqual([["lienholder", "Bank of America, N.A."]]);
  });

  it("'LIENHOLDER COPY' titles the page; the lender is the one the vehicle's line names", () => {
    const parties = read(`Billing Department   Statement Date: January 29, 2027   LIENHOLDER COPY
Account Number: 9871019657
GM FINANCIAL
Attn: Insurance Department
${HEAD}
Lender(s)   Lienholder/Loss Payee (2022 LEXUS ES): GM FINANCIAL
PO BOX 88157, ARLINGTON, TX 76096-3991
Loan No. 5257629425`);
    expect(parties.map(([, name]) => name)).not.toContain("COPY");
    expect(parties).toContainEqual(["lienholder", "GM FINANCIAL"]);
  });

  it("a sentence's remainder ('On your 2022 Lexus ES') is not a loss payee", () => {
    const parties = read(`${HEAD}
Loss payee - On your 2022 Lexus ES
Truist Bank, PO Box 83014, Wilson, NC 27894`);
    expect(parties.map(([, name]) => name)).not.toContain("On your 2022 Lexus ES");
    expect(parties).toContainEqual(["lienholder", "Truist Bank"]);
  });

  it("a form's edition number and title, an export's keys and a remark in small letters name no one", () => {
    const parties = read(`${HEAD}
Lessor: IL P 001 01 04 OFAC Advisory Notice
Lienholder: AITYPE=LH AINAME=PENFED
Loss payee: end of export`);
    expect(parties).toEqual([]);
  });
});
