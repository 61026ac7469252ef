import { outcome } from "./describe";
import { getRule } from "./registry";
import { resolveInputs, type InputSource } from "./resolve-inputs";
import { runRule } from "./run-rule";
import { overallStatus } from "./status";
import type { TemplateRule } from "./template-shape";
import type { BreakdownItem, PolicyTermView, RuleStatus, Term } from "./types";

export { overallStatus } from "./status";

export interface RuleResult {
  status: RuleStatus;
  metadata: {
    term: Term;
    /** `value` is null when found nowhere; `invalid` says why a value found was rejected. */
    inputs: Record<string, { value: unknown; source: InputSource | null; sourceKey: string | null; invalid?: string }>;
  };
  message: { title: string; detail: string };
  breakdown: { items: BreakdownItem[] };
}

export type StatusCounts = Record<RuleStatus, number>;

export interface ValidationResult {
  status: RuleStatus;
  term: Term;
  summary: Record<string, RuleStatus> & { counts: StatusCounts };
  rules: Record<string, RuleResult>;
}

export interface EvaluateTemplateArgs {
  template: { rules: readonly TemplateRule[] };
  policy: PolicyTermView;
  term: Term;
  body?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** The evaluation day; defaults to today (UTC). */
  today?: string;
}

/**
 * Runs every rule of a template against one term of a policy. Results are keyed by rule name; a
 * rule listed again (e.g. collision with two different maximums) is keyed `<rule>#2`, `<rule>#3`…
 * in template order. A rule name the service no longer knows is reported `unknown`, not an error,
 * so one stale rule does not hide the others.
 */
export function evaluateTemplate(args: EvaluateTemplateArgs): ValidationResult {
  const today = args.today ?? new Date().toISOString().slice(0, 10);
  const sources = { body: args.body ?? {}, metadata: args.metadata ?? {} };
  const rules: Record<string, RuleResult> = {};
  const seen = new Map<string, number>();

  for (const templateRule of args.template.rules) {
    const occurrence = (seen.get(templateRule.rule) ?? 0) + 1;
    seen.set(templateRule.rule, occurrence);
    const key = occurrence === 1 ? templateRule.rule : `${templateRule.rule}#${occurrence}`;
    const rule = getRule(templateRule.rule);
    if (!rule) {
      const unknownRule = outcome(
        "unknown",
        "Unknown rule",
        `The template uses the rule "${templateRule.rule}", which this service does not know.`,
      );
      rules[key] = { ...unknownRule, metadata: { term: args.term, inputs: {} } };
      continue;
    }
    const inputs = resolveInputs(templateRule.input ?? {}, sources, rule.inputs);
    const result = runRule(rule, args.policy, inputs, today);
    const shownInputs = Object.fromEntries(
      Object.entries(inputs).map(([name, input]) => [
        name,
        {
          value: input.value ?? null,
          source: input.source,
          sourceKey: input.sourceKey,
          ...(input.invalid ? { invalid: input.invalid } : {}),
        },
      ]),
    );
    rules[key] = {
      status: result.status,
      metadata: { term: args.term, inputs: shownInputs },
      message: result.message,
      breakdown: result.breakdown,
    };
  }

  const counts: StatusCounts = { pass: 0, fail: 0, caution: 0, unknown: 0 };
  const summary: Record<string, RuleStatus> = {};
  for (const [key, result] of Object.entries(rules)) {
    counts[result.status] += 1;
    summary[key] = result.status;
  }
  return {
    status: overallStatus(Object.values(rules).map((result) => result.status)),
    term: args.term,
    summary: { ...summary, counts } as ValidationResult["summary"],
    rules,
  };
}
