import "server-only";
import type { ConsentRecord } from "@/lib/schemas/consent";
import { CARRIERS } from "@/lib/service/carriers/catalogue";
import { memberConnectorFor } from "@/lib/service/connectors/member-sign-in";
import type { ServiceDeps } from "@/lib/service/deps";
import {
  SANDBOX_MEMBER_LOGINS,
  SANDBOX_MEMBER_PASSWORD,
  SANDBOX_MFA_CODE,
} from "@/lib/service/sandbox-portal/member-logins";
import type {
  ActionRefusal,
  CarrierChoice,
  HostedFinish,
  HostedPage,
  HostedStep,
  SandboxHint,
} from "@/lib/schemas/hosted-ignition";
import { accessSession, consentWording } from "./hosted-access";
import { emitSessionEvent, sessionEventData } from "./hosted-events";
import { markOpened, pendingUpload, saveConsent } from "./hosted-repo";
import { finishOf } from "./hosted-result";
import { findSessionByToken, type SessionRow } from "./repo";
import { findClient } from "@/lib/service/clients/repo";

/** Refused carrier sign-ins a session allows before the page stops offering the sign-in. */
export const MAX_FAILED_SIGN_INS = 5;

function carrierChoices(deps: ServiceDeps): CarrierChoice[] {
  return CARRIERS.map((c) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    naicCode: c.naicCode,
    connectable: memberConnectorFor(c.id, deps) !== null,
  }));
}

const sandboxHint = (deps: ServiceDeps): SandboxHint | null =>
  deps.mode === "sandbox"
    ? {
        logins: SANDBOX_MEMBER_LOGINS.map((l) => ({ username: l.username, note: l.note })),
        password: SANDBOX_MEMBER_PASSWORD,
        mfaCode: SANDBOX_MFA_CODE,
      }
    : null;

/** The page as the borrower opens it; the first open of a session sends ignition.opened. */
export async function loadHostedPage(deps: ServiceDeps, token: string): Promise<HostedPage> {
  const access = await accessSession(deps, token);
  if (!access.open) return { kind: "closed", reason: access.reason, clientName: access.clientName };
  const { session, client } = access;
  if (await markOpened(deps.database.db, token, deps.now()))
    await emitSessionEvent(deps, session, "ignition.opened", sessionEventData(session, session.status, session.result));
  const user = session.user as { firstName?: string };
  const lastError = session.status === "errored" ? ((await finishOf(deps, session, client)).message ?? null) : null;
  return {
    kind: "open",
    view: {
      token,
      clientName: client.name,
      firstName: user.firstName ?? null,
      consentWording: consentWording(client.name),
      consented: session.consent !== null,
      signInsLeft: Math.max(0, MAX_FAILED_SIGN_INS - session.failedSignIns),
      carriers: carrierChoices(deps),
      waitingForUpload: (await pendingUpload(deps.database.db, token)) !== null,
      lastError,
      sandbox: sandboxHint(deps),
    },
  };
}

/** Stores the borrower's consent with the wording they saw. */
export async function giveConsent(deps: ServiceDeps, token: string): Promise<ActionRefusal | { kind: "ok" }> {
  const access = await accessSession(deps, token);
  if (!access.open) return { kind: "closed", reason: access.reason };
  const user = access.session.user as { id: string; firstName?: string; lastName?: string; email?: string };
  const record: ConsentRecord = {
    by: { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(" "), email: user.email ?? "" },
    at: deps.now().toISOString(),
    wording: consentWording(access.client.name),
  };
  await saveConsent(deps.database.db, token, record, deps.now());
  return { kind: "ok" };
}

/** The borrower leaves: ignition.exited with the step, and the redirect with status=exit (error after a failure). */
export async function exitHosted(
  deps: ServiceDeps,
  token: string,
  step: HostedStep,
): Promise<ActionRefusal | { kind: "finish"; finish: HostedFinish }> {
  const access = await accessSession(deps, token);
  if (!access.open) return { kind: "closed", reason: access.reason };
  const { session } = access;
  await emitSessionEvent(
    deps,
    session,
    "ignition.exited",
    sessionEventData(session, session.status, session.result, { step }),
  );
  return {
    kind: "finish",
    // Leaving after a sign-in or a document that failed reports the failure; otherwise it is a plain exit.
    finish: {
      status: session.status === "errored" ? "error" : "exit",
      result: session.result,
      step,
      redirectUri: session.redirectUri,
      shared: [],
    },
  };
}

/** The borrower's upload: still being read, or how it ended. */
export async function pollUpload(
  deps: ServiceDeps,
  token: string,
): Promise<ActionRefusal | { kind: "waiting" } | { kind: "finish"; finish: HostedFinish }> {
  const access = await accessSession(deps, token);
  // Completed closes the page to new visits, but the tab that uploaded is still owed its result.
  if (!access.open && access.reason !== "used") return { kind: "closed", reason: access.reason };
  const found = access.open ? access : await sessionForFinish(deps, token);
  if (!found) return { kind: "closed", reason: "unknown" };
  if (await pendingUpload(deps.database.db, token)) return { kind: "waiting" };
  return { kind: "finish", finish: await finishOf(deps, found.session, found.client) };
}

async function sessionForFinish(deps: ServiceDeps, token: string) {
  const session: SessionRow | null = await findSessionByToken(deps.database.db, token);
  const client = session ? await findClient(deps.database.db, session.clientId) : null;
  return session && client ? { session, client } : null;
}
