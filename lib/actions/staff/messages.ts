import type { ActionResult } from "../result";
import type { StaffChange } from "@/lib/db/queries/staff-admin";

/** What an admin reads when a staff change is refused. */
export function refusedChange(result: Exclude<StaffChange, "ok">): ActionResult<never> {
  return result === "not-found"
    ? { ok: false, message: "This staff member no longer exists.", errorCode: "not-found" }
    : {
        ok: false,
        message: "You are the last active admin: make someone else an admin first.",
        errorCode: "last-admin",
      };
}
