"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useFieldArray, useForm, type Path } from "react-hook-form";
import { errorAt } from "@/components/lookup/form-bits";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { ruleTitle } from "@/components/validation/rule-names";
import { saveTemplateAction } from "@/lib/actions/validation/save-template";
import {
  misfits,
  ruleFits,
  TEMPLATE_TYPE_LABELS,
  type TemplateType,
  type TypedTemplate,
} from "@/lib/schemas/template-type";
import { TemplateBodySchema, type RuleCatalogue, type TemplateBody } from "@/lib/schemas/validation";
import { fieldForServicePath, templateErrorMap, type TemplateFormValues } from "./form-errors";
import { PolicyTypeField } from "./policy-type-field";
import { freshInputs } from "./rule-inputs";
import { RuleFields } from "./rule-fields";

/** Create or edit a template. Reviewers get the same form, disabled, so they can read every mapping. */
export function TemplateForm({
  template,
  catalogue,
  readOnly,
}: {
  template: TypedTemplate | null;
  catalogue: RuleCatalogue;
  readOnly: boolean;
}) {
  const router = useRouter();
  const [banner, setBanner] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  // A new template starts as auto, the commoner loan; one whose type is not known yet asks for it.
  const [policyType, setPolicyType] = useState<TemplateType | null>(template ? template.policyType : "auto");
  const [typeError, setTypeError] = useState<string | undefined>();
  const offered = policyType ? catalogue.filter((r) => ruleFits(catalogue, r.name, policyType)) : catalogue;
  const [chosen, setAdding] = useState(offered[0]?.name ?? "");
  const adding = offered.some((r) => r.name === chosen) ? chosen : (offered[0]?.name ?? "");
  const form = useForm<TemplateFormValues, unknown, TemplateBody>({
    resolver: zodResolver(TemplateBodySchema, { error: templateErrorMap }),
    defaultValues: template
      ? { displayName: template.displayName, rules: template.rules }
      : { displayName: "", rules: [] },
  });
  const { register, handleSubmit, formState, control, setError, getValues } = form;
  const rules = useFieldArray({ control, name: "rules" });
  const err = (p: string) => errorAt(formState.errors, p);

  const save = useActionSubmit(saveTemplateAction, (result) => {
    if (result.ok) {
      if (!template) return router.push(`/templates/${result.data.id}`);
      form.reset({ displayName: result.data.displayName, rules: result.data.rules });
      setBanner({ tone: "success", text: "Template saved." });
      return router.refresh();
    }
    const general: string[] = [];
    for (const [path, message] of Object.entries(result.fieldErrors ?? {})) {
      if (path === "policyType") {
        setTypeError(message);
        continue;
      }
      const field = fieldForServicePath(path, getValues());
      if (field) setError(field as Path<TemplateFormValues>, { message });
      else general.push(message);
    }
    setBanner({ tone: "error", text: [result.message, ...general].join(" ") });
  });
  const onSubmit = handleSubmit((body) => {
    setBanner(null);
    setTypeError(undefined);
    const wrong = policyType ? misfits(body.rules, catalogue, policyType) : [];
    if (!policyType || wrong.length) {
      // Each rule that does not fit already says so beside it.
      if (!policyType) setTypeError("Choose whether the template checks auto or home policies.");
      return setBanner({ tone: "error", text: "Please correct the highlighted fields." });
    }
    return save.submit({ id: template?.id, policyType, body });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={save.pending} className="space-y-6">
        {readOnly ? (
          <Alert tone="info">You can read this template. Only administrators can change templates.</Alert>
        ) : null}
        {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
        <fieldset disabled={readOnly || save.pending} className="space-y-6">
          <legend className="sr-only">Template</legend>
          <Field id="template-name" label="Template name" error={err("displayName")}>
            <Input id="template-name" autoComplete="off" invalid={!!err("displayName")} {...register("displayName")} />
          </Field>
          <PolicyTypeField
            value={policyType}
            error={typeError}
            onChange={(t) => {
              setPolicyType(t);
              setTypeError(undefined);
            }}
          />
          <section aria-labelledby="template-rules" className="space-y-3">
            <h2 id="template-rules" className="text-sm font-semibold text-slate-800">
              Rules ({rules.fields.length})
            </h2>
            {(err("rules.root") ?? err("rules")) ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                {err("rules.root") ?? err("rules")}
              </p>
            ) : null}
            {rules.fields.length === 0 ? (
              <p className="text-sm text-slate-500">No rules yet. Add one from the rule library below.</p>
            ) : null}
            <ol className="space-y-3">
              {rules.fields.map((f, i) => (
                <RuleFields
                  key={f.id}
                  index={i}
                  catalogue={catalogue}
                  policyType={policyType}
                  onRemove={() => rules.remove(i)}
                />
              ))}
            </ol>
            {readOnly ? null : (
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-60 flex-1">
                  <Field
                    id="add-rule"
                    label="Rule library"
                    hint={
                      policyType
                        ? `The rules that check ${TEMPLATE_TYPE_LABELS[policyType].toLowerCase()} policies.`
                        : "Every rule; choose the policy type to see only the rules for it."
                    }
                  >
                    <Select id="add-rule" value={adding} onChange={(e) => setAdding(e.target.value)}>
                      {offered.map((r) => (
                        <option key={r.name} value={r.name}>
                          {ruleTitle(r.name)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                </div>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={!adding}
                  onClick={() => rules.append({ rule: adding, input: freshInputs(catalogue, adding) })}
                >
                  Add rule
                </Button>
              </div>
            )}
          </section>
        </fieldset>
        <RetryAlert submit={save} />
        {readOnly ? null : (
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={save.pending}>
              {save.pending ? "Saving…" : template ? "Save template" : "Create template"}
            </Button>
            {save.pending ? (
              <span role="status" className="text-sm text-slate-600">
                Saving the template at the service…
              </span>
            ) : null}
          </div>
        )}
      </form>
    </FormProvider>
  );
}
