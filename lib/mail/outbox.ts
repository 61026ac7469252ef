import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { outbox } from "@/lib/db/schema";

export type OutboxRow = typeof outbox.$inferSelect;

export async function keepMail(row: Omit<typeof outbox.$inferInsert, "id" | "at">): Promise<string> {
  const { db } = await getDatabase();
  const id = randomUUID();
  await db.insert(outbox).values({ ...row, id });
  return id;
}

/** Newest first; the outbox is for reading what was sent lately, so one page is enough. */
export async function listOutbox(limit = 100): Promise<OutboxRow[]> {
  const { db } = await getDatabase();
  return db.select().from(outbox).orderBy(desc(outbox.at)).limit(limit);
}

export async function findMail(id: string): Promise<OutboxRow | null> {
  const { db } = await getDatabase();
  const rows = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  return rows[0] ?? null;
}
