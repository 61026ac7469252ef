import { fileSigningKey } from "@/lib/keys/app-keys";
import { checkFileSignature } from "./signed-url";

/** The contract's 403 for a request whose signed file url is missing, forged or expired; null when it holds. */
export function fileUrlRefusal(req: Request, id: string): Response | null {
  const { searchParams } = new URL(req.url);
  const check = checkFileSignature(
    fileSigningKey(),
    id,
    searchParams.get("expires"),
    searchParams.get("sig"),
    new Date(),
  );
  if (check === "ok") return null;
  const refusal =
    check === "expired"
      ? { success: false, errorCode: "url-expired", message: "This link has expired." }
      : { success: false, errorCode: "forbidden", message: "This link is not valid." };
  return Response.json(refusal, { status: 403 });
}
