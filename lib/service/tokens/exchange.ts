import "server-only";
import type { TokenExchangeResult } from "@/lib/schemas/tokens";
import type { ServiceDeps } from "@/lib/service/deps";
import { redactAuthCode } from "@/lib/service/events/repo";
import { ServiceError } from "@/lib/service/http/errors";
import { listPolicyIds } from "@/lib/service/policies/repo";
import { issueAccessToken } from "./access-tokens";
import { redeemAuthCode } from "./auth-codes";

export const invalidAuthCode = () =>
  new ServiceError(400, "invalid-auth-code", "The authCode is unknown, expired or has already been used.");

/**
 * authCode → access token for its account, in one transaction: a code is never spent without a token issued,
 * and the spent code leaves the stored event with it.
 */
export async function exchangeAuthCode(
  deps: ServiceDeps,
  clientId: string,
  authCode: string,
): Promise<TokenExchangeResult> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const accountId = await redeemAuthCode(tx, clientId, authCode, now);
    if (!accountId) throw invalidAuthCode();
    await redactAuthCode(tx, clientId, accountId, authCode);
    const accessToken = await issueAccessToken(tx, { clientId, accountId, now });
    return { accessToken, account: accountId, policies: await listPolicyIds(tx, accountId) };
  });
}
