import type { z } from "zod";
import type { TemplateBodySchema } from "@/lib/schemas/validation";

// Where template problems are shown. Two sources: the shared zod schema in the browser, and the
// service's 400 details, whose paths come as "rules[2].input.maxDed" or "rules.2.input.maxDed".

export type TemplateFormValues = z.input<typeof TemplateBodySchema>;

/** Friendlier wording for the schema's generic messages; anything else keeps zod's own. */
export const templateErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string") return "Required.";
  if (issue.code === "too_small" && issue.origin === "array") return "Add at least one rule.";
  if (issue.code === "too_big" && issue.origin === "string") return `At most ${String(issue.maximum)} characters.`;
  if (issue.code === "too_big" && issue.origin === "array") return `At most ${String(issue.maximum)} rules.`;
  return undefined;
};

export const dottedPath = (path: string): string =>
  path
    .replace(/\[(\d+)\]/g, ".$1")
    .replace(/^\.+/, "")
    .replace(/^body\./, "");

/**
 * The form field a service detail belongs on. The service names `.source` and `.default` exactly;
 * a bare input path means the mapping itself is wrong: an input the rule does not take (it is in
 * the form, so the message goes on its source key) or a required one left unmapped (not in the
 * form, so it goes on the rule's inputs). Null: show it above the form.
 */
export function fieldForServicePath(path: string, values: TemplateFormValues): string | null {
  const p = dottedPath(path);
  if (p === "displayName") return p;
  if (p === "rules") return "rules.root";
  if (/^rules\.\d+\.input\.[^.]+\.(source|default)$/.test(p)) return p;
  const input = /^rules\.(\d+)\.input\.([^.]+)$/.exec(p);
  if (input) {
    const rule = values.rules?.[Number(input[1])];
    return rule?.input && input[2] in rule.input ? `${p}.source` : `rules.${input[1]}.input`;
  }
  const rule = /^rules\.(\d+)(\..*)?$/.exec(p);
  if (rule && values.rules?.[Number(rule[1])])
    return rule[2]?.startsWith(".input") ? `rules.${rule[1]}.input` : `rules.${rule[1]}.rule`;
  return null;
}
