import { stacked } from "./columns";
import { classifyAutoLabel, classifyHomeLabel, isOtherCoverage, type AutoLabel } from "./coverage-codes";
import type { ColumnRole } from "./columns";
import { sliceCell, type Cell, type Doc, type Row } from "./doc";
import { findAmounts } from "./money";
import { vehicleForText, type VehicleRef } from "./vehicle-context";

// Coverage tables laid out across: the coverages are the column titles ("Your house | Detached
// structures | Your belongings") and the values sit in rows under them, each row named by its
// first cell ("Limit", "Deductible") or by the vehicle it is for.

type Kind = "auto" | "home";

export interface AcrossEntry {
  label: AutoLabel;
  texts: { text: string; role: ColumnRole | null }[];
  /** The vehicle a value row names; null for the whole policy. */
  vehicle: number | null;
}

const classify = (kind: Kind, text: string): AutoLabel | null =>
  kind === "auto" ? classifyAutoLabel(text) : classifyHomeLabel(text);
const hasAmount = (text: string) => findAmounts(text).some((a) => a.value >= 10);
/** Words of the titles of the columns that say which vehicle or location a row is ("#", "Yr", "Make", "VIN", "Loc No."). */
const ROW_WORDS = new Set(
  "# no no. num number id item veh veh. vehicle unit bldg loc loc. loc# l# location property premises risk address addr desc desc. description yr year mk make mdl model vin form frm built yb".split(
    " ",
  ),
);
const describesRow = (title: string) =>
  title
    .toLowerCase()
    .split(/[\s/]+/)
    .filter(Boolean)
    .every((w) => ROW_WORDS.has(w));
/** Columns beside the coverages that hold no coverage: the row's lender, its loan number, its form. */
const ASIDE =
  /(?<!\w)(?:lien\s*holders?|lh|mortgagees?|mtg|loss\s*payees?|lessors?|interests?|loan|ln\s*#|form|yr\s*built|constr(?:uction)?|protection|territory|class|symbol|rating)(?!\w)/i;
/** A column of what each row costs ("Vehicle Premium", "Total"): part of the table, holding no coverage. */
const PRICE = /premium|total|cost/i;
const overlap = (a: Cell, b: Cell) => Math.min(a.x2, b.x2) - Math.max(a.x, b.x);

/** The title a value cell sits under: the one it overlaps most, else the nearest starting left of it. */
function titleOver(titles: Cell[], cell: Cell): Cell | null {
  let best: Cell | null = null;
  let bestScore = -Infinity;
  for (const t of titles) {
    const o = overlap(t, cell);
    const score = o > 0 ? 1000 + o : t.x <= cell.x + 4 ? -(cell.x - t.x) : -Infinity;
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return bestScore === -Infinity ? null : best;
}

const ALL_PERILS_TITLE = /\bded(?:uctible)?\b|\baop\b|all\s*perils/i;
const PERIL = /wind|hail|w\/h|hurricane|storm|earthquake/i;

const NOT_CARRIED = /\b(?:rejected|not\s*purchased|declined|not\s*covered|excluded)\b/i;

/** Titles that name two coverages, or two halves of one split limit. */
function distinctTitles(titles: Cell[], kind: Kind): boolean {
  return new Set(titles.map((t) => `${classify(kind, t.text)}|${limitPart(t.text)}`)).size >= 2;
}

function rowRole(text: string): ColumnRole | "skip" | null {
  if (/premium|cost|price|charge/i.test(text)) return "skip";
  if (/deductible|you\s*pay|^ded/i.test(text)) return { kind: "deductible" };
  if (/limit|amount|coverage|we\s*pay|maximum/i.test(text)) return { kind: "limit" };
  return null;
}

export function findAcrossTables(
  doc: Doc,
  kind: Kind,
  vehicles: VehicleRef[],
): { consumed: Set<number>; entries: AcrossEntry[] } {
  const consumed = new Set<number>();
  const entries: AcrossEntry[] = [];
  for (const row of doc.rows) {
    if (consumed.has(row.index) || hasAmount(row.text) || row.cells.length < 2) continue;
    const merged = stacked(doc, row);
    const titles = merged.cells.filter((c) => classify(kind, c.text) !== null);
    // Every title right of the first coverage names a coverage, kept or not ("Loan/Lease", "Total").
    const unknown = merged.cells.filter(
      (c) =>
        titles.length &&
        c.x > titles[0].x &&
        !titles.includes(c) &&
        !isOtherCoverage(c.text) &&
        !PRICE.test(c.text) &&
        !ASIDE.test(c.text) &&
        !ALL_PERILS_TITLE.test(c.text),
    );
    // Columns that describe the row (its number, the vehicle's year, make and VIN, the location)
    // may come before the first coverage: an agency's listing prints a row per vehicle or location.
    const lead = merged.cells.filter((c) => c.x < (titles[0]?.x ?? 0) && !describesRow(c.text)).length;
    // A title the lexicon does not know (an endorsement: "Scheduled Jewelry", "Water Backup") is a
    // column nobody reads, as long as the coverages it knows are most of the row; a row of two known
    // words among unknown ones is a sentence or a caption row, not a table's titles.
    const strangers = unknown.length > 0 && (titles.length < 3 || unknown.length * 2 > titles.length);
    if (titles.length < 2 || (titles.length < merged.cells.length - 1 && (strangers || lead > 1))) continue;
    // A coverage's row that is one coverage named twice ("[ ] UM PD | UMPD - EA ACC REJECTED"), or
    // says it is not carried, is a row of a table down, not the titles of one across.
    if (NOT_CARRIED.test(merged.text) || !distinctTitles(titles, kind)) continue;
    // A home listing's deductible column ("AOP Ded", "Deductible") holds the all-perils deductible.
    const dedTitle =
      kind === "home"
        ? merged.cells.find(
            (c) => c.x > titles[0].x && !titles.includes(c) && ALL_PERILS_TITLE.test(c.text) && !PERIL.test(c.text),
          )
        : undefined;
    const kept = dedTitle ? [...titles, dedTitle] : titles;
    const columns = merged.cells.filter((c) => c.x >= titles[0].x);
    const valueRows = rowsUnder(doc, doc.rows[merged.index], titles[0], kind);
    if (!valueRows.length) continue;
    for (let i = row.index; i <= merged.index; i++) consumed.add(i);
    const perTitle = new Map<Cell, { texts: AcrossEntry["texts"]; vehicle: number | null }[]>();
    let previous: number | null = null;
    let heading: number | null = null;
    for (const valueRow of valueRows) {
      consumed.add(valueRow.index);
      const lead = valueRow.cells.filter((c) => c.x2 <= titles[0].x + 2);
      const role = rowRole(lead.map((c) => c.text).join(" "));
      if (role === "skip") continue;
      // A vehicle's description wraps over its rows ("1 2024 Mazda" / "Mazda3" / its VIN), and so do
      // its values ("$250,000/" over "$500,000"): a row that names no vehicle and no role goes on the one above.
      const named = kind === "auto" ? vehicleForText(valueRow.text, vehicles) : null;
      // A vehicle's own line with no value ("#1 2014 VOLK Jetta VIN: …") heads the rows under it
      // ("Deductible", "Cost"), which are that vehicle's.
      if (named !== null && !hasAmount(valueRow.text.replace(/\b(?:19|20)\d\d\b/g, " "))) {
        heading = named;
        previous = named;
        continue;
      }
      const vehicle: number | null = named ?? (role === null ? previous : heading);
      previous = vehicle;
      for (const cell of valueRow.cells.flatMap((c) => (lead.includes(c) ? [c] : splitSpanning(c, kept)))) {
        if (lead.includes(cell)) continue;
        // Under every title, so a value under "Loan/Lease" or "Total" is nobody's.
        const title = titleOver(columns, cell);
        if (!title || !kept.includes(title)) continue;
        const list = perTitle.get(title) ?? [];
        let slot = list.find((s) => s.vehicle === vehicle);
        if (!slot) list.push((slot = { texts: [], vehicle }));
        slot.texts.push({ text: cell.text, role });
        perTitle.set(title, list);
      }
    }
    // "Bodily injury (each person)" and "Bodily injury (each accident)" are two columns of one
    // coverage: their values read together as one split limit.
    const byCoverage = new Map<string, AcrossEntry>();
    for (const [title, slots] of perTitle)
      for (const slot of slots) {
        const label = title === dedTitle ? "DWELLING" : classify(kind, title.text)!;
        const part = limitPart(title.text);
        const texts =
          title === dedTitle
            ? slot.texts.map((t) => ({ ...t, role: { kind: "deductible" } as const }))
            : part
              ? slot.texts.map((t) => ({ ...t, text: `${t.text} ${part}` }))
              : slot.texts;
        const key = `${label}|${slot.vehicle}`;
        const same = byCoverage.get(key);
        if (same) same.texts.push(...texts);
        else byCoverage.set(key, { label, texts, vehicle: slot.vehicle });
      }
    for (const entry of byCoverage.values()) entries.push(...namedInCells(entry, kind));
  }
  return { consumed, entries };
}

/** A value cell that names its own coverage ("UIM 15/30", "UMPD 10,000") or a deductible ("Ded 250"). */
const CELL_NAME = /^([A-Za-z][A-Za-z.\- ]{0,14}?)\s*:?\s+(?=[$\d])/;

/**
 * A column for a group of coverages ("UM") lists each under the other with its own name ("UM 15/30"
 * over "UIM 15/30" over "UMPD 10,000" over "Ded 250"): each named value is its coverage's, and a
 * deductible is the one of the coverage above it.
 */
function namedInCells(entry: AcrossEntry, kind: Kind): AcrossEntry[] {
  const named = entry.texts.map((t) => {
    const name = CELL_NAME.exec(t.text)?.[1] ?? "";
    return { t, name, label: name ? classify(kind, name) : null };
  });
  if (!named.some((n) => n.label)) return [entry];
  const out: AcrossEntry[] = [];
  let current: AcrossEntry = { ...entry, texts: [] };
  for (const { t, name, label } of named) {
    if (label) {
      if (current.texts.length) out.push(current);
      current = { label, texts: [{ ...t, text: t.text.slice(name.length).trim() }], vehicle: entry.vehicle };
    } else if (/^ded/i.test(name)) {
      current.texts.push({ text: t.text.slice(name.length).trim(), role: { kind: "deductible" } });
    } else current.texts.push(t);
  }
  if (current.texts.length) out.push(current);
  return out;
}

/**
 * A text layer may join the values of two neighbouring columns into one cell ("$15,000 ea. person
 * $10,000 each occurrence" under "Bodily Injury" and "Property Damage"): such a cell is cut at each
 * dollar sign, each piece placed where its characters fall.
 */
function splitSpanning(cell: Cell, titles: Cell[]): Cell[] {
  const spanned = titles.filter((t) => overlap(t, cell) > 0).length;
  // Where each amount starts: at its dollar sign, or after a space ("100,000.00 10,000.00"); never
  // after a slash, which joins the halves of one split limit.
  const starts = findAmounts(cell.text)
    .map((a) => (cell.text[a.index - 1] === "$" ? a.index - 1 : a.index))
    .filter((at) => at === 0 || /\s/.test(cell.text[at - 1]))
    // A piece may open with its caption ("Ded $500 Ded $1,500 LH: …").
    .map((at) => at - (/\bded\.?\s*$/i.exec(cell.text.slice(0, at))?.[0].length ?? 0));
  if (spanned < 2 || starts.length < 2 || starts[0] !== 0) return [cell];
  return starts.map((at, i) => sliceCell(cell, at, starts[i + 1] ?? cell.text.length));
}

/** The half of a split limit a column's title names, worded as a value would carry it. */
function limitPart(title: string): string | null {
  // "Each Person/Each Accident" names both halves: the values carry the split themselves.
  if (/\b(?:each|per)\s*person\b.*\b(?:each|per)\s*(?:accident|occurrence)\b/i.test(title)) return null;
  if (/\b(?:each|per)\s*person\b/i.test(title)) return "each person";
  if (/\b(?:each|per)\s*(?:accident|occurrence)\b/i.test(title)) return "each accident";
  return null;
}

const SECTION_END = /^(?:endorsements?|total|discounts?|forms?|interested|additional|notes?|premium)\b/i;

/** Rows of values under a title row: close below it, each holding an amount or a "Not covered"-like word. */
function rowsUnder(doc: Doc, last: Row, firstTitle: Cell, kind: Kind): Row[] {
  const out: Row[] = [];
  let prev = last;
  for (let i = last.index + 1; i < doc.rows.length && out.length < 12; i++) {
    const row = doc.rows[i];
    if (row.page !== last.page || row.y - prev.y > 3 * last.h) break;
    const values = row.cells.filter((c) => c.x >= firstTitle.x - 4);
    const valued = (r: Row) =>
      r.cells.some(
        (c) => c.x >= firstTitle.x - 4 && (hasAmount(c.text) || /included|not\s*covered|none|ded/i.test(c.text)),
      );
    // A line of the row label alone (a vehicle's VIN under its name) when values follow it; a
    // section's title ("Endorsements", "Total policy premium") ends the table.
    if (!values.length && SECTION_END.test(row.text)) break;
    // Another row of coverage titles ("Comprehensive Deductible | Collision Deductible") starts a
    // table of its own: caption rows and value rows alternate down an ID card.
    // On a card, one title may share its row with a caption that is no coverage ("COLLISION DED. |
    // TOTAL SIX-MONTH PREMIUM"): a row without amounts that names a coverage is titles all the same.
    const titled = hasAmount(row.text) ? [] : row.cells.filter((c) => classify(kind, c.text) !== null);
    if (
      titled.length >= 2 ||
      titled.some((c) => values.includes(c) && !NOT_CARRIED.test(c.text) && !/included/i.test(c.text))
    )
      break;
    const next = doc.rows[i + 1];
    // The first row under the titles may be such a label too: a vehicle's line heading its own rows.
    if (!values.length && next?.page === row.page && next.y - row.y < 3 * last.h && valued(next)) {
      out.push(row);
      prev = row;
      continue;
    }
    if (!valued(row)) break;
    out.push(row);
    prev = row;
  }
  return out;
}
