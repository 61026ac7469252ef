import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { calibratedFields, reportedConfidence } from "@/lib/service/documents/confidence/calibrate";
import { groupFeatures, GROUPS, OTHER_POLICY_NUMBERS_KEY } from "@/lib/service/documents/confidence/features";
import { parsePolicy } from "@/lib/service/documents/parse";
import { fitLogistic, predict } from "@/lib/service/documents/confidence/logistic";
import { chooseBars, chooseMethodBars, type GroupRow, type Scored } from "@/bench/lib/confidence-eval";
import type { ReadingSample } from "@/bench/lib/reading-samples";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// The reader's confidence model: the fit is deterministic, the review bars meet the target on the
// groups they were chosen from, and the committed model listens to the evidence it was given.

const draft = (over: Partial<PolicyDraft> = {}): PolicyDraft => ({
  type: "auto",
  carrier: { id: null, name: "State Farm Mutual Automobile Insurance Company", naicCode: "25178" },
  policyNumber: "123 4567-B12-34",
  isActive: true,
  effectiveDate: "2026-03-01",
  expirationDate: "2026-09-01",
  premium: 612.4,
  address: {
    addressLine1: "12 Oak St",
    addressLine2: null,
    city: "Atlanta",
    state: "GA",
    postalCode: "30303",
    country: "US",
  },
  insureds: [{ firstName: "Jordan", lastName: "Rivera", type: "primary" }],
  properties: [
    {
      id: "prp_1",
      type: "vehicle",
      data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord", vinCheckDigitValid: true },
    },
  ],
  coverages: [
    { code: "BI", limitPerPerson: 100000, limitPerAccident: 300000, deductible: null, property: null },
    { code: "PD", limitPerPerson: null, limitPerAccident: 100000, deductible: null, property: null },
    { code: "COLL", limitPerPerson: null, limitPerAccident: null, deductible: 500, property: "prp_1" },
    { code: "COMP", limitPerPerson: null, limitPerAccident: null, deductible: 250, property: "prp_1" },
  ],
  thirdParties: [],
  ...over,
});

const RAW = {
  "carrier.name": 0.9,
  policyNumber: 0.9,
  effectiveDate: 0.9,
  expirationDate: 0.9,
  premium: 0.9,
  insureds: 0.9,
  address: 0.9,
  "properties[0]": 0.95,
  coverages: 0.85,
  thirdParties: 0.9,
};
const ctx = { raw: RAW, pages: 1 };

describe("logistic fit", () => {
  const examples = Array.from({ length: 200 }, (_, i) => {
    const x = [(i % 20) / 20, i % 3];
    return { x, y: (x[0] > 0.45 !== (i % 17 === 0) ? 1 : 0) as 0 | 1 };
  });

  it("is deterministic and orders by the evidence", () => {
    const a = fitLogistic(examples);
    expect(fitLogistic(examples)).toEqual(a);
    expect(predict(a, [0.9, 1])).toBeGreaterThan(0.8);
    expect(predict(a, [0.1, 1])).toBeLessThan(0.2);
  });
});

describe("review bars", () => {
  it("leave at most the target share wrong among the unflagged, flagging the least it can", () => {
    const scored: Scored[] = [];
    // dates: the model separates right from wrong; carrier: it cannot (errors everywhere).
    for (let i = 0; i < 100; i++) scored.push({ group: "dates", p: i / 100, right: i >= 20 });
    for (let i = 0; i < 100; i++) scored.push({ group: "carrier", p: 0.5 + i / 1000, right: i % 10 !== 0 });
    const bars = chooseBars(scored, 0.03);
    const unflagged = scored.filter((s) => s.p >= bars[s.group]);
    const wrong = unflagged.filter((s) => !s.right).length;
    expect(wrong / unflagged.length).toBeLessThanOrEqual(0.03);
    // The separable group keeps its right values unflagged; the other is flagged (its errors are spread).
    expect(bars.dates).toBeCloseTo(0.2, 5);
    expect(scored.filter((s) => s.group === "carrier" && s.p >= bars.carrier).length).toBeLessThan(40);
  });

  it("leave no one group unflagged where more than twice the target are wrong, however right the others are", () => {
    const scored: Scored[] = [];
    // Nine hundred dates the model separates, and a hundred coverages wrong one time in eight
    // whatever the model says: together they would meet 3% with every coverage unflagged.
    for (let i = 0; i < 900; i++) scored.push({ group: "dates", p: 0.5 + i / 2000, right: true });
    for (let i = 0; i < 100; i++) scored.push({ group: "coverages", p: 0.9 + i / 2000, right: i % 8 !== 3 });
    const bars = chooseBars(scored, 0.03);
    const coverages = scored.filter((s) => s.group === "coverages" && s.p >= bars.coverages);
    expect(coverages.filter((s) => !s.right).length).toBeLessThanOrEqual(0.06 * coverages.length);
    expect(scored.filter((s) => s.group === "dates" && s.p < bars.dates)).toEqual([]);
  });

  it("meet the target on scans and on text pages each, not only on the two together", () => {
    // Ninety text pages the model separates perfectly, and ten scans with wrong dates among its
    // confident ones: one bar for all (at 5%) flags nothing, the scans' three errors among 100.
    const row = (ocr: boolean, p: number, right: boolean): GroupRow & { p: number } => ({
      sample: { ocrConfidence: ocr ? 0.8 : undefined } as ReadingSample,
      group: "dates",
      x: [],
      right,
      p,
    });
    const rows = [
      ...Array.from({ length: 90 }, (_, i) => row(false, 0.5 + i / 200, true)),
      ...Array.from({ length: 10 }, (_, i) => row(true, 0.6 + i / 50, i > 6 || i % 3 !== 0)),
    ];
    const bars = chooseMethodBars(rows, (r) => (r as GroupRow & { p: number }).p);
    const unflaggedScans = rows.filter((r) => r.sample.ocrConfidence && r.p >= bars.ocr.dates);
    expect(unflaggedScans.map((r) => r.right)).toEqual([true, true, true]);
    expect(rows.filter((r) => !r.sample.ocrConfidence && r.p < bars.text.dates)).toEqual([]);
    expect(chooseBars(rows, 0.05).dates).toBeLessThanOrEqual(0.6);
  });

  it("map the model's probability so the bar reads 0.7", () => {
    expect(reportedConfidence(0.9, 0.9)).toBe(0.7);
    expect(reportedConfidence(1, 0.9)).toBe(1);
    expect(reportedConfidence(0.45, 0.9)).toBe(0.35);
  });
});

describe("the committed model", () => {
  it("reports a confidence for every group, the ones found empty included", () => {
    const fields = calibratedFields(draft({ properties: [], thirdParties: [] }), ctx);
    for (const key of ["effectiveDate", "carrier.name", "policyNumber", "premium", "insureds", "address"])
      expect(fields[key]).toBeTypeOf("number");
    expect(fields["properties[0]"]).toBeLessThan(0.7);
    expect(fields.thirdParties).toBeTypeOf("number");
    expect(fields.coverages).toBeTypeOf("number");
  });

  it("trusts a 6-month term more than a 7-month one", () => {
    const six = calibratedFields(draft(), ctx).effectiveDate;
    const seven = calibratedFields(draft({ expirationDate: "2026-10-01" }), ctx).effectiveDate;
    expect(six).toBeGreaterThan(seven);
  });

  it("trusts a VIN whose year code agrees with the year printed", () => {
    const wrongYear = draft({
      properties: [
        {
          id: "prp_1",
          type: "vehicle",
          data: { vin: "1HGCM82633A004352", year: 2011, make: "Honda", model: "Accord", vinCheckDigitValid: true },
        },
      ],
    });
    expect(calibratedFields(draft(), ctx)["properties[0]"]).toBeGreaterThan(
      calibratedFields(wrongYear, ctx)["properties[0]"],
    );
  });

  it("distrusts a split limit whose per person exceeds its per accident", () => {
    const swapped = draft({
      coverages: draft().coverages.map((c) =>
        c.code === "BI" ? { ...c, limitPerPerson: 300000, limitPerAccident: 100000 } : c,
      ),
    });
    expect(calibratedFields(draft(), ctx).coverages).toBeGreaterThan(calibratedFields(swapped, ctx).coverages);
  });

  it("reads the features of every group without throwing on an empty draft", () => {
    const empty = draft({
      carrier: { id: null, name: "", naicCode: null },
      policyNumber: null,
      effectiveDate: null,
      expirationDate: null,
      premium: null,
      address: null,
      insureds: [],
      properties: [],
      coverages: [],
    });
    for (const g of GROUPS) expect(groupFeatures(g, empty, ctx).every(Number.isFinite)).toBe(true);
  });
});

describe("evidence that a page is about more than one policy", () => {
  const others = (rows: FixtureRow[]) =>
    parsePolicy([textPage(rows)], { policyType: "auto", rawConfidence: true }).review!.fields[OTHER_POLICY_NUMBERS_KEY];

  it("counts a bundle's second policy number", () => {
    expect(
      others([
        [[40, "Policy Number: PA 4471-2093"]],
        [[40, "Auto Policy - Effective 03/01/2026 to 09/01/2026"]],
        [[40, "Policy Number: HO 8821-5530"]],
        [[40, "Homeowners Policy - Effective 03/01/2026 to 03/01/2027"]],
      ]),
    ).toBe(1);
  });

  it("does not count the page's own number printed again, spaced otherwise or with a suffix", () => {
    expect(
      others([
        [[40, "Policy Number: PA 4471-2093"]],
        [[40, "Auto Policy - Effective 03/01/2026 to 09/01/2026"]],
        [[40, "Policy No. PA44712093-01"]],
      ]),
    ).toBe(0);
  });
});
