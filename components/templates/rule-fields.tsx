"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { ruleTitle } from "@/components/validation/rule-names";
import type { RuleCatalogue, RuleDescription } from "@/lib/schemas/validation";
import type { TemplateFormValues } from "./form-errors";
import { InputRow } from "./input-row";
import { freshInputs } from "./rule-inputs";

type InputDescription = RuleDescription["inputs"][number];

/** An input the template names but the library does not describe (a rule renamed or removed). */
const undescribed = (name: string): InputDescription => ({
  name,
  type: "text",
  required: false,
  description: "",
  schema: {},
});

/** One rule of the template: which rule, and for each of its inputs the source key and default. */
export function RuleFields({
  index,
  catalogue,
  onRemove,
}: {
  index: number;
  catalogue: RuleCatalogue;
  onRemove: () => void;
}) {
  const { register, setValue, formState, control } = useFormContext<TemplateFormValues>();
  const rule = useWatch({ control, name: `rules.${index}.rule` });
  const input = useWatch({ control, name: `rules.${index}.input` }) ?? {};
  const described = catalogue.find((r) => r.name === rule);
  const inputs = [
    ...(described?.inputs ?? []),
    ...Object.keys(input)
      .filter((n) => !described?.inputs.some((i) => i.name === n))
      .map(undescribed),
  ];
  const title = rule ? ruleTitle(rule) : `Rule ${index + 1}`;
  const ruleError = errorAt(formState.errors, `rules.${index}.rule`);
  const inputError = errorAt(formState.errors, `rules.${index}.input`);

  const toggle = (name: string, on: boolean) => {
    const next = { ...input };
    if (on) next[name] = { source: name };
    else delete next[name];
    setValue(`rules.${index}.input`, next, { shouldDirty: true });
  };

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label={title}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-60 flex-1">
          <Field id={`rule-${index}`} label={`Rule ${index + 1}`} error={ruleError} hint={described?.description}>
            <Select
              id={`rule-${index}`}
              invalid={!!ruleError}
              {...register(`rules.${index}.rule`, {
                onChange: (e) =>
                  setValue(`rules.${index}.input`, freshInputs(catalogue, e.target.value), { shouldDirty: true }),
              })}
            >
              {rule && !described ? <option value={rule}>{rule} (not in the rule library)</option> : null}
              {catalogue.map((r) => (
                <option key={r.name} value={r.name}>
                  {ruleTitle(r.name)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="button" variant="ghost" onClick={onRemove} aria-label={`Remove rule ${index + 1} (${title})`}>
          Remove
        </Button>
      </div>
      {inputError ? (
        <p role="alert" className="text-xs font-medium text-red-600">
          {inputError}
        </p>
      ) : null}
      {inputs.length === 0 ? <p className="text-sm text-slate-500">This rule takes no inputs.</p> : null}
      <ul className="space-y-3">
        {inputs.map((i) => {
          const on = i.name in input;
          const label = `${title} · ${i.name}`;
          return (
            <li key={i.name} className="space-y-2 border-t border-slate-100 pt-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono font-medium">{i.name}</span>
                <span className="text-xs text-slate-500">
                  {i.type} · {i.required ? "required" : "optional"}
                </span>
                {i.required && on ? null : (
                  <label className="ml-auto inline-flex items-center gap-1 text-xs">
                    <input type="checkbox" checked={on} onChange={(e) => toggle(i.name, e.target.checked)} />
                    Use {i.name}
                  </label>
                )}
              </div>
              {i.description ? <p className="text-xs text-slate-500">{i.description}</p> : null}
              {on ? <InputRow ruleIndex={index} input={i} label={label} /> : null}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
