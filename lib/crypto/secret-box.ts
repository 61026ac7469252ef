import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const VERSION = "v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = "credentials.key";

export interface SecretBox {
  /** Encrypts any JSON value; `context` (e.g. "client:carrier") binds the ciphertext to where it is stored. */
  seal(value: unknown, context?: string): string;
  /** Throws when the value was tampered with, sealed under another key or another context. */
  open(sealed: string, context?: string): unknown;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`secret box key must be ${KEY_BYTES} bytes, got ${key.length}`);
  // A private copy, so a caller wiping or reusing its buffer cannot change the key under us.
  const k = Buffer.from(key);

  return {
    seal(value, context) {
      const plaintext = Buffer.from(JSON.stringify(value ?? null), "utf8");
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", k, iv);
      if (context !== undefined) cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
    },

    open(sealed, context) {
      if (typeof sealed !== "string" || !sealed.startsWith(VERSION))
        throw new Error("sealed value has an unknown format");
      const raw = Buffer.from(sealed.slice(VERSION.length), "base64");
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error("sealed value is truncated");
      const decipher = createDecipheriv("aes-256-gcm", k, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      if (context !== undefined) decipher.setAAD(Buffer.from(context, "utf8"));
      let plaintext: Buffer;
      try {
        plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        // Node's message ("Unsupported state or unable to authenticate data") says nothing useful to an operator.
        throw new Error("sealed value failed authentication (tampered, or sealed with another key)");
      }
      return JSON.parse(plaintext.toString("utf8"));
    },
  };
}

function decodeKey(base64: string, origin: string): Buffer {
  const key = Buffer.from(base64.trim(), "base64");
  if (key.length !== KEY_BYTES)
    throw new Error(`${origin} must be ${KEY_BYTES} bytes of base64, got ${key.length} bytes`);
  return key;
}

/**
 * The key sealing stored secrets: CREDENTIALS_KEY when the operator gives one, else a key generated once
 * into the data directory so a fresh machine works without setup. Losing that file loses the sealed secrets.
 */
export async function loadOrCreateKey(opts: { envKey?: string; dataDir: string }): Promise<Buffer> {
  if (opts.envKey) return decodeKey(opts.envKey, "CREDENTIALS_KEY");

  const file = path.join(opts.dataDir, KEY_FILE);
  try {
    return decodeKey(await readFile(file, "utf8"), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }

  await mkdir(opts.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // "wx": when two processes start together, the loser reads the winner's key instead of overwriting it.
    await writeFile(file, key.toString("base64") + "\n", { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return decodeKey(await readFile(file, "utf8"), file);
    throw err;
  }
  // The umask may have widened the mode given to writeFile.
  await chmod(file, 0o600);
  return key;
}
