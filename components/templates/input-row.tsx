"use client";

import { useFormContext } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { Field, Input, Select } from "@/components/ui/field";
import type { RuleDescription } from "@/lib/schemas/validation";
import type { TemplateFormValues } from "./form-errors";
import { choicesOf, defaultFromText } from "./rule-inputs";
import { SourcePicker } from "./source-picker";

type InputDescription = RuleDescription["inputs"][number];

/** One input of one rule: where its value comes from, and an optional default. */
export function InputRow({ ruleIndex, input, label }: { ruleIndex: number; input: InputDescription; label: string }) {
  const { register, formState } = useFormContext<TemplateFormValues>();
  const base = `rules.${ruleIndex}.input.${input.name}` as const;
  const id = `rule-${ruleIndex}-${input.name}`;
  const sourceError = errorAt(formState.errors, `${base}.source`);
  const defaultError = errorAt(formState.errors, `${base}.default`);
  const choices = input.type === "choice" ? choicesOf(input) : [];
  const asDefault = { setValueAs: (v: unknown) => defaultFromText(input.type, v) };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SourcePicker id={`${id}-source`} label={label} path={`${base}.source`} input={input} error={sourceError} />
      <Field
        id={`${id}-default`}
        label={`${label}: default (optional)`}
        error={defaultError}
        hint={input.type === "amount" ? "Dollars, e.g. 1000." : input.type === "date" ? "YYYY-MM-DD." : undefined}
      >
        {choices.length ? (
          <Select id={`${id}-default`} invalid={!!defaultError} {...register(`${base}.default`, asDefault)}>
            <option value="">No default</option>
            {choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id={`${id}-default`}
            autoComplete="off"
            inputMode={input.type === "amount" ? "decimal" : undefined}
            invalid={!!defaultError}
            {...register(`${base}.default`, asDefault)}
          />
        )}
      </Field>
    </div>
  );
}
