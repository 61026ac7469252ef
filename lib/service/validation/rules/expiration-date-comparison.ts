import { outcome } from "../describe";
import { dateInput } from "../inputs";
import { defineRule } from "../types";

export const expirationDateComparison = defineRule({
  name: "expiration-date-comparison",
  description: "The policy does not expire before the given date.",
  appliesTo: ["auto", "home", "condo"],
  inputs: { date: dateInput(true, "The earliest acceptable expiration date (YYYY-MM-DD).") },
  evaluate({ policy, inputs }) {
    // Policy dates may carry a time of day; the comparison is by calendar day.
    const expiration = policy.expirationDate?.slice(0, 10) ?? null;
    const label = "Expiration date";
    if (expiration === null) {
      return outcome(
        "unknown",
        "Expiration date unknown",
        `The policy does not state an expiration date; it must not expire before ${inputs.date}.`,
        [{ label, expected: inputs.date, actual: null, status: "unknown" }],
      );
    }
    // Both are YYYY-MM-DD, which order as text.
    if (expiration < inputs.date) {
      return outcome(
        "fail",
        "Policy expires too early",
        `The policy expires on ${expiration}, before the required ${inputs.date}.`,
        [{ label, expected: inputs.date, actual: expiration, status: "fail" }],
      );
    }
    return outcome(
      "pass",
      "Expiration date meets the requirement",
      `The policy expires on ${expiration}, not before the required ${inputs.date}.`,
      [{ label, expected: inputs.date, actual: expiration, status: "pass" }],
    );
  },
});
