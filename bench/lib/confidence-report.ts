import { GROUPS } from "@/lib/service/documents/confidence/features";
import { calibratedFields, reportedConfidence, type ReaderModel } from "@/lib/service/documents/confidence/calibrate";
import { foundNothing, groupKeys } from "@/lib/service/documents/confidence/features";
import {
  chooseMethodBars,
  describeFlags,
  foldOf,
  outOfFold,
  readByOcr,
  tallyFlags,
  type GroupRow,
} from "./confidence-eval";

// What the confidence model is worth, printed three ways: in-sample (the committed model on the
// pages it was fitted to), held out by arrangement kind (generated pages; each kind scored by a
// model and a review bar fitted without it), and held out by carrier (real pages, likewise).

function heldOutConfidence(rows: GroupRow[]): Map<GroupRow, number> {
  const oof = outOfFold(rows, foldOf);
  const out = new Map<GroupRow, number>();
  for (const fold of new Set(rows.map(foldOf))) {
    // The bars too are chosen without the fold they are judged on.
    const others = rows.filter((r) => foldOf(r) !== fold);
    const bars = chooseMethodBars(others, (r) => oof.get(r)!);
    for (const r of rows)
      if (foldOf(r) === fold) {
        const bar = (readByOcr(r) ? bars.ocr : bars.text)[r.group];
        out.set(r, foundNothing(r.group, r.sample.draft!) ? 0 : reportedConfidence(oof.get(r)!, bar));
      }
  }
  return out;
}

function committedConfidence(rows: GroupRow[], model: ReaderModel): (r: GroupRow) => number | undefined {
  const cache = new Map<GroupRow["sample"], Record<string, number>>();
  return (r) => {
    const s = r.sample;
    if (!cache.has(s))
      cache.set(
        s,
        calibratedFields(
          s.draft!,
          { raw: s.draft!.review?.fields ?? {}, ocrConfidence: s.ocrConfidence, pages: s.pages },
          model,
        ),
      );
    const fields = cache.get(s)!;
    return Math.min(...groupKeys(r.group, s.draft!).map((k) => fields[k] ?? 0));
  };
}

export function printConfidenceReport(rows: GroupRow[], model: ReaderModel, log: (l: string) => void): void {
  const held = heldOutConfidence(rows);
  const heldOut = (r: GroupRow) => held.get(r);
  const committed = committedConfidence(rows, model);
  const raw = (r: GroupRow) =>
    Math.min(...groupKeys(r.group, r.sample.draft!).map((k) => r.sample.draft!.review?.fields[k] ?? 1));
  const sets = [
    ["generated text PDF", (r: GroupRow) => r.sample.set === "generated" && r.sample.format === "pdf"],
    ["generated scans", (r: GroupRow) => r.sample.set === "generated" && r.sample.format !== "pdf"],
    ["real PDF", (r: GroupRow) => r.sample.set === "real" && r.sample.format === "pdf"],
    ["real scans", (r: GroupRow) => r.sample.set === "real" && r.sample.format !== "pdf"],
  ] as const;
  log("\n== field groups: flagged for review, and wrong or missing yet not flagged");
  for (const [name, pick] of sets) {
    const mine = rows.filter(pick);
    if (!mine.length) continue;
    log(`  ${name}`);
    log(`    rules' own confidence    ${describeFlags(tallyFlags(mine, raw))}`);
    log(`    model, in-sample         ${describeFlags(tallyFlags(mine, committed))}`);
    log(`    model, held out          ${describeFlags(tallyFlags(mine, heldOut))}`);
  }
  log("== held out, per fold (kind or carrier): model and review bar fitted without it");
  for (const fold of [...new Set(rows.map(foldOf))].sort())
    log(
      `  ${fold.padEnd(34)}${describeFlags(
        tallyFlags(
          rows.filter((r) => foldOf(r) === fold),
          heldOut,
        ),
      )}`,
    );
  log("== held out, per group");
  for (const group of GROUPS)
    log(
      `  ${group.padEnd(34)}${describeFlags(
        tallyFlags(
          rows.filter((r) => r.group === group),
          heldOut,
        ),
      )}`,
    );
  log("== calibration, held out (reported confidence against how often the group was right)");
  for (const [lo, hi] of [
    [0.9, 1.01],
    [0.7, 0.9],
    [0.4, 0.7],
    [0, 0.4],
  ]) {
    const inBin = rows.filter((r) => held.get(r)! >= lo && held.get(r)! < hi);
    const right = inBin.filter((r) => r.right).length;
    log(
      `  ${`${lo.toFixed(1)}–${Math.min(1, hi).toFixed(1)}`.padEnd(12)}${String(inBin.length).padStart(6)} groups  right ${inBin.length ? ((right / inBin.length) * 100).toFixed(1) : "-"}%`,
    );
  }
}
