"use server";

import { recordAudit } from "@/lib/audit/record";
import { markRequestCancelled } from "@/lib/db/queries/insurance-requests";
import { addTimeline } from "@/lib/db/queries/verifications";
import { loadRequest } from "@/lib/insurance-requests/load";
import { canCancel, REQUEST_STATE_WORDS } from "@/lib/insurance-requests/state";
import { RequestTokenSchema } from "@/lib/schemas/insurance-request";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

// Withdraws a request: the service closes the hosted page first, so the link stops working before the list
// says cancelled; what a borrower already shared stays (a completed session cannot be cancelled).
export async function cancelInsuranceRequestAction(token: unknown): Promise<ActionResult<undefined>> {
  return authorized("reviewer", async (user) => {
    const parsed = RequestTokenSchema.safeParse(token);
    const loaded = parsed.success ? await loadRequest(parsed.data) : null;
    if (!loaded) return { ok: false, message: "This request does not exist.", errorCode: "not-found" };
    if (!canCancel(loaded.state))
      return {
        ok: false,
        message: `This request is ${REQUEST_STATE_WORDS[loaded.state].toLowerCase()}; it can no longer be cancelled.`,
        errorCode: "not-cancellable",
      };
    const { token: t } = loaded.request;
    await (await serviceClient()).cancelIgnition(t);
    if (await markRequestCancelled(t, new Date(), user.name)) {
      await addTimeline(t, "request-cancelled", { by: user.name, byRole: user.role });
      await recordAudit(user, "request.cancelled", { token: t, detail: { to: loaded.request.borrowerEmail } });
    }
    return { ok: true, data: undefined };
  });
}
