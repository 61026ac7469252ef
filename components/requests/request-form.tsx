"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { requestInsuranceAction } from "@/lib/actions/request-insurance";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import {
  InsuranceRequestSchema,
  type InsuranceRequestInput,
  type InsuranceRequestValues,
} from "@/lib/schemas/insurance-request";
import type { PolicyType } from "@/lib/schemas/policy";
import { LOAN_DATA_KEYS } from "@/lib/shared/loan-data-keys";

const TYPES: { value: PolicyType; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "home", label: "Home" },
  { value: "condo", label: "Condo" },
];

/** Staff name the borrower and the loan; the borrower gets a link by mail and shares the policy themselves. */
export function RequestForm({ options }: { options: VerifyOptions }) {
  const router = useRouter();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<InsuranceRequestValues, unknown, InsuranceRequestInput>({
    resolver: zodResolver(InsuranceRequestSchema),
    defaultValues: { policyType: "auto", loan: { templateId: options.defaults.auto ?? "" } },
  });
  const { register, handleSubmit, formState, watch, setValue, getFieldState, setError } = form;
  const policyType = (watch("policyType") ?? "auto") as PolicyType;
  const err = (p: string) => errorAt(formState.errors, p);
  const fallback = options.defaults[policyType] ?? "";

  // Follow the policy type's default template until someone picks one on purpose.
  useEffect(() => {
    if (!getFieldState("loan.templateId").isDirty) setValue("loan.templateId", fallback);
  }, [fallback, getFieldState, setValue]);

  const send = useActionSubmit(requestInsuranceAction, (result) => {
    if (result.ok) {
      const q = result.data.mailed ? "?requested=1" : "?requested=unsent";
      return router.push(`/sessions/${result.data.token}${q}`);
    }
    for (const [path, message] of Object.entries(result.fieldErrors ?? {}))
      setError(path as Path<InsuranceRequestValues>, { message });
    setBanner(result.message);
  });
  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    return send.submit(values);
  });

  const text = (id: string, label: string, path: Path<InsuranceRequestValues>, more: object = {}, hint?: string) => (
    <Field id={id} label={label} error={err(path)} hint={hint}>
      <Input id={id} invalid={!!err(path)} {...more} {...register(path)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} className="space-y-6" noValidate aria-busy={send.pending}>
      {banner ? <Alert>{banner}</Alert> : null}
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Borrower</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("borrower-first", "First name", "borrower.firstName", { autoComplete: "off" })}
          {text("borrower-last", "Last name", "borrower.lastName", { autoComplete: "off" })}
          {text(
            "borrower-email",
            "Email",
            "borrower.email",
            { type: "email", autoComplete: "off" },
            "The link goes here.",
          )}
          {text("borrower-phone", "Phone (optional)", "borrower.phone", { type: "tel", autoComplete: "off" })}
          {text(
            "borrower-ref",
            "Borrower reference",
            "borrowerRef",
            { autoComplete: "off" },
            "The borrower's id in your loan system.",
          )}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Loan</legend>
        <p className="text-xs text-slate-500">
          The policy the borrower shares is checked against these, with{" "}
          {options.lenderName ? <strong>{options.lenderName}</strong> : "your lender name (set it in Settings)"} as{" "}
          {policyType === "auto" ? "lienholder" : "mortgagee"}.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="request-type" label="Policy type" error={err("policyType")}>
            <Select id="request-type" invalid={!!err("policyType")} {...register("policyType")}>
              {TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="request-template" label="Requirement template" error={err("loan.templateId")}>
            <Select id="request-template" invalid={!!err("loan.templateId")} {...register("loan.templateId")}>
              <option value="">Choose a template…</option>
              {options.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.displayName}
                  {t.id === fallback ? " (default)" : ""}
                </option>
              ))}
            </Select>
          </Field>
          {policyType === "auto"
            ? text("request-vin", LOAN_DATA_KEYS.vin.label, "loan.vin", { autoComplete: "off", spellCheck: false })
            : text("request-address", LOAN_DATA_KEYS.propertyAddress.label, "loan.propertyAddress", {
                autoComplete: "off",
              })}
          {text("request-loan-number", LOAN_DATA_KEYS.loanNumber.label, "loan.loanNumber", { autoComplete: "off" })}
          {policyType !== "auto"
            ? text(
                "request-loan-amount",
                LOAN_DATA_KEYS.loanAmount.label,
                "loan.loanAmount",
                { inputMode: "decimal" },
                "The dwelling coverage must reach it.",
              )
            : null}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">
        The borrower confirms their own consent on the page the link opens, before anything is shared.
      </p>
      <RetryAlert submit={send} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={send.pending}>
          {send.pending ? "Sending…" : "Send request"}
        </Button>
        {send.pending ? (
          <span role="status" className="text-sm text-slate-600">
            Creating the session and mailing the link…
          </span>
        ) : null}
      </div>
    </form>
  );
}
