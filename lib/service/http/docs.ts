import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Scalar } from "@scalar/hono-api-reference";
import type { ServiceApp } from "./app";

// The API reference must work offline and must not run code from a CDN on the app's origin: the
// reader's browser bundle ships in the @scalar/api-reference package and is served from here.

// Built from the working directory: Turbopack rewrites require.resolve() into a module id.
const BUNDLE = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");

/** The page runs our bundle and its one inline start-up script; it reads only this origin. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

let bundle: Promise<Buffer> | undefined;

export function docsRoutes(app: ServiceApp, basePath: string): void {
  const bundleUrl = `${basePath}/docs/scalar.js`;
  // Options of the bundle newer than the types this integration ships: fonts from Scalar's font host,
  // the "Ask AI" agent and telemetry would each call Scalar's servers (the CSP refuses them anyway).
  const offline = { withDefaultFonts: false, agent: { disabled: true }, telemetry: false };
  const page = Scalar({
    url: `${basePath}/openapi.json`,
    pageTitle: "Covercheck API reference",
    cdn: bundleUrl,
    ...offline,
  });

  app.use("/docs", async (c, next) => {
    await next();
    c.header("content-security-policy", DOCS_CSP);
  });
  app.get("/docs", page);

  app.get("/docs/scalar.js", async (c) => {
    const bytes = await (bundle ??= readFile(BUNDLE).catch((err) => {
      bundle = undefined;
      throw err;
    }));
    return c.body(new Uint8Array(bytes), 200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });
}
