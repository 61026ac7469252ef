"use server";

import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { signIn } from "@/lib/auth";
import { hashSecret } from "@/lib/crypto/scrypt";
import { createUser } from "@/lib/db/queries/users";
import { FirstAdminSchema } from "@/lib/schemas/staff";
import { invalid, type ActionResult } from "./result";

/** Only works while no staff exist; afterwards staff are added by an admin in Settings → Staff. */
export async function createFirstAdminAction(input: unknown): Promise<ActionResult> {
  const parsed = FirstAdminSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const created = await createUser(
    { id: randomUUID(), ...parsed.data, passwordHash: await hashSecret(parsed.data.password), role: "admin" },
    { onlyIfFirst: true },
  );
  if (!created.ok) return { ok: false, message: "An administrator already exists. Please sign in." };
  await recordAudit(created.user, "staff.first-admin");
  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  return { ok: true, data: undefined };
}
