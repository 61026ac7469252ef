import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { authCodes } from "@/lib/db/schema";
import { AUTH_CODE_TTL_MS, newAuthCode, tokenDigest } from "./secrets";

export async function issueAuthCode(
  db: Db,
  input: { clientId: string; accountId: string; now: Date },
): Promise<string> {
  const code = newAuthCode();
  await db.insert(authCodes).values({
    codeHash: tokenDigest(code),
    clientId: input.clientId,
    accountId: input.accountId,
    expiresAt: new Date(input.now.getTime() + AUTH_CODE_TTL_MS),
    createdAt: input.now,
  });
  return code;
}

/** Uses the code up in one conditional write, so two racing exchanges cannot both succeed. Null: unknown, expired or used. */
export async function redeemAuthCode(db: Db, clientId: string, code: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.codeHash, tokenDigest(code)),
        eq(authCodes.clientId, clientId),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: authCodes.accountId });
  return rows[0]?.accountId ?? null;
}
