import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { accountRoutes } from "@/lib/service/routes/accounts";
import { carrierRoutes } from "@/lib/service/routes/carriers";
import { eventRoutes } from "@/lib/service/routes/events";
import { hostedIgnitionRoutes } from "@/lib/service/routes/hosted-ignition";
import { ignitionRoutes } from "@/lib/service/routes/ignition";
import { ignitionCancelRoutes } from "@/lib/service/routes/ignition-cancel";
import { operatorRoutes } from "@/lib/service/routes/operator";
import { policyRoutes } from "@/lib/service/routes/policies";
import { portalCredentialRoutes } from "@/lib/service/routes/portal-credentials";
import { proxyRoutes } from "@/lib/service/routes/proxy";
import { templateRoutes } from "@/lib/service/routes/templates";
import { tokenRoutes } from "@/lib/service/routes/tokens";
import { validateRoutes } from "@/lib/service/routes/validate";
import { API_BASE_PATH, createFrame, type ServiceApp } from "./app";
import { clientAuth } from "./client-auth";
import { docsRoutes } from "./docs";
import { rateLimit } from "./rate-limit";

/** The whole insurance data service as one Hono app, mountable in Next.js or served standalone. */
export function createServiceApp(deps: ServiceDeps): ServiceApp {
  const app = createFrame(deps);

  app.openAPIRegistry.registerComponent("securitySchemes", "clientId", {
    type: "apiKey",
    in: "header",
    name: "x-client-id",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "clientSecret", {
    type: "apiKey",
    in: "header",
    name: "x-client-secret",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "accessToken", {
    type: "apiKey",
    in: "header",
    name: "x-access-token",
  });

  // Unauthenticated: the API description and its reader.
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Covercheck insurance data service",
      version: "1.0.0",
      description: "Ignition sessions, proxied policy lookup and document processing, tokens, policies and validation.",
    },
    servers: [{ url: deps.appUrl }],
  });
  docsRoutes(app, API_BASE_PATH);

  app.route("/", operatorRoutes(deps));
  // The borrower's hosted page: checked by its session's token, not by client credentials.
  app.route("/", hostedIgnitionRoutes(deps));

  app.use("*", clientAuth(deps));
  if (deps.rateLimitPerSecond) app.use("*", rateLimit(deps.rateLimitPerSecond));
  app.route("/", carrierRoutes());
  app.route("/", portalCredentialRoutes(deps));
  app.route("/", ignitionRoutes(deps));
  app.route("/", ignitionCancelRoutes(deps));
  app.route("/", proxyRoutes(deps));
  app.route("/", eventRoutes(deps));
  app.route("/", tokenRoutes(deps));
  app.route("/", accountRoutes(deps));
  app.route("/", policyRoutes(deps));
  app.route("/", templateRoutes(deps));
  app.route("/", validateRoutes(deps));
  return app;
}
