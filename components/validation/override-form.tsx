"use client";

import { Field, Input } from "@/components/ui/field";
import { fieldFallback, fieldLabel, fieldPlaceholder, type OverrideField } from "./override-fields";

const FORMAT_HINT: Record<string, string> = {
  amount: "Dollars, e.g. 1000.",
  date: "YYYY-MM-DD.",
};

/**
 * One field per source key of the chosen template. Empty fields are not sent, so the service
 * falls back to the session metadata and then the template default, as the placeholder shows.
 */
export function OverrideForm({
  fields,
  values,
  onChange,
  disabled,
}: {
  fields: OverrideField[];
  values: Record<string, string>;
  onChange: (sourceKey: string, value: string) => void;
  disabled?: boolean;
}) {
  if (fields.length === 0) return <p className="text-sm text-slate-500">This template’s rules take no inputs.</p>;
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">Inputs</legend>
      <p className="text-xs text-slate-500">Leave a field empty to use the loan details or the template default.</p>
      {fields.map((field, i) => {
        const id = `override-${i}`;
        return (
          <Field
            key={field.sourceKey}
            id={id}
            label={fieldLabel(field)}
            hint={
              <>
                {FORMAT_HINT[field.type] ? `${FORMAT_HINT[field.type]} ` : ""}
                {fieldFallback(field)}{" "}
                <span className="text-slate-500">
                  Key <code>{field.sourceKey}</code>
                </span>
              </>
            }
          >
            <Input
              id={id}
              name={field.sourceKey}
              autoComplete="off"
              inputMode={field.type === "amount" ? "decimal" : undefined}
              placeholder={fieldPlaceholder(field)}
              value={values[field.sourceKey] ?? ""}
              onChange={(e) => onChange(field.sourceKey, e.target.value)}
            />
          </Field>
        );
      })}
    </fieldset>
  );
}
