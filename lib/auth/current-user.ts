import "server-only";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { findLiveAuthSession, findUserById, type StaffUser } from "@/lib/db/queries/users";
import { auth } from "./index";
import { hasRole, type Role } from "./roles";

/** The signed-in staff member, checked against the database session row; null when signed out. */
export const currentUser = cache(async (): Promise<StaffUser | null> => {
  const session = (await auth()) as { sid?: string; userId?: string } | null;
  if (!session?.sid || !session.userId) return null;
  const live = await findLiveAuthSession(session.sid, new Date());
  if (!live || live.userId !== session.userId) return null;
  const user = await findUserById(live.userId);
  // Deactivation deletes the sessions too; this covers a session read in the same instant.
  return user && !user.deactivatedAt ? user : null;
});

/** The id of the sign-in session the request came with, so a password change can keep it and end the rest. */
export async function currentSessionId(): Promise<string | null> {
  const session = (await auth()) as { sid?: string } | null;
  return session?.sid ?? null;
}

/**
 * For pages: sends the visitor to sign-in; when the role is too low, answers 403 at the page's own
 * address with app/(dashboard)/forbidden.tsx, inside the dashboard's navigation.
 */
export async function requireUser(role: Role = "viewer"): Promise<StaffUser> {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (user.mustChangePassword) redirect("/change-password");
  if (!hasRole(user.role, role)) forbidden();
  return user;
}

export class ActionAuthError extends Error {}

/** For server actions: throws instead of redirecting, so the form can show the reason. */
export async function requireActionUser(role: Role = "viewer"): Promise<StaffUser> {
  const user = await currentUser();
  if (!user) throw new ActionAuthError(SIGNED_OUT);
  if (user.mustChangePassword) throw new ActionAuthError(MUST_CHANGE);
  if (!hasRole(user.role, role)) throw new ActionAuthError(ROLE_TOO_LOW);
  return user;
}

export const SIGNED_OUT = "Your session has ended. Please sign in again.";
export const ROLE_TOO_LOW = "Your role does not allow this.";
export const MUST_CHANGE = "Choose a new password first.";
