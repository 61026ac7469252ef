import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1:";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** Encrypts any JSON value; `context` (e.g. "client:carrier") binds the ciphertext to where it is stored. */
  seal(value: unknown, context?: string): string;
  /** Throws when the value was tampered with, sealed under another key or another context. */
  open(sealed: string, context?: string): unknown;
}

/** True for text in the format `seal` writes (not proof that it opens). */
export const isSealedText = (value: unknown): value is string => typeof value === "string" && value.startsWith(VERSION);

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
