import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { authSessions, users } from "@/lib/db/schema";
import type { Role } from "@/lib/auth/roles";

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  deactivatedAt: Date | null;
  mustChangePassword: boolean;
}

// Never select the password hash unless a caller is checking a password.
const publicColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  mustChangePassword: users.mustChangePassword,
};

export async function countUsers(): Promise<number> {
  const { db } = await getDatabase();
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
}

export async function listUsers(): Promise<StaffUser[]> {
  const { db } = await getDatabase();
  return (await db.select(publicColumns).from(users).orderBy(asc(users.createdAt))) as StaffUser[];
}

export async function findUserForSignIn(email: string) {
  const { db } = await getDatabase();
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(id: string): Promise<StaffUser | null> {
  const { db } = await getDatabase();
  const rows = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return (rows[0] as StaffUser | undefined) ?? null;
}

/** Advisory lock key of the first-admin insert (an arbitrary constant no other lock uses). */
const FIRST_ADMIN_LOCK = 0x636f7665;

export type CreateUserResult = { ok: true; user: StaffUser } | { ok: false; reason: "email-taken" | "not-first" };

export async function createUser(
  row: { id: string; email: string; name: string; passwordHash: string; role: Role; mustChangePassword?: boolean },
  opts: { onlyIfFirst?: boolean } = {},
): Promise<CreateUserResult> {
  const { db } = await getDatabase();
  const email = row.email.toLowerCase();
  if (opts.onlyIfFirst) {
    // On Postgres two "insert … where not exists" statements can both see an empty table and both
    // insert; the transaction-scoped advisory lock makes racing first-admin forms take turns, and the
    // second one's statement then sees the first one's committed row.
    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
      return (await tx.execute(sql`
        insert into dashboard.users (id, email, name, password_hash, role)
        select ${row.id}, ${email}, ${row.name}, ${row.passwordHash}, ${row.role}
        where not exists (select 1 from dashboard.users)
        returning id`)) as unknown as { rows: unknown[] };
    });
    if (inserted.rows.length === 0) return { ok: false, reason: "not-first" };
  } else {
    const inserted = await db
      .insert(users)
      .values({ ...row, email })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length === 0) return { ok: false, reason: "email-taken" };
  }
  return { ok: true, user: (await findUserById(row.id))! };
}

export async function updateUserRole(id: string, role: Role): Promise<void> {
  const { db } = await getDatabase();
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function createAuthSession(row: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(authSessions).values(row);
}

export async function findLiveAuthSession(id: string, now: Date) {
  const { db } = await getDatabase();
  const rows = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
  const s = rows[0];
  return s && s.expiresAt > now ? s : null;
}

export async function deleteAuthSession(id: string): Promise<void> {
  const { db } = await getDatabase();
  await db.delete(authSessions).where(eq(authSessions.id, id));
}
