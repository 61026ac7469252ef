"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import type { VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { errorAt } from "./form-bits";

/** Optional key/value metadata stored on the session; validation templates can read it by key. */
export function MetadataFields() {
  const { control, register, formState } = useFormContext<VerifyByLookupValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "metadata" });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">Extra session metadata (optional)</legend>
      <p className="text-xs text-slate-500">
        Anything else a template reads by key, e.g. <code>maxDeductible</code>. The loan fields above are sent already.
      </p>
      {fields.map((f, i) => (
        <div key={f.id} className="flex items-start gap-2">
          <div className="flex-1">
            <label className="sr-only" htmlFor={`meta-key-${i}`}>
              Key {i + 1}
            </label>
            <Input
              id={`meta-key-${i}`}
              placeholder="key"
              invalid={!!errorAt(formState.errors, `metadata.${i}.key`)}
              {...register(`metadata.${i}.key`)}
            />
            <p className="text-xs text-red-600">{errorAt(formState.errors, `metadata.${i}.key`)}</p>
          </div>
          <div className="flex-1">
            <label className="sr-only" htmlFor={`meta-value-${i}`}>
              Value {i + 1}
            </label>
            <Input id={`meta-value-${i}`} placeholder="value" {...register(`metadata.${i}.value`)} />
          </div>
          <Button type="button" variant="ghost" onClick={() => remove(i)} aria-label={`Remove metadata ${i + 1}`}>
            ✕
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={() => append({ key: "", value: "" })}>
        Add metadata
      </Button>
    </fieldset>
  );
}
