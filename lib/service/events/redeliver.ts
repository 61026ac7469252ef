import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { errors } from "@/lib/service/http/errors";
import { queueOf } from "@/lib/service/queue/queue-of";
import { findClientEvent } from "./repo";

/** Queues one more delivery of a client's event, with the same id; 404 for another client's. */
export async function requestRedelivery(deps: ServiceDeps, clientId: string, eventId: string): Promise<void> {
  const event = await findClientEvent(deps.database.db, clientId, eventId);
  if (!event) throw errors.notFound("event");
  await queueOf(deps).enqueueWebhookDelivery({ eventId: event.id, trigger: "redeliver" });
}
