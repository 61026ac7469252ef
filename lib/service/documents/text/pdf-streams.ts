import { constants, createInflate, inflateSync } from "node:zlib";
import { yieldToEventLoop } from "./budget";
import { DocumentLimitError, MAX_PDF_INFLATED_BYTES, MAX_PDF_STREAM_BYTES } from "./limits";

// pdf.js inflates a Flate stream completely, into one growing buffer, before it looks at it: a
// few kilobytes of content stream can inflate to gigabytes and take the process down. Every
// Flate stream of the file is therefore inflated here first, as a stream whose output is counted
// and dropped, and the document is refused when one stream or all of them pass their caps.

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
/** How far before `stream` its dictionary is looked for. */
const DICT_REACH = 4096;
/** Streams this small are inflated in one synchronous call: at most ~1,000× their size comes out. */
const SMALL_STREAM = 4096;

export interface StreamSpan {
  start: number;
  end: number;
}

/** The data of every stream whose dictionary names FlateDecode, in file order. */
export function flateStreams(bytes: Buffer): StreamSpan[] {
  const spans: StreamSpan[] = [];
  let at = bytes.indexOf(STREAM);
  while (at >= 0) {
    const isEnd = at >= 3 && bytes.toString("latin1", at - 3, at) === "end";
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start++;
    if (!isEnd && bytes[start] === 0x0a) {
      const end = bytes.indexOf(END_STREAM, start);
      if (end < 0) break;
      const head = bytes.toString("latin1", Math.max(0, at - DICT_REACH), at);
      const dict = head.slice(head.lastIndexOf("obj") + 1);
      if (/\/FlateDecode|\/Fl\b/.test(dict)) spans.push({ start: start + 1, end });
      at = bytes.indexOf(STREAM, end + END_STREAM.length);
      continue;
    }
    at = bytes.indexOf(STREAM, at + STREAM.length);
  }
  return spans;
}

/** Bytes `data` inflates to, counted up to `cap + 1`; a corrupt stream counts what came out before the error. */
async function inflatedSize(data: Buffer, cap: number): Promise<number> {
  if (data.length <= SMALL_STREAM) {
    try {
      return inflateSync(data, { maxOutputLength: cap + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? cap + 1 : 0;
    }
  }
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(size);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > cap) finish();
    });
    inflate.on("error", finish);
    inflate.on("end", finish);
    inflate.end(data);
  });
}

/** Throws DocumentLimitError when a Flate stream of the PDF, or all of them, inflate past the caps. */
export async function assertPdfStreamsBounded(pdf: Uint8Array, signal?: AbortSignal): Promise<void> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  let sinceYield = 0;
  for (const span of flateStreams(bytes)) {
    signal?.throwIfAborted();
    const cap = Math.min(MAX_PDF_STREAM_BYTES, MAX_PDF_INFLATED_BYTES - total);
    const size = await inflatedSize(bytes.subarray(span.start, span.end), cap);
    if (size > cap)
      throw new DocumentLimitError(
        size > MAX_PDF_STREAM_BYTES
          ? `a PDF stream inflates past ${MAX_PDF_STREAM_BYTES >> 20} MB`
          : `the PDF's streams inflate past ${MAX_PDF_INFLATED_BYTES >> 20} MB`,
      );
    total += size;
    sinceYield += span.end - span.start;
    if (sinceYield > 1 << 20) {
      sinceYield = 0;
      await yieldToEventLoop();
    }
  }
}
