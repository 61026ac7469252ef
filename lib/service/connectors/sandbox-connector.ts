import "server-only";
import { createHash } from "node:crypto";
import { LoginResponseSchema, SearchResponseSchema } from "./sandbox-wire";
import { mapPortalPolicy, type CarrierRefInput } from "./sandbox-mapping";
import type { CarrierConnector, LookupOutcome, LookupQuery, PortalCredentials } from "./types";

export interface SandboxConnectorOptions {
  baseUrl: string;
  /** Budget for the whole lookup (login and search). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Written into the policy; the portal itself does not say which carrier it stands for. */
  carrier?: CarrierRefInput;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_CACHED_SESSIONS = 500;

// Portal sessions outlive one lookup, so a client's lookups cost one request instead of two. Keyed by a digest
// of portal and credentials: a changed password simply misses the cache.
const sessions = new Map<string, { token: string; expiresAt: number }>();

function sessionKey(baseUrl: string, c: PortalCredentials): string {
  return createHash("sha256").update(`${baseUrl}\0${c.username}\0${c.password}`).digest("hex");
}

function cacheSession(key: string, token: string, expiresInSeconds: number | undefined) {
  if (sessions.size >= MAX_CACHED_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  // Renew a minute early so a session never expires between our check and the portal's.
  const ttlMs = Math.max(0, (expiresInSeconds ?? 600) * 1000 - 60_000);
  sessions.set(key, { token, expiresAt: Date.now() + ttlMs });
}

function cachedSession(key: string): string | null {
  const s = sessions.get(key);
  if (!s) return null;
  if (s.expiresAt > Date.now()) return s.token;
  sessions.delete(key);
  return null;
}

const failed = (
  errorCode: Extract<LookupOutcome, { kind: "failed" }>["errorCode"],
  retryable: boolean,
  detail: string,
): LookupOutcome => ({
  kind: "failed",
  errorCode,
  retryable,
  detail,
});

/** An HTTP answer that is not what we asked for: servers' trouble may pass, our request's will not. */
function unexpectedStatus(step: string, status: number): LookupOutcome {
  const retryable = status >= 500 || status === 429 || status === 408;
  return failed("default", retryable, `portal ${step} answered HTTP ${status}`);
}

/** Unparseable JSON reads as null; a timeout while the body arrives still throws, to be reported as one. */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createSandboxConnector(opts: SandboxConnectorOptions): CarrierConnector {
  const baseUrl = opts.baseUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = opts.fetch ?? globalThis.fetch;
  const carrier = opts.carrier ?? { id: null, name: "Sandbox Carrier", naicCode: null };

  const post = (path: string, body: unknown, signal: AbortSignal, token?: string) =>
    doFetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
      redirect: "error",
    });

  async function login(
    credentials: PortalCredentials,
    key: string,
    signal: AbortSignal,
  ): Promise<string | LookupOutcome> {
    const res = await post("/login", { username: credentials.username, password: credentials.password }, signal);
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      return failed("default", false, "portal rejected credentials");
    }
    if (!res.ok) {
      await res.body?.cancel();
      return unexpectedStatus("login", res.status);
    }
    const parsed = LoginResponseSchema.safeParse(await readJson(res));
    if (!parsed.success) return failed("default", false, "portal login answer has no session token");
    cacheSession(key, parsed.data.sessionToken, parsed.data.expiresInSeconds);
    return parsed.data.sessionToken;
  }

  async function run(query: LookupQuery, credentials: PortalCredentials, signal: AbortSignal): Promise<LookupOutcome> {
    const key = sessionKey(baseUrl, credentials);
    const search = {
      policyNumber: query.policyNumber,
      policyType: query.policyType,
      vin: query.policyType === "auto" ? (query.vin ?? null) : null,
      lastName: query.insuredName.lastName,
      postalCode: query.address.postalCode,
    };

    let token = cachedSession(key);
    const reused = token !== null;
    if (!token) {
      const result = await login(credentials, key, signal);
      if (typeof result !== "string") return result;
      token = result;
    }
    let res = await post("/policies/search", search, signal, token);
    if (res.status === 401 && reused) {
      // The portal forgot the session (expiry, restart): log in once more before giving up.
      await res.body?.cancel();
      sessions.delete(key);
      const result = await login(credentials, key, signal);
      if (typeof result !== "string") return result;
      res = await post("/policies/search", search, signal, result);
    }

    if (res.status === 404) {
      await res.body?.cancel();
      return failed("user-input-invalid", false, "portal found no policy with these details");
    }
    if (!res.ok) {
      await res.body?.cancel();
      return unexpectedStatus("search", res.status);
    }
    const parsed = SearchResponseSchema.safeParse(await readJson(res));
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join(".") || "(root)")
        .join(", ");
      return failed("default", false, `portal policy is not in the expected format (at ${where})`);
    }
    const policy = parsed.data.policy;
    if (policy.status === "cancelled" || policy.status === "expired") {
      return failed("policy-not-active", false, `portal reports the policy as ${policy.status}`);
    }
    if (policy.status !== "in-force") {
      return failed("policy-active-unknown", false, `portal reports policy status "${policy.status}"`);
    }
    return { kind: "found", policy: mapPortalPolicy(policy, carrier) };
  }

  return {
    id: "sandbox",
    async lookup(query, credentials, { signal: callerSignal } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
      try {
        return await run(query, credentials, signal);
      } catch (err) {
        if (callerSignal?.aborted) return failed("default", true, "lookup aborted by the caller");
        if (timeout.aborted) return failed("default", true, `portal did not answer within ${timeoutMs} ms`);
        const cause =
          err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        return failed("default", true, `portal unreachable: ${cause}`);
      }
    },
  };
}
