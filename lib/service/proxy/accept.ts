import "server-only";
import type { z } from "zod";
import { PROXY_INPUT_SCHEMAS, PROXY_OPERATIONS, type ProxyAccepted, type ProxyOperation } from "@/lib/schemas/proxy";
import type { ServiceDeps } from "@/lib/service/deps";
import { errors } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import { claimSession, findSession, releaseSession, type SessionRow } from "@/lib/service/ignition/repo";
import { queueOf } from "@/lib/service/queue/queue-of";
import { proxyErrors } from "./messages";
import { preparePolicyLookup } from "./policy-lookup-request";
import { endOperation, insertOperation } from "./repo";

export interface CheckedProxyRequest {
  session: SessionRow;
  operation: ProxyOperation;
  /** What the job will work from (stored on the operation). */
  input: unknown;
}

const isOperation = (value: unknown): value is ProxyOperation => PROXY_OPERATIONS.includes(value as ProxyOperation);

function inputProblems(error: z.ZodError) {
  return error.issues.map((i) => ({ path: ["input", ...i.path].join("."), message: i.message }));
}

/**
 * Every check that answers at once, in the contract's order: the session, the operation, the input's shape,
 * then (policy-lookup) address, carrier, support and credentials. Throws the first failure.
 */
export async function checkProxyRequest(
  deps: ServiceDeps,
  clientId: string,
  token: string,
  body: unknown,
): Promise<CheckedProxyRequest> {
  const session = await findSession(deps.database.db, clientId, token);
  if (!session) throw errors.notFound("ignition session");

  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const operation = raw.operation;
  if (!isOperation(operation)) throw proxyErrors.invalidOperation();

  const parsed = PROXY_INPUT_SCHEMAS[operation].safeParse(raw.input);
  if (!parsed.success) {
    const details =
      raw.input === undefined ? [{ path: "input", message: "The input is required." }] : inputProblems(parsed.error);
    throw proxyErrors.invalidInput(operation, details);
  }

  if (operation === "policy-lookup") {
    const lookup = await preparePolicyLookup(
      deps,
      clientId,
      parsed.data as z.infer<(typeof PROXY_INPUT_SCHEMAS)["policy-lookup"]>,
    );
    return { session, operation, input: lookup };
  }
  return { session, operation, input: parsed.data };
}

/**
 * Accepts a proxy request: checks it, claims the session (one in flight, atomically), records the operation
 * and queues it. A failure after the claim gives the session back, so it never stays `processing` for nothing.
 */
export async function acceptProxy(
  deps: ServiceDeps,
  clientId: string,
  token: string,
  body: unknown,
): Promise<ProxyAccepted> {
  const checked = await checkProxyRequest(deps, clientId, token, body);
  const db = deps.database.db;

  if (!(await claimSession(db, clientId, token, deps.now()))) {
    // Only a session that still exists can be busy; one deleted meanwhile is simply gone.
    if (!(await findSession(db, clientId, token))) throw errors.notFound("ignition session");
    throw proxyErrors.ignitionProcessing();
  }

  const id = newId("prx");
  let recorded = false;
  try {
    await insertOperation(db, {
      id,
      token,
      clientId,
      operation: checked.operation,
      input: checked.input,
      status: "queued",
      createdAt: deps.now(),
    });
    recorded = true;
    await queueOf(deps).enqueueProxyOperation(id);
  } catch (err) {
    deps.log.error("proxy operation could not be queued", {
      operation: id,
      token,
      error: err instanceof Error ? err.message : String(err),
    });
    if (recorded) {
      await endOperation(db, id, {
        status: "errored",
        errorCode: "default",
        errorMessage: "the operation could not be queued",
        at: deps.now(),
      }).catch(() => undefined);
    }
    await releaseSession(
      db,
      token,
      checked.session.status === "processing" ? "created" : checked.session.status,
      deps.now(),
    );
    throw errors.internal();
  }
  return { id, token, operation: checked.operation, status: "queued" };
}
