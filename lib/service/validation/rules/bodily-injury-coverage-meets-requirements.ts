import { coverageScopes } from "../coverage-scopes";
import { money } from "../describe";
import { amountInput } from "../inputs";
import { checkCombinedLimit, checkSplitLimits } from "../kinds/limit-checks";
import { evaluateLimitRule } from "../kinds/limit-rule";
import { defineRule } from "../types";

export const bodilyInjuryCoverageMeetsRequirements = defineRule({
  name: "bodily-injury-coverage-meets-requirements",
  description:
    "Bodily injury liability limits are at least the minimums per person and per accident. A combined single limit counts when it covers both.",
  appliesTo: ["auto"],
  inputs: {
    limitPerPerson: amountInput(true, "Minimum bodily injury limit per person, in dollars."),
    limitPerAccident: amountInput(true, "Minimum bodily injury limit per accident, in dollars."),
  },
  evaluate({ policy, inputs }) {
    const minimums = { perPerson: inputs.limitPerPerson, perAccident: inputs.limitPerAccident };
    const requirement = `${money(minimums.perPerson)} per person and ${money(minimums.perAccident)} per accident`;
    return evaluateLimitRule(
      coverageScopes(policy, ["BI", "CSL"], "vehicle", "when-assigned"),
      (scope) =>
        scope.coverages.map((coverage) =>
          coverage.code === "CSL"
            ? checkCombinedLimit(coverage, Math.max(minimums.perPerson, minimums.perAccident), requirement, scope.label)
            : checkSplitLimits(coverage, minimums, scope.label),
        ),
      { coverage: "bodily injury liability", subject: "Bodily injury limits", code: "BI" },
    );
  },
});
