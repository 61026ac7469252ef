"use server";

import { revalidatePath } from "next/cache";
import { recordAudit } from "@/lib/audit/record";
import { RemoveLearnedHintSchema } from "@/lib/schemas/learned-hints-admin";
import type { LearnedHintWire } from "@/lib/schemas/policy-corrections";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

/**
 * Admin only: what reviewers' corrections taught the reader, with who taught each place and on which
 * document. A hint decides how later documents are read, so who may see and undo them is the admin.
 */
export async function listLearnedHintsAction(): Promise<ActionResult<LearnedHintWire[]>> {
  return authorized("admin", async () => ({ ok: true, data: await (await serviceClient()).listLearnedHints() }));
}

/**
 * Admin only. Forgets one hint at the service, then writes what was forgotten (field, carrier, layout,
 * who taught it, from which document) to the audit log; documents already read keep their values.
 */
export async function removeLearnedHintAction(input: unknown): Promise<ActionResult<{ id: string }>> {
  return authorized("admin", async (admin) => {
    const parsed = RemoveLearnedHintSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { hint } = await (await serviceClient()).deleteLearnedHint(parsed.data.id);
    await recordAudit(admin, "hint.removed", {
      detail: {
        hintId: hint.id,
        field: hint.field,
        label: hint.label,
        carrierKey: hint.carrierKey,
        fingerprint: hint.fingerprint,
        agreements: hint.agreements,
        taughtBy: hint.correctedBy,
        documentId: hint.documentId,
        correctionId: hint.correctionId,
      },
    });
    revalidatePath("/settings/learned-hints");
    return { ok: true, data: { id: hint.id } };
  });
}
