import type { Address } from "@/lib/schemas/policy";
import { addressesMatch } from "../address-match";
import { addressLine, dwellingLabel, listOf, outcome, vehicleLabel } from "../describe";
import { addressInput, textInput, type AddressInput } from "../inputs";
import { anyItemStatus } from "../status";
import { defineRule, type BreakdownItem, type PolicyTermView, type RuleOutcome } from "../types";
import { vinMatchKey } from "@/lib/vin";

function matchVehicle(policy: PolicyTermView, vin: string): RuleOutcome {
  const vehicles = policy.properties.filter((property) => property.type === "vehicle");
  if (vehicles.length === 0)
    return outcome("unknown", "No vehicles on the policy", `The policy lists no vehicles to compare with VIN ${vin}.`);
  const wanted = vinMatchKey(vin);
  const items: BreakdownItem[] = vehicles.map((vehicle, position) => {
    const label = vehicleLabel(vehicle, position);
    const actual = vehicle.data.vin;
    if (!actual)
      return { label, expected: vin, actual: null, status: "unknown", note: "VIN not stated on the policy." };
    const found = vinMatchKey(actual);
    if (found === wanted) return { label, expected: vin, actual, status: "pass" };
    // A shared tail usually means a typo in one of the two VINs rather than another vehicle.
    const note =
      found.length >= 6 && found.slice(-6) === wanted.slice(-6)
        ? "The last 6 characters match; check both VINs for a typo."
        : undefined;
    return { label, expected: vin, actual, status: "fail", ...(note ? { note } : {}) };
  });
  const status = anyItemStatus(items.map((item) => item.status));
  const listed = listOf(items.map((item) => item.label));
  if (status === "pass")
    return outcome(
      "pass",
      "Vehicle is on the policy",
      `${items.find((item) => item.status === "pass")!.label} is on the policy.`,
      items,
    );
  if (status === "fail")
    return outcome(
      "fail",
      "Vehicle not on the policy",
      `No vehicle on the policy has VIN ${vin}. The policy lists ${listed}.`,
      items,
    );
  if (status === "caution") {
    return outcome(
      "caution",
      "Vehicle not confirmed",
      `No listed VIN matches ${vin}, and some vehicles have no VIN stated. The policy lists ${listed}.`,
      items,
    );
  }
  return outcome(
    "unknown",
    "Vehicle VINs unknown",
    `The policy does not state the VINs of its vehicles to compare with ${vin}.`,
    items,
  );
}

function matchDwelling(policy: PolicyTermView, expected: AddressInput): RuleOutcome {
  const dwellings = policy.properties.filter((property) => property.type === "dwelling");
  const candidates: Array<{ label: string; address: Address | null }> =
    dwellings.length > 0
      ? dwellings.map((dwelling, position) => ({
          label: dwellingLabel(dwelling, position),
          address: dwelling.data.address,
        }))
      : [{ label: "Policy address", address: policy.address }];
  const expectedText = typeof expected === "string" ? expected : addressLine(expected);
  const items: BreakdownItem[] = candidates.map(({ label, address }) => {
    if (!address)
      return {
        label,
        expected: expectedText,
        actual: null,
        status: "unknown",
        note: "Address not stated on the policy.",
      };
    const result = addressesMatch(expected, address);
    return {
      label,
      expected: expectedText,
      actual: addressLine(address),
      status: result.match ? "pass" : "fail",
      note: result.reason,
    };
  });
  const status = anyItemStatus(items.map((item) => item.status));
  if (status === "pass")
    return outcome("pass", "Property is on the policy", `${expectedText} is the insured property.`, items);
  if (status === "fail") {
    return outcome(
      "fail",
      "Property not on the policy",
      `${expectedText} is not the insured property (${listOf(items.map((item) => item.label))}).`,
      items,
    );
  }
  if (status === "caution")
    return outcome(
      "caution",
      "Property not confirmed",
      `${expectedText} does not match the listed addresses, and some are not stated on the policy.`,
      items,
    );
  return outcome(
    "unknown",
    "Property address unknown",
    `The policy does not state the insured property's address to compare with ${expectedText}.`,
    items,
  );
}

export const propertiesMatch = defineRule({
  name: "properties-match",
  description: "The financed vehicle (by VIN) or property (by address) is insured by the policy.",
  appliesTo: ["auto", "home", "condo"],
  inputs: {
    vin: textInput(false, "VIN of the financed vehicle (auto policies)."),
    address: addressInput(false, "Address of the financed property (home and condo policies)."),
  },
  evaluate({ policy, inputs }) {
    if (policy.type === "auto") {
      return inputs.vin
        ? matchVehicle(policy, inputs.vin)
        : outcome("unknown", "No VIN to compare", 'Provide the input "vin" to check the vehicle on an auto policy.');
    }
    return inputs.address
      ? matchDwelling(policy, inputs.address)
      : outcome(
          "unknown",
          "No address to compare",
          `Provide the input "address" to check the property on a ${policy.type} policy.`,
        );
  },
});
