import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { validationResults, validationTemplates } from "@/lib/db/schema";
import type { ValidationResult } from "@/lib/schemas/validation";
import { newId } from "@/lib/service/ids";

export type ValidationRunRow = typeof validationResults.$inferSelect;

export interface NewValidationRun {
  clientId: string;
  policyId: string;
  templateId: string;
  result: ValidationResult;
  now: Date;
}

/** Stores a result and returns its id (`val_…`); the result is not read back, it can be large. */
export async function insertValidationRun(db: Db, run: NewValidationRun): Promise<string> {
  const id = newId("val");
  await db.insert(validationResults).values({
    id,
    clientId: run.clientId,
    policyId: run.policyId,
    templateId: run.templateId,
    term: run.result.term,
    status: run.result.status,
    result: run.result,
    createdAt: run.now,
  });
  return id;
}

/** A policy's stored results, newest first, with the template's current name (null once it is gone). */
export async function listValidationRuns(
  db: Db,
  clientId: string,
  policyId: string,
  limit: number,
): Promise<Array<ValidationRunRow & { templateName: string | null }>> {
  const rows = await db
    .select({ run: validationResults, templateName: validationTemplates.displayName })
    .from(validationResults)
    .leftJoin(
      validationTemplates,
      and(eq(validationTemplates.id, validationResults.templateId), eq(validationTemplates.clientId, clientId)),
    )
    .where(and(eq(validationResults.clientId, clientId), eq(validationResults.policyId, policyId)))
    .orderBy(desc(validationResults.createdAt), desc(validationResults.id))
    .limit(limit);
  return rows.map(({ run, templateName }) => ({ ...run, templateName }));
}
