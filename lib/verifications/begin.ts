import "server-only";
import {
  addTimeline,
  deleteVerification,
  insertVerification,
  setVerificationStatus,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import type { StaffUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import type { Metadata } from "@/lib/schemas/common";
import type { ProxyRequest } from "@/lib/schemas/proxy";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { ServiceCallError, type ServiceClient } from "@/lib/service-client";

/**
 * Opens an Ignition session for the borrower and records it with the staff member's consent
 * attestation (who, when, the exact wording), which the session's timeline shows.
 */
export async function openVerification(
  client: ServiceClient,
  user: StaffUser,
  v: {
    method: "lookup" | "document";
    borrowerRef: string;
    summary: VerificationSummary;
    metadata?: Metadata;
    loan?: LoanFacts;
  },
): Promise<string> {
  const { ignitionToken: token } = await client.createIgnition({
    webhookUri: `${env().APP_URL}/api/webhooks/ignition`,
    user: { id: v.borrowerRef },
    ...(v.metadata ? { metadata: v.metadata } : {}),
  });
  await insertVerification({
    token,
    method: v.method,
    borrowerRef: v.borrowerRef,
    createdBy: user.id,
    consent: {
      by: { id: user.id, name: user.name, email: user.email },
      at: new Date().toISOString(),
      wording: CONSENT_WORDING,
    },
    summary: v.summary,
    loan: v.loan ?? null,
  });
  return token;
}

/**
 * Proxies the operation. A refusal means the service accepted no work, so the verification is
 * dropped rather than left as an "Errored" row nobody can act on; the form shows the reason and
 * keeps what was typed for a corrected try.
 */
export async function proxyVerification(
  client: ServiceClient,
  token: string,
  body: ProxyRequest,
  /** false for a re-run of a session that already has a result: that result stays. */
  dropOnRefusal = true,
): Promise<ServiceCallError | null> {
  try {
    const accepted = await client.proxy(token, body);
    await setVerificationStatus(token, "processing");
    await addTimeline(token, "queued", { operation: body.operation, id: accepted.id });
    return null;
  } catch (err) {
    if (!(err instanceof ServiceCallError)) throw err;
    if (dropOnRefusal) await deleteVerification(token);
    else await addTimeline(token, "rejected", { errorCode: err.errorCode, message: err.message });
    return err;
  }
}
