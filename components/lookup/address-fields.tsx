"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import { US_STATES } from "@/lib/shared/us-states";
import type { VerifyByLookupValues } from "@/lib/schemas/verify-lookup";
import { errorAt, ModeSwitch } from "./form-bits";

/** The address structured (line 1, line 2, city, state, ZIP) or as one line the service parses. */
export function AddressFields({ policyType }: { policyType: string }) {
  const { register, formState, getValues } = useFormContext<VerifyByLookupValues>();
  // A retried lookup sent as one line opens as one line.
  const [mode, setMode] = useState<"structured" | "line">(() =>
    typeof getValues("lookup.address") === "string" ? "line" : "structured",
  );
  const err = (p: string) => errorAt(formState.errors, p);
  const whole = err("lookup.address");
  return (
    <fieldset className="space-y-3">
      <legend className="flex w-full items-center justify-between text-sm font-semibold text-slate-800">
        {policyType === "auto" ? "Policyholder’s mailing address" : "Property address"}
        <ModeSwitch
          label="Address format"
          value={mode}
          onChange={setMode}
          options={[
            { value: "structured", label: "Structured" },
            { value: "line", label: "One line" },
          ]}
        />
      </legend>
      {mode === "line" ? (
        <Field
          id="address-line"
          label="Address"
          hint="For example: 1200 Peachtree St NE, Atlanta, GA 30309"
          error={whole}
        >
          <Input id="address-line" invalid={!!whole} {...register("lookup.address")} />
        </Field>
      ) : (
        <div className="grid gap-3 sm:grid-cols-6">
          {/* The service wants all six keys of the seed's address; the state picker only offers US states. */}
          <input type="hidden" value="US" {...register("lookup.address.country")} />
          <div className="sm:col-span-4">
            <Field id="address-1" label="Address line 1" error={err("lookup.address.addressLine1") ?? whole}>
              <Input
                id="address-1"
                autoComplete="off"
                invalid={!!(err("lookup.address.addressLine1") ?? whole)}
                {...register("lookup.address.addressLine1")}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="address-2" label="Line 2 (optional)" error={err("lookup.address.addressLine2")}>
              <Input id="address-2" {...register("lookup.address.addressLine2")} />
            </Field>
          </div>
          <div className="sm:col-span-3">
            <Field id="address-city" label="City" error={err("lookup.address.city")}>
              <Input id="address-city" invalid={!!err("lookup.address.city")} {...register("lookup.address.city")} />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id="address-state" label="State" error={err("lookup.address.state")}>
              <Select id="address-state" invalid={!!err("lookup.address.state")} {...register("lookup.address.state")}>
                <option value="">Choose…</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <div className="sm:col-span-1">
            <Field id="address-zip" label="ZIP" error={err("lookup.address.postalCode")}>
              <Input
                id="address-zip"
                inputMode="numeric"
                invalid={!!err("lookup.address.postalCode")}
                {...register("lookup.address.postalCode")}
              />
            </Field>
          </div>
        </div>
      )}
    </fieldset>
  );
}
