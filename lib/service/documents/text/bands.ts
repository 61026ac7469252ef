import { forEachCellHistogram, median, percentile, type Box, type Gray } from "./normalize";

// White-on-dark bands (table headers, section titles) turned dark-on-white before OCR, so that
// tesseract needs no inversion pass of its own.

/**
 * White-on-dark bands (table headers, section titles) turned dark-on-white. Bands are found as
 * long horizontal runs of small cells whose median is far darker than the page's paper, which
 * bold print and logos never form; their edges are then refined row by row and column by column.
 */
export function invertBands(page: Gray, cell: number): Gray {
  const { data, width, height } = page;
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const medians = new Float64Array(gw * gh);
  const highs: number[] = [];
  forEachCellHistogram(page, cell, 2, (gx, gy, hist, n) => {
    medians[gy * gw + gx] = percentile(hist, n, 0.5);
    highs.push(percentile(hist, n, 0.9));
  });
  const dark = median(highs) * 0.55;
  const out = new Uint8Array(data);
  const minRun = Math.max(4, Math.round(gw * 0.04));
  const done = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      if (done[gy * gw + gx] || medians[gy * gw + gx] >= dark) continue;
      let end = gx;
      while (end + 1 < gw && medians[gy * gw + end + 1] < dark) end++;
      for (let x = gx; x <= end; x++) done[gy * gw + x] = 1;
      if (end - gx + 1 < minRun) continue;
      invertRect(page, out, dark, { x: gx * cell, y: gy * cell, w: (end - gx + 1) * cell, h: cell }, cell);
    }
  }
  return { data: out, width, height };
}

/** Inverts the dark band around a seed rectangle of cells, grown to the band's real edges. */
function invertRect(page: Gray, out: Uint8Array, dark: number, seed: Box, cell: number): void {
  const { data, width, height } = page;
  const x0 = Math.max(0, seed.x - cell);
  const x1 = Math.min(width, seed.x + seed.w + cell);
  const rowDark = (y: number) => {
    let sum = 0;
    for (let x = seed.x; x < Math.min(width, seed.x + seed.w); x++) sum += data[y * width + x];
    return sum / Math.max(1, Math.min(width, seed.x + seed.w) - seed.x) < dark * 1.2;
  };
  let top = seed.y;
  while (top > 0 && rowDark(top - 1)) top--;
  let bottom = Math.min(height, seed.y + seed.h);
  while (bottom < height && rowDark(bottom)) bottom++;
  while (top < bottom && !rowDark(top)) top++;
  while (bottom > top && !rowDark(bottom - 1)) bottom--;
  // Rules and thin decorative bars hold no text; inverting a slanted one leaves a hollow frame.
  if (bottom - top < 2 * cell) return;
  const colDark = (x: number) => {
    let sum = 0;
    for (let y = top; y < bottom; y++) sum += data[y * width + x];
    return sum / (bottom - top) < dark * 1.2;
  };
  let left = seed.x;
  while (left > x0 && colDark(left - 1)) left--;
  let right = Math.min(width, seed.x + seed.w);
  while (right < x1 && colDark(right)) right++;
  // Rows just inside the edges: the edge rows themselves are blurred into the paper.
  const inset = Math.max(2, Math.round((bottom - top) * 0.08));
  // A band has solid margins above and below its text; a run of bold print has letter tops there.
  const solid = (y: number) => {
    let light = 0;
    for (let x = left; x < right; x++) if (data[y * width + x] >= dark) light++;
    return light < 0.05 * (right - left);
  };
  if (!solid(top + inset) || !solid(bottom - 1 - inset)) return;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = y * width + x;
      // Already inverted by a neighbouring seed row of the same band.
      if (out[i] === data[i]) out[i] = 255 - data[i];
    }
  }
}
