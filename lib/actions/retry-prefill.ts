"use server";

import { findVerification, type VerificationSummary } from "@/lib/db/queries/verifications";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import type { VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

export interface RetryPrefill {
  token: string;
  errorMessage: string | null;
  values: Partial<VerifyByLookupValues>;
}

/**
 * The lookup form as an errored session was sent, for staff to correct and send again. Sessions
 * from before the request was kept fall back to what the summary and the loan remember.
 */
export async function getRetryPrefillAction(token: string): Promise<ActionResult<RetryPrefill>> {
  return authorized("reviewer", async () => {
    const row = typeof token === "string" && token.length <= 200 ? await findVerification(token) : null;
    if (!row || row.method !== "lookup")
      return { ok: false, message: "This lookup does not exist.", errorCode: "not-found" };
    if (row.status !== "errored")
      return { ok: false, message: "Only an errored lookup can be retried.", errorCode: "not-retryable" };
    if (row.retriedAs) return { ok: false, message: "This lookup was already retried.", errorCode: "already-retried" };
    const stored = row.request as Partial<VerifyByLookupValues> | null;
    const summary = row.summary as VerificationSummary;
    const loan = row.loan as LoanFacts | null;
    const values: Partial<VerifyByLookupValues> = stored ?? {
      lookup: {
        policyType: summary.policyType as "auto",
        carrier: summary.carrierId ?? undefined,
        policyNumber: summary.policyNumber ?? "",
        vin: loan?.vin ?? undefined,
        insuredName: summary.insured ?? "",
        address: loan?.propertyAddress ?? "",
      } as VerifyByLookupValues["lookup"],
      borrowerRef: row.borrowerRef,
      loan: { templateId: loan?.templateId ?? "", loanNumber: loan?.loanNumber ?? undefined },
      metadata: [],
    };
    return { ok: true, data: { token: row.token, errorMessage: row.errorMessage, values } };
  });
}
