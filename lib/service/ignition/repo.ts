import "server-only";
import { and, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { ignitionSessions } from "@/lib/db/schema";

export type SessionRow = typeof ignitionSessions.$inferSelect;

export async function insertSession(db: Db, row: typeof ignitionSessions.$inferInsert): Promise<void> {
  await db.insert(ignitionSessions).values(row);
}

/** Scoped by client: another client's token reads as absent. */
export async function findSession(db: Db, clientId: string, token: string): Promise<SessionRow | null> {
  const rows = await db
    .select()
    .from(ignitionSessions)
    .where(and(eq(ignitionSessions.token, token), eq(ignitionSessions.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | null> {
  const rows = await db.select().from(ignitionSessions).where(eq(ignitionSessions.token, token)).limit(1);
  return rows[0] ?? null;
}

/**
 * The one-in-flight rule as a single conditional write: only a session that is not already
 * processing flips, so of any number of racing requests exactly one gets a row back.
 */
export async function claimSession(
  db: Db,
  clientId: string,
  token: string,
  now: Date,
  /** The statuses it may be claimed from: the borrower's page leaves a completed session alone. */
  from: readonly string[] = ["created", "completed", "errored"],
): Promise<boolean> {
  const rows = await db
    .update(ignitionSessions)
    .set({ status: "processing", modifiedAt: now })
    .where(
      and(
        eq(ignitionSessions.token, token),
        eq(ignitionSessions.clientId, clientId),
        inArray(ignitionSessions.status, [...from]),
      ),
    )
    .returning({ token: ignitionSessions.token });
  return rows.length === 1;
}

export async function finishSession(
  db: Db,
  token: string,
  status: "completed" | "errored",
  result: string,
  now: Date,
): Promise<void> {
  await db
    .update(ignitionSessions)
    .set({ status, result, modifiedAt: now })
    .where(and(eq(ignitionSessions.token, token), eq(ignitionSessions.status, "processing")));
}

export async function releaseSession(db: Db, token: string, previous: string, now: Date): Promise<void> {
  await db
    .update(ignitionSessions)
    .set({ status: previous, modifiedAt: now })
    .where(and(eq(ignitionSessions.token, token), eq(ignitionSessions.status, "processing")));
}

/**
 * Ends the hosted page's lifetime now, unless the session is completed (what it gave stays given) or
 * already past its lifetime. True when this call closed it.
 */
export async function expireSessionNow(db: Db, clientId: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(ignitionSessions)
    .set({ expiresAt: now, modifiedAt: now })
    .where(
      and(
        eq(ignitionSessions.token, token),
        eq(ignitionSessions.clientId, clientId),
        ne(ignitionSessions.status, "completed"),
        or(isNull(ignitionSessions.expiresAt), gt(ignitionSessions.expiresAt, now)),
      ),
    )
    .returning({ token: ignitionSessions.token });
  return rows.length === 1;
}
