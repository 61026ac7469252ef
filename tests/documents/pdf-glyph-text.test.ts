import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { pdfPageText } from "@/lib/service/documents/text/pdf-text";

// A producer that places every glyph on its own with a little tracking, as some carriers' print
// systems do: pdf.js reads each nudge over a tenth of an em as a space ("M ary", "2 0 2 2").
const LINES = [
  "Lake Mary, FL 32795-9959",
  "Policy Period: 05/12/2022 to 05/12/2023",
  "Total Annual Policy Premium: $1,813.00",
  "This package contains your auto renewal insurance policy which",
  "Vehicle 2019 CHEV BOLT 1G1FY6S07K4134455",
  "Bodily Injury $100,000 Each Person $124.00",
];
const SIZE = 10;
/** Between glyphs of a word, varying as kerning does (pdf.js turns anything over 0.102 em into a space). */
const TRACKING = [0.02, 0.14, 0.05, 0.12, 0, 0.15, 0.08].map((em) => em * SIZE);

async function glyphByGlyphPdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  lines.forEach((line, row) => {
    let x = 50;
    [...line].forEach((c, i) => {
      if (c !== " ") page.drawText(c, { x, y: 700 - row * 20, size: SIZE, font });
      x += font.widthOfTextAtSize(c, SIZE) + (c === " " ? 0.1 * SIZE : TRACKING[i % TRACKING.length]);
    });
  });
  return doc.save();
}

async function firstPage(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  try {
    return await pdfPageText(pdf, 1);
  } finally {
    await pdf.destroy();
  }
}

describe("a text layer placed glyph by glyph", () => {
  it("reads its words as printed, not split at every nudge", async () => {
    const page = await firstPage(await glyphByGlyphPdf(LINES));
    expect(page.lines.map((l) => l.text)).toEqual(LINES);
  });

  it("is the case pdf.js alone gets wrong, so the test above exercises the glyph reader", async () => {
    const pdf = await getDocumentProxy(await glyphByGlyphPdf(LINES));
    const content = await (await pdf.getPage(1)).getTextContent();
    const raw = content.items.map((i) => ("str" in i ? i.str : "")).join("");
    await pdf.destroy();
    expect(raw).toMatch(/\d \d/);
    expect(raw).toMatch(/[a-z]{2} [a-z]{2}/);
  });

  it("leaves ordinary print to pdf.js: spaces only between words", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    LINES.forEach((line, row) => page.drawText(line, { x: 50, y: 700 - row * 20, size: SIZE, font }));
    expect((await firstPage(await doc.save())).lines.map((l) => l.text)).toEqual(LINES);
  });
});
