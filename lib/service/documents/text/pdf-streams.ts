import { constants, createInflate, inflateSync } from "node:zlib";
import { yieldToEventLoop } from "./budget";
import { DocumentLimitError, MAX_PDF_INFLATED_BYTES, MAX_PDF_STREAM_BYTES } from "./limits";

// pdf.js inflates a Flate stream completely, into one growing buffer, before it looks at it: a
// few kilobytes of content stream can inflate to gigabytes. Every stream of the file whose data is
// zlib data is therefore inflated here first, as a stream whose output is counted and dropped,
// and the document is refused when one stream or all of them pass their caps.
//
// Streams are found by their data, never by their dictionary: a dictionary may name its filter
// indirectly (`/Filter 7 0 R`), be megabytes long, or hide in an encrypted or compressed object,
// and none of that changes what pdf.js inflates. pdf.js refuses Flate data without a zlib header,
// so a stream whose data has none is no Flate stream (nor one wrapped in ASCIIHex or ASCII85,
// which are unwrapped here first). What this cannot see (a Flate stream inside an encrypted
// file, LZW) the reading process's memory cap bounds (documents/reader/pool.ts).

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
/** Streams this small are inflated in one synchronous call: at most ~1,000× their size comes out. */
const SMALL_STREAM = 4096;
/** ASCIIHex and ASCII85 wrappers unwrapped around a Flate stream, at most. */
const MAX_WRAPPERS = 2;

export interface StreamSpan {
  start: number;
  end: number;
}

/** The data of every stream in the file, in file order, whatever its dictionary says. */
export function pdfStreams(bytes: Buffer): StreamSpan[] {
  const spans: StreamSpan[] = [];
  let at = bytes.indexOf(STREAM);
  while (at >= 0) {
    const isEnd = at >= 3 && bytes.toString("latin1", at - 3, at) === "end";
    if (isEnd) {
      at = bytes.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    // As pdf.js does, the data starts after the end of the keyword's line (CR, LF or CR LF).
    let start = at + STREAM.length;
    while (start < bytes.length && bytes[start] !== 0x0a && bytes[start] !== 0x0d) start++;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const found = bytes.indexOf(END_STREAM, start);
    const end = found < 0 ? bytes.length : found;
    spans.push({ start, end });
    at = found < 0 ? -1 : bytes.indexOf(STREAM, end + END_STREAM.length);
  }
  return spans;
}

/** A zlib header as pdf.js's FlateStream accepts it: deflate method, a valid check, no preset dictionary. */
function zlibHeader(data: Buffer): boolean {
  if (data.length < 2) return false;
  const [cmf, flg] = data;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0 && (flg & 0x20) === 0;
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isHex = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** ASCIIHexDecode, as pdf.js reads it: whitespace skipped, `>` ends, an odd last digit padded with 0. */
function fromHex(data: Buffer): Buffer | null {
  const out = Buffer.allocUnsafe(Math.ceil(data.length / 2));
  let n = 0;
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    if (isSpace(b)) continue;
    if (!isHex(b)) return null;
    const v = b <= 0x39 ? b - 0x30 : (b | 0x20) - 0x57;
    if (high < 0) high = v;
    else {
      out[n++] = (high << 4) | v;
      high = -1;
    }
  }
  if (high >= 0) out[n++] = high << 4;
  return out.subarray(0, n);
}

/** ASCII85Decode: groups of five base-85 digits, `z` for four zeros, `~>` ends. */
function fromAscii85(data: Buffer): Buffer | null {
  const out = Buffer.allocUnsafe(Math.ceil((data.length * 4) / 5) + 4);
  let n = 0;
  let group = 0;
  let count = 0;
  for (const b of data) {
    if (b === 0x7e) break;
    if (isSpace(b)) continue;
    if (b === 0x7a && count === 0) {
      out.writeUInt32BE(0, n);
      n += 4;
      continue;
    }
    if (b < 0x21 || b > 0x75) return null;
    group = group * 85 + (b - 0x21);
    if (++count === 5) {
      out.writeUInt32BE(group >>> 0, n);
      n += 4;
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let i = count; i < 5; i++) group = group * 85 + 84;
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(group >>> 0, 0);
    tail.copy(out, n, 0, count - 1);
    n += count - 1;
  }
  return out.subarray(0, n);
}

/** The stream's data as pdf.js would hand it to FlateDecode, or null when it is no zlib data. */
function zlibData(data: Buffer, depth = 0): Buffer | null {
  if (zlibHeader(data)) return data;
  if (depth >= MAX_WRAPPERS) return null;
  let first = 0;
  while (first < data.length && isSpace(data[first])) first++;
  const head = data.subarray(first, first + 64);
  if (head.length < 4) return null;
  if (head.every((b) => isHex(b) || isSpace(b) || b === 0x3e)) {
    const decoded = fromHex(data.subarray(first));
    return decoded && zlibData(decoded, depth + 1);
  }
  if (head.every((b) => (b >= 0x21 && b <= 0x75) || b === 0x7a || b === 0x7e || isSpace(b))) {
    const decoded = fromAscii85(data.subarray(first));
    return decoded && zlibData(decoded, depth + 1);
  }
  return null;
}

/** The zlib data of every stream pdf.js could inflate, in file order (unwrapped one at a time). */
export function* flateStreamData(bytes: Buffer): Generator<Buffer> {
  for (const span of pdfStreams(bytes)) {
    const data = zlibData(bytes.subarray(span.start, span.end));
    if (data) yield data;
  }
}

export const flateStreams = (bytes: Buffer): Buffer[] => [...flateStreamData(bytes)];

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
  for (const data of flateStreamData(bytes)) {
    signal?.throwIfAborted();
    const cap = Math.min(MAX_PDF_STREAM_BYTES, MAX_PDF_INFLATED_BYTES - total);
    const size = await inflatedSize(data, cap);
    if (size > cap)
      throw new DocumentLimitError(
        size > MAX_PDF_STREAM_BYTES
          ? `a PDF stream inflates past ${MAX_PDF_STREAM_BYTES >> 20} MB`
          : `the PDF's streams inflate past ${MAX_PDF_INFLATED_BYTES >> 20} MB`,
      );
    total += size;
    sinceYield += data.length;
    if (sinceYield > 1 << 20) {
      sinceYield = 0;
      await yieldToEventLoop();
    }
  }
}
