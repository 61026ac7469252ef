"use server";

import { recordAudit } from "@/lib/audit/record";
import { insertReviewNote, listActiveStaff } from "@/lib/db/queries/reviews";
import { addTimeline, findVerification } from "@/lib/db/queries/verifications";
import { mentionedIn } from "@/lib/reviews/mentions";
import { ReviewNoteSchema } from "@/lib/schemas/review";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { NO_SUCH_SESSION } from "./messages";

/** A note on a session; the active staff it @mentions are resolved here and kept by id. */
export async function addReviewNoteAction(input: unknown): Promise<ActionResult> {
  return authorized("reviewer", async (user) => {
    const parsed = ReviewNoteSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { token, body } = parsed.data;
    if (!(await findVerification(token))) return NO_SUCH_SESSION;
    const mentioned = mentionedIn(body, await listActiveStaff());

    await insertReviewNote({
      token,
      authorId: user.id,
      authorName: user.name,
      body,
      mentionedIds: mentioned.map((m) => m.id),
    });
    await addTimeline(token, "noted", { by: user.name, byRole: user.role, mentioned: mentioned.map((m) => m.name) });
    await recordAudit(user, "review.noted", {
      token,
      detail: { note: body, mentioned: mentioned.map((m) => m.email) },
    });
    return { ok: true, data: undefined };
  });
}
