import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { queueOf } from "@/lib/service/queue/queue-of";
import type { WebhookDeliveryJob } from "@/lib/service/queue/settings";
import { claimDueEvent, findEvent, markDelivered, recordAttempt, settleScheduledAttempt } from "./repo";
import { DELIVERY_LEASE_SECONDS, nextRetryDelaySeconds } from "./schedule";
import { sendEvent, type AttemptResult } from "./send";

const attemptRow = (eventId: string, a: AttemptResult, trigger: WebhookDeliveryJob["trigger"]) => ({
  eventId,
  attemptedAt: a.attemptedAt,
  statusCode: a.statusCode,
  error: a.error,
  durationMs: a.durationMs,
  trigger,
});

/** The webhook-delivery job: one attempt, then the next one scheduled (or the event settled). */
export async function deliverEvent(deps: ServiceDeps, job: WebhookDeliveryJob): Promise<void> {
  if (job.trigger === "redeliver") return redeliver(deps, job.eventId);

  const db = deps.database.db;
  const now = deps.now();
  // Not due (already delivered, or its time has not come by the service clock) or taken by another worker.
  const event = await claimDueEvent(db, job.eventId, now, new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000));
  if (!event) return;

  const attempt = await sendEvent(deps, event);
  const delay = attempt.ok ? null : nextRetryDelaySeconds(event.attemptCount + 1);
  const nextAttemptAt = delay === null ? null : new Date(deps.now().getTime() + delay * 1000);
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attemptRow(event.id, attempt, "schedule"));
    await settleScheduledAttempt(tx, event.id, { delivered: attempt.ok, nextAttemptAt });
  });
  if (delay !== null) {
    deps.log.info("webhook attempt failed; retrying", {
      event: event.id,
      attempt: event.attemptCount + 1,
      inSeconds: delay,
      error: attempt.detail,
    });
    // If this send is lost, the maintenance sweep finds the event due all the same.
    await queueOf(deps)
      .enqueueWebhookDelivery({ eventId: event.id, trigger: "schedule" }, delay)
      .catch((err) =>
        deps.log.warn("could not schedule the next webhook attempt", { event: event.id, error: String(err) }),
      );
  } else if (!attempt.ok) {
    deps.log.warn("webhook delivery gave up", {
      event: event.id,
      attempts: event.attemptCount + 1,
      error: attempt.detail,
    });
  }
}

/** A delivery the client asked for: sent whatever the schedule says, with the same event id. */
async function redeliver(deps: ServiceDeps, eventId: string): Promise<void> {
  const db = deps.database.db;
  const event = await findEvent(db, eventId);
  if (!event) return;
  const attempt = await sendEvent(deps, event);
  await db.transaction(async (tx) => {
    await recordAttempt(tx, attemptRow(event.id, attempt, "redeliver"));
    if (attempt.ok) await markDelivered(tx, event.id);
  });
}

/** Queues the first attempt of a new event; a failure here only delays it until the next sweep. */
export async function dispatchEvent(deps: ServiceDeps, eventId: string): Promise<void> {
  await queueOf(deps)
    .enqueueWebhookDelivery({ eventId, trigger: "schedule" })
    .catch((err) =>
      deps.log.warn("could not queue a webhook delivery; the sweep will", { event: eventId, error: String(err) }),
    );
}
