import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { timeline, verifications, webhookReceipts } from "@/lib/db/schema";
import type { ConsentRecord } from "@/lib/schemas/consent";

export type VerificationRow = typeof verifications.$inferSelect;
export type TimelineRow = typeof timeline.$inferSelect;
export type VerificationStatus = "created" | "processing" | "completed" | "errored";

export interface VerificationSummary {
  carrierName: string | null;
  carrierId: string | null;
  policyType: string;
  policyNumber: string | null;
  insured: string | null;
  documentName?: string | null;
  /** The uploaded file, for showing the document beside the extracted fields. */
  fileId?: string | null;
}

export interface StoredPolicies {
  account: unknown;
  items: { id: string; current: unknown; renewal: unknown | null }[];
}

export async function insertVerification(row: {
  token: string;
  method: "lookup" | "document";
  borrowerRef: string;
  summary: VerificationSummary;
  consent: ConsentRecord;
  createdBy: string;
}): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(verifications).values({ ...row, status: "created" });
  await addTimeline(row.token, "created", { by: row.consent.by.name, consent: row.consent.wording });
}

export async function addTimeline(token: string, kind: string, detail: Record<string, unknown> = {}): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(timeline).values({ id: randomUUID(), token, kind, detail });
}

export async function setVerificationStatus(
  token: string,
  status: VerificationStatus,
  extra: Partial<
    Pick<VerificationRow, "errorCode" | "errorMessage" | "accountId" | "accessToken" | "policies" | "summary">
  > = {},
): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(verifications)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(eq(verifications.token, token))
    .returning({ token: verifications.token });
  return rows.length > 0;
}

export async function findVerification(token: string): Promise<VerificationRow | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(verifications).where(eq(verifications.token, token)).limit(1);
  return rows[0] ?? null;
}

export async function listTimeline(token: string): Promise<TimelineRow[]> {
  const { db } = await getDatabase();
  return db.select().from(timeline).where(eq(timeline.token, token)).orderBy(asc(timeline.at));
}

export async function listVerifications(filter: {
  q?: string;
  status?: string;
  limit?: number;
}): Promise<VerificationRow[]> {
  const { db } = await getDatabase();
  const where: SQL[] = [];
  if (filter.status) where.push(eq(verifications.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    where.push(
      or(
        ilike(verifications.borrowerRef, like),
        ilike(verifications.token, like),
        sql`${verifications.summary}->>'policyNumber' ilike ${like}`,
        sql`${verifications.summary}->>'carrierName' ilike ${like}`,
        sql`${verifications.summary}->>'insured' ilike ${like}`,
      )!,
    );
  }
  return db
    .select()
    .from(verifications)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(verifications.updatedAt))
    .limit(filter.limit ?? 200);
}

/** Records a webhook event id; false when it was seen before (deliveries are at-least-once). */
export async function recordWebhookReceipt(eventId: string, type: string): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .insert(webhookReceipts)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: webhookReceipts.eventId });
  return rows.length > 0;
}

export async function forgetWebhookReceipt(eventId: string): Promise<void> {
  const { db } = await getDatabase();
  await db.delete(webhookReceipts).where(eq(webhookReceipts.eventId, eventId));
}
