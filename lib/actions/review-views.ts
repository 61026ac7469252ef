import type { ReviewNoteRow, ReviewState, StaffRef } from "@/lib/db/queries/reviews";
import type { Mentionable } from "@/lib/reviews/mentions";
import type { DecisionKind } from "@/lib/schemas/review";

// Plain, serialisable views of a session's review for client components.

export interface DecisionView {
  kind: DecisionKind;
  reason: string | null;
  /** The last day an accepted exception holds. */
  expiresOn: string | null;
  by: string;
  at: string;
}

/** A member the session page offers to assign (reviewers and admins) or to mention (anyone active). */
export type StaffOption = Mentionable & { role: string };

export interface ReviewParts {
  assignee: { id: string; name: string } | null;
  decision: DecisionView | null;
}

export interface NoteView {
  id: string;
  by: string;
  at: string;
  body: string;
  mentioned: Mentionable[];
}

export function toReviewParts({ review, assigneeName }: ReviewState): ReviewParts {
  return {
    assignee: review?.assigneeId ? { id: review.assigneeId, name: assigneeName ?? "a former member" } : null,
    decision:
      review?.decision && review.decidedAt
        ? {
            kind: review.decision as DecisionKind,
            reason: review.reason,
            expiresOn: review.exceptionExpiresOn,
            by: review.decidedByName ?? "—",
            at: review.decidedAt.toISOString(),
          }
        : null,
  };
}

export function toNoteView({ note, mentioned }: { note: ReviewNoteRow; mentioned: StaffRef[] }): NoteView {
  return {
    id: note.id,
    by: note.authorName,
    at: note.at.toISOString(),
    body: note.body,
    mentioned: mentioned.map(({ id, name, email }) => ({ id, name, email })),
  };
}
