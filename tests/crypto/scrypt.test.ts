import { describe, expect, it } from "vitest";
import { hashSecret, verifySecret } from "@/lib/crypto/scrypt";
import { randomToken } from "@/lib/keys/random-token";

describe("hashSecret / verifySecret", () => {
  it("stores scrypt parameters, salt and hash, salted per call", async () => {
    const a = await hashSecret("sk_live_123");
    const b = await hashSecret("sk_live_123");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
  });

  it("accepts the right secret and rejects a wrong one", async () => {
    const stored = await hashSecret("sk_live_123");
    expect(await verifySecret("sk_live_123", stored)).toBe(true);
    expect(await verifySecret("sk_live_124", stored)).toBe(false);
    expect(await verifySecret("", stored)).toBe(false);
  });

  it("derives to the stored length, so a shorter stored hash is just a mismatch", async () => {
    const stored = await hashSecret("s");
    const parts = stored.split("$");
    const shortened = [...parts.slice(0, 5), Buffer.from(parts[5], "base64").subarray(0, 16).toString("base64")].join(
      "$",
    );
    // The first 16 bytes of scrypt's output are a prefix of the longer output: still the same secret.
    expect(await verifySecret("s", shortened)).toBe(true);
    expect(await verifySecret("t", shortened)).toBe(false);
  });

  it.each([
    "",
    "plain-text-secret",
    "bcrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==",
    "scrypt$16000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==",
    "scrypt$1073741824$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==",
    "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$",
    "scrypt$16384$8$1$!!$AAAAAAAAAAAAAAAAAAAAAA==",
    "scrypt$16384$8$1$AAAA$AAAA",
  ])("returns false for malformed stored value %j", async (stored) => {
    expect(await verifySecret("anything", stored)).toBe(false);
  });
});

describe("randomToken", () => {
  it("prefixes base64url randomness", () => {
    expect(randomToken("sk", 32)).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(randomToken("whsec_")).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(randomToken("x")).not.toBe(randomToken("x"));
  });
});
