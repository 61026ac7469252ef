import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { PolicyTermQuerySchema } from "@/lib/schemas/tokens";
import { ValidateBodySchema, ValidationResultSchema, ValidationRunSchema } from "@/lib/schemas/validation";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { findPolicy } from "@/lib/service/policies/repo";
import { requireAccessToken } from "@/lib/service/tokens/access-tokens";
import { listValidationRuns } from "@/lib/service/validation-runs/repo";
import { runValidation } from "@/lib/service/validation-runs/run";
import { toWireRun } from "@/lib/service/validation-runs/wire";

const security = [{ clientId: [], clientSecret: [], accessToken: [] }];
const tags = ["Validation"];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});
const policyId = PathIdSchema.meta({ example: "pol_1q2w3e4r5t6y7u8i9o0p" });

export function validateRoutes(deps: ServiceDeps) {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "post",
      path: "/policies/{id}/validate/{template}",
      tags,
      summary: "Validate a policy with a template",
      description:
        "`id` is the policy, `template` the template id. Each rule input is resolved from the request body by its " +
        "source key, then the Ignition session's metadata, then the template default; a required input found " +
        "nowhere makes that rule `unknown`. Every result is stored (GET /policies/{id}/validations).",
      security,
      request: {
        params: z.object({ id: policyId, template: PathIdSchema.meta({ example: "tem_4f9d2c8b1a7e6d5c3b2a" }) }),
        query: PolicyTermQuerySchema,
        body: {
          required: false,
          description: 'Rule inputs by source key, e.g. {"maxDeductible": 500}.',
          content: { "application/json": { schema: ValidateBodySchema } },
        },
      },
      responses: {
        200: {
          description: "The verdict, a summary and one result per rule",
          content: { "application/json": { schema: ok(ValidationResultSchema) } },
        },
        400: err("The body is not a JSON object, or term is not current or renewal"),
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account, not a template of this client, or no renewal term"),
      },
    }),
    async (c) => {
      const { accountId } = await requireAccessToken(deps, c);
      const { id, template } = c.req.valid("param");
      const result = await runValidation(deps, {
        clientId: c.get("client").id,
        accountId,
        policyId: id,
        templateId: template,
        term: c.req.valid("query").term ?? "current",
        body: c.req.valid("json"),
      });
      return c.json({ success: true as const, data: result }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/policies/{id}/validations",
      tags,
      summary: "List a policy's validation results",
      description: "Stored results of the validate endpoint, newest first, with each template's current name.",
      security,
      request: {
        params: z.object({ id: policyId }),
        query: z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }),
      },
      responses: {
        200: {
          description: "The results, newest first",
          content: { "application/json": { schema: ok(z.array(ValidationRunSchema)) } },
        },
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account"),
      },
    }),
    async (c) => {
      const { accountId } = await requireAccessToken(deps, c);
      const { id } = c.req.valid("param");
      const clientId = c.get("client").id;
      const policy = await findPolicy(deps.database.db, clientId, id);
      if (!policy || policy.accountId !== accountId) throw errors.notFound("policy");
      const rows = await listValidationRuns(deps.database.db, clientId, id, c.req.valid("query").limit ?? 50);
      return c.json({ success: true as const, data: rows.map(toWireRun) }, 200);
    },
  );
  return r;
}
