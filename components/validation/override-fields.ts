import type { Metadata } from "@/lib/schemas/common";
import type { RuleCatalogue, Template } from "@/lib/schemas/validation";
import { formatValue, ruleShortName } from "./rule-names";

// The validate endpoint takes flat inputs by source key, and several rules may read one key
// (COLL and COMP both read maxDeductible), so the override form has one field per source key.

export type InputValue = string | number | boolean;
export type InputType = "amount" | "date" | "text" | "choice" | "address";

export interface OverrideField {
  sourceKey: string;
  uses: { rule: string; input: string }[];
  type: InputType;
  required: boolean;
  /** Distinct template defaults for this key (usually one). */
  defaults: InputValue[];
  metadata: InputValue | undefined;
}

export function overrideFields(template: Template, catalogue: RuleCatalogue, metadata: Metadata): OverrideField[] {
  const byKey = new Map<string, OverrideField>();
  for (const { rule, input } of template.rules) {
    const described = catalogue.find((r) => r.name === rule);
    for (const [name, spec] of Object.entries(input)) {
      const about = described?.inputs.find((i) => i.name === name);
      const field =
        byKey.get(spec.source) ??
        ({
          sourceKey: spec.source,
          uses: [],
          type: about?.type ?? "text",
          required: false,
          defaults: [],
          metadata: metadata[spec.source],
        } as OverrideField);
      field.uses.push({ rule, input: name });
      field.required ||= about?.required ?? false;
      if (spec.default !== undefined && !field.defaults.includes(spec.default)) field.defaults.push(spec.default);
      byKey.set(spec.source, field);
    }
  }
  return [...byKey.values()];
}

/** "deductible (Collision, Comprehensive)". */
export function fieldLabel(field: OverrideField): string {
  const inputs = [...new Set(field.uses.map((u) => u.input))].join(", ");
  const rules = [...new Set(field.uses.map((u) => ruleShortName(u.rule)))].join(", ");
  return `${inputs} (${rules})`;
}

/** The placeholder names both fallbacks, in the service's order after the request: metadata, then default. */
export function fieldPlaceholder(field: OverrideField): string {
  const parts: string[] = [];
  if (field.metadata !== undefined) parts.push(`metadata ${formatValue(field.metadata)}`);
  if (field.defaults.length) parts.push(`default ${field.defaults.map(formatValue).join(" / ")}`);
  return parts.join(" · ") || (field.required ? "not set" : "optional");
}

/** What the service will use when the field is left empty, in words. */
export function fieldFallback(field: OverrideField): string {
  if (field.metadata !== undefined) return `Empty uses the session metadata value ${formatValue(field.metadata)}.`;
  if (field.defaults.length) return `Empty uses the template default ${field.defaults.map(formatValue).join(" / ")}.`;
  return field.required ? "Not set anywhere: the rule will be unknown unless you enter a value." : "Optional; not set.";
}

/** Typed values make a numeric maxDeductible a number on the wire, as in the seed's example. */
export function overrideBody(fields: OverrideField[], values: Record<string, string>): Record<string, InputValue> {
  const body: Record<string, InputValue> = {};
  for (const field of fields) {
    const raw = values[field.sourceKey]?.trim();
    if (!raw) continue;
    const amount = raw.replace(/^\$/, "").replace(/,/g, "");
    body[field.sourceKey] = field.type === "amount" && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : raw;
  }
  return body;
}
