import type { DecisionKind } from "@/lib/schemas/review";

// What each decision is called on the session page, in the list, the timeline, the audit log and
// the report.
export const DECISION_WORDS: Record<DecisionKind, string> = {
  accepted: "Accepted",
  "accepted-exception": "Accepted with an exception",
  waived: "Waived",
  rejected: "Rejected",
};

export const decisionWord = (kind: unknown): string =>
  typeof kind === "string" && kind in DECISION_WORDS ? DECISION_WORDS[kind as DecisionKind] : String(kind ?? "");

/** How many days ahead "exceptions expiring" looks. */
export const EXPIRING_WITHIN_DAYS = 30;
