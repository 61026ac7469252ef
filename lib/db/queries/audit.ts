import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { auditLog, verifications } from "@/lib/db/schema";
import { sessionLabel } from "@/lib/audit/session-label";

export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(row: Omit<typeof auditLog.$inferInsert, "id" | "at">): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(auditLog).values({ id: randomUUID(), ...row });
}

export interface AuditFilter {
  /** Part of the actor's name or email. */
  actor?: string;
  action?: string;
  /** Part of the session token. */
  token?: string;
  /** YYYY-MM-DD, inclusive, in UTC. */
  from?: string;
  to?: string;
}

const like = (s: string) => `%${s.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;

function where(f: AuditFilter): SQL | undefined {
  const w: SQL[] = [];
  if (f.actor) w.push(or(ilike(auditLog.actorName, like(f.actor)), ilike(auditLog.actorEmail, like(f.actor)))!);
  if (f.action) w.push(eq(auditLog.action, f.action));
  if (f.token) w.push(ilike(auditLog.token, like(f.token)));
  if (f.from) w.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  // "to" names a whole day: everything before the next midnight.
  if (f.to) w.push(lt(auditLog.at, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  return w.length ? and(...w) : undefined;
}

/** One page of entries, newest first, with the total that matches. */
export async function searchAudit(
  f: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const { db } = await getDatabase();
  const w = where(f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(w)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(w),
  ]);
  return { rows, total: n };
}

/** Every entry about one session, oldest first, for its report. */
export async function listAuditForToken(token: string): Promise<AuditRow[]> {
  const { db } = await getDatabase();
  return db.select().from(auditLog).where(eq(auditLog.token, token)).orderBy(auditLog.at);
}

/** The matching entries, newest first, a batch at a time (for the CSV export). */
export async function* auditBatches(f: AuditFilter, batch = 500): AsyncGenerator<AuditRow[]> {
  for (let page = 1; ; page++) {
    const { rows } = await searchAudit(f, page, batch);
    yield rows;
    if (rows.length < batch) return;
  }
}

/** The sessions named by `tokens`, by token, as the audit log names them (borrower and policy). */
export async function sessionLabels(tokens: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(tokens)];
  if (!wanted.length) return new Map();
  const { db } = await getDatabase();
  const rows = await db
    .select({
      token: verifications.token,
      borrowerRef: verifications.borrowerRef,
      summary: verifications.summary,
      loan: verifications.loan,
    })
    .from(verifications)
    .where(inArray(verifications.token, wanted));
  return new Map(rows.map((r) => [r.token, sessionLabel(r)]));
}
