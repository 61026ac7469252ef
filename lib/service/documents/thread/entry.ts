import { parentPort } from "node:worker_threads";
import { processDocumentBytes, type ProcessOptions } from "../process";
import { terminateOcrPool } from "../text/ocr-pool";
import { warmDocumentPipeline } from "../warm-up";

// The thread that reads documents, so that pdf.js, rendering and the raster loops never hold
// the web process's event loop. One document at a time; OCR runs in its own worker threads.

export type ThreadRequest =
  { type: "read"; id: number; bytes: Uint8Array; opts: ProcessOptions } | { type: "warm" } | { type: "stop" };

const port = parentPort!;
let queue = Promise.resolve();

port.on("message", (message: ThreadRequest) => {
  if (message.type === "warm") {
    queue = queue.then(() => warmDocumentPipeline());
    return;
  }
  if (message.type === "stop") {
    void queue.then(() => terminateOcrPool()).finally(() => process.exit(0));
    return;
  }
  const { id, bytes, opts } = message;
  queue = queue.then(async () => {
    try {
      port.postMessage({ id, result: await processDocumentBytes(bytes, opts) });
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
