import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { accounts, eventAttempts, events } from "@/lib/db/schema";
import type { DeliveryStatus, EventData, EventType } from "@/lib/schemas/events";
import { newId } from "@/lib/service/ids";

export type EventRow = typeof events.$inferSelect;
export type AttemptRow = typeof eventAttempts.$inferSelect;

const OPEN: DeliveryStatus[] = ["pending", "failing"];

export async function insertEvent(
  db: Db,
  input: { clientId: string; token: string; type: EventType; data: EventData; now: Date },
): Promise<string> {
  const id = newId("evt");
  await db.insert(events).values({
    id,
    clientId: input.clientId,
    token: input.token,
    type: input.type,
    payload: input.data,
    deliveryStatus: "pending",
    nextAttemptAt: input.now,
    createdAt: input.now,
  });
  return id;
}

export async function findEvent(db: Db, id: string): Promise<EventRow | null> {
  const rows = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findClientEvent(db: Db, clientId: string, id: string): Promise<EventRow | null> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listSessionEvents(
  db: Db,
  clientId: string,
  token: string,
): Promise<{ event: EventRow; attempts: AttemptRow[] }[]> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.clientId, clientId), eq(events.token, token)))
    .orderBy(asc(events.createdAt), asc(events.id));
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(eventAttempts)
    .where(
      inArray(
        eventAttempts.eventId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(eventAttempts.attemptedAt), asc(eventAttempts.id));
  return rows.map((event) => ({ event, attempts: attempts.filter((a) => a.eventId === event.id) }));
}

/**
 * Takes a due event for one scheduled attempt: moving its next attempt time past `now` is the lease, so
 * of the jobs and sweeps that find it due at once, only one sends it.
 */
export async function claimDueEvent(db: Db, id: string, now: Date, leaseUntil: Date): Promise<EventRow | null> {
  const rows = await db
    .update(events)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(eq(events.id, id), inArray(events.deliveryStatus, OPEN), lte(events.nextAttemptAt, now)))
    .returning();
  return rows[0] ?? null;
}

export async function findDueEventIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.deliveryStatus, OPEN), lte(events.nextAttemptAt, now)))
    .orderBy(asc(events.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function recordAttempt(
  db: Db,
  a: {
    eventId: string;
    attemptedAt: Date;
    statusCode: number | null;
    error: string | null;
    durationMs: number;
    trigger: "schedule" | "redeliver";
  },
): Promise<void> {
  await db.insert(eventAttempts).values({ id: newId("att"), ...a });
}

/** After a scheduled attempt: delivered, or failing until `nextAttemptAt`, or exhausted when that is null. */
export async function settleScheduledAttempt(
  db: Db,
  id: string,
  result: { delivered: boolean; nextAttemptAt: Date | null },
): Promise<void> {
  const status: DeliveryStatus = result.delivered ? "delivered" : result.nextAttemptAt ? "failing" : "exhausted";
  await db
    .update(events)
    .set({
      deliveryStatus: status,
      attemptCount: sql`${events.attemptCount} + 1`,
      nextAttemptAt: result.delivered ? null : result.nextAttemptAt,
    })
    .where(eq(events.id, id));
}

/** A redelivery that got through ends the schedule; one that failed leaves it as it was. */
export async function markDelivered(db: Db, id: string): Promise<void> {
  await db.update(events).set({ deliveryStatus: "delivered", nextAttemptAt: null }).where(eq(events.id, id));
}

/**
 * Once an authCode is spent it has no business in the stored event: `/events` would show it and every
 * redelivery would carry it. Scoped to the session of the account the code opened, whose events are few.
 */
export async function redactAuthCode(db: Db, clientId: string, accountId: string, authCode: string): Promise<void> {
  await db
    .update(events)
    .set({ payload: sql`${events.payload} - 'authCode'` })
    .where(
      and(
        eq(events.clientId, clientId),
        eq(events.token, sql`(select ${accounts.token} from ${accounts} where ${accounts.id} = ${accountId})`),
        sql`${events.payload}->>'authCode' = ${authCode}`,
      ),
    );
}
