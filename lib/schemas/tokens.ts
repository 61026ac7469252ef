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

export const PolicyTermQuerySchema = z.object({
  term: z.enum(["current", "renewal"], { error: "term must be current or renewal." }).optional(),
});
