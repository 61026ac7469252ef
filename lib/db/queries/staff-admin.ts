import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { authSessions, users } from "@/lib/db/schema";
import type { Role } from "@/lib/auth/roles";

export type StaffChange = "ok" | "not-found" | "last-admin";

/**
 * Changes a member under a lock on every active admin row, so two admins demoting or deactivating
 * each other at the same moment cannot leave the workspace with nobody able to manage it.
 */
async function changeGuarded(id: string, patch: Partial<typeof users.$inferInsert>): Promise<StaffChange> {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)))
      .for("update");
    const target = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!target[0]) return "not-found";
    const losesAdmin = (patch.role !== undefined && patch.role !== "admin") || patch.deactivatedAt != null;
    if (losesAdmin && admins.length === 1 && admins[0].id === id) return "last-admin";
    await tx.update(users).set(patch).where(eq(users.id, id));
    return "ok";
  });
}

export const changeRole = (id: string, role: Role) => changeGuarded(id, { role });

/** Deactivation also ends every sign-in session the member has open. */
export async function deactivateUser(id: string, at = new Date()): Promise<StaffChange> {
  const result = await changeGuarded(id, { deactivatedAt: at });
  if (result === "ok") await endSessionsOf(id);
  return result;
}

export async function reactivateUser(id: string): Promise<StaffChange> {
  const { db } = await getDatabase();
  const rows = await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length ? "ok" : "not-found";
}

/** A new password hash; `temporary` makes the member choose their own at the next sign-in. */
export async function setPasswordHash(id: string, passwordHash: string, temporary: boolean): Promise<boolean> {
  const { db } = await getDatabase();
  const rows = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: temporary })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findPasswordHash(id: string): Promise<string | null> {
  const { db } = await getDatabase();
  const rows = await db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.h ?? null;
}

/** Ends a member's sessions, all of them or all but the one they are using. */
export async function endSessionsOf(userId: string, keep?: string): Promise<void> {
  const { db } = await getDatabase();
  await db
    .delete(authSessions)
    .where(keep ? and(eq(authSessions.userId, userId), ne(authSessions.id, keep)) : eq(authSessions.userId, userId));
}

export async function countActiveAdmins(): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)));
  return row.n;
}
