import { formPathOf } from "@/lib/schemas/policy-correction-form";
import type { CreateCorrection } from "@/lib/schemas/policy-corrections";
import type { ServiceCallError } from "@/lib/service-client";
import type { ActionResult } from "../result";

/**
 * A schema's own wording ("Too big: expected string to have <=80 characters", "Invalid input:
 * expected number, received string") in staff's words; the service's own sentences pass as they are.
 */
export function plainMessage(message: string): string {
  const long = /Too big: expected string to have <=(\d+) characters/.exec(message);
  if (long) return `At most ${Number(long[1]).toLocaleString("en-US")} characters.`;
  if (/^(Too big|Too small|Invalid input|Invalid option|Invalid type|Expected|Required|Unrecognized)/i.test(message))
    return "This value cannot be saved as it is: check it and try again.";
  return message;
}

/** The service's word on each refused value, keyed by the form field it came from. */
export function refusedByService(err: ServiceCallError, changes: CreateCorrection["changes"]): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const d of err.details) {
    // `changes.3.path` names the change; anything else names a field of the corrected policy.
    const m = /^changes\.(\d+)/.exec(d.path);
    const path = m ? changes[Number(m[1])]?.path : d.path;
    if (path) fieldErrors[formPathOf(path)] ??= plainMessage(d.message.replace(/^[^:]+: (?=[A-Z])/, ""));
  }
  return { ok: false, message: plainMessage(err.message), errorCode: err.errorCode, fieldErrors };
}
