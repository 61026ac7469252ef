import { describe, expect, it } from "vitest";
import {
  fieldFallback,
  fieldLabel,
  fieldPlaceholder,
  overrideBody,
  overrideFields,
} from "@/components/validation/override-fields";
import type { RuleCatalogue, Template } from "@/lib/schemas/validation";

const input = (name: string, type: "amount" | "date" | "text", required = true) => ({
  name,
  type,
  required,
  description: "",
  schema: {},
});
const CATALOGUE: RuleCatalogue = [
  {
    name: "collision-coverage-meets-requirements",
    description: "",
    appliesTo: ["auto"],
    inputs: [input("deductible", "amount")],
  },
  {
    name: "comprehensive-coverage-meets-requirements",
    description: "",
    appliesTo: ["auto"],
    inputs: [input("deductible", "amount")],
  },
  {
    name: "third-party-match",
    description: "",
    appliesTo: ["auto"],
    inputs: [input("name", "text"), input("loanNumber", "text", false)],
  },
];
const TEMPLATE: Template = {
  id: "tem_1",
  displayName: "Auto",
  createdAt: "2026-01-01T00:00:00Z",
  modifiedAt: "2026-01-01T00:00:00Z",
  rules: [
    { rule: "policy-active", input: {} },
    {
      rule: "collision-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    {
      rule: "comprehensive-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    { rule: "third-party-match", input: { name: { source: "lienholderName" }, loanNumber: { source: "loanNumber" } } },
  ],
};

describe("overrideFields", () => {
  const fields = overrideFields(TEMPLATE, CATALOGUE, { lienholderName: "Demo Lending", maxDeductible: 750 });

  it("has one field per source key, even when several rules read it", () => {
    expect(fields.map((f) => f.sourceKey)).toEqual(["maxDeductible", "lienholderName", "loanNumber"]);
    expect(fields[0].uses).toHaveLength(2);
    expect(fields[0].defaults).toEqual([1000]);
    expect(fieldLabel(fields[0])).toBe("Maximum collision / comprehensive deductible");
    expect(fieldLabel(fields[1])).toBe("Lienholder named on the policy");
  });

  it("takes the input type and requiredness from the rule library", () => {
    expect(fields[0]).toMatchObject({ type: "amount", required: true });
    expect(fields[2]).toMatchObject({ type: "text", required: false, metadata: undefined });
  });

  it("shows metadata before the default, as the service resolves them", () => {
    expect(fieldPlaceholder(fields[0])).toBe("loan 750 · default 1,000");
    expect(fieldFallback(fields[0])).toContain("750 from the loan details");
    expect(fieldPlaceholder(fields[1])).toBe("loan Demo Lending");
    expect(fieldPlaceholder(fields[2])).toBe("optional");
  });

  it("falls back to text for a rule the library does not describe", () => {
    const unknown = overrideFields(
      { ...TEMPLATE, rules: [{ rule: "gone", input: { x: { source: "k" } } }] },
      CATALOGUE,
      {},
    );
    expect(unknown[0]).toMatchObject({ type: "text", required: false });
    expect(fieldFallback(unknown[0])).toBe("Optional; not set.");
  });
});

describe("overrideBody", () => {
  const fields = overrideFields(TEMPLATE, CATALOGUE, {});

  it("sends only filled fields, with amounts as numbers", () => {
    expect(overrideBody(fields, { maxDeductible: " $1,500 ", lienholderName: "", loanNumber: "00123" })).toEqual({
      maxDeductible: 1500,
      loanNumber: "00123",
    });
  });

  it("passes an amount it cannot read as typed, so the service can say why", () => {
    expect(overrideBody(fields, { maxDeductible: "lots" })).toEqual({ maxDeductible: "lots" });
  });
});
