import "server-only";
import {
  addTimeline,
  findVerification,
  setVerificationStatus,
  type StoredPolicies,
  type VerificationRow,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";
import type { EventEnvelope } from "@/lib/schemas/events";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { autoValidate } from "@/lib/verifications/auto-validate";

/** What the policy says fills what the staff member did not type (always the case for documents). */
function summaryWith(row: VerificationRow, policy: Policy | undefined): VerificationSummary {
  const summary = row.summary as VerificationSummary;
  if (!policy) return summary;
  const primary = policy.insureds.find((i) => i.type === "primary") ?? policy.insureds[0];
  return {
    ...summary,
    carrierName: summary.carrierName ?? policy.carrier.name,
    carrierId: summary.carrierId ?? policy.carrier.id,
    policyNumber: summary.policyNumber ?? policy.policyNumber,
    insured: summary.insured ?? ([primary?.firstName, primary?.lastName].filter(Boolean).join(" ") || null),
  };
}

/** ignition.completed: trade the authCode for a token, then read the account and every policy term. */
async function onCompleted(event: EventEnvelope, row: VerificationRow): Promise<void> {
  const client = await serviceClient();
  const exchanged = await client.exchangeToken(event.data.authCode!);
  const account = await client.getAccount(exchanged.account, exchanged.accessToken);
  const items: StoredPolicies["items"] = [];
  for (const id of exchanged.policies) {
    const current = await client.getPolicy(id, exchanged.accessToken, "current");
    const renewal = current.hasRenewal
      ? await client.getPolicy(id, exchanged.accessToken, "renewal").catch((err) => {
          if (err instanceof ServiceCallError && err.status === 404) return null;
          throw err;
        })
      : null;
    items.push({ id, current, renewal });
  }
  await setVerificationStatus(event.data.token, "completed", {
    accountId: exchanged.account,
    accessToken: exchanged.accessToken,
    policies: { account, items } satisfies StoredPolicies,
    summary: summaryWith(row, items[0]?.current as Policy | undefined),
    errorCode: null,
    errorMessage: null,
  });
  await addTimeline(event.data.token, "completed", {
    eventId: event.id,
    policies: exchanged.policies.length,
    at: event.createdAt,
  });
  await autoValidate(event.data.token);
}

async function onErrored(event: EventEnvelope): Promise<void> {
  await setVerificationStatus(event.data.token, "errored", {
    errorCode: event.data.errorCode ?? "default",
    errorMessage: event.data.message ?? null,
  });
  await addTimeline(event.data.token, "errored", {
    eventId: event.id,
    errorCode: event.data.errorCode,
    message: event.data.message,
    at: event.createdAt,
  });
}

/** Returns false for a session this dashboard did not start (another app sharing the client). */
export async function handleIgnitionEvent(event: EventEnvelope): Promise<boolean> {
  const row = await findVerification(event.data.token);
  if (!row) return false;
  if (event.type === "ignition.completed") await onCompleted(event, row);
  else await onErrored(event);
  return true;
}
