import type { Correction } from "@/lib/schemas/policy-corrections";
import type { CorrectionRow } from "./repo";

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
