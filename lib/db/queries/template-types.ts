import "server-only";
import { eq } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { templateTypes } from "@/lib/db/schema";
import { TemplateTypeSchema, type TemplateType } from "@/lib/schemas/template-type";

/** The policy type stored for each template the dashboard saved, by template id. */
export async function readTemplateTypes(): Promise<Record<string, TemplateType>> {
  const { db } = await getDatabase();
  const rows = await db.select().from(templateTypes);
  return Object.fromEntries(
    rows.flatMap((r) => {
      const type = TemplateTypeSchema.safeParse(r.policyType);
      return type.success ? [[r.templateId, type.data] as const] : [];
    }),
  );
}

export async function readTemplateType(templateId: string): Promise<TemplateType | null> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(templateTypes).where(eq(templateTypes.templateId, templateId)).limit(1);
  const type = TemplateTypeSchema.safeParse(row?.policyType);
  return type.success ? type.data : null;
}

export async function writeTemplateType(templateId: string, policyType: TemplateType): Promise<void> {
  const { db } = await getDatabase();
  await db
    .insert(templateTypes)
    .values({ templateId, policyType })
    .onConflictDoUpdate({ target: templateTypes.templateId, set: { policyType, updatedAt: new Date() } });
}
