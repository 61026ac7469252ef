import type { PolicyDraft } from "@/lib/schemas/policy";
import { detectDocumentType } from "./detect-type";
import { extractText, type ExtractionMethod } from "./extract-text";
import { buildDoc, insuranceSignals, parseDoc } from "./parse";

// Bytes of an uploaded or downloaded document to a PolicyDraft, or the error code the service
// reports (document-empty, document-invalid, default).

export type ProcessResult =
  | { ok: true; draft: PolicyDraft; method: ExtractionMethod; pages: number; seconds: number }
  | { ok: false; errorCode: "document-empty" | "document-invalid" | "default" };

export interface ProcessOptions {
  policyType: "auto" | "home";
  /** The client's label for the document (logs and errors only). */
  name: string;
}

/** Below this mean OCR confidence a scan is treated as illegible. */
const MIN_OCR_CONFIDENCE = 0.45;
/** A declarations page shows most of: declarations, policy, premium, insured, coverage, deductible, period. */
const MIN_SIGNALS = 4;

export async function processDocumentBytes(bytes: Uint8Array, opts: ProcessOptions): Promise<ProcessResult> {
  const started = performance.now();
  if (bytes.length === 0) return { ok: false, errorCode: "document-empty" };
  const type = detectDocumentType(bytes);
  if (!type) return { ok: false, errorCode: "document-invalid" };
  let text;
  try {
    text = await extractText(bytes, type);
  } catch {
    // Truncated or corrupt files fail inside the PDF or image decoder.
    return { ok: false, errorCode: "document-invalid" };
  }
  const doc = buildDoc(text.pages);
  const chars = doc.text.replace(/\s/g, "").length;
  if (!text.hasInk || (chars === 0 && text.ocrPages === 0)) return { ok: false, errorCode: "document-empty" };
  if (chars < 40) return { ok: false, errorCode: "document-invalid" };
  if (text.confidence !== undefined && text.confidence < MIN_OCR_CONFIDENCE)
    return { ok: false, errorCode: "document-invalid" };
  if (insuranceSignals(doc) < MIN_SIGNALS) return { ok: false, errorCode: "document-invalid" };
  try {
    const draft = parseDoc(doc, { policyType: opts.policyType, ocrConfidence: text.confidence });
    if (!draft.policyNumber && !draft.effectiveDate && !draft.carrier.name)
      return { ok: false, errorCode: "document-invalid" };
    return {
      ok: true,
      draft,
      method: text.method,
      pages: text.pages.length,
      seconds: (performance.now() - started) / 1000,
    };
  } catch {
    return { ok: false, errorCode: "default" };
  }
}
