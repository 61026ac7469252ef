"use client";

import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field, Input, Select } from "@/components/ui/field";
import type { RuleDescription } from "@/lib/schemas/validation";
import { isLoanDataKey, LOAN_DATA_KEYS, type LoanDataKeyName } from "@/lib/shared/loan-data-keys";
import type { TemplateFormValues } from "./form-errors";

type InputDescription = RuleDescription["inputs"][number];

const TYPED = "(typed)";
const KEYS = Object.keys(LOAN_DATA_KEYS) as LoanDataKeyName[];

const HINTS = {
  loan: "Filled from the loan on every lookup, document and insurance request.",
  staff: "Staff give it as extra session metadata or on the Validate page; otherwise the default applies.",
  typed:
    "Read by this exact name from the validate request, then the session metadata. The loan fills none but the keys in the list.",
};

/**
 * Where one input's value comes from: a loan-data key in staff's words, the input's natural key first
 * chosen. A key typed by hand stays possible, last in the list, for metadata a lender adds itself.
 */
export function SourcePicker({
  id,
  label,
  path,
  input,
  error,
}: {
  id: string;
  label: string;
  path: `rules.${number}.input.${string}.source`;
  input: InputDescription;
  error?: string;
}) {
  const { register, setValue, control } = useFormContext<TemplateFormValues>();
  const source = (useWatch({ control, name: path }) as string | undefined) ?? "";
  const [typed, setTyped] = useState(() => !isLoanDataKey(source));
  const offered = KEYS.filter((k) => LOAN_DATA_KEYS[k].type === input.type || k === source);
  const group = (from: "loan" | "staff") => offered.filter((k) => LOAN_DATA_KEYS[k].from === from);

  const choose = (value: string) => {
    setTyped(value === TYPED);
    setValue(path, value === TYPED ? "" : value, { shouldDirty: true });
  };

  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={`${label}: value from`}
        error={typed ? undefined : error}
        hint={typed ? undefined : isLoanDataKey(source) ? HINTS[LOAN_DATA_KEYS[source].from] : undefined}
      >
        <Select
          id={id}
          invalid={!typed && !!error}
          value={typed ? TYPED : source}
          onChange={(e) => choose(e.target.value)}
        >
          {group("loan").length ? (
            <optgroup label="Filled from the loan">
              {group("loan").map((k) => (
                <option key={k} value={k}>
                  {LOAN_DATA_KEYS[k].label}
                </option>
              ))}
            </optgroup>
          ) : null}
          {group("staff").length ? (
            <optgroup label="Given by staff, else the default">
              {group("staff").map((k) => (
                <option key={k} value={k}>
                  {LOAN_DATA_KEYS[k].label}
                </option>
              ))}
            </optgroup>
          ) : null}
          <option value={TYPED}>Another key, typed by hand…</option>
        </Select>
      </Field>
      {typed ? (
        <Field id={`${id}-typed`} label={`${label}: typed key`} error={error} hint={HINTS.typed}>
          <Input
            id={`${id}-typed`}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            invalid={!!error}
            {...register(path)}
          />
        </Field>
      ) : null}
    </div>
  );
}
