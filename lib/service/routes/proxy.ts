import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { ProxyAcceptedSchema, ProxyRequestDocSchema } from "@/lib/schemas/proxy";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter, rejectInvalid } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { acceptProxy, checkProxyRequest } from "@/lib/service/proxy/accept";

const security = [{ clientId: [], clientSecret: [] }];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

const route = createRoute({
  method: "post",
  path: "/ignition/{token}/proxy",
  tags: ["Ignition"],
  summary: "Proxy an Ignition session",
  description:
    "Queues a policy-lookup or process-document operation for the session; the outcome arrives as an ignition.completed or ignition.errored event. " +
    "Checks answer in this order: operation, input shape, address, carrier, lookup support, portal credentials, then one operation in flight per session (ignition-processing).",
  security,
  request: {
    params: z.object({ token: PathIdSchema.meta({ example: "ign_5h4g3f2d1s0a9p8o7i6u" }) }),
    body: { required: true, content: { "application/json": { schema: ProxyRequestDocSchema } } },
  },
  responses: {
    202: { description: "Queued", content: { "application/json": { schema: ok(ProxyAcceptedSchema) } } },
    400: err(
      "user-input-invalid, carrier-not-found, policy-lookup-not-supported, no-credentials or ignition-processing",
    ),
    401: err("Missing or wrong client credentials"),
    404: err("No such session for this client"),
    500: err("default: the operation could not be queued"),
  },
});

async function refuse(deps: ServiceDeps, clientId: string, token: string, body: unknown): Promise<never> {
  await checkProxyRequest(deps, clientId, token, body);
  throw errors.invalidInput();
}

export function proxyRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.openapi(
    route,
    async (c) => {
      const accepted = await acceptProxy(deps, c.get("client").id, c.req.valid("param").token, c.req.valid("json"));
      return c.json({ success: true as const, data: accepted }, 202);
    },
    // The schema above describes the body; the seed fixes which error answers first, so a body it refuses
    // goes through the same ordered checks to find its error.
    (result, c) => {
      if (result.target !== "json") rejectInvalid(result);
      if (result.success || result.target !== "json") return;
      // zod-validator hands the unparsed body to the hook as `data`, though its type leaves it out.
      return refuse(deps, c.get("client").id, c.req.param("token") ?? "", (result as { data?: unknown }).data);
    },
  );
  return r;
}
