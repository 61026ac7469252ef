"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { settingChanges } from "@/lib/audit/setting-changes";
import { TEMPLATE_TYPE_LABELS, templateTypeFor, type TypedTemplate } from "@/lib/schemas/template-type";
import type { LoanPolicyType } from "@/lib/schemas/verify-loan";
import { serviceClient } from "@/lib/service-client";
import {
  readLenderName,
  readTemplateDefaults,
  writeLenderName,
  writeTemplateDefaults,
} from "@/lib/verifications/defaults";
import { typedTemplates } from "@/lib/verifications/template-types";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

const templateId = z.string().trim().max(100).optional();

const SettingsSchema = z.object({
  lenderName: z
    .string()
    .trim()
    .min(1, "Enter the lender's name as carriers print it on policies.")
    .max(200, "Use at most 200 characters."),
  defaults: z.object({ auto: templateId, home: templateId, condo: templateId }),
});

/** Why a template cannot be the default for loans of a policy type; null when it can. */
function defaultProblem(loanType: LoanPolicyType, template: TypedTemplate | undefined): string | null {
  if (!template) return "This template no longer exists.";
  const wanted = templateTypeFor(loanType);
  if (template.policyType === wanted) return null;
  const kind = TEMPLATE_TYPE_LABELS[wanted].toLowerCase();
  const is = template.policyType
    ? `checks ${TEMPLATE_TYPE_LABELS[template.policyType].toLowerCase()} policies`
    : "has no policy type yet";
  return `“${template.displayName}” ${is}; choose a template for ${kind} policies.`;
}

/** The organisation's lender name and default template per policy type (admin only). */
export async function saveVerificationSettingsAction(input: unknown): Promise<ActionResult<undefined>> {
  return authorized("admin", async (admin) => {
    const parsed = SettingsSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const templates = await typedTemplates(await serviceClient());
    const fieldErrors: Record<string, string> = {};
    for (const [type, id] of Object.entries(parsed.data.defaults)) {
      const problem = id
        ? defaultProblem(
            type as LoanPolicyType,
            templates.find((t) => t.id === id),
          )
        : null;
      if (problem) fieldErrors[`defaults.${type}`] = problem;
    }
    if (Object.keys(fieldErrors).length)
      return { ok: false, message: "Please correct the highlighted fields.", fieldErrors };
    // The settings as they were, so the audit entry says what changed from what.
    const before = { lenderName: await readLenderName(), defaults: await readTemplateDefaults(templates) };
    await writeLenderName(parsed.data.lenderName);
    // "" is kept: it says an admin chose no default, unlike a type never set (the sample applies).
    await writeTemplateDefaults({
      auto: parsed.data.defaults.auto ?? "",
      home: parsed.data.defaults.home ?? "",
      condo: parsed.data.defaults.condo ?? "",
    });
    const nameOf = (id: string) => templates.find((t) => t.id === id)?.displayName ?? null;
    await recordAudit(admin, "settings.saved", { detail: { changes: settingChanges(before, parsed.data, nameOf) } });
    revalidatePath("/settings/verification");
    return { ok: true, data: undefined };
  });
}
