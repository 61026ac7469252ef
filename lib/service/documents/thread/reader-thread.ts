import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ProcessOptions, ProcessResult } from "../process";
import { DEFAULT_DEADLINE_MS } from "../text/limits";
import type { ThreadRequest } from "./entry";

// The web process's side of the reading thread: documents are posted to it and answered by id.
// The thread keeps its own deadline; should it hang past that and a grace, it is ended and
// replaced, so a document can never hold the queue or the process.

const GRACE_MS = 15_000;
// Built at run time from the working directory: the bundler must not follow the thread's entry
// (it runs the sources through tsx, outside the bundle).
const ENTRY_SEGMENTS = ["lib", "service", "documents", "thread", "boot.mjs"];
const entry = (): string => path.join(process.cwd(), ...ENTRY_SEGMENTS);

interface Pending {
  resolve: (result: ProcessResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let thread: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(reason: string): void {
  for (const [id, p] of pending) {
    clearTimeout(p.timer);
    p.resolve({ ok: false, errorCode: "default", detail: reason });
    pending.delete(id);
  }
}

function started(): Worker {
  if (thread) return thread;
  // The thread runs the sources with the react-server condition, as the app's server code does.
  const worker = new Worker(entry(), { execArgv: ["--conditions=react-server"] });
  worker.on("message", (m: { id: number; result?: ProcessResult; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.error !== undefined) p.reject(new Error(m.error));
    else p.resolve(m.result!);
    if (!pending.size) worker.unref();
  });
  worker.on("error", (error: Error) => {
    if (thread === worker) thread = null;
    failAll(`reading thread failed: ${error.message}`);
  });
  worker.on("exit", () => {
    if (thread === worker) thread = null;
    failAll("reading thread exited");
  });
  worker.unref();
  thread = worker;
  return worker;
}

function post(worker: Worker, message: ThreadRequest): void {
  worker.postMessage(message);
}

/** Reads a document in the reading thread; the same answer processDocumentBytes gives in-process. */
export function readInThread(bytes: Uint8Array, opts: ProcessOptions): Promise<ProcessResult> {
  const worker = started();
  const id = nextId++;
  const limit = (opts.deadlineMs ?? DEFAULT_DEADLINE_MS) + GRACE_MS;
  return new Promise<ProcessResult>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ ok: false, errorCode: "document-invalid", detail: `no answer within ${limit} ms; thread replaced` });
      if (thread === worker) thread = null;
      void worker.terminate();
    }, limit);
    pending.set(id, { resolve, reject, timer });
    worker.ref();
    // One copy, handed over rather than cloned again: the caller's bytes stay usable.
    const copy = new Uint8Array(bytes);
    worker.postMessage({ type: "read", id, bytes: copy, opts } satisfies ThreadRequest, [copy.buffer]);
  });
}

/** Starts the thread and its OCR workers now rather than on the first document. */
export function warmReaderThread(): void {
  post(started(), { type: "warm" });
}

/** Lets the thread finish its document and stop its OCR workers. */
export async function stopReaderThread(timeoutMs = 5_000): Promise<void> {
  const worker = thread;
  if (!worker) return;
  thread = null;
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  post(worker, { type: "stop" });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  await Promise.race([exited, timeout]);
  await worker.terminate();
}
