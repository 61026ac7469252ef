import { describe, expect, it } from "vitest";
import { checkTemplateRules, getRule, listRules, RULES } from "@/lib/service/validation/registry";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";

const NAMES = [
  "policy-active",
  "expiration-date-comparison",
  "insureds-match",
  "properties-match",
  "third-party-match",
  "collision-coverage-meets-requirements",
  "comprehensive-coverage-meets-requirements",
  "bodily-injury-coverage-meets-requirements",
  "uninsured-underinsured-bi-coverage-meets-requirements",
  "property-damage-coverage-meets-requirements",
  "uninsured-underinsured-pd-coverage-meets-requirements",
  "dwelling-coverage-meets-requirements",
  "deductible-meets-requirements",
];

describe("rule registry", () => {
  it("holds exactly the contract's rules, keyed by name", () => {
    expect(Object.keys(RULES).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) expect(getRule(name)?.name).toBe(name);
    expect(getRule("constructor")).toBeUndefined();
    expect(getRule("nope")).toBeUndefined();
  });

  it("describes rules as plain data", () => {
    const rules = listRules();
    expect(JSON.parse(JSON.stringify(rules))).toEqual(rules);
    expect(rules.find((rule) => rule.name === "collision-coverage-meets-requirements")).toEqual({
      name: "collision-coverage-meets-requirements",
      description: expect.any(String),
      appliesTo: ["auto"],
      inputs: [
        {
          name: "deductible",
          type: "amount",
          required: true,
          description: expect.any(String),
          schema: expect.any(Object),
        },
      ],
    });
    expect(
      rules.find((rule) => rule.name === "third-party-match")?.inputs.map((input) => [input.name, input.required]),
    ).toEqual([
      ["name", true],
      ["type", false],
      ["loanNumber", false],
      ["address", false],
    ]);
  });
});

describe("checkTemplateRules", () => {
  it("accepts the sample templates", () => {
    for (const template of SAMPLE_TEMPLATES) expect(checkTemplateRules(template.rules)).toEqual([]);
  });

  it("reports unknown rules, unknown inputs, missing required inputs and bad defaults by path", () => {
    const problems = checkTemplateRules([
      {
        rule: "collision-coverage-meets-requirements",
        input: { maxDed: { source: "maxDeductible" }, deductible: { source: "maxDeductible" } },
      },
      { rule: "policy-active", input: { date: { source: "d" } } },
      { rule: "foo", input: {} },
      { rule: "expiration-date-comparison", input: { date: { source: "minExpirationDate", default: "next year" } } },
      { rule: "dwelling-coverage-meets-requirements", input: {} },
      { rule: "insureds-match", input: { name: { source: "" } } },
    ]);
    expect(problems).toEqual([
      {
        path: "rules[0].input.maxDed",
        message: 'Rule "collision-coverage-meets-requirements" takes no input "maxDed". It takes: deductible.',
      },
      { path: "rules[1].input.date", message: 'Rule "policy-active" takes no input "date". It takes no inputs.' },
      { path: "rules[2].rule", message: 'Unknown rule "foo".' },
      {
        path: "rules[3].input.date.default",
        message: expect.stringContaining('The default for input "date" is invalid'),
      },
      {
        path: "rules[4].input.limit",
        message: 'Rule "dwelling-coverage-meets-requirements" needs the input "limit": give it a source key.',
      },
      { path: "rules[5].input.name.source", message: expect.stringContaining("needs a source key") },
    ]);
  });

  it("accepts defaults that coerce", () => {
    expect(
      checkTemplateRules([
        { rule: "deductible-meets-requirements", input: { deductible: { source: "max", default: "2500" } } },
      ]),
    ).toEqual([]);
  });
});
