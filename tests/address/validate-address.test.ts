import { describe, expect, it } from "vitest";
import { validateAddress } from "@/lib/service/address/parse-address";

const base = { addressLine1: "1200 Peachtree St NE", city: "Atlanta", state: "GA", postalCode: "30309" };

describe("validateAddress", () => {
  it("accepts a complete address and fills defaults", () => {
    expect(validateAddress(base)).toStrictEqual({
      ok: true,
      address: { ...base, addressLine2: null, country: "US" },
    });
  });

  it("normalises the state, trims fields and keeps line 2", () => {
    const result = validateAddress({
      addressLine1: "  88 Ocean Dr ",
      addressLine2: " Apt 4B ",
      city: " Miami ",
      state: "Florida",
      postalCode: " 33139-0001 ",
      country: "USA",
    });
    expect(result).toStrictEqual({
      ok: true,
      address: {
        addressLine1: "88 Ocean Dr",
        addressLine2: "Apt 4B",
        city: "Miami",
        state: "FL",
        postalCode: "33139-0001",
        country: "US",
      },
    });
  });

  it.each([
    ["territory", { state: "Puerto Rico", postalCode: "00901" }, "PR"],
    ["dotted abbreviation", { state: "Ga." }, "GA"],
    ["lower-case code", { state: "dc" }, "DC"],
  ])("accepts a %s", (_label, patch, state) => {
    const result = validateAddress({ ...base, ...patch });
    expect(result.ok && result.address.state).toBe(state);
  });

  it("turns an empty line 2 into null", () => {
    const result = validateAddress({ ...base, addressLine2: "  " });
    expect(result.ok && result.address.addressLine2).toBeNull();
  });

  it.each([
    ["missing line 1", { addressLine1: undefined }, ["addressLine1"]],
    ["blank line 1", { addressLine1: "   " }, ["addressLine1"]],
    ["line 2 not a string", { addressLine2: 4 }, ["addressLine2"]],
    ["blank city", { city: "" }, ["city"]],
    ["unknown state", { state: "Ontario" }, ["state"]],
    ["state as number", { state: 12 }, ["state"]],
    ["4-digit postal code", { postalCode: "3030" }, ["postalCode"]],
    ["ZIP+4 without dash", { postalCode: "303091234" }, ["postalCode"]],
    ["Canadian postal code", { postalCode: "M5V 3L9" }, ["postalCode"]],
    ["postal code as number", { postalCode: 30309 }, ["postalCode"]],
    ["foreign country", { country: "Canada" }, ["country"]],
    ["several problems", { city: " ", state: "ZZ", postalCode: "x" }, ["city", "state", "postalCode"]],
  ])("rejects %s", (_label, patch, issues) => {
    expect(validateAddress({ ...base, ...patch })).toStrictEqual({ ok: false, issues });
  });

  it.each([null, undefined, "1200 Peachtree St NE", 42, []])("rejects non-object %j", (value) => {
    expect(validateAddress(value).ok).toBe(false);
  });
});
