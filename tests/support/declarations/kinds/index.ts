import type { GeneratedPolicy } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import type { KindFn, KindResult } from "./common";
import { captionCells } from "./caption-cells";
import { mainframeBoxes } from "./mainframe-boxes";
import { sidebarSummary } from "./sidebar-summary";
import { vehicleColumns } from "./vehicle-columns";

// Arrangement kinds written apart from layouts.ts and lexicon.ts, each after a family of real
// carrier pages. They print the GeneratedPolicy themselves and return the truth of what they print.

export const INDEPENDENT_KINDS = ["mainframe-boxes", "sidebar-summary", "vehicle-columns", "caption-cells"] as const;
export type IndependentKind = (typeof INDEPENDENT_KINDS)[number];

const KINDS: Record<IndependentKind, KindFn> = {
  "mainframe-boxes": mainframeBoxes,
  "sidebar-summary": sidebarSummary,
  "vehicle-columns": vehicleColumns,
  "caption-cells": captionCells,
};

export function isIndependentKind(kind: string): kind is IndependentKind {
  return (INDEPENDENT_KINDS as readonly string[]).includes(kind);
}

export function independentPage(kind: IndependentKind, w: Writer, g: GeneratedPolicy, rng: Rng): KindResult {
  const out = KINDS[kind](w, g, rng);
  // "kind+variant", as cover-letter+inner: readers of the truth split on "+" for the kind.
  return { ...out, variant: `${kind}+${out.variant}` };
}

export { WORDING_LABELS } from "./wording";
