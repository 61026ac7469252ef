import "server-only";
import { and, eq } from "drizzle-orm";
import { isSealedSetting, openSetting, sealSetting } from "@/lib/crypto/dashboard-seal";
import { getDatabase } from "@/lib/db";
import { settings } from "@/lib/db/schema";

/** A setting as written; secret ones (written with `secret`) come back opened. */
export async function readSetting<T>(key: string): Promise<T | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  const value = rows[0]?.value;
  if (value === undefined) return null;
  return (isSealedSetting(value) ? openSetting(key, value) : value) as T;
}

/**
 * Writes only if absent, so two starting processes cannot provision twice. Returns what is stored.
 * `secret`: sealed at rest, like the service seals its own secrets.
 */
export async function writeSettingOnce<T>(key: string, value: T, opts: { secret?: boolean } = {}): Promise<T> {
  const { db } = await getDatabase();
  const stored = opts.secret ? sealSetting(key, value) : value;
  await db.insert(settings).values({ key, value: stored }).onConflictDoNothing();
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

/** Seals a secret setting written in the clear by an earlier version; a no-op once sealed. */
export async function sealSettingAtRest(key: string): Promise<boolean> {
  const { db } = await getDatabase();
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  if (!row || isSealedSetting(row.value)) return false;
  await db
    .update(settings)
    .set({ value: sealSetting(key, row.value), updatedAt: new Date() })
    // Only while it still holds what was read: two starting processes seal it once.
    .where(and(eq(settings.key, key), eq(settings.value, row.value)));
  return true;
}
