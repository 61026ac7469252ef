import { Badge, type BadgeTone } from "@/components/ui/badge";
import { REQUEST_STATE_WORDS, type RequestState } from "@/lib/insurance-requests/state";

const TONE: Record<RequestState, BadgeTone> = {
  sent: "gray",
  opened: "blue",
  connected: "blue",
  completed: "green",
  expired: "amber",
  cancelled: "red",
};

/** A mailed request's own state, in place of the session status the borrower's progress would hide. */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="request-state">
      <span className="text-xs text-slate-500">Request</span>
      <Badge tone={TONE[state]}>{REQUEST_STATE_WORDS[state]}</Badge>
    </span>
  );
}
