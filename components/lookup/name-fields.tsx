"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import type { VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { errorAt, ModeSwitch } from "./form-bits";

/** The insured as one full name or as first and last name; the unused shape is unregistered. */
export function InsuredNameFields() {
  const { register, formState, getValues } = useFormContext<VerifyByLookupValues>();
  const [mode, setMode] = useState<"split" | "full">(() =>
    typeof getValues("lookup.insuredName") === "string" ? "full" : "split",
  );
  const err = (p: string) => errorAt(formState.errors, p);
  return (
    <fieldset className="space-y-3">
      <legend className="flex w-full items-center justify-between text-sm font-semibold text-slate-800">
        Insured (primary policyholder)
        <ModeSwitch
          label="Name format"
          value={mode}
          onChange={setMode}
          options={[
            { value: "split", label: "First / last" },
            { value: "full", label: "Full name" },
          ]}
        />
      </legend>
      {mode === "full" ? (
        <Field id="insured-full" label="Full name" error={err("lookup.insuredName")}>
          <Input
            id="insured-full"
            autoComplete="off"
            invalid={!!err("lookup.insuredName")}
            {...register("lookup.insuredName")}
          />
        </Field>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="insured-first" label="First name" error={err("lookup.insuredName.firstName")}>
            <Input
              id="insured-first"
              invalid={!!err("lookup.insuredName.firstName")}
              {...register("lookup.insuredName.firstName")}
            />
          </Field>
          <Field
            id="insured-last"
            label="Last name"
            error={err("lookup.insuredName.lastName") ?? err("lookup.insuredName")}
          >
            <Input
              id="insured-last"
              invalid={!!err("lookup.insuredName.lastName")}
              {...register("lookup.insuredName.lastName")}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
