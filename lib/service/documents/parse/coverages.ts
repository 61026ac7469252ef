import type { CoverageCode } from "@/lib/schemas/policy";
import { findHeaders, headerFor, type Header } from "./columns";
import { findAcrossTables } from "./coverage-across";
import { compCollPair } from "./comp-coll-pair";
import { deductibleSentences } from "./coverage-sentences";
import { coverageSentences } from "./coverage-prose";
import { classifyAutoLabel, classifyHomeLabel, UNIT_BEFORE_CODE, type AutoLabel } from "./coverage-codes";
import {
  assignRoles,
  interpret,
  plausibleCarDeductible,
  plausibleLimits,
  withoutPremiums,
  type CoverageValue,
  type RoledCell,
} from "./coverage-values";
import type { Cell, Doc, Row } from "./doc";
import { findAmounts } from "./money";
import { deductiblesByVehicleLine } from "./vehicle-deductible-lines";
import {
  ACCIDENT_PART,
  BOTH_PARTS,
  halfSplit,
  joinSecondLine,
  QUALIFIER_LINE,
  splitsPerPerson,
  withHalf,
} from "./split-limit-lines";
import { VEHICLE_NOUN, vehicleAnchors, vehicleForText, type VehicleRef } from "./vehicle-context";

// Coverage rows: a label on the left, values to its right (in the same row, in rows a few points
// above or below it as in a matrix, or in the next row when the label wraps), read through the
// table header in force.

export interface CoverageFound extends CoverageValue {
  code: CoverageCode;
  /** Index into the vehicles list; null = the whole policy. */
  vehicle: number | null;
}

type Kind = "auto" | "home";

/** Labels of rows that are other coverages (ones this parser does not keep) or section totals. */
const OTHER_ROW =
  /rental|reimburse|towing|roadside|road\s*service|emergency|labou?r|glass|\bgap\b|loan\/lease|total|premium|discount|transportation|trip\s*interruption|equipment/i;

/** Leading cells that only number or letter a row ("A", "R1", "3.", "Veh 2"). */
const ROW_CODE = /^(?:[A-Z]\d?|\d{1,2}[.)]?|[ivx]+\.)$/;

interface LabelSplit {
  labelCell: Cell;
  /** Index of the label's cell, past the cells that only letter or number the row. */
  at: number;
  label: string;
  inline: string;
  ordinal: number | null;
}

/** "Auto 1", "Veh #2", and a summary's short "V2". */
const VEHICLE_REF = new RegExp(String.raw`\b(?:${VEHICLE_NOUN}|v(?=\d\b))\.?\s*#?\s*\d{1,2}\b`, "gi");

/**
 * Vehicle references inside a label ("Comp - Auto 1 (2018 Jeep)", "for the 2022 TOYOTA CAMRY") masked with letters of the same
 * length, so their digits are not taken for the coverage's first value.
 */
function maskVehicleRefs(text: string): string {
  return text
    .replace(VEHICLE_REF, (m) => "x".repeat(m.length))
    .replace(/\((?:19|20)\d\d\s[^)]*\)/g, (m) => "x".repeat(m.length))
    .replace(/\b(?:19|20)\d\d\s+[A-Z][A-Za-z-]+(?:\s+[A-Z0-9][A-Za-z0-9-]*){0,4}/g, (m) => "x".repeat(m.length));
}

const wordsOnly = (cell: Cell | undefined): boolean => !!cell && !/[\d$]/.test(cell.text);

/**
 * A label a wide-set text layer split into cells ("Building | Property | $129,000"): the word
 * cells before the first value, when a value follows, are one label.
 */
function joinedLabel(cells: Cell[]): Cell {
  let end = 1;
  while (end < cells.length && wordsOnly(cells[end]) && cells[end].x - cells[end - 1].x2 < 4 * cells[0].h) end++;
  if (end === 1 || end >= cells.length) return cells[0];
  return {
    ...cells[0],
    text: cells
      .slice(0, end)
      .map((c) => c.text)
      .join(" "),
    x2: cells[end - 1].x2,
  };
}

const FIRST_VALUE = /(?<![A-Za-z0-9])(?:[$S]\s?)?\d[\d,]*(?:\.\d\d)?[KkMm]?(?:\s*\/|[\s.,;)]|$)/;

function splitLabel(row: Row): LabelSplit | null {
  let i = 0;
  let ordinal: number | null = null;
  while (i < row.cells.length - 1 && ROW_CODE.test(row.cells[i].text)) {
    const n = /^(\d{1,2})/.exec(row.cells[i].text);
    if (n) ordinal = Number(n[1]);
    i++;
  }
  const labelCell = wordsOnly(row.cells[i]) ? joinedLabel(row.cells.slice(i)) : row.cells[i];
  if (!labelCell) return null;
  const text = labelCell.text;
  // "Bodily Injury 300,000/300,000" or "250 Deductible Comprehensive" share one cell.
  if (FORM_NUMBER.test(text.trim())) return null;
  // "12. Bodily Injury Caused by an Underinsured Auto", an export's "1 COVA": a part's or a unit's
  // number opens the label, not its value.
  const masked = maskVehicleRefs(text)
    .replace(/^\d{1,2}[.)]\s+(?=[A-Za-z])/, (m) => "x".repeat(m.length))
    .replace(UNIT_BEFORE_CODE, (m) => "x".repeat(m.length));
  // A form number ("AS3820") is no value: an amount never follows a letter.
  const firstValue = FIRST_VALUE.exec(masked);
  // "$227,500; Fair Rental Value (Coverage D), $136,500.": a wrapped sentence's line opens with the
  // amount that closes the clause above; the label on this line owns the amount after it.
  const closed = firstValue?.index === 0 ? /^[^;A-Za-z]*;\s*(?=[A-Za-z])/.exec(text) : null;
  const next = closed ? FIRST_VALUE.exec(masked.slice(closed[0].length)) : null;
  if (closed && next && next.index > 2) {
    const rest = text.slice(closed[0].length);
    return { labelCell, at: i, label: rest.slice(0, next.index).trim(), inline: rest.slice(next.index), ordinal };
  }
  if (firstValue && firstValue.index === 0)
    return { labelCell, at: i, label: text.replace(/[$\d,./]+/g, " ").trim(), inline: text, ordinal };
  if (firstValue && firstValue.index > 2 && !/\(\s*$/.test(text.slice(0, firstValue.index))) {
    return {
      labelCell,
      at: i,
      label: text.slice(0, firstValue.index).trim(),
      inline: text.slice(firstValue.index),
      ordinal,
    };
  }
  return { labelCell, at: i, label: text, inline: "", ordinal };
}

/**
 * "3. Bodily Injury Caused | $100,000 Each Person" over "by An Uninsured Auto | $300,000 Each
 * Accident", "4. Damage to Someone" over "Else's Property": the words that open the label's next
 * line, where the label starts, may finish it. `lower`: they start in lower case, as only a
 * continuation does.
 */
function labelWrap(doc: Doc, row: Row, split: LabelSplit): { text: string; row: number; lower: boolean } | null {
  const next = doc.rows[row.index + 1];
  if (!next || next.page !== row.page || next.y - row.y > 2.2 * row.h) return null;
  const first = next.cells[0];
  // Under the label's words, which start past a part number in the same cell ("3. Bodily …").
  const indent = /^\d{1,2}[.)]\s/.test(split.labelCell.text) ? 25 : 3;
  if (!first || first.x < split.labelCell.x - 3 || first.x > split.labelCell.x + indent) return null;
  const words = /^[A-Za-z][A-Za-z' ]*?(?=\s*(?:[$\d(]|$))/.exec(first.text.trim());
  if (!words || words[0].trim().length < 2) return null;
  return { text: words[0].trim(), row: next.index, lower: /^[a-z]/.test(words[0]) };
}

/** The coverage a row's label names, with the next row when that only finishes the label. */
function labelOf(
  doc: Doc,
  row: Row,
  split: LabelSplit,
  kind: Kind,
): { label: AutoLabel | null; continues: number | null } {
  const own = classify(kind, split.label);
  const wrap = labelWrap(doc, row, split);
  const joined = wrap && classify(kind, `${split.label} ${wrap.text}`);
  // Only when the rest changes what the label names ("each person" under it changes nothing).
  // A next line that names a coverage itself is that coverage's row, not this label's end; one
  // that only says whose ("by An Uninsured Auto") qualifies the label above.
  const nextOwn = wrap && classify(kind, wrap.text);
  const wraps = !!joined && joined !== own && (wrap.lower ? !nextOwn || isGroupHeading(nextOwn) : !own && !nextOwn);
  return wraps ? { label: joined, continues: wrap.row } : { label: own, continues: null };
}

function classify(kind: Kind, label: string): AutoLabel | null {
  return kind === "auto" ? classifyAutoLabel(label) : classifyHomeLabel(label);
}

/** A caption of the premium box printed beside the coverages ("Total Annual Premium | $1,124.79"). */
const OTHER_BOX_CAPTION =
  /^[^\d$]*\b(?:premium|fees?|surcharges?|taxe?s?|total|discounts?|credits?|amount\s*due)\b[^\d$]*$/i;

/** The cells before another box's caption: its amount is not this coverage's value. */
function untilOtherCaption(cells: Cell[]): Cell[] {
  const at = cells.findIndex((c) => OTHER_BOX_CAPTION.test(c.text));
  return at < 0 ? cells : cells.slice(0, at);
}

/** Value cells of a coverage row: right of the label, in its band, then in continuation rows. */
function valueCells(doc: Doc, row: Row, split: LabelSplit, kind: Kind): Cell[] {
  const band = doc.rows.filter(
    (r) =>
      r.page === row.page &&
      r.index !== row.index &&
      Math.abs(r.y - row.y) < 0.7 * row.h &&
      r.cells.every((c) => c.x > split.labelCell.x2 - 2),
  );
  const cells = untilOtherCaption([
    ...row.cells.filter((c) => c.x > split.labelCell.x),
    ...band.flatMap((r) => r.cells),
  ]);
  const last = Math.max(row.index, ...band.map((r) => r.index));
  let prevY = Math.max(row.y, ...band.map((r) => r.y));
  const labelled = (r: Row) => r.cells.some((c) => c.x <= split.labelCell.x2 - 2);
  for (let i = last + 1; i < doc.rows.length && i <= last + 2; i++) {
    const next = doc.rows[i];
    if (next.page !== row.page || next.y - prevY > 1.8 * row.h || PAGE_MARK.test(next.text)) break;
    if (labelled(next)) {
      // "Bodily Injury | $50,000" over "Each Person/Each Accident | $100,000": the label's second
      // line names both halves (or only finishes the qualifier), so the values beside it are the
      // per-accident half.
      const second = next.cells[0].text.trim();
      if (
        BOTH_PARTS.test(second) ||
        (QUALIFIER_LINE.test(second) && SPLIT_CODE.test(classify(kind, split.label) ?? ""))
      ) {
        joinSecondLine(
          cells,
          next.cells.filter((c) => c.x > split.labelCell.x2 - 2),
        );
        break;
      }
      // "$25,000 each person" over "$50,000 each accident" in the value column, even when the next
      // row carries a label of its own at the left ("Premium: $395").
      // Only a split coverage's half, and never another row's whole split ("$15,000 per person / $30,000 …").
      const rest =
        halfSplit(cells) && splitsPerPerson(classify(kind, split.label))
          ? next.cells.find(
              (c) =>
                c.x > split.labelCell.x2 - 2 &&
                ACCIDENT_PART.test(c.text) &&
                !/(?:each|per)\s*person/i.test(c.text) &&
                findAmounts(c.text).length,
            )
          : undefined;
      if (rest) cells.push(rest);
      break;
    }
    // A row nearer to the next label than to this one belongs to that label (matrix layouts),
    // unless it completes this row's split limit ("$25,000 per person" / "$50,000 per accident").
    const nextLabel = doc.rows.slice(i + 1, i + 4).find((r) => r.page === row.page && labelled(r));
    const completes = halfSplit(cells) && ACCIDENT_PART.test(next.text);
    // "$100,000" (or "$100,000/") over "$300,000" in a split coverage's limit column: its two halves.
    const halves =
      i === last + 1 && SPLIT_CODE.test(classify(kind, split.label) ?? "")
        ? joinSecondLine(cells, next.cells, true)
        : [];
    if (!completes && !halves.length && nextLabel && nextLabel.y - next.y < next.y - prevY) break;
    cells.push(...next.cells.filter((c) => !halves.includes(c)));
    prevY = next.y;
  }
  if (cells.some((c) => findAmounts(c.text).length || /ded|non|reject|not/i.test(c.text)) || split.inline) return cells;
  const qualified = qualifierRows(doc, row);
  if (qualified.length) return qualified;
  // A wrapped label ("Bodily Injury Liability" / "Each Person/Each Occurrence" / values).
  for (let i = row.index + 1; i < doc.rows.length && i <= row.index + 2; i++) {
    const next = doc.rows[i];
    if (next.page !== row.page || next.y - row.y > 4 * row.h || PAGE_MARK.test(next.text)) break;
    const nextSplit = splitLabel(next);
    if (nextSplit && classify(kind, nextSplit.label)) break;
    // "Rental Reimbursement $30 per day" is another coverage (one this parser does not keep), not
    // the rest of this one's label as "Each Person/Each Occurrence" or "State Minimum" would be.
    if (nextSplit && OTHER_ROW.test(nextSplit.label)) break;
    // Only cells from the label's column on: an amount in another column (the letterhead's "PO Box")
    // is not this label's value.
    const own = untilOtherCaption(next.cells.filter((c) => c.x2 > split.labelCell.x));
    if (own.some((c) => findAmounts(c.text).length || /reject|not\s*purchased/i.test(c.text))) return own;
  }
  return cells;
}

/** Rows a coverage group heading reaches: its bodily injury and property damage rows, each maybe on two lines. */
const GROUP_REACH = 6;

/**
 * Whether a group heading still governs `row`: a few rows below it on its page, or, when the
 * heading ends a page ("U Uninsured Motor Vehicle" / "(continued on next page)"), the first rows of
 * the next page, past its running heads, as long as nothing between holds an amount.
 */
function groupReaches(doc: Doc, heading: Row, row: Row): boolean {
  if (row.page === heading.page) return row.index - heading.index <= GROUP_REACH;
  if (row.page !== heading.page + 1) return false;
  const between = doc.rows.slice(heading.index + 1, row.index);
  const rest = between.filter((r) => r.page === heading.page);
  return (
    between.length - rest.length <= GROUP_REACH &&
    rest.every((r) => !findAmounts(r.text).length || PAGE_MARK.test(r.text))
  );
}

type GroupHeading = "UM" | "UIM" | "LIABILITY";
const isGroupHeading = (label: AutoLabel | CoverageCode): label is GroupHeading =>
  label === "UM" || label === "UIM" || label === "LIABILITY";

/** Amounts with cents under a thousand only: a premium, never a limit printed in thousands. */
const premiumOnly = (text: string): boolean => findAmounts(text).every((a) => a.hasCents && a.value < 1000);

/** Coverages whose limit has a per-person and a per-accident half. */
const SPLIT_CODE = /^(?:UM|UIM)?BI$/;

const PAGE_MARK = /\bpage\s*(?:number\s*)?\d+\s*of\s*\d+|continued/i;

/** A policy period's date in a certificate's grid, between a coverage and its limits ("10/17/2025"). */
const DATE_CELL = /^(?:\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\s*)+$/;

/** A form number printed as a cell of its own ("PD-602 (02/16)", "PP 00 01"), never a coverage. */
const FORM_NUMBER = /^[A-Z]{1,5}[- ]?\d{2,5}(?:\s\d{2})?(?:\s*\(\d{1,2}[/-]\d{2,4}\))?$/;

const QUALIFIER = /^(?:each|per|any\s*one)\s*(?:person|accident|occurrence|claim)\b/i;

/**
 * "Bodily Injury Liability" over "Each person $100,000" and "Each accident $300,000": each
 * qualifier row becomes one value cell worded "$100,000 each person", as a split limit reads inline.
 */
function qualifierRows(doc: Doc, row: Row): Cell[] {
  const out: Cell[] = [];
  for (let i = row.index + 1; i < doc.rows.length && out.length < 3; i++) {
    const next = doc.rows[i];
    if (next.page !== row.page || next.y - row.y > (out.length + 2) * 2 * row.h) break;
    const m = QUALIFIER.exec(next.text);
    if (!m) break;
    const rest = next.text.slice(m[0].length);
    // "Each Person/Each Occurrence  $300,000/$500,000" is a wrapped label over a split value.
    if (!findAmounts(rest).length || /^\s*\/|(?:each|per)\s*(?:person|accident|occurrence)/i.test(rest)) break;
    const last = next.cells[next.cells.length - 1];
    out.push({ ...last, text: `${rest.replace(/^[\s:=\-–]+/, "")} ${m[0]}` });
  }
  return out;
}

interface Emit {
  (code: CoverageCode, value: CoverageValue, vehicle: number | null): void;
}

export function findCoverages(doc: Doc, kind: Kind, vehicles: VehicleRef[]): CoverageFound[] {
  const headers = findHeaders(doc);
  const anchors = vehicleAnchors(doc, vehicles);
  const out: CoverageFound[] = [];
  const isCoverageRow = (r: Row) => {
    const s = splitLabel(r);
    return !!s && classify(kind, s.label) !== null;
  };
  /** Rows that only finish the label above them ("by An Uninsured Auto"). */
  const continued = new Set<number>();
  const emit: Emit = (code, value, vehicle) => {
    const v = kind === "auto" && (code === "COMP" || code === "COLL") ? vehicle : null;
    if ((code === "COMP" || code === "COLL") && !plausibleCarDeductible(value.deductible)) return;
    if (!plausibleLimits(code, value)) return;
    if (out.some((c) => c.code === code && c.vehicle === v)) return;
    out.push({
      code,
      limitPerPerson: value.limitPerPerson,
      limitPerAccident: value.limitPerAccident,
      deductible: value.deductible,
      vehicle: v,
    });
  };
  const across = findAcrossTables(doc, kind, vehicles);
  for (const entry of across.entries) emitLabel(entry.label, entry.texts, entry.vehicle, vehicles.length, emit);
  // A heading ("Uninsured Motorists") over its bodily injury and property damage rows, and the row
  // it stands on: it reaches only the rows just under it, never a table far below it.
  let group: GroupHeading | null = null;
  let groupRow: Row | null = null;
  for (const row of doc.rows) {
    if (across.consumed.has(row.index) || headers.some((h) => h.rows.includes(row))) continue;
    const split = splitLabel(row);
    if (!split) continue;
    const header = headerFor(headers, row);
    if (continued.has(row.index)) continue;
    const pair = kind === "auto" ? compCollPair(row.text) : null;
    if (pair) {
      const vehicle = vehicleForText(row.text, vehicles) ?? anchors(row.index);
      for (const [code, d] of [
        ["COMP", pair.comp],
        ["COLL", pair.coll],
      ] as const)
        emitLabel(code, [{ text: String(d), role: { kind: "deductible" } }], vehicle, vehicles.length, emit);
      continue;
    }
    const named = labelOf(doc, row, split, kind);
    let label = named.label;
    if (named.continues !== null) continued.add(named.continues);
    const labels = labelCells(row, kind);
    // A label after the row's own ("A | Bodily Injury" is one label, lettered) starts a pair.
    const laterLabels = labels.filter((l) => l.i > split.at);
    if (!label) {
      if (pairedLabels(doc, row, laterLabels, header, vehicles, kind, emit, anchors(row.index))) continue;
      if (kind === "auto" && header) transposedRow(row, split, header, vehicles, emit);
      continue;
    }
    // Two tables side by side ("Coverage A - Dwelling | $398,000 | Coverage C - Personal Property | $218,900").
    if (laterLabels.length && pairedLabels(doc, row, labels, header, vehicles, kind, emit, anchors(row.index)))
      continue;
    if (kind === "auto" && (label === "COMP" || label === "COLL")) {
      const perLine = deductiblesByVehicleLine(doc, row, vehicles, isCoverageRow);
      for (const d of perLine)
        emit(label, { limitPerPerson: null, limitPerAccident: null, deductible: d.deductible }, d.vehicle);
      if (perLine.length) continue;
    }
    // Massachusetts' optional bodily injury part is the policy's limit, above the compulsory one.
    if (label === "BI" && /\boptional\b/i.test(split.label))
      out.splice(0, out.length, ...out.filter((c) => c.code !== "BI"));
    if (group && groupRow && !groupReaches(doc, groupRow, row)) group = null;
    if (group && (label === "BI" || label === "PD"))
      label = group === "LIABILITY" ? label : (`${group}${label}` as CoverageCode);
    const cells = valueCells(doc, row, split, kind);
    // Cells with no amount and no "not carried" wording ("(continued on next page)") hold no value.
    const roled = withoutPremiums(assignRoles(cells, header)).filter(
      (c) =>
        (findAmounts(c.cell.text).length ||
          /ded|non|reject|not\s|none|included|excluded|declined|full|waived|zero/i.test(c.cell.text)) &&
        !sentenceOfAnother(c.cell.text, kind),
    );
    // A heading may carry its premium ("U Uninsured Motor Vehicle  $20.00"): it still heads its rows.
    if (isGroupHeading(label) && premiumOnly(split.inline ?? "") && roled.every((c) => premiumOnly(c.cell.text))) {
      [group, groupRow] = [label, row];
      continue;
    }
    if (!roled.length && !split.inline) continue;
    if (!(group && /^(?:UM|UIM)?(?:BI|PD)$/.test(label))) group = null;
    // A row that names its vehicle ("Coll - Auto 1 (2018 Jeep)") outranks the heading above it.
    const context = (kind === "auto" ? vehicleForText(row.text, vehicles) : null) ?? anchors(row.index);
    const perVehicle = roled.filter((c) => c.role?.kind === "vehicle");
    if (perVehicle.length) {
      matrixRow(label, perVehicle, split.inline, vehicles, emit);
      continue;
    }
    const texts = withHalf(doc, row, (t) => classify(kind, t), label, split.label, [
      ...(split.inline ? [{ text: split.inline, role: null }] : []),
      ...roled.map((c) => ({ text: c.cell.text, role: c.role })),
    ]);
    emitLabel(label, texts, context ?? (split.ordinal ? split.ordinal - 1 : null), vehicles.length, emit);
  }
  // Coverages a prose page lists in a sentence, for those no row gave (a car's deductibles below).
  for (const c of coverageSentences(doc, kind))
    if (c.code !== "COMP" && c.code !== "COLL") emitLabel(c.code, [{ text: c.text, role: null }], null, 0, emit);
  // Deductibles a letter states in words, for the vehicles no table gave them for.
  if (kind === "auto")
    for (const d of deductibleSentences(doc))
      emitLabel(
        d.code,
        [{ text: String(d.deductible), role: { kind: "deductible" } }],
        vehicleForText(d.text, vehicles),
        vehicles.length,
        emit,
      );
  return out;
}

function emitLabel(
  label: AutoLabel,
  texts: { text: string; role: RoledCell["role"] }[],
  vehicle: number | null,
  vehicleCount: number,
  emit: Emit,
): void {
  let code: CoverageCode = label === "LIABILITY" ? "BI" : label === "UM" ? "UMBI" : label === "UIM" ? "UIMBI" : label;
  const value = interpret(code === "CSL" ? "BI" : code, texts);
  if (!value) return;
  // "Bodily injury and property damage liability: 30/60/25" names both parts, but its limits are
  // split: a per-person limit is never a combined single limit.
  if (code === "CSL" && value.limitPerPerson !== null) code = "BI";
  if (
    code === "CSL" ||
    ((label === "LIABILITY" || code === "BI") &&
      value.limitPerPerson === null &&
      value.limitPerAccident !== null &&
      label !== "BI")
  ) {
    // A combined single limit is itself (CSL) and the limit of both its parts.
    emit("CSL", { ...value, limitPerPerson: null }, null);
    emit("BI", { ...value, limitPerPerson: null }, null);
    emit("PD", { ...value, limitPerPerson: null }, null);
    return;
  }
  if ((label === "UM" || label === "UIM") && value.limitPerPerson === null) {
    // A single uninsured-motorist limit without "bodily injury" is a combined limit.
    emit(code, value, null);
    return;
  }
  if (code !== "COMP" && code !== "COLL") emit(code, value, null);
  if (value.propertyDamage && (code === "BI" || code === "UMBI"))
    emit(
      code === "BI" ? "PD" : "UMPD",
      { limitPerPerson: null, limitPerAccident: value.propertyDamage, deductible: null },
      null,
    );
  if ((code === "COMP" || code === "COLL") && vehicle === null && vehicleCount > 1) {
    for (let v = 0; v < vehicleCount; v++) emit(code, value, v);
  } else if (code === "COMP" || code === "COLL") {
    emit(code, value, vehicle ?? (vehicleCount === 1 ? 0 : null));
  }
}

function matrixRow(label: AutoLabel, cells: RoledCell[], inline: string, vehicles: VehicleRef[], emit: Emit): void {
  const code: CoverageCode = label === "LIABILITY" ? "BI" : label === "UM" ? "UMBI" : label === "UIM" ? "UIMBI" : label;
  const byVehicle = new Map<number, string[]>();
  for (const c of cells) {
    if (c.role?.kind !== "vehicle") continue;
    const list = byVehicle.get(c.role.ordinal) ?? [];
    list.push(c.cell.text);
    byVehicle.set(c.role.ordinal, list);
  }
  for (const [ordinal, texts] of [...byVehicle.entries()].sort((a, b) => a[0] - b[0])) {
    const value = interpret(code === "CSL" ? "BI" : code, [
      ...(inline ? [{ text: inline, role: null }] : []),
      ...texts.map((text) => ({ text, role: null })),
    ]);
    if (!value) continue;
    const vehicle = ordinal - 1 < vehicles.length ? ordinal - 1 : null;
    if (code === "COMP" || code === "COLL") emit(code, value, vehicle);
    else
      emitLabel(
        label,
        texts.map((text) => ({ text, role: null })),
        null,
        vehicles.length,
        emit,
      );
  }
}

/** "Vehicle | Comprehensive Deductible | Collision Deductible" tables: one row per vehicle. */
function transposedRow(row: Row, split: LabelSplit, header: Header, vehicles: VehicleRef[], emit: Emit): void {
  const coverageColumns = header.columns.filter((c) => c.role.kind === "coverage");
  if (!coverageColumns.length) return;
  const vehicle = vehicleForText(`${split.ordinal ? `${split.ordinal}. ` : ""}${row.text}`, vehicles);
  if (vehicle === null) return;
  for (const cell of row.cells) {
    const roled = assignRoles([cell], header)[0];
    if (roled.role?.kind !== "coverage") continue;
    const code = classifyAutoLabel(roled.role.label);
    if (code !== "COMP" && code !== "COLL") continue;
    const value = interpret(code, [{ text: cell.text, role: { kind: "deductible" } }]);
    if (value) emit(code, value, vehicle);
  }
}

interface LabelAt {
  /** The cell's index in its row. */
  i: number;
  label: AutoLabel;
  /** The value printed in the label's own cell after a colon ("Comprehensive: $100 ($328.62)"). */
  inline?: string;
}

/** The cells of a row that name a coverage and hold no value themselves. */
const LABEL_COLON_VALUE = /^([^:\d]{3,60}):\s*(.*\d.*)$/;
/**
 * A cell that names its coverage before the amount: a form's limit column ("BI - EA PERSON $ 30,000")
 * and an agency system's inline codes ("BI 30,000/60,000", "COMP 250", "UMPD 10,000 DED 250",
 * "Comprehensive $500 ded").
 */
const AMOUNT = String.raw`(?:\$\s?)?\d[\d,]*(?:\.\d\d)?[KkMm]?`;
const LABEL_THEN_AMOUNT = new RegExp(
  String.raw`^([A-Za-z][A-Za-z ./&-]{1,40}?)\s+(${AMOUNT}(?:\s*\/\s*${AMOUNT}){0,2}(?:\s+ded\.?\s+${AMOUNT}|(\s+ded(?:uctible)?\.?))?)$`,
  "i",
);

function labelCells(row: Row, kind: Kind): LabelAt[] {
  return row.cells
    .map((cell, i) => {
      // "Coll Ded V1": a vehicle's number in a label is no value.
      if (!/\d/.test(maskVehicleRefs(cell.text))) return { i, label: classify(kind, cell.text.replace(/:\s*$/, "")) };
      const pair = LABEL_COLON_VALUE.exec(cell.text) ?? LABEL_THEN_AMOUNT.exec(cell.text.trim());
      return pair && findAmounts(pair[2]).length
        ? { i, label: classify(kind, pair[1]), inline: pair[2] }
        : { i, label: null };
    })
    .filter((l): l is LabelAt => l.label !== null);
}

/**
 * Words before the amount that make a cell a sentence of its own rather than a value: "Medical
 * payments to others pay up to" has seven, "10% of Cov A (" only two.
 */
const SENTENCE_WORDS = 5;

/**
 * "Medical payments to others pay up to $10,000 per person": the next sentence on a prose line,
 * about a coverage of its own, is no value of the coverage named before it.
 */
function sentenceOfAnother(text: string, kind: Kind): boolean {
  const [first] = findAmounts(text);
  const before = first ? text.slice(0, first.index).trim() : "";
  const words = before.split(/\s+/).filter((w) => /^[A-Za-z]{2,}[,.]?$/.test(w));
  return words.length >= SENTENCE_WORDS && classify(kind, before) !== null;
}

/** "PIP 10,000", "Collision $500 ded": a cell that names a coverage of its own before its amount. */
function namesOwnCoverage(text: string, kind: Kind): boolean {
  const m = LABEL_THEN_AMOUNT.exec(text.trim());
  // "ACV less $1,000 deductible" names no coverage: it is the value of the label before it.
  return !!m && (!m[3] || classify(kind, m[1]) !== null);
}

/**
 * A row read as label–value pairs: each coverage label takes the cells up to the next label. That is
 * how a row reads when its coverage labels stand after other cells ("1 | 2020 Kia Telluride |
 * Comprehensive: | $500", a table with the vehicle first and the coverage in a column of its own),
 * and when two tables stand side by side. True when any pair held a value.
 */
function pairedLabels(
  doc: Doc,
  row: Row,
  labelled: LabelAt[],
  header: Header | null,
  vehicles: VehicleRef[],
  kind: Kind,
  emit: Emit,
  anchor: number | null,
): boolean {
  if (!labelled.length) return false;
  let read = false;
  const vehicle = kind === "auto" ? (vehicleForText(row.text, vehicles) ?? anchor) : null;
  labelled.forEach(({ i, label, inline }, n) => {
    const end = labelled[n + 1]?.i ?? row.cells.length;
    // A table whose limit or deductible column stands left of the coverage column ("Limit |
    // Coverage | Deductible | Premium"): the first label takes the titled values before it too.
    const before =
      n === 0 && header
        ? assignRoles(row.cells.slice(0, i), header).filter(
            (c) => c.role?.kind === "limit" || c.role?.kind === "deductible",
          )
        : [];
    // A cell that names its own coverage ("PIP 10,000", "Unit Prem 1,540.07") is no value of this one.
    const cells = withoutPremiums([...before, ...assignRoles(row.cells.slice(i + 1, end), header)]).filter(
      (c) =>
        findAmounts(c.cell.text).length > 0 &&
        !DATE_CELL.test(c.cell.text.trim()) &&
        !namesOwnCoverage(c.cell.text, kind),
    );
    if (!cells.length && !inline) return;
    // A heading's premium ("Uninsured Motor Vehicle | $20.00") is no reading: its rows follow.
    if (isGroupHeading(label) && !inline && cells.every((c) => premiumOnly(c.cell.text))) return;
    // A small coverage-by-vehicle grid beside other text ("Comp | $500 | $0" under "#1 | #2").
    const perVehicle = cells.filter((c) => c.role?.kind === "vehicle");
    if (perVehicle.length) {
      matrixRow(label, perVehicle, inline ?? "", vehicles, emit);
      read = true;
      return;
    }
    const texts = withHalf(doc, row, (t) => classify(kind, t), label, row.cells[i].text, [
      ...(inline ? [{ text: inline, role: null }] : []),
      ...cells.map((c) => ({ text: c.cell.text, role: c.role })),
    ]);
    emitLabel(label, texts, vehicle, vehicles.length, emit);
    read = true;
  });
  return read;
}
