import "server-only";
import { z } from "zod";
import {
  RuleCatalogueSchema,
  TemplateSchema,
  ValidationResultSchema,
  ValidationRunSchema,
  type TemplateBody,
  type Term,
  type ValidateBody,
} from "@/lib/schemas/validation";
import type { ServiceClientConfig } from "./config";
import { callService } from "./http";

const templatePath = (id: string) => `/validation/templates/${encodeURIComponent(id)}`;

/** Templates, the rule library and policy validation; spread into createServiceClient. */
export function validationMethods(config: ServiceClientConfig) {
  return {
    listTemplates: () => callService(config, "/validation/templates", z.array(TemplateSchema)),
    getTemplate: (id: string) => callService(config, templatePath(id), TemplateSchema),
    createTemplate: (body: TemplateBody) => callService(config, "/validation/templates", TemplateSchema, { body }),
    updateTemplate: (id: string, body: TemplateBody) => callService(config, templatePath(id), TemplateSchema, { body }),
    listRules: () => callService(config, "/validation/rules", RuleCatalogueSchema),
    validatePolicy: (
      policyId: string,
      templateId: string,
      accessToken: string,
      term: Term,
      inputs: ValidateBody = {},
    ) =>
      callService(
        config,
        `/policies/${encodeURIComponent(policyId)}/validate/${encodeURIComponent(templateId)}`,
        ValidationResultSchema,
        // A template with many rules against a slow store can take a while; give it more than the default.
        { accessToken, query: { term }, body: inputs, timeoutMs: 30_000 },
      ),
    listValidations: (policyId: string, accessToken: string) =>
      callService(config, `/policies/${encodeURIComponent(policyId)}/validations`, z.array(ValidationRunSchema), {
        accessToken,
      }),
  };
}
