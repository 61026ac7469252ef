import "server-only";
import { env } from "@/lib/env";
import { loadOrCreateKeyFile, type KeyFileSpec } from "./key-file";
import { decodeKeyText } from "./key-text";

// Every long-lived key of the app, in one place: given by the operator through the environment, or
// generated once into DATA_DIR. lib/env.ts applies the same rules to the variables, so a weak one stops
// the app at start instead of producing forgeable urls.

export const KEY_FILES = {
  /** AES-256-GCM key sealing stored secrets (carrier credentials, webhook secrets, dashboard secrets). */
  credentials: { file: "credentials.key", minBytes: 32, exact: true, encoding: "base64" },
  /** HMAC key of the expiring document urls. */
  files: { file: "files.key", minBytes: 32, encoding: "base64" },
  /** Auth.js secret for staff session cookies. */
  auth: { file: "auth.secret", minBytes: 32, encoding: "base64url" },
  /** Lets the operator CLI call a running app that owns the embedded database. */
  operator: { file: "operator.key", minBytes: 32, prefix: "opk_", encoding: "base64url" },
} satisfies Record<string, KeyFileSpec>;

const cache = new Map<string, { text: string; bytes: Buffer }>();

function fromEnvOrFile(name: string, value: string | undefined, spec: KeyFileSpec, dataDir: string) {
  if (value) {
    const decoded = decodeKeyText(value, spec);
    if (!decoded.ok) throw new Error(`${name} ${decoded.reason}`);
    return { text: value, bytes: decoded.bytes };
  }
  const at = `${dataDir}/${spec.file}`;
  let key = cache.get(at);
  if (!key) cache.set(at, (key = loadOrCreateKeyFile(dataDir, spec)));
  return key;
}

export function credentialsKey(): Buffer {
  const e = env();
  return fromEnvOrFile("CREDENTIALS_KEY", e.CREDENTIALS_KEY, KEY_FILES.credentials, e.DATA_DIR).bytes;
}

export function fileSigningKey(): Buffer {
  const e = env();
  return fromEnvOrFile("FILES_SIGNING_KEY", e.FILES_SIGNING_KEY, KEY_FILES.files, e.DATA_DIR).bytes;
}

/** Auth.js takes its secret as text: a configured one as given, a generated one as written to its file. */
export function authSecret(): string {
  const e = env();
  if (e.AUTH_SECRET) return e.AUTH_SECRET;
  return fromEnvOrFile("AUTH_SECRET", undefined, KEY_FILES.auth, e.DATA_DIR).text;
}

export function operatorKey(): string {
  return fromEnvOrFile("operator key", undefined, KEY_FILES.operator, env().DATA_DIR).text;
}
