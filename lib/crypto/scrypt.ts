import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
// Bounds on parameters read back from storage, so a corrupted row cannot make verification allocate gigabytes.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_HASH_BYTES = 128;

/**
 * Longest secret hashed or verified: a longer one is refused without hashing, so a megabyte
 * password cannot make NFKC and scrypt's first pass do megabytes of work.
 */
export const MAX_SECRET_LENGTH = 1024;
/** Hashes running at once; more wait, so a flood of sign-ins cannot fill libuv's four threads. */
const MAX_RUNNING = 2;
/** Hashes waiting at most; beyond it a caller is told to come back rather than queued. */
const MAX_WAITING = 64;

/** Too many hashes already waiting: the caller answers "try again shortly" without hashing. */
export class HashBusyError extends Error {
  constructor() {
    super("Too many password checks are running; try again shortly.");
  }
}

let running = 0;
let typicalMs = 50;
let timedHashes = 0;
let hashesStarted = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new HashBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  hashesStarted += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Waits about as long as one verification takes, using no CPU: a check that needs no hash (an
 * unknown account or client) answers no sooner than one that does, so timing does not tell them apart.
 */
export function waitLikeAHash(): Promise<void> {
  const ms = typicalMs * (0.8 + Math.random() * 0.4);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Hashes running and waiting now, and started since the process began: for tests and the benchmark. */
export const hashLoad = () => ({ running, waiting: waiting.length, started: hashesStarted });

// One scrypt for staff passwords and service client secrets. NFKC, so a password typed with another
// keyboard's form of the same characters still matches; generated client secrets are ASCII, unchanged by it.
function scrypt(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        scryptCallback(secret.normalize("NFKC"), salt, keylen, options, (err, key) => {
          // Only the default parameters' runs, timed from when a slot was free, set the typical time:
          // the mean of the first ten, then a moving average, so the wait matches real hashes from the
          // first sign-in after a start instead of creeping up from a guess over dozens of them.
          if (options.N === N) {
            const weight = Math.max(0.1, 1 / ++timedHashes);
            typicalMs = Math.min(500, (1 - weight) * typicalMs + weight * (performance.now() - started));
          }
          return err ? reject(err) : resolve(key);
        });
      }),
  );
}

function options(n: number, r: number, p: number): ScryptOptions {
  // Node's default maxmem (32 MiB) is just enough for the defaults; larger stored parameters need more.
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

/** `scrypt$N$r$p$saltB64$hashB64` */
export async function hashSecret(secret: string): Promise<string> {
  if (secret.length > MAX_SECRET_LENGTH) throw new RangeError(`A secret is at most ${MAX_SECRET_LENGTH} characters.`);
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(secret, salt, HASH_BYTES, options(N, R, P));
  return ["scrypt", N, R, P, salt.toString("base64"), hash.toString("base64")].join("$");
}

interface Parsed {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function parse(stored: string): Parsed | null {
  const parts = typeof stored === "string" ? stored.split("$") : [];
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [n, r, p] = parts.slice(1, 4).map((s) => (/^\d+$/.test(s) ? Number(s) : NaN));
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  if (!BASE64.test(parts[4]) || !BASE64.test(parts[5])) return null;
  const salt = Buffer.from(parts[4], "base64");
  const hash = Buffer.from(parts[5], "base64");
  if (salt.length === 0 || hash.length < 16 || hash.length > MAX_HASH_BYTES) return null;
  return { n, r, p, salt, hash };
}

/**
 * Constant work whatever `stored` holds: a malformed value still costs one scrypt run, and the derived key
 * always has the stored hash's length, so neither the answer time nor an exception reveals why it failed.
 * A secret over MAX_SECRET_LENGTH is wrong without any hashing: no stored one can be that long.
 */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  if (typeof secret === "string" && secret.length > MAX_SECRET_LENGTH) return false;
  const parsed = parse(stored);
  const target = parsed ?? { n: N, r: R, p: P, salt: Buffer.alloc(SALT_BYTES), hash: Buffer.alloc(HASH_BYTES) };
  const derived = await scrypt(
    typeof secret === "string" ? secret : "",
    target.salt,
    target.hash.length,
    options(target.n, target.r, target.p),
  );
  const equal = timingSafeEqual(derived, target.hash);
  return parsed !== null && equal;
}
