import type { PolicyDraft } from "@/lib/schemas/policy";
import { detectDocumentType } from "@/lib/shared/document-type";
import { extractText, type DocumentText, type ExtractionMethod } from "./extract-text";
import { buildDoc, insuranceSignals, isInsuranceEvidence, parseDoc } from "./parse";
import { applyLearned } from "./hints/apply";
import type { LearnedHint } from "./hints/lessons";
import { DeadlineExceeded, startBudget } from "./text/budget";
import { DEFAULT_DEADLINE_MS, DocumentLimitError } from "./text/limits";

// Bytes of an uploaded or downloaded document to a PolicyDraft, or the error code the service
// reports (document-empty, document-invalid, default), always within one deadline.

export type ProcessResult =
  | {
      ok: true;
      draft: PolicyDraft;
      method: ExtractionMethod;
      pages: number;
      seconds: number;
      /** The positioned text it was read from: kept so a correction can learn where a value was printed. */
      text: DocumentText["pages"];
      /** Mean OCR confidence when the text came from OCR. */
      ocrConfidence?: number;
    }
  | {
      ok: false;
      errorCode: "document-empty" | "document-invalid" | "default";
      /** Why, for logs and the operation's stored message (the client sees the contract's wording). */
      detail?: string;
    };

export interface ProcessOptions {
  policyType: "auto" | "home";
  /** The client's label for the document (logs and errors only). */
  name: string;
  /** Time for the whole document, download excluded (default 30 s). */
  deadlineMs?: number;
  /** The client's hints learned from corrections; those of the page's layout override its reading. */
  learned?: LearnedHint[];
  /** The rules' own confidences instead of the model's: what `npm run train:reader` learns from. */
  rawConfidence?: boolean;
}

/**
 * Below this mean OCR confidence a scan is treated as illegible. A poor but readable scan of a
 * declarations page (a fax, a phone photo in dim light) reads at 0.3-0.5 and is worth a draft
 * whose fields are flagged for review; an illegible one is far below and has no words anyway.
 */
const MIN_OCR_CONFIDENCE = 0.3;
/** A declarations page shows most of: declarations, policy, premium, insured, coverage, deductible, period, coverages by name, interests. */
const MIN_SIGNALS = 4;
/**
 * Kept from the deadline for what comes after reading (a page's synchronous preparation that was
 * under way when time ran out, building and parsing the pages read): reading stops this much earlier.
 */
const RESERVE_MS = 3_000;

const invalid = (detail: string): ProcessResult => ({ ok: false, errorCode: "document-invalid", detail });

export async function processDocumentBytes(bytes: Uint8Array, opts: ProcessOptions): Promise<ProcessResult> {
  const started = performance.now();
  if (bytes.length === 0) return { ok: false, errorCode: "document-empty" };
  const type = detectDocumentType(bytes);
  if (!type) return invalid("not a PDF, PNG or JPEG");
  const deadlineMs = opts.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const budget = startBudget(Math.max(0, deadlineMs - Math.min(RESERVE_MS, deadlineMs / 8)));
  let text: DocumentText;
  try {
    text = await extractText(bytes, type, budget);
  } catch (error) {
    if (error instanceof DeadlineExceeded) return invalid(`nothing readable within ${deadlineMs / 1000} s`);
    if (error instanceof DocumentLimitError) return invalid(error.message);
    // Truncated or corrupt files fail inside the PDF or image decoder.
    return invalid("the file could not be decoded");
  } finally {
    budget.dispose();
  }
  const late = text.timedOut ? ` (reading stopped at the ${deadlineMs / 1000} s deadline)` : "";
  const doc = buildDoc(text.pages);
  const chars = doc.text.replace(/\s/g, "").length;
  if (!text.hasInk || (chars === 0 && text.ocrPages === 0))
    return text.timedOut ? invalid(`no text${late}`) : { ok: false, errorCode: "document-empty" };
  if (chars < 40) return invalid(`too little text${late}`);
  if (text.confidence !== undefined && text.confidence < MIN_OCR_CONFIDENCE) return invalid(`illegible${late}`);
  if (insuranceSignals(doc) < MIN_SIGNALS && !isInsuranceEvidence(doc))
    return invalid(`not a declarations page or evidence of insurance${late}`);
  try {
    const read = parseDoc(doc, {
      policyType: opts.policyType,
      ocrConfidence: text.confidence,
      rawConfidence: opts.rawConfidence,
    });
    const draft = applyLearned(doc, read, opts.learned, new Date());
    // A declarations page whose number, dates and carrier are redacted or misread still names its
    // insured, premium or coverages: it is returned for review, not refused.
    const found = [draft.policyNumber, draft.effectiveDate, draft.carrier.name, draft.premium];
    if (!found.some(Boolean) && !draft.insureds.length && !draft.coverages.length)
      return invalid(`no policy number, date, carrier, insured, premium or coverage found${late}`);
    return {
      ok: true,
      draft,
      method: text.method,
      pages: text.pages.length,
      seconds: (performance.now() - started) / 1000,
      text: text.pages,
      ocrConfidence: text.confidence,
    };
  } catch (error) {
    return { ok: false, errorCode: "default", detail: error instanceof Error ? error.message : String(error) };
  }
}
