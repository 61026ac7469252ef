import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { CarrierSchema, PortalCredentialSchema } from "@/lib/schemas/carrier";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { CARRIERS, findCarrierById, findCarrierByNaic, toWireCarrier } from "@/lib/service/carriers/catalogue";
import { listCarrierCredentials } from "@/lib/service/clients/repo";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";

const security = [{ clientId: [], clientSecret: [] }];
const errorResponses = {
  401: {
    description: "Missing or wrong client credentials",
    content: { "application/json": { schema: ErrorEnvelopeSchema } },
  },
  404: { description: "No such carrier", content: { "application/json": { schema: ErrorEnvelopeSchema } } },
};

export function carrierRoutes(deps: ServiceDeps) {
  const r = newRouter();

  // GET /carriers – the catalogue, with which policy types each carrier can be looked up for
  r.openapi(
    createRoute({
      method: "get",
      path: "/carriers",
      tags: ["Carriers"],
      summary: "List supported carriers",
      security,
      responses: {
        200: { description: "Carriers", content: { "application/json": { schema: ok(z.array(CarrierSchema)) } } },
        401: errorResponses[401],
      },
    }),
    (c) => c.json({ success: true as const, data: CARRIERS.map(toWireCarrier) }, 200),
  );

  // GET /carriers/{id} – one carrier by its id, slug or NAIC code
  r.openapi(
    createRoute({
      method: "get",
      path: "/carriers/{id}",
      tags: ["Carriers"],
      summary: "Get a carrier by id or NAIC code",
      security,
      request: { params: z.object({ id: PathIdSchema.meta({ example: "car_state-farm" }) }) },
      responses: {
        200: { description: "The carrier", content: { "application/json": { schema: ok(CarrierSchema) } } },
        ...errorResponses,
      },
    }),
    (c) => {
      const { id } = c.req.valid("param");
      const carrier = findCarrierById(id) ?? (/^\d+$/.test(id) ? findCarrierByNaic(id) : null);
      if (!carrier) throw errors.notFound("carrier");
      return c.json({ success: true as const, data: toWireCarrier(carrier) }, 200);
    },
  );
  // GET /portal-credentials – which carriers this client can look policies up at: its portal
  // logins on file (the logins themselves never leave the service)
  r.openapi(
    createRoute({
      method: "get",
      path: "/portal-credentials",
      tags: ["Carriers"],
      summary: "List the carriers this client has portal credentials for",
      security,
      responses: {
        200: {
          description: "Carriers with credentials on file",
          content: { "application/json": { schema: ok(z.array(PortalCredentialSchema)) } },
        },
        401: errorResponses[401],
      },
    }),
    async (c) => {
      const rows = await listCarrierCredentials(deps.database.db, c.get("client").id);
      const data = rows.flatMap((row) => {
        const carrier = findCarrierById(row.carrierId);
        return carrier
          ? [
              {
                carrierId: carrier.id,
                naicCode: carrier.naicCode,
                active: row.active,
                createdAt: row.createdAt.toISOString(),
              },
            ]
          : [];
      });
      return c.json({ success: true as const, data }, 200);
    },
  );
  return r;
}
