import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { events, ignitionSessions, proxyOperations } from "@/lib/db/schema";
import type { ConsentRecord } from "@/lib/schemas/consent";

// The hosted page's own writes on a session. Each is one conditional statement, so a page opened in two
// tabs, or a double click, changes the session once.

/** True the first time only: ignition.opened is sent once per session. */
export async function markOpened(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ignitionSessions)
    .set({ openedAt: now })
    .where(and(eq(ignitionSessions.token, token), isNull(ignitionSessions.openedAt)))
    .returning({ token: ignitionSessions.token });
  return rows.length === 1;
}

export async function saveConsent(db: Db, token: string, consent: ConsentRecord, now: Date): Promise<void> {
  await db.update(ignitionSessions).set({ consent, modifiedAt: now }).where(eq(ignitionSessions.token, token));
}

/** Counts one refused carrier sign-in and returns how many the session has had. */
export async function countFailedSignIn(db: Db, token: string): Promise<number> {
  const rows = await db
    .update(ignitionSessions)
    .set({ failedSignIns: sql`${ignitionSessions.failedSignIns} + 1` })
    .where(eq(ignitionSessions.token, token))
    .returning({ n: ignitionSessions.failedSignIns });
  return rows[0]?.n ?? 0;
}

/** The borrower's upload still being read, if any: the page waits for it instead of offering a new one. */
export async function pendingUpload(db: Db, token: string): Promise<string | null> {
  const rows = await db
    .select({ id: proxyOperations.id })
    .from(proxyOperations)
    .where(
      and(
        eq(proxyOperations.token, token),
        eq(proxyOperations.result, "manual"),
        inArray(proxyOperations.status, ["queued", "running"]),
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The session's latest outcome event, to tell the page (and the redirect) how it ended. */
export async function latestOutcome(
  db: Db,
  token: string,
): Promise<{ type: string; payload: Record<string, unknown> } | null> {
  const rows = await db
    .select({ type: events.type, payload: events.payload })
    .from(events)
    .where(and(eq(events.token, token), inArray(events.type, ["ignition.completed", "ignition.errored"])))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(1);
  const row = rows[0];
  return row ? { type: row.type, payload: row.payload as Record<string, unknown> } : null;
}
