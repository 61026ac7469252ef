import type { Correction } from "@/lib/schemas/policy-corrections";

/**
 * What a correction taught the reader, for the correction's audit entry: a taught place decides how
 * later documents of that layout are read, so the log keeps the field, the values before and after,
 * and whether the place is now trusted. Changes that taught nothing are left out.
 */
export function learnedAuditDetail(changes: Correction["changes"]): Record<string, unknown>[] {
  return changes.flatMap((c) =>
    c.learned
      ? [
          {
            path: c.path,
            field: c.learned.field,
            label: c.learned.label,
            from: c.oldValue ?? null,
            to: c.newValue ?? null,
            hintId: c.learned.hintId ?? null,
            agreements: c.learned.agreements ?? null,
            trusted: c.learned.trusted ?? false,
          },
        ]
      : [],
  );
}
