import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDatabase } from "@/lib/db";
import { reviewNotes, reviews, users, verifications } from "@/lib/db/schema";
import type { DecisionKind } from "@/lib/schemas/review";

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewNoteRow = typeof reviewNotes.$inferSelect;

/** A session's review as the pages show it: the row (if anyone acted yet) and the assignee's name. */
export interface ReviewState {
  review: ReviewRow | null;
  assigneeName: string | null;
}

export interface StaffRef {
  id: string;
  name: string;
  email: string;
  role: string;
}

export async function findReviewState(token: string): Promise<ReviewState> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ review: reviews, assigneeName: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.assigneeId))
    .where(eq(reviews.token, token))
    .limit(1);
  return rows[0] ?? { review: null, assigneeName: null };
}

/** Sets (or clears, with null) who works the session; the session counts as active again. */
export async function saveAssignee(token: string, assigneeId: string | null): Promise<void> {
  const { db } = await getDatabase();
  const now = new Date();
  await db
    .insert(reviews)
    .values({ token, assigneeId, updatedAt: now })
    .onConflictDoUpdate({ target: reviews.token, set: { assigneeId, updatedAt: now } });
  await db.update(verifications).set({ updatedAt: now }).where(eq(verifications.token, token));
}

export interface DecisionToSave {
  kind: DecisionKind;
  reason: string | null;
  expiresOn: string | null;
  by: { id: string; name: string };
}

/** Records the decision, replacing any earlier one (the earlier one stays in the timeline and the audit log). */
export async function saveDecision(token: string, d: DecisionToSave): Promise<void> {
  const { db } = await getDatabase();
  const now = new Date();
  const set = {
    decision: d.kind,
    reason: d.reason,
    exceptionExpiresOn: d.expiresOn,
    decidedById: d.by.id,
    decidedByName: d.by.name,
    decidedAt: now,
    updatedAt: now,
  };
  await db
    .insert(reviews)
    .values({ token, ...set })
    .onConflictDoUpdate({ target: reviews.token, set });
  await db.update(verifications).set({ updatedAt: now }).where(eq(verifications.token, token));
}

export async function insertReviewNote(row: Omit<typeof reviewNotes.$inferInsert, "id" | "at">): Promise<void> {
  const { db } = await getDatabase();
  await db.insert(reviewNotes).values({ id: randomUUID(), ...row });
}

/** A session's notes, oldest first, with the members each one mentions. */
export async function listReviewNotes(token: string): Promise<{ note: ReviewNoteRow; mentioned: StaffRef[] }[]> {
  const { db } = await getDatabase();
  const notes = await db.select().from(reviewNotes).where(eq(reviewNotes.token, token)).orderBy(asc(reviewNotes.at));
  const ids = [...new Set(notes.flatMap((n) => n.mentionedIds))];
  const people = ids.length ? await db.select(staffRef).from(users).where(inArray(users.id, ids)) : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return notes.map((note) => ({
    note,
    mentioned: note.mentionedIds.flatMap((id) => byId.get(id) ?? []),
  }));
}

const staffRef = { id: users.id, name: users.name, email: users.email, role: users.role };

/** Staff who can sign in: who a note may mention and, reviewers and admins among them, who a case may go to. */
export async function listActiveStaff(): Promise<StaffRef[]> {
  const { db } = await getDatabase();
  return db.select(staffRef).from(users).where(isNull(users.deactivatedAt)).orderBy(asc(users.name));
}

export async function findActiveStaff(id: string): Promise<StaffRef | null> {
  const { db } = await getDatabase();
  const rows = await db
    .select(staffRef)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  return rows[0] ?? null;
}
