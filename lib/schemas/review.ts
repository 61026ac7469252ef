import { z } from "zod";
import { safeString } from "./common";

// The review of a verification: who works it, what they decided and their notes. Each shape feeds
// its form (react-hook-form) and its server action alike.

export const DECISION_KINDS = ["accepted", "accepted-exception", "waived", "rejected"] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

const Token = safeString().min(1).max(200);
/** A real calendar day as YYYY-MM-DD (Date.parse would roll 2030-02-31 over into March). */
function isDay(s: string): boolean {
  const t = Date.parse(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(s);
}

/** Today as YYYY-MM-DD in UTC, the day the server and the stored dates count in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

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
    if (!isDay(v.expiresOn))
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
