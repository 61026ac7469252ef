import "server-only";
import type { PolicyDraft, PolicyTerm } from "@/lib/schemas/policy";
import type { Term, TemplateRule, ValidationResult } from "@/lib/schemas/validation";
import type { ServiceDeps } from "@/lib/service/deps";
import { errors, ServiceError } from "@/lib/service/http/errors";
import { NO_RENEWAL_MESSAGE } from "@/lib/service/routes/policies";
import { findTemplate } from "@/lib/service/templates/repo";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import { policyTermView } from "@/lib/service/validation/policy-view";
import { loadPolicyContext } from "./policy-context";
import { insertValidationRun } from "./repo";

export interface ValidationRequest {
  clientId: string;
  /** The account the access token opens: another account's policy reads as absent. */
  accountId: string;
  policyId: string;
  templateId: string;
  term: Term;
  /** Inputs by source key; they win over the session metadata and the template defaults. */
  body: Record<string, unknown>;
}

/** Runs a client's template against one term of a policy and stores the result for the history. */
export async function runValidation(deps: ServiceDeps, req: ValidationRequest): Promise<ValidationResult> {
  const db = deps.database.db;
  // Independent reads: on Postgres they overlap; the policy's 404 still comes first.
  const [context, template] = await Promise.all([
    loadPolicyContext(db, req.clientId, req.policyId),
    findTemplate(db, req.clientId, req.templateId),
  ]);
  if (!context || context.accountId !== req.accountId) throw errors.notFound("policy");
  if (!template) throw errors.notFound("template");

  const current = context.policy.current as Omit<PolicyDraft, "renewal">;
  const renewal = context.policy.renewal as PolicyTerm | null;
  const documents = context.policy.documents as unknown[] | null;
  const view = policyTermView({ ...current, renewal, documents }, req.term);
  if (!view) throw new ServiceError(404, "not-found", NO_RENEWAL_MESSAGE);

  const now = deps.now();
  const result = evaluateTemplate({
    template: { rules: template.rules as TemplateRule[] },
    policy: view,
    term: req.term,
    body: req.body,
    metadata: context.metadata,
    today: now.toISOString().slice(0, 10),
  });
  await insertValidationRun(db, {
    clientId: req.clientId,
    policyId: req.policyId,
    templateId: template.id,
    result,
    now,
  });
  return result;
}
