import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage, textPage } from "../fixtures/documents/text-page";

// A summary written as questions and answers, or a chat with the carrier, says who is insured,
// where the mail goes, what place is covered and which lender is listed in sentences, with no
// caption beside any of them.

const TODAY = new Date("2027-06-01T00:00:00Z");
const parse = (text: string, policyType: "auto" | "home") =>
  parsePolicy([flowPage(text)], { policyType, today: TODAY });

const HOME_ANSWERS = `Policy Summary - Questions & Answers
1. What is my policy number?
Your policy number is 4755BL56028.
2. Who is insured?
The policy is in the name of Imani Pham & Beatriz Pham.
3. Where do you send my policy documents?
The mailing address on file is 48 Quarry Road, Apt. 2, Hartford, CT 06103-9751.
4. Which property does the policy cover?
The policy covers the home at 13626 E Hillcrest Place, Hartford, CT 06105. Our records show it was built in 1927.
5. Is my mortgage company listed on the policy?
Yes - U.S. Bank National Association, PO Box 17633, Owensboro, KY 42302, is listed as mortgagee, loan #7850841X.
Nationstar Mortgage LLC (PO Box 18068, Coppell, TX 75019) is the second mortgagee.
6. What do I pay on a claim?
You pay the first $1,000 of a covered claim.`;

describe("parties named in sentences", () => {
  it("reads the insureds, the mailing address and the insured place from answers", () => {
    const draft = parse(HOME_ANSWERS, "home");
    expect(draft.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Imani Pham", "Beatriz Pham"]);
    expect(draft.address).toMatchObject({ addressLine1: "48 Quarry Road", city: "Hartford", postalCode: "06103" });
    const dwelling = draft.properties.find((p) => p.type === "dwelling")?.data as { address?: unknown };
    expect(dwelling?.address).toMatchObject({ addressLine1: "13626 E Hillcrest Place", postalCode: "06105" });
  });

  it("reads a lender named as what it is, after an answer's 'Yes', with its loan number", () => {
    const parties = parse(HOME_ANSWERS, "home").thirdParties.map((t) => [t.type, t.name, t.loanNumber ?? null]);
    expect(parties).toEqual([
      ["mortgagee", "U.S. Bank National Association", "7850841X"],
      ["mortgagee", "Nationstar Mortgage LLC", null],
    ]);
  });

  it("reads people named after the fact ('… is listed as named insured') behind the question", () => {
    const draft = parse(
      `Who is named on the policy? Elijah Z. Vance is listed as named insured.
Where do you send my policy? Documents go to 19827 Magnolia Way, Reno, NV 89523.`,
      "auto",
    );
    expect(draft.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Elijah Vance"]);
    expect(draft.address).toMatchObject({ addressLine1: "19827 Magnolia Way", city: "Reno", state: "NV" });
  });

  it("keeps a listed driver who is not a named insured out of the insureds", () => {
    const draft = parse(
      `The named insureds on the policy are Tomás F. Underwood & Hiroshi Underwood. Curtis Underwood is also a listed driver (not a named insured).`,
      "auto",
    );
    expect(draft.insureds.map((i) => i.lastName)).toEqual(["Underwood", "Underwood"]);
    expect(draft.insureds.map((i) => i.firstName)).toEqual(["Tomás", "Hiroshi"]);
  });

  it("takes no chat sender and time stamp for the lender", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[31, "Andre Pham 1:31 PM"]],
          [[37, "is the lender listed as loss payee?"]],
          [[31, "Yuki Whitaker 1:32:15 PM"]],
          [[103, "Yes, there is. Bank of America, N.A. (PO Box 48329, Greensboro, NC 27420-8071) is the lienholder."]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(draft.thirdParties.map((t) => [t.type, t.name])).toEqual([["lienholder", "Bank of America, N.A."]]);
  });
});

describe("coverages in answers", () => {
  const draft = parse(
    `5. Which property does the policy cover?
The policy covers unit owner coverage at 13626 E Hillcrest Place Apt. 37D, Hartford, CT 06103. Our records show it was
built in 1927.
9. Does the policy cover liability and guest medical bills?
Personal liability is $1,000,000 per occurrence. Medical payments to others pay up to $10,000 per person, regardless of
fault.`,
    "home",
  );

  it("takes no house number of the insured place for a limit", () => {
    const limits = draft.coverages.flatMap((c) => [c.limitPerPerson, c.limitPerAccident, c.deductible]);
    expect(limits).not.toContain(13626);
    expect(limits).not.toContain(6103);
  });

  it("gives the next sentence's amount to its own coverage, not to the one before it", () => {
    const of = (code: string) => draft.coverages.find((c) => c.code === code);
    expect(of("PERSONAL_LIABILITY")).toMatchObject({ limitPerPerson: null, limitPerAccident: 1_000_000 });
    expect(of("MEDICAL_PAYMENTS")).toMatchObject({ limitPerPerson: 10_000 });
  });
});

describe("a car's coverages in answers", () => {
  it("reads each coverage a sentence names, the second after a comma", () => {
    const draft = parse(
      `There is one vehicle on the policy: a 2022 Ram 2500 with VIN 3C6KLJ8V7NV595778.
Your bodily injury liability limits are $100,000 per person and $300,000 per accident, and property damage liability is $100,000.`,
      "auto",
    );
    const got = draft.coverages.map((c) => [c.code, c.limitPerPerson, c.limitPerAccident]);
    expect(got).toEqual([
      ["BI", 100_000, 300_000],
      ["PD", null, 100_000],
    ]);
  });
});

describe("sentences that share a line", () => {
  it("gives each car the deductibles of its own sentence when one ends and the next starts mid-line", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[47, "Key Coverages"]],
          [
            [47, "Liability is $25,000/$50,000 bodily injury and $100,000 property damage."],
            [440, "For the 2025 Jeep Compass, VIN"],
          ],
          [
            [
              47,
              "1C4PKPKTXSE263255: comprehensive deductible $500, collision deductible $250. The 2015 Volkswagen Tiguan (VIN WVGWRLHL9FK267016)",
            ],
          ],
          [[47, "has comprehensive with a $100 deductible and collision with a $1,000 deductible."]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    const vinOf = new Map(draft.properties.map((p) => [p.id, (p.data as { vin?: string }).vin]));
    const physical = draft.coverages
      .filter((c) => c.code === "COMP" || c.code === "COLL")
      .map((c) => [vinOf.get(c.property ?? ""), c.code, c.deductible])
      .sort();
    expect(physical).toEqual([
      ["1C4PKPKTXSE263255", "COLL", 250],
      ["1C4PKPKTXSE263255", "COMP", 500],
      ["WVGWRLHL9FK267016", "COLL", 1000],
      ["WVGWRLHL9FK267016", "COMP", 100],
    ]);
  });

  it("does not end a sentence at a street's or a company's abbreviation", () => {
    const draft = parse(
      `We will send a copy of this notice to your lender, Gateway Mortgage Co. Inc., 1200 Market St. St. Louis, MO 63103, loan number 55120-8.`,
      "home",
    );
    expect(draft.thirdParties.map((t) => t.loanNumber)).toEqual(["55120-8"]);
  });
});

describe("a share of Coverage A beside its coverage", () => {
  it("is that coverage's value, not a sentence about another coverage", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[33, "PROPERTY COVERAGES"]],
          [
            [32, "A. Dwelling"],
            [196, "(X) $163,000"],
          ],
          [
            [32, "B. Other Structures"],
            [299, "10% of Cov A ($16,300)"],
          ],
          [
            [32, "Coverage D - Loss of Use"],
            [196, "20% of Cov A ($32,600)"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(draft.coverages.map((c) => [c.code, c.limitPerAccident])).toEqual([
      ["DWELLING", 163_000],
      ["OTHER_STRUCTURES", 16_300],
      ["LOSS_OF_USE", 32_600],
    ]);
  });
});
