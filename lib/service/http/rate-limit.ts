import "server-only";
import type { MiddlewareHandler } from "hono";
import type { ServiceEnv } from "./env";
import { errors } from "./errors";

/**
 * A token bucket per acting client: `perSecond` sustained, bursts up to twice that. In memory, so
 * per process; a shared store would be needed once several app processes serve one client.
 */
export function rateLimit(perSecond: number, now: () => number = Date.now): MiddlewareHandler<ServiceEnv> {
  const capacity = perSecond * 2;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return async (c, next) => {
    const key = c.get("caller").id;
    const t = now();
    const b = buckets.get(key) ?? { tokens: capacity, at: t };
    b.tokens = Math.min(capacity, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    if (b.tokens < 1) {
      buckets.set(key, b);
      throw errors.rateLimited(Math.max(1, Math.ceil((1 - b.tokens) / perSecond)));
    }
    b.tokens -= 1;
    buckets.set(key, b);
    await next();
  };
}
