import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sharedDir, type SetName } from "./corpus";

// Runs the corpus scorer (score.mjs) and reads its JSON report.

export interface Tally {
  ok: number;
  n: number;
}

export interface ScoreReport {
  byField: Record<string, Tally>;
  byCoverage: Record<string, Tally>;
  byFormat: Record<string, Tally & { negOk: number; negN: number }>;
  byLayout: Record<string, Tally>;
  negatives: Tally;
  files: { file: string; layout?: string; ok?: number; n?: number; got: string; expect?: string; misses?: string[] }[];
  fieldAccuracy: number;
  text: string;
}

export function score(set: SetName, predDir: string): ScoreReport {
  return scoreFolder(path.join(sharedDir(), "corpus", set), predDir, path.join(predDir, "..", `${set}-report.json`));
}

/** Scores any folder of truths in the corpus format (generated pages, too). */
export function scoreFolder(truthDir: string, predDir: string, jsonPath: string): ScoreReport {
  const scorer = path.join(sharedDir(), "corpus", "score.mjs");
  const text = execFileSync(process.execPath, [scorer, truthDir, predDir, "--verbose", "--json", jsonPath], {
    encoding: "utf8",
  });
  const report = JSON.parse(readFileSync(jsonPath, "utf8")) as Omit<ScoreReport, "text">;
  return { ...report, text };
}
