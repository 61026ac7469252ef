import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { RuleCatalogueSchema, TemplateBodySchema, TemplateSchema } from "@/lib/schemas/validation";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { assertTemplateUsable } from "@/lib/service/templates/check";
import { findTemplate, insertTemplate, listTemplates, updateTemplate } from "@/lib/service/templates/repo";
import { toWireTemplate } from "@/lib/service/templates/wire";
import { listRules } from "@/lib/service/validation/registry";

const security = [{ clientId: [], clientSecret: [] }];
const tags = ["Validation"];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});
const params = z.object({ id: PathIdSchema.meta({ example: "tem_4f9d2c8b1a7e6d5c3b2a" }) });
const body = {
  required: true,
  content: { "application/json": { schema: TemplateBodySchema } },
};
const invalidTemplate = err(
  "user-input-invalid: a malformed body, an unknown rule, an input the rule does not take, a required input left unmapped or a default the input rejects (see details)",
);

export function templateRoutes(deps: ServiceDeps) {
  const r = newRouter();
  const db = () => deps.database.db;

  r.openapi(
    createRoute({
      method: "get",
      path: "/validation/rules",
      tags,
      summary: "List the rule library",
      description: "Every rule a template may use, with its inputs: what the templates form is built from.",
      security,
      responses: { 200: json("The rules", ok(RuleCatalogueSchema)), 401: err("invalid-client-credentials") },
    }),
    (c) => c.json({ success: true as const, data: listRules() }, 200),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/validation/templates",
      tags,
      summary: "List validation templates",
      security,
      responses: {
        200: json("The client's templates, oldest first", ok(z.array(TemplateSchema))),
        401: err("invalid-client-credentials"),
      },
    }),
    async (c) => {
      const rows = await listTemplates(db(), c.get("client").id);
      return c.json({ success: true as const, data: rows.map(toWireTemplate) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/validation/templates",
      tags,
      summary: "Create a validation template",
      security,
      request: { body },
      responses: {
        200: json("The new template", ok(TemplateSchema)),
        400: invalidTemplate,
        401: err("invalid-client-credentials"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertTemplateUsable(input);
      const row = await insertTemplate(db(), c.get("client").id, input);
      return c.json({ success: true as const, data: toWireTemplate(row) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/validation/templates/{id}",
      tags,
      summary: "Get a validation template",
      security,
      request: { params },
      responses: {
        200: json("The template", ok(TemplateSchema)),
        401: err("invalid-client-credentials"),
        404: err("No template with this id for this client"),
      },
    }),
    async (c) => {
      const row = await findTemplate(db(), c.get("client").id, c.req.valid("param").id);
      if (!row) throw errors.notFound("template");
      return c.json({ success: true as const, data: toWireTemplate(row) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/validation/templates/{id}",
      tags,
      summary: "Update a validation template",
      description: "Replaces the display name and the whole rule list. Stored results keep the rules they ran with.",
      security,
      request: { params, body },
      responses: {
        200: json("The updated template", ok(TemplateSchema)),
        400: invalidTemplate,
        401: err("invalid-client-credentials"),
        404: err("No template with this id for this client"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const { id } = c.req.valid("param");
      const clientId = c.get("client").id;
      // An unknown id is 404 even when the body is also wrong: never hint at other clients' ids.
      if (!(await findTemplate(db(), clientId, id))) throw errors.notFound("template");
      assertTemplateUsable(input);
      const row = await updateTemplate(db(), clientId, id, input, deps.now());
      if (!row) throw errors.notFound("template");
      return c.json({ success: true as const, data: toWireTemplate(row) }, 200);
    },
  );
  return r;
}
