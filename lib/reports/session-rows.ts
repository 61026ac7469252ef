import "server-only";
import { listVerifications, type VerificationFilter } from "@/lib/db/queries/verifications";
import { toVerificationListItem } from "@/lib/actions/verification-views";
import { decisionWord } from "@/lib/reviews/decision-words";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";

export const SESSION_CSV_HEADER = [
  "Session",
  "Method",
  "Status",
  "Verdict",
  "Policy standing",
  "Expires",
  "Borrower reference",
  "Insured",
  "Carrier",
  "Policy type",
  "Policy number",
  "Document",
  "Template",
  "Error",
  "Updated (UTC)",
  "Decision",
  "Exception until",
  "Assigned to",
];

const BATCH = 500;

/** The sessions list's rows for a CSV, batch by batch, in the list's order and with its filter. */
export async function* sessionCsvRows(
  filter: Omit<VerificationFilter, "page" | "pageSize">,
): AsyncGenerator<unknown[][]> {
  for (let page = 1; ; page++) {
    const { rows } = await listVerifications({ ...filter, page, pageSize: BATCH });
    yield rows.map((row) => {
      const r = toVerificationListItem(row);
      return [
        r.token,
        r.method,
        r.status,
        r.verdict ? (VERDICT_WORDS[r.verdict] ?? r.verdict) : "",
        r.standing?.state ?? "",
        r.standing?.expirationDate ?? "",
        r.borrowerRef,
        r.summary.insured,
        r.summary.carrierName,
        r.summary.policyType,
        r.summary.policyNumber,
        r.summary.documentName,
        r.templateName,
        r.errorCode,
        r.updatedAt,
        r.decision ? decisionWord(r.decision.kind) : "",
        r.decision?.expiresOn ?? "",
        r.assignee?.name ?? "",
      ];
    });
    if (rows.length < BATCH) return;
  }
}
