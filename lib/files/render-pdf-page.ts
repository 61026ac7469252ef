// No "server-only" marker: this runs in the reading processes too (plain Node, where that package
// throws), and it holds no secret a browser bundle could leak.
import { getDocumentProxy } from "unpdf";
import { renderPagePng } from "@/lib/shared/pdf/render-page";

/** Wide enough to read 8-point print beside the form, small enough to draw in well under a second. */
const TARGET_WIDTH = 1100;
const MAX_SIDE = 2400;
const MAX_IMAGE_PIXELS = 20_000_000;

/** One page (1-based) of a stored PDF as a PNG, for drawing where each value was read; null when there is no such page. */
export async function renderPdfPagePng(bytes: Uint8Array, pageNumber: number): Promise<Uint8Array | null> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_IMAGE_PIXELS });
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) return null;
    // A page may declare itself 200 inches wide: the longer side is capped whatever the width.
    const png = await renderPagePng(pdf, pageNumber, (width, height) =>
      Math.min(TARGET_WIDTH / Math.max(1, width), MAX_SIDE / Math.max(1, width, height)),
    );
    return new Uint8Array(png);
  } finally {
    await pdf.destroy();
  }
}
