import { randomUUID } from "node:crypto";
import { vi } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { hashSecret } from "@/lib/crypto/scrypt";
import type { Database } from "@/lib/db";
import { createAuthSession, createUser, type StaffUser } from "@/lib/db/queries/users";
import { freshDatabase } from "../support/database";

// Staff signed in the way the app signs them in: a user row and a live auth_sessions row. Only
// the Auth.js cookie is stood in for, since a test has no browser to carry one;
// currentUser() then checks the session row, the deactivation and the role against the database.

const holder = globalThis as { __testCookie?: { sid: string; userId: string } | null };

vi.mock("@/lib/auth/index", () => ({
  auth: async () => holder.__testCookie ?? null,
  signIn: async () => undefined,
  signOut: async () => undefined,
}));
// revalidatePath needs a Next request to revalidate; there is none here.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

export const PASSWORD = "correct-horse-42";
export type Who = Role | "signed-out";

export async function openDashboardDb(): Promise<Database> {
  const db = await freshDatabase();
  (globalThis as { __covercheckDb?: Promise<Database> }).__covercheckDb = Promise.resolve(db);
  return db;
}

export async function addStaff(role: Role, name = `${role} ${randomUUID().slice(0, 6)}`): Promise<StaffUser> {
  const created = await createUser({
    id: randomUUID(),
    email: `${name.replace(/\W+/g, ".")}@lender.example`.toLowerCase(),
    name,
    role,
    passwordHash: await hashSecret(PASSWORD),
  });
  if (!created.ok) throw new Error(created.reason);
  return created.user;
}

/** Signs the member in (a fresh session row) and makes them the one the next calls run as. */
export async function signInAs(user: StaffUser | null): Promise<string | null> {
  if (!user) {
    holder.__testCookie = null;
    return null;
  }
  const sid = randomUUID();
  await createAuthSession({ id: sid, userId: user.id, expiresAt: new Date(Date.now() + 3600_000) });
  holder.__testCookie = { sid, userId: user.id };
  return sid;
}
