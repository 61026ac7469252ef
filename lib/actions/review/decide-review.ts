"use server";

import { recordAudit } from "@/lib/audit/record";
import { findReviewState, saveDecision } from "@/lib/db/queries/reviews";
import { addTimeline, findVerification } from "@/lib/db/queries/verifications";
import { DecideReviewSchema } from "@/lib/schemas/review";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { NO_SUCH_SESSION, NOT_DECIDABLE } from "./messages";

/**
 * A reviewer's or admin's decision on a completed verification: accepted, accepted with an
 * exception until a day, waived or rejected. A later decision replaces the shown one; every one
 * stays in the timeline and the audit log with the verdict it was made on.
 */
export async function decideReviewAction(input: unknown): Promise<ActionResult> {
  return authorized("reviewer", async (user) => {
    const parsed = DecideReviewSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { token, kind, reason } = parsed.data;
    const row = await findVerification(token);
    if (!row) return NO_SUCH_SESSION;
    if (row.status !== "completed") return NOT_DECIDABLE;
    const expiresOn = kind === "accepted-exception" ? parsed.data.expiresOn : null;
    const before = await findReviewState(token);

    await saveDecision(token, { kind, reason: reason || null, expiresOn, by: user });
    await addTimeline(token, "decided", {
      by: user.name,
      byRole: user.role,
      decision: kind,
      reason: reason || null,
      expiresOn,
    });
    await recordAudit(user, "review.decided", {
      token,
      detail: {
        decision: kind,
        reason: reason || null,
        expiresOn,
        verdict: row.verdict,
        previous: before.review?.decision ?? null,
      },
    });
    return { ok: true, data: undefined };
  });
}
