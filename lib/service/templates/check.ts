import type { TemplateBody } from "@/lib/schemas/validation";
import { errors } from "@/lib/service/http/errors";
import { checkTemplateRules } from "@/lib/service/validation/registry";

/**
 * Refuses a template the rule library cannot run: unknown rules, inputs a rule does not take,
 * required inputs left unmapped and defaults the input would reject, each as a field-level detail.
 * The shape itself was checked by TemplateBodySchema already.
 */
export function assertTemplateUsable(body: TemplateBody): void {
  const problems = checkTemplateRules(body.rules);
  if (problems.length > 0) {
    throw errors.invalidInput("The template is invalid: see details for each problem.", problems);
  }
}
