import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/lib/db/open";
import type { EventWithAttempts } from "@/lib/schemas/events";
import { createClient, type IssuedCredentials } from "@/lib/service/clients/create-client";
import { createSecretBox } from "@/lib/crypto/secret-box";
import type { ServiceDeps } from "@/lib/service/deps";
import { createServiceApp } from "@/lib/service/http/create-service-app";
import { startServiceWorker, stopServiceWorker } from "@/lib/service/jobs/worker";
import { createLogger } from "@/lib/service/log";
import { markRunning } from "@/lib/service/proxy/repo";
import { JobQueue } from "@/lib/service/queue/job-queue";
import { QUEUES } from "@/lib/service/queue/settings";
import { startSandboxPortal, type RunningSandboxPortal } from "@/lib/service/sandbox-portal/server";
import { FAST_QUEUE, waitFor } from "../fixtures/proxy/harness";
import { lookup } from "../fixtures/proxy/lookups";
import { tolerateIdleConnectionErrors } from "../fixtures/proxy/pool-errors";
import { startReceiver, type WebhookReceiver } from "../fixtures/proxy/receiver";

// Jobs live in the database: a process that stops (cleanly, or dead in the middle of a job) and a new one
// started on the same data finish every queued operation exactly once.

const key = randomBytes(32);
const dataDir = mkdtempSync(path.join(tmpdir(), "covercheck-restart-"));
const postgresUrl = process.env.TEST_DB === "postgres" ? process.env.DATABASE_URL : undefined;
let dbUrl: string | undefined;
let portal: RunningSandboxPortal;
let receiver: WebhookReceiver;
let creds: IssuedCredentials;

interface Life {
  deps: ServiceDeps;
  call<T = Record<string, unknown>>(
    method: string,
    p: string,
    body?: unknown,
  ): Promise<{ status: number; body: { data: T } }>;
  end(): Promise<void>;
}

/** One "process": the database reopened on the same data, a new queue, a new app. */
async function live(): Promise<Life> {
  const database: Database = await openDatabase(dbUrl ? { url: dbUrl } : { dataDir });
  tolerateIdleConnectionErrors(database);
  const log = createLogger("silent");
  const deps: ServiceDeps = {
    database,
    mode: "sandbox",
    dataDir,
    appUrl: "http://localhost:3999",
    portalUrl: portal.url,
    sandboxLatencyMs: 0,
    now: () => new Date(),
    log,
    secretBox: createSecretBox(key),
    fetch: globalThis.fetch.bind(globalThis),
    queue: new JobQueue(database, log, { ...FAST_QUEUE, proxyExpireInSeconds: 1, maintenanceIntervalSeconds: 1 }),
  };
  const app = createServiceApp(deps);
  return {
    deps,
    async call<T>(method: string, p: string, body?: unknown) {
      const headers = {
        "x-client-id": creds.clientId,
        "x-client-secret": creds.clientSecret,
        "content-type": "application/json",
      };
      const res = await app.request(`/api/v1${p}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: T } };
    },
    async end() {
      await stopServiceWorker();
      await deps.queue?.stop();
      await database.close();
    },
  };
}

async function newProxiedSession(life: Life): Promise<string> {
  const session = await life.call("POST", "/ignition", { webhookUri: receiver.url, user: { id: "borrower-restart" } });
  const token = String(session.body.data.ignitionToken);
  expect((await life.call("POST", `/ignition/${token}/proxy`, lookup("SBX-AUTO-1001"))).status).toBe(202);
  return token;
}

async function jobStates(life: Life): Promise<string[]> {
  const { rows } = await life.deps.database.raw.query<{ state: string }>(
    "select state from pgboss.job where name = $1 order by created_on",
    [QUEUES.proxyOperation],
  );
  return rows.map((r) => r.state);
}

async function eventsOf(life: Life, token: string): Promise<EventWithAttempts[]> {
  return (await life.call<EventWithAttempts[]>("GET", `/ignition/${token}/events`)).body.data;
}

async function statusOf(life: Life, token: string): Promise<string> {
  return (await life.call<{ status: string }>("GET", `/ignition/${token}`)).body.data.status;
}

beforeAll(async () => {
  portal = await startSandboxPortal();
  receiver = await startReceiver();
  if (postgresUrl) {
    const name = `covercheck_restart_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(postgresUrl);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
  }
});

afterAll(async () => {
  await portal.close();
  await receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (dbUrl && postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(dbUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
});

describe("kill and restart", () => {
  let first: string;
  let second: string;

  it("a job queued while no worker runs survives the restart and completes once", { timeout: 120_000 }, async () => {
    const one = await live();
    creds = await createClient(one.deps, { name: "Restart Lending", lienholderName: "Restart Lending LLC" });
    first = await newProxiedSession(one);
    expect(await jobStates(one)).toEqual(["created"]);
    await one.end();

    const two = await live();
    await startServiceWorker(two.deps, { maintenanceIntervalMs: 3_600_000 });
    await waitFor(async () => (await statusOf(two, first)) === "completed", "the session to complete");
    await waitFor(
      async () => (await eventsOf(two, first))[0]?.delivery.status === "delivered",
      "the event to be delivered",
    );
    await new Promise((r) => setTimeout(r, 1_500));

    expect(await eventsOf(two, first)).toHaveLength(1);
    expect(receiver.received.filter((r) => JSON.parse(r.body).data.token === first)).toHaveLength(1);
    expect(await jobStates(two)).toEqual(["completed"]);
    const { rows } = await two.deps.database.raw.query<{ attempts: number }>(
      "select attempts from service.proxy_operations where token = $1",
      [first],
    );
    expect(rows).toEqual([{ attempts: 1 }]);

    // Now a process takes a job and dies mid-way: the job stays active and the operation running.
    await stopServiceWorker();
    second = await newProxiedSession(two);
    const boss = await two.deps.queue!.boss();
    const [job] = await boss.fetch<{ operationId: string }>(QUEUES.proxyOperation);
    expect(job).toBeDefined();
    expect(await markRunning(two.deps.database.db, job.data.operationId)).not.toBeNull();
    await two.deps.database.close();
    await two.deps.queue!.stop().catch(() => undefined);
  });

  it(
    "a job whose worker died mid-run expires, is retried after the restart and completes once",
    { timeout: 120_000 },
    async () => {
      expect(second).toBeDefined();
      const three = await live();
      expect(await statusOf(three, second)).toBe("processing");
      await startServiceWorker(three.deps, { maintenanceIntervalMs: 3_600_000 });
      await waitFor(
        async () => (await statusOf(three, second)) === "completed",
        "the crashed job to be retried",
        30_000,
      );
      await waitFor(
        async () => (await eventsOf(three, second))[0]?.delivery.status === "delivered",
        "its event to be delivered",
      );
      await new Promise((r) => setTimeout(r, 1_500));

      expect(await eventsOf(three, second)).toHaveLength(1);
      expect(await eventsOf(three, first)).toHaveLength(1);
      expect(receiver.received.filter((r) => JSON.parse(r.body).data.token === second)).toHaveLength(1);
      const { rows } = await three.deps.database.raw.query<{ attempts: number; status: string }>(
        "select attempts, status from service.proxy_operations where token = $1",
        [second],
      );
      // The dead run and the retry.
      expect(rows).toEqual([{ attempts: 2, status: "completed" }]);
      await three.end();
    },
  );
});
