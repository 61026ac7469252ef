import { z } from "zod";
import { MetadataSchema } from "./common";
import { IGNITION_STATUSES, IgnitionUserSchema } from "./ignition";

/**
 * completed/errored end a proxied or hosted session; opened, attempted (a carrier sign-in refused) and
 * exited come from the hosted page only.
 */
export const EVENT_TYPES = [
  "ignition.completed",
  "ignition.errored",
  "ignition.opened",
  "ignition.attempted",
  "ignition.exited",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EventDataSchema = z.object({
  token: z.string(),
  status: z.enum(IGNITION_STATUSES),
  /** The proxy operation, or `link` / `manual` from the hosted page, so a shared webhookUri can tell them apart. */
  result: z.string().nullable(),
  client: z.string(),
  user: IgnitionUserSchema,
  metadata: MetadataSchema,
  authCode: z.string().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
  /** ignition.exited: the hosted page's step the borrower left from. */
  step: z.string().optional(),
});
export type EventData = z.infer<typeof EventDataSchema>;

/** What is POSTed to the webhookUri, signed per Standard Webhooks. */
export const EventEnvelopeSchema = z
  .object({
    id: z.string().meta({ example: "evt_0c9x8v7b6n5m4l3k2j1h" }),
    type: z.enum(EVENT_TYPES),
    data: EventDataSchema,
    createdAt: z.string(),
  })
  .meta({ id: "Event" });
export type EventEnvelope = z.infer<typeof EventEnvelopeSchema>;

export const DELIVERY_STATUSES = ["pending", "delivered", "failing", "exhausted"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DeliveryAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.string(),
  /** HTTP status of the receiver's answer; null when none came (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** "schedule" for the automatic attempts, "redeliver" for those asked for by the client. */
  trigger: z.enum(["schedule", "redeliver"]),
});

export const EventWithAttemptsSchema = EventEnvelopeSchema.extend({
  delivery: z.object({
    status: z.enum(DELIVERY_STATUSES),
    attemptCount: z.number().int(),
    nextAttemptAt: z.string().nullable(),
  }),
  attempts: z.array(DeliveryAttemptSchema),
}).meta({ id: "EventWithAttempts" });
export type EventWithAttempts = z.infer<typeof EventWithAttemptsSchema>;

export const RedeliveryAcceptedSchema = z
  .object({ id: z.string(), status: z.literal("queued") })
  .meta({ id: "RedeliveryAccepted" });
