import type { Coverage, Property } from "@/lib/schemas/policy";

/**
 * The rules' own trust in a coverage set: one that holds what every policy of its type carries (auto:
 * bodily injury and property damage, and physical damage for every vehicle if for any; home: the
 * dwelling with its deductible and liability) is usually right; a set with gaps often misses more
 * than the gap. The confidence model takes this as one of its features.
 */
export function coverageConfidence(type: string, coverages: Coverage[], properties: Property[]): number {
  if (!coverages.length) return 0;
  const has = (code: string) => coverages.some((c) => c.code === code);
  if (type === "auto") {
    const liability = (has("BI") || has("CSL")) && (has("PD") || has("CSL"));
    const physical = coverages.filter((c) => c.code === "COMP" || c.code === "COLL");
    const everyVehicle =
      !physical.length || properties.every((p) => physical.some((c) => c.property === p.id && c.deductible !== null));
    return liability && everyVehicle ? 0.85 : 0.6;
  }
  const dwelling =
    coverages.find((c) => c.code === "DWELLING") ?? coverages.find((c) => c.code === "PERSONAL_PROPERTY");
  return dwelling && dwelling.deductible !== null && has("PERSONAL_LIABILITY") ? 0.85 : 0.6;
}
