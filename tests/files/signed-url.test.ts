import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkFileSignature, DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";

const key = randomBytes(32);
const id = "3f2b8a6e-1c4d-4e5f-9a0b-123456789abc";
const now = new Date("2026-11-21T12:00:00Z");

function parts(url: string) {
  const u = new URL(url);
  return { expires: u.searchParams.get("expires"), sig: u.searchParams.get("sig") };
}

describe("signed file urls", () => {
  const url = signFileUrl(key, "http://localhost:3000", id, new Date(now.getTime() + DOCUMENT_URL_TTL_MS));

  it("verify within their 24-hour life", () => {
    const { expires, sig } = parts(url);
    expect(url).toContain(`/api/files/${id}?`);
    expect(checkFileSignature(key, id, expires, sig, now)).toBe("ok");
    expect(checkFileSignature(key, id, expires, sig, new Date(now.getTime() + DOCUMENT_URL_TTL_MS - 1000))).toBe("ok");
  });

  it("expire after it", () => {
    const { expires, sig } = parts(url);
    expect(checkFileSignature(key, id, expires, sig, new Date(now.getTime() + DOCUMENT_URL_TTL_MS + 1000))).toBe(
      "expired",
    );
  });

  it("refuse a tampered expiry, id, signature or key", () => {
    const { expires, sig } = parts(url);
    expect(checkFileSignature(key, id, String(Number(expires) + 3600), sig, now)).toBe("invalid");
    expect(checkFileSignature(key, id.replace("3f", "4f"), expires, sig, now)).toBe("invalid");
    expect(checkFileSignature(key, id, expires, sig!.slice(0, -2) + "AA", now)).toBe("invalid");
    expect(checkFileSignature(randomBytes(32), id, expires, sig, now)).toBe("invalid");
    expect(checkFileSignature(key, id, null, sig, now)).toBe("invalid");
    expect(checkFileSignature(key, id, "12x", sig, now)).toBe("invalid");
    expect(checkFileSignature(key, id, expires, "short", now)).toBe("invalid");
  });
});
