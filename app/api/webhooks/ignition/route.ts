// POST /api/webhooks/ignition – events from the insurance data service (Standard Webhooks signed)
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import { forgetWebhookReceipt, recordWebhookReceipt } from "@/lib/db/queries/verifications";
import { EVENT_TYPES, EventEnvelopeSchema } from "@/lib/schemas/events";
import { serviceConfig } from "@/lib/service-client/config";
import { handleIgnitionEvent } from "@/lib/webhooks/ignition-events";
import { readCappedBody } from "@/lib/webhooks/read-capped-body";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Events are a few KiB; anything near this is not one, and is refused before it is read into memory. */
const MAX_WEBHOOK_BODY_BYTES = 256 * 1024;

const EventTypeSchema = z.object({ type: z.string() });
const KNOWN_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

export async function POST(req: Request): Promise<Response> {
  const body = await readCappedBody(req, MAX_WEBHOOK_BODY_BYTES);
  if (body === null) return Response.json({ error: "The event is larger than 256 KiB." }, { status: 413 });
  const { webhookSecret } = await serviceConfig();
  if (!webhookSecret) return Response.json({ error: "No webhook secret is configured." }, { status: 500 });
  let payload: unknown;
  try {
    payload = new Webhook(webhookSecret).verify(body, Object.fromEntries(req.headers));
  } catch (err) {
    if (err instanceof WebhookVerificationError) return Response.json({ error: "Invalid signature." }, { status: 400 });
    throw err;
  }
  // A type added by a newer service is acknowledged, or it would be redelivered for a day.
  const typed = EventTypeSchema.safeParse(payload);
  if (typed.success && !KNOWN_TYPES.has(typed.data.type)) return Response.json({ received: true, ignored: true });
  const event = EventEnvelopeSchema.safeParse(payload);
  if (!event.success) return Response.json({ error: "Unknown event shape." }, { status: 400 });

  if (!(await recordWebhookReceipt(event.data.id, event.data.type)))
    return Response.json({ received: true, duplicate: true });
  try {
    const known = await handleIgnitionEvent(event.data);
    return Response.json({ received: true, handled: known });
  } catch (err) {
    // Let the service retry: forget the receipt so the redelivery is processed.
    await forgetWebhookReceipt(event.data.id);
    console.error(
      JSON.stringify({ level: "error", msg: "webhook handling failed", eventId: event.data.id, error: String(err) }),
    );
    return Response.json({ error: "Could not process the event; retry later." }, { status: 500 });
  }
}
