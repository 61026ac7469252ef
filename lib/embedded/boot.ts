import "server-only";
import { sealSecretsAtRest } from "@/lib/db/queries/seal-at-rest";
import { writeSettingOnce, readSetting } from "@/lib/db/queries/settings";
import { env } from "@/lib/env";
import { stampClientAddresses } from "@/lib/http/client-address";
import { createClient } from "@/lib/service/clients/create-client";
import { warmReaders } from "@/lib/service/documents/reader/pool";
import { warmDocumentPipeline } from "@/lib/service/documents/warm-up";
import { startServiceWorker } from "@/lib/service/jobs/worker";
import { getServiceRuntime } from "@/lib/service/runtime";
import { installGracefulShutdown } from "./shutdown";
import { EMBEDDED_CLIENT_SETTING } from "@/lib/service-client/config";
import { EMBEDDED_LENDER } from "@/lib/shared/embedded-lender";

/**
 * Runs once per app process: migrations (by opening the database), sealing secrets older versions kept in
 * the clear, the dashboard's own service client on first start, and the in-process queue worker.
 */
export async function bootEmbedded(): Promise<void> {
  const e = env();
  // First, before any request reaches a throttle: which X-Forwarded-For entries to believe.
  stampClientAddresses(e.TRUST_PROXY);
  const { deps } = await getServiceRuntime();
  const sealed = await sealSecretsAtRest();
  if (sealed.settings || sealed.accessTokens) deps.log.info("sealed dashboard secrets stored in the clear", sealed);
  if (!e.SERVICE_BASE_URL && !(await readSetting(EMBEDDED_CLIENT_SETTING))) {
    const issued = await createClient(deps, {
      name: "Covercheck dashboard",
      lienholderName: EMBEDDED_LENDER.name,
      lienholderAddress: EMBEDDED_LENDER.address,
    });
    await writeSettingOnce(EMBEDDED_CLIENT_SETTING, issued, { secret: true });
    deps.log.info("provisioned the dashboard's service client", { clientId: issued.clientId });
  }
  // PGlite has one owner, so the embedded app always works its own queue; with Postgres it may leave
  // that to `npm run worker` processes (EMBEDDED_WORKER=0).
  if (e.EMBEDDED_WORKER === "1" || !e.DATABASE_URL) {
    await startServiceWorker(deps);
    if (deps.documentProcesses) warmReaders();
    else void warmDocumentPipeline();
  }
  // Next.js exits on SIGTERM/SIGINT without waiting for the worker or the database unless told to leave
  // the signals to the app (scripts/start.mjs does).
  if (process.env.NEXT_MANUAL_SIG_HANDLE) installGracefulShutdown(deps);
}
