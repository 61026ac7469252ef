"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { TemplateBodySchema, type Template } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";

const TemplateIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/**
 * Creates a template (no id) or replaces one. Admin only. The service checks rule names and
 * inputs against its library; its 400 details come back as fieldErrors for the form to place.
 */
export async function saveTemplateAction(input: { id?: string; body: unknown }): Promise<ActionResult<Template>> {
  return authorized("admin", async (admin) => {
    const parsed = TemplateBodySchema.safeParse(input.body);
    if (!parsed.success) return invalid(parsed.error);
    if (input.id !== undefined && !TemplateIdSchema.safeParse(input.id).success)
      return { ok: false, message: "This template does not exist.", errorCode: "not-found" };
    const client = await serviceClient();
    const saved = input.id
      ? await client.updateTemplate(input.id, parsed.data)
      : await client.createTemplate(parsed.data);
    await recordAudit(admin, input.id ? "template.updated" : "template.created", {
      detail: { templateId: saved.id, name: saved.displayName },
    });
    revalidatePath("/templates");
    revalidatePath(`/templates/${saved.id}`);
    return { ok: true, data: saved };
  });
}
