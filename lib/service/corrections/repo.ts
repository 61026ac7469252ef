import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { documentTexts, learnedHints, policyCorrections } from "@/lib/db/schema";
import type { HintShape, LearnedHint } from "@/lib/service/documents/hints/lessons";
import { samePlace } from "@/lib/service/documents/hints/place";
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

/** The value with every NUL taken out of its strings: Postgres refuses \u0000 in text and jsonb alike. */
function withoutNul<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)])) as T;
  return value;
}

/**
 * Keeps the positioned text a document was read from; a rerun of the same operation replaces it. A text
 * layer may carry NUL characters (a PDF's text is whatever its author wrote), cleaned here so the
 * document is kept rather than its job failing.
 */
export async function saveDocumentText(
  db: Db,
  raw: { id: string; clientId: string; operationId: string; pages: TextPage[] },
): Promise<void> {
  const input = { ...raw, pages: withoutNul(raw.pages) };
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

export interface TaughtHint {
  id: string;
  agreements: number;
}

/**
 * Learns a place again rather than twice: the same label for the same field on the same layout takes
 * the newest geometry. A correction on another document that puts the value at the same place agrees
 * with the earlier ones and adds to their count; one that puts it elsewhere from that label starts the
 * count again. Correcting the same document twice is one person's view, not a second one.
 */
export async function upsertHint(
  db: Db,
  input: {
    clientId: string;
    carrierKey: string;
    fingerprint: string;
    hint: HintShape;
    correctionId: string;
    correctedBy: string;
    documentId: string;
    now: Date;
  },
): Promise<TaughtHint> {
  const { hint } = input;
  const place = and(
    eq(learnedHints.clientId, input.clientId),
    eq(learnedHints.fingerprint, input.fingerprint),
    eq(learnedHints.field, hint.field),
    eq(learnedHints.label, hint.label),
    eq(learnedHints.relation, hint.relation),
  );
  const [existing] = await db.select().from(learnedHints).where(place).limit(1).for("update");
  const taught = {
    carrierKey: input.carrierKey,
    kind: hint.kind,
    geometry: hint.geometry,
    correctionId: input.correctionId,
    correctedBy: input.correctedBy,
    documentId: input.documentId,
    modifiedAt: input.now,
  };
  if (existing) {
    const agrees = samePlace(existing.geometry as HintShape["geometry"], hint.geometry);
    const agreements = !agrees
      ? 1
      : existing.documentId === input.documentId
        ? existing.agreements
        : existing.agreements + 1;
    await db
      .update(learnedHints)
      .set({ ...taught, agreements })
      .where(eq(learnedHints.id, existing.id));
    return { id: existing.id, agreements };
  }
  const id = newId("hnt");
  const [row] = await db
    .insert(learnedHints)
    .values({
      id,
      clientId: input.clientId,
      fingerprint: input.fingerprint,
      field: hint.field,
      label: hint.label,
      relation: hint.relation,
      agreements: 1,
      createdAt: input.now,
      ...taught,
    })
    // Another correction taught the same place a moment ago: this one counts as a fresh lesson of it.
    .onConflictDoUpdate({
      target: [
        learnedHints.clientId,
        learnedHints.fingerprint,
        learnedHints.field,
        learnedHints.label,
        learnedHints.relation,
      ],
      set: { ...taught, agreements: 1 },
    })
    .returning({ id: learnedHints.id, agreements: learnedHints.agreements });
  return row ?? { id, agreements: 1 };
}

/** How many hints a document is read with: far more than one client's carriers and fields need. */
const MAX_HINTS = 1000;

/** A client's hints for every layout, most recently taught first (the parser keeps its layout's). */
export async function loadHints(db: Db, clientId: string): Promise<LearnedHint[]> {
  const rows = await db
    .select()
    .from(learnedHints)
    .where(eq(learnedHints.clientId, clientId))
    .orderBy(desc(learnedHints.modifiedAt), desc(learnedHints.id))
    .limit(MAX_HINTS);
  return rows.map((r) => ({
    clientId: r.clientId,
    fingerprint: r.fingerprint,
    agreements: r.agreements,
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

/** Forgets one lesson (a correction that taught the wrong place): the row as it was, or null when it is not the client's. */
export async function deleteHint(db: Db, clientId: string, id: string): Promise<HintRow | null> {
  const rows = await db
    .delete(learnedHints)
    .where(and(eq(learnedHints.id, id), eq(learnedHints.clientId, clientId)))
    .returning();
  return rows[0] ?? null;
}
