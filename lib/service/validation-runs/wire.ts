import type { Term, RuleStatus, ValidationResult, ValidationRun } from "@/lib/schemas/validation";
import type { ValidationRunRow } from "./repo";

export function toWireRun(row: ValidationRunRow & { templateName: string | null }): ValidationRun {
  return {
    id: row.id,
    policyId: row.policyId,
    templateId: row.templateId,
    templateName: row.templateName,
    term: row.term as Term,
    status: row.status as RuleStatus,
    createdAt: row.createdAt.toISOString(),
    result: row.result as ValidationResult,
  };
}
