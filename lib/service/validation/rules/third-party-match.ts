import { THIRD_PARTY_TYPES, type ThirdParty } from "@/lib/schemas/policy";
import { addressesMatch } from "../address-match";
import { addressLine, listOf, outcome } from "../describe";
import { addressInput, choiceInput, textInput, type AddressInput } from "../inputs";
import { loanNumbersMatch } from "../loan-number";
import { organisationNamesMatch } from "@/lib/shared/organisation-names";
import { anyItemStatus, overallStatus } from "../status";
import { defineRule, type BreakdownItem, type RuleStatus } from "../types";

type PartyType = ThirdParty["type"];

interface Wanted {
  name: string;
  type: PartyType;
  loanNumber?: string;
  address?: AddressInput;
}

interface PartyCheck {
  status: RuleStatus;
  items: BreakdownItem[];
  findings: string[];
}

/** Checks a party whose name matched: its role, loan number and address. */
function checkNamedParty(party: ThirdParty, wanted: Wanted, nameReason: string): PartyCheck {
  const items: BreakdownItem[] = [
    { label: party.name, expected: wanted.name, actual: party.name, status: "pass", note: nameReason },
  ];
  const findings: string[] = [];
  const add = (item: BreakdownItem, finding?: string) => {
    items.push(item);
    if (finding) findings.push(finding);
  };
  add(
    {
      label: `${party.name}: role`,
      expected: wanted.type,
      actual: party.type,
      status: party.type === wanted.type ? "pass" : "caution",
    },
    party.type === wanted.type ? undefined : `${party.name} is listed as ${party.type}, not ${wanted.type}.`,
  );
  if (wanted.loanNumber) {
    const label = `${party.name}: loan number`;
    if (!party.loanNumber) {
      add(
        { label, expected: wanted.loanNumber, actual: null, status: "caution" },
        `The policy does not state a loan number for ${party.name}.`,
      );
    } else {
      const result = loanNumbersMatch(wanted.loanNumber, party.loanNumber);
      const note = result.masked ? "The policy shows only the last digits." : undefined;
      add(
        {
          label,
          expected: wanted.loanNumber,
          actual: party.loanNumber,
          status: result.match ? "pass" : "fail",
          ...(note ? { note } : {}),
        },
        result.match
          ? undefined
          : `The loan number for ${party.name} is ${party.loanNumber}; expected ${wanted.loanNumber}.`,
      );
    }
  }
  if (wanted.address) {
    const label = `${party.name}: address`;
    const expected = typeof wanted.address === "string" ? wanted.address : addressLine(wanted.address);
    if (!party.address) {
      add(
        { label, expected, actual: null, status: "caution" },
        `The policy does not state an address for ${party.name}.`,
      );
    } else {
      // Lenders use several mailing addresses (payment centres, P.O. boxes), so a different one is worth a look, not a failure.
      const result = addressesMatch(wanted.address, party.address);
      add(
        { label, expected, actual: addressLine(party.address), status: result.match ? "pass" : "caution" },
        result.match
          ? undefined
          : `The address for ${party.name} is ${addressLine(party.address)}; expected ${expected}.`,
      );
    }
  }
  return { status: overallStatus(items.map((item) => item.status)), items, findings };
}

export const thirdPartyMatch = defineRule({
  name: "third-party-match",
  description:
    "The lender is listed on the policy as lienholder (auto) or mortgagee (home, condo), with the right loan number and address when given.",
  appliesTo: ["auto", "home", "condo"],
  inputs: {
    name: textInput(true, "Name of the lender expected on the policy."),
    type: choiceInput(
      THIRD_PARTY_TYPES,
      false,
      "Role expected: lienholder (default for auto), lessor, mortgagee (default for home and condo) or interest.",
    ),
    loanNumber: textInput(false, "Loan number expected for the lender."),
    address: addressInput(false, "Address expected for the lender."),
  },
  evaluate({ policy, inputs }) {
    const wanted: Wanted = {
      name: inputs.name,
      type: inputs.type ?? (policy.type === "auto" ? "lienholder" : "mortgagee"),
      loanNumber: inputs.loanNumber,
      address: inputs.address,
    };
    if (policy.thirdParties.length === 0) {
      return outcome(
        "fail",
        "Lender not listed",
        `The policy lists no lienholder, mortgagee or other interest; expected ${wanted.name} as ${wanted.type}.`,
        [{ label: wanted.name, expected: wanted.name, actual: null, status: "fail" }],
      );
    }
    const checks: PartyCheck[] = policy.thirdParties.map((party) => {
      const name = organisationNamesMatch(wanted.name, party.name);
      if (!name.match) {
        return {
          status: "fail",
          items: [{ label: party.name, expected: wanted.name, actual: party.name, status: "fail", note: name.reason }],
          findings: [],
        };
      }
      return checkNamedParty(party, wanted, name.reason);
    });
    const items = checks.flatMap((check) => check.items);
    const status = anyItemStatus(checks.map((check) => check.status));
    const named = checks.filter((check) => check.items[0].status === "pass");
    if (status === "pass") {
      const reason = named.find((check) => check.status === "pass")!.items[0].note;
      return outcome("pass", "Lender is listed", `${reason} The policy lists it as ${wanted.type}.`, items);
    }
    if (named.length === 0) {
      const listed = listOf(policy.thirdParties.map((party) => `${party.name} (${party.type})`));
      return outcome(
        "fail",
        "Lender not listed",
        `${wanted.name} is not listed on the policy. The policy lists ${listed}.`,
        items,
      );
    }
    const detail = named.flatMap((check) => check.findings).join(" ");
    return status === "fail"
      ? outcome("fail", "Lender listed with different details", detail, items)
      : outcome("caution", "Lender listed; details need a look", detail, items);
  },
});
