// Child process of graceful-shutdown.test.ts: the app's embedded half as `npm start` boots it (database in
// DATA_DIR, the service, the in-process worker, the signal handlers), without the HTTP server. It starts a
// lookup against a slow sandbox portal and prints "running" once the worker holds the job.
import { lookup } from "../../fixtures/proxy/lookups";
import { startSandboxPortal } from "@/lib/service/sandbox-portal/server";

const portal = await startSandboxPortal({ latencyMs: Number(process.env.PORTAL_LATENCY_MS ?? 500) });
process.env.SANDBOX_PORTAL_URL = portal.url;

const { bootEmbedded } = await import("@/lib/embedded/boot");
const { getServiceRuntime } = await import("@/lib/service/runtime");
const { createClient } = await import("@/lib/service/clients/create-client");

await bootEmbedded();
const { deps, app } = await getServiceRuntime();
const client = await createClient(deps, { name: "Shutdown test", lienholderName: "Test Bank" });
const headers = {
  "content-type": "application/json",
  "x-client-id": client.clientId,
  "x-client-secret": client.clientSecret,
};
const call = async (path: string, body: unknown) => {
  const res = await app.request(`/api/v1${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return (await res.json()) as { data: Record<string, string> };
};
const { ignitionToken: token } = (
  await call("/ignition", { webhookUri: "http://127.0.0.1:9/hook", user: { id: "borrower-1" } })
).data;
await call(`/ignition/${token}/proxy`, lookup("SBX-AUTO-1001"));
for (;;) {
  const { rows } = await deps.database.raw.query<{ status: string }>(
    "select status from service.proxy_operations where token = $1",
    [token],
  );
  if (rows[0]?.status === "running") break;
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify({ running: token }) + "\n");
