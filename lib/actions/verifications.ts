"use server";

import {
  findVerification,
  listTimeline,
  listVerifications,
  type VerificationSummary,
} from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import { signFileUrl } from "@/lib/files/signed-url";
import { fileSigningKey, readStoredFileMeta } from "@/lib/files/store";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";
import {
  toVerificationDetail,
  toVerificationListItem,
  type VerificationDetail,
  type VerificationListItem,
} from "./verification-views";

const STATUSES = new Set(["created", "processing", "completed", "errored"]);

export async function listVerificationsAction(filter: {
  q?: string;
  status?: string;
}): Promise<ActionResult<VerificationListItem[]>> {
  return authorized("viewer", async () => {
    const status = filter.status && STATUSES.has(filter.status) ? filter.status : undefined;
    const rows = await listVerifications({ q: filter.q?.trim().slice(0, 100) || undefined, status });
    return { ok: true, data: rows.map(toVerificationListItem) };
  });
}

export async function getVerificationAction(token: string): Promise<ActionResult<VerificationDetail>> {
  return authorized("viewer", async () => {
    const row = await findVerification(token);
    if (!row) return { ok: false, message: "This verification does not exist.", errorCode: "not-found" };
    const detail = toVerificationDetail(row, await listTimeline(token));
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
