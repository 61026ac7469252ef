import "server-only";
import { findInsuranceRequest, type InsuranceRequestRow } from "@/lib/db/queries/insurance-requests";
import { findVerification, type VerificationRow } from "@/lib/db/queries/verifications";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { requestState, type RequestState } from "./state";

export interface LoadedRequest {
  request: InsuranceRequestRow;
  verification: VerificationRow;
  state: RequestState;
  firstName: string;
  lenderName: string | null;
}

/** A request with its verification and state, for the reminder and cancel actions; null when there is none. */
export async function loadRequest(token: string): Promise<LoadedRequest | null> {
  const [request, verification] = await Promise.all([findInsuranceRequest(token), findVerification(token)]);
  if (!request || !verification) return null;
  const loan = verification.loan as LoanFacts | null;
  const firstName = loan && "firstName" in loan.borrower ? loan.borrower.firstName : request.borrowerName.split(" ")[0];
  return {
    request,
    verification,
    state: requestState({ status: verification.status, ...request }),
    firstName,
    lenderName: loan?.lenderName ?? null,
  };
}
