"use server";

import { randomUUID } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { signIn } from "@/lib/auth";
import { hashSecret } from "@/lib/crypto/scrypt";
import { countUsers, createUser } from "@/lib/db/queries/users";
import { FirstAdminSchema } from "@/lib/schemas/staff";
import { invalid, type ActionResult } from "./result";

const ALREADY = "An administrator already exists. Please sign in.";

/** Only works while no staff exist; afterwards staff are added by an admin in Settings → Staff. */
export async function createFirstAdminAction(input: unknown): Promise<ActionResult> {
  const parsed = FirstAdminSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  // Once anyone exists the form is closed: refused before hashing, so it costs a caller nothing.
  if ((await countUsers()) > 0) return { ok: false, message: ALREADY };
  const created = await createUser(
    { id: randomUUID(), ...parsed.data, passwordHash: await hashSecret(parsed.data.password), role: "admin" },
    { onlyIfFirst: true },
  );
  if (!created.ok) return { ok: false, message: ALREADY };
  await recordAudit(created.user, "staff.first-admin");
  await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirect: false });
  return { ok: true, data: undefined };
}
