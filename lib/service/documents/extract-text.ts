import { getDocumentProxy } from "unpdf";
import type { DocumentType } from "./detect-type";
import { ocrPage } from "./text/ocr-image";
import { pageHasImages, pdfPageText, textLayerQuality } from "./text/pdf-text";
import { decodeImage, inkRatio } from "./text/raster";
import { renderPdfPage } from "./text/render-pdf-page";
import type { ExtractedText, TextPage } from "./text/types";

export type { ExtractedText, ExtractionMethod, TextLine, TextPage, Word } from "./text/types";

export interface DocumentText extends ExtractedText {
  /** False when every page is blank paper: no text layer and nothing drawn. */
  hasInk: boolean;
  /** Pages that went through OCR. */
  ocrPages: number;
}

/** Pages with less dark area than this are blank (scanner noise, a stray dot). */
const BLANK_INK = 0.0015;

/** Readable text of a PDF, PNG or JPEG. Throws when the bytes cannot be decoded. */
export async function extractText(bytes: Uint8Array, type: DocumentType): Promise<DocumentText> {
  return type === "pdf" ? extractPdf(bytes) : extractImage(bytes);
}

async function extractImage(bytes: Uint8Array): Promise<DocumentText> {
  const image = await decodeImage(bytes);
  if (inkRatio(image) < BLANK_INK) return { pages: [], method: "ocr", hasInk: false, ocrPages: 0 };
  const ocr = await ocrPage(image);
  return { pages: [ocr.page], method: "ocr", confidence: ocr.confidence, hasInk: true, ocrPages: 1 };
}

async function extractPdf(bytes: Uint8Array): Promise<DocumentText> {
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: TextPage[] = [];
    const confidences: number[] = [];
    let textPages = 0;
    let hasInk = false;
    for (let n = 1; n <= pdf.numPages; n++) {
      const layer = await pdfPageText(pdf, n);
      const quality = textLayerQuality(layer);
      if (quality === "good") {
        pages.push(layer);
        textPages++;
        hasInk = true;
        continue;
      }
      // A short but readable text layer on a page without pictures (a cover or an end page) is
      // all the page has; only pages with text missing or scanned go through OCR.
      if (quality === "short" && !(await pageHasImages(pdf, n))) {
        pages.push(layer);
        textPages++;
        hasInk = true;
        continue;
      }
      const image = await renderPdfPage(pdf, n);
      if (inkRatio(image) < BLANK_INK) {
        if (layer.lines.length) hasInk = true;
        pages.push(layer);
        continue;
      }
      hasInk = true;
      const ocr = await ocrPage(image);
      pages.push(ocr.page);
      confidences.push(ocr.confidence);
    }
    const ocrPages = confidences.length;
    const method = ocrPages === 0 ? "text-layer" : textPages === 0 ? "ocr" : "mixed";
    const confidence = ocrPages ? confidences.reduce((s, c) => s + c, 0) / ocrPages : undefined;
    return { pages, method, ...(confidence === undefined ? {} : { confidence }), hasInk, ocrPages };
  } finally {
    await pdf.destroy();
  }
}
