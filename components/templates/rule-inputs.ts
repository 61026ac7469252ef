import type { RuleCatalogue, RuleDescription } from "@/lib/schemas/validation";
import { naturalKey } from "@/lib/shared/loan-data-keys";

// Building blocks for the rule editor: what a freshly chosen rule starts with, and how a typed
// default becomes the value the service expects.

type InputDescription = RuleDescription["inputs"][number];

/**
 * The key an input starts with: the loan-data key that answers it by nature, so the rule finds what
 * the loan fills; an input no shared key answers (a rule newer than the list) is named like itself.
 */
export const startingSource = (rule: string, input: string): string => naturalKey(rule, input) ?? input;

/** A new rule maps each required input to its starting key; optional ones start off. */
export function freshInputs(catalogue: RuleCatalogue, rule: string): Record<string, { source: string }> {
  const described = catalogue.find((r) => r.name === rule);
  return Object.fromEntries(
    (described?.inputs ?? []).filter((i) => i.required).map((i) => [i.name, { source: startingSource(rule, i.name) }]),
  );
}

/** Values a choice input accepts, read from its JSON Schema. */
export function choicesOf(input: InputDescription): string[] {
  const values = input.schema.enum;
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === "string") : [];
}

/** Empty means "no default"; amounts typed as digits go over as numbers, anything else as typed. */
export function defaultFromText(type: InputDescription["type"], text: unknown): string | number | undefined {
  if (typeof text !== "string") return text === null ? undefined : (text as number | undefined);
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (type === "amount") {
    const amount = trimmed.replace(/^\$/, "").replace(/,/g, "");
    if (/^\d+(\.\d+)?$/.test(amount)) return Number(amount);
  }
  return trimmed;
}
