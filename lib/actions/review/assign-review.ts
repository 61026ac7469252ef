"use server";

import { recordAudit } from "@/lib/audit/record";
import { hasRole, type Role } from "@/lib/auth/roles";
import { findActiveStaff, findReviewState, saveAssignee } from "@/lib/db/queries/reviews";
import { addTimeline, findVerification } from "@/lib/db/queries/verifications";
import { AssignReviewSchema } from "@/lib/schemas/review";
import { authorized } from "../authorized";
import { invalid, type ActionResult } from "../result";
import { NO_SUCH_SESSION } from "./messages";

/** Reviewers and admins hand a session to a reviewer or admin (a viewer could not decide it), or take it off them. */
export async function assignReviewAction(input: unknown): Promise<ActionResult> {
  return authorized("reviewer", async (user) => {
    const parsed = AssignReviewSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { token, assigneeId } = parsed.data;
    if (!(await findVerification(token))) return NO_SUCH_SESSION;
    const assignee = assigneeId ? await findActiveStaff(assigneeId) : null;
    if (assigneeId && (!assignee || !hasRole(assignee.role as Role, "reviewer")))
      return {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: { assigneeId: "Choose an active reviewer or admin." },
      };
    const before = await findReviewState(token);
    if ((before.review?.assigneeId ?? null) === (assignee?.id ?? null))
      return { ok: false, message: "The case is already assigned that way.", errorCode: "no-change" };

    await saveAssignee(token, assignee?.id ?? null);
    await addTimeline(token, "assigned", { by: user.name, byRole: user.role, to: assignee?.name ?? null });
    await recordAudit(user, "review.assigned", {
      token,
      detail: { assignee: assignee?.email ?? null, previous: before.assigneeName },
    });
    return { ok: true, data: undefined };
  });
}
