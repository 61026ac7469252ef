import "server-only";
import { getDatabase } from "@/lib/db";
import { env } from "@/lib/env";
import { createSecretBox } from "@/lib/crypto/secret-box";
import { credentialsKey, operatorKey } from "@/lib/keys/app-keys";
import type { ServiceDeps } from "./deps";
import { createServiceApp } from "./http/create-service-app";
import type { ServiceApp } from "./http/app";
import { createLogger } from "./log";
import { JobQueue } from "./queue/job-queue";
import { queueSettingsFor } from "./queue/settings";
import { SANDBOX_PORTAL_PATH } from "./sandbox-portal/handler";

export interface ServiceRuntime {
  deps: ServiceDeps;
  app: ServiceApp;
}

const holder = globalThis as unknown as { __covercheckService?: Promise<ServiceRuntime> };

export async function buildServiceDeps(): Promise<ServiceDeps> {
  const e = env();
  const database = await getDatabase();
  const log = createLogger(e.LOG_LEVEL, { svc: "service" });
  return {
    database,
    mode: e.SERVICE_MODE,
    dataDir: e.DATA_DIR,
    appUrl: e.APP_URL,
    portalUrl: e.SANDBOX_PORTAL_URL ?? `${e.APP_URL}${SANDBOX_PORTAL_PATH}`,
    sandboxLatencyMs: e.SANDBOX_LATENCY_MS,
    now: () => new Date(),
    log,
    secretBox: createSecretBox(credentialsKey()),
    operatorKey: operatorKey(),
    fetch: globalThis.fetch.bind(globalThis),
    outboundAllowOrigins: e.OUTBOUND_ALLOW_ORIGINS,
    rateLimitPerSecond: e.RATE_LIMIT_PER_SECOND || undefined,
    documentProcesses: e.DOCUMENT_READERS !== "0",
    queue: new JobQueue(database, log, queueSettingsFor(e.DOCUMENT_DEADLINE_SECONDS)),
  };
}

/** One service per process: built on first use, shared by the route handler and the worker. */
export function getServiceRuntime(): Promise<ServiceRuntime> {
  if (!holder.__covercheckService) {
    holder.__covercheckService = (async () => {
      const deps = await buildServiceDeps();
      return { deps, app: createServiceApp(deps) };
    })().catch((err) => {
      holder.__covercheckService = undefined;
      throw err;
    });
  }
  return holder.__covercheckService;
}
