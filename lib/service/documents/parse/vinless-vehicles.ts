import type { Cell, Doc } from "./doc";
import { makesNamed } from "./makes";
import { descriptionCandidates, trimModel, type Description } from "./vehicle-descriptions";
import type { VehicleFound } from "./vehicles";

// A page that prints no VIN at all (blanked out when a copy is anonymised, or a summary that leaves
// it out) still names its vehicles: "2016 Toyo Corolla L" over its coverages, "2016 Toyota Corolla
// L $1,088.05" in the premium summary. Each distinct year, make and model is one vehicle, however
// the make is abbreviated; without the VIN to confirm it the reading is trusted less.

/** More than this many distinct descriptions is a list of something else (a price guide, a fleet of quotes). */
const MAX_VEHICLES = 8;
const CONFIDENCE = 0.7;

const alnum = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

type Mention = Description & { row: number; page: number };

/** "Model year: 2014 | Make: Toyota | Model: Corolla", "YR=2014 | MAKE=TOYOTA | MODEL=COROLLA": a description in captioned cells. */
const CAPTIONED = {
  year: /^(?:model\s*year|year|yr)\s*[:=]\s*((?:19[5-9]|20[0-4])\d)$/i,
  make: /^make\s*[:=]\s*(.+)$/i,
  model: /^model\s*[:=]\s*(.+)$/i,
};

function captionedDescriptions(doc: Doc): Mention[] {
  return doc.rows.flatMap((row) => {
    const value = (re: RegExp) => row.cells.map((c) => re.exec(c.text.trim())?.[1]).find(Boolean);
    const [year, make, model] = [value(CAPTIONED.year), value(CAPTIONED.make), value(CAPTIONED.model)];
    return year && make && model ? [{ year: Number(year), make, model, row: row.index, page: row.page }] : [];
  });
}

export function vehiclesWithoutVins(doc: Doc): VehicleFound[] {
  const byKey = new Map<string, { year: number; makes: string[]; models: string[]; cells: Cell[] }>();
  for (const c of [...descriptionCandidates(doc), ...captionedDescriptions(doc)]) {
    const make = makesNamed(c.make)[0];
    const model = trimModel(c.model);
    if (!make || !model) continue;
    const key = `${c.year}|${make}|${alnum(model.split(/\s+/)[0])}`;
    const entry = byKey.get(key) ?? { year: c.year, makes: [], models: [], cells: [] };
    entry.makes.push(c.make);
    entry.models.push(model);
    const row = doc.rows[c.row];
    const cell = row.cells.find((x) => alnum(x.text).includes(alnum(`${c.year}${c.make}`))) ?? row.cells[0];
    if (cell && !entry.cells.includes(cell)) entry.cells.push(cell);
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
    vinCheckDigitValid: false,
    cells: v.cells,
    confidence: CONFIDENCE,
  }));
}

const longest = (xs: string[]) => xs.reduce((a, b) => (b.length > a.length ? b : a));
