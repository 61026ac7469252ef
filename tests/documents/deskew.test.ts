import { describe, expect, it } from "vitest";
import { deskew, rotate, skewAngle } from "@/lib/service/documents/text/deskew";
import type { Gray } from "@/lib/service/documents/text/normalize";

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** A white page with lines of "print" (short dashes) falling `deg` degrees to the right. */
function leaningPage(deg: number, width = 1200, height = 900): Gray {
  const data = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((deg * Math.PI) / 180);
  for (let base = 120; base < height - 120; base += 40) {
    for (let x = 100; x < width - 100; x++) {
      if (x % 14 > 8) continue;
      const y0 = Math.round(base + (x - width / 2) * slope);
      for (let y = y0; y < y0 + 12; y++) if (y >= 0 && y < height) data[y * width + x] = 0;
    }
  }
  return { data, width, height };
}

describe("skewAngle", () => {
  it.each([1.5, -2.2, 4])("finds lines falling %s° to within a tenth of a degree", (deg) => {
    expect(Math.abs(degrees(skewAngle(leaningPage(deg))) - deg)).toBeLessThan(0.1);
  });

  it("leaves a level page and a blank page alone", () => {
    expect(skewAngle(leaningPage(0))).toBe(0);
    expect(skewAngle({ data: new Uint8Array(400 * 300).fill(255), width: 400, height: 300 })).toBe(0);
  });
});

describe("rotate", () => {
  it("levels the lines and grows the page so no corner is cut off", () => {
    const page = leaningPage(3);
    const { page: level, dy, radians } = deskew(page);
    expect(Math.abs(degrees(radians) - 3)).toBeLessThan(0.1);
    expect(Math.abs(degrees(skewAngle(level)))).toBeLessThan(0.1);
    expect(level.height).toBe(page.height + 2 * dy);
    const ink = (g: Gray) => g.data.reduce((n, v) => n + (v < 128 ? 1 : 0), 0);
    expect(Math.abs(ink(level) - ink(page)) / ink(page)).toBeLessThan(0.03);
  });

  it("returns the page itself for a zero angle", () => {
    const page = leaningPage(0);
    expect(rotate(page, 0).page).toBe(page);
  });
});
