import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { decodeKeyText, encodeKeyText, type KeyRule } from "./key-text";

export interface KeyFileSpec extends KeyRule {
  /** File name inside the data directory. */
  file: string;
  encoding: "base64" | "base64url";
}

// A loser of the creation race may open the file between the winner's create and its one small write.
const SETTLE_MS = 2_000;
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
 * The key kept in `dataDir/spec.file`, generated on first use. Created with `wx` (exclusive): when two
 * processes start together on a fresh data directory exactly one file is written and the loser reads the
 * winner's key, so both sign and seal with the same one. A malformed file is an error, never replaced:
 * replacing it would orphan everything sealed or signed under the old key.
 */
export function loadOrCreateKeyFile(dataDir: string, spec: KeyFileSpec): { text: string; bytes: Buffer } {
  const file = path.join(dataDir, spec.file);
  const existing = readKeyFile(file, spec);
  if (existing) return existing;

  mkdirSync(dataDir, { recursive: true });
  const bytes = randomBytes(spec.minBytes);
  const text = encodeKeyText(bytes, spec, spec.encoding);
  try {
    writeFileSync(file, text + "\n", { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return readWinner(file, spec);
  }
  // The umask can only narrow the mode, but a wider default ACL could widen it.
  chmodSync(file, 0o600);
  return { text, bytes };
}

function readWinner(file: string, spec: KeyFileSpec): { text: string; bytes: Buffer } {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    try {
      const read = readKeyFile(file, spec);
      if (read) return read;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error(`${file} vanished while another process was creating it`);
    sleep(20);
  }
}
