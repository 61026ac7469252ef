// GET /api/files/{id}/pages/{n}?expires=&sig= – page n of a stored PDF as a PNG, for the holder of the file's signed url
import { fileUrlRefusal } from "@/lib/files/file-url-refusal";
import { previewCache, renderPreview } from "@/lib/files/page-previews";
import { FILE_CSP } from "@/lib/files/response-headers";
import { readStoredFile } from "@/lib/files/store";
import { detectDocumentType } from "@/lib/shared/document-type";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const fail = (status: number, errorCode: string, message: string) =>
  Response.json({ success: false, errorCode, message }, { status });

const pngResponse = (png: Uint8Array, cache: "hit" | "miss") =>
  new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
      "cache-control": "private, max-age=3600",
      "x-preview-cache": cache,
    },
  });

// Drawn in a reading process (memory cap, deadline, refused at once when the same bytes broke a
// reader before) and kept per page, so a page is drawn once however often it is viewed.
export async function GET(req: Request, { params }: { params: Promise<{ id: string; page: string }> }) {
  const { id, page } = await params;
  const refused = fileUrlRefusal(req, id);
  if (refused) return refused;
  const n = /^\d{1,4}$/.test(page) ? Number(page) : 0;
  if (n < 1) return fail(404, "not-found", "The document has no such page.");
  const cache = previewCache();
  const cached = await cache.get(id, n);
  if (cached) return pngResponse(cached, "hit");
  const file = await readStoredFile(id);
  if (!file) return fail(404, "not-found", "The file was not found.");
  if (detectDocumentType(file.bytes) !== "pdf") return fail(400, "not-a-pdf", "Only PDF pages are rendered.");
  const drawn = await renderPreview(file.bytes, n);
  if (!drawn.ok) return fail(422, "unreadable", "This page could not be drawn.");
  if (!drawn.png) return fail(404, "not-found", "The document has no such page.");
  await cache.put(id, n, drawn.png);
  return pngResponse(drawn.png, "miss");
}
