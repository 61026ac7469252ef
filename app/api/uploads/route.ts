// POST /api/uploads – one declarations page from the drop zone: store it, then proxy process-document
import { currentUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";
import { addTimeline } from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import { DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";
import { fileSigningKey, saveUpload } from "@/lib/files/store";
import { fileProblem, VerifyByDocumentSchema } from "@/lib/schemas/verify-document";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { openVerification, proxyVerification } from "@/lib/verifications/begin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const fail = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  Response.json({ ok: false, message, fieldErrors }, { status });

export async function POST(req: Request): Promise<Response> {
  const user = await currentUser();
  if (!user) return fail(401, "Your session has ended. Please sign in again.");
  if (!hasRole(user.role, "reviewer")) return fail(403, "Your role does not allow this.");

  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  if (!form || !(file instanceof File)) return fail(400, "Attach a document.");
  const problem = fileProblem(file);
  if (problem) return fail(400, problem, { file: problem });
  const parsed = VerifyByDocumentSchema.safeParse(
    Object.fromEntries([...form.entries()].filter(([k]) => k !== "file")),
  );
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    return fail(400, "Please correct the highlighted fields.", fieldErrors);
  }
  const { policyType, source, borrowerRef } = parsed.data;

  const stored = await saveUpload(file);
  const client = await serviceClient();
  const e = env();
  try {
    const token = await openVerification(client, user, {
      method: "document",
      borrowerRef,
      summary: {
        carrierId: null,
        carrierName: null,
        policyType,
        policyNumber: null,
        insured: null,
        documentName: file.name,
        fileId: stored.id,
      },
    });
    await addTimeline(token, "uploaded", { name: file.name, size: file.size });
    const url = signFileUrl(fileSigningKey(), e.APP_URL, stored.id, new Date(Date.now() + DOCUMENT_URL_TTL_MS));
    const refused = await proxyVerification(client, token, {
      operation: "process-document",
      input: { name: file.name, source, policyType, url },
    });
    if (refused) return fail(refused.status >= 500 ? 502 : 400, refused.message);
    return Response.json({ ok: true, token });
  } catch (err) {
    if (err instanceof ServiceCallError) return fail(502, err.message);
    throw err;
  }
}
