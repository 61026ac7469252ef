// The type of an uploaded file by its first bytes: the browser's declared type and the file name are
// whatever the uploader chose, so neither decides how the file is stored or served.
// (Mirrors the service's detector; the dashboard may not import lib/service.)

export type DocumentContentType = "application/pdf" | "image/png" | "image/jpeg";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const at = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

/** PDF readers accept "%PDF-" within the first 1 KB (some generators prepend a BOM or whitespace). */
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - PDF.length;
  for (let i = 0; i <= end; i++) if (at(bytes, PDF, i)) return true;
  return false;
}

/** PDF, PNG or JPEG by magic bytes; null for anything else (HTML, SVG, text…). */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (at(bytes, PNG)) return "image/png";
  if (at(bytes, JPEG)) return "image/jpeg";
  if (isPdf(bytes)) return "application/pdf";
  return null;
}
