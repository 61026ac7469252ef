import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ProcessOptions, ProcessResult } from "../process";
import { DEFAULT_DEADLINE_MS } from "../text/limits";
import type { ReaderReply, ReaderRequest } from "./child";

// Documents are read in child processes with hard limits: each reader is forked with a
// V8 heap cap and watched for RSS by this process (pdf.js's buffers live outside the V8 heap, so
// the RSS watch is the real guard), and killed and replaced when a document takes it past its
// memory cap or past its deadline, counted from when that reader started the document. The
// document is then answered document-invalid (memory) or default (deadline) without touching
// any other document, and its SHA-256 is remembered so the same bytes are refused at once
// instead of being read again. Documents wait in one queue per client and are handed out
// round-robin across clients: one client's slow scans never starve another's text PDF.

/** Options a document is read with, and who sent it: `clientId` decides whose turn it is. */
export type ReadOptions = ProcessOptions & { clientId?: string };

type Failure = Extract<ProcessResult, { ok: false }>;
/** A page preview drawn by a reader: the PNG (null: no such page), or why it could not be drawn. */
export type RenderResult = { ok: true; png: Uint8Array | null } | Failure;

/** A page preview's deadline: a page a person waits for, far shorter than a whole document's. */
export const RENDER_DEADLINE_MS = 10_000;
/** How much lower than the app the readers run (nice value, 0–19). */
const READER_NICENESS = 10;

export interface ReaderPoolOptions {
  /** Reading processes (default: one per core but one, at least 1, at most 2). */
  size?: number;
  /** The built reader (default: see readerEntry). */
  entry?: string;
  /** RSS a reader may reach before it is killed, in MB. */
  rssCapMb?: number;
  /** The reader's V8 heap cap (--max-old-space-size), in MB. */
  heapCapMb?: number;
  /** How long past a document's own deadline its reader is given before it is killed. */
  graceMs?: number;
  /** How often each reader's RSS is read. */
  pollMs?: number;
  /** OCR workers inside each reader (default: the cores shared among the readers). */
  ocrWorkers?: number;
  /** Called when a document is answered (benchmarks and tests read the numbers). */
  onSettled?: (info: SettledInfo) => void;
}

export interface SettledInfo {
  sha256: string;
  clientId: string;
  result: ProcessResult;
  /** Time in the queue before a reader took it. */
  waitedMs: number;
  /** Time from a reader taking it to its answer (0 when refused as poison). */
  readMs: number;
  /** The reader's highest RSS seen while it read this document. */
  peakRssMb: number;
  /** Why the reader was killed, if it was. */
  killed?: "memory" | "deadline" | "crash";
}

interface Job {
  id: number;
  bytes: Uint8Array;
  opts: ProcessOptions;
  /** Set for a page preview: the page to draw, instead of reading the document. */
  render?: { page: number };
  deadlineMs: number;
  clientId: string;
  sha256: string;
  /** Under which key a kill or refusal is remembered (the hash; prefixed for previews). */
  poisonKey: string;
  queuedAt: number;
  resolve: (result: ProcessResult | RenderResult) => void;
}

interface Reader {
  child: ChildProcess;
  job: Job | null;
  startedAt: number;
  peakRss: number;
  timer: NodeJS.Timeout | null;
  killed?: "memory" | "deadline" | "crash";
  exited: Promise<void>;
}

interface Poison {
  errorCode: "document-invalid" | "default";
  detail: string;
  strikes: number;
}

const MB = 1024 * 1024;
/** A deadline kill may be bad luck on a loaded machine: the bytes are refused after the second. */
const DEADLINE_STRIKES = 2;
/** Time a reader has to take a document it was sent (starting up, finishing a warm-up). */
const START_ALLOWANCE_MS = 30_000;
/** Clients whose last turn is remembered; one forgotten counts as never served. */
const CLIENTS_REMEMBERED = 10_000;
/** Hashes remembered; the oldest is forgotten past this. */
const POISON_LIMIT = 10_000;

/**
 * Where the built reader is: DOCUMENT_READER_ENTRY, or .next-reader/reader.mjs under the working
 * directory. The working directory because this module runs inside the Next.js server bundle,
 * where Turbopack rewrites require.resolve and import.meta.url does not name a file of the
 * install; `next start`, `npm start` and `npm run worker` all run from the app's root, as the
 * OCR language data and the data directory already assume.
 */
export function readerEntry(): string {
  return process.env.DOCUMENT_READER_ENTRY || path.join(process.cwd(), ".next-reader", "reader.mjs");
}

const cores = (): number => os.availableParallelism?.() ?? os.cpus().length;

export function defaultReaderCount(): number {
  return Math.max(1, Math.min(2, cores() - 1));
}

/** Resident memory of a process in bytes, from /proc (Linux); undefined elsewhere. */
function rssOf(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "latin1");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return kb ? Number(kb[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export class ReaderPool {
  readonly size: number;
  readonly rssCap: number;
  private readonly heapCapMb: number;
  private readonly graceMs: number;
  private readonly ocrWorkers: number;
  private readonly entry: string;
  private readonly readers: Reader[] = [];
  /** Waiting documents per client, and when each client last had a turn. */
  private readonly queues = new Map<string, Job[]>();
  private readonly served = new Map<string, number>();
  private turn = 0;
  private readonly poison = new Map<string, Poison>();
  private readonly monitor: NodeJS.Timeout;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ReaderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultReaderCount());
    this.rssCap = (options.rssCapMb ?? 1024) * MB;
    this.heapCapMb = options.heapCapMb ?? 512;
    this.graceMs = options.graceMs ?? 5_000;
    this.entry = options.entry ?? readerEntry();
    this.ocrWorkers = options.ocrWorkers ?? Math.max(1, Math.min(2, Math.floor(cores() / this.size)));
    this.monitor = setInterval(() => this.watch(), options.pollMs ?? 50);
    this.monitor.unref();
  }

  /** Page previews drawn by a reader since the pool started (tests count cache misses with it). */
  rendersStarted = 0;

  /** Reads a document in a reader; the same answer processDocumentBytes gives, or the reader's limit's. */
  read(bytes: Uint8Array, opts: ReadOptions): Promise<ProcessResult> {
    const { clientId = "", ...processOpts } = opts;
    return this.enqueue(
      bytes,
      clientId,
      processOpts,
      processOpts.deadlineMs ?? DEFAULT_DEADLINE_MS,
    ) as Promise<ProcessResult>;
  }

  /**
   * Draws one page (1-based) of a PDF as a PNG in a reader, under the same memory cap, deadline, poison
   * memory and turn-taking as reading; `clientId` is whoever asks (previews take turns with documents).
   */
  render(
    bytes: Uint8Array,
    page: number,
    clientId = "previews",
    deadlineMs = RENDER_DEADLINE_MS,
  ): Promise<RenderResult> {
    const opts = { policyType: "auto", name: "preview", deadlineMs } as ProcessOptions;
    return this.enqueue(bytes, clientId, opts, deadlineMs, { page }) as Promise<RenderResult>;
  }

  private enqueue(
    bytes: Uint8Array,
    clientId: string,
    processOpts: ProcessOptions,
    deadlineMs: number,
    render?: Job["render"],
  ): Promise<ProcessResult | RenderResult> {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    // Previews keep their own record: a page that cannot be drawn says nothing of reading the text.
    const poisonKey = render ? `render:${sha256}` : sha256;
    const known = this.poison.get(poisonKey);
    if (known && (known.errorCode === "document-invalid" || known.strikes >= DEADLINE_STRIKES)) {
      const result: Failure = { ok: false, errorCode: known.errorCode, detail: `refused again: ${known.detail}` };
      if (!render) this.options.onSettled?.({ sha256, clientId, result, waitedMs: 0, readMs: 0, peakRssMb: 0 });
      return Promise.resolve(result);
    }
    if (this.closed) return Promise.resolve({ ok: false, errorCode: "default", detail: "the reader pool is stopped" });
    if (render) this.rendersStarted += 1;
    return new Promise<ProcessResult | RenderResult>((resolve) => {
      const job: Job = {
        id: this.nextId++,
        bytes,
        opts: processOpts,
        render,
        deadlineMs,
        clientId,
        sha256,
        poisonKey,
        queuedAt: performance.now(),
        resolve,
      };
      const queue = this.queues.get(clientId);
      if (queue) queue.push(job);
      else this.queues.set(clientId, [job]);
      this.dispatch();
    });
  }

  /** Starts every reader and its OCR workers now rather than on the first document. */
  warm(): void {
    while (this.readers.length < this.size) this.post(this.spawn(), { type: "warm" });
  }

  /** Documents waiting for a reader. */
  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  /** Lets the readers finish their documents (up to `timeoutMs`), then ends them. */
  async stop(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    clearInterval(this.monitor);
    for (const queue of this.queues.values())
      for (const job of queue.splice(0))
        job.resolve({ ok: false, errorCode: "default", detail: "the app is stopping" });
    const readers = this.readers.splice(0);
    for (const reader of readers) this.post(reader, { type: "stop" });
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
    await Promise.race([Promise.all(readers.map((r) => r.exited)), timeout]);
    for (const reader of readers) {
      if (reader.child.exitCode === null && reader.child.signalCode === null) reader.child.kill("SIGKILL");
      await reader.exited;
    }
  }

  private spawn(): Reader {
    if (!existsSync(this.entry))
      throw new Error(`the document reader is not built (${this.entry}): run npm run build or npm run build:reader`);
    const child = fork(this.entry, [], {
      execArgv: [`--max-old-space-size=${this.heapCapMb}`],
      env: { ...process.env, OCR_WORKERS: String(this.ocrWorkers) },
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // Reading is batch work: on a small machine the web process must win the CPU, or every API
    // request waits behind an OCR page.
    if (child.pid) {
      try {
        os.setPriority(child.pid, READER_NICENESS);
      } catch {
        // Not permitted here (some containers): the readers run at the app's priority.
      }
    }
    let exited!: () => void;
    const reader: Reader = {
      child,
      job: null,
      startedAt: 0,
      peakRss: 0,
      timer: null,
      exited: new Promise<void>((resolve) => (exited = resolve)),
    };
    child.on("message", (reply: ReaderReply) => this.onReply(reader, reply));
    child.on("error", () => {
      reader.killed ??= "crash";
      child.kill("SIGKILL");
    });
    child.on("exit", (code, signal) => {
      exited();
      this.onExit(reader, code, signal);
    });
    this.readers.push(reader);
    this.idle(reader);
    return reader;
  }

  private post(reader: Reader, message: ReaderRequest): void {
    if (reader.child.connected) reader.child.send(message);
  }

  /** An idle reader does not keep the parent alive. */
  private idle(reader: Reader): void {
    reader.child.unref();
    (reader.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private busy(reader: Reader): void {
    reader.child.ref();
    (reader.child.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  /**
   * The next document in turn: the oldest waiting document of the client served longest ago (a
   * client never served first), so a client with many documents takes every other turn at most.
   */
  private nextJob(): Job | undefined {
    let pick: string | undefined;
    let pickServed = Infinity;
    for (const clientId of this.queues.keys()) {
      const served = this.served.get(clientId) ?? -1;
      if (served < pickServed) {
        pick = clientId;
        pickServed = served;
      }
    }
    if (pick === undefined) return undefined;
    const queue = this.queues.get(pick)!;
    const job = queue.shift()!;
    if (!queue.length) this.queues.delete(pick);
    this.served.delete(pick);
    this.served.set(pick, this.turn++);
    if (this.served.size > CLIENTS_REMEMBERED) this.served.delete(this.served.keys().next().value!);
    return job;
  }

  private dispatch(): void {
    if (this.closed) return;
    while (this.waiting) {
      let reader = this.readers.find((r) => !r.job && !r.killed && r.child.connected);
      if (!reader) {
        if (this.readers.length >= this.size) return;
        try {
          reader = this.spawn();
        } catch (error) {
          for (let job = this.nextJob(); job; job = this.nextJob())
            job.resolve({ ok: false, errorCode: "default", detail: (error as Error).message });
          return;
        }
      }
      this.start(reader, this.nextJob()!);
    }
  }

  private start(reader: Reader, job: Job): void {
    reader.job = job;
    reader.startedAt = performance.now();
    reader.peakRss = rssOf(reader.child.pid!) ?? 0;
    this.busy(reader);
    // The deadline counts from when the reader starts the document (its "started"), not from when
    // the document was queued; this first timer only bounds a reader that never gets to it
    // (a new reader loads its modules and OCR workers first).
    this.arm(reader, job, START_ALLOWANCE_MS);
    const { bytes, ...rest } = job;
    if (rest.render) this.post(reader, { type: "render", id: rest.id, bytes, page: rest.render.page });
    else this.post(reader, { type: "read", id: rest.id, bytes, opts: rest.opts });
    job.bytes = new Uint8Array(0);
  }

  private arm(reader: Reader, job: Job, allowance = 0): void {
    if (reader.timer) clearTimeout(reader.timer);
    const limit = job.deadlineMs + this.graceMs + allowance;
    reader.timer = setTimeout(() => this.kill(reader, "deadline"), limit);
  }

  private onReply(reader: Reader, reply: ReaderReply): void {
    if (reply.type === "ready") return;
    const job = reader.job;
    if (!job || job.id !== reply.id || reader.killed) return;
    if (reply.type === "started") {
      reader.startedAt = performance.now();
      this.arm(reader, job);
      return;
    }
    // A page that cannot be drawn (its streams over the inflation caps, a structure pdf.js rejects)
    // fails the same way every time: its bytes are refused at once from then on.
    if (reply.type === "failed" && job.render) this.remember(job.poisonKey, "document-invalid", reply.error);
    const result: ProcessResult | RenderResult =
      reply.type === "done"
        ? reply.result
        : reply.type === "rendered"
          ? { ok: true, png: reply.png }
          : { ok: false, errorCode: job.render ? "document-invalid" : "default", detail: reply.error };
    this.settle(reader, job, result);
    this.idle(reader);
    this.dispatch();
  }

  private settle(reader: Reader, job: Job, result: ProcessResult | RenderResult, killed?: Reader["killed"]): void {
    if (reader.timer) clearTimeout(reader.timer);
    reader.timer = null;
    reader.job = null;
    const now = performance.now();
    job.resolve(result);
    if (job.render) return;
    this.options.onSettled?.({
      sha256: job.sha256,
      clientId: job.clientId,
      result: result as ProcessResult,
      waitedMs: reader.startedAt - job.queuedAt,
      readMs: now - reader.startedAt,
      peakRssMb: Math.round(reader.peakRss / MB),
      killed,
    });
  }

  private watch(): void {
    for (const reader of this.readers) {
      if (reader.killed || !reader.child.pid) continue;
      const rss = rssOf(reader.child.pid);
      if (rss === undefined) continue;
      reader.peakRss = Math.max(reader.peakRss, rss);
      if (rss > this.rssCap) this.kill(reader, "memory");
    }
  }

  private kill(reader: Reader, why: "memory" | "deadline"): void {
    if (reader.killed) return;
    reader.killed = why;
    reader.child.kill("SIGKILL");
  }

  private onExit(reader: Reader, code: number | null, signal: NodeJS.Signals | null): void {
    const at = this.readers.indexOf(reader);
    if (at >= 0) this.readers.splice(at, 1);
    const job = reader.job;
    if (job && this.closed)
      this.settle(reader, job, { ok: false, errorCode: "default", detail: "the app is stopping" });
    else if (job) {
      // A reader that died on its own while reading ran out of heap (V8 aborts) or crashed in a
      // native decoder: the document's doing either way.
      const why = reader.killed ?? "crash";
      const seconds = ((performance.now() - reader.startedAt) / 1000).toFixed(1);
      const detail =
        why === "memory"
          ? `the reader passed its ${Math.round(this.rssCap / MB)} MB memory cap after ${seconds} s and was replaced`
          : why === "deadline"
            ? `the reader gave no answer within ${seconds} s and was replaced`
            : `the reader ended (${signal ?? `exit ${code}`}) after ${seconds} s and was replaced`;
      const errorCode = why === "deadline" ? "default" : "document-invalid";
      this.remember(job.poisonKey, errorCode, detail);
      this.settle(reader, job, { ok: false, errorCode, detail }, why);
    }
    if (reader.timer) clearTimeout(reader.timer);
    this.dispatch();
  }

  private remember(key: string, errorCode: Poison["errorCode"], detail: string): void {
    const known = this.poison.get(key);
    this.poison.delete(key);
    this.poison.set(key, { errorCode, detail, strikes: (known?.strikes ?? 0) + 1 });
    if (this.poison.size > POISON_LIMIT) this.poison.delete(this.poison.keys().next().value!);
  }
}

const holder = globalThis as unknown as { __covercheckReaders?: ReaderPool };

/** The process's reader pool, created on first use with the environment's limits. */
export function readerPool(): ReaderPool {
  holder.__covercheckReaders ??= new ReaderPool({
    size: Number(process.env.DOCUMENT_READERS) || undefined,
    rssCapMb: Number(process.env.DOCUMENT_READER_MEMORY_MB) || undefined,
  });
  return holder.__covercheckReaders;
}

/** Reads a document in the process's reader pool. */
export function readInReader(bytes: Uint8Array, opts: ReadOptions): Promise<ProcessResult> {
  return readerPool().read(bytes, opts);
}

/** Draws a page preview in the process's reader pool. */
export function renderInReader(bytes: Uint8Array, page: number): Promise<RenderResult> {
  return readerPool().render(bytes, page);
}

/** Starts the readers now rather than on the first document. */
export function warmReaders(): void {
  try {
    readerPool().warm();
  } catch {
    // Not built: the first document answers with the reason.
  }
}

/** Lets the readers finish their documents and ends them. */
export async function stopReaders(timeoutMs = 5_000): Promise<void> {
  const pool = holder.__covercheckReaders;
  holder.__covercheckReaders = undefined;
  await pool?.stop(timeoutMs);
}
