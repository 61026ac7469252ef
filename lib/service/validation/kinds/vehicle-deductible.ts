import type { CoverageCode } from "@/lib/schemas/policy";
import { coverageScopes } from "../coverage-scopes";
import { coverageName, money, outcome } from "../describe";
import { amountInput } from "../inputs";
import { allItemsStatus } from "../status";
import { defineRule, type BreakdownItem, type RuleStatus } from "../types";

// Collision and comprehensive: every vehicle needs the coverage, with a deductible no higher than
// the lender's maximum (the lender's collateral is the vehicle, so each one counts).

interface Check {
  item: BreakdownItem;
  sentence: string;
}

function checkScope(
  code: CoverageCode,
  label: string | null,
  deductibles: Array<number | null>,
  maximum: number,
): Check {
  const name = coverageName(code);
  const on = label ? ` on ${label}` : "";
  const itemLabel = label ?? code;
  const allowed = `the maximum allowed is ${money(maximum)}`;
  if (deductibles.length === 0) {
    return {
      item: {
        label: itemLabel,
        expected: maximum,
        actual: null,
        status: "fail",
        note: `No ${name.toLowerCase()} coverage.`,
      },
      sentence: label
        ? `${label} has no ${name.toLowerCase()} coverage.`
        : `The policy has no ${name.toLowerCase()} coverage.`,
    };
  }
  const known = deductibles.filter((deductible): deductible is number => deductible !== null);
  if (known.length === 0) {
    return {
      item: {
        label: itemLabel,
        expected: maximum,
        actual: null,
        status: "caution",
        note: "Deductible not stated on the policy.",
      },
      sentence: `${name} deductible${on} is not stated on the policy; ${allowed}.`,
    };
  }
  // Two coverages of one code on a vehicle is a data oddity; the higher deductible is the one that binds.
  const deductible = Math.max(...known);
  const status: RuleStatus = deductible <= maximum ? "pass" : "fail";
  return {
    item: { label: itemLabel, expected: maximum, actual: deductible, status },
    sentence: `${name} deductible is ${money(deductible)}${on}; ${allowed}.`,
  };
}

export function vehicleDeductibleRule(options: { name: string; code: "COLL" | "COMP" }) {
  const coverage = coverageName(options.code).toLowerCase();
  return defineRule({
    name: options.name,
    description: `Every vehicle has ${coverage} coverage with a deductible no higher than the maximum allowed.`,
    appliesTo: ["auto"],
    inputs: { deductible: amountInput(true, `Maximum ${coverage} deductible allowed, in dollars.`) },
    evaluate({ policy, inputs }) {
      const checks = coverageScopes(policy, [options.code], "vehicle", "always").map((scope) =>
        checkScope(
          options.code,
          scope.label,
          scope.coverages.map((c) => c.deductible),
          inputs.deductible,
        ),
      );
      const items = checks.map((check) => check.item);
      const status = allItemsStatus(items.map((item) => item.status));
      const noteworthy = status === "pass" ? checks : checks.filter((check) => check.item.status !== "pass");
      const detail = noteworthy.map((check) => check.sentence).join(" ");
      const Name = coverageName(options.code);
      const title = {
        pass: `${Name} deductible meets the requirement`,
        fail: items.some((item) => item.actual === null && item.status === "fail")
          ? `${Name} coverage missing`
          : `${Name} deductible above the maximum`,
        caution: `${Name} deductible could not be fully confirmed`,
        unknown: `${Name} deductible could not be checked`,
      }[status];
      return outcome(status, title, detail, items);
    },
  });
}
