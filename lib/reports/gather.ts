import "server-only";
import { createHash } from "node:crypto";
import { toNoteView } from "@/lib/actions/review-views";
import { toVerificationDetail } from "@/lib/actions/verification-views";
import { listAuditForToken } from "@/lib/db/queries/audit";
import { findReviewState, listReviewNotes } from "@/lib/db/queries/reviews";
import { listUsers, type StaffUser } from "@/lib/db/queries/users";
import { listTimeline, type VerificationRow, type VerificationSummary } from "@/lib/db/queries/verifications";
import { readStoredFile } from "@/lib/files/store";
import type { Policy } from "@/lib/schemas/policy";
import type { Correction } from "@/lib/schemas/policy-corrections";
import type { ValidationRun } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { readLenderName } from "@/lib/verifications/defaults";
import { buildReportModel, type ReportModel } from "./report-model";

/**
 * Everything the report prints about one verification, from the dashboard's rows, the stored file
 * (hashed here, so the fingerprint is of the bytes the borrower sent) and the service's stored runs.
 */
export async function gatherReport(row: VerificationRow, by: StaffUser, now = new Date()): Promise<ReportModel> {
  const token = row.token;
  const [events, review, notes] = await Promise.all([
    listTimeline(token),
    findReviewState(token),
    listReviewNotes(token),
  ]);
  const detail = toVerificationDetail({ ...row, ...review }, events, notes.map(toNoteView));
  const fileId = (row.summary as VerificationSummary).fileId;
  const file = fileId ? await readStoredFile(fileId) : null;
  if (file) detail.document = { name: file.meta.name, contentType: file.meta.contentType, url: "" };

  const runs: Record<string, ValidationRun[]> = {};
  const corrections: Record<string, Correction[]> = {};
  const originals: Record<string, Policy> = {};
  if (row.accessToken && detail.policies.length) {
    const client = await serviceClient();
    for (const p of detail.policies) {
      runs[p.id] = await client.listValidations(p.id, row.accessToken);
      const history = await client.listCorrections(p.id, row.accessToken);
      corrections[p.id] = history.corrections;
      originals[p.id] = history.original;
    }
  }
  return buildReportModel({
    detail,
    runs,
    corrections,
    originals,
    documentSha256: file ? createHash("sha256").update(file.bytes).digest("hex") : null,
    documentSize: file ? file.bytes.byteLength : null,
    audit: await listAuditForToken(token),
    staff: (await listUsers()).map((u) => ({ name: u.name, email: u.email, role: u.role })),
    lenderName: await readLenderName(),
    generatedBy: by,
    generatedAt: now,
  });
}
