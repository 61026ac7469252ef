import "server-only";
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { z } from "zod";
import { sandboxPolicies } from "./fixtures";
import { findMemberLogin, SANDBOX_MEMBER_PASSWORD, SANDBOX_MFA_CODE } from "./member-logins";

// The borrower's side of the sandbox portal: a policyholder signs in with their own username and password
// (sometimes a code) and reads their policies, as on a carrier's website. Separate from the lienholder
// search in app.ts, which only finds a policy by its exact details.

const MEMBER_SESSION_TTL_MS = 15 * 60_000;
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Sessions and challenges kept at most each; the oldest go first, bounding memory under a flood. */
const MAX_ENTRIES = 1_000;
const FIELD_MAX = 256;

const LoginBody = z.object({ username: z.string().max(FIELD_MAX), password: z.string().max(FIELD_MAX) });
const MfaBody = z.object({ challengeToken: z.string().max(FIELD_MAX), code: z.string().max(FIELD_MAX) });

interface Entry {
  username: string;
  expiresAt: number;
}

function put(map: Map<string, Entry>, prefix: string, username: string, ttlMs: number, now: number): string {
  for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
  while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value!);
  const token = prefix + randomBytes(24).toString("base64url");
  map.set(token, { username, expiresAt: now + ttlMs });
  return token;
}

export interface MemberRouteOptions {
  now: () => Date;
  readJson: (req: Request) => Promise<unknown>;
}

export function addMemberRoutes(app: Hono, opts: MemberRouteOptions): void {
  const sessions = new Map<string, Entry>();
  const challenges = new Map<string, Entry>();
  const issueSession = (username: string) =>
    put(sessions, "sms_", username, MEMBER_SESSION_TTL_MS, opts.now().getTime());

  app.post("/member/login", async (c) => {
    const body = LoginBody.safeParse(await opts.readJson(c.req.raw));
    if (!body.success) return c.json({ error: "bad-request" }, 400);
    const login = findMemberLogin(body.data.username);
    if (!login || body.data.password !== SANDBOX_MEMBER_PASSWORD) return c.json({ error: "invalid-credentials" }, 401);
    if (login.outcome === "locked") return c.json({ error: "account-locked" }, 423);
    if (login.outcome === "mfa") {
      const challengeToken = put(challenges, "smc_", login.username, CHALLENGE_TTL_MS, opts.now().getTime());
      return c.json({
        mfa: { challengeToken, prompt: "Enter the 6-digit code we sent to your phone ending in 0142." },
      });
    }
    return c.json({ sessionToken: issueSession(login.username) });
  });

  app.post("/member/mfa", async (c) => {
    const body = MfaBody.safeParse(await opts.readJson(c.req.raw));
    if (!body.success) return c.json({ error: "bad-request" }, 400);
    const challenge = challenges.get(body.data.challengeToken);
    if (!challenge || challenge.expiresAt <= opts.now().getTime()) {
      challenges.delete(body.data.challengeToken);
      return c.json({ error: "mfa-expired" }, 410);
    }
    if (body.data.code.trim() !== SANDBOX_MFA_CODE) return c.json({ error: "invalid-mfa-code" }, 401);
    challenges.delete(body.data.challengeToken);
    return c.json({ sessionToken: issueSession(challenge.username) });
  });

  app.get("/member/policies", (c) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const session = token ? sessions.get(token) : undefined;
    if (!session || session.expiresAt <= opts.now().getTime()) return c.json({ error: "session-expired" }, 401);
    const login = findMemberLogin(session.username);
    // Sandbox only: the fixtures name whichever lender asks as the lienholder, so "lender listed" can be seen.
    const lender = (c.req.header("x-sandbox-lienholder") ?? "").slice(0, FIELD_MAX);
    const policies = sandboxPolicies(opts.now(), lender).filter((p) => p.number === login?.policyNumber);
    return c.json({ policies });
  });
}
