"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { PolicyView } from "@/components/policy/policy-view";
import { DecisionBadge } from "@/components/review/decision-badge";
import { RequestPanel } from "@/components/requests/request-panel";
import { ReviewPanel } from "@/components/review/review-panel";
import { Alert, Card } from "@/components/ui/card";
import { getVerificationAction } from "@/lib/actions/verifications";
import type { StaffOption } from "@/lib/actions/review-views";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import { CorrectionWorkspace } from "@/components/policy/correction-workspace";
import { errorAdvice } from "@/lib/verifications/error-advice";
import { DocumentPreview } from "./document-preview";
import { StatusBadge } from "./status-badge";
import { Timeline } from "./timeline";
import { TypeCheckNotice } from "./type-check-notice";
import { VerdictBadge } from "./verdict-badge";
import { LoanSummary, VerdictPanel } from "./verdict-panel";

/** "Dana Admin <dana@…>" for a staff email the page knows (reviewers are told who the staff are). */
const staffName = (staff: StaffOption[]) => (email: string) => {
  const m = staff.find((s) => s.email.toLowerCase() === email.toLowerCase());
  return m ? `${m.name} <${m.email}>` : email;
};

const isLive = (s: string) => s === "created" || s === "processing";
/** A request waits on a borrower for days: it is polled, but gently. */
const waitingOnBorrower = (v: VerificationDetail) =>
  v.request !== null && ["sent", "opened", "connected"].includes(v.request.state);
/** Completed, with a loan to check against, and the verdict not stored yet: it is on its way. */
const awaitingVerdict = (v: VerificationDetail) => v.status === "completed" && v.loan !== null && !v.verdictDetail;

/** The session page body; polls while the service is still working so the result appears by itself. */
export function SessionView({
  initial,
  canReview,
  staff,
}: {
  initial: VerificationDetail;
  canReview: boolean;
  staff: StaffOption[];
}) {
  const { data } = useQuery({
    queryKey: ["verification", initial.token],
    queryFn: async () => {
      const r = await getVerificationAction(initial.token);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    initialData: initial,
    refetchInterval: (q) => {
      const d = q.state.data;
      if (!d) return false;
      if (d.request && d.status === "created") return waitingOnBorrower(d) ? 3000 : false;
      return isLive(d.status) || awaitingVerdict(d) ? 1500 : false;
    },
  });
  const v = data ?? initial;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{v.summary.insured ?? v.borrowerRef}</h1>
        <span aria-live="polite" data-testid="session-status">
          <StatusBadge status={v.status} />
        </span>
        <span aria-live="polite" data-testid="session-verdict-badge">
          <VerdictBadge verdict={v.verdict} />
        </span>
        <span aria-live="polite" data-testid="session-decision-badge">
          <DecisionBadge decision={v.decision} />
        </span>
        <span className="text-sm text-slate-600">
          {v.summary.carrierName ?? "Carrier unknown"} · {v.summary.policyType} ·{" "}
          <span className="font-mono">{v.summary.policyNumber ?? "—"}</span> · borrower {v.borrowerRef}
        </span>
        {v.status === "completed" && v.policies.length > 0 ? (
          <Link
            href={`/sessions/${v.token}/validate`}
            className="ml-auto rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            Validate
          </Link>
        ) : null}
      </div>
      {v.status === "errored" && v.errorMessage ? (
        <Alert>
          <span className="font-medium">{v.errorMessage}</span>{" "}
          <span className="font-mono text-xs">({v.errorCode})</span>
          {errorAdvice(v.errorCode, v.summary.policyType) ? (
            <span className="mt-1 block">{errorAdvice(v.errorCode, v.summary.policyType)}</span>
          ) : null}
        </Alert>
      ) : null}
      {v.verdictDetail?.typeCheck && v.status === "completed" ? (
        <TypeCheckNotice token={v.token} check={v.verdictDetail.typeCheck} canRerun={canReview} />
      ) : null}
      {v.request ? <RequestPanel token={v.token} request={v.request} canReview={canReview} /> : null}
      <VerdictPanel v={v} />
      <ReviewPanel v={v} canReview={canReview} staff={staff} />
      {v.status === "completed" && v.policies.length ? (
        // The page and what was read from it side by side, at full width so every value has room;
        // a lookup's values alone (a carrier can answer wrong too, and its renewal term may need a fix).
        <CorrectionWorkspace v={v} canEdit={canReview} who={staffName(staff)} />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          {v.document && !v.policies.length ? (
            <Card title="Document">
              <DocumentPreview doc={v.document} />
            </Card>
          ) : null}
          {v.policies.map((p) => (
            <PolicyView key={p.id} current={p.current} renewal={p.renewal} lenderName={v.loan?.lenderName} />
          ))}
          {v.status === "completed" && v.policies.length === 0 ? (
            <Alert tone="info">The session completed without policies.</Alert>
          ) : null}
          {isLive(v.status) && !(v.request && !waitingOnBorrower(v)) ? (
            <Card>
              <p role="status" className="text-sm text-slate-600">
                {v.method === "request" && v.status === "created"
                  ? "Waiting for the borrower to share their policy."
                  : v.method === "document"
                    ? "The service is reading the document."
                    : "The lookup is running at the carrier."}{" "}
                This page updates by itself when the result arrives.
              </p>
            </Card>
          ) : null}
        </div>
        <div className="space-y-6">
          {v.loan ? (
            <Card title="Loan">
              <LoanSummary v={v} />
            </Card>
          ) : null}
          <Card title="Timeline">
            <Timeline events={v.timeline} live={isLive(v.status)} />
          </Card>
        </div>
      </div>
    </div>
  );
}
