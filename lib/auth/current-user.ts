import "server-only";
import { redirect } from "next/navigation";
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
  return findUserById(live.userId);
});

/** For pages: sends the visitor to sign-in, or to the forbidden page when the role is too low. */
export async function requireUser(role: Role = "viewer"): Promise<StaffUser> {
  const user = await currentUser();
  if (!user) redirect("/sign-in");
  if (!hasRole(user.role, role)) redirect("/forbidden");
  return user;
}

export class ActionAuthError extends Error {}

/** For server actions: throws instead of redirecting, so the form can show the reason. */
export async function requireActionUser(role: Role = "viewer"): Promise<StaffUser> {
  const user = await currentUser();
  if (!user) throw new ActionAuthError("Your session has ended. Please sign in again.");
  if (!hasRole(user.role, role)) throw new ActionAuthError("Your role does not allow this.");
  return user;
}
