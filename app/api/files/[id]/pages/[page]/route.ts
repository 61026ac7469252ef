// GET /api/files/{id}/pages/{n}?expires=&sig= – page n of a stored PDF as a PNG, for the holder of the file's signed url
import { fileUrlRefusal } from "@/lib/files/file-url-refusal";
import { renderPdfPagePng } from "@/lib/files/render-pdf-page";
import { detectDocumentType } from "@/lib/shared/document-type";
import { FILE_CSP } from "@/lib/files/response-headers";
import { readStoredFile } from "@/lib/files/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const fail = (status: number, errorCode: string, message: string) =>
  Response.json({ success: false, errorCode, message }, { status });

export async function GET(req: Request, { params }: { params: Promise<{ id: string; page: string }> }) {
  const { id, page } = await params;
  const refused = fileUrlRefusal(req, id);
  if (refused) return refused;
  const file = await readStoredFile(id);
  if (!file) return fail(404, "not-found", "The file was not found.");
  if (detectDocumentType(file.bytes) !== "pdf") return fail(400, "not-a-pdf", "Only PDF pages are rendered.");
  const n = /^\d{1,4}$/.test(page) ? Number(page) : NaN;
  let png: Uint8Array | null;
  try {
    png = await renderPdfPagePng(file.bytes, n);
  } catch {
    return fail(422, "unreadable", "This page could not be drawn.");
  }
  if (!png) return fail(404, "not-found", "The document has no such page.");
  return new Response(new Uint8Array(png), {
    headers: {
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_CSP,
      "cache-control": "private, max-age=3600",
    },
  });
}
