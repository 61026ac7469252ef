import "server-only";
import { type ActionRefusal } from "@/lib/schemas/hosted-ignition";
import type { ProcessDocumentInput } from "@/lib/schemas/proxy";
import type { ServiceDeps } from "@/lib/service/deps";
import { newId } from "@/lib/service/ids";
import { endOperation, insertOperation } from "@/lib/service/proxy/repo";
import { queueOf } from "@/lib/service/queue/queue-of";
import { accessSession } from "./hosted-access";
import { claimSession, releaseSession } from "./repo";

/**
 * The borrower's document, already stored behind a signed url, goes through the process-document operation
 * itself (same queue, retries, reader and events); only the session's `result` says `manual`.
 */
export async function startUpload(
  deps: ServiceDeps,
  token: string,
  doc: Pick<ProcessDocumentInput, "name" | "policyType" | "url">,
): Promise<ActionRefusal | { kind: "queued" }> {
  const access = await accessSession(deps, token);
  if (!access.open) return { kind: "closed", reason: access.reason };
  const { session } = access;
  if (!session.consent) return { kind: "refused", message: "Please read and agree to share your information first." };
  const db = deps.database.db;
  if (!(await claimSession(db, session.clientId, token, deps.now(), ["created", "errored"])))
    return {
      kind: "refused",
      message: "Your information is already being processed for this request. Please wait a moment and try again.",
    };

  const id = newId("prx");
  let recorded = false;
  try {
    await insertOperation(db, {
      id,
      token,
      clientId: session.clientId,
      operation: "process-document",
      result: "manual",
      input: {
        name: doc.name,
        source: "user",
        policyType: doc.policyType,
        url: doc.url,
      } satisfies ProcessDocumentInput,
      status: "queued",
      createdAt: deps.now(),
    });
    recorded = true;
    await queueOf(deps).enqueueProxyOperation(id);
  } catch (err) {
    deps.log.error("borrower upload could not be queued", { operation: id, token, error: String(err) });
    if (recorded)
      await endOperation(db, id, {
        status: "errored",
        errorCode: "default",
        errorMessage: "not queued",
        at: deps.now(),
      }).catch(() => undefined);
    await releaseSession(db, token, session.status, deps.now());
    return { kind: "refused", message: "Something went wrong on our side. Please try again in a few minutes." };
  }
  return { kind: "queued" };
}
