import "server-only";
import type { Database } from "@/lib/db/open";
import type { SecretBox } from "@/lib/crypto/secret-box";
import type { Logger } from "./log";
import type { Resolver } from "./net/outbound";
import type { JobQueue } from "./queue/job-queue";

/** Everything the service's handlers and jobs need, passed in so tests can build their own. */
export interface ServiceDeps {
  database: Database;
  mode: "sandbox" | "production";
  dataDir: string;
  /** Public base of this app, e.g. http://localhost:3000. */
  appUrl: string;
  /** Base url of the sandbox carrier portal the sandbox connector talks to. */
  portalUrl: string;
  sandboxLatencyMs: number;
  now: () => Date;
  log: Logger;
  secretBox: SecretBox;
  /** Key the operator CLI presents to the running app; absent disables the operator routes. */
  operatorKey?: string;
  /** Requests per second per client before 429 rate-limited; unset means no limit (tests, benchmarks). */
  rateLimitPerSecond?: number;
  /** Outgoing HTTP to the carrier portals; injectable for tests. */
  fetch: typeof fetch;
  /**
   * Origins document downloads and production webhooks may reach even on private addresses
   * (OUTBOUND_ALLOW_ORIGINS, the servers a test suite starts); the app's own url needs no entry.
   */
  outboundAllowOrigins?: readonly string[];
  /** Name resolution for document downloads and webhooks; injectable so tests can play a rebinding DNS server. */
  resolveHost?: Resolver;
  /**
   * Read documents in child processes with memory and time caps (DOCUMENT_READERS, on in the
   * app; documents/reader/pool.ts), so that pdf.js, rendering and the raster loops never hold the
   * event loop that answers HTTP and a hostile document can only take down its own reader.
   */
  documentProcesses?: boolean;
  /** The durable job queue; created on first use over `database` when not given (see queueOf). */
  queue?: JobQueue;
}
