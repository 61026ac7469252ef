import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { classifyAutoLabel, classifyHomeLabel } from "@/lib/service/documents/parse/coverage-codes";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";
import { textPage } from "../fixtures/documents/text-page";

// A system printout states each record as a row of captioned boxes ("Coverage: … | Limit: … |
// Coverage premium: …"): each box is its own field, so what one box says does not change how the
// box beside it is read.

describe("a row of captioned boxes", () => {
  it("takes the term premium when the box beside it holds the prior term's", () => {
    const policy =
      readFlow(`${AUTO_BASICS}Term (months): 6   Company: Erie Insurance Exchange   Term premium: 1,677.52   Prior term premium: 1,484.96
Coverage: Property Damage Liability   Each accident: 50,000   Coverage premium: 340.50`);
    expect(policy.premium).toBe(1677.52);
  });
});

describe("a filled-in form's lender box", () => {
  it("reads a row of roles to tick as the interest's role, not as its name", () => {
    const [party, ...more] = readFlow(
      `Policy number   HO-4410981   Policy term   03/01/2026 to 03/01/2027
Lender is:   [X] 1st mortgagee   [ ] 2nd mortgagee   [ ] Loss payee   [ ] Additional insured
Interest name / address                                  Loan #
Rocket Mortgage, LLC                                     1023-524201
PO Box 69770
Troy, MI 48007`,
      "home",
    ).thirdParties;
    expect(more).toEqual([]);
    expect([party?.type, party?.name, party?.loanNumber]).toEqual(["mortgagee", "Rocket Mortgage, LLC", "1023-524201"]);
  });

  it("reads every lender whose role is ticked over its name, after a heading that found the first", () => {
    const block = (
      name: string,
      loan: string,
      vehicle: number,
    ) => `Lender is:   [ ] Lienholder   [X] Loss payee   [ ] Lessor / addl. insured   [ ] Additional insured
Interest name / address   Loan no.   Vehicle
${name}   ${loan}   ${vehicle}
PO Box 22486
Chandler, AZ 85244`;
    const parties = readFlow(`Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
2014 Mazda CX-9   JM3R1FP61ET773557   liab. only
2013 Volkswagen Tiguan   WVWUJG45XDK753459   comp 1,000 / coll 500
Additional interest(s)
${block("Wells Fargo Auto", "DS94203279", 1)}
${block("Nissan Motor Acceptance Company LLC", "9866163950", 2)}
Remarks`).thirdParties;
    expect(parties.map((p) => [p.name, p.loanNumber])).toEqual([
      ["Wells Fargo Auto", "DS94203279"],
      ["Nissan Motor Acceptance Company LLC", "9866163950"],
    ]);
  });
});

describe("deductibles stated in a sentence", () => {
  it("pairs each clause's coverage with its amount when no set wording fits", () => {
    const coverages = readFlow(`Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
1   2021   Ram   1500 Big Horn   3C6NA7U24MB680448
Liability - Bodily Injury   $20,000.00 per person
$40,000.00 per accident
Liability - Property Damage   $25,000.00 per accident
DEDUCTIBLE
A $250.00 deductible applies to comprehensive and a $1,000.00 deductible to collision losses on the 2021 Ram 1500.`).coverages;
    expect(coverages.filter((c) => c.code === "COMP" || c.code === "COLL").map((c) => [c.code, c.deductible])).toEqual(
      expect.arrayContaining([
        ["COMP", 250],
        ["COLL", 1000],
      ]),
    );
  });
});

describe("a renewal's letterhead and lender box", () => {
  const page = `State Farm
P.O. Box 3273
Charlotte, NC 28202
Gregory Zielinski
16049 Sunset Street
Sacramento, CA 95814
Mortgagee
Lakeview Loan Servicing, LLC
PO Box 5717
Coral Gables, FL 33146
Your Ref: 7559-783093
POLICY NUMBER   C39-9720624-24   Policy Period   June 17, 2025 through June 17, 2026
A. Dwelling   $895,000`;

  it("takes the insured's name and address, not the insurer's letterhead over its P.O. box", () => {
    const policy = readFlow(page, "home");
    expect(policy.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Gregory Zielinski"]);
    expect(policy.address).toMatchObject({ addressLine1: "16049 Sunset Street", city: "Sacramento" });
  });

  it("reads the lender's 'Your Ref' as its loan number", () => {
    expect(readFlow(page, "home").thirdParties.map((p) => [p.name, p.loanNumber])).toEqual([
      ["Lakeview Loan Servicing, LLC", "7559-783093"],
    ]);
  });
});

describe("a date a narrow column wrapped", () => {
  it("takes the year on the next line back to its month and day", () => {
    const rows: FixtureRow[] = [
      [
        [50, "POLICY NUMBER"],
        [195, "POLICY PERIOD"],
        [443, "DATE PREPARED"],
      ],
      [
        [50, "U53-3084133-52"],
        [195, "February 17, 2027 12:01 a.m. standard time through February 17,"],
        [540, "January 24, 2027"],
      ],
      [[195, "2028 12:01 a.m. standard time"]],
      [
        [50, "A RESIDENCE"],
        [425, "$342,000"],
      ],
    ];
    const policy = parsePolicy([textPage(rows)], { policyType: "home", today: new Date("2026-09-01") });
    expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2027-02-17", "2028-02-17"]);
  });
});

describe("coverage names carriers print", () => {
  it("reads 'Medical Expense' as medical payments and 'Related Private Structures' as other structures", () => {
    expect(classifyAutoLabel("Medical Expense")).toBe("MEDPAY");
    expect(classifyHomeLabel("RELATED PRIVATE STRUCTURES")).toBe("OTHER_STRUCTURES");
  });
});
