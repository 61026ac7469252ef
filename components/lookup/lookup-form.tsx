"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import type { RetryPrefill } from "@/lib/actions/retry-prefill";
import { startLookupAction } from "@/lib/actions/start-lookup";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import type { Carrier } from "@/lib/schemas/carrier";
import type { PolicyType } from "@/lib/schemas/policy";
import { VerifyByLookupSchema, type VerifyByLookupInput, type VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { isValidVinFormat, vinCheckDigitValid } from "@/lib/vin";
import { AddressFields } from "./address-fields";
import { CarrierPicker } from "./carrier-picker";
import { ConsentField } from "./consent-field";
import { errorAt } from "./form-bits";
import { LoanFields } from "./loan-fields";
import { MetadataFields } from "./metadata-fields";
import { InsuredNameFields } from "./name-fields";

function vinHint(vin: string | null | undefined): string | undefined {
  if (!vin || !isValidVinFormat(vin)) return "17 characters; the letters I, O and Q are never used.";
  return vinCheckDigitValid(vin)
    ? "Check digit OK."
    : "The check digit (9th character) does not match: double-check the VIN. You can still submit it.";
}

export function LookupForm({
  carriers,
  options,
  retry,
}: {
  carriers: Carrier[];
  options: VerifyOptions;
  /** An errored lookup being corrected: its values fill the form, and sending it marks it retried. */
  retry?: RetryPrefill;
}) {
  const router = useRouter();
  const [banner, setBanner] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const form = useForm<VerifyByLookupValues, unknown, VerifyByLookupInput>({
    resolver: zodResolver(VerifyByLookupSchema),
    // Fields of the name/address shape not on screen must not reach the schema.
    shouldUnregister: true,
    defaultValues: retry?.values ?? {
      lookup: { policyType: "auto" },
      loan: { templateId: options.defaults.auto ?? "" },
      metadata: [],
    },
  });
  const { register, handleSubmit, formState, watch, setValue, setError } = form;
  const policyType = (watch("lookup.policyType") ?? "auto") as PolicyType;
  const err = (p: string) => errorAt(formState.errors, p);

  const look = useActionSubmit(
    (values: VerifyByLookupInput) => startLookupAction(values, retry?.token),
    (result) => {
      if (result.ok) return router.push(`/sessions/${result.data.token}`);
      for (const [path, message] of Object.entries(result.fieldErrors ?? {}))
        setError(path as Path<VerifyByLookupValues>, { message });
      // The refusal marked the carrier on the server: fetch the marks so the picker shows it.
      if (result.errorCode === "no-credentials") router.refresh();
      setBanner({
        tone: result.errorCode === "ignition-processing" ? "info" : "error",
        text:
          result.errorCode === "ignition-processing"
            ? `A lookup is already running for this session. ${result.message}`
            : result.message,
      });
    },
  );
  const onSubmit = handleSubmit((values) => {
    setBanner(null);
    return look.submit(values);
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} className="space-y-6" noValidate aria-busy={look.pending}>
        {retry ? (
          <Alert tone="info">
            Correcting a lookup that ended in an error{retry.errorMessage ? `: ${retry.errorMessage}` : "."} Sending it
            starts a new lookup; the old one is marked as retried.
          </Alert>
        ) : null}
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="policy-type" label="Policy type" error={err("lookup.policyType")}>
            <Select id="policy-type" {...register("lookup.policyType")}>
              <option value="auto">Auto</option>
              <option value="home">Home</option>
              <option value="condo">Condo</option>
            </Select>
          </Field>
          <CarrierPicker
            carriers={carriers}
            policyType={policyType}
            value={watch("lookup.carrier")}
            onChange={(id) => setValue("lookup.carrier", id, { shouldValidate: formState.isSubmitted })}
            error={err("lookup.carrier") ?? err("lookup.naicCode")}
            noCredentials={options.noCredentials}
            canManageCarrierLogins={options.canManageCarrierLogins}
          />
          <input type="hidden" {...register("lookup.carrier")} />
          <Field id="policy-number" label="Policy number" error={err("lookup.policyNumber")}>
            <Input
              id="policy-number"
              autoComplete="off"
              invalid={!!err("lookup.policyNumber")}
              {...register("lookup.policyNumber")}
            />
          </Field>
          {policyType === "auto" ? (
            <Field id="vin" label="VIN" hint={vinHint(watch("lookup.vin"))} error={err("lookup.vin")}>
              <Input
                id="vin"
                autoComplete="off"
                className="font-mono uppercase"
                invalid={!!err("lookup.vin")}
                {...register("lookup.vin")}
              />
            </Field>
          ) : null}
        </div>
        <InsuredNameFields />
        <AddressFields policyType={policyType} />
        <LoanFields options={options} policyType={policyType} />
        <Field
          id="borrower-ref"
          label="Borrower reference"
          hint="The borrower’s id in your loan system; it becomes the session’s user id."
          error={err("borrowerRef")}
        >
          <Input id="borrower-ref" invalid={!!err("borrowerRef")} {...register("borrowerRef")} />
        </Field>
        <MetadataFields />
        <ConsentField />
        <RetryAlert submit={look} />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={look.pending}>
            {look.pending ? "Starting lookup…" : "Look up policy"}
          </Button>
          {look.pending ? (
            <span role="status" className="text-sm text-slate-600">
              Creating the session and queueing the lookup…
            </span>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
