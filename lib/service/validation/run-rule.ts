import { listOf, outcome } from "./describe";
import type { InputSource, ResolvedInput } from "./resolve-inputs";
import type { PolicyTermView, RuleDefinition, RuleOutcome } from "./types";

// Guards shared by every rule, so each rule's evaluate sees only applicable policies and valid,
// present required inputs.

const SOURCE_NAMES: Record<InputSource, string> = {
  request: "the request body",
  metadata: "the session metadata",
  default: "the template default",
};

function shown(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : (JSON.stringify(value) ?? String(value));
}

export function runRule(
  rule: RuleDefinition,
  policy: PolicyTermView,
  inputs: Record<string, ResolvedInput>,
  today: string,
): RuleOutcome {
  if (!rule.appliesTo.includes(policy.type)) {
    return outcome(
      "unknown",
      "Rule does not apply to this policy",
      `This rule checks ${listOf(rule.appliesTo)} policies; this is ${policy.type === "auto" ? "an" : "a"} ${policy.type} policy.`,
    );
  }
  const invalid = Object.entries(inputs).filter(([, input]) => input.invalid !== undefined);
  if (invalid.length > 0) {
    const sentences = invalid.map(([name, input]) => {
      const from = input.source ? ` (from ${SOURCE_NAMES[input.source]}, key "${input.sourceKey}")` : "";
      return `The input "${name}" has an invalid value ${shown(input.value)}${from}: ${input.invalid}`;
    });
    return outcome("unknown", "Invalid input", sentences.join(" "));
  }
  const missing = Object.entries(rule.inputs).filter(
    ([name, spec]) => spec.required && inputs[name]?.value === undefined,
  );
  if (missing.length > 0) {
    const sentences = missing.map(([name]) => {
      const key = inputs[name]?.sourceKey;
      return key
        ? `The input "${name}" was not provided: add "${key}" to the request body or the session metadata, or give the template a default.`
        : `The input "${name}" is not mapped to a source key in the template.`;
    });
    return outcome("unknown", "Missing input", sentences.join(" "));
  }
  const values = Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value]));
  // The checks above are what the rule's typed inputs promise (required present, all valid).
  return rule.evaluate({ policy, inputs: values as never, today });
}
