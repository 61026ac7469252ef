import { renderPdfPagePng } from "@/lib/files/render-pdf-page";
import { processDocumentBytes, type ProcessOptions, type ProcessResult } from "../process";
import { terminateOcrPool } from "../text/ocr-pool";
import { assertPdfStreamsBounded } from "../text/pdf-streams";
import { warmDocumentPipeline } from "../warm-up";

// A reading process: the parent (pool.ts) forks it with a V8 heap cap, sends it one document at
// a time over IPC and watches its RSS; it is killed and replaced when a document takes it past
// its memory cap or its deadline. Bundled to plain JavaScript (scripts/build-reader.mjs): no
// TypeScript is compiled in the process that parses untrusted input.

export type ReaderRequest =
  | { type: "read"; id: number; bytes: Uint8Array; opts: ProcessOptions }
  | { type: "render"; id: number; bytes: Uint8Array; page: number }
  | { type: "warm" }
  | { type: "stop" };

export type ReaderReply =
  | { type: "ready" }
  | { type: "started"; id: number }
  | { type: "done"; id: number; result: ProcessResult }
  /** A page preview: the PNG, or null when the document has no such page. */
  | { type: "rendered"; id: number; png: Uint8Array | null }
  | { type: "failed"; id: number; error: string };

const send = (reply: ReaderReply): void => {
  process.send?.(reply);
};

let queue = Promise.resolve();

process.on("message", (message: ReaderRequest) => {
  if (message.type === "warm") {
    queue = queue.then(() => warmDocumentPipeline()).catch(() => undefined);
    return;
  }
  if (message.type === "stop") {
    void queue.then(() => terminateOcrPool()).finally(() => process.exit(0));
    return;
  }
  const { id } = message;
  // Advanced serialization keeps typed arrays typed; a plain object of indices is accepted too.
  const bytes = message.bytes instanceof Uint8Array ? message.bytes : new Uint8Array(Object.values(message.bytes));
  queue = queue.then(async () => {
    send({ type: "started", id });
    try {
      if (message.type === "read") send({ type: "done", id, result: await processDocumentBytes(bytes, message.opts) });
      else {
        // The same inflation caps as reading: pdf.js inflates every stream a page draws.
        await assertPdfStreamsBounded(bytes);
        send({ type: "rendered", id, png: await renderPdfPagePng(bytes, message.page) });
      }
    } catch (error) {
      send({ type: "failed", id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});

// The parent going away (crash, SIGKILL) closes the channel: nothing is left to answer.
process.on("disconnect", () => process.exit(0));
send({ type: "ready" });
