import { createCanvas, loadImage } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
import { readDroppedText } from "@/lib/service/documents/text/ocr-dropped-text";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { recognizeInStrips } from "@/lib/service/documents/text/ocr-strips";
import { prepareForOcr } from "@/lib/service/documents/text/raster";

// Tesseract's layout analysis can leave a table's right-hand columns unread (seen on a real
// carrier page: limits and per-vehicle prices between dotted rules). Whatever the first pass left
// out, ink in glyph-sized runs where no word was read is read again, and the rest is left alone.

afterAll(() => terminateOcrPool());

const ROWS = [
  ["Bodily Injury Liability", "$300,000/$500,000", "$83.20"],
  ["Property Damage Liability", "$100,000", "$79.80"],
  ["Uninsured Motorists", "$300,000/$500,000", "$51.70"],
  ["Comprehensive", "$500", "$62.70"],
];

async function tablePage() {
  const canvas = createCanvas(1700, 700);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, 1700, 700);
  ctx.fillStyle = "#000";
  ctx.font = "34px sans-serif";
  ROWS.forEach(([name, limit, price], i) => {
    const y = 120 + i * 120;
    ctx.fillText(name, 80, y);
    ctx.fillText(limit, 800, y);
    ctx.fillText(price, 1350, y);
  });
  return prepareForOcr(await loadImage(await canvas.encode("png")));
}

describe("text the layout analysis dropped", () => {
  it("is read again where ink was left unread, beside the words already read", { timeout: 60_000 }, async () => {
    const raster = await tablePage();
    const reading = await recognizeInStrips(raster.gray, 1, false);
    const all = (r: typeof reading) => r.lines.flatMap((l) => l.words.map((w) => w.text));
    expect(all(reading)).toContain("$83.20");
    // The first pass as it went wrong on the real page: the limit and price columns never read.
    const split = raster.width * 0.45;
    for (const line of reading.lines) line.words = line.words.filter((w) => w.bbox.x0 < split);
    reading.lines = reading.lines.filter((l) => l.words.length);
    expect(all(reading)).not.toContain("$83.20");
    await readDroppedText(reading);
    for (const value of ["$300,000/$500,000", "$83.20", "$79.80", "$51.70", "$62.70"])
      expect(all(reading)).toContain(value);
    expect(all(reading).filter((w) => w === "Comprehensive")).toHaveLength(1);
  });

  it("leaves a page whose every word was read as it was", { timeout: 60_000 }, async () => {
    const raster = await tablePage();
    const reading = await recognizeInStrips(raster.gray, 1, false);
    const before = reading.lines.length;
    await readDroppedText(reading);
    expect(reading.lines).toHaveLength(before);
  });
});
