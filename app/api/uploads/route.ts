// POST /api/uploads – one declarations page from the drop zone: store it, then proxy process-document
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { routeUser } from "@/lib/auth/route-user";
import { addTimeline } from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import { DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";
import { saveUpload } from "@/lib/files/store";
import { fileSigningKey } from "@/lib/keys/app-keys";
import { readCapped } from "@/lib/http/read-capped";
import { fileProblem, MAX_UPLOAD_BYTES, VerifyByDocumentSchema } from "@/lib/schemas/verify-document";
import { DocumentLoanSchema, parseLoanAmount, type LoanFacts } from "@/lib/schemas/verify-loan";
import { serviceClient, ServiceCallError, type ServiceClient } from "@/lib/service-client";
import { openVerification, proxyVerification } from "@/lib/verifications/begin";
import { readLenderName, readTemplateDefaults } from "@/lib/verifications/defaults";
import { errorAdvice } from "@/lib/verifications/error-advice";
import { loanMetadata } from "@/lib/verifications/loan-metadata";
import { typedTemplates } from "@/lib/verifications/template-types";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const fail = (status: number, message: string, fieldErrors?: Record<string, string>) =>
  Response.json({ ok: false, message, fieldErrors }, { status });

const UploadSchema = VerifyByDocumentSchema.extend(DocumentLoanSchema.shape).extend({
  templateId: z.string().trim().max(100).optional(),
});

/** The largest form read: one document at its cap, plus room for the loan fields and the multipart framing. */
const MAX_FORM_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;
const TOO_LARGE = "This file is larger than 25 MB.";

/**
 * The form, read only as far as MAX_FORM_BYTES: a declared length over it is refused before any byte
 * is read, and a body sent without one is cut off there. "too-large" or null (not a form) otherwise.
 */
async function readForm(req: Request): Promise<FormData | "too-large" | null> {
  if (Number(req.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) return "too-large";
  let bytes: Uint8Array | null;
  try {
    bytes = await readCapped(req.body, MAX_FORM_BYTES);
  } catch {
    return null; // the sender went away mid-body
  }
  if (!bytes) return "too-large";
  const type = req.headers.get("content-type") ?? "";
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": type } })
    .formData()
    .catch(() => null);
}

/** The chosen template, or the organisation's default for the policy type; null when neither exists. */
async function chooseTemplate(client: ServiceClient, templateId: string | undefined, type: LoanFacts["policyType"]) {
  const templates = await typedTemplates(client);
  const id = templateId || (await readTemplateDefaults(templates))[type];
  return templates.find((t) => t.id === id) ?? null;
}

export async function POST(req: Request): Promise<Response> {
  const user = await routeUser("reviewer");
  if (user instanceof Response) return user;

  const form = await readForm(req);
  if (form === "too-large") return fail(413, TOO_LARGE, { file: TOO_LARGE });
  const file = form?.get("file");
  if (!form || !(file instanceof File)) return fail(400, "Attach a document.");
  const problem = fileProblem(file);
  if (problem) return fail(400, problem, { file: problem });
  const parsed = UploadSchema.safeParse(Object.fromEntries([...form.entries()].filter(([k]) => k !== "file")));
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
    return fail(400, "Please correct the highlighted fields.", fieldErrors);
  }
  const { policyType, source, borrowerRef, ...loan } = parsed.data;

  const client = await serviceClient();
  const e = env();
  try {
    const template = await chooseTemplate(client, loan.templateId, policyType);
    if (!template)
      return fail(400, "Choose the requirement template.", { templateId: "Choose the requirement template." });
    const facts: LoanFacts = {
      policyType,
      templateId: template.id,
      templateName: template.displayName,
      borrower: { firstName: loan.borrowerFirstName, lastName: loan.borrowerLastName },
      vin: policyType === "auto" ? loan.vin?.toUpperCase() || null : null,
      propertyAddress: policyType === "auto" ? null : loan.propertyAddress || null,
      loanNumber: loan.loanNumber || null,
      loanAmount: parseLoanAmount(loan.loanAmount),
      lenderName: await readLenderName(),
      checkDate: new Date().toISOString().slice(0, 10),
    };
    const stored = await saveUpload(file);
    const token = await openVerification(client, user, {
      method: "document",
      borrowerRef,
      loan: facts,
      metadata: loanMetadata(template, facts),
      summary: {
        carrierId: null,
        carrierName: null,
        policyType,
        policyNumber: null,
        insured: `${loan.borrowerFirstName} ${loan.borrowerLastName}`,
        documentName: file.name,
        fileId: stored.id,
      },
    });
    await addTimeline(token, "uploaded", { name: file.name, size: file.size });
    const url = signFileUrl(fileSigningKey(), e.APP_URL, stored.id, new Date(Date.now() + DOCUMENT_URL_TTL_MS));
    const refused = await proxyVerification(client, token, {
      operation: "process-document",
      input: { name: file.name, source, policyType: policyType === "auto" ? "auto" : "home", url },
    });
    if (refused)
      return fail(
        refused.status >= 500 ? 502 : 400,
        [refused.message, errorAdvice(refused.errorCode, policyType)].filter(Boolean).join(" "),
      );
    await recordAudit(user, "verification.document-uploaded", {
      token,
      detail: { name: file.name, size: file.size, policyType, template: template.displayName },
    });
    return Response.json({ ok: true, token });
  } catch (err) {
    if (err instanceof ServiceCallError) return fail(502, err.message);
    throw err;
  }
}
