import "server-only";
import PgBoss from "pg-boss";
import type { Database } from "@/lib/db/open";
import type { Logger } from "@/lib/service/log";
import { bossDbOver } from "./executor";
import {
  DEFAULT_QUEUE_SETTINGS,
  QUEUES,
  type ProxyOperationJob,
  type QueueSettings,
  type WebhookDeliveryJob,
} from "./settings";

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

/**
 * The durable queue on the service's own database (pg-boss): on Postgres through its own pool, on PGlite
 * through the one embedded connection. Started on first use, so an app that never proxies never starts it.
 */
export class JobQueue {
  readonly settings: QueueSettings;
  #started: Promise<PgBoss> | null = null;
  #stopped = false;
  readonly #workerIds = new Map<string, string[]>();
  #inFlight = 0;
  readonly #idleWaiters: (() => void)[] = [];

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
    settings: Partial<QueueSettings> = {},
  ) {
    this.settings = { ...DEFAULT_QUEUE_SETTINGS, ...settings };
  }

  boss(): Promise<PgBoss> {
    if (this.#stopped) return Promise.reject(new Error("the job queue is stopped"));
    this.#started ??= this.#start().catch((err) => {
      this.#started = null;
      throw err;
    });
    return this.#started;
  }

  async #start(): Promise<PgBoss> {
    const common = {
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: this.settings.maintenanceIntervalSeconds,
    };
    const boss =
      this.database.kind === "postgres" && this.database.url
        ? new PgBoss({ ...common, connectionString: this.database.url, max: 4, application_name: "covercheck-queue" })
        : new PgBoss({ ...common, db: bossDbOver(this.database.raw) as PgBoss.Db });
    boss.on("error", (err) => this.log.warn("queue error", { error: err.message }));
    await boss.start();

    const s = this.settings;
    const proxy: PgBoss.Queue = {
      name: QUEUES.proxyOperation,
      retryLimit: s.proxyRetryLimit,
      retryDelay: s.proxyRetryDelaySeconds,
      retryBackoff: s.proxyRetryBackoff,
      expireInSeconds: s.proxyExpireInSeconds,
      deadLetter: QUEUES.proxyOperationFailed,
    };
    const failed: PgBoss.Queue = {
      name: QUEUES.proxyOperationFailed,
      retryLimit: 5,
      retryDelay: 5,
      expireInSeconds: 60,
    };
    const webhook: PgBoss.Queue = {
      name: QUEUES.webhookDelivery,
      retryLimit: s.webhookRetryLimit,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: s.webhookExpireInSeconds,
    };
    // The dead-letter queue first: the proxy queue refers to it. Update after create so changed settings apply.
    for (const q of [failed, proxy, webhook]) {
      await boss.createQueue(q.name, q);
      await boss.updateQueue(q.name, q);
    }
    return boss;
  }

  async enqueueProxyOperation(operationId: string): Promise<void> {
    await this.#send(QUEUES.proxyOperation, { operationId } satisfies ProxyOperationJob, {});
  }

  /** One delivery attempt of an event, now or after `delaySeconds` (pg-boss `startAfter`). */
  async enqueueWebhookDelivery(job: WebhookDeliveryJob, delaySeconds = 0): Promise<void> {
    await this.#send(QUEUES.webhookDelivery, job, delaySeconds > 0 ? { startAfter: Math.ceil(delaySeconds) } : {});
  }

  async #send(queue: string, data: object, options: PgBoss.SendOptions): Promise<void> {
    const boss = await this.boss();
    const id = await boss.send(queue, data, options);
    if (!id) throw new Error(`queue ${queue} refused the job`);
    // A worker in this process picks the job up now instead of at its next poll.
    if (!options.startAfter) for (const workerId of this.#workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
  }

  /** Runs `handler` for each job of `queue`, `concurrency` at a time; a throw fails the job (retry or dead letter). */
  async work<T extends object>(queue: string, concurrency: number, handler: JobHandler<T>): Promise<void> {
    const boss = await this.boss();
    const ids: string[] = [];
    for (let i = 0; i < concurrency; i++) {
      ids.push(
        await boss.work<T>(
          queue,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
          async ([job]) => {
            this.#inFlight++;
            try {
              await handler(job);
            } finally {
              if (--this.#inFlight === 0) this.#idleWaiters.splice(0).forEach((wake) => wake());
            }
          },
        ),
      );
    }
    this.#workerIds.set(queue, [...(this.#workerIds.get(queue) ?? []), ...ids]);
  }

  /**
   * Stops fetching jobs and waits for the running ones, so none is cut off mid-write: for at most `graceMs`
   * when given. Returns false when jobs were still running then; they stay active in the queue, which hands
   * them out again once their expiry passes (the operation's row lease keeps two runs apart).
   */
  async stopWorking(graceMs = Infinity): Promise<boolean> {
    if (!this.#started) return true;
    const boss = await this.#started;
    for (const queue of this.#workerIds.keys()) await boss.offWork(queue);
    this.#workerIds.clear();
    // A fetch already on its way when offWork was called still hands its job over: wait for quiet.
    const quiet = async () => {
      do {
        if (this.#inFlight > 0) await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
        await new Promise((resolve) => setTimeout(resolve, 100));
      } while (this.#inFlight > 0);
      return true;
    };
    const outOfTime = new Promise<false>((resolve) => {
      if (Number.isFinite(graceMs)) setTimeout(() => resolve(false), graceMs).unref();
    });
    if (!(await Promise.race([quiet(), outOfTime]))) return false;
    // pg-boss marks a job complete just after its handler returns, without awaiting it: let that write land.
    await this.database.raw.query("select 1");
    return true;
  }

  /** How many jobs this process is running now. */
  get running(): number {
    return this.#inFlight;
  }

  /** Stops workers (waiting at most `graceMs` for running jobs) and the queue; the database stays open. */
  async stop(graceMs = Infinity): Promise<boolean> {
    if (this.#stopped) return true;
    const finished = await this.stopWorking(graceMs);
    this.#stopped = true;
    const started = this.#started;
    this.#started = null;
    if (started) {
      const boss = await started.catch(() => null);
      // Jobs left running are not waited for again: their handlers end with the process.
      await boss?.stop({ graceful: finished, wait: true, close: true, timeout: 5_000 });
    }
    return finished;
  }
}
