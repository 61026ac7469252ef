import { documentContentType } from "@/lib/shared/document-type";

// A stored file is served from the dashboard's own origin, so anything a browser could run (HTML, SVG,
// XML) would run with the staff member's session. Only the three document types open inline; the rest
// downloads as opaque bytes, and the browser may neither sniff a type nor run anything in the response.
export const FILE_CSP = "default-src 'none'; sandbox";

/** Headers for a stored file, decided from its bytes (files stored before sniffing carry the browser's type). */
export function storedFileHeaders(name: string, bytes: Uint8Array): Record<string, string> {
  const type = documentContentType(bytes);
  const safeName = name.replace(/[^\w.\- ]/g, "_");
  return {
    "content-type": type ?? "application/octet-stream",
    "content-length": String(bytes.byteLength),
    "content-disposition": `${type ? "inline" : "attachment"}; filename="${safeName}"`,
    "x-content-type-options": "nosniff",
    "content-security-policy": FILE_CSP,
    "cache-control": "private, no-store",
  };
}
