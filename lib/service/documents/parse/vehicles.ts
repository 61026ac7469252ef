import { isMonthName } from "./dates";
import { overlapsX, type Cell, type Doc } from "./doc";
import { isKnownMake, makesNamed, splitMakeModel } from "./makes";
import { descriptionCandidates, fitsVin, makeContradictsVin, nearestFitting, trimModel } from "./vehicle-descriptions";
import { vehiclesWithoutVins } from "./vinless-vehicles";
import { looksLikeVin, modelYearOfVin, modelYearsOfVin, VIN_CANDIDATE, vinCheckDigitValid } from "@/lib/vin";
import { repairVin } from "@/lib/vin/repair";

// Vehicles are anchored on their VINs; year, make and model come from the same row, from the
// column above (a coverage-by-vehicle matrix) or from the line before, and when none of those
// fits the VIN's year code and maker, from the nearest description on the page that does. A page
// with no VIN at all is read by its descriptions alone.

export interface VehicleFound {
  /** Null when the page prints no VIN (see vinless-vehicles.ts). */
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  /** Other spellings of the make the page prints ("Toyo" beside "Toyota"), to recognise the vehicle's headings. */
  makeSpellings?: string[];
  /** Whether the VIN's check digit holds; absent when there is no VIN. */
  vinCheckDigitValid?: boolean;
  /** Where the VIN is printed: rows and the cells, for linking coverages and lienholders. */
  cells: Cell[];
  confidence: number;
}

interface VinHit {
  vin: string;
  cell: Cell;
}

const VIN_LABEL = /\bVIN\b\s*(?:#|no\.?|number)?\s*[:#]?\s*([A-Z0-9][A-Z0-9 ]{14,24})/i;

/** Groups of VIN characters split by single spaces, three groups at least ("1HGC M826 33A0 0435 2"). */
const GROUPED_VIN = /^\s*[A-HJ-NPR-Z0-9]{2,8}(?: [A-HJ-NPR-Z0-9]{1,8}){2,7}\s*$/;

/** "3C6K LJ8V 7NV5 9577 8": a cell that is one VIN printed in groups for reading aloud, whose check digit holds. */
function groupedVin(upper: string): string | null {
  if (!GROUPED_VIN.test(upper)) return null;
  const vin = upper.replace(/\s+/g, "");
  return vin.length === 17 && looksLikeVin(vin) && vinCheckDigitValid(vin) ? vin : null;
}

/**
 * An anonymised copy may print a VIN with a character added ("1G1FY6S07K41344558"). On a text
 * layer, where no character is misread, it is that vehicle's VIN as printed when a make is named
 * on its row; read by OCR, it is so only when no single repair makes it valid.
 */
function printedLongVin(token: string, rowText: string): string | null {
  if (token.length !== 18 || /[IOQ]/.test(token)) return null;
  return rowText.split(/\s+/).some((w) => makesNamed(w).length > 0) ? token : null;
}

function vinHits(doc: Doc): VinHit[] {
  const hits: VinHit[] = [];
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      const upper = cell.text.toUpperCase();
      const found = new Set<string>();
      for (const m of upper.matchAll(VIN_CANDIDATE)) {
        if (!looksLikeVin(m[0])) continue;
        const printed = printedLongVin(m[0], row.text);
        const vin = (row.ocr ? null : printed) ?? repairVin(m[0]) ?? (m[0].length === 17 ? m[0] : printed);
        if (vin) found.add(vin);
      }
      // "VIN: 1D7RV1GT3AS 88 5532": a VIN broken into pieces after its label (16 to 18 characters).
      const labelled = VIN_LABEL.exec(upper);
      if (labelled && !found.size) {
        const squashed = labelled[1].replace(/\s+/g, "");
        for (const len of [17, 16, 18]) {
          const piece = squashed.slice(0, len);
          if (piece.length === len && looksLikeVin(piece) && (len === 17 || len === squashed.length)) {
            found.add(repairVin(piece) ?? piece);
            break;
          }
        }
      }
      const grouped = found.size ? null : groupedVin(upper);
      if (grouped) found.add(grouped);
      for (const vin of found) hits.push({ vin, cell });
    }
  }
  return hits;
}

const YEAR_MAKE = /(?<![\d$,.])((?:19[5-9]|20[0-4])\d)\s+([A-Za-z][A-Za-z-]*)/;
const VIN_TITLE = /^\s*(?:vin|vehicle\s*id(?:entification)?\s*(?:no\.?|number|#)?)\s*[:#]?\s*$/i;

function describe(text: string): { year: number; make: string; model: string } | null {
  const cut = text.replace(/\bVIN\b.*$/i, "").replace(/(?<![A-Z0-9])[A-Z0-9]{16,18}(?![A-Z0-9]).*$/, "");
  const m = YEAR_MAKE.exec(cut);
  if (!m) return null;
  const split = splitMakeModel(cut.slice(m.index + m[1].length).trim());
  // "Feb 11, 2001 Apr 25, 2000": a year followed by a month is a run of dates, not a vehicle.
  if (!split || isMonthName(split.make)) return null;
  const model = split.model.split(/\s{2,}|\s+[|•·]\s+|,\s|\s*\(/)[0].trim();
  return { year: Number(m[1]), make: split.make, model };
}

/**
 * Ends a model printed in a fixed-width row: a body type ("4D"), a mileage, a symbol. Three and four
 * digits are part of a model ("ES 350", "SIERRA 1500"); a mileage has five or a thousands comma.
 */
const MODEL_END =
  /^(?:\d[A-Z]{1,2}|\d{5,}|\d{1,3},\d{3}|[A-Z]?\d{1,2}|SUV|PK|PU|SED(?:AN)?|CPE|CONV|WAG(?:ON)?|VAN|TRK)$/;

/**
 * A row with a two-digit year or none ("05  20  PORSCHE  MACAN S  4D  5000  WP1AB2…"): the first
 * known make names the vehicle, the words after it up to a body type or a number its model, and
 * the year is the two digits just before the make when the VIN's model-year code agrees.
 */
function describeByMake(text: string, vin: string): { year: number; make: string; model: string } | null {
  const words = text.trim().split(/\s+/);
  // A make as registration systems abbreviate it ("LEXS", "CHEV") names it as well as in full.
  const oneWord = (w: string) => makesNamed(w).length > 0;
  const at = words.findIndex((_, i) => oneWord(words[i]) || isKnownMake(`${words[i]} ${words[i + 1] ?? ""}`));
  const coded = modelYearOfVin(vin);
  if (at < 0 || coded === null) return null;
  const two = oneWord(words[at]) ? 1 : 2;
  const printed = /^\d{2}$/.test(words[at - 1] ?? "") ? Number(words[at - 1]) : null;
  // The printed two digits pick the cycle: position 7's rule does not hold for every maker.
  const year = printed === null ? coded : modelYearsOfVin(vin).find((y) => y % 100 === printed);
  if (year === undefined) return null;
  const model: string[] = [];
  for (const w of words.slice(at + two)) {
    if (MODEL_END.test(w) && model.length) break;
    model.push(w);
    if (model.length === 3) break;
  }
  return { year, make: words.slice(at, at + two).join(" "), model: model.join(" ") };
}

/** The last vehicle described in a text: the one nearest a VIN printed after it. */
function describeLast(text: string): { year: number; make: string; model: string } | null {
  const starts = [...text.matchAll(new RegExp(YEAR_MAKE.source, "g"))].map((m) => m.index);
  for (const at of starts.reverse()) {
    const d = describe(text.slice(at));
    if (d && d.model && isKnownMake(d.make)) return d;
  }
  return null;
}

/** The text of a VIN's cell that can describe it: after the previous VIN in the cell, before this one. */
function textBefore(cell: Cell, vin: string): string {
  const upper = cell.text.toUpperCase();
  const at = upper.indexOf(vin);
  if (at < 0 && groupedVin(upper) === vin) return "";
  if (at < 0) return cell.text.split(/\bVIN\b/i)[0];
  const previous = [...upper.slice(0, at).matchAll(/(?<![A-Z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Z0-9])/g)].pop();
  const from = previous ? previous.index + previous[0].length : 0;
  return cell.text.slice(from, at).replace(/\bVIN\b[\s#:.]*$/i, "");
}

function descriptionFor(doc: Doc, cell: Cell, vin: string): { year: number; make: string; model: string } | null {
  const row = doc.rows[cell.row];
  // Same row, left of (and inside) the VIN's cell. Cells are joined with two spaces so that a
  // separate model column stays a separate word group.
  const left = row.cells.filter((c) => c.x < cell.x).map((c) => c.text);
  const inCell = textBefore(cell, vin);
  const same = describe([...left, inCell].join("  "));
  if (same && same.model) return same;
  // A column over the VIN: "2023 NISSAN" / "PATHFINDER" in a vehicle-by-coverage matrix.
  const above: string[] = [];
  for (let i = row.index - 1; i >= 0 && i >= row.index - 5; i--) {
    const prev = doc.rows[i];
    if (prev.page !== row.page) break;
    const hit = prev.cells.find((c) => overlapsX(c, cell, 4));
    // The column's title ("VIN") ends it: what stands above belongs to another table.
    if (hit && VIN_TITLE.test(hit.text)) break;
    if (hit) above.unshift(hit.text);
  }
  // Nearest rows first: "PATHFINDER", then "2023 NISSAN PATHFINDER", …
  for (let k = 1; k <= above.length; k++) {
    const text = above.slice(-k).join(" ");
    const d = describeLast(text) ?? describe(text);
    if (d && d.model) return d;
  }
  // The line before ("2010 DODGE RAM 1500 CREW PICKUP" over "VIN: …"), its last vehicle when a
  // sentence lists several ("your 2018 BMW 330i (VIN …), your 2025 Chevrolet Traverse (VIN" / "2GNN…").
  for (let i = row.index - 1; i >= 0 && i >= row.index - 2; i--) {
    const d = describeLast(doc.rows[i].text);
    if (d) return d;
  }
  return same ?? describeByMake([...left, inCell].join(" "), vin);
}

export function findVehicles(doc: Doc): VehicleFound[] {
  const groups = new Map<string, VinHit[]>();
  for (const hit of vinHits(doc)) {
    const list = groups.get(hit.vin) ?? [];
    list.push(hit);
    groups.set(hit.vin, list);
  }
  mergeMisreads(groups);
  if (!groups.size) return vehiclesWithoutVins(doc);
  const candidates = descriptionCandidates(doc);
  const taken = new Set<(typeof candidates)[number]>();
  const vehicles: VehicleFound[] = [];
  for (const [vin, hits] of groups) {
    let desc: { year: number; make: string; model: string } | null = null;
    for (const hit of hits) {
      const d = descriptionFor(doc, hit.cell, vin);
      if (d && (!desc || (!desc.model && d.model))) desc = d;
      if (desc?.model) break;
    }
    if (!desc?.model || !fitsVin(desc, vin)) {
      const near = nearestFitting(
        vin,
        hits.map((h) => ({ row: h.cell.row, page: doc.rows[h.cell.row].page })),
        candidates,
        taken,
      );
      if (near) {
        taken.add(near);
        desc = near;
      } else if (desc && vinCheckDigitValid(vin) && makeContradictsVin(desc.make, vin)) {
        // A make this VIN's maker does not sell describes another vehicle: better none than that.
        desc = null;
      }
    }
    vehicles.push({
      vin,
      // A year not printed beside the VIN is the one the VIN itself encodes.
      year: desc?.year ?? modelYearOfVin(vin),
      make: desc?.make ?? null,
      model: (desc && trimModel(desc.model)) || null,
      vinCheckDigitValid: vinCheckDigitValid(vin),
      cells: hits.map((h) => h.cell),
      confidence: desc ? (vinCheckDigitValid(vin) ? 0.95 : 0.8) : 0.6,
    });
  }
  return vehicles.sort((a, b) => a.cells[0].row - b.cells[0].row || a.cells[0].x - b.cells[0].x);
}

/** OCR may read one VIN two ways; keep the reading whose check digit holds (or the commoner one). */
function mergeMisreads(groups: Map<string, VinHit[]>): void {
  const keys = [...groups.keys()];
  for (const a of keys) {
    for (const b of keys) {
      if (a === b || !groups.has(a) || !groups.has(b)) continue;
      if (hamming(a, b) > 2) continue;
      const keepA =
        vinCheckDigitValid(a) !== vinCheckDigitValid(b)
          ? vinCheckDigitValid(a)
          : groups.get(a)!.length >= groups.get(b)!.length;
      const [keep, drop] = keepA ? [a, b] : [b, a];
      groups.get(keep)!.push(...groups.get(drop)!);
      groups.delete(drop);
    }
  }
}

function hamming(a: string, b: string): number {
  if (a.length !== b.length) return 99;
  let d = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) d++;
  return d;
}
