import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { insuranceRequests, verifications } from "@/lib/db/schema";
import type { ConsentRecord } from "@/lib/schemas/consent";

export type InsuranceRequestRow = typeof insuranceRequests.$inferSelect;

export async function insertInsuranceRequest(row: typeof insuranceRequests.$inferInsert): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(insuranceRequests).values(row);
}

export async function findInsuranceRequest(token: string): Promise<InsuranceRequestRow | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(insuranceRequests).where(eq(insuranceRequests.token, token)).limit(1);
  return rows[0] ?? null;
}

/** True the first time: a redelivered ignition.opened changes nothing. */
export async function markRequestOpened(token: string, at: Date): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(insuranceRequests)
    .set({ openedAt: at })
    .where(and(eq(insuranceRequests.token, token), isNull(insuranceRequests.openedAt)))
    .returning({ token: insuranceRequests.token });
  return rows.length === 1;
}

export async function markRequestConnected(token: string, at: Date): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(insuranceRequests)
    .set({ connectedAt: at, openedAt: sql`coalesce(${insuranceRequests.openedAt}, ${at})` })
    .where(and(eq(insuranceRequests.token, token), isNull(insuranceRequests.connectedAt)));
}

export async function markRequestReminded(token: string, at: Date): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(insuranceRequests)
    .set({ remindedAt: at, reminders: sql`${insuranceRequests.reminders} + 1` })
    .where(eq(insuranceRequests.token, token));
}

/** True when this call cancelled it (a second click, or another tab, finds it cancelled already). */
export async function markRequestCancelled(token: string, at: Date, by: string): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(insuranceRequests)
    .set({ cancelledAt: at, cancelledBy: by })
    .where(and(eq(insuranceRequests.token, token), isNull(insuranceRequests.cancelledAt)))
    .returning({ token: insuranceRequests.token });
  return rows.length === 1;
}

/** The borrower's own consent, from the hosted page, in place of the request's pending one. */
export async function adoptBorrowerConsent(token: string, consent: ConsentRecord): Promise<void> {
  const { db } = await getDatabase();
  await db.update(verifications).set({ consent }).where(eq(verifications.token, token));
}
