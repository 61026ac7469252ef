import type { PolicyDraft } from "@/lib/schemas/policy";
import { REVIEW_BAR } from "../confidence/calibrate";
import type { Doc } from "../parse/doc";
import { buildReview } from "../parse/review";
import { activeOn } from "@/lib/service/policies/active";
import { getField, reviewKey, setField } from "./fields";
import { layoutFingerprint } from "./fingerprint";
import { sameValue } from "./labels";
import { isTrusted, LEARNED_CONFIDENCE, type LearnedHint } from "./lessons";
import { readHint } from "./place";

/**
 * What an untrusted lesson's value may count for when it replaces the reader's own value: just under the
 * review bar, so a person sees the field; the reader's confidence was in a value it no longer holds.
 */
const OVERRIDE_CONFIDENCE = REVIEW_BAR - 0.01;

/**
 * A parsed draft with the client's learned hints for its layout applied: each field read from its
 * learned place wins over the parser's guess. Hints come most recent first; the first that reads a
 * value settles its field. A trusted hint's field counts as confident; an untrusted one's keeps the
 * reader's confidence when it reads the reader's own value, and is put to a person when it replaces it.
 */
export function applyLearned(doc: Doc, draft: PolicyDraft, hints: LearnedHint[] | undefined, today: Date): PolicyDraft {
  if (!hints?.length) return draft;
  const fingerprint = layoutFingerprint(doc);
  const mine = fingerprint ? hints.filter((h) => h.fingerprint === fingerprint) : [];
  if (!mine.length) return draft;
  const out = structuredClone(draft);
  const fields = { ...(out.review?.fields ?? {}) };
  const settled = new Set<string>();
  for (const hint of mine) {
    if (settled.has(hint.field)) continue;
    const value = readHint(doc, hint);
    if (value === null) continue;
    const before = getField(out, hint.field);
    if (!setField(out, hint.field, value)) continue;
    settled.add(hint.field);
    const key = reviewKey(hint.field);
    if (isTrusted(hint)) fields[key] = LEARNED_CONFIDENCE;
    else if (!sameValue(hint.kind, before, value))
      fields[key] = Math.min(fields[key] ?? OVERRIDE_CONFIDENCE, OVERRIDE_CONFIDENCE);
  }
  if (!settled.size) return draft;
  if (settled.has("effectiveDate") || settled.has("expirationDate")) {
    out.isActive = activeOn(out, today.toISOString().slice(0, 10));
  }
  out.review = buildReview(fields);
  return out;
}
