import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { EventWithAttemptsSchema, RedeliveryAcceptedSchema, type EventWithAttempts } from "@/lib/schemas/events";
import type { ServiceDeps } from "@/lib/service/deps";
import { toEnvelope } from "@/lib/service/events/envelope";
import { requestRedelivery } from "@/lib/service/events/redeliver";
import { listSessionEvents, type AttemptRow, type EventRow } from "@/lib/service/events/repo";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { findSession } from "@/lib/service/ignition/repo";

const security = [{ clientId: [], clientSecret: [] }];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

function toWire(event: EventRow, attempts: AttemptRow[]): EventWithAttempts {
  return {
    ...toEnvelope(event),
    delivery: {
      status: event.deliveryStatus as EventWithAttempts["delivery"]["status"],
      attemptCount: attempts.length,
      nextAttemptAt: event.nextAttemptAt?.toISOString() ?? null,
    },
    attempts: attempts.map((a) => ({
      id: a.id,
      attemptedAt: a.attemptedAt.toISOString(),
      statusCode: a.statusCode,
      error: a.error,
      durationMs: a.durationMs,
      trigger: a.trigger as "schedule" | "redeliver",
    })),
  };
}

export function eventRoutes(deps: ServiceDeps) {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/ignition/{token}/events",
      tags: ["Events"],
      summary: "List a session's events with their delivery attempts",
      security,
      request: { params: z.object({ token: PathIdSchema }) },
      responses: {
        200: {
          description: "Events, oldest first",
          content: { "application/json": { schema: ok(z.array(EventWithAttemptsSchema)) } },
        },
        401: err("Missing or wrong client credentials"),
        404: err("No such session for this client"),
      },
    }),
    async (c) => {
      const clientId = c.get("client").id;
      const { token } = c.req.valid("param");
      if (!(await findSession(deps.database.db, clientId, token))) throw errors.notFound("ignition session");
      const rows = await listSessionEvents(deps.database.db, clientId, token);
      return c.json({ success: true as const, data: rows.map((row) => toWire(row.event, row.attempts)) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/events/{id}/redeliver",
      tags: ["Events"],
      summary: "Send an event again",
      description:
        "Queues one more delivery of the event to the session's webhookUri, with the same event id and a fresh signature.",
      security,
      request: { params: z.object({ id: PathIdSchema.meta({ example: "evt_0c9x8v7b6n5m4l3k2j1h" }) }) },
      responses: {
        202: { description: "Queued", content: { "application/json": { schema: ok(RedeliveryAcceptedSchema) } } },
        401: err("Missing or wrong client credentials"),
        404: err("No such event for this client"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await requestRedelivery(deps, c.get("client").id, id);
      return c.json({ success: true as const, data: { id, status: "queued" as const } }, 202);
    },
  );
  return r;
}
