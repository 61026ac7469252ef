import type { RuleStatus } from "./types";

/** The contract's overall rule: fail if any fails, else caution if any is caution or unknown, else pass. */
export function overallStatus(statuses: Iterable<RuleStatus>): RuleStatus {
  let result: RuleStatus = "pass";
  for (const status of statuses) {
    if (status === "fail") return "fail";
    if (status !== "pass") result = "caution";
  }
  return result;
}

/**
 * Status of a rule made of per-item checks where every item must hold (each vehicle needs collision).
 * Unlike the overall rule, an item that could not be checked keeps the rule `unknown` when nothing is
 * known at all, so "no data" is not reported as a finding.
 */
export function allItemsStatus(statuses: RuleStatus[]): RuleStatus {
  if (statuses.length === 0) return "unknown";
  if (statuses.includes("fail")) return "fail";
  if (statuses.every((status) => status === "unknown")) return "unknown";
  return statuses.every((status) => status === "pass") ? "pass" : "caution";
}

/** Status when one satisfying item is enough (any insured, any vehicle, any party). */
export function anyItemStatus(statuses: RuleStatus[]): RuleStatus {
  if (statuses.includes("pass")) return "pass";
  if (statuses.length === 0 || statuses.every((status) => status === "unknown")) return "unknown";
  // Some items could not be checked and none matched: neither a clean finding nor nothing known.
  return statuses.every((status) => status === "fail") ? "fail" : "caution";
}
