"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { inputLabel, ruleTitle } from "@/components/validation/rule-names";
import { ruleFits, TEMPLATE_TYPE_LABELS, type TemplateType } from "@/lib/schemas/template-type";
import type { RuleCatalogue, RuleDescription } from "@/lib/schemas/validation";
import type { TemplateFormValues } from "./form-errors";
import { InputRow } from "./input-row";
import { freshInputs, startingSource } from "./rule-inputs";

type InputDescription = RuleDescription["inputs"][number];

/** An input the template names but the library does not describe (a rule renamed or removed). */
const undescribed = (name: string): InputDescription => ({
  name,
  type: "text",
  required: false,
  description: "",
  schema: {},
});

/** One rule of the template: which rule, and for each of its inputs where the value comes from and a default. */
export function RuleFields({
  index,
  catalogue,
  policyType,
  onRemove,
}: {
  index: number;
  catalogue: RuleCatalogue;
  policyType: TemplateType | null;
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
  const offered = policyType ? catalogue.filter((r) => ruleFits(catalogue, r.name, policyType)) : catalogue;
  const misfit =
    policyType && rule && !ruleFits(catalogue, rule, policyType)
      ? `This rule does not check ${TEMPLATE_TYPE_LABELS[policyType].toLowerCase()} policies: remove it, or change the policy type.`
      : undefined;
  const ruleError = errorAt(formState.errors, `rules.${index}.rule`) ?? misfit;
  const inputError = errorAt(formState.errors, `rules.${index}.input`);

  const toggle = (name: string, on: boolean) => {
    const next = { ...input };
    if (on) next[name] = { source: startingSource(rule ?? "", name) };
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
              {rule && described && !offered.includes(described) ? (
                <option value={rule}>{ruleTitle(rule)} (not for this policy type)</option>
              ) : null}
              {offered.map((r) => (
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
          const label = inputLabel(rule ?? "", i.name);
          const kind = <span className="text-xs text-slate-500">{i.required ? "required" : "optional"}</span>;
          return (
            <li key={i.name} className="space-y-2 border-t border-slate-100 pt-3">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {i.required && on ? (
                  <span className="font-medium">{label}</span>
                ) : (
                  <label className="inline-flex items-center gap-2 font-medium">
                    <input type="checkbox" checked={on} onChange={(e) => toggle(i.name, e.target.checked)} />
                    {label}
                  </label>
                )}
                {kind}
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
