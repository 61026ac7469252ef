import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { PolicySchema } from "@/lib/schemas/policy";
import { PolicyTermQuerySchema } from "@/lib/schemas/tokens";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors, ServiceError } from "@/lib/service/http/errors";
import { findPolicy } from "@/lib/service/policies/repo";
import { toWirePolicy } from "@/lib/service/policies/wire";
import { requireAccessToken } from "@/lib/service/tokens/access-tokens";

const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

export const NO_RENEWAL_MESSAGE = "This policy has no renewal term. Retry without term, or with term=current.";

export function policyRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "get",
      path: "/policies/{id}",
      tags: ["Accounts and policies"],
      summary: "Get a policy",
      description: "The current term by default; term=renewal answers 404 when the carrier has no renewal term.",
      security: [{ clientId: [], clientSecret: [], accessToken: [] }],
      request: {
        params: z.object({ id: PathIdSchema.meta({ example: "pol_1q2w3e4r5t6y7u8i9o0p" }) }),
        query: PolicyTermQuerySchema,
      },
      responses: {
        200: {
          description: "The policy through the requested term",
          content: { "application/json": { schema: ok(PolicySchema) } },
        },
        400: err("term is not current or renewal"),
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account, or no renewal term"),
      },
    }),
    async (c) => {
      const { accountId } = await requireAccessToken(deps, c);
      const row = await findPolicy(deps.database.db, c.get("client").id, c.req.valid("param").id);
      if (!row || row.accountId !== accountId) throw errors.notFound("policy");
      const policy = toWirePolicy(row, c.req.valid("query").term ?? "current");
      if (!policy) throw new ServiceError(404, "not-found", NO_RENEWAL_MESSAGE);
      return c.json({ success: true as const, data: policy }, 200);
    },
  );
  return r;
}
