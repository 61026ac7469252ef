import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { accounts, ignitionSessions, policies } from "@/lib/db/schema";
import type { PolicyRow } from "@/lib/service/policies/repo";

export interface PolicyContext {
  policy: PolicyRow;
  accountId: string;
  /** The metadata of the Ignition session that produced the account; {} when it is gone. */
  metadata: Record<string, unknown>;
}

/**
 * A client's policy together with the session metadata its inputs may fall back on, in one query:
 * policy → its account → the account's Ignition session token → that session's metadata.
 */
export async function loadPolicyContext(db: Db, clientId: string, policyId: string): Promise<PolicyContext | null> {
  const rows = await db
    .select({ policy: policies, metadata: ignitionSessions.metadata })
    .from(policies)
    .innerJoin(accounts, eq(accounts.id, policies.accountId))
    .leftJoin(
      ignitionSessions,
      and(eq(ignitionSessions.token, accounts.token), eq(ignitionSessions.clientId, policies.clientId)),
    )
    .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const metadata = row.metadata && typeof row.metadata === "object" ? (row.metadata as Record<string, unknown>) : {};
  return { policy: row.policy, accountId: row.policy.accountId, metadata };
}
