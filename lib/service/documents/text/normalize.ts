// Pixel arithmetic on 8-bit grayscale pages, kept free of canvas so it is plain and testable.
// Tesseract thresholds a page globally; scans and photos need local treatment first: shaded table
// rows, white-on-dark headers, vignetting and shadows all defeat one global threshold.

export interface Gray {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Otsu's threshold of a histogram of 256 bins. */
export function otsu(values: Uint8Array): number {
  const hist = new Float64Array(256);
  for (const v of values) hist[v]++;
  const total = values.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The sheet of paper in a photo: the rows and columns that are mostly bright, when the picture
 * has a dark surround. Returns null for a scan (paper reaches the edges) so nothing is cut off.
 */
export function findPage(small: Gray): Box | null {
  const { data, width, height } = small;
  const t = otsu(data);
  const bright = (x: number, y: number) => data[y * width + x] > t;
  const rowShare = (y: number) => {
    let n = 0;
    for (let x = 0; x < width; x++) if (bright(x, y)) n++;
    return n / width;
  };
  const colShare = (x: number) => {
    let n = 0;
    for (let y = 0; y < height; y++) if (bright(x, y)) n++;
    return n / height;
  };
  const first = (n: number, share: (i: number) => number) => {
    for (let i = 0; i < n; i++) if (share(i) > 0.5) return i;
    return 0;
  };
  const last = (n: number, share: (i: number) => number) => {
    for (let i = n - 1; i >= 0; i--) if (share(i) > 0.5) return i;
    return n - 1;
  };
  const y0 = first(height, rowShare);
  const y1 = last(height, rowShare);
  const x0 = first(width, colShare);
  const x1 = last(width, colShare);
  const box = { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
  // Only a clear frame counts as a photo's surround; a page too small to be the sheet is a misread.
  const margin = Math.min(x0, y0, width - 1 - x1, height - 1 - y1);
  if (margin < 2 || box.w < width * 0.4 || box.h < height * 0.4) return null;
  // Dark surround, not a dark letterhead band: the outermost ring must be mostly below threshold.
  let dark = 0;
  let ring = 0;
  for (let x = 0; x < width; x++) {
    for (const y of [0, height - 1]) {
      ring++;
      if (!bright(x, y)) dark++;
    }
  }
  for (let y = 0; y < height; y++) {
    for (const x of [0, width - 1]) {
      ring++;
      if (!bright(x, y)) dark++;
    }
  }
  return dark / ring > 0.6 ? box : null;
}

/**
 * Divides every pixel by its neighbourhood's paper level, which flattens shading, shadows and
 * vignetting to white paper. The level is the brightest of the surrounding cells' 90th
 * percentiles, so that dense print does not pass for paper.
 */
export function normalizeLighting(page: Gray, cell: number): Gray {
  const { data, width, height } = page;
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const highs = new Float64Array(gw * gh);
  forEachCellHistogram(page, cell, 3, (gx, gy, hist, n) => {
    highs[gy * gw + gx] = percentile(hist, n, 0.9);
  });
  const bg = new Float64Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let best = 0;
      for (let ny = Math.max(0, gy - 1); ny <= Math.min(gh - 1, gy + 1); ny++) {
        for (let nx = Math.max(0, gx - 1); nx <= Math.min(gw - 1, gx + 1); nx++)
          best = Math.max(best, highs[ny * gw + nx]);
      }
      bg[gy * gw + gx] = Math.max(best, 32);
    }
  }
  const out = new Uint8Array(width * height);
  const row = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(gh - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(gh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(gw - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(gw - 1, x0 + 1);
      const tx = fx - x0;
      row[x] =
        (bg[y0 * gw + x0] * (1 - tx) + bg[y0 * gw + x1] * tx) * (1 - ty) +
        (bg[y1 * gw + x0] * (1 - tx) + bg[y1 * gw + x1] * tx) * ty;
    }
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      out[i] = Math.min(255, Math.round((255 * data[i]) / row[x]));
    }
  }
  return { data: out, width, height };
}

/** Stretches contrast so paper is pure white and print dark; faint speckle vanishes. */
export function stretch(page: Gray, white = 225, black = 60): Gray {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] = v >= white ? 255 : v <= black ? 0 : Math.round((255 * (v - black)) / (white - black));
  const out = new Uint8Array(page.data.length);
  for (let i = 0; i < out.length; i++) out[i] = lut[page.data[i]];
  return { data: out, width: page.width, height: page.height };
}

/** PGM bytes: leptonica reads them without any decoding work, unlike PNG. */
export function toPgm(page: Gray): Buffer {
  const header = Buffer.from(`P5\n${page.width} ${page.height}\n255\n`, "ascii");
  return Buffer.concat([header, Buffer.from(page.data.buffer, page.data.byteOffset, page.data.byteLength)]);
}

/** Calls `visit` with the grey-level histogram of each cell×cell square, sampling every `step` pixels. */
export function forEachCellHistogram(
  page: Gray,
  cell: number,
  step: number,
  visit: (gx: number, gy: number, hist: Uint32Array, n: number) => void,
): void {
  const { data, width, height } = page;
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const hist = new Uint32Array(256);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      hist.fill(0);
      let n = 0;
      const yEnd = Math.min(height, (gy + 1) * cell);
      const xEnd = Math.min(width, (gx + 1) * cell);
      for (let y = gy * cell; y < yEnd; y += step) {
        for (let x = gx * cell; x < xEnd; x += step) {
          hist[data[y * width + x]]++;
          n++;
        }
      }
      visit(gx, gy, hist, n);
    }
  }
}

export function percentile(hist: Uint32Array, n: number, share: number): number {
  const target = n * share;
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v];
    if (acc >= target) return v;
  }
  return 255;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 255;
}

/**
 * Unsharp mask: adds back `amount` times the difference to a box blur of `radius` pixels. Phone
 * photos are soft, and an upscale softens them further; stroke edges come back sharper.
 */
export function sharpen(page: Gray, radius: number, amount: number): Gray {
  const { data, width, height } = page;
  // Integral image, one row and column larger, for O(1) box sums.
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x];
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0];
      const blur = sum / ((y1 - y0) * (x1 - x0));
      const v = data[y * width + x];
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(v + amount * (v - blur))));
    }
  }
  return { data: out, width, height };
}
