import { createHmac, timingSafeEqual } from "node:crypto";

// Signed, expiring file urls: the service downloads documents through these (seed: a url that
// expires after 24 hours is recommended). The signature covers the id and the expiry.

export const DOCUMENT_URL_TTL_MS = 24 * 3600 * 1000;

const mac = (key: Buffer, id: string, expires: number) =>
  createHmac("sha256", key).update(`${id}.${expires}`).digest("base64url");

export function signFileUrl(key: Buffer, baseUrl: string, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${baseUrl}/api/files/${encodeURIComponent(id)}?expires=${expires}&sig=${mac(key, id, expires)}`;
}

export type SignatureCheck = "ok" | "expired" | "invalid";

export function checkFileSignature(
  key: Buffer,
  id: string,
  expiresParam: string | null,
  sig: string | null,
  now: Date,
): SignatureCheck {
  if (!expiresParam || !sig || !/^\d+$/.test(expiresParam)) return "invalid";
  const expected = Buffer.from(mac(key, id, Number(expiresParam)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expiresParam) * 1000 < now.getTime() ? "expired" : "ok";
}
