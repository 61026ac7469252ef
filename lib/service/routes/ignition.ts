import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import type { ConsentRecord } from "@/lib/schemas/consent";
import { CreateIgnitionSchema, IgnitionCreatedSchema, IgnitionSessionSchema } from "@/lib/schemas/ignition";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import { sessionExpiry } from "@/lib/service/ignition/lifetime";
import { findSession, insertSession, type SessionRow } from "@/lib/service/ignition/repo";
import { checkedAddresses, OutboundError, type Resolver } from "@/lib/service/net/outbound";
import { outboundPolicy } from "@/lib/service/net/policies";

const security = [{ clientId: [], clientSecret: [] }];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

/** How long the webhookUri's name may take to resolve at creation before it is let through unchecked. */
const RESOLVE_AT_CREATION_MS = 3_000;

export const WEBHOOK_REFUSED =
  "The webhookUri leads to an address webhooks may not reach: a public address, or one the operator allows.";

/**
 * Refuses, with a 400 the client can act on, a webhookUri whose address no delivery could reach. A name
 * that does not resolve yet, or not in time, passes: every delivery checks the address again anyway.
 */
async function checkWebhookUri(deps: ServiceDeps, uri: string): Promise<void> {
  const policy = outboundPolicy(deps, "webhook");
  const resolve: Resolver = (host) =>
    Promise.race([
      policy.resolve(host),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("slow")), RESOLVE_AT_CREATION_MS).unref()),
    ]);
  try {
    await checkedAddresses(new URL(uri), { ...policy, resolve });
  } catch (err) {
    if (err instanceof OutboundError && err.reason === "refused")
      throw errors.invalidInput(WEBHOOK_REFUSED, [{ path: "webhookUri", message: WEBHOOK_REFUSED }]);
  }
}

export function toWireSession(row: SessionRow) {
  return {
    token: row.token,
    status: row.status as z.infer<typeof IgnitionSessionSchema>["status"],
    user: row.user as z.infer<typeof IgnitionSessionSchema>["user"],
    metadata: row.metadata as Record<string, string | number | boolean>,
    webhookUri: row.webhookUri,
    redirectUri: row.redirectUri,
    result: row.result,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    consent: (row.consent as ConsentRecord | null) ?? null,
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
      await checkWebhookUri(deps, body.webhookUri);
      const token = newId("ign");
      const now = deps.now();
      const expiresAt = sessionExpiry(now, body.expiresInDays);
      await insertSession(deps.database.db, {
        token,
        clientId: c.get("client").id,
        status: "created",
        user: body.user,
        metadata: body.metadata ?? {},
        webhookUri: body.webhookUri,
        redirectUri: body.redirectUri ?? null,
        expiresAt,
        createdAt: now,
        modifiedAt: now,
      });
      // The answer keeps the contract's two fields; the lifetime reads back from GET /ignition/{token}.
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
