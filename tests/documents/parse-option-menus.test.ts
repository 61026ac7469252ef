import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A quote or selection form: every coverage printed with the options the carrier offers and the
// chosen one marked, across the row or stacked a line each. Only marked options are the policy's.

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[], policyType: "auto" | "home" = "auto") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });
const coverage = (policy: ReturnType<typeof read>, code: string) => policy.coverages.filter((c) => c.code === code);

const HEADER: FixtureRow[] = [
  [[50, "Travelers"]],
  [[50, "Auto Insurance - Coverage Options and Selections"]],
  [
    [50, "Policy Number"],
    [220, "Term"],
  ],
  [
    [50, "AP42861434"],
    [220, "10/17/2026 - 04/17/2027"],
  ],
  [[50, "Veh 1 2012 Ram 1500 Vehicle ID 3C67TLBS7CU137581"]],
];

describe("options across the row", () => {
  it("reads the marked option, whatever the mark, and no coverage whose menu has none", () => {
    const policy = read([
      ...HEADER,
      [
        [50, "Bodily Injury"],
        [200, "( ) 25/50"],
        [280, "(X) 100/300"],
        [360, "( ) 250/500"],
      ],
      [
        [50, "Property Damage Liability"],
        [200, "[ ] $10,000"],
        [280, "[x] $50,000"],
        [360, "[ ] $100,000"],
      ],
      [
        [50, "Collision Deductible - Veh 1"],
        [240, "$250"],
        [280, "> $500"],
        [360, "$1,000"],
      ],
      [
        [50, "Comprehensive Deductible - Veh 1"],
        [240, "$100"],
        [280, "$250 SELECTED"],
        [380, "$500"],
      ],
      [
        [50, "Uninsured Motorist BI"],
        [200, "25/50"],
        [280, "50/100"],
        [360, "100/300"],
      ],
      // The menu's last options wrapped to a line of their own.
      [
        [200, "( ) 250/500"],
        [280, "( ) 500/1,000"],
      ],
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 100000, limitPerAccident: 300000 }]);
    expect(coverage(policy, "PD")).toMatchObject([{ limitPerAccident: 50000 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 500 }]);
    expect(coverage(policy, "COMP")).toMatchObject([{ deductible: 250 }]);
    expect(coverage(policy, "UMBI")).toEqual([]);
  });

  it("takes no row of dates for a menu", () => {
    const policy = read([
      ...HEADER.slice(0, 2),
      [
        [50, "Term Begins"],
        [200, "Expiration Date"],
        [350, "Printed"],
      ],
      [
        [50, "06/01/2026"],
        [200, "12/01/2026"],
        [350, "05/20/2026"],
      ],
      ...HEADER.slice(4),
      [
        [50, "Bodily Injury"],
        [200, "( ) 25/50"],
        [280, "(X) 100/300"],
      ],
      [
        [50, "Property Damage"],
        [200, "(X) 25,000"],
        [280, "( ) 50,000"],
      ],
    ]);
    expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2026-06-01", "2026-12-01"]);
  });

  it("splits a mark printed after an option from the option set close behind it", () => {
    const policy = read([
      ...HEADER,
      [
        [50, "Bodily Injury Liability"],
        [200, "25,000 / 50,000"],
        [300, "50,000 / 100,000 <- Selected 100,000 / 300,000"],
      ],
      [
        [50, "PD Liability"],
        [200, "25,000 <- Selected"],
        [300, "50,000"],
      ],
      [
        [50, "UIM Bodily Injury"],
        [200, "25,000 / 50,000"],
        [300, "50,000 / 100,000"],
        [400, "100,000 / 300,000"],
      ],
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 50000, limitPerAccident: 100000 }]);
    expect(coverage(policy, "PD")).toMatchObject([{ limitPerAccident: 25000 }]);
    expect(coverage(policy, "UIMBI")).toEqual([]);
  });
});

describe("options stacked a line each", () => {
  it("sets the marked option beside its coverage and drops a menu with none marked", () => {
    const policy = read([
      ...HEADER,
      [[50, "Bodily Injury Liability"]],
      [[68, "( ) 25/50"]],
      [[68, "(•) 100/300"]],
      [[68, "( ) 250/500"]],
      [[50, "PD Liability"]],
      [[68, "( ) 10,000"]],
      [[68, "(•) 50,000"]],
      [[50, "Uninsured Motorists Bodily Injury"]],
      [[68, "( ) 25/50"]],
      [[68, "( ) 50/100"]],
      [[50, "Collision - Veh 1"]],
      [[68, "(•) 1,000"]],
      [[68, "( ) 2,000"]],
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 100000, limitPerAccident: 300000 }]);
    expect(coverage(policy, "PD")).toMatchObject([{ limitPerAccident: 50000 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 1000 }]);
    expect(coverage(policy, "UMBI")).toEqual([]);
  });

  it("takes a drawn box's X for the mark, the others printed bare", () => {
    const policy = read(
      [
        [[50, "Homeowners - Coverage Options"]],
        [[50, "Policy Number HO 5512034"]],
        [[50, "Policy Period 03/01/2026 to 03/01/2027"]],
        [[50, "Personal Property (Cov C)"]],
        [[80, "$50,000"]],
        [[70, "X $51,000"]],
        [[80, "$75,000"]],
        [[50, "E. Personal Liability"]],
        [[70, "X $100,000"]],
        [[80, "$300,000"]],
      ],
      "home",
    );
    expect(coverage(policy, "PERSONAL_PROPERTY")).toMatchObject([{ limitPerAccident: 51000 }]);
    expect(coverage(policy, "PERSONAL_LIABILITY")).toMatchObject([{ limitPerAccident: 100000 }]);
  });
});

describe("rows marked as a whole", () => {
  it("keep a coverage's limit beside its premium's status, and a sentence that says 'selected'", () => {
    const policy = read([
      ...HEADER,
      [[50, "Coverages not marked as selected are not included in your policy."]],
      [
        [50, "Liability - Bodily Injury"],
        [240, "$50,000/$100,000"],
        [420, "$369.39 Selected"],
      ],
      [
        [50, "Liability - Property Damage"],
        [240, "$25,000"],
        [420, "$135.35 Selected"],
      ],
      [
        [50, "Coll - Veh 1"],
        [330, "$500"],
        [420, "$191.89 Selected"],
      ],
    ]);
    expect(coverage(policy, "PD")).toMatchObject([{ limitPerAccident: 25000 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 500 }]);
  });
});

describe("pages that mark no options", () => {
  it("leave a table's amounts alone", () => {
    const policy = read([
      ...HEADER,
      [
        [50, "Coverage"],
        [200, "Limit"],
        [300, "Deductible"],
        [380, "Premium"],
      ],
      [
        [50, "Bodily Injury"],
        [200, "$100,000/$300,000"],
        [380, "$412.00"],
      ],
      [
        [50, "Collision"],
        [300, "$500"],
        [380, "$220.00"],
      ],
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 100000, limitPerAccident: 300000 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 500 }]);
  });
});
