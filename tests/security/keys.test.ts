// Issue 11, item 11: one module for every generated key. Copies of the app starting together on a fresh
// DATA_DIR must agree on each key (today's check-then-write lets each keep its own, so one signs file urls
// the other refuses), key files are 0600, and a short configured key stops the app at start.
import { execFile } from "node:child_process";
import { scrypt } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { verifySecret } from "@/lib/crypto/scrypt";
import { loadOrCreateKeyFile } from "@/lib/keys/key-file";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "cc-keys-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function startChild(dataDir: string, startAt: number, extraEnv: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, START_AT: String(startAt), ...extraEnv };
  for (const k of ["AUTH_SECRET", "FILES_SIGNING_KEY", "CREDENTIALS_KEY"]) if (!(k in extraEnv)) delete env[k];
  return run(tsx, ["--conditions=react-server", "tests/security/support/print-keys.ts"], { cwd: root, env });
}

describe("generated keys", () => {
  it("two processes racing on a fresh DATA_DIR end with the same keys, written once, mode 0600", async () => {
    // Several rounds: each is a fresh directory and a fresh race.
    for (let round = 0; round < 3; round++) {
      const dataDir = path.join(freshDir(), "data");
      const startAt = Date.now() + 4_000;
      const outs = await Promise.all([0, 1].map(() => startChild(dataDir, startAt)));
      const keys = outs.map((o) => JSON.parse(o.stdout));
      for (const k of keys) expect(k).toEqual(keys[0]);

      const onDisk = (f: string) => readFileSync(path.join(dataDir, f), "utf8").trim();
      expect(onDisk("auth.secret")).toBe(keys[0].auth);
      expect(onDisk("files.key")).toBe(keys[0].files);
      expect(onDisk("credentials.key")).toBe(keys[0].credentials);
      expect(onDisk("operator.key")).toBe(keys[0].operator);
      expect(readdirSync(dataDir).sort()).toEqual(["auth.secret", "credentials.key", "files.key", "operator.key"]);
      for (const f of ["auth.secret", "files.key", "credentials.key", "operator.key"])
        expect(statSync(path.join(dataDir, f)).mode & 0o777).toBe(0o600);
    }
  }, 90_000);

  it("refuses a short FILES_SIGNING_KEY at start, naming it", async () => {
    const err = await startChild(freshDir(), 0, { FILES_SIGNING_KEY: "x" }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(String(err.stderr)).toMatch(
      /FILES_SIGNING_KEY: must be at least 32 random bytes in base64.*decodes to 0 bytes/,
    );
  }, 30_000);

  it("refuses configured keys that decode short, and a short AUTH_SECRET", async () => {
    const twentyBytes = Buffer.alloc(20, 1).toString("base64");
    for (const [name, value, reason] of [
      ["FILES_SIGNING_KEY", twentyBytes, /decodes to 20 bytes/],
      ["CREDENTIALS_KEY", Buffer.alloc(48, 1).toString("base64"), /exactly 32 random bytes.*decodes to 48 bytes/],
      ["FILES_SIGNING_KEY", "not base64!".repeat(5), /not base64/],
      ["AUTH_SECRET", "short", /AUTH_SECRET: must be at least 32 characters/],
    ] as const) {
      const err = await startChild(freshDir(), 0, { [name]: value }).catch((e) => e);
      expect(String(err.stderr)).toMatch(new RegExp(`${name}: `));
      expect(String(err.stderr)).toMatch(reason);
    }
    const good = await startChild(freshDir(), 0, { FILES_SIGNING_KEY: Buffer.alloc(32, 9).toString("base64") });
    expect(JSON.parse(good.stdout).files).toBe(Buffer.alloc(32, 9).toString("base64"));
  }, 60_000);

  it("never replaces a damaged key file, and tightens a readable one to 0600", () => {
    const dir = freshDir();
    const spec = { file: "files.key", minBytes: 32, encoding: "base64" } as const;
    writeFileSync(path.join(dir, "files.key"), "bm90IGEga2V5\n");
    expect(() => loadOrCreateKeyFile(dir, spec)).toThrow(/files\.key must be at least 32 random bytes/);
    expect(readFileSync(path.join(dir, "files.key"), "utf8")).toBe("bm90IGEga2V5\n");

    const key = Buffer.alloc(32, 3).toString("base64");
    writeFileSync(path.join(dir, "files.key"), key + "\n", { mode: 0o644 });
    expect(loadOrCreateKeyFile(dir, spec).text).toBe(key);
    expect(statSync(path.join(dir, "files.key")).mode & 0o777).toBe(0o600);
  });
});

describe("one scrypt for passwords and client secrets", () => {
  // The former lib/auth/password.ts: NFKC, 16-byte salt, 32-byte key, same text format.
  const oldPasswordHash = async (password: string) => {
    const salt = Buffer.alloc(16, 5);
    const key = await promisify(scrypt)(password.normalize("NFKC"), salt, 32);
    return `scrypt$16384$8$1$${salt.toString("base64")}$${(key as Buffer).toString("base64")}`;
  };

  it("still verifies staff password hashes stored before the merge, NFKC included", async () => {
    const stored = await oldPasswordHash("ﬁne Paſsword ①");
    expect(await verifySecret("ﬁne Paſsword ①", stored)).toBe(true);
    expect(await verifySecret("fine Password 1", stored)).toBe(true);
    expect(await verifySecret("fine password", stored)).toBe(false);
  });
});
