import type { Address, CoverageCode, Property } from "@/lib/schemas/policy";
import type { BreakdownItem, RuleOutcome, RuleStatus } from "./types";

// Wording shared by the rules: messages are read by lender staff, so amounts, vehicles and
// coverages are named the way they appear on a declarations page.

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function money(amount: number): string {
  return dollars.format(amount);
}

export const COVERAGE_NAMES: Partial<Record<CoverageCode, string>> = {
  BI: "Bodily injury liability",
  PD: "Property damage liability",
  CSL: "Combined single limit liability",
  UMBI: "Uninsured motorist bodily injury",
  UIMBI: "Underinsured motorist bodily injury",
  UMPD: "Uninsured motorist property damage",
  UIMPD: "Underinsured motorist property damage",
  COLL: "Collision",
  COMP: "Comprehensive",
  DWELLING: "Dwelling",
  PERSONAL_PROPERTY: "Personal property",
};

export function coverageName(code: CoverageCode): string {
  return COVERAGE_NAMES[code] ?? code;
}

type VehicleProperty = Extract<Property, { type: "vehicle" }>;
type DwellingProperty = Extract<Property, { type: "dwelling" }>;

/** "2003 Honda Accord (1HGCM82633A004352)", falling back to whatever is known. */
export function vehicleLabel(vehicle: VehicleProperty, position: number): string {
  const { year, make, model, vin } = vehicle.data;
  const description = [year, make, model].filter((part) => part !== null && part !== "").join(" ");
  if (description && vin) return `${description} (${vin})`;
  return description || (vin ? `Vehicle ${vin}` : `Vehicle ${position + 1}`);
}

export function addressLine(address: Address): string {
  return [address.addressLine1, address.addressLine2, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part && part.trim())
    .join(", ");
}

export function dwellingLabel(dwelling: DwellingProperty, position: number): string {
  return dwelling.data.address ? addressLine(dwelling.data.address) : `Dwelling ${position + 1}`;
}

export function outcome(status: RuleStatus, title: string, detail: string, items: BreakdownItem[] = []): RuleOutcome {
  return { status, message: { title, detail }, breakdown: { items } };
}

/** "a, b and c" */
export function listOf(parts: string[]): string {
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}
