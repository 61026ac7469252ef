import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ServiceEnv } from "./env";
import { errors } from "./errors";

const sha = (s: string) => createHash("sha256").update(s).digest();

/** The operator CLI presents the key kept in DATA_DIR; compared as digests so lengths never leak. */
export function operatorAuth(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const key = c.req.header("x-operator-key");
    if (!deps.operatorKey || !key || !timingSafeEqual(sha(key), sha(deps.operatorKey))) throw errors.unauthorized();
    await next();
  };
}
