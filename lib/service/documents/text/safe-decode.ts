import { crc32, createInflate } from "node:zlib";
import jpeg from "jpeg-js";
import { checkedImageSize } from "./image-header";
import { DocumentLimitError, MAX_IMAGE_PIXELS } from "./limits";

// The native decoder crashes the whole process (SIGSEGV) on some truncated or corrupt PNG and
// JPEG files, so untrusted bytes are checked first by code that throws instead. A PNG is checked
// structurally (every chunk's CRC, the header, the compressed image data inflated to exactly the
// size the header promises, every row's filter type): as strict as decoding it, at a tenth of the
// cost. A JPEG is decoded in pure JS. Both only after the header's size passed the caps, and the
// PNG's data is inflated as a stream that stops at the promised size, so a deflate bomb costs no
// more memory than one chunk.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each PNG colour type, and the bit depths it allows. */
const COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7 passes: x and y start and step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * Throws when the bytes are not a complete, decodable PNG or JPEG of a sane size (a
 * DocumentLimitError when the header announces too many pixels or too long a strip).
 */
export async function assertDecodable(buffer: Buffer): Promise<void> {
  if (buffer[0] === 0x89 && buffer[1] === 0x50) return assertPng(buffer);
  if (buffer[0] === 0xff && buffer[1] === 0xd8) {
    checkedImageSize(buffer);
    const img = jpeg.decode(buffer, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1e6,
      maxMemoryUsageInMB: 512,
    });
    if (!img.width || !img.height) throw new Error("JPEG dimensions out of range");
    return;
  }
  throw new Error("not a PNG or JPEG");
}

async function assertPng(buffer: Buffer): Promise<void> {
  if (buffer.length < 8 || !buffer.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error("PNG signature broken");
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlaced: boolean } | null = null;
  let palette = false;
  const data: Buffer[] = [];
  for (;;) {
    if (offset + 12 > buffer.length) throw new Error("PNG truncated");
    const length = buffer.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > buffer.length) throw new Error("PNG truncated");
    const type = buffer.toString("latin1", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (crc32(buffer.subarray(offset + 4, offset + 8 + length)) !== buffer.readUInt32BE(offset + 8 + length))
      throw new Error(`PNG chunk ${type} corrupt`);
    if (!header && type !== "IHDR") throw new Error("PNG header missing");
    if (type === "IHDR") {
      checkedImageSize(buffer);
      header = readHeader(body);
    } else if (type === "PLTE") palette = true;
    else if (type === "IDAT") data.push(body);
    else if (type === "IEND") break;
    offset = end;
  }
  if (!header || !data.length) throw new Error("PNG image data missing");
  if (header.colour === 3 && !palette) throw new Error("PNG palette missing");
  const { channels } = COLOUR_TYPES[header.colour];
  const passes = header.interlaced
    ? ADAM7.map(([x0, y0, dx, dy]) => ({
        w: Math.ceil(Math.max(0, header!.width - x0) / dx),
        h: Math.ceil(Math.max(0, header!.height - y0) / dy),
      })).filter((p) => p.w > 0 && p.h > 0)
    : [{ w: header.width, h: header.height }];
  const rows = passes.flatMap((p) =>
    Array.from({ length: p.h }, () => 1 + Math.ceil((p.w * channels * header!.depth) / 8)),
  );
  await checkRows(Buffer.concat(data), rows);
}

/**
 * Inflates the image data as a stream, checking each row's filter byte as it passes and keeping
 * none of it; stops at the first byte past the rows the header promised (a deflate bomb).
 */
function checkRows(compressed: Buffer, rows: number[]): Promise<void> {
  const expected = rows.reduce((sum, r) => sum + r, 0);
  return new Promise((resolve, reject) => {
    const inflate = createInflate();
    let seen = 0;
    let row = 0;
    let rowStart = 0;
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
      inflate.destroy();
      reject(failure);
    };
    inflate.on("data", (chunk: Buffer) => {
      if (failure) return;
      const end = seen + chunk.length;
      if (end > expected) return fail(new DocumentLimitError("PNG image data inflates past the size its header gives"));
      for (; row < rows.length && rowStart < end; rowStart += rows[row++]) {
        if (chunk[rowStart - seen] > 4) return fail(new Error("PNG row filter invalid"));
      }
      seen = end;
    });
    inflate.on("error", (error) => fail(error));
    inflate.on("end", () => {
      if (failure) return;
      if (seen !== expected) return fail(new Error("PNG image data has the wrong size"));
      resolve();
    });
    inflate.end(compressed);
  });
}

function readHeader(body: Buffer) {
  if (body.length !== 13) throw new Error("PNG header malformed");
  const width = body.readUInt32BE(0);
  const height = body.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = body.subarray(8, 13);
  const allowed = COLOUR_TYPES[colour];
  if (!allowed || !allowed.depths.includes(depth) || compression || filter || interlace > 1)
    throw new Error("PNG header invalid");
  return { width, height, depth, colour, interlaced: interlace === 1 };
}
