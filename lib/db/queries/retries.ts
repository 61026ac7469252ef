import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { verifications } from "@/lib/db/schema";
import { addTimeline } from "./verifications";

/** The lookup as staff sent it, kept so that an errored one can be corrected and sent again. */
export async function saveLookupRequest(token: string, request: unknown): Promise<void> {
  const { db } = await getDatabase();
  await db.update(verifications).set({ request }).where(eq(verifications.token, token));
}

/**
 * Links an errored session to the one that retried it, both ways. Only once: a session retried
 * twice (two tabs) keeps its first link, and false says this retry was not the one linked.
 */
export async function linkRetry(oldToken: string, newToken: string): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(verifications)
    .set({ retriedAs: newToken })
    .where(and(eq(verifications.token, oldToken), eq(verifications.status, "errored"), isNull(verifications.retriedAs)))
    .returning({ token: verifications.token });
  if (!rows.length) return false;
  await db.update(verifications).set({ retryOf: oldToken }).where(eq(verifications.token, newToken));
  await addTimeline(oldToken, "retried", { token: newToken });
  await addTimeline(newToken, "retry-of", { token: oldToken });
  return true;
}

/** Which session this one retried and which retried it, for the links on the session page. */
export async function findRetryLinks(token: string): Promise<{ retryOf: string | null; retriedAs: string | null }> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ retryOf: verifications.retryOf, retriedAs: verifications.retriedAs })
    .from(verifications)
    .where(eq(verifications.token, token))
    .limit(1);
  return rows[0] ?? { retryOf: null, retriedAs: null };
}
