import "server-only";
import { readSetting } from "@/lib/db/queries/settings";
import { env } from "@/lib/env";

export interface ServiceClientConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string | null;
}

export const EMBEDDED_CLIENT_SETTING = "embedded-service-client";

/** An external service from the environment, or the client provisioned for the embedded one. */
export async function serviceConfig(): Promise<ServiceClientConfig> {
  const e = env();
  if (e.SERVICE_BASE_URL && e.SERVICE_CLIENT_ID && e.SERVICE_CLIENT_SECRET) {
    return {
      baseUrl: e.SERVICE_BASE_URL.replace(/\/$/, ""),
      clientId: e.SERVICE_CLIENT_ID,
      clientSecret: e.SERVICE_CLIENT_SECRET,
      webhookSecret: e.SERVICE_WEBHOOK_SECRET ?? null,
    };
  }
  const stored = await readSetting<Omit<ServiceClientConfig, "baseUrl">>(EMBEDDED_CLIENT_SETTING);
  if (!stored) throw new Error("The embedded service client is not provisioned yet (the app provisions it at start).");
  return { ...stored, baseUrl: `${e.APP_URL}/api/v1` };
}
