"use server";

import { recordAudit } from "@/lib/audit/record";
import { markRequestReminded } from "@/lib/db/queries/insurance-requests";
import { mailRequest } from "@/lib/insurance-requests/deliver";
import { loadRequest } from "@/lib/insurance-requests/load";
import { canRemind, REQUEST_STATE_WORDS } from "@/lib/insurance-requests/state";
import { RequestTokenSchema } from "@/lib/schemas/insurance-request";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

// Mails the same link again, as a reminder. Only while the borrower has not shared yet and the link still opens.
export async function remindInsuranceRequestAction(token: unknown): Promise<ActionResult<{ transport: string }>> {
  return authorized("reviewer", async (user) => {
    const parsed = RequestTokenSchema.safeParse(token);
    const loaded = parsed.success ? await loadRequest(parsed.data) : null;
    if (!loaded) return { ok: false, message: "This request does not exist.", errorCode: "not-found" };
    if (!canRemind(loaded.state))
      return {
        ok: false,
        message: `This request is ${REQUEST_STATE_WORDS[loaded.state].toLowerCase()}: there is nothing to remind the borrower of.`,
        errorCode: "not-remindable",
      };
    const { request } = loaded;
    const mailed = await mailRequest({ ...request, ...loaded, token: request.token }, true);
    if (!mailed.ok) return { ok: false, message: mailed.message, errorCode: "mail-failed" };
    await markRequestReminded(request.token, new Date());
    await recordAudit(user, "request.reminded", {
      token: request.token,
      detail: { to: request.borrowerEmail, reminder: request.reminders + 1 },
    });
    return { ok: true, data: { transport: mailed.transport } };
  });
}
