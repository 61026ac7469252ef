// GET /api/files/{id}?expires=&sig= – serves an uploaded document to whoever holds a valid signed url
import { fileUrlRefusal } from "@/lib/files/file-url-refusal";
import { storedFileHeaders } from "@/lib/files/response-headers";
import { readStoredFile } from "@/lib/files/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const refused = fileUrlRefusal(req, id);
  if (refused) return refused;
  const file = await readStoredFile(id);
  if (!file)
    return Response.json(
      { success: false, errorCode: "not-found", message: "The file was not found." },
      { status: 404 },
    );
  return new Response(new Uint8Array(file.bytes), { headers: storedFileHeaders(file.meta.name, file.bytes) });
}
