import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { proxyOperations } from "@/lib/db/schema";

export type OperationRow = typeof proxyOperations.$inferSelect;
export type OperationStatus = "queued" | "running" | "completed" | "errored";

const UNFINISHED: OperationStatus[] = ["queued", "running"];

export async function insertOperation(db: Db, row: typeof proxyOperations.$inferInsert): Promise<void> {
  await db.insert(proxyOperations).values(row);
}

export async function findOperation(db: Db, id: string): Promise<OperationRow | null> {
  const rows = await db.select().from(proxyOperations).where(eq(proxyOperations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Counts a run of the job; null when the operation has already ended (a duplicate or late delivery of the job). */
export async function markRunning(db: Db, id: string): Promise<OperationRow | null> {
  const rows = await db
    .update(proxyOperations)
    .set({ status: "running", attempts: sql`${proxyOperations.attempts} + 1` })
    .where(and(eq(proxyOperations.id, id), inArray(proxyOperations.status, UNFINISHED)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Ends the operation once: of two runs racing to finish it, only one gets `true`, and only that one may
 * create the account, the authCode and the event.
 */
export async function endOperation(
  db: Db,
  id: string,
  end: { status: "completed" | "errored"; errorCode?: string | null; errorMessage?: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(proxyOperations)
    .set({
      status: end.status,
      errorCode: end.errorCode ?? null,
      errorMessage: end.errorMessage ?? null,
      finishedAt: end.at,
    })
    .where(and(eq(proxyOperations.id, id), inArray(proxyOperations.status, UNFINISHED)))
    .returning({ id: proxyOperations.id });
  return rows.length === 1;
}
