"use server";

import { learnedAuditDetail } from "@/lib/audit/correction-detail";
import { recordAudit } from "@/lib/audit/record";
import { nameChanges, type NamedChange } from "@/lib/corrections/named-changes";
import { addTimeline } from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";
import { buildCorrectionChanges } from "@/lib/schemas/policy-correction-changes";
import { CorrectPolicyInputSchema, type CorrectPolicyInput } from "@/lib/schemas/policy-correction-form";
import type { Correction, CreateCorrection } from "@/lib/schemas/policy-corrections";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { autoValidate } from "@/lib/verifications/auto-validate";
import { authorized } from "./authorized";
import { plainMessage, refusedByService } from "./correction/plain-refusal";
import { storeCorrected } from "./correction/store-corrected";
import { fieldErrorsOf, type ActionResult } from "./result";
import { policyAccess } from "./validation/policy-access";

export interface CorrectPolicyOutcome {
  /** The service paths the reviewer changed (not those that followed, like isActive after new dates). */
  changed: string[];
  /** Every change in words, those that followed included. */
  named: NamedChange[];
  verdict: string | null;
}

/**
 * A reviewer's corrections to one term of a verification's policy: only the values that differ
 * from the stored policy go to the service, under the staff member's email; the corrected term it
 * answers replaces the stored one, and the session is judged again with its template so the
 * verdict follows the correction. The timeline and the audit log name each change in words,
 * before and after, credited to the person.
 */
export async function correctPolicyAction(input: CorrectPolicyInput): Promise<ActionResult<CorrectPolicyOutcome>> {
  return authorized("reviewer", async (user) => {
    const parsed = CorrectPolicyInputSchema.safeParse(input);
    if (!parsed.success) {
      // The form's fields live under `values` here; the form knows them without the prefix.
      const fieldErrors: Record<string, string> = {};
      for (const [k, m] of Object.entries(fieldErrorsOf(parsed.error)))
        fieldErrors[k.replace(/^values\./, "")] = plainMessage(m);
      return { ok: false, message: "Please correct the highlighted fields.", fieldErrors };
    }
    const { token, policyId, term, values } = parsed.data;
    const access = await policyAccess(token, policyId);
    if (!access.ok) return access;
    const before = term === "renewal" ? access.data.policy.renewal : access.data.policy.current;
    if (!before) return { ok: false, message: "This policy has no renewal term to correct.", errorCode: "not-found" };
    const changes = buildCorrectionChanges(before, values);
    if (!changes.length) return { ok: false, message: "Nothing was changed.", errorCode: "no-changes" };

    const body: CreateCorrection = {
      correctedBy: user.email,
      changes,
      ...(values.reason ? { reason: values.reason } : {}),
    };
    let corrected: Policy;
    let mine: Correction["changes"];
    try {
      const client = await serviceClient();
      const result = await client.correctPolicy(policyId, access.data.accessToken, body, term);
      corrected = result.policy;
      mine = result.corrections[0]?.changes ?? [];
    } catch (err) {
      if (err instanceof ServiceCallError && err.status === 400) return refusedByService(err, changes);
      throw err;
    }
    const changed = mine.filter((c) => !c.derived).map((c) => c.path);
    const named = nameChanges(structuredClone(before), mine);
    const learned = learnedAuditDetail(mine);

    await storeCorrected(token, policyId, term, corrected);
    await addTimeline(token, "corrected", {
      by: user.name,
      byEmail: user.email,
      byRole: user.role,
      term,
      fields: changed,
      changes: named,
    });
    const verdict = await autoValidate(token);
    await recordAudit(user, "policy.corrected", {
      token,
      detail: {
        policyId,
        term,
        fields: changed,
        changes: named,
        reason: values.reason || null,
        ...(learned.length ? { learned } : {}),
      },
    });
    return { ok: true, data: { changed, named, verdict } };
  });
}
