import { z } from "zod";

/** The attestation a staff member makes before proxying (seed sections 1 and 5); stored verbatim. */
export const CONSENT_WORDING =
  "I confirm the borrower has consented to us sharing their insurance information with the insurance data service, acting as our data processor, to verify their coverage.";

export const ConsentSchema = z.literal(true, { error: "Confirm the borrower's consent to continue." });

export interface ConsentRecord {
  by: { id: string; name: string; email: string };
  at: string;
  wording: string;
}
