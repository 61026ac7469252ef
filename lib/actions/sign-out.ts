"use server";

import { recordAudit } from "@/lib/audit/record";
import { signOut } from "@/lib/auth";
import { currentUser } from "@/lib/auth/current-user";

export async function signOutAction(): Promise<void> {
  const user = await currentUser();
  if (user) await recordAudit(user, "account.signed-out");
  await signOut({ redirectTo: "/sign-in" });
}
