import "server-only";
import { eq } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/db/schema";

export async function readSetting<T>(key: string): Promise<T | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return (rows[0]?.value as T | undefined) ?? null;
}

/** Writes only if absent, so two starting processes cannot provision twice. Returns what is stored. */
export async function writeSettingOnce<T>(key: string, value: T): Promise<T> {
  const { db } = await getDatabase();
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
  return (await readSetting<T>(key))!;
}

/** Inserts or replaces a setting (admin choices that may change). */
export async function writeSetting<T>(key: string, value: T): Promise<void> {
  const { db } = await getDatabase();
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
