import { coverageScopes } from "../coverage-scopes";
import { amountInput } from "../inputs";
import { checkSplitLimits } from "../kinds/limit-checks";
import { evaluateLimitRule } from "../kinds/limit-rule";
import { defineRule } from "../types";

// States sell uninsured and underinsured motorist cover together or apart; either one meeting the
// minimums satisfies the lender.
export const uninsuredUnderinsuredBiCoverageMeetsRequirements = defineRule({
  name: "uninsured-underinsured-bi-coverage-meets-requirements",
  description:
    "Uninsured or underinsured motorist bodily injury limits are at least the minimums per person and per accident.",
  appliesTo: ["auto"],
  inputs: {
    limitPerPerson: amountInput(
      true,
      "Minimum uninsured/underinsured motorist bodily injury limit per person, in dollars.",
    ),
    limitPerAccident: amountInput(
      true,
      "Minimum uninsured/underinsured motorist bodily injury limit per accident, in dollars.",
    ),
  },
  evaluate({ policy, inputs }) {
    const minimums = { perPerson: inputs.limitPerPerson, perAccident: inputs.limitPerAccident };
    return evaluateLimitRule(
      coverageScopes(policy, ["UMBI", "UIMBI"], "vehicle", "when-assigned"),
      (scope) => scope.coverages.map((coverage) => checkSplitLimits(coverage, minimums, scope.label)),
      {
        coverage: "uninsured/underinsured motorist bodily injury",
        subject: "Uninsured/underinsured motorist bodily injury limits",
        code: "UMBI",
      },
    );
  },
});
