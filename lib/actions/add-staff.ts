"use server";

import { randomUUID } from "node:crypto";
import { revalidatePath } from "next/cache";
import { recordAudit } from "@/lib/audit/record";
import { hashSecret } from "@/lib/crypto/scrypt";
import { createUser } from "@/lib/db/queries/users";
import { NewStaffSchema } from "@/lib/schemas/staff";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

export async function addStaffAction(input: unknown): Promise<ActionResult> {
  return authorized("admin", async (admin) => {
    const parsed = NewStaffSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const created = await createUser({
      id: randomUUID(),
      ...parsed.data,
      passwordHash: await hashSecret(parsed.data.password),
      // The admin typed it, so the admin knows it: like a reset, it opens only the change-password page.
      mustChangePassword: true,
    });
    if (!created.ok)
      return {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: { email: "Someone already uses this email." },
      };
    await recordAudit(admin, "staff.added", { detail: { member: created.user.email, role: created.user.role } });
    revalidatePath("/settings/staff");
    return { ok: true, data: undefined };
  });
}
