"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import type { Template, Term } from "@/lib/schemas/validation";
import { OverrideForm } from "./override-form";
import type { OverrideField } from "./override-fields";
import { TermSwitch } from "./term-switch";

export interface RunFormProps {
  templates: Template[];
  templateId: string;
  onTemplate: (id: string) => void;
  term: Term;
  onTerm: (t: Term) => void;
  hasRenewal: boolean;
  fields: OverrideField[];
  values: Record<string, string>;
  onValue: (sourceKey: string, value: string) => void;
  running: boolean;
  onRun: () => void;
  /** A result of this template on this term is stored: the button then runs it again. */
  ranBefore: boolean;
}

/**
 * Template, term and input overrides; submitting runs the template against the chosen term (a new
 * stored result each time, so it says "again" when one is stored already).
 */
export function RunForm(p: RunFormProps) {
  if (p.templates.length === 0)
    return (
      <EmptyState title="No templates yet">
        <Link href="/templates" className="text-brand-700 underline">
          Set one up on the Templates page
        </Link>{" "}
        to validate policies.
      </EmptyState>
    );
  return (
    <form
      className="space-y-4"
      noValidate
      aria-busy={p.running}
      onSubmit={(e) => {
        e.preventDefault();
        if (p.templateId) p.onRun();
      }}
    >
      <Field id="validation-template" label="Template">
        <Select
          id="validation-template"
          value={p.templateId}
          onChange={(e) => p.onTemplate(e.target.value)}
          disabled={p.running}
        >
          <option value="">Choose a template…</option>
          {p.templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.displayName}
            </option>
          ))}
        </Select>
      </Field>
      <div className="space-y-1">
        <span className="block text-sm font-medium text-slate-700" aria-hidden="true">
          Term
        </span>
        <TermSwitch value={p.term} onChange={p.onTerm} hasRenewal={p.hasRenewal} disabled={p.running} />
      </div>
      {p.templateId ? (
        <OverrideForm fields={p.fields} values={p.values} onChange={p.onValue} disabled={p.running} />
      ) : null}
      <Button type="submit" disabled={!p.templateId || p.running} className="w-full sm:w-auto">
        {p.running ? "Running…" : p.ranBefore ? "Run validation again" : "Run validation"}
      </Button>
    </form>
  );
}
