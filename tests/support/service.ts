import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type NewClientInput } from "@/lib/service/clients/create-client";
import { createSecretBox } from "@/lib/crypto/secret-box";
import type { ServiceDeps } from "@/lib/service/deps";
import { createServiceApp } from "@/lib/service/http/create-service-app";
import { createLogger } from "@/lib/service/log";
import { freshDatabase } from "./database";

export interface TestService {
  deps: ServiceDeps;
  app: ReturnType<typeof createServiceApp>;
  /** Calls the app like an HTTP client would, with JSON in and out. */
  call(
    method: string,
    path: string,
    opts?: { headers?: Record<string, string>; body?: unknown; raw?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  newClient(
    input?: Partial<NewClientInput>,
  ): Promise<{ clientId: string; clientSecret: string; webhookSecret: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

export async function startTestService(overrides: Partial<ServiceDeps> = {}): Promise<TestService> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "covercheck-test-"));
  const deps: ServiceDeps = {
    database,
    mode: "sandbox",
    dataDir,
    appUrl: "http://localhost:3999",
    portalUrl: "http://127.0.0.1:9/unused",
    sandboxLatencyMs: 0,
    now: () => new Date(),
    log: createLogger("silent"),
    secretBox: createSecretBox(randomBytes(32)),
    operatorKey: "opk_test",
    fetch: globalThis.fetch.bind(globalThis),
    ...overrides,
  };
  const app = createServiceApp(deps);
  const call: TestService["call"] = async (method, p, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await app.request(`/api/v1${p}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* non-JSON bodies (docs page) stay text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    deps,
    app,
    call,
    newClient: async (input = {}) => {
      const creds = await createClient(deps, { name: "Acme Lending", lienholderName: "Acme Lending LLC", ...input });
      return { ...creds, headers: { "x-client-id": creds.clientId, "x-client-secret": creds.clientSecret } };
    },
    close: () => database.close(),
  };
}
