import "./array-buffer-transfer";
import { renderPageAsImage, type getDocumentProxy } from "unpdf";
import { registerFallbackFonts } from "./fallback-fonts";

// Drawing a PDF page, shared by the service's OCR and the dashboard's page previews: each picks
// its own scale, both need the Node 20 font fix and the same canvas.

export type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** One page (1-based) as PNG bytes, at the scale `scaleFor` picks from the page's size in points. */
export async function renderPagePng(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  scaleFor: (width: number, height: number) => number,
): Promise<ArrayBuffer> {
  registerFallbackFonts();
  const page = await pdf.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: 1 });
  return renderPageAsImage(pdf, pageNumber, {
    scale: scaleFor(width, height),
    canvasImport: () => import("@napi-rs/canvas"),
  });
}
