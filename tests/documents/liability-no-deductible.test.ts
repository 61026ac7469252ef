import { describe, expect, it } from "vitest";
import { interpret } from "@/lib/service/documents/parse/coverage-values";

// Liability and medical payments are sold with a limit and no deductible: a figure read from a
// deductible's column on their row is their limit; physical damage keeps its deductible.

const dedColumn = { kind: "deductible" as const };

describe("a liability coverage's only figure", () => {
  it("is its limit, even under a deductible column", () => {
    expect(interpret("PERSONAL_LIABILITY", [{ text: "$1,000,000 EACH", role: dedColumn }])).toMatchObject({
      limitPerAccident: 1_000_000,
      deductible: null,
    });
    expect(interpret("MEDICAL_PAYMENTS", [{ text: "5,000", role: dedColumn }])).toMatchObject({
      limitPerPerson: 5_000,
      deductible: null,
    });
  });

  it("stays a deductible on coverages that carry one", () => {
    expect(interpret("UMPD", [{ text: "250", role: dedColumn }])).toMatchObject({ deductible: 250 });
    expect(interpret("DWELLING", [{ text: "1,000", role: dedColumn }])).toMatchObject({ deductible: 1_000 });
  });
});
