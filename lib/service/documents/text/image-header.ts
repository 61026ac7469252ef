import { DocumentLimitError, MAX_ASPECT, MAX_IMAGE_PIXELS } from "./limits";

// An image's size, read from its header (PNG IHDR, JPEG SOF) before any decoder or canvas sees
// it: a few hundred bytes can announce a picture of gigabytes, and the decoder would allocate it.

export interface ImageSize {
  width: number;
  height: number;
}

/** The PNG's IHDR dimensions, or null when the first chunk is not a well-formed IHDR. */
export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
  if (view.getUint32(8) !== 13 || type !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** The JPEG's frame dimensions, walking the marker segments up to the first SOF; null when none. */
export function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at++;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: (bytes[at + 5] << 8) | bytes[at + 6], width: (bytes[at + 7] << 8) | bytes[at + 8] };
    }
    at += 2 + length;
  }
  return null;
}

/** Throws DocumentLimitError for an empty, too large or too elongated picture. */
export function assertImageSize({ width, height }: ImageSize): void {
  if (!width || !height) throw new DocumentLimitError("image has no width or height");
  if (width * height > MAX_IMAGE_PIXELS)
    throw new DocumentLimitError(`image of ${width}×${height} pixels is over ${MAX_IMAGE_PIXELS / 1e6} MP`);
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT)
    throw new DocumentLimitError(`image of ${width}×${height} pixels is longer than 1:${MAX_ASPECT}`);
}

/** The size of a PNG or JPEG from its header, checked against the caps; throws when unreadable or over. */
export function checkedImageSize(bytes: Uint8Array): ImageSize {
  const size = bytes[0] === 0x89 ? pngSize(bytes) : bytes[0] === 0xff ? jpegSize(bytes) : null;
  if (!size) throw new Error("image header missing or malformed");
  assertImageSize(size);
  return size;
}
