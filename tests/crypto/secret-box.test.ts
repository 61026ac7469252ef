import { describe, expect, it } from "vitest";
import { createSecretBox } from "@/lib/crypto/secret-box";

const key = Buffer.alloc(32, 7);

describe("secret box", () => {
  const box = createSecretBox(key);

  it("round-trips JSON values, with a fresh IV each time", () => {
    const value = { username: "Acme Lending LLC", password: "s3cr3t ✓" };
    const a = box.seal(value);
    const b = box.seal(value);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    expect(a).not.toBe(b);
    expect(box.open(a)).toEqual(value);
    expect(box.open(box.seal("whsec_abc"))).toBe("whsec_abc");
  });

  it("detects tampering, a wrong key and a wrong context", () => {
    const sealed = box.seal({ password: "x" }, "cli_1:car_state-farm");
    const raw = Buffer.from(sealed.slice(3), "base64");
    raw[raw.length - 1] ^= 1;
    expect(() => box.open("v1:" + raw.toString("base64"), "cli_1:car_state-farm")).toThrow(/authentication/);
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed, "cli_1:car_state-farm")).toThrow(/authentication/);
    expect(() => box.open(sealed, "cli_2:car_state-farm")).toThrow(/authentication/);
    expect(box.open(sealed, "cli_1:car_state-farm")).toEqual({ password: "x" });
  });

  it("rejects malformed values and keys", () => {
    expect(() => box.open("v2:abc")).toThrow(/format/);
    expect(() => box.open("v1:AAAA")).toThrow(/truncated/);
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});
