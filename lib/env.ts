import "server-only";
import path from "node:path";
import { z } from "zod";
import { decodeKeyText, type KeyRule } from "@/lib/keys/key-text";
import { parseTrustProxy, type TrustProxy } from "@/lib/http/trust-proxy";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** A key given as base64: a short one ("x" decodes to nothing) would make forgeable signatures. */
function configuredKey(rule: KeyRule) {
  return optionalString.superRefine((v, ctx) => {
    if (v === undefined) return;
    const decoded = decodeKeyText(v, rule);
    if (!decoded.ok) ctx.addIssue({ code: "custom", message: decoded.reason });
  });
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Port the app listens on; also the default of APP_URL. */
  PORT: z.coerce.number().int().positive().default(3000),
  /** Public address of this app, used to build webhook and signed-file urls. */
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Where the embedded default keeps everything: PGlite data, files, generated keys. */
  DATA_DIR: z.string().default("./.data"),
  /** postgres://… switches the data layer from embedded PGlite to a real Postgres. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().startsWith("postgres").optional()),
  /** sandbox: fixtures and the sandbox carrier portal; production: real connectors only, SSRF guards. */
  SERVICE_MODE: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Delay of the sandbox carrier portal per request. */
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).default(800),
  /** Base url of the sandbox carrier portal; defaults to the one mounted in this app. */
  SANDBOX_PORTAL_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** An external insurance data service for the dashboard; defaults to the embedded one. */
  SERVICE_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SERVICE_CLIENT_ID: optionalString,
  SERVICE_CLIENT_SECRET: optionalString,
  /** whsec_… secret that signs webhooks from an external service. */
  SERVICE_WEBHOOK_SECRET: optionalString,
  /** base64 32-byte key sealing stored secrets; generated into DATA_DIR when absent. */
  CREDENTIALS_KEY: configuredKey({ minBytes: 32, exact: true }),
  /** Auth.js secret, at least 32 characters; generated into DATA_DIR when absent. */
  AUTH_SECRET: optionalString.refine(
    (v) => v === undefined || Buffer.byteLength(v) >= 32,
    "must be at least 32 characters of random text (openssl rand -base64 32)",
  ),
  /**
   * Reading processes (documents/reader/pool.ts); unset: one per core but one, 1 to 2. `0` reads
   * documents on the app's own event loop instead (tests, debugging), with none of the caps below.
   */
  DOCUMENT_READERS: z.preprocess(emptyToUndefined, z.string().regex(/^\d+$/).optional()),
  /** RSS in MB past which a reading process is killed and its document refused (default 1024). */
  DOCUMENT_READER_MEMORY_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(128).optional()),
  /**
   * Seconds to read one document before it is answered document-invalid (default 30). A slow or
   * shared machine may raise it; the browser tests do, so they never depend on the machine's speed.
   */
  DOCUMENT_DEADLINE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(5).max(600).default(30)),
  /** Set to 0 to run no queue worker inside the app (workers run via `npm run worker`). */
  EMBEDDED_WORKER: z.enum(["0", "1"]).default("1"),
  /** S3-compatible storage for uploaded documents; the local DATA_DIR/files folder when unset. */
  FILES_S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  FILES_S3_BUCKET: optionalString,
  FILES_S3_REGION: z.string().default("us-east-1"),
  FILES_S3_ACCESS_KEY_ID: optionalString,
  FILES_S3_SECRET_ACCESS_KEY: optionalString,
  /** base64 key of at least 32 bytes signing document urls; generated into DATA_DIR when absent. */
  FILES_SIGNING_KEY: configuredKey({ minBytes: 32 }),
  /**
   * Comma-separated origins (http://host:port) document downloads and production webhooks may reach on a
   * private address; everything else must resolve to public addresses. The app's own url needs no entry.
   */
  OUTBOUND_ALLOW_ORIGINS: z
    .preprocess(emptyToUndefined, z.string().optional())
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /**
   * Proxies in front of the app whose X-Forwarded-For is believed: a hop count, or comma-separated
   * addresses/CIDR ranges. Unset: none, so every throttle budget keys on the socket's address.
   */
  TRUST_PROXY: optionalString.transform((v, ctx): TrustProxy => {
    const parsed = parseTrustProxy(v);
    if ("error" in parsed) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed;
  }),
  /** Service requests per second per client before 429 rate-limited (bursts to twice that); 0 disables. */
  RATE_LIMIT_PER_SECOND: z.coerce.number().int().min(0).default(100),
  /**
   * smtp://user:pass@host:587 or smtps://…:465: where outgoing mail (insurance requests) goes. Unset, mail is
   * kept in the dashboard's outbox, which admins read, so the embedded default needs no mail server.
   */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// url" }).optional(),
  ),
  /** The From of outgoing mail; defaults to no-reply at APP_URL's host. */
  MAIL_FROM: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { APP_URL: string; DATA_DIR: string };

let cached: Env | undefined;

/** Validated once; a bad variable stops the process with a message naming it. */
export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  cached = {
    ...e,
    APP_URL: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    DATA_DIR: path.resolve(e.DATA_DIR),
  };
  return cached;
}
