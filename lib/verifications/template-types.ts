import "server-only";
import { readTemplateType, readTemplateTypes } from "@/lib/db/queries/template-types";
import { templateType, type TypedTemplate } from "@/lib/schemas/template-type";
import type { ServiceClient } from "@/lib/service-client";

// The service's templates with the policy type the dashboard keeps for each (or reads from its rules).

export async function typedTemplates(client: ServiceClient): Promise<TypedTemplate[]> {
  const [templates, catalogue, stored] = await Promise.all([
    client.listTemplates(),
    client.listRules(),
    readTemplateTypes(),
  ]);
  return templates.map((t) => ({ ...t, policyType: templateType(t.rules, catalogue, stored[t.id]) }));
}

/** One template; throws the service's 404 like getTemplate. */
export async function typedTemplate(client: ServiceClient, id: string): Promise<TypedTemplate> {
  const [template, catalogue, stored] = await Promise.all([
    client.getTemplate(id),
    client.listRules(),
    readTemplateType(id),
  ]);
  return { ...template, policyType: templateType(template.rules, catalogue, stored) };
}
