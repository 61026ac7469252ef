import { describe, expect, it } from "vitest";
import { stripCuts } from "@/lib/service/documents/text/ocr-strips";
import type { Gray } from "@/lib/service/documents/text/normalize";

/** A white page with "print" (dashed rows, many strokes) on the given row ranges and a solid rule on others. */
function page(height: number, print: [number, number][], rules: [number, number][] = []): Gray {
  const width = 400;
  const data = new Uint8Array(width * height).fill(255);
  for (const [y0, y1] of print)
    for (let y = y0; y < y1; y++) for (let x = 0; x < width; x++) if (x % 6 < 3) data[y * width + x] = 0;
  for (const [y0, y1] of rules) data.fill(0, y0 * width, y1 * width);
  return { data, width, height };
}

const lines = (from: number, to: number, pitch = 30, thick = 18): [number, number][] =>
  Array.from({ length: Math.floor((to - from) / pitch) }, (_, i) => [from + i * pitch, from + i * pitch + thick]);

describe("stripCuts", () => {
  it("keeps a short page whole", () => {
    expect(stripCuts(page(900, lines(0, 900)), 2)).toEqual([0, 900]);
  });

  it("cuts between two lines of print, never through one", () => {
    const printed = lines(0, 2000);
    const [, cut] = stripCuts(page(2000, printed), 2);
    expect(printed.some(([y0, y1]) => cut >= y0 && cut < y1)).toBe(false);
    expect(Math.abs(cut - 1000)).toBeLessThan(60);
  });

  it("balances the print, not the height, when the page ends in white space", () => {
    const [, cut] = stripCuts(page(3000, lines(0, 1200)), 2);
    expect(cut).toBeGreaterThan(450);
    expect(cut).toBeLessThan(750);
  });

  it("does not count a dark rule as print", () => {
    // Heavy bands at the top would pull an ink-balanced cut upwards; strokes ignore them.
    const [, cut] = stripCuts(page(2400, lines(600, 2400), [[0, 300]]), 2);
    expect(cut).toBeGreaterThan(1300);
  });

  it("gives one strip per worker at most, in order", () => {
    const cuts = stripCuts(page(4000, lines(0, 4000)), 3);
    expect(cuts).toHaveLength(4);
    expect([...cuts].sort((a, b) => a - b)).toEqual(cuts);
    expect(cuts[0]).toBe(0);
    expect(cuts[3]).toBe(4000);
  });
});
