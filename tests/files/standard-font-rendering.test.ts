import { existsSync } from "node:fs";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderPdfPagePng } from "@/lib/files/render-pdf-page";

// Courier and Times, named by a PDF but not embedded in it, must be drawn in faces with their own
// widths: drawn in the default sans face at Courier's advances, an "i" is a thin stroke in a wide
// empty cell and an "m" spills into its neighbours, which is what made such pages look broken
// and read badly by OCR.

const liberation = existsSync("/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf");

/** Width in em of the ink of `text` set alone in `font` at 100 points. */
async function inkWidth(font: StandardFonts, text: string): Promise<number> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(text, { x: 100, y: 400, size: 100, font: await doc.embedFont(font) });
  const png = await renderPdfPagePng(Buffer.from(await doc.save()), 1);
  const image = await loadImage(Buffer.from(png!));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext("2d").drawImage(image, 0, 0);
  const { data, width, height } = canvas.getContext("2d").getImageData(0, 0, image.width, image.height);
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4] < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
  const pxPerEm = (100 * width) / 612;
  return (right - left + 1) / pxPerEm;
}

describe.skipIf(!liberation)("pages naming a standard font without embedding it", () => {
  it("draws Courier in a monospaced face: an i fills its cell, like an m", async () => {
    const i = await inkWidth(StandardFonts.Courier, "i");
    const m = await inkWidth(StandardFonts.Courier, "m");
    expect(i).toBeGreaterThan(0.35);
    expect(m).toBeLessThan(0.62);
  });

  it("draws Times in a serif face: an l stands on a foot", async () => {
    expect(await inkWidth(StandardFonts.TimesRoman, "l")).toBeGreaterThan(0.2);
  });
});
