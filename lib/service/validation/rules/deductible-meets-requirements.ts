import type { Coverage, CoverageCode } from "@/lib/schemas/policy";
import { coverageName, dwellingLabel, money, outcome, vehicleLabel } from "../describe";
import { amountInput } from "../inputs";
import { allItemsStatus } from "../status";
import { defineRule, type BreakdownItem, type PolicyTermView } from "../types";

// Which deductibles a lender means: on a home policy the all-perils deductible, carried on the
// dwelling coverage (a condo policy may have none, then its personal property deductible); on an
// auto policy the physical damage deductibles, which protect the vehicle.
function deductibleCoverages(policy: PolicyTermView): { coverages: Coverage[]; what: string } {
  const withCode = (...codes: CoverageCode[]) => policy.coverages.filter((coverage) => codes.includes(coverage.code));
  if (policy.type === "auto") return { coverages: withCode("COLL", "COMP"), what: "collision or comprehensive" };
  const dwelling = withCode("DWELLING");
  if (dwelling.length > 0 || policy.type === "home") return { coverages: dwelling, what: "dwelling" };
  return { coverages: withCode("PERSONAL_PROPERTY"), what: "dwelling or personal property" };
}

function propertyLabel(policy: PolicyTermView, id: string | null | undefined): string | null {
  const position = policy.properties.findIndex((property) => property.id === id);
  if (position < 0) return null;
  const property = policy.properties[position];
  return property.type === "vehicle" ? vehicleLabel(property, position) : dwellingLabel(property, position);
}

export const deductibleMeetsRequirements = defineRule({
  name: "deductible-meets-requirements",
  description:
    "Deductibles are no higher than the maximum allowed: the all-perils (dwelling) deductible on home and condo policies, collision and comprehensive on auto.",
  appliesTo: ["auto", "home", "condo"],
  inputs: { deductible: amountInput(true, "Maximum deductible allowed, in dollars.") },
  evaluate({ policy, inputs }) {
    const maximum = inputs.deductible;
    const { coverages, what } = deductibleCoverages(policy);
    if (coverages.length === 0) {
      return outcome(
        "unknown",
        "No deductible to check",
        `The policy has no ${what} coverage whose deductible could be checked.`,
      );
    }
    const sentences: string[] = [];
    const items: BreakdownItem[] = coverages.map((coverage) => {
      const where = propertyLabel(policy, coverage.property);
      const label = where ? `${coverage.code} (${where})` : coverage.code;
      const name = policy.type === "auto" ? `${coverageName(coverage.code)} deductible` : "All-perils deductible";
      const on = where ? ` on ${where}` : "";
      if (coverage.deductible === null) {
        sentences.push(`${name}${on} is not stated on the policy; the maximum allowed is ${money(maximum)}.`);
        return {
          label,
          expected: maximum,
          actual: null,
          status: "caution",
          note: "Deductible not stated on the policy.",
        };
      }
      const status = coverage.deductible <= maximum ? "pass" : "fail";
      sentences.push(`${name}${on} is ${money(coverage.deductible)}; the maximum allowed is ${money(maximum)}.`);
      return { label, expected: maximum, actual: coverage.deductible, status };
    });
    const status = allItemsStatus(items.map((item) => item.status));
    const shown = status === "pass" ? sentences : sentences.filter((_, i) => items[i].status !== "pass");
    const title = {
      pass: "Deductible meets the requirement",
      fail: "Deductible above the maximum",
      caution: "Deductible could not be fully confirmed",
      unknown: "Deductible could not be checked",
    }[status];
    return outcome(status, title, shown.join(" "), items);
  },
});
