import { describe, expect, it } from "vitest";
import { extractText } from "@/lib/service/documents/extract-text";
import { OcrPool } from "@/lib/service/documents/text/ocr-pool";
import { tinyPdf } from "@/lib/service/documents/warm-up";
import { toPgm } from "@/lib/service/documents/text/normalize";

describe("document pipeline warm-up", () => {
  it("reads its own one-page PDF through the text layer, with no OCR", async () => {
    const text = await extractText(tinyPdf(), "pdf");
    expect(text.method).toBe("text-layer");
    expect(text.ocrPages).toBe(0);
    expect(text.pages[0].lines.map((l) => l.text).join(" ")).toContain("Policy Number WARM-UP-0001");
  });

  it("starts the pool's workers before any page arrives, and they then serve pages", async () => {
    const pool = new OcrPool(1);
    try {
      await pool.warm();
      const blank = toPgm({ data: new Uint8Array(200 * 60).fill(255), width: 200, height: 60 });
      await expect(pool.recognize(blank)).resolves.toMatchObject({ lines: [] });
    } finally {
      await pool.terminate();
    }
  }, 30_000);
});
