import "server-only";
import { z } from "zod";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { findCarrierById } from "@/lib/service/carriers/catalogue";
import type { ConnectorDeps } from "./registry";
import { mapPortalPolicy, type CarrierRefInput } from "./sandbox-mapping";
import { WirePolicySchema } from "./sandbox-wire";
import type { PortalCredentials } from "./types";

// A borrower signing in at their carrier with their own username and password (the hosted Ignition page).
// The credentials pass through this module to the portal and nowhere else: not stored, not logged, not
// put in any error detail.

/** Why a sign-in did not connect; the account-level ones are the Account `connection.status` vocabulary. */
export type SignInRefusal = "invalid-credentials" | "invalid-mfa-code";
export type SignInBlock = "account-disabled" | "mfa-expired" | "credentials-expired" | "account-inaccessible";

export type MemberSignInOutcome =
  | { kind: "connected"; policies: PolicyDraft[] }
  | { kind: "mfa"; challenge: string; prompt: string }
  /** The borrower typed something wrong; they may try again (counted against the session's limit). */
  | { kind: "refused"; reason: SignInRefusal }
  /** The account cannot be connected as it stands; trying again will not help. */
  | { kind: "blocked"; status: SignInBlock }
  /** The carrier did not answer as expected; the detail is for logs and holds no secret. */
  | { kind: "unavailable"; detail: string };

export interface MemberConnector {
  signIn(credentials: PortalCredentials, lienholderName: string): Promise<MemberSignInOutcome>;
  answerMfa(challenge: string, code: string, lienholderName: string): Promise<MemberSignInOutcome>;
}

const SessionAnswer = z.object({ sessionToken: z.string().min(1) });
const MfaAnswer = z.object({ mfa: z.object({ challengeToken: z.string().min(1), prompt: z.string() }) });
const PoliciesAnswer = z.object({ policies: z.array(WirePolicySchema) });

const TIMEOUT_MS = 20_000;

async function json(res: Response): Promise<unknown> {
  return res.json().catch(() => null);
}

function createSandboxMemberConnector(baseUrl: string, doFetch: typeof fetch, carrier: CarrierRefInput) {
  const url = (path: string) => `${baseUrl.replace(/\/+$/, "")}${path}`;
  const post = (path: string, body: unknown, signal: AbortSignal) =>
    doFetch(url(path), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal,
      redirect: "error",
    });

  async function policies(sessionToken: string, lender: string, signal: AbortSignal): Promise<MemberSignInOutcome> {
    const res = await doFetch(url("/member/policies"), {
      headers: { authorization: `Bearer ${sessionToken}`, accept: "application/json", "x-sandbox-lienholder": lender },
      signal,
      redirect: "error",
    });
    if (!res.ok) return { kind: "unavailable", detail: `member policies answered HTTP ${res.status}` };
    const parsed = PoliciesAnswer.safeParse(await json(res));
    if (!parsed.success) return { kind: "unavailable", detail: "member policies not in the expected format" };
    // Signed in, but nothing we can read: the account holds no policy this service understands.
    if (parsed.data.policies.length === 0) return { kind: "blocked", status: "account-inaccessible" };
    return { kind: "connected", policies: parsed.data.policies.map((p) => mapPortalPolicy(p, carrier)) };
  }

  /** A login or MFA answer: a session (then the policies), a code to ask for, or why not. */
  async function afterAuth(res: Response, lender: string, signal: AbortSignal): Promise<MemberSignInOutcome> {
    if (res.status === 401) {
      const body = (await json(res)) as { error?: string } | null;
      return {
        kind: "refused",
        reason: body?.error === "invalid-mfa-code" ? "invalid-mfa-code" : "invalid-credentials",
      };
    }
    if (res.status === 423) return { kind: "blocked", status: "account-disabled" };
    if (res.status === 410) return { kind: "blocked", status: "mfa-expired" };
    if (res.status === 403) return { kind: "blocked", status: "credentials-expired" };
    if (!res.ok) return { kind: "unavailable", detail: `member sign-in answered HTTP ${res.status}` };
    const body = await json(res);
    const mfa = MfaAnswer.safeParse(body);
    if (mfa.success) return { kind: "mfa", challenge: mfa.data.mfa.challengeToken, prompt: mfa.data.mfa.prompt };
    const session = SessionAnswer.safeParse(body);
    if (!session.success) return { kind: "unavailable", detail: "member sign-in answer has no session" };
    return policies(session.data.sessionToken, lender, signal);
  }

  const guarded = async (run: (signal: AbortSignal) => Promise<MemberSignInOutcome>) => {
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    try {
      return await run(signal);
    } catch (err) {
      // Only the error's kind: a message could echo the request.
      return {
        kind: "unavailable",
        detail: signal.aborted ? "carrier timed out" : `carrier unreachable (${(err as Error).name})`,
      } as const;
    }
  };

  return {
    signIn: (c: PortalCredentials, lender: string) =>
      guarded(async (signal) =>
        afterAuth(await post("/member/login", { username: c.username, password: c.password }, signal), lender, signal),
      ),
    answerMfa: (challenge: string, code: string, lender: string) =>
      guarded(async (signal) =>
        afterAuth(await post("/member/mfa", { challengeToken: challenge, code }, signal), lender, signal),
      ),
  } satisfies MemberConnector;
}

/**
 * The borrower sign-in for a carrier, or null when the borrower cannot connect there in this mode (unknown
 * carrier, no online access, or production with no real carrier integration in this build): upload instead.
 */
export function memberConnectorFor(carrierId: string, deps: ConnectorDeps): MemberConnector | null {
  const carrier = findCarrierById(carrierId);
  if (!carrier || !carrier.policyLookup.supported || deps.mode !== "sandbox") return null;
  return createSandboxMemberConnector(deps.portalUrl, deps.fetch ?? globalThis.fetch, {
    id: carrier.id,
    name: carrier.name,
    naicCode: carrier.naicCode,
  });
}
