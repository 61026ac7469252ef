import { createCanvas, loadImage, type Image } from "@napi-rs/canvas";
import { assertDecodable } from "./safe-decode";
import { invertBands } from "./bands";
import { findPage, normalizeLighting, sharpen, stretch, type Gray } from "./normalize";

// Pixel work for OCR: decoding, ink detection and normalising scans and photos before recognition.

export interface Raster {
  /** The prepared page: dark print on white, evenly lit. */
  gray: Gray;
  width: number;
  height: number;
  /** A photo of a sheet (found inside its surround) rather than a scan. */
  photo: boolean;
}

/**
 * Width of the page as handed to tesseract: about 250 dpi for a letter page. Scans at 150–200 dpi
 * and phone photos gain a lot from the upscale (x-heights reach the 20+ px the LSTM model was
 * trained on); larger only costs time.
 */
const OCR_PAGE_WIDTH = 2200;
/**
 * Pixels handed to tesseract at most (2200 × 5500: two letter pages): a long, narrow page is read
 * at a lower scale rather than as a strip of hundreds of megabytes.
 */
const MAX_OCR_PIXELS = 12_100_000;
/** Polarity and paper level are judged per cell of this share of the page width (≈ one line of print). */
const CELL_SHARE = 1 / 96;

/**
 * The native decoder crashes the whole process (SIGSEGV) on some truncated or corrupt PNG and JPEG
 * files, so untrusted bytes are first decoded by a pure-JS decoder, which throws instead.
 */
export async function decodeImage(bytes: Uint8Array): Promise<Image> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await assertDecodable(buffer);
  return loadImage(buffer);
}

/** Share of pixels clearly darker than paper, sampled on a small copy of the image. */
export function inkRatio(image: Image): number {
  const scale = Math.min(1, 400 / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, w, h);
  ctx.drawImage(image, 0, 0, w, h);
  const { data } = ctx.getImageData(0, 0, w, h);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) {
    const luma = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
    if (luma < 160) dark++;
  }
  return dark / (w * h);
}

/**
 * Grayscale, flattened onto white (PNG alpha would otherwise read as black), cropped to the sheet
 * when a photo shows its surround, resized to OCR_PAGE_WIDTH, and lit evenly with white-on-dark
 * bands turned dark-on-white, so tesseract needs neither its own inversion pass nor luck with
 * its global threshold.
 */
export function prepareForOcr(image: Image): Raster {
  // The sheet is found on a thumbnail: its outline needs no detail, and it is quick.
  const k = 160 / Math.max(image.width, image.height);
  const page = findPage(grayOf(image, k));
  const [sx, sy, sw, sh] = page ? [page.x / k, page.y / k, page.w / k, page.h / k] : [0, 0, image.width, image.height];
  const scale = Math.min(OCR_PAGE_WIDTH / sw, Math.sqrt(MAX_OCR_PIXELS / (sw * sh)));
  const width = Math.round(sw * scale);
  const height = Math.round(sh * scale);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, width, height);
  // Bicubic resampling keeps a photo's soft strokes apart; a scan's crisp print loses nothing to
  // bilinear, which takes a fifth of the time on a tall page.
  ctx.imageSmoothingQuality = page ? "high" : "medium";
  ctx.filter = "grayscale(1)";
  ctx.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
  const raw = channel(ctx.getImageData(0, 0, width, height).data, width, height);
  // A photo (a sheet inside its surround) is soft and was enlarged more than a scan.
  const gray = page ? sharpen(raw, Math.max(1, Math.round(width / 1000)), 1.5) : raw;
  const cell = Math.max(8, Math.round(width * CELL_SHARE));
  const even = stretch(normalizeLighting(invertBands(gray, Math.max(4, Math.round(cell / 2))), cell * 2));
  return { gray: even, width, height, photo: page !== null };
}

/** The image in grayscale at `scale`, flattened onto white. */
function grayOf(image: Image, scale: number): Gray {
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, w, h);
  ctx.filter = "grayscale(1)";
  ctx.drawImage(image, 0, 0, w, h);
  return channel(ctx.getImageData(0, 0, w, h).data, w, h);
}

function channel(rgba: Uint8ClampedArray, width: number, height: number): Gray {
  const data = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < data.length; i += 4, j++) data[j] = rgba[i];
  return { data, width, height };
}
