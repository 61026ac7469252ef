"use server";

import { findInsuranceRequest } from "@/lib/db/queries/insurance-requests";
import { findReviewState, listReviewNotes } from "@/lib/db/queries/reviews";
import {
  findVerification,
  listTimeline,
  listVerifications,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import { signFileUrl } from "@/lib/files/signed-url";
import { readStoredFileMeta } from "@/lib/files/store";
import { fileSigningKey } from "@/lib/keys/app-keys";
import { reviewFilterOf } from "@/lib/reviews/list-filter";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";
import { toNoteView } from "./review-views";
import {
  toVerificationDetail,
  toVerificationListItem,
  type VerificationDetail,
  type VerificationListItem,
} from "./verification-views";

const STATUSES = new Set(["created", "processing", "completed", "errored"]);
const VERDICT_FILTERS = new Set(["pass", "fail", "review", "none"]);
const PAGE_SIZE = 25;

export interface VerificationPage {
  items: VerificationListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the list; unknown filter values are ignored rather than refused (they come from URLs). */
export async function listVerificationsAction(filter: {
  q?: string;
  status?: string;
  verdict?: string;
  /** "me" or "none". */
  assigned?: string;
  /** "needed", "expiring" or a decision kind. */
  decision?: string;
  page?: number;
}): Promise<ActionResult<VerificationPage>> {
  return authorized("viewer", async (user) => {
    const status = filter.status && STATUSES.has(filter.status) ? filter.status : undefined;
    const verdict = filter.verdict && VERDICT_FILTERS.has(filter.verdict) ? filter.verdict : undefined;
    const page = Number.isInteger(filter.page) && filter.page! > 0 ? Math.min(filter.page!, 100_000) : 1;
    const { rows, total } = await listVerifications({
      q: filter.q?.trim().slice(0, 100) || undefined,
      status,
      verdict,
      ...reviewFilterOf(filter, user.id),
      page,
      pageSize: PAGE_SIZE,
    });
    return { ok: true, data: { items: rows.map(toVerificationListItem), total, page, pageSize: PAGE_SIZE } };
  });
}

export async function getVerificationAction(token: string): Promise<ActionResult<VerificationDetail>> {
  return authorized("viewer", async () => {
    const row = await findVerification(token);
    if (!row) return { ok: false, message: "This verification does not exist.", errorCode: "not-found" };
    const [events, review, notes, insuranceRequest] = await Promise.all([
      listTimeline(token),
      findReviewState(token),
      listReviewNotes(token),
      findInsuranceRequest(token),
    ]);
    const detail = toVerificationDetail({ ...row, ...review, insuranceRequest }, events, notes.map(toNoteView));
    const fileId = (row.summary as VerificationSummary).fileId;
    const meta = fileId ? await readStoredFileMeta(fileId) : null;
    if (meta) {
      // A short-lived link for the staff member's browser, separate from the 24-hour one the service got.
      const url = signFileUrl(fileSigningKey(), env().APP_URL, meta.id, new Date(Date.now() + 3600_000));
      detail.document = { name: meta.name, contentType: meta.contentType, url: url.replace(env().APP_URL, "") };
    }
    return { ok: true, data: detail };
  });
}
