import type { Correction, LearnedHintWire } from "@/lib/schemas/policy-corrections";
import { isTrusted } from "@/lib/service/documents/hints/lessons";
import type { CorrectionRow, HintRow } from "./repo";

export function toWireCorrection(row: CorrectionRow): Correction {
  return {
    id: row.id,
    policyId: row.policyId,
    term: row.term as Correction["term"],
    correctedBy: row.correctedBy,
    reason: row.reason,
    changes: row.changes as Correction["changes"],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWireHint(row: HintRow): LearnedHintWire {
  return {
    id: row.id,
    carrierKey: row.carrierKey,
    fingerprint: row.fingerprint,
    agreements: row.agreements,
    trusted: row.fingerprint !== null && isTrusted(row),
    correctedBy: row.correctedBy,
    documentId: row.documentId,
    field: row.field,
    label: row.label,
    relation: row.relation as LearnedHintWire["relation"],
    kind: row.kind as LearnedHintWire["kind"],
    correctionId: row.correctionId,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}
