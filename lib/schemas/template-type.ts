import { z } from "zod";
import type { PolicyType } from "./policy";
import type { RuleCatalogue, Template } from "./validation";

// The kind of policy a validation template checks. The service's template has no type (the contract
// shows only a name and rules), so the dashboard keeps one per template beside it, and reads the
// type from the rules for a template it has none for (the samples, one made by API). Home templates
// check condo policies too, as the home rules do.

export const TEMPLATE_TYPES = ["auto", "home"] as const;
export const TemplateTypeSchema = z.enum(TEMPLATE_TYPES, {
  error: "Choose whether the template checks auto or home policies.",
});
export type TemplateType = z.infer<typeof TemplateTypeSchema>;

/** A service template with the type the dashboard knows it by; null when not known (see templateType). */
export type TypedTemplate = Template & { policyType: TemplateType | null };

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = { auto: "Auto", home: "Home and condo" };

/** The template type a loan of this policy type is checked against. */
export const templateTypeFor = (policyType: PolicyType): TemplateType => (policyType === "auto" ? "auto" : "home");

/** Whether a rule checks policies of the type; one the library does not describe is not held against it. */
export function ruleFits(catalogue: RuleCatalogue, rule: string, type: TemplateType): boolean {
  const described = catalogue.find((r) => r.name === rule);
  return !described || described.appliesTo.includes(type);
}

/** Positions of the template's rules that cannot check policies of the type. */
export function misfits(rules: readonly { rule: string }[], catalogue: RuleCatalogue, type: TemplateType): number[] {
  return rules.flatMap((r, i) => (ruleFits(catalogue, r.rule, type) ? [] : [i]));
}

/**
 * A template's type: the one stored for it while its rules fit it, else the one its rules allow.
 * Null when they allow both (only rules every policy has) or neither (rules of both kinds).
 */
export function templateType(
  rules: readonly { rule: string }[],
  catalogue: RuleCatalogue,
  stored?: TemplateType | null,
): TemplateType | null {
  if (stored && misfits(rules, catalogue, stored).length === 0) return stored;
  const fitting = TEMPLATE_TYPES.filter((t) => misfits(rules, catalogue, t).length === 0);
  return fitting.length === 1 ? fitting[0] : null;
}
