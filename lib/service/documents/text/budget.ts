import { setMaxListeners } from "node:events";

// One deadline per document. Every stage asks it how much time is left and hands its signal to
// whatever can be cancelled (OCR workers), so a document that runs out of time frees the CPU it
// was using instead of finishing work nobody will read.

export class DeadlineExceeded extends Error {
  override name = "DeadlineExceeded";
  constructor(readonly ms: number) {
    super(`not read within ${(ms / 1000).toFixed(0)} s`);
  }
}

export interface Budget {
  readonly ms: number;
  /** Aborted when the deadline passes (its reason is a DeadlineExceeded). */
  readonly signal: AbortSignal;
  remainingMs(): number;
  /** Throws the DeadlineExceeded once the deadline has passed. */
  check(): void;
  /** Stops the timer (the document is done). */
  dispose(): void;
}

export function startBudget(ms: number): Budget {
  const controller = new AbortController();
  // Every OCR strip and VIN re-read of the document waits on this one signal.
  setMaxListeners(0, controller.signal);
  const deadlineAt = performance.now() + ms;
  const timer = setTimeout(() => controller.abort(new DeadlineExceeded(ms)), ms);
  timer.unref?.();
  return {
    ms,
    signal: controller.signal,
    remainingMs: () => Math.max(0, deadlineAt - performance.now()),
    check() {
      if (controller.signal.aborted) throw controller.signal.reason;
      if (performance.now() >= deadlineAt) {
        controller.abort(new DeadlineExceeded(ms));
        throw controller.signal.reason;
      }
    },
    dispose: () => clearTimeout(timer),
  };
}

/** `work`, or the budget's DeadlineExceeded as soon as the deadline passes, whichever is first. */
export function untilDeadline<T>(work: Promise<T>, budget: Budget): Promise<T> {
  const { signal } = budget;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/**
 * Lets timers, I/O and other requests run between two slices of synchronous work (pdf.js parses
 * on this thread), and so lets the deadline's timer fire.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
