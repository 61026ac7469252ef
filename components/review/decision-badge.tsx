import { formatDate } from "@/components/sessions/format";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DecisionView } from "@/lib/actions/review-views";
import { DECISION_WORDS } from "@/lib/reviews/decision-words";
import type { DecisionKind } from "@/lib/schemas/review";
import { todayUtc } from "@/lib/shared/calendar-date";

const TONE: Record<DecisionKind, BadgeTone> = {
  accepted: "green",
  "accepted-exception": "amber",
  waived: "blue",
  rejected: "red",
};

/** The decision in words, with the exception's last day; a lapsed exception says so in red. */
export function DecisionBadge({ decision }: { decision: Pick<DecisionView, "kind" | "expiresOn"> | null }) {
  if (!decision) return null;
  const { kind, expiresOn } = decision;
  if (kind === "accepted-exception" && expiresOn && expiresOn < todayUtc())
    return <Badge tone="red">Exception expired {formatDate(expiresOn)}</Badge>;
  return (
    <Badge tone={TONE[kind]}>
      {DECISION_WORDS[kind]}
      {kind === "accepted-exception" && expiresOn ? ` until ${formatDate(expiresOn)}` : ""}
    </Badge>
  );
}
