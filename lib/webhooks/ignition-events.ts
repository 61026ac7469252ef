import "server-only";
import {
  findVerification,
  type StoredPolicies,
  type VerificationRow,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import {
  applyOutcome,
  findSavedExchange,
  outcomeStanding,
  saveExchange,
  type SavedExchange,
} from "@/lib/db/queries/webhook-outcomes";
import type { Policy } from "@/lib/schemas/policy";
import type { EventEnvelope } from "@/lib/schemas/events";
import { serviceClient, ServiceCallError, type ServiceClient } from "@/lib/service-client";
import { autoValidate } from "@/lib/verifications/auto-validate";
import { onRequestProgress } from "./request-progress";

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

/**
 * The access token of this event's authCode. The code works once, so the token is saved before any
 * read that may fail; a redelivery of the event resumes from it instead of spending the code again.
 */
async function exchangeOnce(client: ServiceClient, event: EventEnvelope): Promise<SavedExchange> {
  const saved = await findSavedExchange(event.data.token, event.id);
  if (saved) return saved;
  const exchanged = await client.exchangeToken(event.data.authCode!);
  await saveExchange(event.data.token, event.id, exchanged);
  return exchanged;
}

/** ignition.completed: trade the authCode for a token, then read the account and every policy term. */
async function onCompleted(event: EventEnvelope, row: VerificationRow): Promise<void> {
  const client = await serviceClient();
  const exchanged = await exchangeOnce(client, event);
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
  const applied = await applyOutcome(
    event.data.token,
    { id: event.id, createdAt: event.createdAt, status: "completed" },
    {
      accountId: exchanged.account,
      policies: { account, items } satisfies StoredPolicies,
      summary: summaryWith(row, items[0]?.current as Policy | undefined),
      errorCode: null,
      errorMessage: null,
    },
    { policies: exchanged.policies.length },
  );
  if (applied) await autoValidate(event.data.token);
}

async function onErrored(event: EventEnvelope): Promise<void> {
  await applyOutcome(
    event.data.token,
    { id: event.id, createdAt: event.createdAt, status: "errored" },
    { errorCode: event.data.errorCode ?? "default", errorMessage: event.data.message ?? null },
    { errorCode: event.data.errorCode, message: event.data.message },
  );
}

/** Returns false for a session this dashboard did not start (another app sharing the client). */
export async function handleIgnitionEvent(event: EventEnvelope): Promise<boolean> {
  const row = await findVerification(event.data.token);
  if (!row) return false;
  // A later outcome is already shown (a late or redelivered event): it stays, and no authCode is spent.
  if ((await outcomeStanding(event.data.token, event.id, event.createdAt)) !== "new") return true;
  await onRequestProgress(event, row);
  if (event.type === "ignition.completed") await onCompleted(event, row);
  else if (event.type === "ignition.errored") await onErrored(event);
  // opened, attempted and exited come from the hosted page: progress, not an outcome to record here.
  return true;
}
