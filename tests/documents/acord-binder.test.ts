import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// ACORD 75, the insurance binder, laid out as the 2013/09 form prints it: the binder number and
// term in the top right boxes, the insured on the left, the vehicle in the description box, the
// coverage grid with its limit captions, and the additional interest at the foot.

const ROWS: FixtureRow[] = [
  [[236, "INSURANCE BINDER"]],
  [[51, "THIS BINDER IS A TEMPORARY INSURANCE CONTRACT, SUBJECT TO THE CONDITIONS SHOWN ON PAGE 2 OF THIS FORM."]],
  [
    [22, "AGENCY"],
    [310, "COMPANY"],
    [490, "BINDER #"],
  ],
  [
    [30, "Lakeside Agency"],
    [330, "Granite State Mutual"],
    [535, "B-77120"],
  ],
  [
    [362, "EFFECTIVE"],
    [522, "EXPIRATION"],
  ],
  [
    [338, "DATE"],
    [421, "TIME"],
    [501, "DATE"],
    [564, "TIME"],
  ],
  [
    [321, "03/01/2026"],
    [394, "12:01"],
    [488, "06/01/2026"],
  ],
  [[324, "THIS BINDER IS ISSUED TO EXTEND COVERAGE IN THE ABOVE NAMED COMPANY"]],
  [
    [22, "AGENCY"],
    [310, "DESCRIPTION OF OPERATIONS / VEHICLES / PROPERTY (Including Location)"],
  ],
  [[22, "INSURED AND MAILING ADDRESS"]],
  [
    [40, "Dana K. Whitfield"],
    [326, "2024 Subaru Outback Premium 4S4BTACC5R3112233"],
  ],
  [[40, "88 Orchard Ln"]],
  [[40, "Concord, NH 03301"]],
  [
    [22, "COVERAGES"],
    [494, "LIMITS"],
  ],
  [
    [52, "TYPE OF INSURANCE"],
    [254, "COVERAGE / FORMS"],
    [427, "DEDUCTIBLE"],
    [481, "COINS %"],
    [541, "AMOUNT"],
  ],
  [[22, "VEHICLE LIABILITY"]],
  [
    [425, "COMBINED SINGLE LIMIT"],
    [518, "$"],
  ],
  [
    [36, "ANY AUTO"],
    [425, "BODILY INJURY (Per person)"],
    [518, "$"],
    [542, "50,000"],
  ],
  [
    [36, "ALL OWNED AUTOS"],
    [425, "BODILY INJURY (Per accident)"],
    [518, "$"],
    [542, "100,000"],
  ],
  [
    [23, "X"],
    [36, "SCHEDULED AUTOS"],
    [425, "PROPERTY DAMAGE"],
    [518, "$"],
    [542, "50,000"],
  ],
  [
    [36, "HIRED AUTOS"],
    [425, "MEDICAL PAYMENTS"],
    [518, "$"],
    [546, "2,000"],
  ],
  [
    [425, "UNINSURED MOTORIST"],
    [518, "$"],
    [529, "50,000/100,000"],
  ],
  [
    [22, "VEHICLE PHYSICAL DAMAGE"],
    [155, "X"],
  ],
  [
    [23, "X"],
    [36, "COLLISION:"],
    [119, "$1,000"],
    [439, "STATED AMOUNT"],
    [518, "$"],
    [544, "31,000"],
  ],
  [
    [23, "X"],
    [36, "OTHER THAN COL:"],
    [119, "$250"],
  ],
  [
    [22, "GARAGE LIABILITY"],
    [425, "AUTO ONLY - EA ACCIDENT"],
    [518, "$"],
  ],
  [
    [425, "ESTIMATED TOTAL PREMIUM"],
    [518, "$"],
  ],
  [[22, "NAME & ADDRESS"]],
  [
    [307, "X"],
    [320, "LOSS PAYEE"],
    [407, "ADDITIONAL INSURED"],
  ],
  [[78, "Granite Credit Union"]],
  [
    [77, "PO Box 1200"],
    [306, "LOAN #:"],
    [375, "7730041"],
  ],
  [[75, "Manchester, NH 03105"]],
  [[306, "AUTHORIZED REPRESENTATIVE"]],
  [[22, "ACORD 75 (2013/09)"]],
];

describe("ACORD 75 insurance binder", () => {
  const draft = parsePolicy([textPage(ROWS)], { policyType: "auto", today: new Date("2026-04-01") });

  it("takes the binder number for the policy number and the binder's term, told apart by its two captions", () => {
    expect(draft.policyNumber).toBe("B-77120");
    expect(draft.carrier.name).toBe("Granite State Mutual");
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-03-01", "2026-06-01"]);
    expect(draft.isActive).toBe(true);
    expect(draft.premium).toBeNull();
  });

  it("reads the insured and the vehicle from their boxes, the VIN apart from the model", () => {
    expect(draft.insureds).toEqual([{ firstName: "Dana", lastName: "Whitfield", type: "primary" }]);
    expect(draft.address).toMatchObject({ addressLine1: "88 Orchard Ln", city: "Concord", state: "NH" });
    expect(draft.properties).toHaveLength(1);
    expect(draft.properties[0].data).toMatchObject({
      year: 2024,
      make: "Subaru",
      model: "Outback Premium",
      vin: "4S4BTACC5R3112233",
    });
  });

  it("fills each limit from the caption it stands by, and the deductibles beside their physical damage captions", () => {
    const byCode = Object.fromEntries(draft.coverages.map((c) => [c.code, c]));
    expect(byCode.BI).toMatchObject({ limitPerPerson: 50_000, limitPerAccident: 100_000 });
    expect(byCode.PD).toMatchObject({ limitPerAccident: 50_000 });
    expect(byCode.MEDPAY).toMatchObject({ limitPerPerson: 2_000 });
    expect(byCode.UMBI).toMatchObject({ limitPerPerson: 50_000, limitPerAccident: 100_000 });
    // The stated amount of the vehicle (31,000) on the collision row is not its deductible.
    expect(byCode.COLL).toMatchObject({ deductible: 1_000, property: draft.properties[0].id });
    expect(byCode.COMP).toMatchObject({ deductible: 250 });
    expect(byCode.CSL).toBeUndefined();
  });

  it("reads the checked interest with its address and loan number", () => {
    expect(draft.thirdParties).toEqual([
      {
        type: "lienholder",
        name: "Granite Credit Union",
        address: {
          addressLine1: "PO Box 1200",
          addressLine2: null,
          city: "Manchester",
          state: "NH",
          postalCode: "03105",
          country: "US",
        },
        loanNumber: "7730041",
        property: null,
      },
    ]);
  });
});
