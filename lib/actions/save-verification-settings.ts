"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { settingChanges } from "@/lib/audit/setting-changes";
import { serviceClient } from "@/lib/service-client";
import {
  readLenderName,
  readTemplateDefaults,
  writeLenderName,
  writeTemplateDefaults,
} from "@/lib/verifications/defaults";
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

/** The organisation's lender name and default template per policy type (admin only). */
export async function saveVerificationSettingsAction(input: unknown): Promise<ActionResult<undefined>> {
  return authorized("admin", async (admin) => {
    const parsed = SettingsSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const templates = await (await serviceClient()).listTemplates();
    const known = new Set(templates.map((t) => t.id));
    const fieldErrors: Record<string, string> = {};
    for (const [type, id] of Object.entries(parsed.data.defaults))
      if (id && !known.has(id)) fieldErrors[`defaults.${type}`] = "This template no longer exists.";
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
