// POST /ignition/{token}/upload – the borrower's declarations page, ID card or evidence: stored, then read by
// the process-document operation (result `manual`)
import { env } from "@/lib/env";
import { readCapped } from "@/lib/http/read-capped";
import { DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";
import { saveUpload } from "@/lib/files/store";
import { fileSigningKey } from "@/lib/keys/app-keys";
import { fileProblem, MAX_UPLOAD_BYTES } from "@/lib/schemas/verify-document";
import { accessSession } from "@/lib/service/ignition/hosted-access";
import { startUpload } from "@/lib/service/ignition/upload";
import { getServiceRuntime } from "@/lib/service/runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** One document at its cap plus the multipart framing and the one other field. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const answer = (status: number, body: { kind: string; message?: string; reason?: string }) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });
const refuse = (status: number, message: string) => answer(status, { kind: "refused", message });

async function readForm(req: Request): Promise<FormData | "too-large" | null> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return "too-large";
  const bytes = await readCapped(req.body, MAX_FORM_BYTES).catch(() => null);
  if (bytes === null) return "too-large";
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": req.headers.get("content-type") ?? "" },
  })
    .formData()
    .catch(() => null);
}

export async function POST(req: Request, ctx: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await ctx.params;
  const { deps } = await getServiceRuntime();
  try {
    // Nothing is stored for a link that is not open.
    const access = await accessSession(deps, token);
    if (!access.open) return answer(410, { kind: "closed", reason: access.reason });

    const form = await readForm(req);
    if (form === "too-large") return refuse(413, "This file is larger than 25 MB.");
    const file = form?.get("file");
    if (!form || !(file instanceof File)) return refuse(400, "Choose a file or take a photo first.");
    const problem = fileProblem(file);
    if (problem) return refuse(400, problem);
    const policyType = form.get("policyType") === "home" ? "home" : "auto";

    const stored = await saveUpload(file);
    const url = signFileUrl(fileSigningKey(), env().APP_URL, stored.id, new Date(Date.now() + DOCUMENT_URL_TTL_MS));
    const started = await startUpload(deps, token, { name: file.name.slice(0, 200) || "document", policyType, url });
    if (started.kind === "closed") return answer(410, started);
    if (started.kind === "refused") return refuse(409, started.message);
    return answer(202, started);
  } catch (err) {
    deps.log.error("borrower upload failed", { error: err instanceof Error ? err.message : String(err) });
    return refuse(500, "Something went wrong on our side. Please try again in a few minutes.");
  }
}
