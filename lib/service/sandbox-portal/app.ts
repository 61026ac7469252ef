import "server-only";
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { readCapped } from "@/lib/http/read-capped";
import { FAILING_POLICY_NUMBERS, sandboxPolicies } from "./fixtures";
import { findPolicy } from "./matching";
import { addMemberRoutes } from "./member-routes";

export interface SandboxPortalOptions {
  /** Delay before answering each request, as a real carrier portal would take. */
  latencyMs?: number;
  now?: () => Date;
  /** Mount point when the app is served on its own under a prefix; omit it when mounted with `app.route()`. */
  basePath?: string;
}

const SESSION_TTL_MS = 30 * 60_000;
/** Sessions kept at most; the oldest go first, so a flood of logins holds a bounded amount of memory. */
export const MAX_PORTAL_SESSIONS = 1_000;
/** Largest body the portal reads: a login or a search is a few hundred bytes. */
export const MAX_PORTAL_BODY_BYTES = 16 * 1024;
/** Longest username, password or search field: the organisation name is kept with the session. */
export const MAX_PORTAL_FIELD = 256;

const field = z.string().max(MAX_PORTAL_FIELD);
const LoginBody = z.object({ username: z.string(), password: z.string() });
const SearchBody = z.object({
  policyNumber: field,
  policyType: z.enum(["auto", "home", "condo"]),
  vin: field.nullable().optional(),
  lastName: field,
  postalCode: field,
});

class TooLarge extends Error {}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** The body as JSON, null when it is not JSON; TooLarge past MAX_PORTAL_BODY_BYTES, announced or streamed. */
async function jsonBody(req: Request): Promise<unknown> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_PORTAL_BODY_BYTES) throw new TooLarge();
  const bytes = await readCapped(req.body, MAX_PORTAL_BODY_BYTES);
  if (!bytes) throw new TooLarge();
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

export function createSandboxPortalApp(opts: SandboxPortalOptions = {}): Hono {
  const latencyMs = Math.max(0, opts.latencyMs ?? 0);
  const now = opts.now ?? (() => new Date());
  // Sessions live in this process only: a restart logs every connector out, which they handle by logging in again.
  const sessions = new Map<string, { organisation: string; expiresAt: number }>();

  const app = opts.basePath ? new Hono().basePath(opts.basePath) : new Hono();

  app.use("*", async (c, next) => {
    const signal = c.req.raw.signal;
    await sleep(latencyMs, signal);
    // The caller gave up while we were "busy"; nobody reads this answer.
    if (signal.aborted) return new Response(null, { status: 499 });
    await next();
  });

  app.post("/login", async (c) => {
    const body = LoginBody.safeParse(await jsonBody(c.req.raw));
    if (body.success && (body.data.username.length > MAX_PORTAL_FIELD || body.data.password.length > MAX_PORTAL_FIELD))
      return c.json(
        { error: "bad-request", message: `username and password are at most ${MAX_PORTAL_FIELD} characters` },
        400,
      );
    if (!body.success || !body.data.username.trim() || !body.data.password) {
      return c.json({ error: "invalid-credentials" }, 401);
    }
    if (body.data.password === "portal-down") return c.json({ error: "service-unavailable" }, 503);
    if (body.data.password === "wrong") return c.json({ error: "invalid-credentials" }, 401);

    const t = now().getTime();
    for (const [token, s] of sessions) if (s.expiresAt <= t) sessions.delete(token);
    // Insertion order is age order: past the cap the oldest session is logged out (its connector logs in again).
    while (sessions.size >= MAX_PORTAL_SESSIONS) sessions.delete(sessions.keys().next().value!);
    const sessionToken = "sps_" + randomBytes(24).toString("base64url");
    sessions.set(sessionToken, { organisation: body.data.username.trim(), expiresAt: t + SESSION_TTL_MS });
    return c.json({ sessionToken, expiresInSeconds: SESSION_TTL_MS / 1000 });
  });

  app.post("/policies/search", async (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const session = token ? sessions.get(token) : undefined;
    if (!token || !session || session.expiresAt <= now().getTime()) {
      if (token) sessions.delete(token);
      return c.json({ error: "session-expired" }, 401);
    }

    const body = SearchBody.safeParse(await jsonBody(c.req.raw));
    if (!body.success) return c.json({ error: "bad-request" }, 400);

    const policy = findPolicy(sandboxPolicies(now(), session.organisation), body.data);
    if (!policy) return c.json({ error: "not-found" }, 404);
    // A 4xx, not a 5xx: connectors rightly retry 5xx as an outage, and this failure never passes.
    if (FAILING_POLICY_NUMBERS.has(policy.number)) return c.json({ error: "policy-unavailable" }, 422);
    return c.json({ policy });
  });

  addMemberRoutes(app, { now, readJson: jsonBody });

  app.notFound((c) => c.json({ error: "not-found" }, 404));
  app.onError((err, c) =>
    err instanceof TooLarge
      ? c.json({ error: "payload-too-large", message: `the body is larger than ${MAX_PORTAL_BODY_BYTES} bytes` }, 413)
      : c.json({ error: "internal-error" }, 500),
  );
  return app;
}
