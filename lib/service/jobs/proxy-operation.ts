import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { findOperation, markRunning } from "@/lib/service/proxy/repo";
import { finishOperation } from "./finish-operation";
import { failed, type OperationOutcome } from "./outcome";
import { runPolicyLookup } from "./policy-lookup";
import { processDocumentJob } from "./process-document";

export interface JobRun {
  operationId: string;
  /** pg-boss's count of earlier runs of this job, and how many it allows. */
  retryCount: number;
  retryLimit: number;
}

/** Thrown so the queue runs the job again later. */
export class RetryLater extends Error {}

/**
 * The proxy-operation job. A passing failure is thrown for the queue to retry until its last run, which
 * ends the operation as `default`; a run for an operation that has already ended does nothing.
 */
export async function runProxyOperationJob(deps: ServiceDeps, run: JobRun): Promise<void> {
  const op = await markRunning(deps.database.db, run.operationId);
  if (!op) return;

  let outcome: OperationOutcome;
  try {
    outcome = op.operation === "policy-lookup" ? await runPolicyLookup(deps, op) : await processDocumentJob(deps, op);
  } catch (err) {
    outcome = { kind: "retry", detail: err instanceof Error ? err.message : String(err) };
  }

  if (outcome.kind !== "retry") {
    await finishOperation(deps, op, outcome);
    return;
  }
  const lastRun = run.retryCount >= run.retryLimit;
  deps.log.warn("proxy operation failed for now", {
    operation: op.id,
    run: run.retryCount + 1,
    lastRun,
    detail: outcome.detail,
  });
  if (!lastRun) throw new RetryLater(outcome.detail);
  await finishOperation(deps, op, failed("default", `gave up after ${run.retryCount + 1} runs: ${outcome.detail}`));
}

/**
 * The dead-letter job: the operation's job failed or expired on its last run (a worker that crashed or hung
 * without reaching the end). The operation ends as `default`, once.
 */
export async function failAbandonedOperation(deps: ServiceDeps, operationId: string, detail: string): Promise<void> {
  const op = await findOperation(deps.database.db, operationId);
  if (!op || (op.status !== "queued" && op.status !== "running")) return;
  await finishOperation(deps, op, failed("default", detail));
}
