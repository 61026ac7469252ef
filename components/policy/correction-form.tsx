"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { correctPolicyAction } from "@/lib/actions/correct-policy";
import { namePlannedChanges, type NamedChange } from "@/lib/corrections/named-changes";
import type { Policy } from "@/lib/schemas/policy";
import { buildCorrectionChanges } from "@/lib/schemas/policy-correction-changes";
import {
  PolicyCorrectionFormSchema,
  policyToFormValues,
  type PolicyCorrectionForm,
} from "@/lib/schemas/policy-correction-form";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";
import { CorrectionField as F } from "./correction-field";
import { useCorrectionContext } from "./correction-context";
import { CoverageFields } from "./correction-coverages";
import { InterestFields } from "./correction-interests";
import { useCorrectionLists } from "./correction-lists";
import { AddressFields, PropertyFields } from "./correction-properties";
import { Section } from "./correction-section";

export interface CorrectionOutcome {
  tone: "success" | "error";
  text: string;
}

/**
 * Every value read from the document (or the carrier), as a form over one term; reviewers save
 * corrections, add and remove vehicles, coverages and interests, viewers read. The outcome is
 * shown by the parent: a saved correction remounts the form on the corrected policy.
 */
export function CorrectionForm({
  token,
  policy,
  term,
  onOutcome,
}: {
  token: string;
  policy: Policy;
  term: "current" | "renewal";
  onOutcome: (o: CorrectionOutcome | null) => void;
}) {
  const ctx = useCorrectionContext();
  const queryClient = useQueryClient();
  const form = useForm<PolicyCorrectionForm>({
    resolver: zodResolver(PolicyCorrectionFormSchema),
    defaultValues: policyToFormValues(policy),
  });
  const lists = useCorrectionLists(form);
  const values = useWatch({ control: form.control }) as PolicyCorrectionForm;
  const pending = pendingChanges(policy, values);

  const save = useActionSubmit(correctPolicyAction, async (r) => {
    if (!r.ok) {
      for (const [field, message] of Object.entries(r.fieldErrors ?? {}))
        form.setError(field as keyof PolicyCorrectionForm, { message });
      onOutcome({ tone: "error", text: r.message });
      return;
    }
    const n = r.data.changed.length;
    const verdict = r.data.verdict ? ` Verdict now: ${VERDICT_WORDS[r.data.verdict] ?? r.data.verdict}.` : "";
    onOutcome({ tone: "success", text: `Saved ${n} ${n === 1 ? "correction" : "corrections"}.${verdict}` });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["verification", token] }),
      queryClient.invalidateQueries({ queryKey: ["policy-corrections", token, policy.id] }),
    ]);
  });
  const onSubmit = form.handleSubmit((values) => {
    onOutcome(null);
    return save.submit({ token, policyId: policy.id, term, values });
  });

  const count = pending === "invalid" ? 1 : pending.length;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Extracted fields">
        <Section title="Policy">
          <div className="grid gap-1 sm:grid-cols-2">
            <F path="carrier.name" name="carrierName" label="Carrier" className="sm:col-span-2" />
            <F path="policyNumber" name="policyNumber" label="Policy number" />
            <F path="premium" name="premium" label="Premium ($)" kind="money" />
            <F path="effectiveDate" name="effectiveDate" label="Effective date" kind="date" />
            <F path="expirationDate" name="expirationDate" label="Expiration date" kind="date" />
          </div>
        </Section>
        <Section title="Named insureds">
          {policy.insureds.length === 0 ? <p className="text-xs text-slate-500">No insured was read.</p> : null}
          {policy.insureds.map((_, i) => (
            <div key={i} className="grid gap-1 sm:grid-cols-2">
              <F
                path={`insureds[${i}].firstName`}
                name={`insureds.${i}.firstName`}
                label={`Insured ${i + 1} first name`}
              />
              <F
                path={`insureds[${i}].lastName`}
                name={`insureds.${i}.lastName`}
                label={`Insured ${i + 1} last name`}
              />
            </div>
          ))}
        </Section>
        <Section title={policy.type === "auto" ? "Mailing address" : "Mailing address (policy)"}>
          <AddressFields base="address" name="address" />
        </Section>
        <PropertyFields policy={policy} lists={lists} />
        <CoverageFields policy={policy} lists={lists} />
        <InterestFields policy={policy} lists={lists} />
        {ctx.canEdit ? (
          <div className="space-y-2 border-t border-slate-200 pt-3">
            {pending !== "invalid" && pending.length ? <PendingList changes={pending} /> : null}
            <label htmlFor={`fix-reason-${policy.id}-${term}`} className="block text-xs font-medium text-slate-700">
              Reason (optional)
            </label>
            <input
              id={`fix-reason-${policy.id}-${term}`}
              className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              placeholder="For example: apartment number missing"
              {...form.register("reason")}
            />
            <RetryAlert submit={save} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={save.pending || count === 0}>
                {save.pending
                  ? "Saving…"
                  : count
                    ? `Save ${count} ${count === 1 ? "correction" : "corrections"}`
                    : "Save corrections"}
              </Button>
              <Button type="button" variant="secondary" onClick={() => form.reset()} disabled={count === 0}>
                Undo changes
              </Button>
              <span className="text-xs text-slate-500">The policy is checked against the loan again after saving.</span>
            </div>
          </div>
        ) : (
          <p className="border-t border-slate-200 pt-2 text-xs text-slate-500">
            Viewers can read these values; a reviewer or admin can correct them.
          </p>
        )}
      </form>
    </FormProvider>
  );
}

/** What saving will change, in words, before it is saved (a removed vehicle is no longer on screen). */
function PendingList({ changes }: { changes: NamedChange[] }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-2 text-xs" data-testid="pending-changes">
      <p className="font-medium text-slate-800">To be saved</p>
      <ul className="mt-1 space-y-0.5 text-slate-700">
        {changes.map((c, i) => (
          <li key={i}>
            <span className="font-medium">{c.field}</span>:{" "}
            <span className="line-through decoration-slate-400">{c.before}</span> → {c.after}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The changes the form holds, in words; "invalid" while it holds something unreadable (Save stays on to show what). */
function pendingChanges(policy: Policy, values: PolicyCorrectionForm): NamedChange[] | "invalid" {
  const parsed = PolicyCorrectionFormSchema.safeParse(values);
  if (!parsed.success) return differs(policy, values) ? "invalid" : [];
  try {
    return namePlannedChanges(policy, buildCorrectionChanges(policy, parsed.data));
  } catch {
    return [];
  }
}

/** An invalid form still counts as changed, so Save stays on and shows what is wrong. */
function differs(policy: Policy, values: PolicyCorrectionForm): boolean {
  return JSON.stringify(policyToFormValues(policy)) !== JSON.stringify({ ...values, reason: "" });
}
