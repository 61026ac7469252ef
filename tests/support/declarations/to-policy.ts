import type { Policy } from "@/lib/schemas/policy";
import type { TruthPolicy } from "./policy";

// A truth in the corpus format as the project's Policy: ids for properties, coverages and third
// parties linked to their vehicle by property id instead of by VIN.

export function truthToPolicy(truth: TruthPolicy, id = "pol_generated"): Policy {
  const properties = truth.properties.map((p, i) => ({ ...p, id: `prp_${id}_${i}` }) as Policy["properties"][number]);
  const byVin = new Map(
    properties.flatMap((p) => (p.type === "vehicle" && p.data.vin ? [[p.data.vin, p.id] as const] : [])),
  );
  const dwelling = properties.find((p) => p.type === "dwelling")?.id ?? null;
  const now = "2026-01-01T00:00:00.000Z";
  return {
    id,
    accountId: "acc_generated",
    type: truth.type,
    carrier: { id: null, name: truth.carrier.name, naicCode: truth.carrier.naicCode },
    policyNumber: truth.policyNumber,
    isActive: null,
    effectiveDate: truth.effectiveDate,
    expirationDate: truth.expirationDate,
    premium: truth.premium,
    address: truth.address,
    insureds: truth.insureds,
    properties,
    coverages: truth.coverages.map(({ vin, ...c }) => ({ ...c, property: vin ? byVin.get(vin)! : dwelling })),
    thirdParties: truth.thirdParties.map(({ vin, ...p }) => ({ ...p, property: vin ? byVin.get(vin)! : null })),
    documents: [],
    term: "current",
    hasRenewal: false,
    createdAt: now,
    modifiedAt: now,
  };
}
