"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { writeTemplateType } from "@/lib/db/queries/template-types";
import { misfits, TEMPLATE_TYPE_LABELS, TemplateTypeSchema, type TypedTemplate } from "@/lib/schemas/template-type";
import { TemplateBodySchema } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";

const TemplateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const CORRECT = "Please correct the highlighted fields.";

/**
 * Creates a template (no id) or replaces one, with the policy type it checks. Admin only. A rule
 * that does not check that type is refused here; the service checks rule names and inputs against
 * its library, and its 400 details come back as fieldErrors for the form to place.
 */
export async function saveTemplateAction(input: {
  id?: string;
  policyType?: unknown;
  body: unknown;
}): Promise<ActionResult<TypedTemplate>> {
  return authorized("admin", async (admin) => {
    const parsed = TemplateBodySchema.safeParse(input.body);
    if (!parsed.success) return invalid(parsed.error);
    const type = TemplateTypeSchema.safeParse(input.policyType);
    if (!type.success)
      return { ok: false, message: CORRECT, fieldErrors: { policyType: type.error.issues[0].message } };
    if (input.id !== undefined && !TemplateIdSchema.safeParse(input.id).success)
      return { ok: false, message: "This template does not exist.", errorCode: "not-found" };
    const client = await serviceClient();
    const wrong = misfits(parsed.data.rules, await client.listRules(), type.data);
    if (wrong.length) {
      const kind = TEMPLATE_TYPE_LABELS[type.data].toLowerCase();
      const message = `This rule does not check ${kind} policies: remove it, or change the policy type.`;
      return {
        ok: false,
        message: CORRECT,
        fieldErrors: Object.fromEntries(wrong.map((i) => [`rules.${i}.rule`, message])),
      };
    }
    const saved = input.id
      ? await client.updateTemplate(input.id, parsed.data)
      : await client.createTemplate(parsed.data);
    await writeTemplateType(saved.id, type.data);
    await recordAudit(admin, input.id ? "template.updated" : "template.created", {
      detail: { templateId: saved.id, name: saved.displayName, policyType: type.data },
    });
    revalidatePath("/templates");
    revalidatePath(`/templates/${saved.id}`);
    return { ok: true, data: { ...saved, policyType: type.data } };
  });
}
