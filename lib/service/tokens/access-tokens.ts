import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "@/lib/db/open";
import { accessTokens } from "@/lib/db/schema";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ServiceEnv } from "@/lib/service/http/env";
import { ServiceError } from "@/lib/service/http/errors";
import { ACCESS_TOKEN_TTL_MS, newAccessToken, tokenDigest } from "./secrets";

export const invalidAccessToken = () =>
  new ServiceError(401, "invalid-access-token", "The access token is missing or invalid.");

export async function issueAccessToken(
  db: Db,
  input: { clientId: string; accountId: string; now: Date },
): Promise<string> {
  const token = newAccessToken();
  await db.insert(accessTokens).values({
    tokenHash: tokenDigest(token),
    clientId: input.clientId,
    accountId: input.accountId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + ACCESS_TOKEN_TTL_MS),
  });
  return token;
}

const usable = (clientId: string, token: string, now: Date) =>
  and(
    eq(accessTokens.tokenHash, tokenDigest(token)),
    eq(accessTokens.clientId, clientId),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, now),
  );

/**
 * The account a token opens, for the client presenting it. Another client's token, an expired or a revoked
 * one are all simply unknown: the answer does not tell which.
 */
export async function resolveAccessToken(db: Db, clientId: string, token: string, now: Date): Promise<string | null> {
  const rows = await db
    .select({ accountId: accessTokens.accountId })
    .from(accessTokens)
    .where(usable(clientId, token, now))
    .limit(1);
  return rows[0]?.accountId ?? null;
}

/** Ends a token of this client at once. False when it was unknown, another client's, or already ended. */
export async function revokeAccessToken(db: Db, clientId: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(usable(clientId, token, now))
    .returning({ tokenHash: accessTokens.tokenHash });
  return rows.length > 0;
}

/** The x-access-token of a request, resolved to its account; 401 `invalid-access-token` when missing, unknown, expired or revoked. */
export async function requireAccessToken(deps: ServiceDeps, c: Context<ServiceEnv>): Promise<{ accountId: string }> {
  const token = c.req.header("x-access-token")?.trim();
  if (!token) throw invalidAccessToken();
  const accountId = await resolveAccessToken(deps.database.db, c.get("client").id, token, deps.now());
  if (!accountId) throw invalidAccessToken();
  return { accountId };
}
