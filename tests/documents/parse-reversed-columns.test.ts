import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { classifyAutoLabel } from "@/lib/service/documents/parse/coverage-codes";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A schedule whose columns run in an unusual order (limit, then coverage, then deductible and
// premium; the premium column first, its total beside "Total Policy Premium"), and coverage codes
// that must be whole words: "Columbia" holds "umbi" but names no coverage.

describe("coverage codes as whole words", () => {
  it("reads the uninsured and underinsured codes, and no code inside a city's name", () => {
    expect(["UMBI", "UIMBI", "UMPD", "UIMPD"].map(classifyAutoLabel)).toEqual(["UMBI", "UIMBI", "UMPD", "UIMPD"]);
    expect(classifyAutoLabel("Columbia, SC")).toBeNull();
  });
});

describe("a schedule with the limit column left of the coverage", () => {
  const rows: FixtureRow[] = [
    [[48, "POLICY NO. ESE9535211"]],
    [[48, "Policy Period 07/20/2025 - 07/20/2026"]],
    [
      [147, "Limit(s) of"],
      [200, "COVERAGES"],
      [439, "Deductible"],
      [525, "PREMIUM"],
    ],
    [
      [150, "Coverage"],
      [200, "PROVIDED"],
      [454, "(if any)"],
      [552, "($)"],
    ],
    [
      [147, "$780,000"],
      [200, "COV A DWELLING"],
      [451, "$5,000"],
      [528, "$184.44"],
    ],
    [
      [147, "$390,000"],
      [200, "COV C PERSONAL PROPERTY"],
      [463, "N/A"],
      [528, "$105.96"],
    ],
    [
      [53, "$500,000 EACH OCCURRENCE"],
      [200, "COV E PERSONAL LIABILITY"],
      [463, "N/A"],
      [528, "$330.49"],
    ],
    [
      [90, "$620.89"],
      [200, "Total Policy Premium"],
    ],
  ];
  const draft = parsePolicy([textPage(rows)], { policyType: "home", today: new Date("2025-08-01") });

  it("gives each coverage the limit printed before its name", () => {
    expect(draft.coverages.map((c) => [c.code, c.limitPerAccident ?? c.limitPerPerson, c.deductible])).toEqual([
      ["DWELLING", 780_000, 5_000],
      ["PERSONAL_PROPERTY", 390_000, null],
      ["PERSONAL_LIABILITY", 500_000, null],
    ]);
  });

  it("reads the total premium printed left of its label", () => {
    expect(draft.premium).toBe(620.89);
  });
});
