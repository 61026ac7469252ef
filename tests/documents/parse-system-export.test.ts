import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { classifyAutoLabel } from "@/lib/service/documents/parse/coverage-codes";
import { spellFieldKeys } from "@/lib/service/documents/parse/field-keys";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// An agency or carrier system's export: field identifiers for captions ("PolNum", "EFF_DT"),
// colons aligned in a column, the address a field per part, and coverages in "long" rows (one row
// per limit kind), printed as aligned columns or as pipe-delimited lines.

const TODAY = new Date("2026-06-01");
const read = (rows: FixtureRow[]) => parsePolicy([textPage(rows)], { policyType: "auto", today: TODAY });

const HEADER: FixtureRow[] = [
  [[40, "Policy Coverage Detail - Export"]],
  [
    [40, "PolNum"],
    [96, ": PAP 8193555"],
  ],
  [
    [40, "Company"],
    [96, ": Allstate Indemnity Company"],
  ],
  [
    [40, "EffDate"],
    [96, ": 1/4/2026"],
  ],
  [
    [40, "ExpDate"],
    [96, ": 7/4/2026"],
  ],
  [[40, "FullTermPrem: 1,249.68"]],
  [
    [40, "Insured1"],
    [96, ": Sullivan, Luis"],
  ],
  [
    [40, "Addr1"],
    [96, ": 5924 Sycamore Drive"],
  ],
  [
    [40, "City"],
    [96, ": Allentown"],
  ],
  [
    [40, "State"],
    [96, ": PA"],
  ],
  [
    [40, "Zip"],
    [96, ": 18101"],
  ],
  [
    [40, "Unit"],
    [90, "Year Make Model"],
    [260, "VIN"],
  ],
  [
    [40, "1"],
    [90, "2026 Kia Telluride"],
    [260, "KNAPM6SW1TP886023"],
  ],
];

describe("field identifiers as captions", () => {
  it("spells out identifiers at a cell's head, and only identifiers", () => {
    expect(spellFieldKeys("PolNum")).toBe("Policy Number");
    expect(spellFieldKeys("EFF_DT = 01/02/2026")).toBe("Effective Date: 01/02/2026");
    expect(spellFieldKeys("MAIL_ADDR1")).toBe("Mailing Address");
    expect(spellFieldKeys("Addr2")).toBe("Address Line 2");
    expect(spellFieldKeys("Insured2")).toBe("Second Insured");
    expect(spellFieldKeys("VEH_YR MAKE")).toBe("Vehicle Year MAKE");
    for (const text of ["Honda Civic", "Form HO3", "McDonald", "Form1", "AU 5148051"])
      expect(spellFieldKeys(text)).toBe(text);
  });

  it("reads an export's header block: policy number, term, premium, insured and an address a field per part", () => {
    const policy = read(HEADER);
    expect(policy.policyNumber).toBe("PAP 8193555");
    expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2026-01-04", "2026-07-04"]);
    expect(policy.premium).toBe(1249.68);
    expect(policy.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Luis", "Sullivan"]]);
    expect(policy.address).toMatchObject({
      addressLine1: "5924 Sycamore Drive",
      city: "Allentown",
      state: "PA",
      postalCode: "18101",
    });
  });
});

const coverage = (policy: ReturnType<typeof read>, code: string) => policy.coverages.filter((c) => c.code === code);

describe("coverages in long rows", () => {
  it("joins per-person and per-accident rows into a split limit, and a deductible row into its coverage", () => {
    const policy = read([
      ...HEADER,
      [
        [60, "Unit Cov"],
        [200, "Lim Type"],
        [300, "Value"],
        [400, "Prem"],
      ],
      [
        [60, "1 BI"],
        [200, "PP"],
        [300, "250,000"],
        [400, "165.11"],
      ],
      [
        [60, "1 BI"],
        [200, "PA"],
        [300, "500,000"],
      ],
      [
        [60, "1 PD"],
        [200, "PA"],
        [300, "100,000"],
        [400, "73.08"],
      ],
      [
        [60, "1 COLL"],
        [200, "ACV"],
        [400, "70.22"],
      ],
      [
        [60, "1 COLL"],
        [200, "DED"],
        [300, "2,000"],
      ],
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 250000, limitPerAccident: 500000 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 2000 }]);
  });

  it("lays pipe-delimited lines out as the table they stand for", () => {
    const line = (text: string): FixtureRow => [[40, text]];
    const policy = read([
      ...HEADER,
      line("Veh# | Cvg | Cvg Desc | Lim Basis | Limit | Deductible | Written Prem"),
      line("* | BI | Bodily Inj Liab | EA PERS | 100,000.00 | | 91.53"),
      line("* | BI | Bodily Inj Liab | EA ACC | 300,000.00 | |"),
      line("* | PD | Prop Dmg Liab | EA ACC | 50,000.00 | | 64.71"),
      line("1 | COMP | Comp | ACV | | 250.00 | 41.23"),
      line("1 | COLL | Coll | ACV | | 1,000.00 | 110.10"),
    ]);
    expect(coverage(policy, "BI")).toMatchObject([{ limitPerPerson: 100000, limitPerAccident: 300000 }]);
    expect(coverage(policy, "COMP")).toMatchObject([{ deductible: 250 }]);
    expect(coverage(policy, "COLL")).toMatchObject([{ deductible: 1000 }]);
  });
});

describe("a home export's coverage rows", () => {
  it("reads the deductible column past a column of limit kinds", () => {
    const policy = parsePolicy(
      [
        textPage([
          [[40, "Policy Number: H 936-8424"]],
          [[40, "Effective Date: 09/02/2026"]],
          [[40, "Expiration Date: 09/02/2027"]],
          [
            [63, "UNIT_NO COV_CD"],
            [156, "COV_DESC"],
            [353, "LMT_TYP"],
            [465, "Limit Amount"],
            [540, "Deductible Amount"],
          ],
          [
            [93, "1 A"],
            [156, "Dwelling"],
            [353, "LIMIT"],
            [473, "626,000"],
            [555, "2,000"],
          ],
          [
            [93, "1 B"],
            [156, "Other Structures"],
            [353, "LIMIT"],
            [478, "62,600"],
          ],
          [
            [93, "1 E"],
            [156, "Personal Liability"],
            [353, "EACH OCC"],
            [473, "300,000"],
          ],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(policy.coverages.find((c) => c.code === "DWELLING")).toMatchObject({
      limitPerAccident: 626000,
      deductible: 2000,
    });
  });
});

describe("a system's short coverage names", () => {
  it.each([
    ["Unins Mot BI", "UMBI"],
    ["Unins. Mot PD", "UMPD"],
    ["Underins Mot BI", "UIMBI"],
  ])("%s is %s", (label, code) => {
    expect(classifyAutoLabel(label)).toBe(code);
  });
});
