"use server";

import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import {
  addTimeline,
  findVerification,
  retypeVerification,
  type StoredPolicies,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import { DOCUMENT_URL_TTL_MS, signFileUrl } from "@/lib/files/signed-url";
import { readStoredFileMeta } from "@/lib/files/store";
import { fileSigningKey } from "@/lib/keys/app-keys";
import type { Policy } from "@/lib/schemas/policy";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { serviceClient } from "@/lib/service-client";
import { proxyVerification } from "@/lib/verifications/begin";
import { readTemplateDefaults } from "@/lib/verifications/defaults";
import { errorAdvice } from "@/lib/verifications/error-advice";
import { typedTemplates } from "@/lib/verifications/template-types";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

const RerunSchema = z.object({
  token: z.string().min(1).max(200),
  policyType: z.enum(["auto", "home", "condo"]),
});

/**
 * Reads a verification's document again as another policy type (the type check's offer). The
 * session is proxied again, so its result and verdict arrive by webhook as the first did; the
 * loan keeps its facts and takes the new type's default template.
 */
export async function rerunDocumentAction(input: unknown): Promise<ActionResult<{ token: string }>> {
  return authorized("reviewer", async (user) => {
    const parsed = RerunSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: "Choose auto, home or condo." };
    const { token, policyType } = parsed.data;
    const row = await findVerification(token);
    const summary = row?.summary as VerificationSummary | undefined;
    const meta = summary?.fileId ? await readStoredFileMeta(summary.fileId) : null;
    if (!row || row.method !== "document" || !meta)
      return { ok: false, message: "This verification has no document to read again.", errorCode: "not-found" };
    if (row.status === "created" || row.status === "processing")
      return { ok: false, message: "The document is still being read; wait for the result first.", errorCode: "busy" };

    const client = await serviceClient();
    const templates = await typedTemplates(client);
    const templateId = (await readTemplateDefaults(templates))[policyType];
    const template = templates.find((t) => t.id === templateId);
    const loan = row.loan as LoanFacts | null;
    const retyped =
      loan && template ? { ...loan, policyType, templateId: template.id, templateName: template.displayName } : loan;
    await retypeVerification(token, retyped, { ...summary!, policyType });
    const policies = row.policies as StoredPolicies | null;
    const source = (policies?.items[0]?.current as Policy | undefined)?.documents[0]?.source ?? "user";

    const e = env();
    const url = signFileUrl(fileSigningKey(), e.APP_URL, meta.id, new Date(Date.now() + DOCUMENT_URL_TTL_MS));
    // The type it was read as before, so the type check never offers that reading again.
    const from = loan?.policyType ?? summary!.policyType ?? null;
    await addTimeline(token, "rerun", { policyType, from, by: user.name, byRole: user.role });
    const refused = await proxyVerification(
      client,
      token,
      {
        operation: "process-document",
        input: { name: meta.name, source, policyType: policyType === "auto" ? "auto" : "home", url },
      },
      false,
    );
    if (refused)
      return {
        ok: false,
        message: [refused.message, errorAdvice(refused.errorCode, policyType)].filter(Boolean).join(" "),
        errorCode: refused.errorCode,
      };
    await recordAudit(user, "verification.document-reread", { token, detail: { policyType, from } });
    return { ok: true, data: { token } };
  });
}
