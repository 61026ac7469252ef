import type { Template, TemplateRule } from "@/lib/schemas/validation";
import type { TemplateRow } from "./repo";

/** The contract's template: `{id, displayName, rules, createdAt, modifiedAt}`. */
export function toWireTemplate(row: TemplateRow): Template {
  return {
    id: row.id,
    displayName: row.displayName,
    // Stored only after TemplateBodySchema and checkTemplateRules accepted them.
    rules: row.rules as TemplateRule[],
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}
