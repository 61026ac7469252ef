import "server-only";
import { readCapped } from "@/lib/http/read-capped";

/**
 * The request body as text, or null once it passes `maxBytes`: a declared length is refused before
 * anything is read, and a chunked body is cut off as soon as it grows past the cap.
 */
export async function readCappedBody(req: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) return null;
  const bytes = await readCapped(req.body, maxBytes);
  return bytes && Buffer.from(bytes).toString("utf8");
}
