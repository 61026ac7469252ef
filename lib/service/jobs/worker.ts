import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { deliverEvent } from "@/lib/service/events/deliver";
import { queueOf } from "@/lib/service/queue/queue-of";
import { QUEUES, type ProxyOperationJob, type WebhookDeliveryJob } from "@/lib/service/queue/settings";
import { runMaintenance } from "./maintenance";
import { failAbandonedOperation, runProxyOperationJob } from "./proxy-operation";

export interface ServiceWorker {
  /** False when jobs were still running after `graceMs`. */
  stop(graceMs?: number): Promise<boolean>;
}

export interface WorkerOptions {
  /** How often due webhook retries and overdue operations are looked for. */
  maintenanceIntervalMs?: number;
}

const holder = globalThis as unknown as { __covercheckWorker?: Promise<ServiceWorker> };

async function start(deps: ServiceDeps, opts: WorkerOptions): Promise<ServiceWorker> {
  const queue = queueOf(deps);
  const s = queue.settings;
  await queue.work<ProxyOperationJob>(QUEUES.proxyOperation, s.proxyConcurrency, (job) =>
    runProxyOperationJob(deps, {
      operationId: job.data.operationId,
      retryCount: job.retryCount,
      retryLimit: job.retryLimit,
    }),
  );
  await queue.work<ProxyOperationJob>(QUEUES.proxyOperationFailed, 1, (job) =>
    failAbandonedOperation(deps, job.data.operationId, "the job failed or expired on its last run"),
  );
  await queue.work<WebhookDeliveryJob>(QUEUES.webhookDelivery, s.webhookConcurrency, (job) =>
    deliverEvent(deps, job.data),
  );

  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = runMaintenance(deps).catch((err) => deps.log.warn("maintenance sweep failed", { error: String(err) }));
  }, opts.maintenanceIntervalMs ?? 15_000);
  timer.unref();
  deps.log.info("service worker started", { database: deps.database.kind });

  return {
    async stop(graceMs = Infinity) {
      clearInterval(timer);
      await sweeping;
      const finished = await queue.stopWorking(graceMs);
      deps.log.info("service worker stopped", finished ? {} : { leftRunning: queue.running });
      return finished;
    },
  };
}

/**
 * Runs the service's jobs (proxy operations, their dead letters, webhook deliveries) in this process, plus a
 * periodic sweep. One per process: a second call returns the running worker.
 */
export function startServiceWorker(deps: ServiceDeps, opts: WorkerOptions = {}): Promise<ServiceWorker> {
  holder.__covercheckWorker ??= start(deps, opts).catch((err) => {
    holder.__covercheckWorker = undefined;
    throw err;
  });
  return holder.__covercheckWorker;
}

/**
 * Stops this process's worker after its running jobs finish, or after `graceMs`; the queue stays usable for
 * sending. False when jobs were still running.
 */
export async function stopServiceWorker(graceMs = Infinity): Promise<boolean> {
  const running = holder.__covercheckWorker;
  holder.__covercheckWorker = undefined;
  if (!running) return true;
  return (await (await running.catch(() => null))?.stop(graceMs)) ?? true;
}
