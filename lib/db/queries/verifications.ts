import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { openAccessToken } from "@/lib/crypto/dashboard-seal";
import { getDatabase } from "@/lib/db";
import { insuranceRequests, reviews, timeline, users, verifications, webhookReceipts } from "@/lib/db/schema";
import type { ConsentRecord } from "@/lib/schemas/consent";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import type { ReviewState } from "./reviews";

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
  method: "lookup" | "document" | "request";
  borrowerRef: string;
  summary: VerificationSummary;
  consent: ConsentRecord;
  createdBy: string;
  loan?: LoanFacts | null;
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
  extra: Partial<Pick<VerificationRow, "errorCode" | "errorMessage" | "accountId" | "policies" | "summary">> = {},
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
  // The token is sealed at rest (saveExchange); callers get it opened.
  return rows[0] ? { ...rows[0], accessToken: openAccessToken(token, rows[0].accessToken) } : null;
}

export async function listTimeline(token: string): Promise<TimelineRow[]> {
  const { db } = await getDatabase();
  return db.select().from(timeline).where(eq(timeline.token, token)).orderBy(asc(timeline.at));
}

export interface VerificationFilter {
  q?: string;
  status?: string;
  /** pass | fail | review, or "none" for sessions without a verdict yet. */
  verdict?: string;
  /** Only the sessions this member is assigned. */
  assigneeId?: string;
  /** Only the sessions nobody is assigned. */
  unassigned?: boolean;
  /**
   * "needed": completed, not a Pass and undecided (a Pass meets the loan's requirements by itself);
   * "expiring": exceptions whose last day is on or before `expiringBy`; or one decision kind.
   */
  decision?: string;
  /** YYYY-MM-DD, for "expiring". */
  expiringBy?: string;
  page?: number;
  pageSize?: number;
}

export type ListedVerification = VerificationRow &
  ReviewState & { insuranceRequest: typeof insuranceRequests.$inferSelect | null };

function decisionWhere(filter: VerificationFilter): SQL | undefined {
  if (filter.decision === "needed")
    return and(
      eq(verifications.status, "completed"),
      or(isNull(verifications.verdict), ne(verifications.verdict, "pass")),
      isNull(reviews.decision),
    );
  if (filter.decision === "expiring")
    return and(
      eq(reviews.decision, "accepted-exception"),
      isNotNull(reviews.exceptionExpiresOn),
      lte(reviews.exceptionExpiresOn, filter.expiringBy ?? "9999-12-31"),
    );
  return filter.decision ? eq(reviews.decision, filter.decision) : undefined;
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (m) => `\\${m}`);

/** Letters and digits only: "830 935 999", "830-935-999" and "830935999" are one policy number. */
const compact = (value: SQL) => sql`regexp_replace(${value}, '[^[:alnum:]]', '', 'g')`;

/**
 * Names and file names as typed; policy, loan and VIN numbers without their spaces and punctuation,
 * since carriers print them grouped and staff type them run together (or the other way round).
 */
function searchWhere(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  const asTyped = [
    ilike(verifications.borrowerRef, like),
    ilike(verifications.token, like),
    sql`${verifications.summary}->>'policyNumber' ilike ${like}`,
    sql`${verifications.summary}->>'carrierName' ilike ${like}`,
    sql`${verifications.summary}->>'insured' ilike ${like}`,
    sql`${verifications.summary}->>'documentName' ilike ${like}`,
    sql`${verifications.loan}->>'loanNumber' ilike ${like}`,
  ];
  const lettersAndDigits = q.replace(/[^\p{L}\p{N}]/gu, "");
  if (!lettersAndDigits) return or(...asTyped)!;
  const compactLike = `%${escapeLike(lettersAndDigits)}%`;
  // Every vehicle's VIN on any term (current or renewal) of any policy the session holds.
  const vins = sql`jsonb_path_query(${verifications.policies}, '$.items[*].*.properties[*].data.vin')`;
  return or(
    ...asTyped,
    sql`${compact(sql`${verifications.summary}->>'policyNumber'`)} ilike ${compactLike}`,
    sql`${compact(sql`${verifications.loan}->>'loanNumber'`)} ilike ${compactLike}`,
    sql`${compact(sql`${verifications.loan}->>'vin'`)} ilike ${compactLike}`,
    sql`exists (select 1 from ${vins} as vin where ${compact(sql`vin #>> '{}'`)} ilike ${compactLike})`,
  )!;
}

function filterWhere(filter: VerificationFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(verifications.status, filter.status));
  if (filter.verdict === "none") where.push(isNull(verifications.verdict));
  else if (filter.verdict) where.push(eq(verifications.verdict, filter.verdict));
  if (filter.assigneeId) where.push(eq(reviews.assigneeId, filter.assigneeId));
  if (filter.unassigned) where.push(isNull(reviews.assigneeId));
  const decision = decisionWhere(filter);
  if (decision) where.push(decision);
  if (filter.q) where.push(searchWhere(filter.q));
  return where.length ? and(...where) : undefined;
}

/** One page of verifications, newest activity first, each with its review, and the total that matches the filter. */
export async function listVerifications(
  filter: VerificationFilter,
): Promise<{ rows: ListedVerification[]; total: number }> {
  const { db } = await getDatabase();
  const pageSize = filter.pageSize ?? 25;
  const page = Math.max(1, filter.page ?? 1);
  const where = filterWhere(filter);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ v: verifications, review: reviews, assigneeName: users.name, insuranceRequest: insuranceRequests })
      .from(verifications)
      .leftJoin(reviews, eq(reviews.token, verifications.token))
      .leftJoin(users, eq(users.id, reviews.assigneeId))
      .leftJoin(insuranceRequests, eq(insuranceRequests.token, verifications.token))
      .where(where)
      .orderBy(desc(verifications.updatedAt), desc(verifications.token))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(verifications)
      .leftJoin(reviews, eq(reviews.token, verifications.token))
      .where(where),
  ]);
  return {
    rows: rows.map(({ v, review, assigneeName, insuranceRequest }) => ({
      ...v,
      review,
      assigneeName,
      insuranceRequest,
    })),
    total: n,
  };
}

/** A session the service refused before accepting any work: nothing happened, so nothing is kept. */
export async function deleteVerification(token: string): Promise<void> {
  const { db } = await getDatabase();
  await db.delete(verifications).where(eq(verifications.token, token));
}

/** A document read again as another type: its loan (template) and summary change, its verdict is void. */
export async function retypeVerification(
  token: string,
  loan: LoanFacts | null,
  summary: VerificationSummary,
): Promise<void> {
  const { db } = await getDatabase();
  await db
    .update(verifications)
    .set({ loan, summary, verdict: null, verdictDetail: null, updatedAt: new Date() })
    .where(eq(verifications.token, token));
}

export async function setVerdict(token: string, verdict: string | null, detail: unknown): Promise<void> {
  const { db } = await getDatabase();
  await db.update(verifications).set({ verdict, verdictDetail: detail }).where(eq(verifications.token, token));
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
