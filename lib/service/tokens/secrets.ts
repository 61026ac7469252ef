import "server-only";
import { createHash } from "node:crypto";
import { randomToken } from "@/lib/keys/random-token";

/** An authCode is exchangeable once, within this long of the event that carries it. */
export const AUTH_CODE_TTL_MS = 10 * 60_000;

/**
 * An access token opens its account for this long. The contract does not say; 90 days outlasts a loan
 * file's review and its renewal check, and bounds what a leaked token can read. Revoke one sooner with
 * POST /token/revoke.
 */
export const ACCESS_TOKEN_TTL_MS = 90 * 24 * 3600_000;

export const newAuthCode = () => randomToken("cod", 24);
export const newAccessToken = () => randomToken("tok", 32);

/**
 * Codes and tokens are stored as digests. They carry 192–256 random bits, so a fast hash is enough: nobody can
 * guess their way back from a leaked digest, and lookups stay one indexed equality.
 */
export const tokenDigest = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");
