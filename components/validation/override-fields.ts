import type { Metadata } from "@/lib/schemas/common";
import type { RuleCatalogue, Template } from "@/lib/schemas/validation";
import { formatValue, inputLabel } from "./rule-names";

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

/**
 * The field in plain words: "Maximum collision deductible", or for a key two rules read,
 * "Maximum collision / comprehensive deductible" (the words they share said once).
 */
export function fieldLabel(field: OverrideField): string {
  const labels = [...new Set(field.uses.map((u) => inputLabel(u.rule, u.input)))];
  if (labels.length === 1) return labels[0];
  const split = labels.map((l) => l.split(" "));
  const shortest = Math.min(...split.map((w) => w.length));
  let head = 0;
  while (head < shortest - 1 && split.every((w) => w[head].toLowerCase() === split[0][head].toLowerCase())) head++;
  let tail = 0;
  while (
    tail < shortest - head - 1 &&
    split.every((w) => w[w.length - 1 - tail] === split[0][split[0].length - 1 - tail])
  )
    tail++;
  if (head === 0 && tail === 0) return labels.join(" / ");
  const middles = split.map((w) => w.slice(head, w.length - tail).join(" "));
  return [...split[0].slice(0, head), middles.join(" / "), ...split[0].slice(split[0].length - tail)].join(" ");
}

/** The placeholder names both fallbacks, in the service's order after the request: metadata, then default. */
export function fieldPlaceholder(field: OverrideField): string {
  const parts: string[] = [];
  if (field.metadata !== undefined) parts.push(`loan ${formatValue(field.metadata)}`);
  if (field.defaults.length) parts.push(`default ${field.defaults.map(formatValue).join(" / ")}`);
  return parts.join(" · ") || (field.required ? "not set" : "optional");
}

/** What the service will use when the field is left empty, in words. */
export function fieldFallback(field: OverrideField): string {
  if (field.metadata !== undefined) return `Empty uses ${formatValue(field.metadata)} from the loan details.`;
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
