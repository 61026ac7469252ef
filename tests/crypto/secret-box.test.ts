import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createSecretBox, loadOrCreateKey } from "@/lib/service/crypto/secret-box";

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

describe("loadOrCreateKey", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("uses CREDENTIALS_KEY when given", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ck-"));
    const loaded = await loadOrCreateKey({ envKey: key.toString("base64"), dataDir: dir });
    expect(loaded.equals(key)).toBe(true);
    await expect(loadOrCreateKey({ envKey: "c2hvcnQ=", dataDir: dir })).rejects.toThrow(/CREDENTIALS_KEY/);
  });

  it("generates a 0600 key file once and reads it back", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ck-"));
    const dataDir = path.join(dir, "nested");
    const first = await loadOrCreateKey({ dataDir });
    expect(first.length).toBe(32);
    const file = path.join(dataDir, "credentials.key");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await loadOrCreateKey({ dataDir })).equals(first)).toBe(true);
    expect(Buffer.from((await readFile(file, "utf8")).trim(), "base64").equals(first)).toBe(true);
  });

  it("refuses a corrupt key file instead of replacing it", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "ck-"));
    await writeFile(path.join(dir, "credentials.key"), "bm90IGEga2V5");
    await expect(loadOrCreateKey({ dataDir: dir })).rejects.toThrow(/32 bytes/);
  });
});
