import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { openAccessToken, sealAccessToken } from "@/lib/crypto/dashboard-seal";
import { getDatabase, type Db } from "@/lib/db";
import { timeline, verifications } from "@/lib/db/schema";
import type { VerificationRow } from "./verifications";

// What the ignition webhook receiver keeps so that a retried or late event can never undo progress:
// the exchanged access token (an authCode works once), and which outcome event was applied last.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const OUTCOME_KINDS = ["completed", "errored"];

export interface SavedExchange {
  account: string;
  accessToken: string;
  policies: string[];
}

/**
 * How an outcome event stands against those already applied to the session: `applied` when it is
 * itself, `stale` when a later one is (a redelivered or late event), `new` otherwise.
 */
async function standing(tx: Tx | Db, token: string, eventId: string, createdAt: string) {
  const rows = await tx
    .select({ eventId: sql<string>`${timeline.detail}->>'eventId'`, at: sql<string>`${timeline.detail}->>'at'` })
    .from(timeline)
    .where(and(eq(timeline.token, token), inArray(timeline.kind, OUTCOME_KINDS)));
  if (rows.some((r) => r.eventId === eventId)) return "applied" as const;
  const at = Date.parse(createdAt);
  return rows.some((r) => Date.parse(r.at) > at) ? ("stale" as const) : ("new" as const);
}

export async function outcomeStanding(token: string, eventId: string, createdAt: string) {
  const { db } = await getDatabase();
  return standing(db, token, eventId, createdAt);
}

/**
 * The token an earlier delivery of this event already exchanged its authCode for, if any. Only
 * the ids are in the timeline; the token itself stays in the verification row, like a completed one.
 */
export async function findSavedExchange(token: string, eventId: string): Promise<SavedExchange | null> {
  const { db } = await getDatabase();
  const [entry] = await db
    .select({ detail: timeline.detail, accessToken: verifications.accessToken, accountId: verifications.accountId })
    .from(timeline)
    .innerJoin(verifications, eq(verifications.token, timeline.token))
    .where(
      and(eq(timeline.token, token), eq(timeline.kind, "exchanged"), sql`${timeline.detail}->>'eventId' = ${eventId}`),
    )
    .limit(1);
  const detail = entry?.detail as { account: string; policies: string[] } | undefined;
  // A later exchange replaced the token: this one cannot be resumed.
  if (!entry || !detail || !entry.accessToken || entry.accountId !== detail.account) return null;
  return {
    account: detail.account,
    accessToken: openAccessToken(token, entry.accessToken)!,
    policies: detail.policies,
  };
}

/**
 * Keeps an exchanged token (sealed) before anything else can fail, so a retried delivery resumes from it.
 * The only place a verification's access token is written.
 */
export async function saveExchange(token: string, eventId: string, exchange: SavedExchange): Promise<void> {
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await tx
      .update(verifications)
      .set({
        accountId: exchange.account,
        accessToken: sealAccessToken(token, exchange.accessToken),
        updatedAt: new Date(),
      })
      .where(eq(verifications.token, token));
    await tx.insert(timeline).values({
      id: randomUUID(),
      token,
      kind: "exchanged",
      detail: { eventId, account: exchange.account, policies: exchange.policies },
    });
  });
}

type OutcomeFields = Partial<
  Pick<VerificationRow, "errorCode" | "errorMessage" | "accountId" | "policies" | "summary">
>;

/**
 * Sets the session's status from an outcome event unless a later outcome was applied first; the row
 * lock makes a completed and an errored event arriving together apply in their own order.
 * Returns false when the event was stale or already applied.
 */
export async function applyOutcome(
  token: string,
  event: { id: string; createdAt: string; status: "completed" | "errored" },
  fields: OutcomeFields,
  detail: Record<string, unknown>,
): Promise<boolean> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    await tx
      .select({ token: verifications.token })
      .from(verifications)
      .where(eq(verifications.token, token))
      .for("update");
    if ((await standing(tx, token, event.id, event.createdAt)) !== "new") return false;
    await tx
      .update(verifications)
      .set({ status: event.status, updatedAt: new Date(), ...fields })
      .where(eq(verifications.token, token));
    await tx.insert(timeline).values({
      id: randomUUID(),
      token,
      kind: event.status,
      detail: { ...detail, eventId: event.id, at: event.createdAt },
    });
    return true;
  });
}
