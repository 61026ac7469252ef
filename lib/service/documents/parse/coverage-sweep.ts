import type { CoverageCode } from "@/lib/schemas/policy";
import { classifyAutoLabel, type AutoLabel } from "./coverage-codes";
import type { CoverageFound } from "./coverages";
import type { Doc, Row } from "./doc";
import { findAmounts, parseLimits } from "./money";
import { vehicleForText, type VehicleRef } from "./vehicle-context";

// The last resort for an auto page whose coverage table none of the table readers recognised: each
// line that starts with a coverage's name owns the amounts on it and on the lines that continue it
// (indented past the name), until the next name. It knows nothing of columns, so it reads only what
// holds whatever the arrangement: premiums are the amounts with cents, a split limit is two amounts
// under "each person" and "each accident" wording, and a deductible per vehicle comes in the
// vehicles' order. Its findings are reported with less confidence than a table's.

const PERSON = /\b(?:each|per|ea\.?)\s*(?:person|pers?\b)/i;
const ACCIDENT = /\b(?:each|per|ea\.?)\s*(?:accident|occurrence|occ\b|acc\b)/i;
/** A line that ends the table: totals, another kind of coverage, endorsements. */
const TABLE_END = /^(?:total|vehicle\s*total|endorsements?|forms?\b|discounts?|drivers?\b)/i;

interface Block {
  label: AutoLabel;
  /** The label's own text: it may name the vehicle ("Collision - 2025 Ford Ranger"). */
  labelText: string;
  texts: string[];
}

/**
 * Lines that begin with a coverage name (in the leftmost column), with the lines that continue them:
 * indented past the name, or holding a value right of it ("Premium: $200.40 | $40,000 each
 * accident" under "Bodily injury | $20,000 each person").
 */
function blocks(doc: Doc): Block[] {
  const out: Block[] = [];
  let open: (Block & { row: Row; last: Row }) | null = null;
  let wrapped: Row | null = null;
  for (const row of doc.rows) {
    // The second line of a label wrapped in its column was read with the first.
    if (row === wrapped) continue;
    const first = row.cells[0];
    const tail = wrappedLabel(doc, row);
    const labelText = tail ? `${first.text} ${tail.cells[0].text}` : first.text;
    const label = classifyAutoLabel(labelText);
    if (label) {
      const texts = [...row.cells.slice(1), ...(tail ? tail.cells.slice(1) : [])].map((c) => c.text);
      open = { label, labelText, texts, row, last: tail ?? row };
      wrapped = tail;
      out.push(open);
      continue;
    }
    const near = open && row.page === open.row.page && row.y - open.last.y < 2.5 * row.h;
    const labelEnd = open ? open.row.cells[0].x2 : 0;
    const continues =
      near &&
      !TABLE_END.test(first.text) &&
      (first.x > open!.row.cells[0].x + 2 * row.h || row.cells.some((c) => c.x > labelEnd));
    if (open && continues) {
      open.texts.push(...row.cells.map((c) => c.text));
      open.last = row;
    } else open = null;
  }
  return out;
}

/**
 * The next line, when it continues this line's label in the same column: "PROPERTY" over "DAMAGE",
 * "OTHER THAN" over "COLLISION" (which alone would read as the other coverage).
 */
function wrappedLabel(doc: Doc, row: Row): Row | null {
  const next = doc.rows[row.index + 1];
  const first = row.cells[0];
  const below = next?.cells[0];
  if (!next || next.page !== row.page || !below || next.y - row.y > 2 * row.h) return null;
  if (Math.abs(below.x - first.x) > 2 || /\d/.test(first.text) || /\d/.test(below.text)) return null;
  // A fragment of a label is a few words; a sentence above a coverage line is not its first half.
  if (first.text.split(/\s+/).length > 4 || /[.:]$/.test(first.text.trim())) return null;
  const alone = classifyAutoLabel(first.text);
  const joined = classifyAutoLabel(`${first.text} ${below.text}`);
  return joined && joined !== alone && (alone === null || classifyAutoLabel(below.text) === null) ? next : null;
}

/** Amounts that are not premiums (cents other than .00) nor percentages; "D500" marks a deductible. */
const valuesIn = (texts: string[]): number[] =>
  findAmounts(texts.join("  ").replace(/\bD\s?(?=\d)/g, " "))
    .filter((a) => !a.oddCents)
    .map((a) => a.value);

const distinct = (xs: number[]) => xs.filter((x, i) => xs.indexOf(x) === i);

export function sweepCoverages(doc: Doc, vehicles: VehicleRef[]): CoverageFound[] {
  const vehicleCount = vehicles.length;
  const out: CoverageFound[] = [];
  const add = (c: CoverageFound) => {
    if (!out.some((o) => o.code === c.code && o.vehicle === c.vehicle)) out.push(c);
  };
  let group: "UM" | "UIM" | null = null;
  for (const block of blocks(doc)) {
    // A whole-dollar premium ("$182", "$90") looks like an amount too: limits run in thousands and
    // deductibles in fifties.
    const physical = block.label === "COMP" || block.label === "COLL";
    const values = valuesIn(block.texts).filter((v) =>
      physical ? v % 50 === 0 && v <= 10_000 : v >= (block.label === "MEDPAY" ? 500 : 5000),
    );
    if (block.label === "UM" || block.label === "UIM") {
      if (!values.length) {
        group = block.label;
        continue;
      }
    }
    let code: CoverageCode =
      block.label === "LIABILITY"
        ? "BI"
        : block.label === "UM"
          ? "UMBI"
          : block.label === "UIM"
            ? "UIMBI"
            : block.label;
    if (group && (code === "BI" || code === "PD")) code = `${group}${code}` as CoverageCode;
    else if (code === "COMP" || code === "COLL" || code === "MEDPAY") group = null;
    if (!values.length) continue;
    if (code === "COMP" || code === "COLL") {
      // The vehicle named by the label, or by the line of its one value ("COMP | VEH 1 | $100").
      const named =
        vehicleForText(block.labelText, vehicles) ??
        (values.length === 1 ? vehicleForText(block.texts.join(" "), vehicles) : null);
      if (named !== null) {
        add({ code, limitPerPerson: null, limitPerAccident: null, deductible: values[0], vehicle: named });
        continue;
      }
      // One deductible for every vehicle, or one per vehicle in the vehicles' order.
      const each = values.length === vehicleCount ? values : values.length === 1 ? values : null;
      if (!each) continue;
      for (let v = 0; v < Math.max(1, vehicleCount); v++)
        add({
          code,
          limitPerPerson: null,
          limitPerAccident: null,
          deductible: each[each.length === 1 ? 0 : v],
          vehicle: vehicleCount ? v : null,
        });
      continue;
    }
    const text = block.texts.join("  ");
    const limits = parseLimits(text);
    const worded = PERSON.test(text) && ACCIDENT.test(text);
    const parts = distinct(values);
    if (limits.perPerson !== null && limits.perAccident !== null) {
      add({
        code,
        limitPerPerson: limits.perPerson,
        limitPerAccident: limits.perAccident,
        deductible: null,
        vehicle: null,
      });
    } else if (worded && parts.length >= 2 && parts[0] < parts[1]) {
      add({ code, limitPerPerson: parts[0], limitPerAccident: parts[1], deductible: null, vehicle: null });
    } else if (parts.length === 1) {
      const perPerson = code === "MEDPAY";
      add({
        code,
        limitPerPerson: perPerson ? parts[0] : null,
        limitPerAccident: perPerson ? null : parts[0],
        deductible: null,
        vehicle: null,
      });
    }
  }
  return out;
}
