import type { Coverage, Property, ThirdParty } from "@/lib/schemas/policy";
import { newId } from "@/lib/service/ids";
import { findCoverages } from "./coverages";
import type { Doc } from "./doc";
import { findInterests } from "./interests";
import { findVehicles } from "./vehicles";

export interface AssetsRead {
  properties: Property[];
  coverages: Coverage[];
  thirdParties: ThirdParty[];
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
      data: { vin: v.vin, year: v.year, make: v.make, model: v.model, vinCheckDigitValid: v.vinCheckDigitValid },
    };
  });
  const coverages: Coverage[] = findCoverages(doc, "auto", vehicles).map((c) => ({
    code: c.code,
    limitPerPerson: c.limitPerPerson,
    limitPerAccident: c.limitPerAccident,
    deductible: c.deductible,
    property: c.vehicle === null ? null : ids[c.vehicle],
  }));
  const thirdParties: ThirdParty[] = findInterests(doc, vehicles).map((p) => ({
    type: p.type,
    name: p.name,
    address: p.address,
    loanNumber: p.loanNumber,
    property: p.vehicle === null ? null : ids[p.vehicle],
  }));
  return { properties, coverages, thirdParties };
}
