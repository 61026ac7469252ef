import "server-only";
import { OpenAPIHono, type z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { bodyLimit } from "hono/body-limit";
import type { ServiceDeps } from "@/lib/service/deps";
import { newId } from "@/lib/service/ids";
import type { ServiceEnv } from "./env";
import { errors, ServiceError } from "./errors";

export const API_BASE_PATH = "/api/v1";
const MAX_BODY_BYTES = 1024 * 1024;

export type ServiceApp = OpenAPIHono<ServiceEnv>;

/** Zod failures become the contract's 400 with field-level details. */
export function rejectInvalid(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) {
    const details = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    throw errors.invalidInput("The request is invalid.", details);
  }
}

export function newRouter(): ServiceApp {
  return new OpenAPIHono<ServiceEnv>({ defaultHook: rejectInvalid });
}

/** The frame every route runs in: request ids, the envelope for every error, structured logs. */
export function createFrame(deps: ServiceDeps): ServiceApp {
  const app = newRouter().basePath(API_BASE_PATH) as unknown as ServiceApp;

  app.use("*", async (c, next) => {
    const requestId = newId("req");
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    // JSON, the docs page and its script alike: a browser must take each for what it says it is.
    c.header("x-content-type-options", "nosniff");
    deps.log.info("request", {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      client: c.get("caller")?.id,
    });
  });

  // Hono keeps an undecodable segment as raw text, so `%E0%A4%A` would reach a route as an id;
  // refusing it here gives every route the same answer for a malformed URL.
  app.use("*", async (c, next) => {
    if (!decodes(new URL(c.req.url).pathname))
      throw errors.invalidInput("The path is not valid percent-encoded UTF-8.");
    await next();
  });

  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw errors.tooLarge("1 MB");
      },
    }),
  );

  app.onError((err, c) => {
    const known = toServiceError(err);
    if (!known) {
      deps.log.error("unhandled error", {
        requestId: c.get("requestId"),
        error: err instanceof Error ? { message: err.message, stack: err.stack } : String(err),
      });
    }
    const e = known ?? errors.internal();
    for (const [k, v] of Object.entries(e.headers ?? {})) c.header(k, v);
    c.header("x-request-id", c.get("requestId") ?? newId("req"));
    return c.json(e.toBody(), e.status);
  });

  app.notFound((c) => {
    c.header("x-request-id", c.get("requestId") ?? newId("req"));
    return c.json(errors.notFound("endpoint").toBody(), 404);
  });

  return app;
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function toServiceError(err: unknown): ServiceError | null {
  if (err instanceof ServiceError) return err;
  if (err instanceof HTTPException) {
    // Hono's JSON validator throws 400 on a body that is not JSON.
    if (err.status === 400) return errors.invalidInput("The request body is not valid JSON.");
    if (err.status === 413) return errors.tooLarge("1 MB");
    if (err.status === 415) return errors.invalidInput("Send the body as JSON with content-type: application/json.");
    if (err.status === 401) return errors.unauthorized();
  }
  return null;
}
