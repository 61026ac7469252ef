import "server-only";
import { ActionAuthError, requireActionUser } from "@/lib/auth/current-user";
import type { Role } from "@/lib/auth/roles";
import type { StaffUser } from "@/lib/db/queries/users";
import { ServiceCallError } from "@/lib/service-client";
import type { ActionResult } from "./result";

/**
 * Every server action body runs through here: the session and role are checked on the server
 * first, and a refusal or a service error comes back as a result the form can show.
 */
export async function authorized<T>(
  role: Role,
  body: (user: StaffUser) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  let user: StaffUser;
  try {
    user = await requireActionUser(role);
  } catch (err) {
    if (err instanceof ActionAuthError) return { ok: false, message: err.message };
    throw err;
  }
  try {
    return await body(user);
  } catch (err) {
    if (err instanceof ServiceCallError) {
      const fieldErrors = Object.fromEntries(err.details.map((d) => [d.path, d.message]));
      return { ok: false, message: err.message, errorCode: err.errorCode, fieldErrors };
    }
    throw err;
  }
}
