import type { Gray } from "./normalize";

// Deskewing in plain arithmetic instead of tesseract's own rotateAuto, which binarises and rotates
// the full-size page inside WebAssembly (about a second on a scanned letter page). The angle is
// found on a decimated copy and the rotation is one bilinear pass.

/** Darker than this is ink; pages arrive stretched to dark print on white paper. */
const INK = 128;
/** Sample every STEP-th pixel each way when estimating: print lines stay many samples tall. */
const STEP = 2;
/** Pages lean less than this; a larger reading is a table rule or a picture, not the text. */
const MAX_DEGREES = 8;
/** Leans smaller than this cost the recogniser nothing and are left alone. */
const MIN_DEGREES = 0.08;

/**
 * The angle (radians) text lines rise or fall across the page, positive when they fall to the
 * right in image coordinates: the shear under which rows of ink line up most sharply (the sum of
 * squared row counts is largest when each line of print falls into as few rows as possible).
 */
export function skewAngle(page: Gray): number {
  const xs: number[] = [];
  const ys: number[] = [];
  const cx = page.width / 2;
  for (let y = 0; y < page.height; y += STEP) {
    const row = y * page.width;
    for (let x = 0; x < page.width; x += STEP) {
      if (page.data[row + x] < INK) {
        xs.push(x - cx);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  const margin = Math.ceil(page.width * Math.tan((MAX_DEGREES * Math.PI) / 180)) + 2;
  const bins = new Float64Array(Math.ceil((page.height + 2 * margin) / STEP) + 1);
  const sharpness = (radians: number): number => {
    bins.fill(0);
    const slope = Math.tan(radians);
    for (let i = 0; i < xs.length; i++) bins[Math.floor((ys[i] - xs[i] * slope + margin) / STEP)]++;
    let sum = 0;
    for (const b of bins) sum += b * b;
    return sum;
  };
  // Scanned outwards from the centre, so that on a tie the smaller turn wins.
  const best = (centre: number, reach: number, step: number): number => {
    let angle = centre;
    let score = sharpness((centre * Math.PI) / 180);
    for (let k = 1; k * step <= reach + 1e-9; k++) {
      for (const deg of [centre - k * step, centre + k * step]) {
        const s = sharpness((deg * Math.PI) / 180);
        if (s > score) {
          score = s;
          angle = deg;
        }
      }
    }
    return angle;
  };
  const coarse = best(0, MAX_DEGREES, 0.25);
  const fine = best(coarse, 0.25, 0.03);
  return Math.abs(fine) < MIN_DEGREES ? 0 : (fine * Math.PI) / 180;
}

/**
 * The page turned by `-radians` about its centre so lines fall `radians` less, on white, grown
 * in height so no corner of print is cut off. `dy` is how far the content moved down.
 */
export function rotate(page: Gray, radians: number): { page: Gray; dy: number } {
  if (radians === 0) return { page, dy: 0 };
  const { width, height, data } = page;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dy = Math.ceil((width / 2) * Math.abs(sin));
  const outHeight = height + 2 * dy;
  const out = new Uint8Array(width * outHeight).fill(255);
  const cx = width / 2;
  const cy = height / 2;
  for (let v = 0; v < outHeight; v++) {
    const ry = v - dy - cy;
    // Source of the row's first pixel, then a constant step per output pixel.
    let sx = cx - cx * cos - ry * sin;
    let sy = cy - cx * sin + ry * cos;
    const row = v * width;
    for (let u = 0; u < width; u++, sx += cos, sy += sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const tx = sx - x0;
      const ty = sy - y0;
      const i = y0 * width + x0;
      const top = data[i] + (data[i + 1] - data[i]) * tx;
      const bottom = data[i + width] + (data[i + width + 1] - data[i + width]) * tx;
      out[row + u] = top + (bottom - top) * ty + 0.5;
    }
  }
  return { page: { data: out, width, height: outHeight }, dy };
}

/** The page with its lines level. */
export function deskew(page: Gray): { page: Gray; dy: number; radians: number } {
  const radians = skewAngle(page);
  return { ...rotate(page, radians), radians };
}
