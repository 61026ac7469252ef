import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

// A small pool of warm tesseract.js workers. Starting a worker costs ~0.4 s and a recognition
// several seconds of one core, so workers are created on first use, reused, and capped at two.

export interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrLine {
  words: OcrWord[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

export interface OcrResult {
  lines: OcrLine[];
  /** Mean word confidence 0..100 as tesseract reports it. */
  confidence: number;
}

const LANG_DIRS = ["4.0.0_best_int", "4.0.0"];

/**
 * The bundled English model. Without an explicit langPath tesseract.js downloads it from a CDN,
 * which must never happen here (offline hosts hang forever).
 */
export function resolveLangPath(): string {
  const base = path.join(process.cwd(), "node_modules", "@tesseract.js-data", "eng");
  for (const dir of LANG_DIRS) {
    const candidate = path.join(base, dir);
    if (existsSync(path.join(candidate, "eng.traineddata.gz"))) return candidate;
  }
  throw new Error(`tesseract language data not found under ${base}`);
}

/** Per-call settings: tesseract parameters for this image only. Images arrive levelled (deskew.ts). */
export interface RecognizeOptions {
  params?: Record<string, string>;
  /**
   * The document's deadline: once aborted, the image leaves the queue, or, when a worker is
   * already on it, that worker is terminated (a recognition cannot be interrupted) and a fresh
   * one is started for the next page.
   */
  signal?: AbortSignal;
}

interface Task {
  image: Buffer;
  options: RecognizeOptions;
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
  /** Stops watching the signal for the task's time in the queue. */
  leaveQueue: () => void;
}

interface Slot {
  worker: Promise<Worker>;
}

export class OcrPool {
  /** How many workers may run at once: as many as there are cores, up to two. */
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly idle: { slot: Slot; worker: Worker }[] = [];
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(size = Math.max(1, Math.min(2, os.availableParallelism?.() ?? os.cpus().length))) {
    this.size = size;
  }

  /** Workers started or starting (a terminated one leaves its place to a new one). */
  get workerCount(): number {
    return this.slots.length;
  }

  recognize(image: Buffer, options: RecognizeOptions = {}): Promise<OcrResult> {
    if (this.closed) return Promise.reject(new Error("OCR pool is terminated"));
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const dequeue = () => {
        const at = this.queue.indexOf(task);
        if (at < 0) return;
        this.queue.splice(at, 1);
        reject(signal!.reason);
      };
      const task: Task = {
        image,
        options,
        resolve,
        reject,
        leaveQueue: () => signal?.removeEventListener("abort", dequeue),
      };
      signal?.addEventListener("abort", dequeue, { once: true });
      this.queue.push(task);
      this.dispatch();
    });
  }

  async terminate(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("OCR pool is terminated"));
    const workers = await Promise.allSettled(this.slots.splice(0).map((s) => s.worker));
    this.idle.length = 0;
    await Promise.allSettled(workers.map((w) => (w.status === "fulfilled" ? w.value.terminate() : undefined)));
  }

  /** Starts every worker now, so that the first document does not wait seconds for them. */
  async warm(): Promise<void> {
    while (!this.closed && this.slots.length < this.size) this.spawn();
    await Promise.allSettled(this.slots.map((s) => s.worker));
  }

  private spawn(): void {
    const slot: Slot = { worker: startWorker() };
    this.slots.push(slot);
    slot.worker.then(
      (worker) => {
        if (!this.slots.includes(slot)) return void worker.terminate();
        this.idle.push({ slot, worker });
        this.dispatch();
      },
      (error) => {
        this.retire(slot);
        for (const task of this.queue.splice(0)) task.reject(error);
      },
    );
  }

  private retire(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
  }

  private dispatch(): void {
    if (!this.queue.length) return;
    const free = this.idle.pop();
    if (free) {
      const task = this.queue.shift()!;
      task.leaveQueue();
      void this.run(free.slot, free.worker, task);
      return;
    }
    if (this.slots.length < this.size) this.spawn();
  }

  private async run(slot: Slot, worker: Worker, task: Task): Promise<void> {
    const { signal } = task.options;
    let abandoned = false;
    const abandon = () => {
      abandoned = true;
      this.retire(slot);
      void worker.terminate().catch(() => undefined);
      task.reject(signal!.reason);
      this.dispatch();
    };
    signal?.addEventListener("abort", abandon, { once: true });
    try {
      const result = await recognizeWith(worker, task.image, task.options);
      if (!abandoned) task.resolve(result);
    } catch (error) {
      if (!abandoned) task.reject(error);
    } finally {
      signal?.removeEventListener("abort", abandon);
      if (!this.closed && !abandoned) {
        this.idle.push({ slot, worker });
        this.dispatch();
      }
    }
  }
}

/** A module using one relaxed-SIMD instruction: valid only where the engine supports them. */
const RELAXED_SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15,
  253, 128, 2, 11,
]);

/**
 * tesseract.js picks its fastest core (relaxed SIMD: int8 dot products for the LSTM, about a
 * third less CPU per page) only when WebAssembly validates relaxed-SIMD code. Node 20's V8 has
 * it behind a flag; newer engines ship it and are left alone.
 */
function enableRelaxedSimd(): void {
  if (WebAssembly.validate(RELAXED_SIMD_PROBE)) return;
  v8.setFlagsFromString("--experimental-wasm-relaxed-simd");
}

/** A small page of print: the first recognition sets up the LSTM network, which takes seconds. */
function warmUpImage(): Buffer {
  const width = 64;
  const height = 24;
  const pixels = Buffer.alloc(width * height, 255);
  // A black bar is enough to push one line through the recogniser.
  for (let y = 8; y < 16; y++) pixels.fill(0, y * width + 8, y * width + 56);
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, "ascii"), pixels]);
}

async function startWorker(): Promise<Worker> {
  enableRelaxedSimd();
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: resolveLangPath(),
    cacheMethod: "none",
    gzip: true,
  });
  // Declarations pages are forms: inter-word spacing lets the layout step find the columns again.
  // Images arrive prepared (white-on-dark bands already inverted, see raster.ts), so tesseract's
  // second pass over every doubtful line in inverted colours is pure cost.
  await worker.setParameters({
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: "1",
    user_defined_dpi: "300",
    tessedit_do_invert: "0",
  });
  await worker.recognize(warmUpImage(), {}, { text: false, blocks: false });
  return worker;
}

async function recognizeWith(worker: Worker, image: Buffer, options: RecognizeOptions): Promise<OcrResult> {
  // tesseract.js restores the parameters after the call.
  const { data } = await worker.recognize(
    image,
    { ...(options.params ?? {}) },
    { text: false, blocks: true, hocr: false, tsv: false },
  );
  const lines: OcrLine[] = [];
  const confidences: number[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((w) => w.text.trim() !== "")
          .map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox }));
        for (const w of words) confidences.push(w.confidence);
        if (words.length) lines.push({ words, bbox: line.bbox });
      }
    }
  }
  const confidence = confidences.length ? confidences.reduce((s, c) => s + c, 0) / confidences.length : 0;
  return { lines, confidence };
}

let shared: OcrPool | null = null;

/** The process-wide pool, created on first use. */
export function ocrPool(): OcrPool {
  // A reading process (reader/pool.ts) is told its share of the cores.
  if (!shared) shared = new OcrPool(Number(process.env.OCR_WORKERS) || undefined);
  return shared;
}

/** Stops the shared pool's workers (process shutdown, end of a benchmark or test run). */
export async function terminateOcrPool(): Promise<void> {
  const pool = shared;
  shared = null;
  if (pool) await pool.terminate();
}
