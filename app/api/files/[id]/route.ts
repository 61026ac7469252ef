// GET /api/files/{id}?expires=&sig= – serves an uploaded document to whoever holds a valid signed url
import { storedFileHeaders } from "@/lib/files/response-headers";
import { checkFileSignature } from "@/lib/files/signed-url";
import { readStoredFile } from "@/lib/files/store";
import { fileSigningKey } from "@/lib/keys/app-keys";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const url = new URL(req.url);
  const check = checkFileSignature(
    fileSigningKey(),
    id,
    url.searchParams.get("expires"),
    url.searchParams.get("sig"),
    new Date(),
  );
  if (check !== "ok") {
    const message = check === "expired" ? "This link has expired." : "This link is not valid.";
    return Response.json(
      { success: false, errorCode: check === "expired" ? "url-expired" : "forbidden", message },
      { status: 403 },
    );
  }
  const file = await readStoredFile(id);
  if (!file)
    return Response.json(
      { success: false, errorCode: "not-found", message: "The file was not found." },
      { status: 404 },
    );
  return new Response(new Uint8Array(file.bytes), { headers: storedFileHeaders(file.meta.name, file.bytes) });
}
