import { createCanvas } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { renderPdfPage } from "@/lib/service/documents/text/render-pdf-page";
import type { Rng } from "./random";

// Pages without a text layer: a page rendered by the project's own renderer, tilted and speckled
// like a scan, and put back into the PDF as a picture. The parser then has only OCR to go on.

/** A scan-like JPEG (or PNG) of one page (1-based) of a PDF. */
export async function scanPage(
  pdfBytes: Uint8Array,
  pageNumber: number,
  rng: Rng,
  format: "jpeg" | "png" = "jpeg",
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  try {
    const image = await renderPdfPage(pdf, pageNumber, rng.pick([2.1, 2.5, 2.8]));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, image.width, image.height);
    const degrees = (rng.next() - 0.5) * 2.4;
    ctx.translate(image.width / 2, image.height / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.drawImage(image, -image.width / 2, -image.height / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // Toner specks: sparse, small, grey, as a copier leaves them.
    const specks = Math.round((image.width * image.height) / rng.pick([4000, 8000, 20000]));
    for (let i = 0; i < specks; i++) {
      ctx.fillStyle = `rgba(0,0,0,${0.15 + rng.next() * 0.5})`;
      ctx.fillRect(rng.int(0, image.width), rng.int(0, image.height), rng.int(1, 2), rng.int(1, 2));
    }
    const bytes = format === "png" ? await canvas.encode("png") : await canvas.encode("jpeg", rng.int(70, 90));
    return { bytes, width: image.width, height: image.height };
  } finally {
    await pdf.destroy();
  }
}

/** The PDF with the given pages (1-based) replaced by scans of themselves. */
export async function withoutTextLayer(pdfBytes: Uint8Array, pages: number[], rng: Rng): Promise<Uint8Array> {
  const src = await PDFDocument.load(pdfBytes);
  const out = await PDFDocument.create();
  out.setCreationDate(src.getCreationDate() ?? new Date(0));
  out.setModificationDate(src.getModificationDate() ?? new Date(0));
  out.setProducer("covercheck declarations generator");
  const copied = await out.copyPages(src, src.getPageIndices());
  for (const [i, page] of copied.entries()) {
    if (!pages.includes(i + 1)) {
      out.addPage(page);
      continue;
    }
    const { width, height } = page.getSize();
    const scan = await scanPage(pdfBytes, i + 1, rng);
    const image = await out.embedJpg(scan.bytes);
    out.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return out.save({ useObjectStreams: false });
}
