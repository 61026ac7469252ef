import { describe, expect, it } from "vitest";
import { computeVinCheckDigit, isValidVinFormat, modelYearOfVin, normaliseVin, vinCheckDigitValid } from "@/lib/vin";

// The sandbox fixture VINs (spec/sandbox.md) all carry a valid check digit.
const SANDBOX_VINS = [
  "1HGCM82633A004352",
  "JN1DA31D63T505967",
  "5YJ3E1EA2KF317000",
  "1FTEW1EP2LFA12345",
  "2HGFC2F54LH512345",
  "WBA8E9C54GK123456",
];

describe("normaliseVin", () => {
  it.each([
    [" 1hgcm82633a004352 ", "1HGCM82633A004352"],
    ["1HG-CM826-33A004352", "1HGCM82633A004352"],
    ["1HGCM8 2633 A004352", "1HGCM82633A004352"],
  ])("%j → %s", (input, expected) => {
    expect(normaliseVin(input)).toBe(expected);
  });
});

describe("isValidVinFormat", () => {
  it.each(SANDBOX_VINS)("accepts sandbox VIN %s", (vin) => {
    expect(isValidVinFormat(vin)).toBe(true);
  });

  it.each([
    ["lower case", "1hgcm82633a004352", true],
    ["16 characters", "1HGCM82633A00435", false],
    ["18 characters", "1HGCM82633A0043521", false],
    ["contains I", "1HGCM82633I004352", false],
    ["contains O", "1HGCM82633O004352", false],
    ["contains Q", "1HGCM82633Q004352", false],
    ["punctuation", "1HGCM82633A00435!", false],
    ["empty", "", false],
  ])("%s", (_label, vin, expected) => {
    expect(isValidVinFormat(vin)).toBe(expected);
  });
});

describe("vinCheckDigitValid", () => {
  it.each(SANDBOX_VINS)("sandbox VIN %s is valid", (vin) => {
    expect(vinCheckDigitValid(vin)).toBe(true);
  });

  it.each([
    ["X check digit", "1M8GDM9AXKP042788", true],
    ["all ones", "11111111111111111", true],
    ["lower case input", "1hgcm82633a004352", true],
    ["wrong digit", "1HGCM82643A004352", false],
    ["one transposed letter", "1HGCM82633A004325", false],
    ["X where a digit is due", "1HGCM826X3A004352", false],
    ["malformed", "1HGCM82633A00435", false],
    ["forbidden letter", "1HGCM82633A00435I", false],
  ])("%s: %s → %s", (_label, vin, expected) => {
    expect(vinCheckDigitValid(vin)).toBe(expected);
  });

  it("computes the expected check digit", () => {
    expect(computeVinCheckDigit("1HGCM82633A004352")).toBe("3");
    expect(computeVinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(computeVinCheckDigit("nope")).toBeNull();
  });

  it("detects every single-digit change of the check digit", () => {
    for (const vin of SANDBOX_VINS) {
      for (const replacement of "0123456789X") {
        if (replacement === vin[8]) continue;
        const altered = `${vin.slice(0, 8)}${replacement}${vin.slice(9)}`;
        expect(vinCheckDigitValid(altered)).toBe(false);
      }
    }
  });
});

describe("modelYearOfVin", () => {
  it("reads the year code in the cycle position 7 names", () => {
    expect(modelYearOfVin("1HGCM82633A004352")).toBe(2003); // digit at 7: 1980–2009
    expect(modelYearOfVin("5UXVNRRR0ET579962")).toBe(2014); // letter at 7: 2010–2039
  });

  it("trusts no VIN whose check digit fails", () => {
    expect(modelYearOfVin("1HGCM82633A004353")).toBeNull();
    expect(modelYearOfVin("not a vin")).toBeNull();
  });
});
