import type { Term, ValidationRun } from "@/lib/schemas/validation";

// What the validate page shows without running anything: the service stores every run, so the
// newest stored run of the chosen template on the chosen term is the answer already paid for.
// Client-safe: the page picks with it, and the server action checks with it before running.

/** The newest stored run on `term`, of `templateId` when one is chosen (any template otherwise). */
export function latestStored(
  runs: readonly ValidationRun[],
  term: Term,
  templateId: string | null,
): ValidationRun | null {
  let best: ValidationRun | null = null;
  for (const r of runs) {
    if (r.term !== term || (templateId && r.templateId !== templateId)) continue;
    if (!best || r.createdAt > best.createdAt) best = r;
  }
  return best;
}
