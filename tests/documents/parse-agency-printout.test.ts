import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// An agency-management system's policy printout: captions abbreviated and set before their values
// in one cell ("Named Insd: …", "Mail Addr …", "Written Prem: …"), each coverage as an inline code
// with its amount ("BI 30,000/60,000  PD 25,000  COMP 250"), interests as codes ("LH:", "MTG1:").

const TODAY = new Date("2026-09-01");
const parse = (rows: FixtureRow[], policyType: "auto" | "home") =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });

const AUTO: FixtureRow[] = [
  [
    [59, "Pol No: CSZ3676216"],
    [224, "Effective: 09/28/2026"],
    [388, "Exp: 03/28/2027"],
  ],
  [[59, "Co: Foremost Insurance Company"]],
  [
    [59, "Written Prem: 1,540.07"],
    [224, "Producer: 26-3419 Connor Chen"],
  ],
  [
    [59, "Named Insd: Tomas F Underwood"],
    [306, "Co-Insd: Hiroshi Underwood"],
  ],
  [[59, "Mail Addr 8086 Elmwood Trl, Columbia, SC 29229"]],
  [[59, "VEHICLES / COVERAGES"]],
  [
    [59, "#1"],
    [77, "2023 Volkswagen Atlas"],
    [181, "VIN: WVWPUMX6XPM915882"],
  ],
  [
    [77, "BI 30,000/60,000"],
    [175, "PD 25,000"],
    [240, "UMPD 10,000 DED 250"],
    [360, "COMP 250"],
  ],
  [
    [77, "COLL 2,000"],
    [145, "PIP 10,000"],
    [215, "Unit Prem 1,540.07"],
  ],
  [
    [77, "LH:"],
    [100, "Ford Motor Credit Company LLC"],
    [270, "PO Box 41107, Omaha, NE 68154"],
    [430, "Acct# 624-3853402"],
  ],
];

// Each vehicle's line of codes right under it, so the vehicles stand two rows apart: one unit
// carries no physical damage, and its next code's figures are not its deductibles.
const UNITS: FixtureRow[] = [
  [[39, "Policy No: HKY7559738"]],
  [[39, "VEHICLES / COVERAGES"]],
  [
    [39, "Unit 1"],
    [75, "2015 RAM 1500"],
    [143, "VIN 1C6RR7LT5FS658981"],
  ],
  [
    [57, "BI 25,000/50,000"],
    [152, "PD 50,000"],
    [215, "MP 2,000"],
    [270, "NO COMP/COLL"],
    [341, "RREIM 40/1200"],
  ],
  [
    [39, "Unit 2"],
    [75, "2022 HONDA PILOT EX"],
    [170, "VIN 5FNYF6H05NB795271"],
  ],
  [
    [57, "BI 25,000/50,000"],
    [152, "PD 50,000"],
    [228, "OTC DED 0"],
    [300, "COLL DED 1,000"],
    [399, "RREIM 40/1200"],
  ],
  [
    [39, "Unit 3"],
    [75, "2020 SUBARU ASCENT"],
    [165, "VIN 4S4WMARD0L3419597"],
  ],
  [
    [57, "BI 25,000/50,000"],
    [152, "PD 50,000"],
    [228, "OTC DED 500"],
    [300, "COLL DED 250"],
  ],
];

describe("an agency screen with each unit's codes under it", () => {
  it("gives each unit its own deductibles and the unit without physical damage none", () => {
    const draft = parse(UNITS, "auto");
    const vin = Object.fromEntries(draft.properties.map((p) => [p.id, (p.data as { vin: string }).vin.slice(-4)]));
    const damage = draft.coverages
      .filter((c) => c.code === "COMP" || c.code === "COLL")
      .map((c) => `${c.code} ${vin[c.property ?? ""]} ${c.deductible}`)
      .sort();
    expect(damage).toEqual(["COLL 5271 1000", "COLL 9597 250", "COMP 5271 0", "COMP 9597 500"]);
    const medpay = draft.coverages.find((c) => c.code === "MEDPAY");
    expect([medpay?.limitPerPerson, medpay?.limitPerAccident].filter((l) => l != null)).toEqual([2_000]);
  });
});

describe("an agency system's auto printout", () => {
  const draft = parse(AUTO, "auto");
  const cov = (code: string) => draft.coverages.find((c) => c.code === code);

  it("reads abbreviated captions with their values in the same cell", () => {
    expect(draft.premium).toBe(1540.07);
    expect(draft.insureds.map((i) => [i.firstName, i.lastName, i.type])).toEqual([
      ["Tomas", "Underwood", "primary"],
      ["Hiroshi", "Underwood", "secondary"],
    ]);
    expect(draft.address).toMatchObject({ addressLine1: "8086 Elmwood Trl", city: "Columbia", postalCode: "29229" });
  });

  it("reads each inline coverage code with its own amount, and no other code's", () => {
    expect([cov("BI")?.limitPerPerson, cov("BI")?.limitPerAccident]).toEqual([30_000, 60_000]);
    expect(cov("PD")?.limitPerAccident).toBe(25_000);
    expect([cov("UMPD")?.limitPerAccident, cov("UMPD")?.deductible]).toEqual([10_000, 250]);
    expect(cov("COMP")?.deductible).toBe(250);
    expect(cov("COLL")?.deductible).toBe(2_000);
  });

  it("reads an 'LH:' code as a lienholder with its account number", () => {
    expect(draft.thirdParties.map((p) => [p.type, p.name, p.loanNumber])).toEqual([
      ["lienholder", "Ford Motor Credit Company LLC", "624-3853402"],
    ]);
  });
});

describe("an agency system's condo printout", () => {
  const draft = parse(
    [
      [
        [52, "Policy No: 4755BL56028"],
        [221, "Eff Dt: 05/30/2026"],
        [391, "Expiration: 05/30/2027"],
      ],
      [[52, "Writing Co: Grange Mutual Casualty Company"]],
      [[52, "Name PHAM, IMANI"]],
      [[52, "Mailing: 13626 E Hillcrest Place Apt. 37D, Hartford, CT 06103"]],
      [[52, "Risk Addr 13626 E Hillcrest Place Apt. 37D, Hartford, CT 06103"]],
      [[52, "COVERAGES"]],
      [
        [58, "UNIT BLDG 103,000"],
        [161, "PERS PROP 79,000"],
        [264, "LOSS USE 23,700"],
        [359, "PERS LIAB 1,000,000"],
      ],
      [[52, "Total Full Term: 1,462.94"]],
      [
        [58, "MTG1:"],
        [112, "U.S. Bank National Association"],
        [280, "PO Box 17633, Owensboro, KY 42302"],
        [460, "Loan No 7850841X"],
      ],
    ],
    "home",
  );

  it("reads the caption-before-value fields and the total full-term premium", () => {
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Imani", "Pham"]]);
    expect(draft.address).toMatchObject({ city: "Hartford", state: "CT", postalCode: "06103" });
    expect(draft.properties[0]?.data).toMatchObject({ address: { city: "Hartford", postalCode: "06103" } });
    expect(draft.premium).toBe(1462.94);
  });

  it("reads the abbreviated coverages and a numbered mortgagee code", () => {
    expect(Object.fromEntries(draft.coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson]))).toEqual({
      DWELLING: 103_000,
      PERSONAL_PROPERTY: 79_000,
      LOSS_OF_USE: 23_700,
      PERSONAL_LIABILITY: 1_000_000,
    });
    expect(draft.thirdParties.map((p) => [p.type, p.name, p.loanNumber])).toEqual([
      ["mortgagee", "U.S. Bank National Association", "7850841X"],
    ]);
  });
});
