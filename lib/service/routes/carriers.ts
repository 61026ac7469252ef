import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { CarrierSchema } from "@/lib/schemas/carrier";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { CARRIERS, findCarrierByPathId, toWireCarrier } from "@/lib/service/carriers/catalogue";
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

export function carrierRoutes() {
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
      const carrier = findCarrierByPathId(id);
      if (!carrier) throw errors.notFound("carrier");
      return c.json({ success: true as const, data: toWireCarrier(carrier) }, 200);
    },
  );
  return r;
}
