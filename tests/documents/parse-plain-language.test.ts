import { describe, expect, it } from "vitest";
import { buildDoc, insuranceSignals, parsePolicy } from "@/lib/service/documents/parse";
import { flowPage, textPage } from "../fixtures/documents/text-page";

// Pages worded as notices to the policyholder rather than as forms: no "Label: value" pairs for
// the term, the policy number or the deductible, and coverages named for what they pay for.

const TODAY = new Date("2026-01-15T00:00:00Z");
const parse = (text: string, policyType: "auto" | "home") =>
  parsePolicy([flowPage(text)], { policyType, today: TODAY });

const NOTICE = `
Harborline Mutual Insurance Company
November 2, 2025
Dana Whitfield
4821 Orchard Hill Road
Dayton, OH 45419
Thank you for choosing Harborline. This notice confirms your homeowners insurance.
Your policy number is HM 4471-209-88.
Your coverage takes effect on 16 February 2026 and continues through 16 February 2027.
What we cover
The house itself   $385,000
Other buildings on your property   $38,500
Your belongings   $192,500
Additional living expenses   $77,000
Liability to others   $300,000
You pay the first $1,000 of most covered property losses (your deductible).
`;

describe("parsePolicy: a notice in prose", () => {
  const draft = parse(NOTICE, "home");

  it("reads the term from a sentence, not the letter's own date", () => {
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-02-16", "2027-02-16"]);
  });

  it("reads a policy number given in a sentence, with its letter prefix", () => {
    expect(draft.policyNumber).toBe("HM 4471-209-88");
  });

  it("names the home coverages from plain-language wording", () => {
    const limits = Object.fromEntries(draft.coverages.map((c) => [c.code, c.limitPerAccident]));
    expect(limits).toMatchObject({
      DWELLING: 385_000,
      OTHER_STRUCTURES: 38_500,
      PERSONAL_PROPERTY: 192_500,
      LOSS_OF_USE: 77_000,
      PERSONAL_LIABILITY: 300_000,
    });
  });

  it("reads the deductible from 'you pay the first …'", () => {
    expect(draft.coverages.find((c) => c.code === "DWELLING")?.deductible).toBe(1000);
  });

  it("does not take a policy title for the dwelling", () => {
    const titled = parse(`House & Home Policy Declarations   30\n${NOTICE}`, "home");
    expect(titled.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(385_000);
  });
});

describe("parsePolicy: carrier codes in a grid", () => {
  it("reads a NAIC code printed under its column title", () => {
    const grid = textPage([
      [[50, "DECLARATIONS"]],
      [
        [50, "Insurer"],
        [300, "NAIC"],
        [400, "Policy Number"],
      ],
      [
        [50, "Granite State Auto Insurance Co."],
        [300, "21334"],
        [400, "GSA-8802-5517"],
      ],
    ]);
    const draft = parsePolicy([grid], { policyType: "auto", today: TODAY });
    expect(draft.carrier.naicCode).toBe("21334");
    expect(draft.policyNumber).toBe("GSA-8802-5517");
  });

  it("never takes a five-digit code for the policy number", () => {
    const draft = parse("Policy Number   NAIC 21334\nMotor Insurance Company\nDeclarations", "auto");
    expect(draft.policyNumber).toBeNull();
  });
});

describe("parsePolicy: auto coverages in lay words", () => {
  it("classifies injury to others and damage to others' property", () => {
    const draft = parse(
      `Policy #: AB-1234567\nInjury to others   $50,000 / $100,000\nDamage to other people's property   $25,000`,
      "auto",
    );
    expect(draft.coverages.find((c) => c.code === "BI")).toMatchObject({
      limitPerPerson: 50_000,
      limitPerAccident: 100_000,
    });
    expect(draft.coverages.find((c) => c.code === "PD")?.limitPerAccident).toBe(25_000);
  });
});

describe("parsePolicy: unit owners and bills", () => {
  it("takes a unit owner's improvements and betterments for the dwelling coverage", () => {
    const draft = parse(
      "Policy Number: HO-1234567\nUnit Improvements and Betterments   $91,000\nAll covered perils $2,000",
      "home",
    );
    expect(draft.coverages.find((c) => c.code === "DWELLING")).toMatchObject({
      limitPerAccident: 91_000,
      deductible: 2000,
    });
  });

  it("does not read coverages through the titles of a bill", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[50, "Policy Number: HO-1234567"]],
          [
            [55, "PREMIUM FOR THIS POLICY PERIOD"],
            [225, "INSTALLMENT FEE"],
            [395, "TOTAL AMOUNT DUE"],
          ],
          [
            [55, "$1,396.62"],
            [225, "$15"],
            [395, "$1,411.62"],
          ],
          [
            [51, "Residence:"],
            [332, "$906,000"],
          ],
          [
            [51, "Personal Liability:"],
            [332, "$100,000"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(draft.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(906_000);
    expect(draft.coverages.find((c) => c.code === "PERSONAL_LIABILITY")?.limitPerAccident).toBe(100_000);
  });
});

describe("parsePolicy: the premium in a sentence", () => {
  it("reads 'You will pay $1,388.73 for this policy period.'", () => {
    const draft = parse("Policy Number: HO-1234567\nYou will pay $1,388.73 for this policy period.", "home");
    expect(draft.premium).toBe(1388.73);
  });

  it("reads the total when the next sentence on its line names a discount", () => {
    const draft = parse(
      "Policy Number: HO-1234567\nYour total premium is $1,540.07 for the 6-month term. You received an anti-theft discount of $221.09, which is already applied.",
      "home",
    );
    expect(draft.premium).toBe(1540.07);
  });

  it("reads 'The policy costs $1,016.66 for 12 months.'", () => {
    const draft = parse("Policy Number: HO-1234567\nThe policy costs $1,016.66 for 12 months.", "home");
    expect(draft.premium).toBe(1016.66);
  });

  it("still takes no discount for the premium", () => {
    const draft = parse("Policy Number: HO-1234567\nYour multi-policy discount of $164.01 is already applied.", "home");
    expect(draft.premium).toBeNull();
  });
});

describe("parsePolicy: physical damage deductibles in answers", () => {
  it("reads 'collision carries a $2,000 deductible' and 'you pay the first $250 of a comprehensive claim'", () => {
    const draft = parse(
      `There is one vehicle on the policy: a 2022 Ram 2500 with VIN 3C6KLJ8V7NV595778.
For the 2022 Ram 2500, collision carries a $2,000 deductible.
You pay the first $250 of a comprehensive claim.`,
      "auto",
    );
    const physical = draft.coverages.filter((c) => c.code === "COLL" || c.code === "COMP");
    expect(physical.map((c) => [c.code, c.deductible]).sort()).toEqual([
      ["COLL", 2000],
      ["COMP", 250],
    ]);
  });

  it("reads a deductible after a bracketed gloss: 'Comprehensive (theft, hail, glass) has a $500 deductible'", () => {
    const draft = parse(
      `Vehicle: 2025 Volkswagen Atlas VIN 1V2BR2CA5SC007519
Comprehensive (theft, hail, glass, animals) has a $500 deductible.`,
      "auto",
    );
    expect(draft.coverages.find((c) => c.code === "COMP")?.deductible).toBe(500);
  });
});

describe("parsePolicy: review flags", () => {
  it("flags by name the fields read with low confidence, and coverages with gaps", () => {
    const draft = parse("Policy Number: HO-1234567\nThe house itself   $385,000", "home");
    expect(draft.review?.flagged).toEqual(expect.arrayContaining(["effectiveDate", "insureds", "coverages"]));
    expect(draft.review?.flagged).not.toContain("policyNumber");
    expect(draft.review?.required).toBe(true);
  });
});

describe("insuranceSignals: a notice is a declarations page too", () => {
  it("counts plain-language wording (takes effect, you pay the first, coverages by name)", () => {
    const notice = `Harborline Mutual
Your coverage takes effect on 16 February 2026.
The house itself   $385,000
You pay the first $1,000 of most covered property losses.
Who else has an interest: First mortgagee Lakeview Loan Servicing`;
    expect(insuranceSignals(buildDoc([flowPage(notice)]))).toBeGreaterThanOrEqual(4);
  });

  it("counts an at-a-glance summary that never says 'insurance', 'premium' or 'effective'", () => {
    const glance = `Your policy, in plain English
Your policy runs from 10/23/2026 to 4/23/2027.
Named on this policy: Priya Petrov & Chloe Petrov
Underwritten by Ridgeway General Indemnity Company
Crash damage: you pay the first $1,500, we pay the rest.
Comprehensive: $100 for theft, weather and other non-crash damage.
Total for this 6-month policy: $1,945.05`;
    expect(insuranceSignals(buildDoc([flowPage(glance)]))).toBeGreaterThanOrEqual(4);
  });

  it("does not count a bill that says who it is from and when it runs", () => {
    const bill = `Hometown Plumbing & Drain
Service plan runs from 04/10/2026 to 04/10/2027.
Total due: $590.41. Payment is due within 30 days.`;
    expect(insuranceSignals(buildDoc([flowPage(bill)]))).toBeLessThan(4);
  });
});

describe("parsePolicy: coverage tables titled in other words", () => {
  it("takes 'Amount' beside 'You pay' for the limit, and a label split over cells as one", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[50, "Policy Number: HO-1234567"]],
          [
            [54, "Coverages"],
            [281, "Amount"],
            [447, "You pay"],
          ],
          [
            [54, "Residence"],
            [281, "$795,000"],
            [447, "All covered perils $2,500"],
          ],
          [
            [56, "Building"],
            [120, "Property"],
            [281, "$129,000"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(draft.coverages.find((c) => c.code === "DWELLING")).toMatchObject({ limitPerAccident: 795_000 });
    const split = parsePolicy(
      [
        textPage([
          [[50, "Policy Number: HO-1234567"]],
          [
            [56, "Building"],
            [120, "Property"],
            [281, "$129,000"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(split.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(129_000);
  });
});

describe("parsePolicy: vehicles listed in one sentence", () => {
  it("gives each VIN the vehicle named just before it, across a line break", () => {
    const draft = parse(
      `Policy Number: AU-1234567
This policy covers your 2018 BMW 330i xDrive (VIN WBXE8V350JM860027), your 2025 Chevrolet Traverse (VIN
2GNN7KEU0SM669620).`,
      "auto",
    );
    expect(draft.properties.map((p) => p.type === "vehicle" && [p.data.year, p.data.make, p.data.model])).toEqual([
      [2018, "BMW", "330i xDrive"],
      [2025, "Chevrolet", "Traverse"],
    ]);
  });
});
