import { formatDate, formatDateTime } from "@/components/sessions/format";
import type { DecisionView } from "@/lib/actions/review-views";
import { DecisionBadge } from "./decision-badge";

/** The decision as the case's final state: what, by whom, when, why and until when. */
export function DecisionSummary({ decision }: { decision: DecisionView }) {
  return (
    <div className="space-y-1 text-sm" data-testid="review-decision">
      <p className="flex flex-wrap items-center gap-2">
        <DecisionBadge decision={decision} />
        <span className="text-slate-600">
          by {decision.by} · <time dateTime={decision.at}>{formatDateTime(decision.at)}</time>
        </span>
      </p>
      {decision.expiresOn ? (
        <p>
          <span className="font-medium">Holds until:</span> {formatDate(decision.expiresOn)}
        </p>
      ) : null}
      {decision.reason ? (
        <p className="whitespace-pre-wrap break-words">
          <span className="font-medium">Reason:</span> {decision.reason}
        </p>
      ) : null}
    </div>
  );
}
