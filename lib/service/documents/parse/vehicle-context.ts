import { classifyAutoLabel } from "./coverage-codes";
import type { Doc } from "./doc";
import { findAmounts } from "./money";
import type { VehicleFound } from "./vehicles";

// Which vehicle a row talks about: the VIN printed on it, "Vehicle 2", "2. 2011 Toyota Corolla",
// or the nearest vehicle heading above it.

export type VehicleRef = Pick<VehicleFound, "vin" | "year" | "make" | "model" | "cells" | "makeSpellings">;

/** The words a page numbers its vehicles with ("Veh 2", "Auto 1", "Unit 3"), as a regex source. */
export const VEHICLE_NOUN = String.raw`(?:veh(?:icle)?|auto|car|unit)`;

const ORDINAL = /^\s*(?:veh(?:icle)?\.?\s*#?\s*)?(\d{1,2})\s*[.:)\-–]?\s+/i;
// "V2" is a summary's short form ("Comp Ded V2"); "V6"/"V8" engines are ruled out by the count of vehicles.
const NAMED_ORDINAL = /\b(?:veh(?:icle)?|auto|car|v(?=\d\b))\.?\s*#?\s*(\d{1,2})\b/i;
/** "Comprehensive (#2)", "Coll - #3": a bare number sign is a vehicle's number on a coverage line. */
const HASH_ORDINAL = /(?:^|[\s(\-–])#\s?(\d{1,2})\b(?!\s*[-/]\d)/;

/** Lower-case letters and digits only, for comparing descriptions however they are spaced or punctuated. */
export const alnum = (s: string | null): string => (s ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");

/** Year and make as a page may print them, squashed: every spelling of the make it uses. */
const yearMakes = (v: VehicleRef): string[] =>
  v.year && v.make ? [v.make, ...(v.makeSpellings ?? [])].map((m) => alnum(`${v.year}${m}`)) : [];

/** The vehicle a text names, or null. */
export function vehicleForText(text: string, vehicles: VehicleRef[]): number | null {
  const upper = text.toUpperCase().replace(/\s+/g, "");
  const byVin = vehicles.findIndex((v) => v.vin !== null && upper.includes(v.vin));
  if (byVin >= 0) return byVin;
  const named = NAMED_ORDINAL.exec(text) ?? ORDINAL.exec(text) ?? HASH_ORDINAL.exec(text);
  if (named) {
    const n = Number(named[1]);
    if (n >= 1 && n <= vehicles.length) return n - 1;
  }
  const squashed = alnum(text);
  const byDescription = vehicles.findIndex((v) =>
    yearMakes(v).some((ym) => squashed.includes(`${ym}${alnum(v.model)}`)),
  );
  if (byDescription >= 0) return byDescription;
  // "(2018 Jeep)": year and make alone, when only one vehicle has them.
  const byYearMake = vehicles.flatMap((v, i) => (yearMakes(v).some((ym) => squashed.includes(ym)) ? [i] : []));
  return byYearMake.length === 1 ? byYearMake[0] : null;
}

/** How many of the vehicles a text names by year and make (a table's header row names them all). */
function describedVehicles(text: string, vehicles: VehicleRef[]): number {
  const squashed = alnum(text);
  return vehicles.filter((v) => yearMakes(v).some((ym) => squashed.includes(ym))).length;
}

/**
 * For each row, the vehicle whose heading is the nearest one above it. A heading is a row that
 * names exactly one vehicle; rows listing several vehicles (a vehicle table) are not headings.
 */
export function vehicleAnchors(doc: Doc, vehicles: VehicleRef[]): (rowIndex: number) => number | null {
  const headings: { row: number; vehicle: number }[] = [];
  // A vehicle without a VIN is known only by its descriptions: a row naming it is judged as a
  // titled section like any description, not as the VIN's own row.
  const vinsOn = (index: number): number =>
    vehicles.filter((v) => v.vin !== null && v.cells.some((c) => c.row === index)).length;
  for (const row of doc.rows) {
    const vinsOnRow = vinsOn(row.index);
    if (vinsOnRow > 1) continue;
    const titled = /^\s*veh(?:icle)?\.?\s*#?\s*\d{1,2}\s*[:\-–]/i.test(row.text);
    // A row of a vehicle table (other VINs right above or below) is not a section heading, unless
    // it is titled as one ("Vehicle 1: …", a header row below the table it follows).
    // Two rows apart with a line of coverage values between them, they head a block each (an agency
    // screen's "V1 2020 GMC Sierra VIN …" over "BI 25,000/50,000  OTC 500  COLL 1,500").
    const coverageLineBetween = (i: number) => {
      const between = (i + row.index) / 2;
      return vinsOn(between) === 0 && findAmounts(doc.rows[between].text).length >= 3;
    };
    if (
      vinsOnRow === 1 &&
      !titled &&
      [row.index - 2, row.index - 1, row.index + 1, row.index + 2].some(
        (i) =>
          i >= 0 &&
          i < doc.rows.length &&
          vinsOn(i) > 0 &&
          vehicleForText(doc.rows[i].text, vehicles) !== vehicleForText(row.text, vehicles) &&
          !(Math.abs(i - row.index) === 2 && coverageLineBetween(i)),
      )
    )
      continue;
    // "COVERAGE AND LIMITS - 2026 KIA TELLURIDE": a section titled by the vehicle's description
    // alone, with no amount on it and no other vehicle named in the lines it heads (a list of
    // vehicles names one on every line).
    // A line that opens the block with the vehicle's first coverage ("2015 Ram 2500 Comprehensive:
    // $500" over "Collision: $2,000") heads it as well; such a block may be two lines long.
    const own = vehicleForText(row.text, vehicles);
    // Only a row naming one vehicle alone is worth asking whether it also names a coverage.
    const namesOne = vinsOnRow === 0 && own !== null && describedVehicles(row.text, vehicles) === 1;
    const opensBlock = namesOne && classifyAutoLabel(row.text) !== null;
    const described =
      namesOne &&
      (!/\d[\d,]*\.\d\d|\$/.test(row.text) || opensBlock) &&
      !(opensBlock ? [row.index + 1] : [row.index + 1, row.index + 2]).some((i) => {
        if (i >= doc.rows.length) return false;
        const other = vehicleForText(doc.rows[i].text, vehicles);
        return other !== null && other !== own;
      });
    const isHeading = vinsOnRow === 1 || titled || described;
    if (!isHeading) continue;
    if (own !== null) headings.push({ row: row.index, vehicle: own });
  }
  return (rowIndex) => {
    let found: number | null = null;
    for (const h of headings) if (h.row <= rowIndex) found = h.vehicle;
    return found;
  };
}
