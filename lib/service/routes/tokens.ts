import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { ErrorEnvelopeSchema, ok } from "@/lib/schemas/common";
import {
  TokenExchangeRequestSchema,
  TokenExchangeResultSchema,
  TokenRevokeRequestSchema,
  TokenRevokeResultSchema,
} from "@/lib/schemas/tokens";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { revokeAccessToken } from "@/lib/service/tokens/access-tokens";
import { exchangeAuthCode } from "@/lib/service/tokens/exchange";

const err = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelopeSchema } },
});

export function tokenRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "post",
      path: "/token/exchange",
      tags: ["Tokens"],
      summary: "Exchange an authCode for an access token",
      description:
        "An authCode works once, within 10 minutes of its event. The access token opens that one account and its policies for 90 days, or until it is revoked; after that it is `invalid-access-token`.",
      security: [{ clientId: [], clientSecret: [] }],
      request: { body: { required: true, content: { "application/json": { schema: TokenExchangeRequestSchema } } } },
      responses: {
        200: {
          description: "The access token, the account id and its policy ids",
          content: { "application/json": { schema: ok(TokenExchangeResultSchema) } },
        },
        400: err("invalid-auth-code: unknown, expired or already used; user-input-invalid: no authCode"),
        401: err("Missing or wrong client credentials"),
      },
    }),
    async (c) => {
      const result = await exchangeAuthCode(deps, c.get("client").id, c.req.valid("json").authCode);
      return c.json({ success: true as const, data: result }, 200);
    },
  );
  r.openapi(
    createRoute({
      method: "post",
      path: "/token/revoke",
      tags: ["Tokens"],
      summary: "Revoke an access token",
      description:
        "Ends one of this client's access tokens at once: it answers `invalid-access-token` from then on. A token that is unknown to this client, expired or already revoked answers `revoked: false`.",
      security: [{ clientId: [], clientSecret: [] }],
      request: { body: { required: true, content: { "application/json": { schema: TokenRevokeRequestSchema } } } },
      responses: {
        200: {
          description: "Whether a live token of this client was revoked",
          content: { "application/json": { schema: ok(TokenRevokeResultSchema) } },
        },
        400: err("user-input-invalid: no accessToken"),
        401: err("Missing or wrong client credentials"),
      },
    }),
    async (c) => {
      const { accessToken } = c.req.valid("json");
      const revoked = await revokeAccessToken(deps.database.db, c.get("client").id, accessToken, deps.now());
      return c.json({ success: true as const, data: { revoked } }, 200);
    },
  );
  return r;
}
