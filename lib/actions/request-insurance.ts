"use server";

import { recordAudit } from "@/lib/audit/record";
import { mailRequest } from "@/lib/insurance-requests/deliver";
import { openRequest } from "@/lib/insurance-requests/open-request";
import { InsuranceRequestSchema } from "@/lib/schemas/insurance-request";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

// Asks a borrower for their insurance: a session at the service, the link by mail, the request in the list.
// When the mail server refuses, the request still stands (resend it from its page), and the form says so.
export async function requestInsuranceAction(
  input: unknown,
): Promise<ActionResult<{ token: string; mailed: boolean; mailError: string | null }>> {
  return authorized("reviewer", async (user) => {
    const parsed = InsuranceRequestSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const opened = await openRequest(await serviceClient(), user, parsed.data);
    if (opened === "no-template")
      return {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: { "loan.templateId": "This template no longer exists; choose another." },
      };
    const { borrower, borrowerRef } = parsed.data;
    const mailed = await mailRequest(
      { ...opened, borrowerEmail: borrower.email, firstName: borrower.firstName },
      false,
    );
    await recordAudit(user, "request.sent", {
      token: opened.token,
      detail: { to: borrower.email, borrowerRef, mailed: mailed.ok },
    });
    return {
      ok: true,
      data: { token: opened.token, mailed: mailed.ok, mailError: mailed.ok ? null : mailed.message },
    };
  });
}
