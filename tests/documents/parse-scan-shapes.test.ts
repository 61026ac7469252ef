import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { findDates } from "@/lib/service/documents/parse/dates";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// What OCR and narrow boxes do to a page: a day split at a space, a company's name wrapped in a
// side box and run into the cell beside it, a period given only in a letter's sentence.

const parse = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: new Date("2021-08-01") });

describe("scan shapes", () => {
  it("joins a day OCR split at a space ('8/1 3/2020')", () => {
    expect(findDates("Effective: 8/1 3/2020 12:01 AM").map((d) => d.iso)).toEqual(["2020-08-13"]);
    expect(findDates("Effective: 8/13/2020").map((d) => d.iso)).toEqual(["2020-08-13"]);
  });

  it("reads a company name wrapped over a narrow box, even run into the cell beside it", () => {
    const draft = parse(
      [
        [[50, "Policy Number: 000 912 345"]],
        [[402, "Your policy provided by"]],
        [
          [40, "Total discount savings"],
          [345, "$987.66 Alistate Vehicle and Property"],
        ],
        [[403, "Insurance Company"]],
      ],
      "home",
    );
    expect(draft.carrier?.name).toBe("Alistate Vehicle and Property Insurance Company");
  });

  it("does not join a form's title to the 'INSURANCE COMPANY' caption under it", () => {
    const draft = parse(
      [
        [[300, "PERSONAL AUTO EVIDENCE OF INSURANCE"]],
        [[300, "INSURANCE COMPANY"]],
        [[300, "AMICA MUTUAL INSURANCE COMPANY"]],
      ],
      "auto",
    );
    expect(draft.carrier?.name).toBe("AMICA MUTUAL INSURANCE COMPANY");
  });

  it("takes the start of the policy from a letter's sentence when nothing else dates it", () => {
    const draft = parse(
      [
        [[36, "Amended House & Home Policy Declarations"]],
        [[36, "Your policy effective date is June 30, 2021"]],
        [[36, "Policy period"]],
        [[36, "30,2075 at 1201 a. standard"]],
      ],
      "home",
    );
    expect(draft.effectiveDate).toBe("2021-06-30");
  });

  it("lets a change's own effective date give way to the printed period", () => {
    const draft = parse(
      [
        [[36, "Your policy is effective on March 3, 2021 for the changes below"]],
        [[36, "Policy period: January 15, 2021 to January 15, 2022"]],
      ],
      "home",
    );
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2021-01-15", "2022-01-15"]);
  });
});
