import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import { AUTO_DECLARATIONS } from "../fixtures/documents/declarations";
import { plainRows, textPage } from "../fixtures/documents/text-page";
import { lineFromWords } from "@/lib/service/documents/text/layout";

const TODAY = new Date("2026-01-15T00:00:00Z");
const parse = (rows: ReturnType<typeof plainRows>, policyType: "auto" | "home" = "auto"): PolicyDraft =>
  parsePolicy([textPage(rows)], { policyType, today: TODAY });

const coverage = (draft: PolicyDraft, code: string) => draft.coverages.filter((c) => c.code === code);

describe("parsePolicy: auto declarations", () => {
  const draft = parse(AUTO_DECLARATIONS);

  it("reads the header fields", () => {
    expect(draft.type).toBe("auto");
    expect(draft.carrier).toMatchObject({ name: "Acme Mutual Insurance Company", naicCode: "12345" });
    expect(draft.policyNumber).toBe("AB-123-4567");
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-03-01", "2026-09-01"]);
    expect(draft.premium).toBe(549.08);
    expect(draft.isActive).toBe(false);
  });

  it("reads insureds and the mailing address", () => {
    expect(draft.insureds.map((i) => [i.firstName, i.lastName, i.type])).toEqual([
      ["John", "Sample", "primary"],
      ["Mary", "Sample", "secondary"],
    ]);
    expect(draft.address).toMatchObject({
      addressLine1: "123 MAIN ST",
      city: "SPRINGFIELD",
      state: "IL",
      postalCode: "62701",
    });
  });

  it("links per-vehicle deductibles and the lienholder to the vehicle's property id", () => {
    const [vehicle] = draft.properties;
    expect(vehicle).toMatchObject({
      type: "vehicle",
      data: { vin: "1HGCM82633A004352", year: 2021, make: "Honda", model: "Accord", vinCheckDigitValid: true },
    });
    expect(vehicle.id).toMatch(/^prp_/);
    expect(coverage(draft, "COMP")).toEqual([expect.objectContaining({ deductible: 500, property: vehicle.id })]);
    expect(coverage(draft, "COLL")).toEqual([expect.objectContaining({ deductible: 1000, property: vehicle.id })]);
    expect(draft.thirdParties).toEqual([
      expect.objectContaining({ type: "lienholder", name: "Ally Bank", loanNumber: "99887766", property: vehicle.id }),
    ]);
  });

  it("reads split limits through the header columns and ignores premiums", () => {
    expect(coverage(draft, "BI")[0]).toMatchObject({ limitPerPerson: 100_000, limitPerAccident: 300_000 });
    expect(coverage(draft, "PD")[0]).toMatchObject({ limitPerPerson: null, limitPerAccident: 50_000 });
  });
});

describe("parsePolicy: vehicles", () => {
  it("links a coverage line that names its vehicle by number sign alone ('Comprehensive (#2)')", () => {
    const draft = parse([
      [[50, "AUTO POLICY DECLARATIONS"]],
      [[50, "Policy Number: AB-123-4567"]],
      [[50, "Vehicle 1: 2003 Honda Accord VIN 1HGCM82633A004352"]],
      [[50, "#2: 2014 BMW X3 VIN 5UXVNRRR0ET579962"]],
      [
        [50, "Coverages"],
        [300, "Limits"],
        [400, "Ded."],
      ],
      [
        [50, "Physical Damage - Comprehensive (#2)"],
        [400, "$250.00"],
      ],
      [
        [50, "Coll (#2)"],
        [400, "$1,000.00 ded."],
      ],
    ]);
    const second = draft.properties[1].id;
    expect(draft.coverages.filter((c) => c.code === "COMP" || c.code === "COLL")).toEqual([
      expect.objectContaining({ code: "COMP", deductible: 250, property: second }),
      expect.objectContaining({ code: "COLL", deductible: 1000, property: second }),
    ]);
  });

  it("takes the model year the VIN encodes when none is printed beside it", () => {
    const draft = parse(plainRows("AUTO POLICY DECLARATIONS\nPolicy Number: AB-123-4567\nVIN   5UXVNRRR0ET579962"));
    expect(draft.properties[0].data).toMatchObject({ vin: "5UXVNRRR0ET579962", year: 2014 });
  });
});

describe("parsePolicy: limit formats", () => {
  const base = `
Policy Number:   XY-99881
Policy Period:   January 5, 2026 - July 5, 2026
Vehicle: 2020 Toyota Camry   VIN 4T1B11HK5LU123450`;

  it("reads a limit as a limit when OCR garbled its column title (LMITS) and it sits nearer Deductible", () => {
    const rows = textPage([
      [
        [50, "Policy Number:"],
        [200, "XY-99881"],
      ],
      [
        [50, "Policy Period:"],
        [200, "01/05/2026 to 07/05/2026"],
      ],
      [
        [50, "COVERAGE"],
        [230, "LMITS"],
        [400, "DEDUCTIBLE"],
        [500, "PREMIUM"],
      ],
      [
        [50, "Bodily Injury Liability"],
        [230, "$100,000 each person / $300,000 each accident"],
        [420, "None"],
        [500, "$154.96"],
      ],
      [
        [50, "Property Damage Liability"],
        [230, "$50,000 each accident"],
        [420, "None"],
        [500, "$177.49"],
      ],
    ]);
    const draft = parsePolicy([rows], { policyType: "auto", today: TODAY });
    expect(coverage(draft, "BI")[0]).toMatchObject({
      limitPerPerson: 100_000,
      limitPerAccident: 300_000,
      deductible: null,
    });
    expect(coverage(draft, "PD")[0]).toMatchObject({ limitPerAccident: 50_000, deductible: null });
  });

  it("reads one lienholder per vehicle row from a lienholder column of the vehicle table", () => {
    const draft = parsePolicy(
      [
        textPage([
          [
            [50, "Policy Number:"],
            [200, "4000-11-22"],
          ],
          [
            [50, "Policy Period:"],
            [200, "01/05/2026 to 07/05/2026"],
          ],
          [
            [50, "Vehicles"],
            [200, "VIN"],
            [420, "Finance Company/"],
          ],
          [[420, "Lienholder"]],
          [
            [50, "1 2011 Toyota Prius"],
            [200, "JTDKN3DU9B5294444"],
          ],
          [
            [50, "2 2020 Nissan Leaf"],
            [200, "1N4AZ1CP6LC311113"],
            [420, "NISSAN MOTOR ACCEPT"],
          ],
          [[420, "CORP"]],
          [
            [50, "3 2020 Kia Niro"],
            [200, "KNDCC3LD1L5433344"],
            [420, "Kia Motors Finance"],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    const vinOf = (id: unknown) => draft.properties.find((p) => p.id === id)?.data;
    expect(draft.thirdParties.map((t) => [t.name, (vinOf(t.property) as { vin?: string } | undefined)?.vin])).toEqual([
      ["NISSAN MOTOR ACCEPT CORP", "1N4AZ1CP6LC311113"],
      ["Kia Motors Finance", "KNDCC3LD1L5433344"],
    ]);
  });

  it("keeps per-vehicle sections apart when the first heading sits a header row below the vehicle table", () => {
    const at = (y: number, cells: [number, string][]) =>
      lineFromWords(cells.map(([x, text]) => ({ text, x, y, w: text.length * 5, h: 10 })));
    const lines = [
      at(60, [
        [50, "Policy Number:"],
        [200, "4000-11-22"],
      ]),
      at(78, [
        [50, "Policy Period:"],
        [200, "01/05/2026 to 07/05/2026"],
      ]),
      at(110, [
        [50, "1 2020 JEEP WRANGLER"],
        [250, "1C4WZZ205L9129238"],
      ]),
      at(125, [
        [50, "2 2026 HONDA HR-V"],
        [250, "3CZY25SP2T6738421"],
      ]),
      at(160, [
        [50, "COVERAGE"],
        [250, "LIMITS"],
        [400, "DEDUCTIBLE"],
      ]),
      at(185, [[50, "Vehicle 1: 2020 JEEP WRANGLER VIN 1C4WZZ205L9129238"]]),
      at(203, [
        [50, "Comprehensive"],
        [250, "Actual Cash Value"],
        [400, "$100"],
      ]),
      at(221, [
        [50, "Collision"],
        [250, "Actual Cash Value"],
        [400, "$500"],
      ]),
      at(239, [[50, "Vehicle 2: 2026 HONDA HR-V VIN 3CZY25SP2T6738421"]]),
      at(257, [
        [50, "Comprehensive"],
        [250, "Actual Cash Value"],
        [400, "$500"],
      ]),
    ];
    const draft = parsePolicy([{ width: 612, height: 792, lines }], { policyType: "auto", today: TODAY });
    const vin = (id: unknown) => (draft.properties.find((p) => p.id === id)?.data as { vin?: string }).vin;
    expect(coverage(draft, "COMP").map((c) => [vin(c.property), c.deductible])).toEqual([
      ["1C4WZZ205L9129238", 100],
      ["3CZY25SP2T6738421", 500],
    ]);
  });

  it("does not take the next coverage's amounts for a row whose own value OCR lost", () => {
    const draft = parse(
      plainRows(`${base}
Collision   Actual cash value   ss00
Rental Reimbursement   $30 per day / $900 maximum`),
    );
    expect(coverage(draft, "COLL").map((c) => c.deductible)).not.toContain(30);
  });

  it("splits 100/300/100 on a liability line into BI and PD", () => {
    const draft = parse(plainRows(`${base}\nLiability limits:   100/300/100`));
    expect(coverage(draft, "BI")[0]).toMatchObject({ limitPerPerson: 100_000, limitPerAccident: 300_000 });
    expect(coverage(draft, "PD")[0]).toMatchObject({ limitPerAccident: 100_000 });
  });

  it("reads a combined single limit as BI and PD", () => {
    const draft = parse(
      plainRows(`${base}\nBodily Injury and Property Damage Liability   $500,000 Combined Single Limit`),
    );
    expect(coverage(draft, "BI")[0]).toMatchObject({ limitPerPerson: null, limitPerAccident: 500_000 });
    expect(coverage(draft, "PD")[0]).toMatchObject({ limitPerAccident: 500_000 });
  });

  it("reads uninsured motorist and medical payments lines", () => {
    const draft = parse(
      plainRows(`${base}
Uninsured Motorists Bodily Injury   $50,000/$100,000
Uninsured Motorist Property Damage   $25,000 each accident
Medical Payments   $5,000 each person
Comprehensive   Non-Ded
Collision   $750 deductible`),
    );
    expect(coverage(draft, "UMBI")[0]).toMatchObject({ limitPerPerson: 50_000, limitPerAccident: 100_000 });
    expect(coverage(draft, "UMPD")[0]).toMatchObject({ limitPerAccident: 25_000 });
    expect(coverage(draft, "MEDPAY")[0]).toMatchObject({ limitPerPerson: 5_000 });
    expect(coverage(draft, "COMP")[0]).toMatchObject({ deductible: 0 });
    expect(coverage(draft, "COLL")[0]).toMatchObject({ deductible: 750 });
  });

  it("keeps a VIN with a bad check digit as printed and flags it", () => {
    const draft = parse(plainRows(`${base.replace("4T1B11HK5LU123450", "1HGCM82643A004352")}`));
    expect(draft.properties[0]).toMatchObject({ data: { vin: "1HGCM82643A004352", vinCheckDigitValid: false } });
  });
});

describe("parsePolicy: home declarations", () => {
  const rows = plainRows(`
Homestead Fire and Casualty Company   NAIC # 54321
HOMEOWNERS POLICY DECLARATIONS
Policy No.:   HO-7788-1234
Effective Date:   12/10/2026
Expiration Date:   12/10/2027
Named Insured(s):   Kenneth Schmidt & Jean Schmidt
Mailing Address:   6793 N Spring Cir
   Jacksonville, FL 32207
Location of Residence Premises:   41 Lake Shore Dr, Orlando, FL 32801
Coverage A - Dwelling   $213,000
Coverage B - Other Structures   $21,300
Coverage C - Personal Property   $106,500
Coverage D - Loss of Use   $42,600
Coverage E - Personal Liability   $300,000 each occurrence
Coverage F - Medical Payments to Others   $5,000 each person
All Perils Deductible:   $2,500
First Mortgagee:   JPMORGAN CHASE BANK, N.A. ISAOA/ATIMA   Loan Number: 4563-8182097
   PO BOX 8249
   MONROE, LA 71203
Total Annual Premium   $1,646.11`);
  const draft = parse(rows, "home");

  it("maps coverages A to F and puts the all-perils deductible on the property coverages", () => {
    const limits = Object.fromEntries(draft.coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson]));
    expect(limits).toEqual({
      DWELLING: 213_000,
      OTHER_STRUCTURES: 21_300,
      PERSONAL_PROPERTY: 106_500,
      LOSS_OF_USE: 42_600,
      PERSONAL_LIABILITY: 300_000,
      MEDICAL_PAYMENTS: 5_000,
    });
    expect(coverage(draft, "DWELLING")[0].deductible).toBe(2_500);
    expect(coverage(draft, "LOSS_OF_USE")[0].deductible).toBeNull();
  });

  it("reads dates given separately, the dwelling address and the mortgagee", () => {
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-12-10", "2027-12-10"]);
    expect(draft.properties[0]).toMatchObject({
      type: "dwelling",
      data: { address: { addressLine1: "41 Lake Shore Dr", city: "Orlando" } },
    });
    expect(draft.thirdParties[0]).toMatchObject({
      type: "mortgagee",
      name: "JPMORGAN CHASE BANK, N.A.",
      loanNumber: "4563-8182097",
    });
    expect(draft.carrier).toMatchObject({ name: "Homestead Fire and Casualty Company", naicCode: "54321" });
    expect(draft.premium).toBe(1646.11);
  });

  it("recognises a condominium unit-owners form", () => {
    const condo = parse([...rows, [[50, "Policy form HO-6 Condominium Unit Owners"]]], "home");
    expect(condo.type).toBe("condo");
  });

  it("asks for review when key fields are missing", () => {
    for (const key of ["policyNumber", "effectiveDate", "expirationDate", "insureds"])
      expect(draft.review?.fields[key]).toBeGreaterThanOrEqual(0.7);
    const sparse = parse(plainRows("HOMEOWNERS POLICY DECLARATIONS\nCoverage A - Dwelling   $100,000"), "home");
    expect(sparse.review?.required).toBe(true);
    expect(sparse.review?.fields.policyNumber).toBeLessThan(0.1);
    expect(sparse.review?.flagged).toEqual(expect.arrayContaining(["policyNumber", "effectiveDate", "insureds"]));
  });
});

describe("parsePolicy: home coverage table details", () => {
  const home = (rows: ReturnType<typeof plainRows>) => parse(rows, "home");

  it("never reads the dwelling's location as its coverage", () => {
    const draft = home([
      [[60, "HOMEOWNERS DECLARATIONS"]],
      [[60, "Policy Number: HO-5521873"]],
      [
        [60, "Dwelling location"],
        [210, "7714 E Maple Parkway"],
      ],
      [[210, "Wilmington, DE 19808"]],
      [[60, "Coverage Detail"]],
      [
        [60, "Dwelling"],
        [281, "$140,000.00"],
      ],
    ]);
    expect(draft.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(140_000);
  });

  it("takes the all-perils deductible printed under its words, not the limit left of them", () => {
    const draft = home([
      [[60, "HOMEOWNERS DECLARATIONS"]],
      [[60, "Policy Number: HO-5521873"]],
      [
        [55, "Description"],
        [265, "Limits"],
        [396, "You pay"],
        [477, "Premium"],
      ],
      [
        [55, "A. Dwelling"],
        [267, "$799,000.00"],
        [397, "All other perils"],
        [478, "$191.85"],
      ],
      [[397, "$500.00"]],
      [
        [55, "Other Structures"],
        [267, "$79,900.00"],
        [478, "$141.31"],
      ],
    ]);
    // The other property coverages share the all-perils deductible.
    expect(draft.coverages.find((c) => c.code === "OTHER_STRUCTURES")).toMatchObject({
      limitPerAccident: 79_900,
      deductible: 500,
    });
  });
});
