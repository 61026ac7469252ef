import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { CreateIgnitionSchema, IgnitionCreatedSchema, IgnitionSessionSchema } from "@/lib/schemas/ignition";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import { findSession, insertSession, type SessionRow } from "@/lib/service/ignition/repo";

const security = [{ clientId: [], clientSecret: [] }];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

export function toWireSession(row: SessionRow) {
  return {
    token: row.token,
    status: row.status as z.infer<typeof IgnitionSessionSchema>["status"],
    user: row.user as z.infer<typeof IgnitionSessionSchema>["user"],
    metadata: row.metadata as Record<string, string | number | boolean>,
    webhookUri: row.webhookUri,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

export function ignitionRoutes(deps: ServiceDeps) {
  const r = newRouter();

  // POST /ignition – start a session the client may then proxy
  r.openapi(
    createRoute({
      method: "post",
      path: "/ignition",
      tags: ["Ignition"],
      summary: "Generate an Ignition token",
      security,
      request: { body: { required: true, content: { "application/json": { schema: CreateIgnitionSchema } } } },
      responses: {
        200: { description: "Session created", content: { "application/json": { schema: ok(IgnitionCreatedSchema) } } },
        400: err("Invalid body"),
        401: err("Missing or wrong client credentials"),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const token = newId("ign");
      const now = deps.now();
      await insertSession(deps.database.db, {
        token,
        clientId: c.get("client").id,
        status: "created",
        user: body.user,
        metadata: body.metadata ?? {},
        webhookUri: body.webhookUri,
        redirectUri: body.redirectUri ?? null,
        createdAt: now,
        modifiedAt: now,
      });
      return c.json(
        { success: true as const, data: { ignitionToken: token, ignitionUri: `${deps.appUrl}/ignition/${token}` } },
        200,
      );
    },
  );

  // GET /ignition/{token} – the session as the client sees it
  r.openapi(
    createRoute({
      method: "get",
      path: "/ignition/{token}",
      tags: ["Ignition"],
      summary: "Get an Ignition session",
      security,
      request: { params: z.object({ token: PathIdSchema }) },
      responses: {
        200: { description: "The session", content: { "application/json": { schema: ok(IgnitionSessionSchema) } } },
        401: err("Missing or wrong client credentials"),
        404: err("No such session for this client"),
      },
    }),
    async (c) => {
      const row = await findSession(deps.database.db, c.get("client").id, c.req.valid("param").token);
      if (!row) throw errors.notFound("ignition session");
      return c.json({ success: true as const, data: toWireSession(row) }, 200);
    },
  );
  return r;
}
