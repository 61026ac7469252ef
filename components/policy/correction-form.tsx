"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { correctPolicyAction } from "@/lib/actions/correct-policy";
import type { Policy } from "@/lib/schemas/policy";
import { THIRD_PARTY_TYPES } from "@/lib/schemas/policy";
import {
  buildCorrectionChanges,
  PolicyCorrectionFormSchema,
  policyToFormValues,
  type PolicyCorrectionForm,
} from "@/lib/schemas/policy-correction-form";
import { CorrectionField as F } from "./correction-field";
import { useCorrectionContext } from "./correction-context";
import { COVERAGE_NAMES, propertyLabel } from "./policy-parts";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1 border-t border-slate-200 pt-2">
      <legend className="pr-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface CorrectionOutcome {
  tone: "success" | "error";
  text: string;
}

/**
 * Every value read from the document, as a form; reviewers save corrections, viewers read. The
 * outcome is shown by the parent: a saved correction remounts the form on the corrected policy.
 */
export function CorrectionForm({
  token,
  policy,
  onOutcome,
}: {
  token: string;
  policy: Policy;
  onOutcome: (o: CorrectionOutcome | null) => void;
}) {
  const ctx = useCorrectionContext();
  const queryClient = useQueryClient();
  const form = useForm<PolicyCorrectionForm>({
    resolver: zodResolver(PolicyCorrectionFormSchema),
    defaultValues: policyToFormValues(policy),
  });
  const values = useWatch({ control: form.control }) as PolicyCorrectionForm;
  const pending = pendingCount(policy, values);

  const onSubmit = form.handleSubmit(async (v) => {
    onOutcome(null);
    const r = await correctPolicyAction({ token, policyId: policy.id, values: v });
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

  const vehicles = policy.properties.map((p, i) => ({ p, i })).filter(({ p }) => p.type === "vehicle");
  const byId = new Map(policy.properties.map((p) => [p.id, p]));
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
        <Section title={policy.type === "auto" ? "Mailing address" : "Address"}>
          <div className="grid gap-1 sm:grid-cols-6">
            <F
              path="address.addressLine1"
              name="address.addressLine1"
              label="Address line 1"
              className="sm:col-span-4"
            />
            <F path="address.addressLine2" name="address.addressLine2" label="Line 2" className="sm:col-span-2" />
            <F path="address.city" name="address.city" label="City" className="sm:col-span-3" />
            <F path="address.state" name="address.state" label="State" className="sm:col-span-1" />
            <F path="address.postalCode" name="address.postalCode" label="ZIP" className="sm:col-span-1" />
            <F path="address.country" name="address.country" label="Country" className="sm:col-span-1" />
          </div>
        </Section>
        {vehicles.length ? (
          <Section title="Vehicles">
            {vehicles.map(({ i }) => (
              <div key={i} className="grid gap-1 sm:grid-cols-6">
                <F
                  path={`properties[${i}].data.vin`}
                  name={`properties.${i}.vin`}
                  label={`Vehicle ${i + 1} VIN`}
                  className="sm:col-span-6"
                />
                <F
                  path={`properties[${i}].data.year`}
                  name={`properties.${i}.year`}
                  label="Year"
                  kind="year"
                  className="sm:col-span-1"
                />
                <F
                  path={`properties[${i}].data.make`}
                  name={`properties.${i}.make`}
                  label="Make"
                  className="sm:col-span-2"
                />
                <F
                  path={`properties[${i}].data.model`}
                  name={`properties.${i}.model`}
                  label="Model"
                  className="sm:col-span-3"
                />
              </div>
            ))}
          </Section>
        ) : null}
        <Section title="Coverages">
          {policy.coverages.length === 0 ? <p className="text-xs text-slate-500">No coverage was read.</p> : null}
          {policy.coverages.map((c, i) => {
            const name = `${COVERAGE_NAMES[c.code] ?? c.code} (${c.code})`;
            const on = c.property && vehicles.length > 1 ? ` · ${propertyLabel(byId.get(c.property))}` : "";
            return (
              <div key={i} role="group" aria-label={`${name}${on}`} className="grid gap-x-1 sm:grid-cols-3">
                <p className="text-xs font-medium text-slate-800 sm:col-span-3">
                  {name}
                  {on}
                </p>
                <F
                  path={`coverages[${i}].limitPerPerson`}
                  name={`coverages.${i}.limitPerPerson`}
                  context={c.code}
                  label="Limit per person"
                  kind="money"
                />
                <F
                  path={`coverages[${i}].limitPerAccident`}
                  name={`coverages.${i}.limitPerAccident`}
                  context={c.code}
                  label="Limit per accident"
                  kind="money"
                />
                <F
                  path={`coverages[${i}].deductible`}
                  name={`coverages.${i}.deductible`}
                  context={c.code}
                  label="Deductible"
                  kind="money"
                />
              </div>
            );
          })}
        </Section>
        <Section title="Lienholders and other interests">
          {policy.thirdParties.length === 0 ? <p className="text-xs text-slate-500">No interest was read.</p> : null}
          {policy.thirdParties.map((_, i) => (
            <div key={i} className="grid gap-1 sm:grid-cols-6">
              <F
                path={`thirdParties[${i}].name`}
                name={`thirdParties.${i}.name`}
                label={`Interest ${i + 1} name`}
                className="sm:col-span-6"
              />
              <F
                path={`thirdParties[${i}].type`}
                name={`thirdParties.${i}.type`}
                label="Type"
                options={THIRD_PARTY_TYPES}
                className="sm:col-span-2"
              />
              <F
                path={`thirdParties[${i}].loanNumber`}
                name={`thirdParties.${i}.loanNumber`}
                label="Loan number"
                className="sm:col-span-4"
              />
            </div>
          ))}
        </Section>
        {ctx.canEdit ? (
          <div className="space-y-2 border-t border-slate-200 pt-3">
            <label htmlFor={`fix-reason-${policy.id}`} className="block text-xs font-medium text-slate-700">
              Reason (optional)
            </label>
            <input
              id={`fix-reason-${policy.id}`}
              className="block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              placeholder="For example: apartment number missing"
              {...form.register("reason")}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={form.formState.isSubmitting || pending === 0}>
                {form.formState.isSubmitting
                  ? "Saving…"
                  : pending
                    ? `Save ${pending} ${pending === 1 ? "correction" : "corrections"}`
                    : "Save corrections"}
              </Button>
              <Button type="button" variant="secondary" onClick={() => form.reset()} disabled={pending === 0}>
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

/** How many values differ from the stored policy; none while the form holds something unreadable. */
function pendingCount(policy: Policy, values: PolicyCorrectionForm): number {
  const parsed = PolicyCorrectionFormSchema.safeParse(values);
  if (!parsed.success) return Number(differs(policy, values));
  try {
    return buildCorrectionChanges(policy, parsed.data).length;
  } catch {
    return 0;
  }
}

/** An invalid form still counts as changed, so Save stays on and shows what is wrong. */
function differs(policy: Policy, values: PolicyCorrectionForm): boolean {
  return JSON.stringify(policyToFormValues(policy)) !== JSON.stringify({ ...values, reason: "" });
}
