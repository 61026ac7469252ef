import { describe, expect, it } from "vitest";
import { addressInput, amountInput, choiceInput, dateInput, textInput } from "@/lib/service/validation/inputs";

describe("input coercion", () => {
  const amount = amountInput(true, "").schema;
  const date = dateInput(true, "").schema;
  const text = textInput(true, "").schema;

  it.each([
    ["500", 500],
    [500, 500],
    ["$1,000", 1000],
    [" 1000.50 ", 1000.5],
  ])("reads the amount %j as %j", (raw, value) => {
    expect(amount.parse(raw)).toBe(value);
  });

  it.each(["abc", "-5", -5, "", true, null, "1e3"])("rejects the amount %j", (raw) => {
    expect(amount.safeParse(raw).success).toBe(false);
  });

  it.each([
    ["2026-05-01", "2026-05-01"],
    ["2026-05-01T10:00:00Z", "2026-05-01"],
    ["2026-05-01T10:00:00.000+02:00", "2026-05-01"],
  ])("reads the date %s as %s", (raw, value) => {
    expect(date.parse(raw)).toBe(value);
  });

  it.each(["2026-02-30", "05/01/2026", 20260501, "2026-5-1"])("rejects the date %j", (raw) => {
    expect(date.safeParse(raw).success).toBe(false);
  });

  it("reads numbers as text and trims", () => {
    expect(text.parse(12345)).toBe("12345");
    expect(text.parse("  LN-1 ")).toBe("LN-1");
    expect(text.safeParse("   ").success).toBe(false);
  });

  it("reads choices case-insensitively", () => {
    const choice = choiceInput(["lienholder", "mortgagee"] as const, false, "").schema;
    expect(choice.parse("Mortgagee")).toBe("mortgagee");
    expect(choice.safeParse("owner").success).toBe(false);
  });

  it("accepts an address as text or as an object", () => {
    const schema = addressInput(true, "").schema;
    expect(schema.parse("1 Main St, Springfield, IL 62701")).toBe("1 Main St, Springfield, IL 62701");
    expect(
      schema.parse({ addressLine1: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701" }),
    ).toMatchObject({ country: "US" });
    expect(schema.safeParse({ city: "Springfield" }).success).toBe(false);
  });
});
