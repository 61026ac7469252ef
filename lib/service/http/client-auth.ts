import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { findClient } from "@/lib/service/clients/repo";
import { hashSecret, verifySecret } from "@/lib/crypto/scrypt";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ServiceEnv } from "./env";
import { errors } from "./errors";

// The slow hash costs ~50 ms; a short-lived cache of recently verified secrets keeps it off the
// hot path. Entries hold an HMAC of the secret under a per-process key, never the secret.
const CACHE_TTL_MS = 60_000;
const cacheKey = randomBytes(32);
const verified = new Map<string, { digest: Buffer; hash: string; expires: number }>();
let dummyHash: Promise<string> | undefined;

const digestOf = (secret: string) => createHmac("sha256", cacheKey).update(secret).digest();

async function secretMatches(clientId: string, secret: string, storedHash: string | null): Promise<boolean> {
  const digest = digestOf(secret);
  const hit = verified.get(clientId);
  if (hit && storedHash === hit.hash && hit.expires > Date.now()) return timingSafeEqual(hit.digest, digest);
  // Unknown clients still pay for one hash so timing does not reveal which ids exist.
  const hash = storedHash ?? (await (dummyHash ??= hashSecret(randomBytes(16).toString("hex"))));
  const ok = await verifySecret(secret, hash);
  if (ok && storedHash) verified.set(clientId, { digest, hash: storedHash, expires: Date.now() + CACHE_TTL_MS });
  return ok && storedHash !== null;
}

export function clientAuth(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const id = c.req.header("x-client-id");
    const secret = c.req.header("x-client-secret");
    if (!id || !secret) throw errors.unauthorized();
    const caller = await findClient(deps.database.db, id);
    if (!(await secretMatches(id, secret, caller?.secretHash ?? null)) || !caller) throw errors.unauthorized();

    let acting = caller;
    const destination = c.req.header("x-destination-client-id");
    if (destination && destination !== caller.id) {
      if (!caller.isPlatform) throw errors.forbidden("Only platform clients may use x-destination-client-id.");
      const target = await findClient(deps.database.db, destination);
      if (!target || target.platformClientId !== caller.id) throw errors.forbidden();
      acting = target;
    }
    c.set("caller", caller);
    c.set("client", acting);
    await next();
  };
}
