import { normLabel, type Relation, type ValueKind } from "./labels";

// What a reviewer's correction teaches the reader about one client's documents of one layout: the
// label printed beside (or above, or before) the corrected value and where the value sat from it.
// The next document of that client whose first page has the same layout fingerprint is read with
// the learned place first, so one correction fixes the field on every page of that layout; pages
// that do not print that label in that arrangement are left as the parser read them.
//
// The layout, not the carrier the page names, decides which lessons apply: a carrier name is
// whatever the document prints, so keying on it would let any document claim another carrier's
// lessons. And one lesson is not proof: a value read from a place one person pointed at keeps the
// reader's own confidence (or less, when it overrides the reader) until a second correction, on
// another document, teaches the same place.

/** Where the value sits from its label, in page points; `nth` picks among several values of one cell. */
export interface HintGeometry {
  /** Left and right edges of the value's cell, from the label cell's left edge. */
  dx: number;
  dx2: number;
  /** Baseline distance from the label's row (0 for right and same-cell). */
  dy: number;
  nth: number;
  /** Which occurrence of the label, in reading order (a coverage row repeated per vehicle). */
  labelIndex: number;
}

export interface HintShape {
  /** A policy field by a key that means the same on every document (see `stableField`). */
  field: string;
  /** The label's text, normalised by `normLabel`. */
  label: string;
  relation: Relation;
  kind: ValueKind;
  geometry: HintGeometry;
}

export interface LearnedHint extends HintShape {
  clientId: string;
  /** `layoutFingerprint` of the document it was learned on; null for lessons kept from before layouts were told apart, which never apply. */
  fingerprint: string | null;
  /** How many corrections, each on a different document, taught this same place. */
  agreements: number;
}

/** Confidence a learned reading gets once trusted: people put the value there on several pages of this layout. */
export const LEARNED_CONFIDENCE = 0.95;

/** Corrections on different documents that must agree on a place before its readings skip review. */
export const AGREEMENTS_TO_TRUST = 2;

/** Whether a hint's readings may be marked confident (enough corrections agreed on its place). */
export function isTrusted(hint: Pick<LearnedHint, "agreements">): boolean {
  return hint.agreements >= AGREEMENTS_TO_TRUST;
}

/** The carrier a hint was learned for, shown beside it: the NAIC code when the page printed one, else the carrier's name. */
export function carrierKey(carrier: { name: string | null; naicCode: string | null }): string {
  if (carrier.naicCode) return `naic:${carrier.naicCode}`;
  const name = normLabel(carrier.name ?? "");
  return name ? `name:${name}` : "unknown";
}
