import "server-only";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { stopReaders } from "@/lib/service/documents/reader/pool";
import { stopServiceWorker } from "@/lib/service/jobs/worker";
import type { ServiceDeps } from "@/lib/service/deps";

/**
 * Running jobs get this long to finish. Within the 10 s a container runtime waits before SIGKILL,
 * leaving room for the queue and the database to close. A job still running after it stays active in
 * the queue and runs again after a restart, once its expiry passes.
 */
export const JOB_GRACE_MS = 6_000;
/** Past this, something hangs: exit anyway rather than wait for SIGKILL. */
const HARD_LIMIT_MS = 9_500;

const holder = globalThis as unknown as { __covercheckShutdown?: boolean };

/**
 * SIGTERM/SIGINT end the app cleanly: no new jobs are taken, running ones finish (or are left to the
 * queue after JOB_GRACE_MS), the queue stops, the OCR workers end, the embedded database closes with a
 * checkpoint so the next start needs no recovery, and the process exits 0.
 */
export function installGracefulShutdown(deps: ServiceDeps): void {
  if (holder.__covercheckShutdown) return;
  holder.__covercheckShutdown = true;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    deps.log.info("shutting down", { signal });
    setTimeout(() => {
      deps.log.error("shutdown did not finish in time; exiting", { ms: Date.now() - started });
      process.exit(1);
    }, HARD_LIMIT_MS).unref();
    try {
      const finished = await stopServiceWorker(JOB_GRACE_MS);
      if (!finished) deps.log.warn("jobs still running are left to the queue; they run again after a restart");
      await deps.queue?.stop(finished ? Infinity : 0);
      await stopReaders();
      await terminateOcrPool();
      await deps.database.close();
      deps.log.info("shut down", { ms: Date.now() - started });
      process.exit(0);
    } catch (err) {
      deps.log.error("shutdown failed", { error: err instanceof Error ? err.message : String(err) });
      process.exit(1);
    }
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stop(signal));
}
