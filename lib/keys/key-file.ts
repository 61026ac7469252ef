import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decodeKeyText, encodeKeyText, type KeyRule } from "./key-text";

export interface KeyFileSpec extends KeyRule {
  /** File name inside the data directory. */
  file: string;
  encoding: "base64" | "base64url";
}

// Without hard links, a loser of the creation race may open the file between the winner's create and
// its one small write.
const SETTLE_MS = 5_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readKeyFile(file: string, spec: KeyFileSpec): { text: string; bytes: Buffer } | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  const decoded = decodeKeyText(text, spec);
  if (!decoded.ok) throw new Error(`${file} ${decoded.reason}: restore it from a backup, or delete it to start over`);
  // Files written by older versions, or copied in by hand, may be readable by others.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return { text, bytes: decoded.bytes };
}

/**
 * The key kept in `dataDir/spec.file`, generated on first use. Created exclusively: the key is written
 * to a private temporary file (`wx`), then published under its name with link(), which fails when the
 * name exists. When two processes start together on a fresh data directory exactly one key is published,
 * complete, and the loser reads the winner's. A malformed file is an error, never replaced: replacing it
 * would orphan everything sealed or signed under the old key.
 */
export function loadOrCreateKeyFile(dataDir: string, spec: KeyFileSpec): { text: string; bytes: Buffer } {
  const file = path.join(dataDir, spec.file);
  const existing = readOrAwaitKeyFile(file, spec);
  if (existing) return existing;

  mkdirSync(dataDir, { recursive: true });
  const bytes = randomBytes(spec.minBytes);
  const text = encodeKeyText(bytes, spec, spec.encoding);
  const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temp, text + "\n", { mode: 0o600, flag: "wx" });
  // The umask can only narrow the mode, but a wider default ACL could widen it.
  chmodSync(temp, 0o600);
  try {
    linkSync(temp, file);
    return { text, bytes };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return readKeyFile(file, spec)!;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw err;
    // No hard links on this filesystem: create the name itself exclusively, and let a loser wait out the
    // winner's single small write.
    return createDirectly(file, spec, text, bytes);
  } finally {
    rmSync(temp, { force: true });
  }
}

function createDirectly(file: string, spec: KeyFileSpec, text: string, bytes: Buffer) {
  try {
    writeFileSync(file, text + "\n", { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    return { text, bytes };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return readOrAwaitKeyFile(file, spec)!;
}

/** The key file, waiting while it is empty: only a process creating it without hard links leaves it so. */
function readOrAwaitKeyFile(file: string, spec: KeyFileSpec): { text: string; bytes: Buffer } | null {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    try {
      return readKeyFile(file, spec);
    } catch (err) {
      if (Date.now() > deadline || statSync(file, { throwIfNoEntry: false })?.size !== 0) throw err;
    }
    sleep(20);
  }
}
