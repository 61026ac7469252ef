"use client";

import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import { LOAN_DATA_KEYS } from "@/lib/shared/loan-data-keys";
import type { PolicyType } from "@/lib/schemas/policy";
import type { VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { errorAt } from "./form-bits";

/** The loan the lookup is for: the requirement template, loan number and (home, condo) loan amount. */
export function LoanFields({ options, policyType }: { options: VerifyOptions; policyType: PolicyType }) {
  const { register, formState, setValue, getFieldState } = useFormContext<VerifyByLookupValues>();
  const err = (p: string) => errorAt(formState.errors, p);
  const fallback = options.defaults[policyType] ?? "";

  // Follow the policy type's default until someone picks a template on purpose.
  useEffect(() => {
    if (!getFieldState("loan.templateId").isDirty) setValue("loan.templateId", fallback);
  }, [fallback, getFieldState, setValue]);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Loan</legend>
      <p className="text-xs text-slate-500">
        The policy is checked against these when the lookup completes: the insured above as the borrower,{" "}
        {policyType === "auto" ? "the VIN as the financed vehicle" : "the property address as the collateral"}, and{" "}
        {options.lenderName ? <strong>{options.lenderName}</strong> : "your lender name (set it in Settings)"} as{" "}
        {policyType === "auto" ? "lienholder" : "mortgagee"}.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="loan-template" label="Requirement template" error={err("loan.templateId")}>
          <Select id="loan-template" invalid={!!err("loan.templateId")} {...register("loan.templateId")}>
            <option value="">Choose a template…</option>
            {options.templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.displayName}
                {t.id === fallback ? " (default)" : ""}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id="loan-number"
          label={LOAN_DATA_KEYS.loanNumber.label}
          hint="As the lender is listed on the policy."
          error={err("loan.loanNumber")}
        >
          <Input
            id="loan-number"
            autoComplete="off"
            invalid={!!err("loan.loanNumber")}
            {...register("loan.loanNumber")}
          />
        </Field>
        {policyType !== "auto" ? (
          <Field
            id="loan-amount"
            label={LOAN_DATA_KEYS.loanAmount.label}
            hint="The dwelling coverage must reach it."
            error={err("loan.loanAmount")}
          >
            <Input
              id="loan-amount"
              inputMode="decimal"
              invalid={!!err("loan.loanAmount")}
              {...register("loan.loanAmount")}
            />
          </Field>
        ) : null}
      </div>
    </fieldset>
  );
}
