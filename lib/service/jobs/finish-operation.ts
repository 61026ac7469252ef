import "server-only";
import type { EventData } from "@/lib/schemas/events";
import type { ServiceDeps } from "@/lib/service/deps";
import { dispatchEvent } from "@/lib/service/events/deliver";
import { insertEvent } from "@/lib/service/events/repo";
import { findSessionByToken, finishSession } from "@/lib/service/ignition/repo";
import { insertAccountWithPolicy } from "@/lib/service/policies/repo";
import { endOperation, type OperationRow } from "@/lib/service/proxy/repo";
import { issueAuthCode } from "@/lib/service/tokens/auth-codes";
import { OPERATION_ERROR_MESSAGES, type FinalOutcome } from "./outcome";

/**
 * Ends an operation and its session, and creates the event, in one transaction guarded by the operation's
 * status: a job that runs twice (a retry after a crash, a late duplicate) finishes it once, with one event.
 * Returns the event id, or null when the operation had already ended.
 */
export async function finishOperation(
  deps: ServiceDeps,
  op: OperationRow,
  outcome: FinalOutcome,
): Promise<string | null> {
  const db = deps.database.db;
  const now = deps.now();
  const session = await findSessionByToken(db, op.token);
  if (!session) return null;

  const eventId = await db.transaction(async (tx) => {
    // A borrower's upload on the hosted page runs as process-document but reports as `manual`.
    const result = op.result ?? op.operation;
    const base = {
      token: op.token,
      result,
      client: op.clientId,
      user: session.user as EventData["user"],
      metadata: session.metadata as EventData["metadata"],
    };
    if (outcome.kind === "found") {
      if (!(await endOperation(tx, op.id, { status: "completed", at: now }))) return null;
      const { accountId } = await insertAccountWithPolicy(tx, {
        clientId: op.clientId,
        token: op.token,
        user: session.user,
        draft: outcome.draft,
        documents: outcome.documents,
        connectionStatus: op.operation === "process-document" ? "inactive" : "active",
        now,
      });
      const authCode = await issueAuthCode(tx, { clientId: op.clientId, accountId, now });
      await finishSession(tx, op.token, "completed", result, now);
      return insertEvent(tx, {
        clientId: op.clientId,
        token: op.token,
        type: "ignition.completed",
        data: { ...base, status: "completed", authCode },
        now,
      });
    }
    const message = OPERATION_ERROR_MESSAGES[outcome.errorCode];
    if (
      !(await endOperation(tx, op.id, {
        status: "errored",
        errorCode: outcome.errorCode,
        errorMessage: outcome.detail,
        at: now,
      }))
    )
      return null;
    await finishSession(tx, op.token, "errored", result, now);
    return insertEvent(tx, {
      clientId: op.clientId,
      token: op.token,
      type: "ignition.errored",
      data: { ...base, status: "errored", errorCode: outcome.errorCode, message },
      now,
    });
  });

  if (eventId) {
    deps.log.info("proxy operation finished", {
      operation: op.id,
      token: op.token,
      outcome: outcome.kind === "found" ? "completed" : outcome.errorCode,
    });
    await dispatchEvent(deps, eventId);
  }
  return eventId;
}
