import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { IgnitionSessionSchema } from "@/lib/schemas/ignition";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { errors } from "@/lib/service/http/errors";
import { expireSessionNow, findSession } from "@/lib/service/ignition/repo";
import { toWireSession } from "./ignition";

const security = [{ clientId: [], clientSecret: [] }];
const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

export function ignitionCancelRoutes(deps: ServiceDeps) {
  const r = newRouter();

  // POST /ignition/{token}/cancel – close the hosted page now (a lender withdrawing a request it mailed)
  r.openapi(
    createRoute({
      method: "post",
      path: "/ignition/{token}/cancel",
      tags: ["Ignition"],
      summary: "Cancel an Ignition session's hosted page",
      description:
        "Ends the session's lifetime now: its ignitionUri shows the expired page and nothing more can be shared " +
        "through it. A completed session is left as it is (what the user shared stays shared), and cancelling " +
        "again or after the lifetime changes nothing: each answers the session as it stands. Proxying is not " +
        "limited by the lifetime.",
      security,
      request: { params: z.object({ token: PathIdSchema }) },
      responses: {
        200: {
          description: "The session, closed",
          content: { "application/json": { schema: ok(IgnitionSessionSchema) } },
        },
        400: err("The session is completed"),
        401: err("Missing or wrong client credentials"),
        404: err("No such session for this client"),
      },
    }),
    async (c) => {
      const clientId = c.get("client").id;
      const { token } = c.req.valid("param");
      const db = deps.database.db;
      const row = await findSession(db, clientId, token);
      if (!row) throw errors.notFound("ignition session");
      // Conditional in the database: a session completing at this moment stays completed and open-ended.
      await expireSessionNow(db, clientId, token, deps.now());
      return c.json({ success: true as const, data: toWireSession((await findSession(db, clientId, token))!) }, 200);
    },
  );
  return r;
}
