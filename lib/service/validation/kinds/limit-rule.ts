import type { CoverageScope } from "../coverage-scopes";
import { outcome } from "../describe";
import { allItemsStatus, anyItemStatus } from "../status";
import type { RuleOutcome, RuleStatus } from "../types";
import type { LimitCheck } from "./limit-checks";

// Shared shape of the "coverage meets minimum limits" rules: within each scope (the policy, or
// each vehicle/dwelling when coverages are tied to them) any one qualifying coverage is enough;
// every scope must qualify.

export interface LimitRuleWording {
  /** "bodily injury liability" — used in "The policy has no … coverage." */
  coverage: string;
  /** "Bodily injury limits" — title subject. */
  subject: string;
  /** Breakdown label when the whole policy lacks the coverage, e.g. "BI". */
  code: string;
}

export function evaluateLimitRule(
  policyScopes: CoverageScope[],
  check: (scope: CoverageScope) => LimitCheck[],
  wording: LimitRuleWording,
): RuleOutcome {
  const perScope = policyScopes.map((scope) => {
    const checks = check(scope);
    if (checks.length === 0) {
      const where = scope.label ? `${scope.label} has` : "The policy has";
      const missing: LimitCheck = {
        status: "fail",
        items: [
          {
            label: scope.label ?? wording.code,
            expected: null,
            actual: null,
            status: "fail",
            note: `No ${wording.coverage} coverage.`,
          },
        ],
        sentence: `${where} no ${wording.coverage} coverage.`,
      };
      return { status: "fail" as RuleStatus, checks: [missing] };
    }
    return { status: anyItemStatus(checks.map((c) => c.status)), checks };
  });
  const status = allItemsStatus(perScope.map((scope) => scope.status));
  const items = perScope.flatMap((scope) => scope.checks.flatMap((c) => c.items));
  // Explain what decided the outcome: one passing check per scope on a pass, the shortfalls otherwise.
  const shown =
    status === "pass"
      ? perScope.map((scope) => scope.checks.find((c) => c.status === "pass")!)
      : perScope
          .filter((scope) => scope.status !== "pass")
          .flatMap((scope) => scope.checks.filter((c) => c.status !== "pass"));
  const detail = shown.map((c) => c.sentence).join(" ");
  const missingOnly =
    shown.length > 0 && shown.every((c) => c.items.every((item) => item.actual === null && item.expected === null));
  const title = {
    pass: `${wording.subject} ${wording.subject.endsWith("s") ? "meet" : "meets"} the requirement`,
    fail: missingOnly
      ? `${wording.coverage[0].toUpperCase()}${wording.coverage.slice(1)} coverage missing`
      : `${wording.subject} below the minimum`,
    caution: `${wording.subject} could not be fully confirmed`,
    unknown: `${wording.subject} could not be checked`,
  }[status];
  return outcome(status, title, detail, items);
}
