import type { VerificationFilter } from "@/lib/db/queries/verifications";
import { DECISION_KINDS } from "@/lib/schemas/review";
import { todayUtc } from "@/lib/shared/calendar-date";
import { EXPIRING_WITHIN_DAYS } from "./decision-words";

const DECISION_FILTERS = new Set<string>(["needed", "expiring", ...DECISION_KINDS]);

/**
 * The list's review filters from the URL's words: "assigned=me" becomes the signed-in member's id,
 * "decision=expiring" a day 30 days ahead. Unknown values are ignored, as the list's other filters are.
 */
export function reviewFilterOf(
  f: { assigned?: string; decision?: string },
  userId: string,
  now = new Date(),
): Pick<VerificationFilter, "assigneeId" | "unassigned" | "decision" | "expiringBy"> {
  const decision = f.decision && DECISION_FILTERS.has(f.decision) ? f.decision : undefined;
  return {
    assigneeId: f.assigned === "me" ? userId : undefined,
    unassigned: f.assigned === "none" || undefined,
    decision,
    expiringBy:
      decision === "expiring" ? todayUtc(new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86_400_000)) : undefined,
  };
}
