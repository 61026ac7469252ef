import type { InsuranceRequestRow } from "@/lib/db/queries/insurance-requests";
import type { ReviewState } from "@/lib/db/queries/reviews";
import { canCancel, canRemind, requestState, type RequestState } from "@/lib/insurance-requests/state";
import type { StoredPolicies, TimelineRow, VerificationRow, VerificationSummary } from "@/lib/db/queries/verifications";
import type { Account, Policy } from "@/lib/schemas/policy";
import type { ConsentRecord } from "@/lib/schemas/consent";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import type { PolicyStanding, VerdictDetail } from "@/lib/verifications/verdict";
import { toReviewParts, type NoteView, type ReviewParts } from "./review-views";

// Plain, serialisable views of dashboard rows for client components (no access tokens).

export interface VerificationListItem extends ReviewParts {
  token: string;
  method: string;
  status: string;
  borrowerRef: string;
  summary: VerificationSummary;
  errorCode: string | null;
  updatedAt: string;
  /** pass | fail | review; null before (or without) a validation. */
  verdict: string | null;
  /** The first policy's standing, so an expired or inactive policy is marked in the list. */
  standing: PolicyStanding | null;
  templateName: string | null;
  /** Set when staff asked the borrower by mail (method "request"). */
  request: RequestView | null;
}

export interface RequestView {
  state: RequestState;
  borrowerName: string;
  borrowerEmail: string;
  borrowerPhone: string | null;
  sentAt: string;
  remindedAt: string | null;
  reminders: number;
  expiresAt: string;
  canRemind: boolean;
  canCancel: boolean;
}

type RowWithRequest = VerificationRow & Partial<ReviewState> & { insuranceRequest?: InsuranceRequestRow | null };

function toRequestView(status: string, r: InsuranceRequestRow): RequestView {
  const state = requestState({ status, ...r });
  return {
    state,
    borrowerName: r.borrowerName,
    borrowerEmail: r.borrowerEmail,
    borrowerPhone: r.borrowerPhone,
    sentAt: r.sentAt.toISOString(),
    remindedAt: r.remindedAt?.toISOString() ?? null,
    reminders: r.reminders,
    expiresAt: r.expiresAt.toISOString(),
    canRemind: canRemind(state),
    canCancel: canCancel(state),
  };
}

export interface VerificationDetail extends VerificationListItem {
  errorMessage: string | null;
  consent: ConsentRecord;
  createdAt: string;
  timeline: { id: string; kind: string; at: string; detail: Record<string, unknown> }[];
  account: Account | null;
  policies: { id: string; current: Policy; renewal: Policy | null }[];
  document?: { name: string; contentType: string; url: string };
  loan: LoanFacts | null;
  verdictDetail: VerdictDetail | null;
  notes: NoteView[];
}

export function toVerificationListItem(row: RowWithRequest): VerificationListItem {
  return {
    ...toReviewParts({ review: row.review ?? null, assigneeName: row.assigneeName ?? null }),
    token: row.token,
    method: row.method,
    status: row.status,
    borrowerRef: row.borrowerRef,
    summary: row.summary as VerificationSummary,
    errorCode: row.errorCode,
    updatedAt: row.updatedAt.toISOString(),
    verdict: row.verdict,
    standing: (row.verdictDetail as VerdictDetail | null)?.policies[0]?.standing ?? null,
    templateName: (row.loan as LoanFacts | null)?.templateName ?? null,
    request: row.insuranceRequest ? toRequestView(row.status, row.insuranceRequest) : null,
  };
}

export function toVerificationDetail(
  row: RowWithRequest,
  events: TimelineRow[],
  notes: NoteView[] = [],
): VerificationDetail {
  const stored = row.policies as StoredPolicies | null;
  return {
    ...toVerificationListItem(row),
    notes,
    errorMessage: row.errorMessage,
    consent: row.consent as ConsentRecord,
    createdAt: row.createdAt.toISOString(),
    timeline: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      detail: e.detail as Record<string, unknown>,
    })),
    account: (stored?.account as Account | undefined) ?? null,
    policies: (stored?.items ?? []) as VerificationDetail["policies"],
    loan: (row.loan as LoanFacts | null) ?? null,
    verdictDetail: (row.verdictDetail as VerdictDetail | null) ?? null,
  };
}
