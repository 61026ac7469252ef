import { describe, expect, it } from "vitest";
import {
  dottedPath,
  fieldForServicePath,
  templateErrorMap,
  type TemplateFormValues,
} from "@/components/templates/form-errors";
import { choicesOf, defaultFromText, freshInputs } from "@/components/templates/rule-inputs";
import { comparisonText, formatValue, inputLabel, ruleShortName, ruleTitle } from "@/components/validation/rule-names";
import { TemplateBodySchema, type RuleCatalogue } from "@/lib/schemas/validation";

const VALUES: TemplateFormValues = {
  displayName: "Auto",
  rules: [
    { rule: "policy-active", input: {} },
    { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDeductible" } } },
  ],
};

describe("fieldForServicePath", () => {
  it.each([
    ["rules[1].input.deductible", "rules.1.input.deductible.source"],
    ["rules.1.input.deductible.default", "rules.1.input.deductible.default"],
    ["rules[1].input.maxDed", "rules.1.input"],
    ["rules.1.input.deductible.source", "rules.1.input.deductible.source"],
    ["rules[0].rule", "rules.0.rule"],
    ["rules[0]", "rules.0.rule"],
    ["rules", "rules.root"],
    ["displayName", "displayName"],
    ["body.displayName", "displayName"],
  ])("places %s on %s", (path, field) => {
    expect(fieldForServicePath(path, VALUES)).toBe(field);
  });

  it("leaves paths it cannot place for the banner", () => {
    expect(fieldForServicePath("rules[7].rule", VALUES)).toBeNull();
    expect(fieldForServicePath("somethingElse", VALUES)).toBeNull();
  });

  it("normalises bracketed indexes", () => {
    expect(dottedPath("rules[12].input.a")).toBe("rules.12.input.a");
  });
});

describe("templateErrorMap", () => {
  it("words the shared schema's problems for people", () => {
    const parsed = TemplateBodySchema.safeParse({ displayName: "", rules: [] }, { error: templateErrorMap });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ displayName: "Required.", rules: "Add at least one rule." });
  });
});

describe("rule inputs", () => {
  const catalogue: RuleCatalogue = [
    {
      name: "third-party-match",
      description: "",
      appliesTo: ["auto", "home"],
      inputs: [
        { name: "name", type: "text", required: true, description: "", schema: {} },
        {
          name: "type",
          type: "choice",
          required: false,
          description: "",
          schema: { type: "string", enum: ["lienholder", "mortgagee"] },
        },
      ],
    },
  ];

  it("starts a new rule with its required inputs mapped to the loan-data keys that answer them", () => {
    expect(freshInputs(catalogue, "third-party-match")).toEqual({ name: { source: "lienholderName" } });
    expect(freshInputs(catalogue, "nope")).toEqual({});
  });

  it("reads a choice input's values from its JSON Schema", () => {
    expect(choicesOf(catalogue[0].inputs[1])).toEqual(["lienholder", "mortgagee"]);
    expect(choicesOf(catalogue[0].inputs[0])).toEqual([]);
  });

  it("turns typed defaults into wire values", () => {
    expect(defaultFromText("amount", "$2,500")).toBe(2500);
    expect(defaultFromText("amount", "")).toBeUndefined();
    expect(defaultFromText("amount", "abc")).toBe("abc");
    expect(defaultFromText("date", " 2026-03-01 ")).toBe("2026-03-01");
    expect(defaultFromText("amount", 1000)).toBe(1000);
  });
});

describe("rule names", () => {
  it("names rules and inputs in staff's words, and unknown ones as sentences", () => {
    expect(ruleTitle("collision-coverage-meets-requirements#2")).toBe("Collision coverage (2)");
    expect(ruleTitle("some-new-rule")).toBe("Some new rule");
    expect(inputLabel("third-party-match", "name")).toBe("Lienholder named on the policy");
    expect(inputLabel("collision-coverage-meets-requirements#2", "deductible")).toBe("Maximum collision deductible");
    expect(inputLabel("some-new-rule", "maxAmount")).toBe("Max amount (some new rule)");
    expect(ruleShortName("uninsured-underinsured-bi-coverage-meets-requirements")).toBe("Uninsured underinsured BI");
    expect(ruleShortName("third-party-match")).toBe("Third party");
  });

  it("reads a breakdown row as requirement against policy", () => {
    expect(comparisonText("collision-coverage-meets-requirements", 1000, 500)).toBe("max $1,000 · policy $500");
    expect(comparisonText("bodily-injury-coverage-meets-requirements", 25000, null)).toBe(
      "min $25,000 · policy: not stated",
    );
    expect(comparisonText("properties-match", "1HGCM82633A004352", "1HGCM82633A004352")).toBe(
      "expected 1HGCM82633A004352 · policy 1HGCM82633A004352",
    );
  });

  it("formats values for the breakdown", () => {
    expect(formatValue(1000)).toBe("1,000");
    expect(formatValue(null)).toBe("—");
    expect(formatValue({ addressLine1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701" })).toBe(
      "1 Main St, Austin, TX 78701",
    );
  });
});
