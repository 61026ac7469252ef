import { outcome } from "../describe";
import { textInput } from "../inputs";
import { personNamesMatch } from "@/lib/service/names/match";
import { anyItemStatus } from "../status";
import { defineRule, type BreakdownItem } from "../types";

export const insuredsMatch = defineRule({
  name: "insureds-match",
  description: "The given person (e.g. the borrower) is an insured on the policy.",
  appliesTo: ["auto", "home", "condo"],
  inputs: {
    firstName: textInput(false, "First name of the person expected on the policy."),
    lastName: textInput(false, "Last name of the person expected on the policy."),
    name: textInput(false, "Full name, used when first and last name are not given separately."),
  },
  evaluate({ policy, inputs }) {
    // A first name alone cannot identify a person, so it needs a last name (or a full name) with it.
    const structured = Boolean(inputs.lastName);
    if (!structured && !inputs.name) {
      const detail = inputs.firstName
        ? 'The input "lastName" was not provided; a first name alone cannot be compared with the insureds.'
        : 'Provide the input "lastName" (with "firstName") or "name" to compare with the insureds.';
      return outcome("unknown", "No name to compare", detail);
    }
    const expected = structured ? { firstName: inputs.firstName, lastName: inputs.lastName } : { name: inputs.name };
    const expectedText = structured ? [inputs.firstName, inputs.lastName].filter(Boolean).join(" ") : inputs.name!;
    if (policy.insureds.length === 0) {
      return outcome(
        "unknown",
        "No insureds on the policy",
        `The policy lists no insureds to compare with ${expectedText}.`,
      );
    }
    const items: BreakdownItem[] = policy.insureds.map((insured, position) => {
      const actual = [insured.firstName, insured.lastName].filter(Boolean).join(" ");
      if (!actual) {
        return {
          label: `Insured ${position + 1}`,
          expected: expectedText,
          actual: null,
          status: "unknown",
          note: "Name not stated on the policy.",
        };
      }
      const result = personNamesMatch(expected, insured);
      return {
        label: actual,
        expected: expectedText,
        actual,
        status: result.match ? "pass" : "fail",
        note: result.reason,
      };
    });
    const status = anyItemStatus(items.map((item) => item.status));
    const matched = items.find((item) => item.status === "pass");
    const names = items.filter((item) => item.actual !== null).map((item) => item.actual as string);
    switch (status) {
      case "pass":
        return outcome(
          "pass",
          "Insured matches",
          matched!.note ?? `${expectedText} is an insured on the policy.`,
          items,
        );
      case "fail":
        return outcome(
          "fail",
          "Insured does not match",
          `${expectedText} is not among the insureds on the policy (${names.join(", ")}).`,
          items,
        );
      case "caution":
        return outcome(
          "caution",
          "Insured not confirmed",
          `${expectedText} does not match the named insureds, and some insured names are not stated on the policy.`,
          items,
        );
      default:
        return outcome(
          "unknown",
          "Insured names unknown",
          `The policy does not state the insureds' names to compare with ${expectedText}.`,
          items,
        );
    }
  },
});
