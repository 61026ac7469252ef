import "server-only";
import { type HostedFinish } from "@/lib/schemas/hosted-ignition";
import { policies } from "@/lib/db/schema";
import type { PolicyDraft } from "@/lib/schemas/policy";
import type { ClientRecord } from "@/lib/service/clients/repo";
import type { SignInBlock } from "@/lib/service/connectors/member-sign-in";
import type { ServiceDeps } from "@/lib/service/deps";
import { dispatchEvent } from "@/lib/service/events/deliver";
import { newId } from "@/lib/service/ids";
import { insertAccountWithPolicy } from "@/lib/service/policies/repo";
import { issueAuthCode } from "@/lib/service/tokens/auth-codes";
import { recordSessionEvent, sessionEventData } from "./hosted-events";
import { finishSession, type SessionRow } from "./repo";
import { summarizePolicy } from "./shared-summary";

/**
 * A borrower connected at their carrier: the account (connection `active`) with every policy they hold there,
 * the authCode, the session completed with result `link`, and ignition.completed, in one transaction, the same
 * records a proxied lookup makes, so the exchange and the reads do not care how the session ended.
 */
export async function completeLink(
  deps: ServiceDeps,
  session: SessionRow,
  client: ClientRecord,
  drafts: PolicyDraft[],
): Promise<HostedFinish> {
  const now = deps.now();
  const [first, ...rest] = drafts;
  const { eventId, authCode } = await deps.database.db.transaction(async (tx) => {
    const { accountId } = await insertAccountWithPolicy(tx, {
      clientId: session.clientId,
      token: session.token,
      user: session.user,
      draft: first,
      connectionStatus: "active",
      now,
    });
    for (const draft of rest) {
      const { renewal, ...current } = draft;
      await tx.insert(policies).values({
        id: newId("pol"),
        accountId,
        clientId: session.clientId,
        current,
        renewal: renewal ?? null,
        documents: [],
        createdAt: now,
        modifiedAt: now,
      });
    }
    const authCode = await issueAuthCode(tx, { clientId: session.clientId, accountId, now });
    await finishSession(tx, session.token, "completed", "link", now);
    const eventId = await recordSessionEvent(
      tx,
      session,
      "ignition.completed",
      sessionEventData(session, "completed", "link", { authCode }),
      now,
    );
    return { eventId, authCode };
  });
  deps.log.info("borrower connected at carrier", { token: session.token, policies: drafts.length });
  await dispatchEvent(deps, eventId);
  return {
    status: "complete",
    result: "link",
    authCode,
    redirectUri: session.redirectUri,
    shared: drafts.map((d) => summarizePolicy(d, client.lienholderName)),
  };
}

/** The account cannot be connected as it stands: the session errors with result `link` and says why. */
export async function errorLink(deps: ServiceDeps, session: SessionRow, status: SignInBlock, message: string) {
  const now = deps.now();
  const eventId = await deps.database.db.transaction(async (tx) => {
    await finishSession(tx, session.token, "errored", "link", now);
    return recordSessionEvent(
      tx,
      session,
      "ignition.errored",
      sessionEventData(session, "errored", "link", { errorCode: status, message }),
      now,
    );
  });
  await dispatchEvent(deps, eventId);
}
