// The validate endpoint's latency under load, beside a cheap route on the same server.
// One process: the service app on a real HTTP port (@hono/node-server) over in-memory PGlite, with
// one client, one SBX-AUTO-1001-shaped policy (from a session with metadata) and an access token;
// the load generator shares the process, so both routes pay the same client-side overhead and the
// ratio is what to compare. The cheap route is GET /carriers/{id}: same frame and client auth,
// no database work beyond the auth lookup.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase } from "@/lib/db/open";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { createClient } from "@/lib/service/clients/create-client";
import { createSecretBox } from "@/lib/crypto/secret-box";
import type { ServiceDeps } from "@/lib/service/deps";
import { API_BASE_PATH } from "@/lib/service/http/app";
import { createServiceApp } from "@/lib/service/http/create-service-app";
import { insertSession } from "@/lib/service/ignition/repo";
import { newId } from "@/lib/service/ids";
import { createLogger } from "@/lib/service/log";
import { insertAccountWithPolicy } from "@/lib/service/policies/repo";
import { listTemplates } from "@/lib/service/templates/repo";
import { issueAccessToken } from "@/lib/service/tokens/access-tokens";

export interface ValidateBenchOptions {
  requests: number;
  concurrency: number;
}

export interface LatencyStats {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  mean: number;
  perSecond: number;
}

export interface ValidateBenchResult {
  validate: LatencyStats;
  noop: LatencyStats;
  /** validate p50 / noop p50 and likewise for p99. */
  ratio: { p50: number; p99: number };
}

const LIENHOLDER = "Acme Lending LLC";

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** SBX-AUTO-1001 as the sandbox lookup stores it: COLL 500 now, 1000 on the renewal. */
function auto1001(): PolicyDraft {
  const vehicle = {
    id: newId("prp"),
    type: "vehicle" as const,
    data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" },
  };
  const coverages = (collision: number) => [
    { code: "BI" as const, limitPerPerson: 100_000, limitPerAccident: 300_000, deductible: null, property: null },
    { code: "PD" as const, limitPerPerson: null, limitPerAccident: 100_000, deductible: null, property: null },
    { code: "COMP" as const, limitPerPerson: null, limitPerAccident: null, deductible: 500, property: vehicle.id },
    {
      code: "COLL" as const,
      limitPerPerson: null,
      limitPerAccident: null,
      deductible: collision,
      property: vehicle.id,
    },
  ];
  const shared = {
    properties: [vehicle],
    insureds: [{ firstName: "Jordan", lastName: "Rivera", type: "primary" as const }],
    thirdParties: [{ type: "lienholder" as const, name: LIENHOLDER, loanNumber: "LN-4401729", property: vehicle.id }],
  };
  return {
    type: "auto",
    carrier: { id: "car_state-farm", name: "State Farm", naicCode: "25178" },
    policyNumber: "SBX-AUTO-1001",
    address: { addressLine1: "1200 Peachtree St NE", city: "Atlanta", state: "GA", postalCode: "30309", country: "US" },
    isActive: true,
    effectiveDate: isoDay(-90),
    expirationDate: isoDay(90),
    premium: 642.18,
    coverages: coverages(500),
    ...shared,
    renewal: {
      isActive: true,
      effectiveDate: isoDay(90),
      expirationDate: isoDay(270),
      premium: 688.9,
      coverages: coverages(1000),
      ...shared,
    },
  };
}

export interface Target {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Fires `requests` requests with `concurrency` in flight and returns their latencies. */
export async function load(target: Target, requests: number, concurrency: number): Promise<LatencyStats> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests) {
        issued += 1;
        const t0 = performance.now();
        try {
          const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
          await res.arrayBuffer();
          if (res.status !== 200) errors += 1;
        } catch {
          // A dropped connection counts against the route instead of ending the run.
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
  };
}

/** The service on a real port over in-memory PGlite, with one client, policy and access token. */
export async function startBenchService() {
  const database = await openDatabase({});
  const deps: ServiceDeps = {
    database,
    mode: "sandbox",
    dataDir: mkdtempSync(path.join(tmpdir(), "covercheck-bench-")),
    appUrl: "http://127.0.0.1",
    portalUrl: "http://127.0.0.1:9/unused",
    sandboxLatencyMs: 0,
    now: () => new Date(),
    log: createLogger("silent"),
    secretBox: createSecretBox(randomBytes(32)),
    fetch: globalThis.fetch.bind(globalThis),
  };
  const creds = await createClient(deps, { name: "Acme Lending", lienholderName: LIENHOLDER });
  const now = new Date();
  const token = newId("ign");
  await insertSession(database.db, {
    token,
    clientId: creds.clientId,
    status: "completed",
    user: { id: "borrower-1" },
    metadata: { borrowerFirstName: "Jordan", borrowerLastName: "Rivera", vin: "1HGCM82633A004352" },
    webhookUri: "http://127.0.0.1:9/unused",
    result: "policy-lookup",
  });
  const { accountId, policyId } = await insertAccountWithPolicy(database.db, {
    clientId: creds.clientId,
    token,
    user: { id: "borrower-1" },
    draft: auto1001(),
    now,
  });
  const accessToken = await issueAccessToken(database.db, { clientId: creds.clientId, accountId, now });
  const templates = await listTemplates(database.db, creds.clientId);
  const autoLoan = templates.find((t) => t.displayName === "Auto loan — standard");
  if (!autoLoan) throw new Error("the sample templates are missing");

  const app = createServiceApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    s.once("error", reject);
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;
  const auth = { "x-client-id": creds.clientId, "x-client-secret": creds.clientSecret };
  const validate: Target = {
    method: "POST",
    url: `${base}/policies/${policyId}/validate/${autoLoan.id}`,
    headers: { ...auth, "x-access-token": accessToken, "content-type": "application/json" },
    body: JSON.stringify({
      maxDeductible: 1000,
      minExpirationDate: isoDay(30),
      lienholderName: LIENHOLDER,
      loanNumber: "LN-4401729",
    }),
  };
  const noop: Target = { method: "GET", url: `${base}/carriers/car_state-farm`, headers: auth };
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle keep-alive connections of the load generator would otherwise hold close() open.
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    await database.close();
  };
  return { validate, noop, close };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);

function printStats(name: string, s: LatencyStats): void {
  console.log(
    `  ${name.padEnd(32)} p50 ${fmt(s.p50)}  p99 ${fmt(s.p99)}  mean ${fmt(s.mean)}  ${s.perSecond.toFixed(0).padStart(5)} req/s  errors ${s.errors}/${s.requests}`,
  );
}

export async function benchValidate(opts: ValidateBenchOptions): Promise<ValidateBenchResult> {
  const { validate, noop, close } = await startBenchService();
  try {
    // Warm-up: JIT, the secret cache, PGlite's first queries and the keep-alive connections.
    const warm = await load(validate, 200, opts.concurrency);
    await load(noop, 200, opts.concurrency);
    if (warm.errors > 0) throw new Error(`validate answered non-200 during warm-up (${warm.errors}/${warm.requests})`);

    const noopStats = await load(noop, opts.requests, opts.concurrency);
    const validateStats = await load(validate, opts.requests, opts.concurrency);
    const ratio = { p50: validateStats.p50 / noopStats.p50, p99: validateStats.p99 / noopStats.p99 };

    console.log(
      `== validate endpoint vs a no-op route: ${opts.requests} requests each, ${opts.concurrency} concurrent (PGlite, one process)`,
    );
    printStats("GET /carriers/{id} (no-op)", noopStats);
    printStats("POST /policies/{id}/validate/{t}", validateStats);
    console.log(`  ratio validate / no-op          p50 ${ratio.p50.toFixed(2)}x  p99 ${ratio.p99.toFixed(2)}x`);
    return { validate: validateStats, noop: noopStats, ratio };
  } finally {
    await close();
  }
}
