import type { Coverage, CoverageCode } from "@/lib/schemas/policy";
import { dwellingLabel, vehicleLabel } from "./describe";
import type { PolicyTermView } from "./types";

/** The coverages that protect one vehicle or dwelling, or the whole policy when `label` is null. */
export interface CoverageScope {
  label: string | null;
  coverages: Coverage[];
}

/**
 * Groups the policy's coverages of `codes` by the property they protect. A coverage tied to a
 * property applies to it alone; one with no property (or an id the policy does not list) applies to
 * every property without its own. `perProperty: "always"` splits by property even when no coverage
 * is tied to one, because collision and comprehensive must be present on every vehicle.
 */
export function coverageScopes(
  policy: PolicyTermView,
  codes: readonly CoverageCode[],
  propertyType: "vehicle" | "dwelling",
  perProperty: "always" | "when-assigned",
): CoverageScope[] {
  const relevant = policy.coverages.filter((coverage) => codes.includes(coverage.code));
  const properties = policy.properties.filter((property) => property.type === propertyType);
  const ids = new Set(properties.map((property) => property.id));
  const isTied = (coverage: Coverage) => Boolean(coverage.property && ids.has(coverage.property));
  const policyWide = relevant.filter((coverage) => !isTied(coverage));
  if (properties.length === 0 || (perProperty === "when-assigned" && !relevant.some(isTied))) {
    return [{ label: null, coverages: relevant }];
  }
  return properties.map((property, position) => {
    const own = relevant.filter((coverage) => coverage.property === property.id);
    const label = property.type === "vehicle" ? vehicleLabel(property, position) : dwellingLabel(property, position);
    return { label, coverages: own.length > 0 ? own : policyWide };
  });
}

/** The single amount of a coverage with one limit (PD, DWELLING, CSL): carriers put it in either field. */
export function singleLimit(coverage: Coverage): number | null {
  return coverage.limitPerAccident ?? coverage.limitPerPerson;
}
