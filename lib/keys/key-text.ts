// How a key is written as text: an optional prefix, then base64 or base64url. Pure, so lib/env.ts can
// refuse a weak configured key at start with the same rule the key files are read with.

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

export interface KeyRule {
  /** `opk_`-style marker in front of the key. */
  prefix?: string;
  /** Fewest decoded bytes accepted; 32 everywhere here (a 256-bit key). */
  minBytes: number;
  /** AES-256 needs exactly its key size; HMAC keys may be longer. */
  exact?: boolean;
}

export type Decoded = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export function decodeKeyText(text: string, rule: KeyRule): Decoded {
  let body = text.trim();
  if (rule.prefix) {
    if (!body.startsWith(rule.prefix)) return { ok: false, reason: `must start with ${rule.prefix}` };
    body = body.slice(rule.prefix.length);
  }
  const want = rule.exact ? `exactly ${rule.minBytes}` : `at least ${rule.minBytes}`;
  const hint = `${want} random bytes in base64 (openssl rand -base64 ${rule.minBytes})`;
  if (!BASE64.test(body)) return { ok: false, reason: `must be ${hint}; it is not base64` };
  const bytes = Buffer.from(body, "base64");
  const short = bytes.length < rule.minBytes || (rule.exact && bytes.length !== rule.minBytes);
  if (short) return { ok: false, reason: `must be ${hint}; it decodes to ${bytes.length} bytes` };
  return { ok: true, bytes };
}

export function encodeKeyText(bytes: Buffer, rule: KeyRule, encoding: "base64" | "base64url"): string {
  return (rule.prefix ?? "") + bytes.toString(encoding);
}
