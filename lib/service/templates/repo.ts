import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { validationTemplates } from "@/lib/db/schema";
import type { ServiceDeps } from "@/lib/service/deps";
import { newId } from "@/lib/service/ids";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";

export type TemplateRow = typeof validationTemplates.$inferSelect;

export async function createSampleTemplates(deps: ServiceDeps, clientId: string): Promise<void> {
  // Templates are listed by creation time, and a fast database (PGlite's clock) can give
  // consecutive inserts the same one: each sample gets its own millisecond, in catalogue order.
  const base = Date.now();
  for (const [i, t] of SAMPLE_TEMPLATES.entries()) {
    await insertTemplate(deps.database.db, clientId, t, new Date(base + i));
  }
}

export async function insertTemplate(
  db: Db,
  clientId: string,
  t: { displayName: string; rules: unknown },
  createdAt?: Date,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(validationTemplates)
    .values({ id: newId("tem"), clientId, displayName: t.displayName, rules: t.rules, createdAt })
    .returning();
  return row;
}

export async function listTemplates(db: Db, clientId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(validationTemplates)
    .where(eq(validationTemplates.clientId, clientId))
    .orderBy(asc(validationTemplates.createdAt), asc(validationTemplates.id));
}

export async function findTemplate(db: Db, clientId: string, id: string): Promise<TemplateRow | null> {
  const rows = await db
    .select()
    .from(validationTemplates)
    .where(and(eq(validationTemplates.clientId, clientId), eq(validationTemplates.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateTemplate(
  db: Db,
  clientId: string,
  id: string,
  t: { displayName: string; rules: unknown },
  now: Date,
): Promise<TemplateRow | null> {
  const rows = await db
    .update(validationTemplates)
    .set({ displayName: t.displayName, rules: t.rules, modifiedAt: now })
    .where(and(eq(validationTemplates.clientId, clientId), eq(validationTemplates.id, id)))
    .returning();
  return rows[0] ?? null;
}
