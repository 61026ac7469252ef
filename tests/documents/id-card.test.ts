import { afterAll, describe, expect, it } from "vitest";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { makePdf } from "../fixtures/documents/make-pdf";

// An auto insurance ID card is evidence of insurance without a declarations page's premium,
// deductibles or coverage list: it is read into the same Policy, and a page that is neither is
// still refused.

const CARD: FixtureRow[] = [
  [
    [40, "GEORGIA"],
    [300, "AUTOMOBILE INSURANCE IDENTIFICATION CARD"],
  ],
  [
    [40, "COMPANY"],
    [150, "Progressive Mountain Insurance Company"],
  ],
  [
    [40, "NAIC NUMBER"],
    [150, "38784"],
    [300, "POLICY NUMBER"],
    [420, "931552047"],
  ],
  [
    [40, "EFFECTIVE DATE"],
    [150, "04/12/2026"],
    [300, "EXPIRATION DATE"],
    [420, "10/12/2026"],
  ],
  [
    [40, "YEAR"],
    [100, "MAKE/MODEL"],
    [300, "VEHICLE IDENTIFICATION NUMBER"],
  ],
  [
    [40, "2003"],
    [100, "Honda Accord"],
    [300, "1HGCM82633A004352"],
  ],
  [[40, "INSURED"]],
  [[40, "Marcus Bell"]],
  [[40, "915 Ponce De Leon Ave"]],
  [[40, "Atlanta, GA 30306"]],
  [[40, "Keep this card in your vehicle for production upon demand."]],
];

afterAll(() => terminateOcrPool());

describe("auto ID card", () => {
  it("reads carrier, policy number, term, vehicle and VIN", async () => {
    const read = await processDocumentBytes(makePdf(CARD), { policyType: "auto", name: "card.pdf" });
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const d = read.draft;
    expect(d.carrier).toMatchObject({ name: "Progressive Mountain Insurance Company", naicCode: "38784" });
    expect(d.policyNumber).toBe("931552047");
    expect([d.effectiveDate, d.expirationDate]).toEqual(["2026-04-12", "2026-10-12"]);
    expect(d.properties.map((p) => p.data)).toEqual([
      expect.objectContaining({ vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" }),
    ]);
    expect(d.insureds).toEqual([expect.objectContaining({ firstName: "Marcus", lastName: "Bell" })]);
  });

  it("still refuses a page that names a card but no policy", async () => {
    const flyer: FixtureRow[] = [
      [[40, "Library ID card application"]],
      [[40, "Bring your ID card and a utility bill to any branch."]],
      [[40, "Opening hours: Monday to Friday 9 to 5"]],
    ];
    const read = await processDocumentBytes(makePdf(flyer), { policyType: "auto", name: "flyer.pdf" });
    expect(read).toMatchObject({ ok: false, errorCode: "document-invalid" });
  });
});
