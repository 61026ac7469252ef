// POST /api/webhooks/ignition – events from the insurance data service (Standard Webhooks signed)
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { forgetWebhookReceipt, recordWebhookReceipt } from "@/lib/db/queries/verifications";
import { EventEnvelopeSchema } from "@/lib/schemas/events";
import { serviceConfig } from "@/lib/service-client/config";
import { handleIgnitionEvent } from "@/lib/webhooks/ignition-events";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const body = await req.text();
  const { webhookSecret } = await serviceConfig();
  if (!webhookSecret) return Response.json({ error: "No webhook secret is configured." }, { status: 500 });
  let payload: unknown;
  try {
    payload = new Webhook(webhookSecret).verify(body, Object.fromEntries(req.headers));
  } catch (err) {
    if (err instanceof WebhookVerificationError) return Response.json({ error: "Invalid signature." }, { status: 400 });
    throw err;
  }
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
