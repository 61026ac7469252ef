import { coverageScopes } from "../coverage-scopes";
import { money } from "../describe";
import { amountInput } from "../inputs";
import { checkCombinedLimit, checkSingleLimit } from "../kinds/limit-checks";
import { evaluateLimitRule } from "../kinds/limit-rule";
import { defineRule } from "../types";

export const propertyDamageCoverageMeetsRequirements = defineRule({
  name: "property-damage-coverage-meets-requirements",
  description:
    "Property damage liability limit is at least the minimum per accident. A combined single limit counts when it covers it.",
  appliesTo: ["auto"],
  inputs: { limitPerAccident: amountInput(true, "Minimum property damage limit per accident, in dollars.") },
  evaluate({ policy, inputs }) {
    const minimum = inputs.limitPerAccident;
    return evaluateLimitRule(
      coverageScopes(policy, ["PD", "CSL"], "vehicle", "when-assigned"),
      (scope) =>
        scope.coverages.map((coverage) =>
          coverage.code === "CSL"
            ? checkCombinedLimit(coverage, minimum, `${money(minimum)} for property damage`, scope.label)
            : checkSingleLimit(coverage, minimum, scope.label),
        ),
      { coverage: "property damage liability", subject: "Property damage limit", code: "PD" },
    );
  },
});
