import { z } from "zod";
import { SafeJsonSchema, safeString } from "./common";
import { PolicyTypeSchema } from "./policy";

// Wire shapes of validation templates, the rule library and validation results
// (service-api.md "Policy and validation"). Pure zod: shared by the service routes and the dashboard.

export const TermSchema = z.enum(["current", "renewal"]);
export type Term = z.infer<typeof TermSchema>;

export const RuleStatusSchema = z.enum(["pass", "fail", "caution", "unknown"]).meta({ id: "RuleStatus" });
export type RuleStatus = z.infer<typeof RuleStatusSchema>;

/** A value a template default may hold; the rule's own input schema decides whether it is acceptable. */
export const InputValueSchema = z.union([safeString(), z.number(), z.boolean()]);

export const TemplateRuleInputSchema = z
  .object({
    source: safeString().min(1).max(100).regex(/\S/, "The source key must not be blank.").meta({
      description: "Key looked up in the request body, then in the Ignition session's metadata.",
      example: "maxDeductible",
    }),
    default: InputValueSchema.optional().meta({
      description: "Used when neither the body nor the metadata has the key.",
    }),
  })
  .meta({ id: "TemplateRuleInput" });
export type TemplateRuleInput = z.infer<typeof TemplateRuleInputSchema>;

export const TemplateRuleSchema = z
  .object({
    rule: safeString().min(1).meta({ example: "collision-coverage-meets-requirements" }),
    input: z.record(safeString(), TemplateRuleInputSchema).default({}),
  })
  .meta({ id: "TemplateRule" });
export type TemplateRule = z.infer<typeof TemplateRuleSchema>;

export const TemplateBodySchema = z
  .object({
    displayName: safeString().trim().min(1).max(200),
    rules: z.array(TemplateRuleSchema).min(1).max(50),
  })
  .meta({ id: "TemplateBody" });
export type TemplateBody = z.infer<typeof TemplateBodySchema>;

export const TemplateSchema = z
  .object({
    id: z.string().meta({ example: "tem_4f9d2c8b1a7e6d5c3b2a" }),
    displayName: z.string(),
    rules: z.array(TemplateRuleSchema),
    createdAt: z.string(),
    modifiedAt: z.string(),
  })
  .meta({ id: "Template" });
export type Template = z.infer<typeof TemplateSchema>;

export const InputSourceSchema = z.enum(["request", "metadata", "default"]);
export type InputSource = z.infer<typeof InputSourceSchema>;

export const ResolvedInputSchema = z.object({
  value: z.unknown().meta({ description: "The value used; null when found nowhere." }),
  source: InputSourceSchema.nullable(),
  sourceKey: z.string().nullable(),
  invalid: z.string().optional().meta({ description: "Why the value found was rejected; the rule is then unknown." }),
});
export type ResolvedInput = z.infer<typeof ResolvedInputSchema>;

export const BreakdownItemSchema = z.object({
  label: z.string(),
  expected: z.union([z.string(), z.number()]).nullable(),
  actual: z.union([z.string(), z.number()]).nullable(),
  status: RuleStatusSchema,
  note: z.string().optional(),
});
export type BreakdownItem = z.infer<typeof BreakdownItemSchema>;

export const RuleResultSchema = z
  .object({
    status: RuleStatusSchema,
    metadata: z.object({ term: TermSchema, inputs: z.record(z.string(), ResolvedInputSchema) }),
    message: z.object({ title: z.string(), detail: z.string() }),
    breakdown: z.object({ items: z.array(BreakdownItemSchema) }),
  })
  .meta({ id: "RuleResult" });
export type RuleResult = z.infer<typeof RuleResultSchema>;

export const StatusCountsSchema = z.object({
  pass: z.number().int(),
  fail: z.number().int(),
  caution: z.number().int(),
  unknown: z.number().int(),
});
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/** `{<rule>: status, counts}`: each rule's status by its result key, plus how many of each. */
export const ValidationSummarySchema = z.object({ counts: StatusCountsSchema }).catchall(RuleStatusSchema);
export type ValidationSummary = z.infer<typeof ValidationSummarySchema>;

export const ValidationResultSchema = z
  .object({
    status: RuleStatusSchema,
    term: TermSchema,
    summary: ValidationSummarySchema,
    rules: z.record(z.string(), RuleResultSchema).meta({
      description: "By rule name; a rule listed again in the template is keyed <rule>#2, <rule>#3…",
    }),
  })
  .meta({ id: "ValidationResult" });
export type ValidationResult = z.infer<typeof ValidationResultSchema>;

/** Body of the validate endpoint: flat inputs by source key. */
export const ValidateBodySchema = z.record(safeString(), SafeJsonSchema).meta({ id: "ValidateInputs" });
export type ValidateBody = z.infer<typeof ValidateBodySchema>;

export const ValidationRunSchema = z
  .object({
    id: z.string().meta({ example: "val_7h6g5f4d3s2a1q0w9e8r" }),
    policyId: z.string(),
    templateId: z.string(),
    /** The template's current name; null when the template no longer exists. */
    templateName: z.string().nullable(),
    term: TermSchema,
    status: RuleStatusSchema,
    createdAt: z.string(),
    result: ValidationResultSchema,
  })
  .meta({ id: "ValidationRun" });
export type ValidationRun = z.infer<typeof ValidationRunSchema>;

export const RuleInputTypeSchema = z.enum(["amount", "date", "text", "choice", "address"]);

export const RuleDescriptionSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    appliesTo: z.array(PolicyTypeSchema),
    inputs: z.array(
      z.object({
        name: z.string(),
        type: RuleInputTypeSchema,
        required: z.boolean(),
        description: z.string(),
        schema: z.record(z.string(), z.unknown()).meta({ description: "JSON Schema of accepted values." }),
      }),
    ),
  })
  .meta({ id: "RuleDescription" });
export type RuleDescription = z.infer<typeof RuleDescriptionSchema>;

export const RuleCatalogueSchema = z.array(RuleDescriptionSchema).meta({ id: "RuleCatalogue" });
export type RuleCatalogue = z.infer<typeof RuleCatalogueSchema>;
