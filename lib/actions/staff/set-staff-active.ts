"use server";

import { revalidatePath } from "next/cache";
import { recordAudit } from "@/lib/audit/record";
import { deactivateUser, reactivateUser } from "@/lib/db/queries/staff-admin";
import { findUserById } from "@/lib/db/queries/users";
import { SetActiveSchema } from "@/lib/schemas/staff-admin";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { refusedChange } from "./messages";

/**
 * Admin only. A deactivated member cannot sign in and every session they have open ends at once;
 * their past work stays in the log under their name. The last active admin cannot deactivate themselves.
 */
export async function setStaffActiveAction(input: unknown): Promise<ActionResult> {
  return authorized("admin", async (admin) => {
    const parsed = SetActiveSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { userId, active } = parsed.data;
    const member = await findUserById(userId);
    const result = active ? await reactivateUser(userId) : await deactivateUser(userId);
    if (result !== "ok") return refusedChange(result);
    await recordAudit(admin, active ? "staff.reactivated" : "staff.deactivated", {
      detail: { member: member?.email },
    });
    revalidatePath("/settings/staff");
    return { ok: true, data: undefined };
  });
}
