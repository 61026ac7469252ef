import type { PolicyDraft } from "@/lib/schemas/policy";
import { foundNothing, groupFeatures, groupKeys, GROUPS, type FeatureContext, type Group } from "./features";
import { predict, type LogisticModel } from "./logistic";
import trained from "./reader-model.json";

// The confidence a draft reports for each group of fields is the model's probability that the
// group is right, mapped so that the review bar (0.7) sits where pages the model was not trained
// on were right at least 97.5% of the time: a group shown without a flag can be trusted, and
// the flags go where the errors are. Pages read by OCR have a bar of their own. `npm run train:reader` makes reader-model.json.

export const REVIEW_BAR = 0.7;

export interface GroupModel {
  model: LogisticModel;
  /** The model probability that maps to the review bar, for a document with a text layer. */
  bar: number;
  /** The same for a document read (at least in part) by OCR, whose errors are of another kind. */
  ocrBar: number;
}

export interface ReaderModel {
  version: 1;
  features: Record<Group, number>;
  groups: Record<Group, GroupModel>;
  trainedOn: Record<string, unknown>;
}

const MODEL = trained as unknown as ReaderModel;

/** Model probability → reported confidence: [0, bar] onto [0, 0.7], [bar, 1] onto [0.7, 1]. */
export function reportedConfidence(p: number, bar: number): number {
  const v = p >= bar ? REVIEW_BAR + ((1 - REVIEW_BAR) * (p - bar)) / Math.max(1e-9, 1 - bar) : (REVIEW_BAR * p) / bar;
  return Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
}

/** Per review key, the calibrated confidence of every group the draft can be judged on. */
export function calibratedFields(
  draft: PolicyDraft,
  ctx: FeatureContext,
  model: ReaderModel = MODEL,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const group of GROUPS) {
    const g = model.groups[group];
    const p = predict(g.model, groupFeatures(group, draft, ctx));
    const bar = ctx.ocrConfidence === undefined ? g.bar : g.ocrBar;
    const conf = foundNothing(group, draft) ? 0 : reportedConfidence(p, bar);
    for (const key of groupKeys(group, draft)) out[key] = conf;
  }
  return out;
}
