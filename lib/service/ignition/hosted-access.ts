import "server-only";
import { findClient, type ClientRecord } from "@/lib/service/clients/repo";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ClosedReason } from "@/lib/schemas/hosted-ignition";
import { isExpired } from "./lifetime";
import { findSessionByToken, type SessionRow } from "./repo";

// Who may act on the hosted page: whoever holds the ignitionUri, while the session is open. The token in the
// path is the only credential, as in the real service; every action checks it again.

const TOKEN_SHAPE = /^ign_[0-9a-z]{20}$/;

export type SessionAccess =
  | { open: true; session: SessionRow; client: ClientRecord }
  | { open: false; reason: ClosedReason; clientName: string | null };

export async function accessSession(deps: ServiceDeps, token: string): Promise<SessionAccess> {
  if (!TOKEN_SHAPE.test(token)) return { open: false, reason: "unknown", clientName: null };
  const session = await findSessionByToken(deps.database.db, token);
  const client = session ? await findClient(deps.database.db, session.clientId) : null;
  if (!session || !client) return { open: false, reason: "unknown", clientName: null };
  // A completed session has given the lender what it asked for; the link is spent.
  if (session.status === "completed") return { open: false, reason: "used", clientName: client.name };
  if (isExpired(session, deps.now())) return { open: false, reason: "expired", clientName: client.name };
  return { open: true, session, client };
}

/** The wording the borrower agrees to, stored verbatim with the session when they do. */
export function consentWording(clientName: string): string {
  return (
    `I agree that ${clientName} may receive my insurance information — my policy, what it covers, the vehicles ` +
    `or property on it and who is listed as lender — through Covercheck, to check that my loan's insurance ` +
    `requirements are met.`
  );
}
