import { z } from "zod";
import { safeString } from "./common";

export const TokenExchangeRequestSchema = z
  .object({
    authCode: safeString({ error: "Give the authCode from the ignition.completed event." }).trim().min(1).max(200),
  })
  .meta({ id: "TokenExchangeRequest" });

export const TokenExchangeResultSchema = z
  .object({
    /** Scoped to one account; send it as x-access-token. */
    accessToken: z.string(),
    /** The account's id (`acc_…`). */
    account: z.string(),
    /** Ids (`pol_…`) of the account's policies. */
    policies: z.array(z.string()),
  })
  .meta({ id: "TokenExchangeResult" });
export type TokenExchangeResult = z.infer<typeof TokenExchangeResultSchema>;

export const TokenRevokeRequestSchema = z
  .object({
    accessToken: safeString({ error: "Give the access token to revoke." }).trim().min(1).max(200),
  })
  .meta({ id: "TokenRevokeRequest" });

export const TokenRevokeResultSchema = z
  .object({
    /** False when the token was unknown to this client, expired or already revoked. */
    revoked: z.boolean(),
  })
  .meta({ id: "TokenRevokeResult" });

export const PolicyTermQuerySchema = z.object({
  term: z.enum(["current", "renewal"], { error: "term must be current or renewal." }).optional(),
});
