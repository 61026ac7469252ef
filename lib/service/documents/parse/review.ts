// Per-field confidences for people to check. Key fields below the bar make a review required.

const KEY_FIELDS = ["carrier.name", "policyNumber", "effectiveDate", "expirationDate", "insureds"];
const REQUIRED_BELOW = 0.7;

export function buildReview(
  fields: Record<string, number>,
  ocrConfidence: number | undefined,
): { required: boolean; fields: Record<string, number> } {
  // OCR misreads digits and letters in ways the parser cannot always see: scale by its confidence.
  const factor = ocrConfidence === undefined ? 1 : Math.max(0.3, Math.min(1, ocrConfidence + 0.05));
  const scaled: Record<string, number> = {};
  for (const [field, value] of Object.entries(fields)) scaled[field] = Math.round(value * factor * 100) / 100;
  const required = KEY_FIELDS.some((f) => (scaled[f] ?? 0) < REQUIRED_BELOW);
  return { required, fields: scaled };
}
