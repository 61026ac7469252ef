import type { Coverage, Property, ThirdParty } from "@/lib/schemas/policy";
import { newId } from "@/lib/service/ids";
import { findCoverages, type CoverageFound } from "./coverages";
import { completeTwoLineSplits } from "./split-limit-lines";
import { sweepCoverages } from "./coverage-sweep";
import type { Doc } from "./doc";
import { COMMON_DEDUCTIBLES } from "./money";
import { findInterests } from "./interests";
import { findVehicles } from "./vehicles";

export interface AssetsRead {
  properties: Property[];
  coverages: Coverage[];
  thirdParties: ThirdParty[];
  /** The coverages came from the last-resort sweep, not a table reader: trust them less. */
  swept?: boolean;
  /** Of the coverages kept, the share the other reading found alike (auto pages only). */
  agreement?: number;
}

/** The vehicles of an auto declarations page, their coverages and the parties with an interest in them. */
export function readAuto(doc: Doc, fields: Record<string, number>): AssetsRead {
  const vehicles = findVehicles(doc);
  const ids = vehicles.map(() => newId("prp"));
  const properties: Property[] = vehicles.map((v, i) => {
    fields[`properties[${i}]`] = v.confidence;
    return {
      id: ids[i],
      type: "vehicle",
      data: {
        vin: v.vin,
        year: v.year,
        make: v.make,
        model: v.model,
        ...(v.vinCheckDigitValid === undefined ? {} : { vinCheckDigitValid: v.vinCheckDigitValid }),
      },
    };
  });
  // Two readings of the coverages: the table readers', and a line-by-line sweep that knows no
  // columns. The sweep is kept only when it clearly holds together better than the tables' reading.
  const tables = findCoverages(doc, "auto", vehicles);
  const sweep = sweepCoverages(doc, vehicles);
  const swept = completeness(sweep) > completeness(tables) + 1;
  const coverages: Coverage[] = completeTwoLineSplits(doc, swept ? sweep : tables).map((c) => ({
    code: c.code,
    limitPerPerson: c.limitPerPerson,
    limitPerAccident: c.limitPerAccident,
    deductible: c.deductible,
    property: c.vehicle === null ? null : ids[c.vehicle],
  }));
  const thirdParties: ThirdParty[] = findInterests(doc, vehicles, "auto").map((p) => ({
    type: p.type,
    name: p.name,
    address: p.address,
    loanNumber: p.loanNumber,
    property: p.vehicle === null ? null : ids[p.vehicle],
  }));
  return {
    properties,
    coverages,
    thirdParties,
    swept,
    agreement: agreement(swept ? sweep : tables, swept ? tables : sweep),
  };
}

/**
 * Of the coverages kept, the share the other reading found with the same code, values and vehicle.
 * The sweep knows nothing of columns and the tables nothing of line runs, so where both give the
 * same values the page is most likely read right; where they part, one of them misread it.
 */
function agreement(kept: CoverageFound[], other: CoverageFound[]): number {
  if (!kept.length) return 0;
  const key = (c: CoverageFound) => `${c.code}|${c.limitPerPerson}|${c.limitPerAccident}|${c.deductible}|${c.vehicle}`;
  const others = new Set(other.map(key));
  return kept.filter((c) => others.has(key(c))).length / kept.length;
}

/**
 * How far a reading of the coverages holds together as an auto policy: liability present, split
 * limits in order, deductibles that are deductibles, limits that are limits. Values that are more
 * likely premiums ("$182" read as a limit, "$90" as a deductible) count against it.
 */
function completeness(found: CoverageFound[]): number {
  const has = (code: string) => found.some((c) => c.code === code);
  const core = (has("BI") || has("CSL")) && (has("PD") || has("CSL"));
  const split = found.filter((c) => c.limitPerPerson !== null && c.limitPerAccident !== null);
  const disordered = split.filter((c) => c.limitPerPerson! > c.limitPerAccident!).length;
  const deductibles = found.map((c) => c.deductible).filter((d): d is number => d !== null);
  const plausible = deductibles.filter((d) => COMMON_DEDUCTIBLES.has(d)).length;
  const limits = found.flatMap((c) => [c.limitPerPerson, c.limitPerAccident]).filter((l): l is number => l !== null);
  const smallLimits = limits.filter((l) => l < 5000).length;
  const distinct = new Set(found.map((c) => `${c.code}|${c.limitPerPerson}|${c.limitPerAccident}|${c.deductible}`));
  return (
    (core ? 3 : 0) +
    2 * split.length +
    plausible -
    2 * (deductibles.length - plausible) -
    2 * smallLimits -
    3 * disordered +
    0.5 * distinct.size
  );
}
