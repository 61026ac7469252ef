import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// A text layer prints a VIN exactly, even one an anonymised copy lengthened by a character: it is
// kept as printed. OCR may add a stray character, so an OCR'd VIN is repaired when exactly one
// character's removal makes its check digit hold.

const PAGE = `Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
Veh  Year  Make  Model  VIN
1  2003  HOND  ACCORD  1H2GCM82633A004352
Collision   $1,000 deductible`;

const vinOf = (ocr: boolean) =>
  parsePolicy([{ ...flowPage(PAGE), ocr }], { policyType: "auto", today: new Date("2026-09-01") }).properties.map(
    (p) => (p.type === "vehicle" ? p.data.vin : null),
  );

describe("a VIN printed with eighteen characters", () => {
  it("is kept as printed on a text layer", () => {
    expect(vinOf(false)).toEqual(["1H2GCM82633A004352"]);
  });

  it("is repaired to the one valid VIN when it was read by OCR", () => {
    expect(vinOf(true)).toEqual(["1HGCM82633A004352"]);
  });
});
