import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import {
  PortalCredentialRemovedSchema,
  PortalCredentialSchema,
  PortalLoginSchema,
  type PortalCredential,
} from "@/lib/schemas/carrier";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { findCarrierById, findCarrierByPathId } from "@/lib/service/carriers/catalogue";
import type { CarrierRecord } from "@/lib/service/carriers/types";
import { removePortalCredentials, setPortalCredentials } from "@/lib/service/clients/credentials";
import { listCarrierCredentials, type ListedCredential } from "@/lib/service/clients/repo";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors, ServiceError } from "@/lib/service/http/errors";
import { PROXY_MESSAGES } from "@/lib/service/proxy/messages";

// A client's lienholder portal logins: the service looks policies up at a carrier with the login on
// file for it. A login goes in and is never answered back; only which carriers have one, and when.

const security = [{ clientId: [], clientSecret: [] }];
const tags = ["Carriers"];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});
const CarrierParams = z.object({ carrierId: PathIdSchema.meta({ example: "car_allstate" }) });

const toWire = (carrier: CarrierRecord, row: ListedCredential): PortalCredential => ({
  carrierId: carrier.id,
  naicCode: carrier.naicCode,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
});

/** The carrier a path names, as GET /carriers/{id} finds it: 404 when the catalogue has none. */
function carrierOf(carrierId: string) {
  const carrier = findCarrierByPathId(carrierId);
  if (!carrier) throw errors.notFound("carrier");
  return carrier;
}

export function portalCredentialRoutes(deps: ServiceDeps) {
  const r = newRouter();

  // GET /portal-credentials – which carriers this client can look policies up at
  r.openapi(
    createRoute({
      method: "get",
      path: "/portal-credentials",
      tags,
      summary: "List the carriers this client has portal credentials for",
      security,
      responses: {
        200: {
          description: "Carriers with credentials on file, never the credentials",
          content: { "application/json": { schema: ok(z.array(PortalCredentialSchema)) } },
        },
        401: err("Missing or wrong client credentials"),
      },
    }),
    async (c) => {
      const rows = await listCarrierCredentials(deps.database.db, c.get("client").id);
      const data = rows.flatMap((row) => {
        const carrier = findCarrierById(row.carrierId);
        return carrier ? [toWire(carrier, row)] : [];
      });
      return c.json({ success: true as const, data }, 200);
    },
  );

  // PUT /portal-credentials/{carrierId} – puts a login on file, or replaces (rotates) the one there
  r.openapi(
    createRoute({
      method: "put",
      path: "/portal-credentials/{carrierId}",
      tags,
      summary: "Set this client's portal login for a carrier",
      description:
        "Adds the lienholder portal login the service looks policies up with at this carrier, or replaces the one " +
        "on file (`createdAt` stays, `modifiedAt` moves). The login is sealed at rest and never answered back, by " +
        "this route or any other. The carrier is named by its id, slug or NAIC code; one without policy lookup " +
        "answers `policy-lookup-not-supported`.",
      security,
      request: {
        params: CarrierParams,
        body: { required: true, content: { "application/json": { schema: PortalLoginSchema } } },
      },
      responses: {
        200: {
          description: "The login on file, without the login itself",
          content: { "application/json": { schema: ok(PortalCredentialSchema) } },
        },
        400: err("user-input-invalid: no username or password; policy-lookup-not-supported"),
        401: err("Missing or wrong client credentials"),
        404: err("No such carrier"),
      },
    }),
    async (c) => {
      const carrier = carrierOf(c.req.valid("param").carrierId);
      if (!carrier.policyLookup.supported)
        throw new ServiceError(400, "policy-lookup-not-supported", PROXY_MESSAGES.lookupNotSupported, [
          { path: "carrierId", message: "A portal login is only used for policy lookup, which this carrier lacks." },
        ]);
      const { username, password } = c.req.valid("json");
      const saved = await setPortalCredentials(deps, {
        clientId: c.get("client").id,
        carrier: carrier.id,
        username,
        password,
      });
      return c.json({ success: true as const, data: toWire(carrier, saved) }, 200);
    },
  );

  // DELETE /portal-credentials/{carrierId} – forgets the login; lookups there are refused from then on
  r.openapi(
    createRoute({
      method: "delete",
      path: "/portal-credentials/{carrierId}",
      tags,
      summary: "Remove this client's portal login for a carrier",
      description:
        "Lookups at this carrier answer `no-credentials` from then on; one already queued fails with `default`.",
      security,
      request: { params: CarrierParams },
      responses: {
        200: {
          description: "Removed",
          content: { "application/json": { schema: ok(PortalCredentialRemovedSchema) } },
        },
        401: err("Missing or wrong client credentials"),
        404: err("No such carrier, or no login on file for it"),
      },
    }),
    async (c) => {
      const carrier = carrierOf(c.req.valid("param").carrierId);
      const { removed } = await removePortalCredentials(deps, { clientId: c.get("client").id, carrier: carrier.id });
      if (!removed) throw errors.notFound("portal login");
      return c.json(
        { success: true as const, data: { carrierId: carrier.id, naicCode: carrier.naicCode, deleted: true as const } },
        200,
      );
    },
  );
  return r;
}
