import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { clientAddress } from "@/lib/http/client-address";
import { CredentialThrottle, MINUTE } from "@/lib/throttle/failure-budget";
import { findClient } from "@/lib/service/clients/repo";
import { HashBusyError, MAX_SECRET_LENGTH, verifySecret, waitLikeAHash } from "@/lib/crypto/scrypt";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ServiceEnv } from "./env";
import { errors } from "./errors";

// The slow hash costs ~50 ms; a short-lived cache of recently verified secrets keeps it off the
// hot path. Entries hold an HMAC of the secret under a per-process key, never the secret.
const CACHE_TTL_MS = 60_000;
const cacheKey = randomBytes(32);
const verified = new Map<string, { digest: Buffer; hash: string; expires: number }>();

const digestOf = (secret: string) => createHmac("sha256", cacheKey).update(secret).digest();

/** A secret verified within the last minute, still under the same stored hash. Each hit extends it. */
function recentlyVerified(clientId: string, secret: string, storedHash: string): boolean {
  const hit = verified.get(clientId);
  if (!hit || hit.hash !== storedHash || hit.expires <= Date.now()) return false;
  if (!timingSafeEqual(hit.digest, digestOf(secret))) return false;
  hit.expires = Date.now() + CACHE_TTL_MS;
  return true;
}

async function secretMatches(clientId: string, secret: string, storedHash: string | null): Promise<boolean> {
  if (storedHash === null) {
    // No hash for an unknown client id: a wait as long as one instead, so timing does not reveal ids.
    await waitLikeAHash();
    return false;
  }
  let ok: boolean;
  try {
    ok = await verifySecret(secret, storedHash);
  } catch (err) {
    // Every hashing slot taken and the queue full: come back in a second, nothing counted against anyone.
    if (err instanceof HashBusyError) throw errors.rateLimited(1);
    throw err;
  }
  if (ok) verified.set(clientId, { digest: digestOf(secret), hash: storedHash, expires: Date.now() + CACHE_TTL_MS });
  return ok;
}

// Wrong secrets are refused with 429 before the 50 ms hash once an address, an address and client id,
// or a client id has failed too often. A client in active use keeps working through an attack on its id:
// its recently verified secret is recognised before any budget is consulted.
const RULES = {
  address: { free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
  pair: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
  identity: { free: 50, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
};

export function clientAuth(deps: ServiceDeps): MiddlewareHandler<ServiceEnv> {
  const throttle = new CredentialThrottle(RULES, () => deps.now().getTime());
  return async (c, next) => {
    const id = c.req.header("x-client-id");
    const secret = c.req.header("x-client-secret");
    // A secret longer than any issued one is wrong without a lookup or a hash.
    if (!id || !secret || id.length > 200 || secret.length > MAX_SECRET_LENGTH) throw errors.unauthorized();
    const caller = await findClient(deps.database.db, id);
    if (!caller || !recentlyVerified(id, secret, caller.secretHash)) {
      const address = clientAddress(c.req.raw.headers);
      const wait = throttle.retryAfterMs(address, id);
      if (wait > 0) throw errors.rateLimited(Math.ceil(wait / 1000));
      if (!(await secretMatches(id, secret, caller?.secretHash ?? null)) || !caller) {
        throttle.failed(address, id);
        throw errors.unauthorized();
      }
      throttle.succeeded(address, id);
    }

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
