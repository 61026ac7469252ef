import { bodilyInjuryCoverageMeetsRequirements } from "./rules/bodily-injury-coverage-meets-requirements";
import { collisionCoverageMeetsRequirements } from "./rules/collision-coverage-meets-requirements";
import { comprehensiveCoverageMeetsRequirements } from "./rules/comprehensive-coverage-meets-requirements";
import { deductibleMeetsRequirements } from "./rules/deductible-meets-requirements";
import { dwellingCoverageMeetsRequirements } from "./rules/dwelling-coverage-meets-requirements";
import { expirationDateComparison } from "./rules/expiration-date-comparison";
import { insuredsMatch } from "./rules/insureds-match";
import { policyActive } from "./rules/policy-active";
import { propertiesMatch } from "./rules/properties-match";
import { propertyDamageCoverageMeetsRequirements } from "./rules/property-damage-coverage-meets-requirements";
import { thirdPartyMatch } from "./rules/third-party-match";
import { uninsuredUnderinsuredBiCoverageMeetsRequirements } from "./rules/uninsured-underinsured-bi-coverage-meets-requirements";
import { uninsuredUnderinsuredPdCoverageMeetsRequirements } from "./rules/uninsured-underinsured-pd-coverage-meets-requirements";
import type { PolicyType } from "@/lib/schemas/policy";
import type { TemplateRuleInput } from "./template-shape";
import type { RuleDefinition, RuleInputType } from "./types";

const ALL: RuleDefinition[] = [
  policyActive,
  expirationDateComparison,
  insuredsMatch,
  propertiesMatch,
  thirdPartyMatch,
  collisionCoverageMeetsRequirements,
  comprehensiveCoverageMeetsRequirements,
  bodilyInjuryCoverageMeetsRequirements,
  uninsuredUnderinsuredBiCoverageMeetsRequirements,
  propertyDamageCoverageMeetsRequirements,
  uninsuredUnderinsuredPdCoverageMeetsRequirements,
  dwellingCoverageMeetsRequirements,
  deductibleMeetsRequirements,
];

export const RULES: Readonly<Record<string, RuleDefinition>> = Object.freeze(
  Object.fromEntries(ALL.map((rule) => [rule.name, rule])),
);

export const RULE_NAMES: readonly string[] = ALL.map((rule) => rule.name);

export function getRule(name: string): RuleDefinition | undefined {
  // Own properties only: "constructor" or "__proto__" are not rules.
  return Object.hasOwn(RULES, name) ? RULES[name] : undefined;
}

export interface RuleInputDescription {
  name: string;
  type: RuleInputType;
  required: boolean;
  description: string;
  /** JSON Schema of accepted values. */
  schema: Record<string, unknown>;
}

export interface RuleDescription {
  name: string;
  description: string;
  appliesTo: PolicyType[];
  inputs: RuleInputDescription[];
}

/** Plain-data description of every rule, for the templates UI and the OpenAPI document. */
export function listRules(): RuleDescription[] {
  return ALL.map((rule) => ({
    name: rule.name,
    description: rule.description,
    appliesTo: [...rule.appliesTo],
    inputs: Object.entries(rule.inputs).map(([name, spec]) => ({
      name,
      type: spec.type,
      required: spec.required,
      description: spec.description,
      schema: spec.jsonSchema,
    })),
  }));
}

export interface TemplateProblem {
  /** Field path in the template body, e.g. "rules[0].input.maxDed". */
  path: string;
  message: string;
}

function firstIssue(error: { issues: Array<{ message: string }> }): string {
  return error.issues[0]?.message ?? "Invalid value.";
}

/**
 * Field-level problems of a template's rules: unknown rules, inputs a rule does not take, required
 * inputs left unmapped (they could never resolve), empty source keys and defaults the input would
 * reject. An empty list means the rules are usable.
 */
export function checkTemplateRules(
  rules: ReadonlyArray<{ rule: string; input: Record<string, TemplateRuleInput> }>,
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  rules.forEach(({ rule: name, input }, index) => {
    const at = `rules[${index}]`;
    const rule = getRule(name);
    if (!rule) {
      problems.push({ path: `${at}.rule`, message: `Unknown rule "${name}".` });
      return;
    }
    const known = Object.keys(rule.inputs);
    for (const [inputName, mapping] of Object.entries(input ?? {})) {
      const path = `${at}.input.${inputName}`;
      if (!Object.hasOwn(rule.inputs, inputName)) {
        const takes = known.length > 0 ? `It takes: ${known.join(", ")}.` : "It takes no inputs.";
        problems.push({ path, message: `Rule "${name}" takes no input "${inputName}". ${takes}` });
        continue;
      }
      if (typeof mapping?.source !== "string" || mapping.source.trim() === "") {
        problems.push({
          path: `${path}.source`,
          message: `Input "${inputName}" needs a source key: the name looked up in the request body and session metadata.`,
        });
      }
      if (mapping && mapping.default !== undefined) {
        const parsed = rule.inputs[inputName].schema.safeParse(mapping.default);
        if (!parsed.success) {
          problems.push({
            path: `${path}.default`,
            message: `The default for input "${inputName}" is invalid: ${firstIssue(parsed.error)}`,
          });
        }
      }
    }
    for (const [inputName, spec] of Object.entries(rule.inputs)) {
      if (spec.required && !Object.hasOwn(input ?? {}, inputName)) {
        problems.push({
          path: `${at}.input.${inputName}`,
          message: `Rule "${name}" needs the input "${inputName}": give it a source key.`,
        });
      }
    }
  });
  return problems;
}
