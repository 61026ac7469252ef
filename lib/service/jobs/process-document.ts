import "server-only";
import { ProcessDocumentInputSchema } from "@/lib/schemas/proxy";
import type { ServiceDeps } from "@/lib/service/deps";
import { detectDocumentType } from "@/lib/service/documents/detect-type";
import { processDocumentBytes } from "@/lib/service/documents/process";
import { newId } from "@/lib/service/ids";
import { outboundPolicy } from "@/lib/service/net/policies";
import type { OperationRow } from "@/lib/service/proxy/repo";
import { downloadDocument } from "./download";
import { failed, type OperationOutcome } from "./outcome";

/**
 * The process-document job: fetch the url (to public addresses only, save the explicit exceptions), refuse what is empty or not a PDF,
 * PNG or JPEG by its magic bytes, then read the policy out of the document.
 */
export async function processDocumentJob(deps: ServiceDeps, op: OperationRow): Promise<OperationOutcome> {
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
  const processed = await processDocumentBytes(download.bytes, {
    policyType: input.data.policyType,
    name: input.data.name,
  });
  if (!processed.ok) return failed(processed.errorCode, `the document pipeline answered ${processed.errorCode}`);
  const contentType = type === "pdf" ? "application/pdf" : `image/${type}`;
  return {
    kind: "found",
    draft: processed.draft,
    documents: [
      { id: newId("doc"), name: input.data.name, source: input.data.source, contentType, url: input.data.url },
    ],
  };
}
