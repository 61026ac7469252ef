"use server";

import { learnedAuditDetail } from "@/lib/audit/correction-detail";
import { recordAudit } from "@/lib/audit/record";
import {
  addTimeline,
  findVerification,
  setVerificationStatus,
  type StoredPolicies,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";
import {
  buildCorrectionChanges,
  CorrectPolicyInputSchema,
  formPathOf,
  type CorrectPolicyInput,
} from "@/lib/schemas/policy-correction-form";
import type { CreateCorrection } from "@/lib/schemas/policy-corrections";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { autoValidate } from "@/lib/verifications/auto-validate";
import { authorized } from "./authorized";
import { fieldErrorsOf, type ActionResult } from "./result";
import { policyAccess } from "./validation/policy-access";

export interface CorrectPolicyOutcome {
  /** The service paths the reviewer changed (not those that followed, like isActive after new dates). */
  changed: string[];
  verdict: string | null;
}

/**
 * A reviewer's corrections to the current term of a verification's policy: only the values that
 * differ from the stored policy go to the service, under the staff member's email; the corrected
 * policy it answers replaces the stored one, and the session is judged again with its template so
 * the verdict follows the correction.
 */
export async function correctPolicyAction(input: CorrectPolicyInput): Promise<ActionResult<CorrectPolicyOutcome>> {
  return authorized("reviewer", async (user) => {
    const parsed = CorrectPolicyInputSchema.safeParse(input);
    if (!parsed.success) {
      // The form's fields live under `values` here; the form knows them without the prefix.
      const fieldErrors: Record<string, string> = {};
      for (const [k, m] of Object.entries(fieldErrorsOf(parsed.error))) fieldErrors[k.replace(/^values\./, "")] = m;
      return { ok: false, message: "Please correct the highlighted fields.", fieldErrors };
    }
    const { token, policyId, values } = parsed.data;
    const access = await policyAccess(token, policyId);
    if (!access.ok) return access;
    const changes = buildCorrectionChanges(access.data.policy.current, values);
    if (!changes.length) return { ok: false, message: "Nothing was changed.", errorCode: "no-changes" };

    const body: CreateCorrection = {
      correctedBy: user.email,
      changes,
      ...(values.reason ? { reason: values.reason } : {}),
    };
    let corrected: Policy;
    let changed: string[];
    let learned: Record<string, unknown>[];
    try {
      const client = await serviceClient();
      const result = await client.correctPolicy(policyId, access.data.accessToken, body);
      corrected = result.policy;
      const mine = result.corrections[0]?.changes ?? [];
      changed = mine.filter((c) => !c.derived).map((c) => c.path);
      learned = learnedAuditDetail(mine);
    } catch (err) {
      if (err instanceof ServiceCallError && err.status === 400) return refusedByService(err, changes);
      throw err;
    }

    await storeCorrected(token, policyId, corrected);
    await addTimeline(token, "corrected", { by: user.name, fields: changed });
    const verdict = await autoValidate(token);
    await recordAudit(user, "policy.corrected", {
      token,
      detail: { policyId, fields: changed, reason: values.reason || null, ...(learned.length ? { learned } : {}) },
    });
    return { ok: true, data: { changed, verdict } };
  });
}

/** The service's word on each refused value, keyed by the form field it came from. */
function refusedByService(err: ServiceCallError, changes: CreateCorrection["changes"]): ActionResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const d of err.details) {
    // `changes.3.path` names the change; anything else names a field of the corrected policy.
    const m = /^changes\.(\d+)/.exec(d.path);
    const path = m ? changes[Number(m[1])]?.path : d.path;
    if (path) fieldErrors[formPathOf(path)] ??= d.message.replace(/^[^:]+: /, "");
  }
  return { ok: false, message: err.message, errorCode: err.errorCode, fieldErrors };
}

/** The verification keeps what the service now holds, so the page and the verdict read the corrected values. */
async function storeCorrected(token: string, policyId: string, policy: Policy): Promise<void> {
  const row = await findVerification(token);
  if (!row) return;
  const stored = row.policies as StoredPolicies;
  const items = stored.items.map((item) => (item.id === policyId ? { ...item, current: policy } : item));
  const summary = row.summary as VerificationSummary;
  const first = items[0]?.current as Policy | undefined;
  const insured = first?.insureds[0];
  const name = insured ? [insured.firstName, insured.lastName].filter(Boolean).join(" ") : "";
  await setVerificationStatus(token, "completed", {
    policies: { ...stored, items },
    summary: first
      ? {
          ...summary,
          carrierName: first.carrier.name,
          policyNumber: first.policyNumber,
          insured: name || summary.insured,
        }
      : summary,
  });
}
