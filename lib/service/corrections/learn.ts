import "server-only";
import type { Db } from "@/lib/db/open";
import type { Policy, PolicyDraft } from "@/lib/schemas/policy";
import type { DocumentRef } from "@/lib/service/jobs/outcome";
import { buildDoc } from "@/lib/service/documents/parse";
import { stableField } from "@/lib/service/documents/hints/fields";
import { layoutFingerprint } from "@/lib/service/documents/hints/fingerprint";
import { carrierKey, isTrusted } from "@/lib/service/documents/hints/lessons";
import { learnHint } from "@/lib/service/documents/hints/place";
import type { Logger } from "@/lib/service/log";
import type { RecordedChange } from "./apply";
import { firstDocumentText, upsertHint } from "./repo";

export interface LearnedPlace {
  field: string;
  label: string;
  relation: "right" | "below" | "same-cell";
  hintId: string;
  fingerprint: string;
  /** Corrections on different documents that taught this place, this one included. */
  agreements: number;
  /** Whether readings from this place now skip review. */
  trusted: boolean;
  documentId: string;
}

export interface LearnInput {
  clientId: string;
  documents: DocumentRef[];
  /** The policy as the parser read it: its carrier is shown beside the hint (documents are matched by layout). */
  original: Pick<PolicyDraft, "carrier">;
  /** Who corrected: kept on the hint, so whoever lists the hints sees who taught them. */
  correctedBy: string;
  corrected: Policy;
  changes: RecordedChange[];
  correctionId: string;
  now: Date;
}

/**
 * For each corrected value, the label and place it is printed at on the policy's document, stored
 * as a hint for this client and the document's layout. A policy with no kept text (a carrier lookup,
 * a document read before texts were kept) or whose first page prints too few labels to tell its
 * layout teaches nothing; a correction never fails because nothing was learned.
 */
export async function learnFromChanges(db: Db, log: Logger, input: LearnInput): Promise<(LearnedPlace | null)[]> {
  const none = input.changes.map(() => null);
  const text = await firstDocumentText(db, input.clientId, input.documents);
  if (!text) return none;
  const doc = buildDoc(text.pages);
  const fingerprint = layoutFingerprint(doc);
  if (!fingerprint) return none;
  const key = carrierKey(input.original.carrier);
  const out: (LearnedPlace | null)[] = [];
  for (const change of input.changes) {
    const field = change.derived || !("newValue" in change) ? null : stableField(change.path, input.corrected);
    let hint = null;
    try {
      hint = field ? learnHint(doc, field, change.newValue) : null;
    } catch (error) {
      log.warn("learning from a correction failed", { field, error: String(error) });
    }
    if (hint) {
      const taught = await upsertHint(db, {
        clientId: input.clientId,
        carrierKey: key,
        fingerprint,
        hint,
        correctionId: input.correctionId,
        correctedBy: input.correctedBy,
        documentId: text.id,
        now: input.now,
      });
      out.push({
        field: hint.field,
        label: hint.label,
        relation: hint.relation,
        hintId: taught.id,
        fingerprint,
        agreements: taught.agreements,
        trusted: isTrusted(taught),
        documentId: text.id,
      });
    } else out.push(null);
  }
  return out;
}
