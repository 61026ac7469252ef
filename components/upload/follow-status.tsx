"use client";

import { useQuery } from "@tanstack/react-query";
import { VerdictBadge } from "@/components/sessions/verdict-badge";
import { StatusBadge } from "@/components/sessions/status-badge";
import { verificationStatusesAction, type VerificationStatus } from "@/lib/actions/verification-statuses";

/** Done when there is nothing more to wait for: an error, or a completion with its verdict (if any comes). */
const settled = (s: VerificationStatus | undefined, checked: boolean) =>
  s !== undefined && (s.status === "errored" || (s.status === "completed" && (s.verdict !== null || checked)));

/**
 * Follows one uploaded file's session from "Processing" to its result, so staff who dropped
 * several pages see each one finish without opening it.
 */
export function FollowStatus({ token, name }: { token: string; name: string }) {
  const { data } = useQuery({
    queryKey: ["upload-status", token],
    queryFn: async () => {
      const r = await verificationStatusesAction([token]);
      if (!r.ok) throw new Error(r.message);
      return r.data[0];
    },
    // A completed session without a loan template never gets a verdict: a few more polls, then stop.
    refetchInterval: (q) => (settled(q.state.data, q.state.dataUpdateCount > 20) ? false : 1500),
  });
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
