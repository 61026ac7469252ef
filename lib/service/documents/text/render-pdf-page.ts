import { loadImage, type Image } from "@napi-rs/canvas";
import { renderPagePng, type PDFDocumentProxy } from "@/lib/shared/pdf/render-page";
import { MAX_RENDER_PIXELS, MAX_RENDER_SIDE } from "./limits";

/** ≈ 200 dpi: enough for OCR of 8-point print without making recognition slow. */
const OCR_RENDER_SCALE = 2.8;

/**
 * The scale a page of `width`×`height` points is rendered at: `wanted`, lowered so the canvas
 * stays within MAX_RENDER_PIXELS and MAX_RENDER_SIDE (a page may declare itself 200 inches wide).
 */
export function renderScale(width: number, height: number, wanted = OCR_RENDER_SCALE): number {
  const byArea = Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height));
  const bySide = MAX_RENDER_SIDE / Math.max(1, width, height);
  return Math.min(wanted, byArea, bySide);
}

/** Renders one page (for pages whose text layer is missing or unusable). */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  scale = OCR_RENDER_SCALE,
): Promise<Image> {
  const png = await renderPagePng(pdf, pageNumber, (width, height) => renderScale(width, height, scale));
  return loadImage(Buffer.from(png));
}
