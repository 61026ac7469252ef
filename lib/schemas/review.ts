import { z } from "zod";
import { isCalendarDate, todayUtc } from "@/lib/shared/calendar-date";
import { safeString } from "./common";

// The review of a verification: who works it, what they decided and their notes. Each shape feeds
// its form (react-hook-form) and its server action alike.

export const DECISION_KINDS = ["accepted", "accepted-exception", "waived", "rejected"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

const Token = safeString().min(1).max(200);

/** An empty assignee takes the case off whoever had it. */
export const AssignReviewSchema = z.object({
  token: Token,
  assigneeId: safeString().max(100),
});
export type AssignReviewInput = z.infer<typeof AssignReviewSchema>;

export const DecideReviewSchema = z
  .object({
    token: Token,
    kind: z.enum(DECISION_KINDS, { message: "Choose a decision." }),
    reason: safeString().trim().max(1000, "Keep the reason under 1,000 characters."),
    /** YYYY-MM-DD; read only for an accepted exception. */
    expiresOn: z.string().max(10, "Choose the last day the exception holds."),
  })
  .superRefine((v, ctx) => {
    // Plain acceptance speaks for itself; anything short of it must say why, for the loan file.
    if (v.kind !== "accepted" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Give the reason for this decision." });
    if (v.kind !== "accepted-exception") return;
    if (!isCalendarDate(v.expiresOn))
      ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "Choose the last day the exception holds." });
    else if (v.expiresOn <= todayUtc())
      ctx.addIssue({ code: "custom", path: ["expiresOn"], message: "The exception must end after today." });
  });
export type DecideReviewInput = z.infer<typeof DecideReviewSchema>;

export const ReviewNoteSchema = z.object({
  token: Token,
  body: safeString().trim().min(1, "Write the note first.").max(2000, "Keep a note under 2,000 characters."),
});
export type ReviewNoteInput = z.infer<typeof ReviewNoteSchema>;
