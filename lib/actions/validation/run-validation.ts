"use server";

import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { InputValueSchema, TermSchema, type ValidationResult } from "@/lib/schemas/validation";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { NO_RENEWAL, NO_RENEWAL_CODE } from "./messages";
import { hasRenewal, policyAccess } from "./policy-access";

const RunValidationSchema = z.object({
  token: z.string().min(1).max(200),
  policyId: z.string().min(1).max(200),
  templateId: z.string().min(1).max(200),
  term: TermSchema,
  // Flat inputs by source key, as the validate endpoint takes them.
  inputs: z.record(z.string().max(100), InputValueSchema).default({}),
});
export type RunValidationInput = z.input<typeof RunValidationSchema>;

/** Runs a template against one term of a verification's policy; the service stores the result. */
export async function runValidationAction(input: RunValidationInput): Promise<ActionResult<ValidationResult>> {
  return authorized("reviewer", async (user) => {
    const parsed = RunValidationSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { token, policyId, templateId, term, inputs } = parsed.data;
    const access = await policyAccess(token, policyId);
    if (!access.ok) return access;
    const noRenewal = { ok: false as const, message: NO_RENEWAL, errorCode: NO_RENEWAL_CODE };
    if (term === "renewal" && !hasRenewal(access.data.policy)) return noRenewal;
    try {
      const client = await serviceClient();
      const result = await client.validatePolicy(policyId, templateId, access.data.accessToken, term, inputs);
      await recordAudit(user, "validation.run", {
        token,
        detail: { policyId, templateId, term, status: result.status },
      });
      return { ok: true, data: result };
    } catch (err) {
      if (!(err instanceof ServiceCallError) || err.status !== 404) throw err;
      // The service is the authority on renewals: it answers 404 when none exists (seed 4.1). A
      // missing template or policy is a 404 too, told apart only by its message naming it.
      const missing = /requested (template|policy) was not found/i.test(err.message);
      if (term === "renewal" && !missing) return noRenewal;
      return {
        ok: false,
        message: "The template or the policy no longer exists at the service.",
        errorCode: "not-found",
      };
    }
  });
}
