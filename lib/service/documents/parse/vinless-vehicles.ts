import { cellsBelow, type Cell, type Doc } from "./doc";
import { makesNamed } from "./makes";
import { alnum } from "./vehicle-context";
import { descriptionCandidates, trimModel, type Candidate } from "./vehicle-descriptions";
import type { VehicleFound } from "./vehicles";

// A page that prints no VIN at all (blanked out when a copy is anonymised, or a summary that leaves
// it out) still names its vehicles: "2016 Toyo Corolla L" over its coverages, "2016 Toyota Corolla
// L $1,088.05" in the premium summary. Each distinct year, make and model is one vehicle, however
// the make is abbreviated; without the VIN to confirm it the reading is trusted less.

/** More than this many distinct descriptions is a list of something else (a price guide, a fleet of quotes). */
const MAX_VEHICLES = 8;
const CONFIDENCE = 0.7;

/** "Model year: 2014 | Make: Toyota | Model: Corolla", "YR=2014 | MAKE=TOYOTA | MODEL=COROLLA": a description in captioned cells. */
const CAPTIONED = {
  year: /^(?:model\s*year|year|yr)\s*[:=]\s*((?:19[5-9]|20[0-4])\d)$/i,
  make: /^make\s*[:=]\s*(.+)$/i,
  model: /^model\s*[:=]\s*(.+)$/i,
};

function captionedDescriptions(doc: Doc): Candidate[] {
  return doc.rows.flatMap((row) => {
    const value = (re: RegExp) => row.cells.map((c) => re.exec(c.text.trim())?.[1]).find(Boolean);
    const [year, make, model] = [value(CAPTIONED.year), value(CAPTIONED.make), value(CAPTIONED.model)];
    return year && make && model ? [{ year: Number(year), make, model, row: row.index, page: row.page }] : [];
  });
}

/** "Vehicle 1 2012 Chevrolet" over "Silverado 1500": a cell that ends with the make, the model in the cell under it. */
const YEAR_MAKE_END = /(?:^|\s)((?:19[5-9]|20[0-4])\d)\s+([A-Za-z][A-Za-z-]*(?:\s[A-Za-z][A-Za-z-]*)?)$/;

function stackedDescriptions(doc: Doc): Candidate[] {
  return doc.rows.flatMap((row) =>
    row.cells.flatMap((cell) => {
      const m = YEAR_MAKE_END.exec(cell.text.trim());
      if (!m || !makesNamed(m[2]).length) return [];
      const under = cellsBelow(doc, cell, 1, 0, 1)[0];
      const model = under ? trimModel(under.text) : "";
      return model ? [{ year: Number(m[1]), make: m[2], model, row: row.index, page: row.page }] : [];
    }),
  );
}

/** A row that reports a vehicle leaving the policy does not name one of its vehicles. */
const LEFT_POLICY = /\b(?:deleted|removed|replaced|dropped|sold|traded)\b/i;
/** Where a status column follows the model ("Atlas  Not listed", "Cherokee  INCL"). */
const STATUS_WORD = /\s+(?:not|none|incl(?:uded)?|excl(?:uded)?|yes|no|listed)\b.*$/i;

/** The model words after the make within the description's own cell: the next cell is another column. */
function modelInCell(cell: Cell | undefined, make: string): string {
  if (!cell) return "";
  const at = cell.text.toLowerCase().indexOf(make.toLowerCase());
  return at < 0 ? "" : cell.text.slice(at + make.length).trim();
}

export function vehiclesWithoutVins(doc: Doc): VehicleFound[] {
  const byKey = new Map<string, { year: number; makes: string[]; models: string[]; cells: Cell[] }>();
  const mentions = [...descriptionCandidates(doc), ...captionedDescriptions(doc), ...stackedDescriptions(doc)];
  for (const c of mentions) {
    const row = doc.rows[c.row];
    if (LEFT_POLICY.test(row.text)) continue;
    const cell = row.cells.find((x) => alnum(x.text).includes(alnum(`${c.year}${c.make}`)));
    const make = makesNamed(c.make)[0];
    const model = trimModel((modelInCell(cell, c.make) || c.model).replace(STATUS_WORD, ""));
    if (!make || !model) continue;
    const key = `${c.year}|${make}|${alnum(model.split(/\s+/)[0])}`;
    const entry = byKey.get(key) ?? { year: c.year, makes: [], models: [], cells: [] };
    entry.makes.push(c.make);
    entry.models.push(model);
    const at = cell ?? row.cells[0];
    if (at && !entry.cells.includes(at)) entry.cells.push(at);
    byKey.set(key, entry);
  }
  if (byKey.size > MAX_VEHICLES) return [];
  return [...byKey.values()].map((v) => ({
    vin: null,
    year: v.year,
    // The fullest spelling printed ("Toyota" over "Toyo"); the shortest model, which the others
    // extend with a trim or a body type.
    make: longest(v.makes),
    makeSpellings: [...new Set(v.makes)],
    model: v.models.reduce((a, b) => (b.length < a.length ? b : a)),
    cells: v.cells,
    confidence: CONFIDENCE,
  }));
}

const longest = (xs: string[]) => xs.reduce((a, b) => (b.length > a.length ? b : a));
