import { renderPageAsImage, type getDocumentProxy } from "unpdf";
import { loadImage, type Image } from "@napi-rs/canvas";

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/** ≈ 200 dpi: enough for OCR of 8-point print without making recognition slow. */
const OCR_RENDER_SCALE = 2.8;

/** Renders one page (for pages whose text layer is missing or unusable). */
export async function renderPdfPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  scale = OCR_RENDER_SCALE,
): Promise<Image> {
  const png = await renderPageAsImage(pdf, pageNumber, { scale, canvasImport: () => import("@napi-rs/canvas") });
  return loadImage(Buffer.from(png));
}
