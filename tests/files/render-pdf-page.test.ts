import { readFileSync } from "node:fs";
import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { renderPdfPagePng } from "@/lib/files/render-pdf-page";

// The session page draws the place each value was read on a PNG of the PDF's page (a browser's
// PDF viewer cannot be drawn over), so the rendering must show the page's print, at a width the
// boxes scale onto, and refuse pages the document does not have.

const pdf = readFileSync("tests/fixtures/documents/generated-expired-auto.pdf");

describe("renderPdfPagePng", () => {
  it("draws a page as a PNG 1100 pixels wide with its print on it", async () => {
    const png = await renderPdfPagePng(pdf, 1);
    const image = await loadImage(Buffer.from(png!));
    expect(image.width).toBe(1100);
    expect(Math.abs(image.height - (1100 / 612) * 792)).toBeLessThanOrEqual(1);
    // Fonts load on Node 20 (the transfer polyfill): a page of print is far from blank paper.
    const { createCanvas } = await import("@napi-rs/canvas");
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.drawImage(image, 0, 0);
    const data = ctx.getImageData(0, 0, image.width, image.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] < 128) dark++;
    expect(dark / (image.width * image.height)).toBeGreaterThan(0.01);
  });

  it("answers null for a page the document does not have", async () => {
    expect(await renderPdfPagePng(pdf, 0)).toBeNull();
    expect(await renderPdfPagePng(pdf, 2)).toBeNull();
    expect(await renderPdfPagePng(pdf, Number.NaN)).toBeNull();
  });
});
