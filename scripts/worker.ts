// `npm run worker`: runs the service's jobs in their own process, next to an app started with
// EMBEDDED_WORKER=0. Postgres only: an embedded PGlite database belongs to the app process, which runs its
// worker in-process. Stops on SIGINT/SIGTERM after the running jobs finish (or are left to the queue after a
// bound, as in the app).
import { env } from "@/lib/env";
import { JOB_GRACE_MS } from "@/lib/embedded/shutdown";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { stopReaders, warmReaders } from "@/lib/service/documents/reader/pool";
import { warmDocumentPipeline } from "@/lib/service/documents/warm-up";
import { startServiceWorker, stopServiceWorker } from "@/lib/service/jobs/worker";
import { buildServiceDeps } from "@/lib/service/runtime";

async function main(): Promise<void> {
  if (!env().DATABASE_URL) {
    process.stderr.write(
      "npm run worker needs DATABASE_URL=postgres://…: with the embedded database the app runs the worker itself.\n",
    );
    process.exit(1);
  }
  const deps = await buildServiceDeps();
  await startServiceWorker(deps);
  if (deps.documentProcesses) warmReaders();
  else void warmDocumentPipeline();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info("worker stopping", { signal });
    const finished = await stopServiceWorker(JOB_GRACE_MS);
    await deps.queue?.stop(finished ? Infinity : 0);
    await stopReaders();
    await terminateOcrPool();
    await deps.database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((err) => {
  process.stderr.write(`worker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
