"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { VerdictBadge } from "@/components/sessions/verdict-badge";
import { StatusBadge } from "@/components/sessions/status-badge";
import { verificationStatusesAction, type VerificationStatus } from "@/lib/actions/verification-statuses";

/** Done when there is nothing more to wait for: an error, or a completion with its verdict (if any comes). */
const settled = (s: VerificationStatus | undefined, checked: boolean) =>
  s !== undefined && (s.status === "errored" || (s.status === "completed" && (s.verdict !== null || checked)));

/**
 * Follows one uploaded file's session from "Processing" to its result, so staff who dropped
 * several pages see each one finish without opening it; `onRead` tells the batch how it ended.
 */
export function FollowStatus({
  token,
  name,
  onRead,
}: {
  token: string;
  name: string;
  onRead?: (outcome: "read" | "unreadable") => void;
}) {
  const client = useQueryClient();
  const queryKey = ["upload-status", token];
  // dataUpdatedAt is read so each poll renders again, and the count of polls is current.
  const { data, dataUpdatedAt } = useQuery({
    queryKey,
    queryFn: async () => {
      const r = await verificationStatusesAction([token]);
      if (!r.ok) throw new Error(r.message);
      return r.data[0];
    },
    // A completed session without a loan template never gets a verdict: a few more polls, then stop.
    refetchInterval: (q) => (settled(q.state.data, q.state.dataUpdateCount > 20) ? false : 1500),
  });
  const done = dataUpdatedAt > 0 && settled(data, (client.getQueryState(queryKey)?.dataUpdateCount ?? 0) > 20);
  const outcome = done ? (data?.status === "errored" ? "unreadable" : "read") : null;
  useEffect(() => {
    if (outcome) onRead?.(outcome);
  }, [outcome, onRead]);
  return (
    <span className="inline-flex items-center gap-1.5" aria-live="polite" data-testid={`follow-${name}`}>
      <StatusBadge status={data?.status ?? "processing"} />
      {data?.verdict ? <VerdictBadge verdict={data.verdict} /> : null}
      {data?.status === "completed" && !data.verdict ? (
        <span className="text-xs text-slate-500">checking against the template…</span>
      ) : null}
    </span>
  );
}
