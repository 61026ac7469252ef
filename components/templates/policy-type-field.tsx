"use client";

import { FieldError } from "@/components/ui/field";
import { TEMPLATE_TYPE_LABELS, TEMPLATE_TYPES, type TemplateType } from "@/lib/schemas/template-type";

/** Which policies the template checks: it decides the rules offered and where it may be a default. */
export function PolicyTypeField({
  value,
  onChange,
  error,
}: {
  value: TemplateType | null;
  onChange: (type: TemplateType) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "template-type-error" : "template-type-hint"}>
      <legend className="text-sm font-medium text-slate-700">Policy type</legend>
      <div className="flex flex-wrap gap-4">
        {TEMPLATE_TYPES.map((t) => (
          <label key={t} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="template-type"
              value={t}
              checked={value === t}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(t)}
            />
            {TEMPLATE_TYPE_LABELS[t]}
          </label>
        ))}
      </div>
      {error ? null : (
        <p id="template-type-hint" className="text-xs text-slate-500">
          The rule library offers the rules that check this kind of policy; Settings offers the template as the default
          for it.
        </p>
      )}
      <FieldError id="template-type" error={error} />
    </fieldset>
  );
}
