import { describe, expect, it } from "vitest";
import { parseAddress } from "@/lib/service/address/printed-lines";
import { findDates, parseDate } from "@/lib/service/documents/parse/dates";
import { parseDeductible, parseLimits } from "@/lib/service/documents/parse/money";
import { acceptPolicyNumber } from "@/lib/service/documents/parse/policy-number";
import { parseInsuredNames } from "@/lib/service/documents/parse/names";
import { cleanPartyName } from "@/lib/service/documents/parse/party-words";
import { vinCheckDigitValid } from "@/lib/vin";
import { repairVin } from "@/lib/vin/repair";

describe("limits", () => {
  it.each([
    ["50/100", 50_000, 100_000],
    ["100/300", 100_000, 300_000],
    ["$50,000/$100,000", 50_000, 100_000],
    ["100,000/300,000", 100_000, 300_000],
    ["$100,000 each person / $300,000 each accident", 100_000, 300_000],
    ["$30,000 each person  $60,000 each accident", 30_000, 60_000],
    ["$250,000.00/$500,000.00", 250_000, 500_000],
  ])("reads the split limit %s", (text, perPerson, perAccident) => {
    const limits = parseLimits(text);
    expect([limits.perPerson, limits.perAccident]).toEqual([perPerson, perAccident]);
  });

  it("keeps the property damage part of 100/300/100", () => {
    expect(parseLimits("100/300/100")).toMatchObject({
      perPerson: 100_000,
      perAccident: 300_000,
      propertyDamage: 100_000,
    });
  });

  it("reads a single or combined single limit", () => {
    expect(parseLimits("$500,000 Combined Single Limit each accident")).toMatchObject({
      single: 500_000,
      perPerson: null,
    });
    expect(parseLimits("CSL 300,000")).toMatchObject({ single: 300_000 });
    expect(parseLimits("$2,000.00 per person")).toMatchObject({ single: 2_000 });
  });
});

describe("deductibles", () => {
  it.each([
    ["$500 ded", 500],
    ["$250.00 deductible", 250],
    ["250 Deductible Comprehensive", 250],
    ["1,000 ded", 1_000],
    ["Non-Ded", 0],
    ["$250 Ded/Waiver", 250],
    // A vehicle's number is never the amount.
    ["Collision - # 2 ( 2012GMC )500.00", 500],
    ["Comprehensive (#2)  $250.00", 250],
    ["Vehicle 2  1,000", 1_000],
    // A fixed-width form's "D" glued to the amount.
    ["ACV LESS D1000  199.96", 1_000],
  ])("reads %s", (text, value) => {
    expect(parseDeductible(text)).toBe(value);
  });
});

describe("dates", () => {
  it.each([
    ["12/10/2026", "2026-12-10"],
    ["05-18-22", "2022-05-18"],
    ["2026-04-26", "2026-04-26"],
    ["Aug 23, 2026", "2026-08-23"],
    ["Begins August 4, 2026 at 12:01 a.m.", "2026-08-04"],
    ["MAR302022", "2022-03-30"],
    ["4 July 2025", "2025-07-04"],
    ["01 / 13 / 26", "2026-01-13"],
  ])("parses %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("finds both ends of a range and ignores impossible dates", () => {
    expect(findDates("05-18-22 through 11-18-22").map((d) => d.iso)).toEqual(["2022-05-18", "2022-11-18"]);
    expect(findDates("13/45/2026 and 02/30/2026")).toEqual([]);
    expect(findDates("01 / 13 / 26 to 01 / 13 / 27").map((d) => d.iso)).toEqual(["2026-01-13", "2027-01-13"]);
  });
});

describe("VINs", () => {
  it("checks the check digit", () => {
    expect(vinCheckDigitValid("1HGCM82633A004352")).toBe(true);
    expect(vinCheckDigitValid("1HGCM82643A004352")).toBe(false);
  });

  it("keeps a well-formed VIN as printed even when its check digit fails", () => {
    expect(repairVin("1HGCM82643A004352")).toBe("1HGCM82643A004352");
  });

  it("repairs OCR confusions only when the check digit confirms one reading", () => {
    expect(repairVin("1HGCM82633AOO4352")).toBe("1HGCM82633A004352");
    expect(repairVin("IHGCM82633A004352")).toBe("1HGCM82633A004352");
    expect(repairVin("1HGCM82633A0043522")).toBe("1HGCM82633A004352");
    // Nothing to go on: an 18-character string that no single deletion makes valid.
    expect(repairVin("ZZZZZZZZZZZZZZZZZZ")).toBeNull();
  });
});

describe("names", () => {
  it("splits joint insureds and keeps the first as primary", () => {
    expect(parseInsuredNames(["Christian B. Shah and Aisha N. Shah"])).toEqual([
      { firstName: "Christian", lastName: "Shah", type: "primary" },
      { firstName: "Aisha", lastName: "Shah", type: "secondary" },
    ]);
  });

  it("reads surname-first names with suffixes and shared surnames", () => {
    expect(parseInsuredNames(["NICHOLS III, BOBBY"])[0]).toMatchObject({ firstName: "Bobby", lastName: "Nichols" });
    expect(parseInsuredNames(["JOHN & MARY SMITH"]).map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      "John Smith",
      "Mary Smith",
    ]);
    expect(parseInsuredNames(["Beverly Van Dyke"])[0]).toMatchObject({ firstName: "Beverly", lastName: "Van Dyke" });
    expect(parseInsuredNames(["Jessica Tran Jr."])[0]).toMatchObject({ firstName: "Jessica", lastName: "Tran" });
  });

  it("takes no caption read where a name should be for a person", () => {
    for (const caption of [
      "Send To",
      "Mail To",
      "Household ID",
      "Billing Account",
      "Mortgagee Interests",
      "First Mortgagee",
    ])
      expect(parseInsuredNames([caption])).toEqual([]);
    expect(parseInsuredNames(["Send To; Mei Ferreira"]).map((p) => p.lastName)).toEqual(["Ferreira"]);
  });
});

describe("addresses", () => {
  it("reads street, unit and city lines", () => {
    expect(parseAddress(["527 MONROE CT", "UNIT 1B", "LOUISVILLE, KY 40205"])).toMatchObject({
      addressLine1: "527 MONROE CT",
      addressLine2: "UNIT 1B",
      city: "LOUISVILLE",
      state: "KY",
      postalCode: "40205",
    });
  });

  it("reads a one-line address", () => {
    expect(parseAddress(["22042 Harbor Trl, # 1252, Saint Paul, MN 55105"])).toMatchObject({
      addressLine1: "22042 Harbor Trl",
      addressLine2: "# 1252",
      city: "Saint Paul",
      state: "MN",
    });
  });

  it("reads a one-line address a narrow column wrapped, the city begun on the street's line", () => {
    expect(parseAddress(["24082 N JEFFERSON DRIVE, SIOUX", "FALLS, SD 57104"])).toMatchObject({
      addressLine1: "24082 N JEFFERSON DRIVE",
      city: "SIOUX FALLS",
      state: "SD",
    });
    expect(parseAddress(["11189 SCHOOL STREET, SACRAMENTO,", "CA 95831"])).toMatchObject({
      addressLine1: "11189 SCHOOL STREET",
      city: "SACRAMENTO",
      postalCode: "95831",
    });
    expect(parseAddress(["26638 RIDGE PKWY, LEXINGTON, KY", "40507"])).toMatchObject({
      city: "LEXINGTON",
      state: "KY",
    });
    // A unit after the street's comma is its second line, not the start of the city.
    expect(parseAddress(["527 Monroe Ct, Unit B", "Louisville, KY 40205"])).toMatchObject({
      addressLine1: "527 Monroe Ct, Unit B",
      city: "Louisville",
    });
  });

  it("reads an address whose city, state and ZIP code are a field each", () => {
    expect(parseAddress(["5924 Sycamore Drive", "Allentown", "PA", "18101"])).toMatchObject({
      addressLine1: "5924 Sycamore Drive",
      city: "Allentown",
      state: "PA",
      postalCode: "18101",
    });
    // A street with a city and no state or ZIP code is no address.
    expect(parseAddress(["5924 Sycamore Drive", "Allentown", "Lehigh County"])).toBeNull();
  });
});

describe("third-party names", () => {
  it("splits lender words off a name from a text layer without spaces", () => {
    expect(cleanPartyName("NEWREZMORTGAGELLC :")).toBe("NEWREZ MORTGAGE LLC");
    expect(cleanPartyName("FIRSTFEDERALSAVINGSBANK")).toBe("FIRST FEDERAL SAVINGS BANK");
  });

  it("keeps names that have spaces, and short or mixed-case words", () => {
    expect(cleanPartyName("Ally Financial ISAOA/ATIMA")).toBe("Ally Financial");
    expect(cleanPartyName("SOUTHCAROLINA")).toBe("SOUTHCAROLINA");
    expect(cleanPartyName("Mortgagecorp")).toBe("Mortgagecorp");
  });
});

describe("findDates: day-first and slash-year forms", () => {
  it.each([
    ["26th of April, 2026", "2026-04-26"],
    ["16-Feb-2026", "2026-02-16"],
    ["16-FEB-26", "2026-02-16"],
    ["2026/02/16", "2026-02-16"],
    ["Feb-16-2026", "2026-02-16"],
  ])("%s", (text, iso) => {
    expect(findDates(text).map((d) => d.iso)).toEqual([iso]);
  });
});

describe("policy numbers as OCR reads them", () => {
  it.each([
    ["HO 6629707. Y", "HO 6629707"],
    ["6629707. Your premium is due", "6629707"],
    ["7566L.D28868", "7566LD28868"],
    ["278 3957-G14-70", "278 3957-G14-70"],
  ])("reads %s as %s", (text, value) => {
    expect(acceptPolicyNumber(text)).toBe(value);
  });
});
