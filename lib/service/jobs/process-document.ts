import "server-only";
import { ProcessDocumentInputSchema } from "@/lib/schemas/proxy";
import type { ServiceDeps } from "@/lib/service/deps";
import { detectDocumentType } from "@/lib/shared/document-type";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { readInReader } from "@/lib/service/documents/reader/pool";
import { loadHints, saveDocumentText } from "@/lib/service/corrections/repo";
import { newId } from "@/lib/service/ids";
import { outboundPolicy } from "@/lib/service/net/policies";
import { claimOperation } from "@/lib/service/queue/operation-claim";
import { queueOf } from "@/lib/service/queue/queue-of";
import type { OperationRow } from "@/lib/service/proxy/repo";
import { downloadDocument } from "./download";
import { failed, type OperationOutcome } from "./outcome";

/** The longest a document download takes (download.ts), and a margin for the rest of a run. */
const DOWNLOAD_AND_MARGIN_MS = 40_000;

/**
 * The process-document job: fetch the url (to public addresses only, save the explicit exceptions), refuse what is empty or not a PDF,
 * PNG or JPEG by its magic bytes, then read the policy out of the document within the deadline.
 * One run at a time reads an operation's document: a retry handed out while an earlier run still
 * lives (pg-boss's expiry) waits for it instead of reading the same document alongside.
 */
export async function processDocumentJob(deps: ServiceDeps, op: OperationRow): Promise<OperationOutcome> {
  const settings = queueOf(deps).settings;
  const deadlineMs = settings.documentDeadlineSeconds * 1000;
  const claim = await claimOperation(deps.database.db, op.id, {
    leaseMs: settings.documentLeaseSeconds * 1000,
    waitMs: deadlineMs + DOWNLOAD_AND_MARGIN_MS,
  });
  // The other run finished the operation: finishOperation ends an operation once, so this is a no-op.
  if (claim === "ended") return failed("default", "another run of this operation finished it");
  if (claim === "busy") return { kind: "retry", detail: "another run of this operation is still reading its document" };
  try {
    return await readDocument(deps, op, deadlineMs);
  } finally {
    await claim.release();
  }
}

async function readDocument(deps: ServiceDeps, op: OperationRow, deadlineMs: number): Promise<OperationOutcome> {
  const input = ProcessDocumentInputSchema.safeParse(op.input);
  if (!input.success) return failed("default", "stored process-document input no longer matches its schema");

  const download = await downloadDocument(outboundPolicy(deps, "document"), input.data.url);
  if (!download.ok) {
    return download.reason === "too-large"
      ? failed("document-invalid", `document too large: ${download.detail}`)
      : failed("document-download-failed", download.detail);
  }
  if (download.bytes.byteLength === 0) return failed("document-empty", "the url served 0 bytes");
  const type = detectDocumentType(download.bytes);
  if (!type)
    return failed("document-invalid", `not a PDF, PNG or JPEG (content-type ${download.contentType ?? "none"})`);
  const read = deps.documentProcesses ? readInReader : processDocumentBytes;
  const processed = await read(download.bytes, {
    policyType: input.data.policyType,
    name: input.data.name,
    deadlineMs,
    learned: await loadHints(deps.database.db, op.clientId),
    clientId: op.clientId,
  });
  if (!processed.ok)
    return failed(
      processed.errorCode,
      `the document pipeline answered ${processed.errorCode}${processed.detail ? `: ${processed.detail}` : ""}`,
    );
  const contentType = type === "pdf" ? "application/pdf" : `image/${type}`;
  const id = newId("doc");
  await saveDocumentText(deps.database.db, { id, clientId: op.clientId, operationId: op.id, pages: processed.text });
  return {
    kind: "found",
    draft: processed.draft,
    documents: [{ id, name: input.data.name, source: input.data.source, contentType, url: input.data.url }],
  };
}
