"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { VerificationDetail } from "@/lib/actions/verification-views";

const button =
  "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/**
 * What staff take away from or do next with a session: its report for the loan file, and for an
 * errored lookup a corrected retry. Reads the session from the cache the session view keeps fresh,
 * so "Edit and retry" appears the moment the lookup errors.
 */
export function SessionActions({
  initial,
  canReview,
  retryOf,
  retriedAs,
}: {
  initial: VerificationDetail;
  canReview: boolean;
  retryOf: string | null;
  retriedAs: string | null;
}) {
  const { data } = useQuery({
    queryKey: ["verification", initial.token],
    queryFn: () => initial,
    initialData: initial,
    enabled: false,
  });
  const v = data ?? initial;
  const retryable = canReview && v.method === "lookup" && v.status === "errored" && !retriedAs;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 text-sm" data-testid="session-actions">
      {retryOf ? (
        <span className="mr-auto text-slate-600">
          Retry of{" "}
          <Link href={`/sessions/${retryOf}`} className="font-medium text-brand-700 hover:underline">
            an errored lookup
          </Link>
        </span>
      ) : null}
      {retriedAs ? (
        <span className="mr-auto rounded-md bg-slate-100 px-2 py-1 text-slate-700" role="status">
          Retried —{" "}
          <Link href={`/sessions/${retriedAs}`} className="font-medium text-brand-700 hover:underline">
            open the new lookup
          </Link>
        </span>
      ) : null}
      {retryable ? (
        <Link href={`/verify/lookup?retry=${encodeURIComponent(v.token)}`} className={button}>
          Edit and retry
        </Link>
      ) : null}
      <a href={`/api/reports/${encodeURIComponent(v.token)}`} download className={button}>
        Download report (PDF)
      </a>
    </div>
  );
}
