import type { Coverage } from "@/lib/schemas/policy";
import { singleLimit } from "../coverage-scopes";
import { coverageName, money } from "../describe";
import { allItemsStatus } from "../status";
import type { BreakdownItem, RuleStatus } from "../types";

// Comparisons of one coverage's limits against a lender's minimums, each producing breakdown
// lines and one sentence for the message.

export interface LimitCheck {
  status: RuleStatus;
  items: BreakdownItem[];
  sentence: string;
}

function itemStatus(actual: number | null, minimum: number): RuleStatus {
  if (actual === null) return "caution";
  return actual >= minimum ? "pass" : "fail";
}

function amountOrUnknown(amount: number | null): string {
  return amount === null ? "not stated" : money(amount);
}

function suffix(label: string | null): string {
  return label ? ` (${label})` : "";
}

/** Per-person / per-accident limits, e.g. BI 25/50. */
export function checkSplitLimits(
  coverage: Coverage,
  minimums: { perPerson: number; perAccident: number },
  label: string | null,
): LimitCheck {
  const items: BreakdownItem[] = [
    {
      label: `${coverage.code} per person${suffix(label)}`,
      expected: minimums.perPerson,
      actual: coverage.limitPerPerson,
      status: itemStatus(coverage.limitPerPerson, minimums.perPerson),
    },
    {
      label: `${coverage.code} per accident${suffix(label)}`,
      expected: minimums.perAccident,
      actual: coverage.limitPerAccident,
      status: itemStatus(coverage.limitPerAccident, minimums.perAccident),
    },
  ];
  const on = label ? ` on ${label}` : "";
  const sentence =
    `${coverageName(coverage.code)} limits${on} are ${amountOrUnknown(coverage.limitPerPerson)} per person and ` +
    `${amountOrUnknown(coverage.limitPerAccident)} per accident; the minimum required is ` +
    `${money(minimums.perPerson)} per person and ${money(minimums.perAccident)} per accident.`;
  return { status: allItemsStatus(items.map((item) => item.status)), items, sentence };
}

/** A combined single limit stands in for split limits when it covers the larger minimum. */
export function checkCombinedLimit(
  coverage: Coverage,
  minimum: number,
  requirement: string,
  label: string | null,
): LimitCheck {
  const limit = singleLimit(coverage);
  const status = itemStatus(limit, minimum);
  const on = label ? ` on ${label}` : "";
  const verdict = status === "pass" ? "which covers" : "which does not cover";
  const sentence =
    limit === null
      ? `The combined single limit${on} is not stated; the minimum required is ${requirement}.`
      : `The combined single limit${on} is ${money(limit)}, ${verdict} the minimum of ${requirement}.`;
  return { status, items: [{ label: `CSL${suffix(label)}`, expected: minimum, actual: limit, status }], sentence };
}

/** One limit against one minimum (PD, UMPD, DWELLING). */
export function checkSingleLimit(coverage: Coverage, minimum: number, label: string | null): LimitCheck {
  const limit = singleLimit(coverage);
  const status = itemStatus(limit, minimum);
  const on = label ? ` on ${label}` : "";
  const name = coverageName(coverage.code);
  const sentence =
    limit === null
      ? `${name} limit${on} is not stated on the policy; the minimum required is ${money(minimum)}.`
      : `${name} limit${on} is ${money(limit)}; the minimum required is ${money(minimum)}.`;
  return {
    status,
    items: [{ label: `${coverage.code}${suffix(label)}`, expected: minimum, actual: limit, status }],
    sentence,
  };
}
