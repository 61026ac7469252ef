import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { carrierCredentials, clients } from "@/lib/db/schema";

export type ClientRecord = typeof clients.$inferSelect;

export async function findClient(db: Db, id: string): Promise<ClientRecord | null> {
  const rows = await db.select().from(clients).where(eq(clients.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertClient(db: Db, row: typeof clients.$inferInsert): Promise<void> {
  await db.insert(clients).values(row);
}

const listedColumns = {
  carrierId: carrierCredentials.carrierId,
  active: carrierCredentials.active,
  createdAt: carrierCredentials.createdAt,
  modifiedAt: carrierCredentials.modifiedAt,
};

/** A stored login as it may be shown: which carrier, since when, last changed when; never the login. */
export type ListedCredential = { carrierId: string; active: boolean; createdAt: Date; modifiedAt: Date };

/** Adds the login, or replaces the one on file (a rotation keeps createdAt and moves modifiedAt). */
export async function upsertCarrierCredential(
  db: Db,
  row: { id: string; clientId: string; carrierId: string; sealed: string; at: Date },
): Promise<ListedCredential> {
  const { at, ...values } = row;
  const [saved] = await db
    .insert(carrierCredentials)
    .values({ ...values, active: true, createdAt: at, modifiedAt: at })
    .onConflictDoUpdate({
      target: [carrierCredentials.clientId, carrierCredentials.carrierId],
      set: { sealed: row.sealed, active: true, modifiedAt: at },
    })
    .returning(listedColumns);
  return saved;
}

export async function deleteCarrierCredential(db: Db, clientId: string, carrierId: string): Promise<boolean> {
  const gone = await db
    .delete(carrierCredentials)
    .where(and(eq(carrierCredentials.clientId, clientId), eq(carrierCredentials.carrierId, carrierId)))
    .returning({ id: carrierCredentials.id });
  return gone.length > 0;
}

export async function findActiveCredential(db: Db, clientId: string, carrierId: string) {
  const rows = await db
    .select()
    .from(carrierCredentials)
    .where(
      and(
        eq(carrierCredentials.clientId, clientId),
        eq(carrierCredentials.carrierId, carrierId),
        eq(carrierCredentials.active, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listCredentialCarriers(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ carrierId: carrierCredentials.carrierId })
    .from(carrierCredentials)
    .where(and(eq(carrierCredentials.clientId, clientId), eq(carrierCredentials.active, true)));
  return rows.map((r) => r.carrierId);
}

/** The carriers a client has portal credentials for, without the sealed logins. */
export async function listCarrierCredentials(db: Db, clientId: string): Promise<ListedCredential[]> {
  return db.select(listedColumns).from(carrierCredentials).where(eq(carrierCredentials.clientId, clientId));
}
