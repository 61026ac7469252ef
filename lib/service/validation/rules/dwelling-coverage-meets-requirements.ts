import { coverageScopes } from "../coverage-scopes";
import { amountInput } from "../inputs";
import { checkSingleLimit } from "../kinds/limit-checks";
import { evaluateLimitRule } from "../kinds/limit-rule";
import { defineRule } from "../types";

export const dwellingCoverageMeetsRequirements = defineRule({
  name: "dwelling-coverage-meets-requirements",
  description: "Dwelling coverage limit is at least the minimum, for example the loan amount.",
  appliesTo: ["home", "condo"],
  inputs: { limit: amountInput(true, "Minimum dwelling coverage limit, in dollars (often the loan amount).") },
  evaluate({ policy, inputs }) {
    return evaluateLimitRule(
      coverageScopes(policy, ["DWELLING"], "dwelling", "when-assigned"),
      (scope) => scope.coverages.map((coverage) => checkSingleLimit(coverage, inputs.limit, scope.label)),
      { coverage: "dwelling", subject: "Dwelling limit", code: "DWELLING" },
    );
  },
});
