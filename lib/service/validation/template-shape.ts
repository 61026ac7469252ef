// The wire shape of a validation template (service-api.md: `{displayName, rules:[{rule, input}]}`).

export interface TemplateRuleInput {
  /** Key looked up in the request body, then in the session metadata. */
  source: string;
  default?: unknown;
}

export interface TemplateRule {
  rule: string;
  input: Record<string, TemplateRuleInput>;
}

export interface TemplateDefinition {
  displayName: string;
  rules: TemplateRule[];
}
