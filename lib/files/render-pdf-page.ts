import "server-only";
import { getDocumentProxy, renderPageAsImage } from "unpdf";

// pdf.js 5 packs fonts with ArrayBuffer.prototype.transferToFixedLength, which Node ships from 22
// on; without it every glyph draws as blank paper on Node 20. A copy does what the transfer does.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
proto.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

/** Wide enough to read 8-point print beside the form, small enough to draw in well under a second. */
const TARGET_WIDTH = 1100;
const MAX_SIDE = 2400;
const MAX_IMAGE_PIXELS = 20_000_000;

/** One page (1-based) of a stored PDF as a PNG, for drawing where each value was read; null when there is no such page. */
export async function renderPdfPagePng(bytes: Uint8Array, pageNumber: number): Promise<Uint8Array | null> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { maxImageSize: MAX_IMAGE_PIXELS });
  try {
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > pdf.numPages) return null;
    const page = await pdf.getPage(pageNumber);
    const { width, height } = page.getViewport({ scale: 1 });
    // A page may declare itself 200 inches wide: the longer side is capped whatever the width.
    const scale = Math.min(TARGET_WIDTH / Math.max(1, width), MAX_SIDE / Math.max(1, width, height));
    const png = await renderPageAsImage(pdf, pageNumber, { scale, canvasImport: () => import("@napi-rs/canvas") });
    return new Uint8Array(png);
  } finally {
    await pdf.destroy();
  }
}
