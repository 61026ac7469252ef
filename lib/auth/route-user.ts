import "server-only";
import type { StaffUser } from "@/lib/db/queries/users";
import { currentUser, MUST_CHANGE, ROLE_TOO_LOW, SIGNED_OUT } from "./current-user";
import { hasRole, type Role } from "./roles";

/** The error envelope every dashboard route handler answers with. */
export const routeError = (status: number, errorCode: string, message: string) =>
  Response.json({ success: false, errorCode, message }, { status });

/** For route handlers (downloads, exports): the staff member, or the refusal to send back as is. */
export async function routeUser(role: Role): Promise<StaffUser | Response> {
  const user = await currentUser();
  if (!user) return routeError(401, "unauthorized", SIGNED_OUT);
  if (user.mustChangePassword) return routeError(403, "password-change-required", MUST_CHANGE);
  if (!hasRole(user.role, role)) return routeError(403, "forbidden", ROLE_TOO_LOW);
  return user;
}
