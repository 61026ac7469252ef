// Per-field confidences for people to check. Fields below the bar are flagged by name, so the
// dashboard asks a person about exactly those; a flagged key field makes a review required.
// The bar is set from the calibration table of `npm run bench:documents`: of fields reported at
// 0.7 or more, most are right; below it, about half are.

const KEY_FIELDS = ["carrier.name", "policyNumber", "effectiveDate", "expirationDate", "insureds"];
export const REVIEW_BELOW = 0.7;

export function buildReview(
  fields: Record<string, number>,
  ocrConfidence: number | undefined,
): { required: boolean; fields: Record<string, number>; flagged: string[] } {
  // OCR misreads digits and letters in ways the parser cannot always see: scale by its confidence.
  const factor = ocrConfidence === undefined ? 1 : Math.max(0.3, Math.min(1, ocrConfidence + 0.05));
  const scaled: Record<string, number> = {};
  for (const [field, value] of Object.entries(fields)) scaled[field] = Math.round(value * factor * 100) / 100;
  const required = KEY_FIELDS.some((f) => (scaled[f] ?? 0) < REVIEW_BELOW);
  const flagged = Object.keys(scaled).filter((f) => scaled[f] < REVIEW_BELOW);
  return { required, fields: scaled, flagged };
}
