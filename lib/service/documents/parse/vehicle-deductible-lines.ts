import type { Doc, Row } from "./doc";
import { parseDeductible } from "./money";
import { VEHICLE_NOUN, type VehicleRef } from "./vehicle-context";

// "Collision | $126.06 | $228.81" over "Actual Cash Value Less Deductible" over "Veh 1 - $1,000/Waiver*
// Veh 2 - $250/Waiver*": the coverage's row holds each car's premium, and a line under it names each
// car's deductible. Read as one deductible per named vehicle, never as the premiums above.

const PER_VEHICLE = new RegExp(
  String.raw`\b${VEHICLE_NOUN}\.?\s*#?\s*(\d{1,2})\s*[-–:]\s*(\$\s?\d[\d,]*(?:\.\d\d)?|none|waived)`,
  "gi",
);

const CAPTION = new RegExp(String.raw`^${VEHICLE_NOUN}\.?\s*#?\s*(\d{1,2})\s*[-–:]?$`, "i");

export interface VehicleDeductible {
  vehicle: number;
  deductible: number;
}

/** The deductibles a coverage row's next lines give per vehicle, or [] when they give none. */
export function deductiblesByVehicleLine(
  doc: Doc,
  row: Row,
  vehicles: VehicleRef[],
  isCoverageRow: (r: Row) => boolean,
): VehicleDeductible[] {
  const out: VehicleDeductible[] = [];
  const add = (n: number, deductible: number | null) => {
    if (n >= 1 && n <= vehicles.length && deductible !== null && !out.some((d) => d.vehicle === n - 1))
      out.push({ vehicle: n - 1, deductible });
  };
  for (const next of doc.rows.slice(row.index + 1, row.index + 4)) {
    if (next.page !== row.page || isCoverageRow(next)) break;
    // "Veh 1: | Veh 2:" over "$1,000/Waiver* | $1,000/Waiver*": captions over their values.
    const below = doc.rows[next.index + 1];
    for (const cell of next.cells) {
      const caption = CAPTION.exec(cell.text.trim());
      const value = caption && below?.page === next.page ? below.cells.find((c) => Math.abs(c.x - cell.x) < 12) : null;
      if (caption && value) add(Number(caption[1]), parseDeductible(value.text));
    }
    for (const m of next.text.matchAll(PER_VEHICLE))
      add(Number(m[1]), /none|waived/i.test(m[2]) ? 0 : parseDeductible(m[2]));
    if (out.length) break;
  }
  return out;
}
