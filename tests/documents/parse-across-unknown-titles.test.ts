import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A coverage table laid out across names endorsements the reader has no word for ("Scheduled
// Jewelry"): their columns are left unread, and the coverages it knows are still
// read from the unlabelled row of values under the titles.

const TODAY = new Date("2026-10-01");
const byCode = (draft: PolicyDraft) =>
  Object.fromEntries(draft.coverages.map((c) => [c.code, [c.limitPerPerson, c.limitPerAccident, c.deductible]]));

const homeHead: FixtureRow[] = [
  [[35, "HOMEOWNER POLICY DECLARATIONS"]],
  [
    [35, "Policy No."],
    [145, "WPE9507449"],
  ],
  [
    [35, "Term"],
    [145, "10/28/26 to 10/28/27"],
  ],
  [[35, "SCHEDULE OF COVERAGES"]],
];

describe("coverage titles across, some of them unknown", () => {
  it("reads a home table whose titles include an endorsement the lexicon lacks", () => {
    const draft = parsePolicy(
      [
        textPage([
          ...homeHead,
          [
            [112, "Dwelling"],
            [167, "Other"],
            [237, "Personal"],
            [293, "Loss of"],
            [351, "Personal"],
            [412, "Medical"],
            [478, "Scheduled"],
            [545, "Total"],
          ],
          [
            [167, "Structures"],
            [237, "Property"],
            [293, "Use"],
            [351, "Liability"],
            [412, "Payments"],
            [478, "Jewelry"],
          ],
          [
            [112, "607,000"],
            [167, "30,350"],
            [237, "303,500"],
            [293, "182,100"],
            [351, "500,000"],
            [412, "5,000"],
            [478, "$8,500"],
          ],
          [
            [35, "Annual"],
            [112, "$213.90"],
            [167, "$333.06"],
            [237, "$70.46"],
            [293, "$124.70"],
            [351, "$214.80"],
            [412, "$141.99"],
            [478, "$40.83"],
            [545, "$1,139.74"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(byCode(draft)).toMatchObject({
      DWELLING: [null, 607000, null],
      OTHER_STRUCTURES: [null, 30350, null],
      PERSONAL_PROPERTY: [null, 303500, null],
      LOSS_OF_USE: [null, 182100, null],
      PERSONAL_LIABILITY: [null, 500000, null],
      MEDICAL_PAYMENTS: [5000, null, null],
    });
    expect(draft.coverages.some((c) => c.limitPerAccident === 8500)).toBe(false);
  });

  it("reads an auto table whose titles are cut short, 'Medical' among them", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[39, "Personal Auto Declarations"]],
          [
            [39, "Policy #"],
            [149, "3214FR40826"],
          ],
          [[39, "SCHEDULE OF COVERAGES"]],
          [
            [39, "Unit"],
            [143, "Bodily Inj"],
            [222, "Prop Damage"],
            [303, "Unins Motorist"],
            [395, "Medical"],
            [536, "Veh Total"],
          ],
          [
            [159, "20/40"],
            [225, "250,000"],
            [309, "15/30"],
            [400, "2,000"],
          ],
          [
            [39, "Veh 1"],
            [164, "INC"],
            [239, "INC"],
            [315, "INC"],
            [400, "INC"],
            [532, "$1,016.66"],
          ],
          [[39, "Limits x$1,000"]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(byCode(draft)).toMatchObject({ BI: [20000, 40000, null], PD: [null, 250000, null] });
    const medical = draft.coverages.find((c) => c.code === "MEDPAY");
    expect([medical?.limitPerPerson, medical?.limitPerAccident]).toContain(2000);
  });
});
