import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { documentTexts, learnedHints, policyCorrections } from "@/lib/db/schema";
import type { HintShape, LearnedHint } from "@/lib/service/documents/parse/learned";
import type { TextPage } from "@/lib/service/documents/text/types";
import { newId } from "@/lib/service/ids";

export type CorrectionRow = typeof policyCorrections.$inferSelect;

export async function insertCorrection(db: Db, row: typeof policyCorrections.$inferInsert): Promise<void> {
  await db.insert(policyCorrections).values(row);
}

/** A policy's corrections, newest first. */
export async function listCorrections(
  db: Db,
  clientId: string,
  policyId: string,
  limit = 200,
): Promise<CorrectionRow[]> {
  return db
    .select()
    .from(policyCorrections)
    .where(and(eq(policyCorrections.clientId, clientId), eq(policyCorrections.policyId, policyId)))
    .orderBy(desc(policyCorrections.createdAt), desc(policyCorrections.id))
    .limit(limit);
}

/** Keeps the positioned text a document was read from; a rerun of the same operation replaces it. */
export async function saveDocumentText(
  db: Db,
  input: { id: string; clientId: string; operationId: string; pages: TextPage[] },
): Promise<void> {
  await db
    .insert(documentTexts)
    .values(input)
    .onConflictDoUpdate({
      target: documentTexts.operationId,
      set: { id: input.id, pages: input.pages, createdAt: sql`now()` },
    });
}

export async function findDocumentText(db: Db, clientId: string, id: string): Promise<TextPage[] | null> {
  const rows = await db
    .select({ pages: documentTexts.pages })
    .from(documentTexts)
    .where(and(eq(documentTexts.id, id), eq(documentTexts.clientId, clientId)))
    .limit(1);
  return (rows[0]?.pages as TextPage[] | undefined) ?? null;
}

/** The first of a policy's documents whose text was kept: the page a reviewer's values are looked for on. */
export async function firstDocumentText(
  db: Db,
  clientId: string,
  documents: { id: string }[],
): Promise<{ id: string; pages: TextPage[] } | null> {
  for (const d of documents) {
    const pages = await findDocumentText(db, clientId, d.id);
    if (pages) return { id: d.id, pages };
  }
  return null;
}

/** Learns a place again rather than twice: the same label for the same field takes the newest geometry. */
export async function upsertHint(
  db: Db,
  input: { clientId: string; carrierKey: string; hint: HintShape; correctionId: string; now: Date },
): Promise<void> {
  const { hint } = input;
  await db
    .insert(learnedHints)
    .values({
      id: newId("hnt"),
      clientId: input.clientId,
      carrierKey: input.carrierKey,
      field: hint.field,
      label: hint.label,
      relation: hint.relation,
      kind: hint.kind,
      geometry: hint.geometry,
      correctionId: input.correctionId,
      createdAt: input.now,
      modifiedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [
        learnedHints.clientId,
        learnedHints.carrierKey,
        learnedHints.field,
        learnedHints.label,
        learnedHints.relation,
      ],
      set: { kind: hint.kind, geometry: hint.geometry, correctionId: input.correctionId, modifiedAt: input.now },
    });
}

/** How many hints a document is read with: far more than one client's carriers and fields need. */
const MAX_HINTS = 1000;

/** A client's hints for every carrier, most recently taught first (the parser keeps its carrier's). */
export async function loadHints(db: Db, clientId: string): Promise<LearnedHint[]> {
  const rows = await db
    .select()
    .from(learnedHints)
    .where(eq(learnedHints.clientId, clientId))
    .orderBy(desc(learnedHints.modifiedAt), desc(learnedHints.id))
    .limit(MAX_HINTS);
  return rows.map((r) => ({
    clientId: r.clientId,
    carrierKey: r.carrierKey,
    field: r.field,
    label: r.label,
    relation: r.relation as LearnedHint["relation"],
    kind: r.kind as LearnedHint["kind"],
    geometry: r.geometry as LearnedHint["geometry"],
  }));
}

export type HintRow = typeof learnedHints.$inferSelect;

export async function listHintRows(db: Db, clientId: string): Promise<HintRow[]> {
  return db
    .select()
    .from(learnedHints)
    .where(eq(learnedHints.clientId, clientId))
    .orderBy(desc(learnedHints.modifiedAt), desc(learnedHints.id))
    .limit(MAX_HINTS);
}

/** Forgets one lesson (a correction that taught the wrong place); false when it is not the client's. */
export async function deleteHint(db: Db, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(learnedHints)
    .where(and(eq(learnedHints.id, id), eq(learnedHints.clientId, clientId)))
    .returning({ id: learnedHints.id });
  return rows.length > 0;
}
