import "server-only";
import type { z } from "zod";
import type { ServiceClientConfig } from "./config";
import { ServiceCallError, UNREACHABLE } from "./errors";

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  query?: Record<string, string | undefined>;
  accessToken?: string;
  timeoutMs?: number;
}

/** One HTTP call to the service; the secret travels only in these server-side headers. */
export async function callService<T extends z.ZodType>(
  config: ServiceClientConfig,
  path: string,
  schema: T,
  opts: CallOptions = {},
): Promise<z.infer<T>> {
  const url = new URL(config.baseUrl + path);
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    "x-client-id": config.clientId,
    "x-client-secret": config.clientSecret,
    accept: "application/json",
  };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.accessToken) headers["x-access-token"] = opts.accessToken;

  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (opts.body === undefined ? "GET" : "POST"),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      cache: "no-store",
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
  } catch {
    throw new ServiceCallError(503, "service-unreachable", UNREACHABLE);
  }
  const json = (await res.json().catch(() => null)) as
    | { success: true; data: unknown }
    | { success: false; errorCode: string; message: string; details?: { path: string; message: string }[] }
    | null;
  if (!json || typeof json !== "object") throw new ServiceCallError(res.status, "bad-response", UNREACHABLE);
  if (!res.ok || json.success === false) {
    const e = json as { errorCode?: string; message?: string; details?: { path: string; message: string }[] };
    throw new ServiceCallError(res.status, e.errorCode ?? "default", e.message ?? UNREACHABLE, e.details ?? []);
  }
  const parsed = schema.safeParse((json as { data: unknown }).data);
  if (!parsed.success) throw new ServiceCallError(502, "bad-response", "The service answered in an unexpected shape.");
  return parsed.data;
}
