import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ErrorEnvelopeSchema, ok, PathIdSchema } from "@/lib/schemas/common";
import { PolicySchema } from "@/lib/schemas/policy";
import {
  CreateCorrectionSchema,
  FieldLocationsSchema,
  LearnedHintSchema,
  PolicyCorrectionsSchema,
} from "@/lib/schemas/policy-corrections";
import { PolicyTermQuerySchema } from "@/lib/schemas/tokens";
import { readLocations } from "@/lib/service/corrections/locations";
import { readCorrections, readPolicy, recordCorrection, type PolicyAccess } from "@/lib/service/corrections/record";
import { deleteHint, listHintRows } from "@/lib/service/corrections/repo";
import { toWireHint } from "@/lib/service/corrections/wire";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import type { ServiceEnv } from "@/lib/service/http/env";
import { errors } from "@/lib/service/http/errors";
import { NO_RENEWAL_MESSAGE } from "@/lib/service/policies/wire";
import { requireAccessToken } from "@/lib/service/tokens/access-tokens";

const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

// Callers and tests have long imported the message from here.
export { NO_RENEWAL_MESSAGE };

const security = [{ clientId: [], clientSecret: [], accessToken: [] }];
const policyId = PathIdSchema.meta({ example: "pol_1q2w3e4r5t6y7u8i9o0p" });
const corrections = {
  description: "The policy as it stands, as it was read, and every correction, newest first",
  content: { "application/json": { schema: ok(PolicyCorrectionsSchema) } },
};

export function policyRoutes(deps: ServiceDeps) {
  const r = newRouter();
  /** Which policy, through which term, for the account the request's access token opens. */
  const policyAccess = async (c: Context<ServiceEnv>, policyId: string, term?: PolicyAccess["term"]) => {
    const { accountId } = await requireAccessToken(deps, c);
    return { clientId: c.get("client").id, accountId, policyId, term: term ?? "current" } satisfies PolicyAccess;
  };
  r.openapi(
    createRoute({
      method: "get",
      path: "/policies/{id}",
      tags: ["Accounts and policies"],
      summary: "Get a policy",
      description: "The current term by default; term=renewal answers 404 when the carrier has no renewal term.",
      security,
      request: { params: z.object({ id: policyId }), query: PolicyTermQuerySchema },
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
      const { policy } = await readPolicy(
        deps.database.db,
        await policyAccess(c, c.req.valid("param").id, c.req.valid("query").term),
      );
      return c.json({ success: true as const, data: policy }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/policies/{id}/corrections",
      tags: ["Accounts and policies"],
      summary: "Correct a policy",
      description:
        "A reviewer's field changes, applied in order to the term asked for (`term`, default current) and checked " +
        "as a whole against the Policy schema: any problem refuses them all (400 with details). Paths name fields " +
        "like `policyNumber`, `address.addressLine2`, `coverages[2].deductible`; an index one past the end of a list " +
        "appends, `remove: true` takes an item out. The policy then reads corrected everywhere (GET, validate); the " +
        "version read from the document or carrier stays available as `original`. Where the policy came from a " +
        "document, each corrected value's label and place on the page is learned for this client and carrier, and " +
        "the next document of that layout is read with it.",
      security,
      request: {
        params: z.object({ id: policyId }),
        query: PolicyTermQuerySchema,
        body: { required: true, content: { "application/json": { schema: CreateCorrectionSchema } } },
      },
      responses: {
        200: corrections,
        400: err("user-input-invalid: the body, a path, or the corrected policy is invalid (see details)"),
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account, or no renewal term"),
      },
    }),
    async (c) => {
      const data = await recordCorrection(
        deps,
        await policyAccess(c, c.req.valid("param").id, c.req.valid("query").term),
        c.req.valid("json"),
      );
      return c.json({ success: true as const, data }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/policies/{id}/corrections",
      tags: ["Accounts and policies"],
      summary: "List a policy's corrections",
      description:
        "The policy as corrected and as read (`original`), both through `term`, and its corrections, newest first.",
      security,
      request: { params: z.object({ id: policyId }), query: PolicyTermQuerySchema },
      responses: {
        200: corrections,
        400: err("term is not current or renewal"),
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account, or no renewal term"),
      },
    }),
    async (c) => {
      const data = await readCorrections(
        deps,
        await policyAccess(c, c.req.valid("param").id, c.req.valid("query").term),
      );
      return c.json({ success: true as const, data }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/policies/{id}/locations",
      tags: ["Accounts and policies"],
      summary: "Where a policy's fields are printed",
      description:
        "For a policy read from a document: the box on the page where each field's current value is printed, in " +
        "the units of `pages` (612 wide, y downwards), to show a reviewer the place beside the value. Fields whose " +
        "value is not printed as such are left out; a policy from a carrier lookup has no document (`documentId` null).",
      security,
      request: { params: z.object({ id: policyId }), query: PolicyTermQuerySchema },
      responses: {
        200: {
          description: "The document's page sizes and a box per located field",
          content: { "application/json": { schema: ok(FieldLocationsSchema) } },
        },
        400: err("term is not current or renewal"),
        401: err("invalid-client-credentials or invalid-access-token"),
        404: err("Not a policy of this access token's account, or no renewal term"),
      },
    }),
    async (c) => {
      const data = await readLocations(deps, await policyAccess(c, c.req.valid("param").id, c.req.valid("query").term));
      return c.json({ success: true as const, data }, 200);
    },
  );

  const hintTags = ["Accounts and policies"];
  r.openapi(
    createRoute({
      method: "get",
      path: "/learned-hints",
      tags: hintTags,
      summary: "List what corrections taught",
      description:
        "The client's learned places, most recently taught first: for each document layout and field, the label " +
        "the value is printed beside, who taught it and on which document. The next processed document whose first " +
        "page has the same layout fingerprint is read with them; a hint's readings skip review only once " +
        "corrections on two different documents agreed on its place (`trusted`).",
      security: [{ clientId: [], clientSecret: [] }],
      responses: {
        200: {
          description: "The client's hints",
          content: { "application/json": { schema: ok(z.array(LearnedHintSchema)) } },
        },
        401: err("invalid-client-credentials"),
      },
    }),
    async (c) => {
      const rows = await listHintRows(deps.database.db, c.get("client").id);
      return c.json({ success: true as const, data: rows.map(toWireHint) }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "delete",
      path: "/learned-hints/{id}",
      tags: hintTags,
      summary: "Forget a learned hint",
      description:
        "For a correction that taught the wrong place; documents already read keep their values. Answers the hint " +
        "as it was, so the caller can record what was forgotten.",
      security: [{ clientId: [], clientSecret: [] }],
      request: { params: z.object({ id: PathIdSchema.meta({ example: "hnt_1q2w3e4r5t6y7u8i9o0p" }) }) },
      responses: {
        200: {
          description: "Forgotten",
          content: {
            "application/json": {
              schema: ok(z.object({ id: z.string(), deleted: z.literal(true), hint: LearnedHintSchema })),
            },
          },
        },
        401: err("invalid-client-credentials"),
        404: err("Not a hint of this client"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const row = await deleteHint(deps.database.db, c.get("client").id, id);
      if (!row) throw errors.notFound("hint");
      return c.json({ success: true as const, data: { id, deleted: true as const, hint: toWireHint(row) } }, 200);
    },
  );
  return r;
}
