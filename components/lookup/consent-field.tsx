"use client";

import { useFormContext } from "react-hook-form";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import { errorAt } from "./form-bits";

/** The required attestation; its exact wording is stored with the session. */
export function ConsentField() {
  const { register, formState } = useFormContext<{ consent: boolean }>();
  const error = errorAt(formState.errors, "consent");
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? "consent-error" : undefined}
          {...register("consent")}
        />
        <span>{CONSENT_WORDING}</span>
      </label>
      {error ? (
        <p id="consent-error" role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
