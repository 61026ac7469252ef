import type { Doc } from "./doc";
import { findInterestsUnderHeading } from "./interest-heading";
import type { PartyFound } from "./party-words";
import { findThirdParties } from "./third-parties";
import type { VehicleRef } from "./vehicle-context";

/** Parties with an interest: those a typed label names, then those listed under a generic interests heading. */
export function findInterests(doc: Doc, vehicles: VehicleRef[]): PartyFound[] {
  const typed = findThirdParties(doc, vehicles);
  const key = (p: PartyFound) => p.name.toLowerCase().replace(/[^a-z0-9]/g, "");
  const seen = new Set(typed.map(key));
  return [...typed, ...findInterestsUnderHeading(doc, vehicles).filter((p) => !seen.has(key(p)))];
}
