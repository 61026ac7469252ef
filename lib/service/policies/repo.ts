import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { accounts, policies } from "@/lib/db/schema";
import type { ConnectionStatus, PolicyDraft } from "@/lib/schemas/policy";
import type { DocumentRef } from "@/lib/service/jobs/outcome";
import { newId } from "@/lib/service/ids";

export type AccountRow = typeof accounts.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

export interface NewAccountWithPolicy {
  clientId: string;
  token: string;
  user: unknown;
  draft: PolicyDraft;
  documents?: DocumentRef[];
  /** `inactive` for policies read from a document: no live connection to the carrier exists. */
  connectionStatus?: ConnectionStatus;
  now: Date;
}

/** A verified policy becomes an account (the insured's connection to the carrier) holding that policy. */
export async function insertAccountWithPolicy(
  db: Db,
  input: NewAccountWithPolicy,
): Promise<{ accountId: string; policyId: string }> {
  const accountId = newId("acc");
  const policyId = newId("pol");
  const { renewal, ...current } = input.draft;
  await db.insert(accounts).values({
    id: accountId,
    clientId: input.clientId,
    token: input.token,
    carrier: input.draft.carrier,
    connectionStatus: input.connectionStatus ?? "active",
    user: input.user,
    createdAt: input.now,
  });
  await db.insert(policies).values({
    id: policyId,
    accountId,
    clientId: input.clientId,
    current,
    renewal: renewal ?? null,
    documents: input.documents ?? [],
    createdAt: input.now,
    modifiedAt: input.now,
  });
  return { accountId, policyId };
}

/** Scoped by client: another client's account reads as absent. */
export async function findAccount(db: Db, clientId: string, id: string): Promise<AccountRow | null> {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listPolicyIds(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: policies.id })
    .from(policies)
    .where(eq(policies.accountId, accountId))
    .orderBy(asc(policies.createdAt));
  return rows.map((r) => r.id);
}

export async function findPolicy(db: Db, clientId: string, id: string): Promise<PolicyRow | null> {
  const rows = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, id), eq(policies.clientId, clientId)))
    .limit(1);
  return rows[0] ?? null;
}
