import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";
import { judgeGroups, type TruthLike } from "../support/group-judge";

// ACORD 27 evidence of property insurance: captions over values in a fixed grid. The grid is
// read by its captions, so the form's fine print is never taken for a party or a value.

const ROWS: FixtureRow[] = [
  [
    [168, "EVIDENCE OF PROPERTY INSURANCE"],
    [521, "DATE (MM/DD/YYYY)"],
  ],
  [[533, "03/02/2026"]],
  [
    [22, "AGENCY"],
    [310, "COMPANY"],
  ],
  [
    [21, "Harbor Agency LLC"],
    [307, "Keystone Mutual Fire Insurance Company"],
  ],
  [[21, "40 Dock St, Erie, PA 16501"]],
  [
    [22, "INSURED"],
    [68, "Dana Whitfield"],
    [310, "LOAN NUMBER"],
    [468, "POLICY NUMBER"],
  ],
  [
    [68, "88 Orchard Ln"],
    [312, "LN-4471-09"],
    [466, "HO-5521873"],
  ],
  [
    [68, "Erie, PA 16505"],
    [324, "EFFECTIVE DATE"],
    [409, "EXPIRATION DATE"],
  ],
  [
    [331, "03/01/2026"],
    [417, "03/01/2027"],
  ],
  [[22, "PROPERTY INFORMATION"]],
  [[22, "LOCATION/DESCRIPTION"]],
  [[19, "88 Orchard Ln, Erie, PA 16505"]],
  [
    [22, "COVERAGE INFORMATION"],
    [176, "PERILS INSURED"],
    [313, "BROAD"],
  ],
  [
    [187, "COVERAGE / PERILS / FORMS"],
    [440, "AMOUNT OF INSURANCE"],
    [555, "DEDUCTIBLE"],
  ],
  [
    [23, "Dwelling - Coverage A"],
    [476, "$312,000"],
    [566, "1,000"],
  ],
  [
    [23, "Personal Property - Coverage C"],
    [476, "$156,000"],
    [566, "1,000"],
  ],
  [[22, "REMARKS (Including Special Conditions)"]],
  [[29, "SHOULD ANY OF THE ABOVE DESCRIBED POLICIES BE CANCELLED BEFORE THE EXPIRATION DATE THEREOF"]],
  [[22, "ADDITIONAL INTEREST"]],
  [
    [22, "NAME AND ADDRESS"],
    [320, "ADDITIONAL INSURED"],
    [407, "LENDER'S LOSS PAYABLE"],
  ],
  [[320, "X MORTGAGEE"]],
  [[82, "Lakeshore Savings Bank ISAOA"]],
  [
    [82, "PO Box 1200"],
    [306, "LOAN #"],
    [350, "LN-4471-09"],
  ],
  [[82, "Erie, PA 16512"]],
  [
    [22, "ACORD 27 (2016/03)"],
    [360, "© 1993-2015 ACORD CORPORATION. All rights reserved."],
  ],
];

afterAll(() => terminateOcrPool());

describe("ACORD 27 evidence of property insurance", () => {
  const draft = parsePolicy([textPage(ROWS)], { policyType: "home", today: new Date("2026-04-01") });

  it("reads the insured, policy number, term and carrier from the grid", () => {
    expect(draft.insureds).toEqual([{ firstName: "Dana", lastName: "Whitfield", type: "primary" }]);
    expect(draft.address).toMatchObject({
      addressLine1: "88 Orchard Ln",
      city: "Erie",
      state: "PA",
      postalCode: "16505",
    });
    expect(draft.policyNumber).toBe("HO-5521873");
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-03-01", "2027-03-01"]);
    expect(draft.carrier.name).toBe("Keystone Mutual Fire Insurance Company");
    expect(draft.premium).toBeNull();
  });

  it("reads each coverage's amount of insurance and deductible", () => {
    expect(draft.coverages.map((c) => [c.code, c.limitPerAccident, c.deductible])).toEqual([
      ["DWELLING", 312_000, 1_000],
      ["PERSONAL_PROPERTY", 156_000, 1_000],
    ]);
  });

  it("reads the lender as mortgagee with its address and loan number, never the fine print", () => {
    expect(draft.thirdParties).toEqual([
      expect.objectContaining({
        type: "mortgagee",
        name: "Lakeshore Savings Bank ISAOA",
        loanNumber: "LN-4471-09",
        address: expect.objectContaining({ addressLine1: "PO Box 1200", city: "Erie", postalCode: "16512" }),
      }),
    ]);
  });
});

// The real ACORD samples, with truths this project wrote, when the shared corpus is beside it.
const ACORD_DIR = path.join(process.env.SHARED_DIR ?? path.resolve("..", "shared"), "corpus", "acord");
describe.skipIf(!existsSync(ACORD_DIR))("the shared ACORD samples", () => {
  const samples = [
    ["acord_27_2016_03", "home"],
    ["acord_28_2016_03", "home"],
    ["acord_75_2013_09", "auto"],
  ] as const;
  for (const [name, policyType] of samples)
    it(`reads ${name} right in every group its truth states`, async () => {
      const truth = JSON.parse(readFileSync(path.join("tests", "fixtures", "acord", `${name}.truth.json`), "utf8"));
      const read = await processDocumentBytes(new Uint8Array(readFileSync(path.join(ACORD_DIR, `${name}.pdf`))), {
        policyType,
        name,
      });
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const groups = judgeGroups(truth.policy as TruthLike, read.draft);
      expect(Object.entries(groups).filter(([, right]) => right === false)).toEqual([]);
    });
});
