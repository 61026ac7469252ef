import "server-only";
import {
  addTimeline,
  insertVerification,
  setVerificationStatus,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import type { StaffUser } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import type { Metadata } from "@/lib/schemas/common";
import type { ProxyRequest } from "@/lib/schemas/proxy";
import { ServiceCallError, type ServiceClient } from "@/lib/service-client";

/**
 * Opens an Ignition session for the borrower and records it with the staff member's consent
 * attestation (who, when, the exact wording), which the session's timeline shows.
 */
export async function openVerification(
  client: ServiceClient,
  user: StaffUser,
  v: { method: "lookup" | "document"; borrowerRef: string; summary: VerificationSummary; metadata?: Metadata },
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
  });
  return token;
}

/** Proxies the operation; a refusal is recorded on the verification and handed back to the caller. */
export async function proxyVerification(
  client: ServiceClient,
  token: string,
  body: ProxyRequest,
): Promise<ServiceCallError | null> {
  try {
    const accepted = await client.proxy(token, body);
    await setVerificationStatus(token, "processing");
    await addTimeline(token, "queued", { operation: body.operation, id: accepted.id });
    return null;
  } catch (err) {
    if (!(err instanceof ServiceCallError)) throw err;
    await setVerificationStatus(token, "errored", { errorCode: err.errorCode, errorMessage: err.message });
    await addTimeline(token, "rejected", { errorCode: err.errorCode, message: err.message });
    return err;
  }
}
