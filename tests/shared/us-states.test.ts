import { describe, expect, it } from "vitest";
import { findUsState, normaliseState, US_STATES } from "@/lib/shared/us-states";

describe("US_STATES", () => {
  it("holds 50 states, DC and the five inhabited territories with unique codes", () => {
    expect(US_STATES.filter((s) => s.kind === "state")).toHaveLength(50);
    expect(US_STATES.filter((s) => s.kind === "district").map((s) => s.code)).toEqual(["DC"]);
    expect(
      US_STATES.filter((s) => s.kind === "territory")
        .map((s) => s.code)
        .sort(),
    ).toEqual(["AS", "GU", "MP", "PR", "VI"]);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(US_STATES.length);
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
  });

  it("round-trips every code and name through normaliseState", () => {
    for (const s of US_STATES) {
      expect(normaliseState(s.code)).toBe(s.code);
      expect(normaliseState(s.code.toLowerCase())).toBe(s.code);
      expect(normaliseState(s.name)).toBe(s.code);
      expect(normaliseState(s.name.toUpperCase())).toBe(s.code);
    }
  });
});

describe("normaliseState", () => {
  it.each([
    ["GA", "GA"],
    ["ga", "GA"],
    ["Georgia", "GA"],
    ["Ga.", "GA"],
    ["  georgia  ", "GA"],
    ["N.Y.", "NY"],
    ["new   york", "NY"],
    ["Calif.", "CA"],
    ["W. Va.", "WV"],
    ["West Virginia", "WV"],
    ["Mass.", "MA"],
    ["Tex", "TX"],
    ["District of Columbia", "DC"],
    ["Washington, D.C.", "DC"],
    ["Washington D.C.", "DC"],
    ["D.C.", "DC"],
    ["Puerto Rico", "PR"],
    ["Virgin Islands", "VI"],
    ["Washington", "WA"],
  ])("%j → %s", (input, expected) => {
    expect(normaliseState(input)).toBe(expected);
  });

  it.each(["", "  ", "ZZ", "XX", "Georgia Peach", "Ontario", "ON", "USA", "G"])("rejects %j", (input) => {
    expect(normaliseState(input)).toBeNull();
  });

  it("rejects non-strings", () => {
    expect(normaliseState(null)).toBeNull();
    expect(normaliseState(undefined)).toBeNull();
  });
});

describe("findUsState", () => {
  it("finds by code in any case and rejects unknown codes", () => {
    expect(findUsState("fl")?.name).toBe("Florida");
    expect(findUsState("QQ")).toBeNull();
  });
});
