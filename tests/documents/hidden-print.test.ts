import { PDFDocument, rgb } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { extractText } from "@/lib/service/documents/extract-text";
import { parsePolicy } from "@/lib/service/documents/parse";
import { terminateOcrPool } from "@/lib/service/documents/text/ocr-pool";
import { pageGraphics } from "@/lib/service/documents/text/pdf-text";
import { getDocumentProxy } from "unpdf";
import { AUTO_DECLARATIONS } from "../fixtures/documents/declarations";
import { hiddenValuesPdf } from "../fixtures/documents/hidden-values";

// Values a PDF prints outside its text layer (pictures or outlines beside labels that are text)
// are read by OCR and set among the layer's words; a page whose layer holds all its print is
// never sent to OCR, logo or not.

afterAll(() => terminateOcrPool());

const AMOUNT = /^\$[\d,]+(?:\/\$[\d,]+)?$/;

describe("print outside the text layer", () => {
  it("reads coverage values pasted in as pictures beside text labels", { timeout: 60_000 }, async () => {
    const bytes = await hiddenValuesPdf(AUTO_DECLARATIONS, (t) => AMOUNT.test(t));
    const text = await extractText(bytes, "pdf");
    expect(text.method).toBe("mixed");
    const all = text.pages.flatMap((p) => p.lines.map((l) => l.text)).join("\n");
    expect(all).toMatch(/Bodily Injury Liability.*\$100,000\/\$300,000/);
    const policy = parsePolicy(text.pages, { policyType: "auto", today: new Date("2026-04-01") });
    const bi = policy.coverages.find((c) => c.code === "BI");
    expect([bi?.limitPerPerson, bi?.limitPerAccident]).toEqual([100_000, 300_000]);
  });

  it("leaves a page alone when its only picture is a logo", { timeout: 60_000 }, async () => {
    const logo = (t: string) => t === "Acme Mutual Insurance Company";
    const text = await extractText(await hiddenValuesPdf(AUTO_DECLARATIONS, logo), "pdf");
    expect(text.method).toBe("text-layer");
    expect(text.ocrPages).toBe(0);
  });

  it("counts filled glyph outlines, not boxes and rules", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const ring = Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * 2 * Math.PI;
      return `${i ? "L" : "M"} ${(5 + 4 * Math.cos(a)).toFixed(2)} ${(5 + 4 * Math.sin(a)).toFixed(2)}`;
    }).join(" ");
    for (let i = 0; i < 15; i++) page.drawSvgPath(`${ring} Z`, { x: 100 + i * 12, y: 400, color: rgb(0, 0, 0) });
    for (let i = 0; i < 30; i++)
      page.drawRectangle({ x: 50, y: 50 + i * 10, width: 200, height: 8, color: rgb(0.9, 0.9, 0.9) });
    const pdf = await getDocumentProxy(await doc.save());
    expect(await pageGraphics(pdf, 1)).toEqual({ images: 0, outlines: 15 });
    await pdf.destroy();
  });
});
