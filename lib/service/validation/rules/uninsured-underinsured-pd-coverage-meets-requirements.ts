import { coverageScopes } from "../coverage-scopes";
import { amountInput } from "../inputs";
import { checkSingleLimit } from "../kinds/limit-checks";
import { evaluateLimitRule } from "../kinds/limit-rule";
import { defineRule } from "../types";

export const uninsuredUnderinsuredPdCoverageMeetsRequirements = defineRule({
  name: "uninsured-underinsured-pd-coverage-meets-requirements",
  description: "Uninsured or underinsured motorist property damage limit is at least the minimum per accident.",
  appliesTo: ["auto"],
  inputs: {
    limitPerAccident: amountInput(
      true,
      "Minimum uninsured/underinsured motorist property damage limit per accident, in dollars.",
    ),
  },
  evaluate({ policy, inputs }) {
    return evaluateLimitRule(
      coverageScopes(policy, ["UMPD", "UIMPD"], "vehicle", "when-assigned"),
      (scope) => scope.coverages.map((coverage) => checkSingleLimit(coverage, inputs.limitPerAccident, scope.label)),
      {
        coverage: "uninsured/underinsured motorist property damage",
        subject: "Uninsured/underinsured motorist property damage limit",
        code: "UMPD",
      },
    );
  },
});
