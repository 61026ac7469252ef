// The bounds every document is read within, whatever it holds: one place, so that the time and
// memory a hostile file can take are visible at a glance (issue 9, item 3).

/** Pages whose text is kept and parsed. A declarations page is one to three pages long. */
export const MAX_PAGES_READ = 25;
/** Pages whose text layer is looked at to choose those 25; pages after these are never opened. */
export const MAX_PAGES_SCANNED = 60;
/** Pixels of a PNG or JPEG, read from its header before anything is decoded (a 40 MP photo is large). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longer side over shorter side of an image; a receipt roll is 1:5, a 1:80 strip is an attack. */
export const MAX_ASPECT = 8;
/** Pixels of a rendered PDF page: 200 dpi of an A3 sheet; a larger page is rendered at a lower scale. */
export const MAX_RENDER_PIXELS = 10_000_000;
/** Longest side of a rendered PDF page in pixels. */
export const MAX_RENDER_SIDE = 8_000;
/** Inflated bytes of one compressed PDF stream (a 40 MP RGBA image is 160 MB). */
export const MAX_PDF_STREAM_BYTES = 192 * 1024 * 1024;
/** Inflated bytes of all compressed streams of one PDF. */
export const MAX_PDF_INFLATED_BYTES = 512 * 1024 * 1024;
/** Default time for one document, download excluded; the queue's expiry is well above it. */
export const DEFAULT_DEADLINE_MS = 30_000;

/** The document passes a bound above: it is refused as `document-invalid`, never read further. */
export class DocumentLimitError extends Error {
  override name = "DocumentLimitError";
}
