import "server-only";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "@/lib/db/open";
import { accessTokens } from "@/lib/db/schema";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ServiceEnv } from "@/lib/service/http/env";
import { ServiceError } from "@/lib/service/http/errors";
import { newAccessToken, tokenDigest } from "./secrets";

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
  });
  return token;
}

/** The account a token opens, for the client presenting it; a token issued to another client is unknown here. */
export async function resolveAccessToken(db: Db, clientId: string, token: string): Promise<string | null> {
  const rows = await db
    .select({ accountId: accessTokens.accountId })
    .from(accessTokens)
    .where(and(eq(accessTokens.tokenHash, tokenDigest(token)), eq(accessTokens.clientId, clientId)))
    .limit(1);
  return rows[0]?.accountId ?? null;
}

/** The x-access-token of a request, resolved to its account; 401 `invalid-access-token` when missing or unknown. */
export async function requireAccessToken(deps: ServiceDeps, c: Context<ServiceEnv>): Promise<{ accountId: string }> {
  const token = c.req.header("x-access-token")?.trim();
  if (!token) throw invalidAccessToken();
  const accountId = await resolveAccessToken(deps.database.db, c.get("client").id, token);
  if (!accountId) throw invalidAccessToken();
  return { accountId };
}
