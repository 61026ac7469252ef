import "server-only";
import { findCarrierById } from "@/lib/service/carriers/catalogue";
import {
  memberConnectorFor,
  type MemberConnector,
  type MemberSignInOutcome,
  type SignInBlock,
} from "@/lib/service/connectors/member-sign-in";
import type { PortalCredentials } from "@/lib/service/connectors/types";
import type { ServiceDeps } from "@/lib/service/deps";
import { emitSessionEvent, sessionEventData } from "./hosted-events";
import type { SessionAccess } from "./hosted-access";
import { accessSession } from "./hosted-access";
import { countFailedSignIn } from "./hosted-repo";
import type { ActionRefusal, ConnectAnswer } from "@/lib/schemas/hosted-ignition";
import { MAX_FAILED_SIGN_INS } from "./hosted-page";
import { completeLink, errorLink } from "./link-outcome";
import { claimSession, releaseSession } from "./repo";

// The borrower signs in at their carrier from the hosted page. The username, password and code live in this
// call only: handed to the connector, never written to the database, an event or a log line.

const MAX_FIELD = 256;

const REFUSED_MESSAGES = {
  "invalid-credentials": "The carrier did not accept that username and password. Check them and try again.",
  "invalid-mfa-code": "That code did not work. Check it and try again.",
} as const;

export function blockedMessage(status: SignInBlock, carrier: string): string {
  switch (status) {
    case "account-disabled":
      return `Your account at ${carrier} is locked. Unlock it on ${carrier}'s website, or upload your insurance documents instead.`;
    case "mfa-expired":
      return "The code expired before it was entered. Sign in again to get a new one, or upload your documents instead.";
    case "credentials-expired":
      return `Your password at ${carrier} has expired. Reset it on ${carrier}'s website, or upload your documents instead.`;
    case "account-inaccessible":
      return `We could not find a policy we can read in your account at ${carrier}. You can upload your insurance documents instead.`;
  }
}

const refused = (message: string): ActionRefusal => ({ kind: "refused", message });

type Ready = { access: Extract<SessionAccess, { open: true }>; connector: MemberConnector; carrierName: string };

/** Every check before the carrier is asked; then the session is claimed, so a proxy waits (and the reverse). */
async function prepare(deps: ServiceDeps, token: string, carrierId: string): Promise<ActionRefusal | Ready> {
  const access = await accessSession(deps, token);
  if (!access.open) return { kind: "closed", reason: access.reason };
  if (!access.session.consent) return refused("Please read and agree to share your information first.");
  if (access.session.failedSignIns >= MAX_FAILED_SIGN_INS)
    return refused(
      "There have been too many unsuccessful sign-ins for this request, so signing in is turned off. You can upload your insurance documents instead.",
    );
  const connector = memberConnectorFor(carrierId, deps);
  const carrier = findCarrierById(carrierId);
  if (!connector || !carrier)
    return refused("Signing in is not available for this carrier. You can upload your insurance documents instead.");
  const claimed = await claimSession(deps.database.db, access.session.clientId, token, deps.now(), [
    "created",
    "errored",
  ]);
  if (!claimed)
    return refused("Your information is already being processed for this request. Please wait a moment and try again.");
  return { access, connector, carrierName: carrier.shortName };
}

async function settle(deps: ServiceDeps, ready: Ready, outcome: MemberSignInOutcome): Promise<ConnectAnswer> {
  const { session, client } = ready.access;
  const previous = session.status === "errored" ? "errored" : "created";
  if (outcome.kind === "connected")
    return { kind: "finish", finish: await completeLink(deps, session, client, outcome.policies) };
  if (outcome.kind === "blocked") {
    const message = blockedMessage(outcome.status, ready.carrierName);
    await errorLink(deps, session, outcome.status, message);
    return { kind: "blocked", message };
  }
  await releaseSession(deps.database.db, session.token, previous, deps.now());
  if (outcome.kind === "mfa") return { kind: "mfa", challenge: outcome.challenge, prompt: outcome.prompt };
  if (outcome.kind === "unavailable") {
    deps.log.warn("carrier sign-in unavailable", { token: session.token, detail: outcome.detail });
    return refused(
      `${ready.carrierName} is not answering right now. Please try again in a few minutes, or upload your documents instead.`,
    );
  }
  const failures = await countFailedSignIn(deps.database.db, session.token);
  const message = REFUSED_MESSAGES[outcome.reason];
  await emitSessionEvent(
    deps,
    session,
    "ignition.attempted",
    sessionEventData(session, previous, "link", { errorCode: outcome.reason, message }),
  );
  return { kind: "retry", message, signInsLeft: Math.max(0, MAX_FAILED_SIGN_INS - failures) };
}

async function run(
  deps: ServiceDeps,
  token: string,
  carrierId: string,
  ask: (c: MemberConnector, lender: string) => Promise<MemberSignInOutcome>,
): Promise<ConnectAnswer> {
  const ready = await prepare(deps, token, carrierId);
  if (!("access" in ready)) return ready;
  let outcome: MemberSignInOutcome;
  try {
    outcome = await ask(ready.connector, ready.access.client.lienholderName);
  } catch {
    outcome = { kind: "unavailable", detail: "connector threw" };
  }
  try {
    return await settle(deps, ready, outcome);
  } catch (err) {
    // Never leave the session claimed for nothing.
    await releaseSession(deps.database.db, token, ready.access.session.status, deps.now()).catch(() => undefined);
    throw err;
  }
}

export async function signInAtCarrier(
  deps: ServiceDeps,
  token: string,
  carrierId: string,
  credentials: PortalCredentials,
): Promise<ConnectAnswer> {
  const { username, password } = credentials;
  if (!username.trim() || !password) return refused("Enter your username and password.");
  if (username.length > MAX_FIELD || password.length > MAX_FIELD)
    return refused(`Usernames and passwords are at most ${MAX_FIELD} characters.`);
  return run(deps, token, carrierId, (c, lender) => c.signIn({ username, password }, lender));
}

export async function answerCarrierMfa(
  deps: ServiceDeps,
  token: string,
  carrierId: string,
  challenge: string,
  code: string,
): Promise<ConnectAnswer> {
  if (!code.trim()) return refused("Enter the code.");
  if (code.length > MAX_FIELD || challenge.length > MAX_FIELD) return refused("That code is too long.");
  return run(deps, token, carrierId, (c, lender) => c.answerMfa(challenge, code, lender));
}
