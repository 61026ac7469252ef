import { describe, expect, it } from "vitest";
import { invertBands } from "@/lib/service/documents/text/bands";
import {
  findPage,
  normalizeLighting,
  otsu,
  sharpen,
  stretch,
  toPgm,
  type Gray,
} from "@/lib/service/documents/text/normalize";

function page(width: number, height: number, fill: number): Gray {
  return { data: new Uint8Array(width * height).fill(fill), width, height };
}

function rect(g: Gray, x: number, y: number, w: number, h: number, v: number): void {
  for (let yy = y; yy < y + h; yy++) g.data.fill(v, yy * g.width + x, yy * g.width + x + w);
}

describe("image normalisation", () => {
  it("finds the sheet of a photo inside its dark surround and none on a scan", () => {
    const photo = page(100, 130, 40);
    rect(photo, 10, 12, 80, 105, 220);
    expect(findPage(photo)).toEqual({ x: 10, y: 12, w: 80, h: 105 });
    const scan = page(100, 130, 235);
    rect(scan, 20, 20, 30, 4, 20);
    expect(findPage(scan)).toBeNull();
  });

  it("turns a white-on-dark band dark-on-white and leaves bold print alone", () => {
    const g = page(400, 200, 240);
    rect(g, 20, 40, 360, 40, 30); // band
    rect(g, 40, 55, 60, 10, 235); // white lettering inside it
    // A run of bold print: dark strokes with paper between them, and no solid margins.
    for (let x = 20; x < 140; x += 7) rect(g, x, 136, 4, 20, 20);
    const out = invertBands(g, 6);
    expect(out.data[60 * 400 + 200]).toBeGreaterThan(200); // band interior now paper
    expect(out.data[58 * 400 + 60]).toBeLessThan(40); // lettering now ink
    expect(out.data[142 * 400 + 20]).toBe(20); // bold print untouched
    expect(out.data[142 * 400 + 25]).toBe(240);
  });

  it("flattens uneven lighting to white paper and keeps ink dark", () => {
    const g = page(200, 200, 0);
    for (let y = 0; y < 200; y++) for (let x = 0; x < 200; x++) g.data[y * 200 + x] = 140 + Math.round((x / 200) * 100);
    rect(g, 20, 100, 10, 10, 40);
    const out = stretch(normalizeLighting(g, 20));
    expect(out.data[50 * 200 + 10]).toBe(255);
    expect(out.data[50 * 200 + 190]).toBe(255);
    expect(out.data[105 * 200 + 25]).toBeLessThan(60);
  });

  it("sharpens an edge without touching flat areas", () => {
    const g = page(20, 20, 200);
    rect(g, 10, 0, 10, 20, 100);
    const out = sharpen(g, 1, 1.5);
    expect(out.data[10 * 20 + 2]).toBe(200);
    expect(out.data[10 * 20 + 9]).toBeGreaterThan(200);
    expect(out.data[10 * 20 + 10]).toBeLessThan(100);
  });

  it("thresholds a bimodal histogram between its modes and writes PGM", () => {
    const g = page(10, 10, 230);
    rect(g, 0, 0, 10, 3, 30);
    const t = otsu(g.data);
    expect(t).toBeGreaterThanOrEqual(30);
    expect(t).toBeLessThan(230);
    const pgm = toPgm(g);
    expect(pgm.subarray(0, 11).toString("ascii")).toBe("P5\n10 10\n25");
    expect(pgm.length).toBe("P5\n10 10\n255\n".length + 100);
  });
});
