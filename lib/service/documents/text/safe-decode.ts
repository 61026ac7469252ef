import jpeg from "jpeg-js";
import { PNG } from "pngjs";

const MAX_PIXELS = 80_000_000;

/** Throws when the bytes are not a complete, decodable PNG or JPEG of a sane size. */
export function assertDecodable(buffer: Buffer): void {
  if (buffer[0] === 0x89 && buffer[1] === 0x50) {
    const png = PNG.sync.read(buffer);
    if (!png.width || !png.height || png.width * png.height > MAX_PIXELS)
      throw new Error("PNG dimensions out of range");
    return;
  }
  if (buffer[0] === 0xff && buffer[1] === 0xd8) {
    const img = jpeg.decode(buffer, { useTArray: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 1024 });
    if (!img.width || !img.height) throw new Error("JPEG dimensions out of range");
    return;
  }
  throw new Error("not a PNG or JPEG");
}
