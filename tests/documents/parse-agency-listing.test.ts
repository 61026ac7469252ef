import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { splitCaptionRun } from "@/lib/service/documents/parse/caption-runs";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// An agency system's policy listing for a lender: run-on caption lines ("Pol: … Eff: … Exp: …"),
// then one wide table with a row per location or vehicle, its columns the coverages cut to a
// word or two ("Cov A", "Liab", "Ded-Cmp") beside the columns that describe the row (its number,
// year, make, VIN or address) and the lender's columns (mortgagee, loan number).

const TODAY = new Date("2026-09-01");
const byCode = (rows: FixtureRow[], policyType: "auto" | "home") =>
  Object.fromEntries(
    parsePolicy([textPage(rows)], { policyType, today: TODAY }).coverages.map((c) => [
      c.code,
      [c.limitPerPerson, c.limitPerAccident, c.deductible],
    ]),
  );

const AUTO: FixtureRow[] = [
  [[46, "Pol: CSZ3676216; Effective: 09/28/2026; Exp Dt: 03/28/2027; Co: Foremost Insurance Company"]],
  [[46, "VEHICLE SCHEDULE"]],
  [
    [20, "#"],
    [35, "Yr"],
    [60, "Make"],
    [110, "Model"],
    [160, "VIN"],
    [270, "Liab"],
    [330, "UM"],
    [385, "Med"],
    [425, "Ded-Cmp"],
    [475, "Ded-Col"],
    // Set this close, the lender's title runs into the deductible's in one cell.
    [515, "LH"],
    [655, "Ln#"],
  ],
  [
    [20, "1"],
    [35, "2025"],
    [60, "Honda"],
    [110, "Civic"],
    [160, "2HGFC2F59JH123456"],
    [270, "30/60/25"],
    [330, "UM 15/30"],
    [385, "5,000"],
    [425, "250"],
    [475, "1,000"],
    [515, "Ford Motor Credit Company"],
    [655, "624-3853402"],
  ],
  [
    [330, "UIM 15/30"],
    [515, "LLC"],
  ],
  [[330, "UMPD 10,000"]],
  [[330, "Ded 250"]],
  [[46, "Limits in 000s"]],
];

describe("an agency's policy listing", () => {
  it("splits a line of run-on captions into its captioned values", () => {
    const rows: FixtureRow[] = [
      [[31, "Pemberton Insurance Agency"]],
      [[31, "Policy Detail Listing"]],
      [[31, "Pol: 110-4039-M70 Eff: 06/21/26 Exp: 06/21/27 Carrier: AMCO Insurance Company NAIC: 19100"]],
      [[31, "Insd: Grace Harrington; Mail Addr: 385 Oak Trl, Savannah, GA 31419; Cust#: 753064109"]],
      [
        [31, "Coverage A - Dwelling"],
        [250, "$248,000"],
      ],
    ];
    const policy = parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });
    expect(policy.policyNumber).toBe("110-4039-M70");
    expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2026-06-21", "2027-06-21"]);
    expect(policy.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Grace Harrington"]);
    expect(policy.address).toMatchObject({ addressLine1: "385 Oak Trl", city: "Savannah", state: "GA" });
  });

  it("reads the insured location under a 'Location Address' column, apart from the mailing address", () => {
    const rows: FixtureRow[] = [
      [[31, "Pol#: H3 0647526; EFF: 07/16/26; EXP: 07/16/27; Ins Co: Hartford Insurance Company"]],
      [[31, "Insd: Grace Harrington; Mail Addr: 385 Oak Trl, Savannah, GA 31419; Cust#: 753064109"]],
      [
        [10, "Loc"],
        [45, "Location Address"],
        [215, "Dwelling / Cov A"],
        [325, "Liability / Cov E"],
      ],
      [
        [10, "1"],
        [45, "6379 Adams Ter"],
        [215, "$248,000"],
        [325, "$100,000"],
      ],
      [[45, "Boise, ID 83709"]],
    ];
    const policy = parsePolicy([textPage(rows)], { policyType: "home", today: TODAY });
    expect(policy.address).toMatchObject({ addressLine1: "385 Oak Trl", city: "Savannah" });
    expect((policy.properties[0].data as { address: unknown }).address).toMatchObject({
      addressLine1: "6379 Adams Ter",
      city: "Boise",
    });
  });

  it("cuts a run of captions where each caption begins, a capitalised value word staying with its value", () => {
    const cut = (text: string) =>
      splitCaptionRun({ text, x: 0, x2: text.length * 5, y: 0, h: 10, row: 0 }).map((c) => c.text);
    expect(cut("Status: ACTIVE Line: HOME Bill: DB Tm: 12 months Term Prem: $1,527.42")).toEqual([
      "Status: ACTIVE",
      "Line: HOME",
      "Bill: DB",
      "Tm: 12 months",
      "Term Prem: $1,527.42",
    ]);
    expect(cut("Form: HO-3 Year Built: 1953 Use: Primary Residence Construction: Masonry")).toEqual([
      "Form: HO-3",
      "Year Built: 1953",
      "Use: Primary Residence",
      "Construction: Masonry",
    ]);
    // Two captions and no separator: a sentence with a colon, not a run of captions.
    expect(cut("Policy Period: 01/01/2026 To: 01/01/2027")).toEqual(["Policy Period: 01/01/2026 To: 01/01/2027"]);
  });

  it("reads a location row under two-line coverage titles, its deductible column and its mortgagees", () => {
    const rows: FixtureRow[] = [
      [[31, "Pol No: HM73598250; Eff: 06/26/2026; Exp: 06/26/2027; Ins Co: Allied Property and Casualty"]],
      [[31, "LOCATION SCHEDULE"]],
      [
        [20, "Loc"],
        [45, "Location"],
        [130, "Form"],
        [165, "Yr"],
        [215, "Dwelling"],
        [275, "Pers Prop"],
        [335, "Liability"],
        [395, "AOP"],
        [440, "Mortgagee"],
        [560, "Loan #"],
      ],
      [
        [20, "No."],
        [45, "Address"],
        [165, "Built"],
        [215, "Cov A"],
        [275, "Cov C"],
        [335, "Cov E"],
        [395, "Ded"],
      ],
      [
        [20, "1"],
        [45, "6379 Adams Ter"],
        [130, "HO-3"],
        [165, "2006"],
        [215, "$248,000"],
        [275, "$124,000"],
        [335, "$100,000"],
        [395, "$500"],
        [440, "Wells Fargo Bank"],
        [560, "84118925"],
      ],
      [
        [45, "Boise, ID 83709"],
        [440, "PO Box 15093"],
      ],
      [
        [440, "Nationstar Mortgage LLC"],
        [560, "86840946"],
      ],
      [[440, "Coppell, TX 75019"]],
      [[31, "Named Insured"]],
    ];
    const parties = parsePolicy([textPage(rows)], { policyType: "home", today: TODAY }).thirdParties;
    expect(parties.map((p) => [p.type, p.name, p.loanNumber])).toEqual([
      ["mortgagee", "Wells Fargo Bank", "84118925"],
      ["mortgagee", "Nationstar Mortgage LLC", "86840946"],
    ]);
    expect(byCode(rows, "home")).toMatchObject({
      DWELLING: [null, 248_000, 500],
      PERSONAL_PROPERTY: [null, 124_000, null],
      PERSONAL_LIABILITY: [null, 100_000, null],
    });
  });

  it("reads a vehicle row under cut titles, a group's column naming each coverage in its cells", () => {
    expect(byCode(AUTO, "auto")).toMatchObject({
      BI: [30_000, 60_000, null],
      PD: [null, 25_000, null],
      UMBI: [15_000, 30_000, null],
      UIMBI: [15_000, 30_000, null],
      UMPD: [null, 10_000, 250],
      COMP: [null, null, 250],
      COLL: [null, null, 1_000],
    });
  });

  it("reads the lienholder under its column with the row's loan number, its name run on from the deductible", () => {
    const parties = parsePolicy([textPage(AUTO)], { policyType: "auto", today: TODAY }).thirdParties;
    expect(parties.map((p) => [p.type, p.name, p.loanNumber])).toEqual([
      ["lienholder", "Ford Motor Credit Company LLC", "624-3853402"],
    ]);
  });
});
