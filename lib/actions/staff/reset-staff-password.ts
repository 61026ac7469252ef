"use server";

import { randomBytes } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { hashSecret } from "@/lib/crypto/scrypt";
import { endSessionsOf, setPasswordHash } from "@/lib/db/queries/staff-admin";
import { findUserById } from "@/lib/db/queries/users";
import { ResetPasswordSchema } from "@/lib/schemas/staff-admin";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";

/**
 * Admin only. Sets a temporary password (the admin's, or a generated one returned this once and
 * never stored in clear); the member must choose their own at the next sign-in, and every session
 * they have open ends, since whoever knew the old password may be using one.
 */
export async function resetStaffPasswordAction(input: unknown): Promise<ActionResult<{ temporary: string | null }>> {
  return authorized("admin", async (admin) => {
    const parsed = ResetPasswordSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const member = await findUserById(parsed.data.userId);
    if (!member) return { ok: false, message: "This staff member no longer exists.", errorCode: "not-found" };
    const generated = parsed.data.password ? null : randomBytes(12).toString("base64url");
    await setPasswordHash(member.id, await hashSecret(parsed.data.password || generated!), true);
    await endSessionsOf(member.id);
    await recordAudit(admin, "staff.password-reset", { detail: { member: member.email } });
    return { ok: true, data: { temporary: generated } };
  });
}
