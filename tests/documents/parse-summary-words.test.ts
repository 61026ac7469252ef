import { describe, expect, it } from "vitest";
import { buildDoc, insuranceSignals, parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A one-page summary sheet or a lender's e-mail: abbreviated captions still say it is insurance,
// a coverage's short label beside the names is no insured, and a greeting to a lender's desk or
// the tail of a sentence is no party.

const TODAY = new Date("2026-02-01");

describe("an abbreviated summary sheet", () => {
  it("counts 'Total Prem', 'Comp Ded' and 'Policy Term' as the signals of a declarations page", () => {
    const page = textPage([
      [[60, "Policy Info"]],
      [[60, "Pol #  313412501"]],
      [[60, "Policy Term  11-26-26 - 11-26-27"]],
      [[60, "Company  The Cincinnati Insurance Company"]],
      [[60, "Total Prem  $1,140.72"]],
      [[60, "Coverage / Limits  BI 250/500  Comp Ded $500"]],
    ]);
    expect(insuranceSignals(buildDoc([page]))).toBeGreaterThanOrEqual(4);
  });

  it("counts an agency screen's coverage codes beside their amounts and its 'Named Insd' as signals", () => {
    const page = textPage([
      [[48, "Policy Detail"]],
      [[48, "Policy No AP 3808744"]],
      [[48, "Effective 03/23/26"]],
      [[48, "Written Prem 1,224.22"]],
      [[48, "Named Insd Yamamoto, Mei"]],
      [
        [66, "BI 25,000/50,000"],
        [140, "PD 250,000"],
        [311, "OTC 500"],
        [357, "COLL 1,500"],
      ],
    ]);
    expect(insuranceSignals(buildDoc([page]))).toBeGreaterThanOrEqual(4);
  });

  it("takes no coverage label printed beside the names for an insured", () => {
    const rows: FixtureRow[] = [
      [[57, "Policy No  2925RC92700"]],
      [[57, "Effective  11/26/2027  Exp 11/26/2028"]],
      [
        [57, "Named Insured"],
        [324, "Prop Dmg"],
        [518, "$250,000"],
      ],
      [
        [57, "Luis Kowalski"],
        [324, "UMBI"],
        [491, "$30,000/$60,000"],
      ],
      [[57, "2211 Railroad Ave"]],
      [[57, "Fargo, ND 58104"]],
    ];
    const draft = parsePolicy([textPage(rows)], { policyType: "auto", today: TODAY });
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Luis", "Kowalski"]]);
  });
});

describe("interests in a lender's e-mail", () => {
  it("takes the lender named in the sentence, not the desk the greeting names", () => {
    const rows: FixtureRow[] = [
      [[45, "Subject: Evidence of coverage - Policy PAP76175044"]],
      [[45, "Dear Loss Payee Department,"]],
      [[45, "Policy #: PAP76175044"]],
      [[45, "Term: Jan 3, 2027 through Jan 3, 2028"]],
      [[45, "Loss Payee: Navy Federal Credit Union, PO Box 3100, Merrifield, VA 22119"]],
      [[45, "for the 2013 Lexus RX 350 (Loan No. 0188721169)."]],
    ];
    const draft = parsePolicy([textPage(rows)], { policyType: "auto", today: TODAY });
    expect(draft.thirdParties.map((p) => p.name)).not.toContain("Department");
    expect(draft.thirdParties.every((p) => !/^for the/.test(p.name))).toBe(true);
  });
});
