import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { AccountSchema } from "@/lib/schemas/policy";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { findAccount, listPolicyIds } from "@/lib/service/policies/repo";
import { toWireAccount } from "@/lib/service/policies/wire";
import { requireAccessToken } from "@/lib/service/tokens/access-tokens";

const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

export function accountRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "get",
      path: "/accounts/{id}",
      tags: ["Accounts and policies"],
      summary: "Get an account",
      security: [{ clientId: [], clientSecret: [], accessToken: [] }],
      request: { params: z.object({ id: PathIdSchema.meta({ example: "acc_9s8d7f6g5h4j3k2l1q0w" }) }) },
      responses: {
        200: { description: "The account", content: { "application/json": { schema: ok(AccountSchema) } } },
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not the account of this access token"),
      },
    }),
    async (c) => {
      const { accountId } = await requireAccessToken(deps, c);
      const { id } = c.req.valid("param");
      // A token opens its own account only; any other reads as absent.
      const account = id === accountId ? await findAccount(deps.database.db, c.get("client").id, id) : null;
      if (!account) throw errors.notFound("account");
      return c.json(
        { success: true as const, data: toWireAccount(account, await listPolicyIds(deps.database.db, account.id)) },
        200,
      );
    },
  );
  return r;
}
