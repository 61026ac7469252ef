// Document type by magic bytes only: the file name and the declared content type are the uploader's
// claim, so neither decides how a file is read, stored or served. Shared by the service and the
// dashboard (which may not import lib/service).

export type DocumentType = "pdf" | "jpeg" | "png";

export const DOCUMENT_CONTENT_TYPES = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
} as const satisfies Record<DocumentType, string>;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** "%PDF-" may follow a little junk (some generators prepend a BOM or whitespace); PDF readers allow 1 KB. */
function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, 1024) - PDF_SIGNATURE.length;
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF_SIGNATURE, i)) return true;
  return false;
}

/** PDF, PNG or JPEG by magic bytes; null for anything else (HTML, SVG, text, ZIP…). */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "jpeg";
  if (isPdf(bytes)) return "pdf";
  return null;
}

/** The MIME type a stored file is saved and served as; null when it is none of the three documents. */
export function documentContentType(bytes: Uint8Array): (typeof DOCUMENT_CONTENT_TYPES)[DocumentType] | null {
  const type = detectDocumentType(bytes);
  return type && DOCUMENT_CONTENT_TYPES[type];
}
