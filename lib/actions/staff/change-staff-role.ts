"use server";

import { revalidatePath } from "next/cache";
import { recordAudit } from "@/lib/audit/record";
import { changeRole } from "@/lib/db/queries/staff-admin";
import { findUserById } from "@/lib/db/queries/users";
import { ChangeRoleSchema } from "@/lib/schemas/staff-admin";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { refusedChange } from "./messages";

/** Admin only; the last active admin cannot demote themselves. */
export async function changeStaffRoleAction(input: unknown): Promise<ActionResult> {
  return authorized("admin", async (admin) => {
    const parsed = ChangeRoleSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { userId, role } = parsed.data;
    const before = await findUserById(userId);
    const result = await changeRole(userId, role);
    if (result !== "ok") return refusedChange(result);
    await recordAudit(admin, "staff.role-changed", {
      detail: { member: before?.email, from: before?.role, to: role },
    });
    revalidatePath("/settings/staff");
    return { ok: true, data: undefined };
  });
}
