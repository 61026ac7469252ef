"use server";

import { latestStored } from "@/components/validation/stored-result";
import type { ValidationResult } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";
import { policyAccess } from "./policy-access";
import { runValidationAction, type RunValidationInput } from "./run-validation";

export interface ShownValidation {
  result: ValidationResult;
  /** When the shown result was stored. */
  at: string;
  /** True when this call ran the template; false when a stored result was answered instead. */
  ran: boolean;
}

/**
 * The result of a template on one term, running it only when the service has never stored one:
 * switching terms on the validate page must not add a run (and an audit entry) each time, even
 * from a second tab whose history is out of date. Re-running is the page's explicit button.
 */
export async function showOrRunValidationAction(input: RunValidationInput): Promise<ActionResult<ShownValidation>> {
  return authorized("reviewer", async (): Promise<ActionResult<ShownValidation>> => {
    const access = await policyAccess(String(input.token ?? ""), String(input.policyId ?? ""));
    if (!access.ok) return access;
    const runs = await (await serviceClient()).listValidations(input.policyId, access.data.accessToken);
    const stored = latestStored(runs, input.term, input.templateId);
    if (stored) return { ok: true, data: { result: stored.result, at: stored.createdAt, ran: false } };
    const r = await runValidationAction(input);
    return r.ok ? { ok: true, data: { result: r.data, at: new Date().toISOString(), ran: true } } : r;
  });
}
