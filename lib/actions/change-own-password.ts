"use server";

import { recordAudit } from "@/lib/audit/record";
import { currentSessionId, currentUser, SIGNED_OUT } from "@/lib/auth/current-user";
import { hashSecret, verifySecret } from "@/lib/crypto/scrypt";
import { endSessionsOf, findPasswordHash, setPasswordHash } from "@/lib/db/queries/staff-admin";
import { ChangeOwnPasswordSchema } from "@/lib/schemas/staff-admin";
import { invalid, type ActionResult } from "./result";

/**
 * Any signed-in member, including one whose password an admin just reset (the one action such a
 * member may run). The current password is asked again; other sessions end, this one stays.
 */
export async function changeOwnPasswordAction(input: unknown): Promise<ActionResult> {
  const user = await currentUser();
  if (!user) return { ok: false, message: SIGNED_OUT };
  const parsed = ChangeOwnPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const hash = await findPasswordHash(user.id);
  if (!hash || !(await verifySecret(parsed.data.current, hash)))
    return {
      ok: false,
      message: "Please correct the highlighted fields.",
      fieldErrors: { current: "This is not your current password." },
    };
  await setPasswordHash(user.id, await hashSecret(parsed.data.password), false);
  await endSessionsOf(user.id, (await currentSessionId()) ?? undefined);
  await recordAudit(user, "account.password-changed");
  return { ok: true, data: undefined };
}
