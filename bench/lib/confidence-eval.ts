import { GROUPS, groupFeatures, type Group } from "@/lib/service/documents/confidence/features";
import { fitLogistic, predict, type Example } from "@/lib/service/documents/confidence/logistic";
import type { ReaderModel } from "@/lib/service/documents/confidence/calibrate";
import { judgeGroups } from "@/tests/support/group-judge";
import type { ReadingSample } from "./reading-samples";

// Fitting the reader's confidence model and judging it the way it is used: a group reported at
// or above the review bar is trusted, so what matters is how often those are wrong on pages the
// model never saw (held out by layout kind or by carrier), and how much is flagged to get there.

/** Of the groups shown without a flag, at most this share may be wrong on held-out pages. */
export const TARGET_UNFLAGGED_WRONG = 0.025;
const L2 = 2;

export interface GroupRow {
  sample: ReadingSample;
  group: Group;
  x: number[];
  right: boolean;
}

/** One row per judged group of every read sample; a refused document is every group missing. */
export function groupRows(samples: ReadingSample[]): GroupRow[] {
  const rows: GroupRow[] = [];
  for (const s of samples) {
    if (!s.draft) continue;
    const labels = judgeGroups(s.truth, s.draft);
    const ctx = { raw: s.draft.review?.fields ?? {}, ocrConfidence: s.ocrConfidence, pages: s.pages };
    for (const group of GROUPS) {
      const right = labels[group];
      if (right === null) continue;
      rows.push({ sample: s, group, x: groupFeatures(group, s.draft, ctx), right });
    }
  }
  return rows;
}

const examples = (rows: GroupRow[]): Example[] => rows.map((r) => ({ x: r.x, y: r.right ? 1 : 0 }));

export interface Scored {
  group: Group;
  p: number;
  right: boolean;
}

/** The document's text came (at least in part) from OCR. */
export const readByOcr = (r: GroupRow): boolean => r.sample.ocrConfidence !== undefined;

export interface MethodBars {
  text: Record<Group, number>;
  ocr: Record<Group, number>;
}

/**
 * Bars for documents with a text layer and for those read by OCR, each meeting the target on its
 * own: OCR errors (a digit misread, a word cut in two) are unlike the text layer's, and one bar
 * fitted to both lets the many text pages hide the scans' unflagged errors. Without OCR rows the
 * text bars serve both.
 */
export function chooseMethodBars(rows: GroupRow[], p: (r: GroupRow) => number): MethodBars {
  const scored = (pick: (r: GroupRow) => boolean) =>
    rows.filter(pick).map((r) => ({ group: r.group, p: p(r), right: r.right }));
  const text = chooseBars(scored((r) => !readByOcr(r)));
  const ocr = rows.some(readByOcr) ? chooseBars(scored(readByOcr)) : text;
  return { text, ocr };
}

/**
 * One review bar per group, chosen together: the fewest groups flagged such that, of all groups
 * left unflagged, at most `target` are wrong. A group whose errors the model can tell apart gets a
 * low bar; one it cannot gets a high bar, so the flags go where they catch the most errors. No one
 * group may leave more than twice the target wrong among its own unflagged: the many right dates
 * and carriers must not buy unflagged coverages that are wrong one time in five, since a wrong
 * coverage is what turns into a false Pass.
 */
export function chooseBars(scored: Scored[], target = TARGET_UNFLAGGED_WRONG): Record<Group, number> {
  const groupCap = 2 * target;
  // Per group, the possible cuts: leaving the top i unflagged costs (n - i) flags and holds w(i) errors.
  const cuts = GROUPS.map((group) => {
    const sorted = scored.filter((s) => s.group === group).sort((a, b) => b.p - a.p);
    const options = [{ bar: 0.999, flagged: sorted.length, wrong: 0, kept: 0 }];
    let wrong = 0;
    sorted.forEach((s, i) => {
      if (!s.right) wrong++;
      // Only cut between distinct probabilities, so a tie is never split.
      if ((i + 1 === sorted.length || sorted[i + 1].p < s.p) && wrong <= groupCap * (i + 1))
        options.push({ bar: s.p, flagged: sorted.length - i - 1, wrong, kept: i + 1 });
    });
    return { group, options };
  });
  const pick = (lambda: number) =>
    cuts.map(({ group, options }) => ({
      group,
      ...options.reduce((a, o) => (o.flagged + lambda * o.wrong < a.flagged + lambda * a.wrong ? o : a)),
    }));
  const ok = (lambda: number) => {
    const chosen = pick(lambda);
    const kept = chosen.reduce((s, c) => s + c.kept, 0);
    return chosen.reduce((s, c) => s + c.wrong, 0) <= target * Math.max(1, kept);
  };
  // The smallest price of an unflagged error that meets the target (a higher price flags more).
  let lo = 0;
  let hi = 1e4;
  if (!ok(hi)) return Object.fromEntries(GROUPS.map((g) => [g, 0.999])) as Record<Group, number>;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (ok(mid)) hi = mid;
    else lo = mid;
  }
  return Object.fromEntries(
    pick(hi).map((c) => [c.group, Math.round(Math.max(0.05, Math.min(0.999, c.bar)) * 1e6) / 1e6]),
  ) as Record<Group, number>;
}

/** Out-of-fold probabilities: each row scored by a model fitted without its fold. */
export function outOfFold(rows: GroupRow[], foldOf: (r: GroupRow) => string): Map<GroupRow, number> {
  const out = new Map<GroupRow, number>();
  for (const group of GROUPS) {
    const mine = rows.filter((r) => r.group === group);
    for (const fold of new Set(mine.map(foldOf))) {
      const train = mine.filter((r) => foldOf(r) !== fold);
      if (!train.length || train.every((r) => r.right) || train.every((r) => !r.right)) {
        const rate = train.length ? train.filter((r) => r.right).length / train.length : 0.5;
        for (const r of mine) if (foldOf(r) === fold) out.set(r, rate);
        continue;
      }
      const model = fitLogistic(examples(train), L2);
      for (const r of mine) if (foldOf(r) === fold) out.set(r, predict(model, r.x));
    }
  }
  return out;
}

export const foldOf = (r: GroupRow): string => `${r.sample.set}:${r.sample.fold}`;

export function fitReaderModel(rows: GroupRow[], trainedOn: Record<string, unknown>): ReaderModel {
  const oof = outOfFold(rows, foldOf);
  const bars = chooseMethodBars(rows, (r) => oof.get(r)!);
  const groups = {} as ReaderModel["groups"];
  const features = {} as ReaderModel["features"];
  for (const group of GROUPS) {
    const mine = rows.filter((r) => r.group === group);
    features[group] = mine[0]?.x.length ?? 0;
    groups[group] = { model: fitLogistic(examples(mine), L2), bar: bars.text[group], ocrBar: bars.ocr[group] };
  }
  return { version: 1, features, groups, trainedOn };
}

export interface FlagTally {
  groups: number;
  wrong: number;
  flagged: number;
  unflagged: number;
  unflaggedWrong: number;
}

/** Groups flagged (reported under the bar) and wrong-yet-unflagged, given each row's reported confidence. */
export function tallyFlags(rows: GroupRow[], confidence: (r: GroupRow) => number | undefined): FlagTally {
  const t: FlagTally = { groups: 0, wrong: 0, flagged: 0, unflagged: 0, unflaggedWrong: 0 };
  for (const r of rows) {
    const c = confidence(r);
    t.groups++;
    if (!r.right) t.wrong++;
    // A group with no confidence given counts as not flagged, as a lender's screen would show it.
    if (c !== undefined && c < 0.7) t.flagged++;
    else {
      t.unflagged++;
      if (!r.right) t.unflaggedWrong++;
    }
  }
  return t;
}

export const describeFlags = (t: FlagTally): string =>
  `${String(t.groups).padStart(5)} groups  right ${pc(1 - t.wrong / Math.max(1, t.groups))}  flagged ${pc(t.flagged / Math.max(1, t.groups))}  wrong among unflagged ${pc(t.unflaggedWrong / Math.max(1, t.unflagged))} (${t.unflaggedWrong}/${t.unflagged})`;

const pc = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
