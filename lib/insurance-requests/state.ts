// A request's state as staff see it, from what the dashboard learned by webhook. Client-safe: the list
// and the session page both show it.

export const REQUEST_STATES = ["sent", "opened", "connected", "completed", "expired", "cancelled"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

export const REQUEST_STATE_WORDS: Record<RequestState, string> = {
  sent: "Sent",
  opened: "Opened",
  connected: "Connected",
  completed: "Completed",
  expired: "Expired",
  cancelled: "Cancelled",
};

export interface RequestFacts {
  /** The verification's status: completed once the policy is read. */
  status: string;
  openedAt: Date | string | null;
  connectedAt: Date | string | null;
  cancelledAt: Date | string | null;
  expiresAt: Date | string;
}

const time = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());

/**
 * The furthest the borrower got. Completed wins over everything (what was shared stays shared); a cancelled
 * or lapsed link ends the rest. `connected` is the account connected or a document sent, before the policy
 * is read.
 */
export function requestState(r: RequestFacts, now: Date = new Date()): RequestState {
  if (r.status === "completed") return "completed";
  if (r.cancelledAt) return "cancelled";
  if (time(r.expiresAt) <= now.getTime()) return "expired";
  if (r.connectedAt || r.status === "processing") return "connected";
  if (r.openedAt) return "opened";
  return "sent";
}

/** A reminder helps only while the borrower has not shared anything yet. */
export const canRemind = (state: RequestState) => state === "sent" || state === "opened";

/** Cancelling closes the link; a completed, lapsed or cancelled one has nothing left to close. */
export const canCancel = (state: RequestState) => canRemind(state) || state === "connected";
