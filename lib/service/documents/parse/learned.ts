import { createHash } from "node:crypto";
import type { Coverage, PolicyDraft } from "@/lib/schemas/policy";
import { COVERAGE_CODES } from "@/lib/schemas/policy";
import { REVIEW_BAR } from "../confidence/calibrate";
import { findDates } from "./dates";
import type { Cell, Doc } from "./doc";
import { findAmounts } from "./money";
import { buildReview } from "./review";

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

export type ValueKind = "text" | "date" | "money" | "year";
export type Relation = "right" | "below" | "same-cell";

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

/**
 * What an untrusted lesson's value may count for when it replaces the reader's own value: just under the
 * review bar, so a person sees the field; the reader's confidence was in a value it no longer holds.
 */
const OVERRIDE_CONFIDENCE = REVIEW_BAR - 0.01;

/** Whether a hint's readings may be marked confident (enough corrections agreed on its place). */
export function isTrusted(hint: Pick<LearnedHint, "agreements">): boolean {
  return hint.agreements >= AGREEMENTS_TO_TRUST;
}

const COVERAGE = `\\[(?:${COVERAGE_CODES.join("|")}):\\d+\\]`;
const FIELD_KINDS: [RegExp, ValueKind][] = [
  [/^(?:policyNumber|carrier\.name)$/, "text"],
  [/^(?:effectiveDate|expirationDate)$/, "date"],
  [/^premium$/, "money"],
  [/^address\.(?:addressLine1|addressLine2|city|state|postalCode)$/, "text"],
  [new RegExp(`^coverages${COVERAGE}\\.(?:limitPerPerson|limitPerAccident|deductible)$`), "money"],
  [/^properties\[\d+\]\.data\.(?:vin|make|model)$/, "text"],
  [/^properties\[\d+\]\.data\.year$/, "year"],
  [/^insureds\[\d+\]\.(?:firstName|lastName)$/, "text"],
  [/^thirdParties\[\d+\]\.(?:name|loanNumber)$/, "text"],
];

/** The kind of a stable field key, or null when the field is not read from a label (isActive, type…). */
export function kindOf(field: string): ValueKind | null {
  return FIELD_KINDS.find(([re]) => re.test(field))?.[1] ?? null;
}

/**
 * A wire path as a key that survives to the next document: coverages are named by code and their
 * rank among coverages of that code ("coverages[2].deductible" → "coverages[COLL:0].deductible"),
 * because their order differs between pages; other arrays keep their index.
 */
export function stableField(path: string, policy: Pick<PolicyDraft, "coverages">): string | null {
  const m = /^coverages\[(\d+)\]\.(\w+)$/.exec(path);
  if (!m) return kindOf(path) ? path : null;
  const index = Number(m[1]);
  const coverage = policy.coverages[index];
  if (!coverage) return null;
  const rank = policy.coverages.slice(0, index).filter((c) => c.code === coverage.code).length;
  const field = `coverages[${coverage.code}:${rank}].${m[2]}`;
  return kindOf(field) ? field : null;
}

/** The carrier a hint was learned for, shown beside it: the NAIC code when the page printed one, else the carrier's name. */
export function carrierKey(carrier: { name: string | null; naicCode: string | null }): string {
  if (carrier.naicCode) return `naic:${carrier.naicCode}`;
  const name = normLabel(carrier.name ?? "");
  return name ? `name:${name}` : "unknown";
}

/** Label text as compared: case, punctuation and spacing do not matter ("Policy No.:" = "policy no"). */
export function normLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Words printed as a form's own labels on insurance declarations pages. Values (names, streets, carrier
 * and lender names, coverage rows that differ per policy) are mostly not made of them, so the labels
 * a page is built from can be told from what was filled in.
 */
const FORM_WORDS = new Set(
  (
    "a account acct address agency agent amount and annual at auto automobile bill billing change changes " +
    "code company contract coverage coverages date dates declarations deductible deductibles description " +
    "discount discounts driver drivers due each effective endorsements expiration expires fee fees for form " +
    "forms from home homeowners id in information insured insureds issue issued limit limits location loss " +
    "mailing make model month months naic name named no now number of page payable payment per period " +
    "personal phone policy premium premiums producer property ref reference residence schedule summary " +
    "term the to total type vehicle vehicles vin your year"
  ).split(" "),
);

/** The form words a cell starts with ("Policy Number: KM-1" → "policy number"), or "" when it starts with a value. */
function formLabel(text: string): string {
  const words: string[] = [];
  for (const w of normLabel(text).split(" ")) {
    if (!FORM_WORDS.has(w) || words.length === 6) break;
    words.push(w);
  }
  return words.join(" ");
}

/** Fewer form labels than this on a first page and its layout is not told apart (a scan with no text, a letter). */
const MIN_FINGERPRINT_LABELS = 3;

/**
 * A fingerprint of the first page's layout: its rows of form labels, top to bottom, each row's labels
 * left to right ("policy number|contract amount due" is another layout than the two on rows of their
 * own). Values and the carrier's name do not enter it, and neither do coordinates, so the same form
 * filled for another insured, or scanned a few points askew, has the same fingerprint. Null when the
 * page prints too few labels to tell its layout.
 */
export function layoutFingerprint(doc: Doc): string | null {
  const first = doc.rows.length ? doc.rows[0].page : 0;
  const rows: string[] = [];
  let labels = 0;
  for (const row of doc.rows) {
    if (row.page !== first) break;
    const words = row.cells.map((c) => formLabel(c.text)).filter(Boolean);
    const line = words.join("|");
    // A row repeated for each vehicle or coverage counts once: their number is the policy's, not the form's.
    if (!line || rows.includes(line)) continue;
    rows.push(line);
    labels += words.length;
  }
  if (labels < MIN_FINGERPRINT_LABELS) return null;
  return `lay1:${createHash("sha256").update(rows.join("\n")).digest("hex").slice(0, 32)}`;
}

function isLabelLike(text: string): boolean {
  const norm = normLabel(text);
  const letters = norm.replace(/[^a-z]/g, "").length;
  return letters >= 2 && norm.length <= 60 && letters >= 0.6 * norm.replace(/ /g, "").length;
}

interface Found {
  value: string | number;
  index: number;
}

/** The values of one kind in a text, in order. */
function valuesIn(kind: ValueKind, text: string): Found[] {
  if (kind === "date") return findDates(text).map((d) => ({ value: d.iso, index: d.index }));
  if (kind === "money") return findAmounts(text).map((a) => ({ value: a.value, index: a.index }));
  if (kind === "year")
    return [...text.matchAll(/(?<!\d)(19[5-9]\d|20\d\d)(?!\d)/g)].map((m) => ({ value: Number(m[1]), index: m.index }));
  const t = text.replace(/^[\s:#.\-–—)]+/, "").trim();
  return t ? [{ value: t, index: text.indexOf(t) }] : [];
}

const sameValue = (kind: ValueKind, a: unknown, b: unknown): boolean =>
  kind === "text" ? normText(String(a)) === normText(String(b)) : a === b;

const normText = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();

/** The text after a label at the start of a cell, or null when the cell does not start with it. */
function afterLabel(text: string, label: string): string | null {
  const words = label.split(" ").map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const m = new RegExp(`^[^a-z0-9]*${words.join("[^a-z0-9]+")}(?![a-z0-9])`, "i").exec(text);
  return m ? text.slice(m[0].length).replace(/^[\s:#.\-–—)]+/, "") : null;
}

function labelCells(doc: Doc, label: string, relation: Relation): Cell[] {
  const out: Cell[] = [];
  for (const row of doc.rows)
    for (const cell of row.cells) {
      if (relation === "same-cell" ? afterLabel(cell.text, label) : normLabel(cell.text) === label) out.push(cell);
    }
  return out;
}

/** Tolerance for a value cell's edges against the learned ones (ragged columns, longer values). */
const X_SLACK = 40;

/** Whether two lessons put a value at the same place from the same label (within the tolerance readings allow). */
export function samePlace(a: HintGeometry, b: HintGeometry): boolean {
  return (
    a.nth === b.nth &&
    a.labelIndex === b.labelIndex &&
    Math.abs(a.dx - b.dx) <= X_SLACK &&
    Math.abs(a.dx2 - b.dx2) <= X_SLACK &&
    Math.abs(a.dy - b.dy) <= X_SLACK
  );
}

/** The cell the hint points at from one label cell, nearest to the learned geometry. */
function valueCell(doc: Doc, label: Cell, hint: HintShape): Cell | null {
  const { dx, dx2, dy } = hint.geometry;
  const off = (c: Cell) => Math.min(Math.abs(c.x - label.x - dx), Math.abs(c.x2 - label.x - dx2));
  let candidates: Cell[];
  if (hint.relation === "right") {
    const row = doc.rows[label.row];
    candidates = row.cells.filter((c) => c.x > label.x);
  } else {
    const page = doc.rows[label.row].page;
    candidates = doc.rows
      .filter((r) => r.page === page && r.index > label.row && Math.abs(r.y - label.y - dy) < 0.6 * r.h)
      .flatMap((r) => r.cells);
  }
  let best: Cell | null = null;
  for (const c of candidates) if (off(c) <= X_SLACK && (!best || off(c) < off(best))) best = c;
  return best;
}

/** What a hint reads on a document, or null when the label or a value in its place is missing. */
export function readHint(doc: Doc, hint: HintShape): string | number | null {
  const label = labelCells(doc, hint.label, hint.relation)[hint.geometry.labelIndex];
  if (!label) return null;
  let text: string | null;
  if (hint.relation === "same-cell") text = afterLabel(label.text, hint.label);
  else text = valueCell(doc, label, hint)?.text ?? null;
  if (!text) return null;
  return valuesIn(hint.kind, text)[hint.geometry.nth]?.value ?? null;
}

/** Nearest label-like cell above `cell` in its column, within a few lines on the same page. */
function labelAbove(doc: Doc, cell: Cell): Cell | null {
  const row = doc.rows[cell.row];
  for (let i = cell.row - 1; i >= 0 && i >= cell.row - 4; i--) {
    const above = doc.rows[i];
    if (above.page !== row.page) break;
    const hit = above.cells.find((c) => Math.min(c.x2, cell.x2) > Math.max(c.x, cell.x) - 2);
    if (hit) return isLabelLike(hit.text) ? hit : null;
  }
  return null;
}

/**
 * Label-like cells left of a value, most likely first: the nearest one when it ends like a label
 * ("Acct Ref:"), else the row's header (a table row "Collision | ACV | $500" is labelled by
 * "Collision", not by the "ACV" of the column between).
 */
function leftLabels(cells: Cell[], cell: Cell): (readonly [Cell, "right"])[] {
  const left = cells.slice(0, cells.indexOf(cell)).filter((c) => isLabelLike(c.text));
  if (!left.length) return [];
  const nearest = left[left.length - 1];
  const order = /[:#]\s*$/.test(nearest.text) ? [nearest, left[0]] : [left[0], nearest];
  return [...new Set(order)].map((c) => [c, "right"] as const);
}

function occurrence(doc: Doc, label: Cell, norm: string, relation: Relation): number {
  return labelCells(doc, norm, relation).indexOf(label);
}

/**
 * Where a corrected value is printed and what labels it: candidates in every cell that holds the
 * value, the label in the same cell first, then to its left, then above; the first one that reads
 * the value back from this very document is the hint. Null when the value is not printed as such
 * (an apartment number inside a street line, a name split into first and last).
 */
export function learnHint(doc: Doc, field: string, value: unknown): HintShape | null {
  const kind = kindOf(field);
  if (!kind || value === null || value === undefined || value === "") return null;
  const candidates: HintShape[] = [];
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      const all = valuesIn(kind, cell.text);
      if (!all.some((v) => sameValue(kind, v.value, value))) {
        // "Policy Number: AB-123": the whole cell is not the value, but what follows its label is.
        if (kind !== "text" || !normText(cell.text).endsWith(normText(String(value)))) continue;
      }
      const prefixLabel = sameCellLabel(cell.text, kind, value);
      if (prefixLabel !== null) {
        const rest = afterLabel(cell.text, prefixLabel) ?? "";
        const nth = valuesIn(kind, rest).findIndex((v) => sameValue(kind, v.value, value));
        if (nth >= 0) {
          const geometry = { dx: 0, dx2: 0, dy: 0, nth, labelIndex: 0 };
          const shape: HintShape = { field, label: prefixLabel, relation: "same-cell", kind, geometry };
          shape.geometry.labelIndex = occurrence(doc, cell, prefixLabel, "same-cell");
          candidates.push(shape);
        }
      }
      const nth = all.findIndex((v) => sameValue(kind, v.value, value));
      if (nth < 0) continue;
      for (const [label, relation] of [...leftLabels(row.cells, cell), [labelAbove(doc, cell), "below"] as const]) {
        if (!label || normLabel(label.text).includes(normText(String(value)).toLowerCase())) continue;
        const norm = normLabel(label.text);
        candidates.push({
          field,
          label: norm,
          relation,
          kind,
          geometry: {
            dx: cell.x - label.x,
            dx2: cell.x2 - label.x,
            dy: relation === "below" ? cell.y - label.y : 0,
            nth,
            labelIndex: occurrence(doc, label, norm, relation),
          },
        });
      }
    }
  }
  return candidates.find((h) => sameValue(kind, readHint(doc, h), value)) ?? null;
}

/** The label printed before a value inside one cell ("Policy No: AB-1"), or null. */
function sameCellLabel(text: string, kind: ValueKind, value: unknown): string | null {
  let index: number;
  if (kind === "text") {
    const at = normText(text).lastIndexOf(normText(String(value)));
    index = at < 0 ? -1 : text.length - normText(text).length + at;
  } else index = valuesIn(kind, text).find((v) => sameValue(kind, v.value, value))?.index ?? -1;
  if (index <= 0) return null;
  const prefix = text.slice(0, index);
  return isLabelLike(prefix) ? normLabel(prefix) : null;
}

/**
 * The first cell that prints a value, for showing a reader where a field was read: a text value may
 * be part of its cell ("Jane" of "JANE DOE"), other kinds must parse to the same value.
 */
export function locateValue(doc: Doc, kind: ValueKind, value: unknown): Cell | null {
  if (value === null || value === undefined || value === "") return null;
  const words = normText(String(value)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const inText = new RegExp(`(?:^|[^a-z0-9])${words}(?![a-z0-9])`);
  for (const row of doc.rows)
    for (const cell of row.cells) {
      if (kind === "text" ? inText.test(normText(cell.text)) : valuesIn(kind, cell.text).some((v) => v.value === value))
        return cell;
    }
  return null;
}

type Term = Pick<PolicyDraft, "effectiveDate" | "expirationDate" | "premium">;

/** Writes a value at a stable field key; false when the policy has no place for it (no such vehicle). */
function setField(draft: PolicyDraft, field: string, value: string | number): boolean {
  const terms: Term[] = draft.renewal ? [draft, draft.renewal] : [draft];
  if (field === "effectiveDate" || field === "expirationDate") {
    for (const t of terms) t[field] = String(value);
    return true;
  }
  if (field === "premium") {
    for (const t of terms) t.premium = Number(value);
    return true;
  }
  if (field === "policyNumber") return ((draft.policyNumber = String(value)), true);
  if (field === "carrier.name") return ((draft.carrier.name = String(value)), true);
  let m = /^address\.(\w+)$/.exec(field);
  if (m) {
    if (!draft.address) return false;
    (draft.address as Record<string, unknown>)[m[1]] = String(value);
    return true;
  }
  m = /^coverages\[(\w+):(\d+)\]\.(\w+)$/.exec(field);
  if (m) {
    const [, code, rank, key] = m;
    const same = draft.coverages.filter((c) => c.code === code);
    let coverage = same[Number(rank)];
    if (!coverage && Number(rank) === same.length) {
      // The parser missed the row: the learned place says the page prints it.
      const blank = { limitPerPerson: null, limitPerAccident: null, deductible: null, property: null };
      coverage = { code: code as Coverage["code"], ...blank };
      draft.coverages.push(coverage);
    }
    if (!coverage) return false;
    (coverage as Record<string, unknown>)[key] = Number(value);
    return true;
  }
  m = /^(properties|insureds|thirdParties)\[(\d+)\]\.(.+)$/.exec(field);
  if (m) {
    const item = draft[m[1] as "properties" | "insureds" | "thirdParties"][Number(m[2])] as
      Record<string, unknown> | undefined;
    if (!item) return false;
    const [head, tail] = m[3].split(".");
    const target = tail ? (item[head] as Record<string, unknown> | undefined) : item;
    if (!target) return false;
    target[tail ?? head] = value;
    return true;
  }
  return false;
}

/** The review key a field's confidence is shown under (the parser's coarser keys where it has one). */
function reviewKey(field: string): string {
  if (field === "carrier.name") return field;
  return field.split(".")[0].replace(/\[.*$/, "") === "address" ? "address" : field;
}

/** The value at a stable field key as the reader left it, to tell whether a lesson overrides it. */
function getField(draft: PolicyDraft, field: string): unknown {
  const m = /^coverages\[(\w+):(\d+)\]\.(\w+)$/.exec(field);
  if (m) {
    const coverage = draft.coverages.filter((c) => c.code === m[1])[Number(m[2])];
    return coverage ? (coverage as Record<string, unknown>)[m[3]] : null;
  }
  let at: unknown = draft;
  for (const key of field.replace(/\[(\d+)\]/g, ".$1").split(".")) {
    if (at === null || typeof at !== "object") return null;
    at = (at as Record<string, unknown>)[key];
  }
  return at ?? null;
}

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
    const day = today.toISOString().slice(0, 10);
    out.isActive =
      out.effectiveDate && out.expirationDate ? out.effectiveDate <= day && day < out.expirationDate : null;
  }
  out.review = buildReview(fields);
  return out;
}
