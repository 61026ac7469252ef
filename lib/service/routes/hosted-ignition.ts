import "server-only";
import { env } from "@/lib/env";
import { DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";
import { saveUpload } from "@/lib/files/store";
import { readCapped } from "@/lib/http/read-capped";
import { fileSigningKey } from "@/lib/keys/app-keys";
import { fileProblem, MAX_UPLOAD_BYTES } from "@/lib/schemas/verify-document";
import type { ServiceDeps } from "@/lib/service/deps";
import { newRouter } from "@/lib/service/http/app";
import { accessSession } from "@/lib/service/ignition/hosted-access";
import { runHostedAction } from "@/lib/service/ignition/hosted-actions";
import { loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { startUpload } from "@/lib/service/ignition/upload";

// The borrower's hosted Ignition page talks to these, not to the client-authenticated API: each
// call carries the session's token in its path and is checked against it, so they are mounted
// before client authentication.
//   GET  /ignition/{token}/hosted – what the page shows now
//   POST /ignition/{token}/hosted – one of its actions ({ action, args })
//   POST /ignition/{token}/upload – the borrower's document: stored, then read by process-document

const NO_STORE = { "cache-control": "no-store" };
/** One document at its cap plus the multipart framing and the one other field. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const answer = (status: number, body: { kind: string; message?: string; reason?: string }) =>
  Response.json(body, { status, headers: NO_STORE });
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

async function upload(deps: ServiceDeps, token: string, req: Request): Promise<Response> {
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

export function hostedIgnitionRoutes(deps: ServiceDeps) {
  const r = newRouter();
  r.get("/ignition/:token/hosted", async (c) => {
    try {
      return Response.json(await loadHostedPage(deps, c.req.param("token")), { headers: NO_STORE });
    } catch (err) {
      deps.log.error("hosted ignition page failed", { error: err instanceof Error ? err.message : String(err) });
      return Response.json({ kind: "error" }, { status: 500, headers: NO_STORE });
    }
  });
  r.post("/ignition/:token/hosted", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { action?: unknown; args?: unknown } | null;
    const result = runHostedAction(deps, body?.action, c.req.param("token"), body?.args);
    if (!result) return refuse(400, "Unknown action.");
    return Response.json(await result, { headers: NO_STORE });
  });
  r.post("/ignition/:token/upload", (c) => upload(deps, c.req.param("token"), c.req.raw));
  return r;
}
