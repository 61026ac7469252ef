// Per-field confidences for people to check. Fields below the bar are flagged by name, so the
// dashboard asks a person about exactly those; a flagged key field makes a review required.
// The confidences come from the reader's confidence model (documents/confidence), which places
// this bar where held-out pages were right at least 97.5% of the time.

import { REVIEW_BAR } from "../confidence/calibrate";

const KEY_FIELDS = ["carrier.name", "policyNumber", "effectiveDate", "expirationDate", "insureds"];

export function buildReview(fields: Record<string, number>): {
  required: boolean;
  fields: Record<string, number>;
  flagged: string[];
} {
  const rounded: Record<string, number> = {};
  for (const [field, value] of Object.entries(fields)) rounded[field] = Math.round(value * 100) / 100;
  const required = KEY_FIELDS.some((f) => (rounded[f] ?? 0) < REVIEW_BAR);
  const flagged = Object.keys(rounded).filter((f) => rounded[f] < REVIEW_BAR);
  return { required, fields: rounded, flagged };
}
