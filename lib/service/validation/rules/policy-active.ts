import { outcome } from "../describe";
import { defineRule, type RuleStatus } from "../types";

// A carrier reports whether a policy is active; a document only prints its term, so for a policy
// read from one the service worked isActive out from the dates, and the wording says so. A term
// that starts after the check day is "not yet in force": a bound policy the borrower bought ahead,
// worth a look on the day it starts, not a lapse.

export const policyActive = defineRule({
  name: "policy-active",
  description: "The policy is in force.",
  appliesTo: ["auto", "home", "condo"],
  inputs: {},
  evaluate({ policy, today }) {
    const fromDocument = policy.readFrom === "document";
    const reported = policy.isActive === null ? null : policy.isActive ? "active" : "not active";
    const item = (status: RuleStatus, note?: string) => [
      { label: "Policy status", expected: "active", actual: reported, status, ...(note ? { note } : {}) },
    ];
    // Policy dates may carry a time of day; the comparison is by calendar day.
    const effective = policy.effectiveDate?.slice(0, 10) ?? null;
    const expiration = policy.expirationDate?.slice(0, 10) ?? null;
    const expired = expiration !== null && expiration < today;
    const notStarted = effective !== null && effective > today && !expired;

    if (notStarted && policy.isActive !== true) {
      const detail = fromDocument
        ? `The document shows a term starting on ${effective}; the policy is not in force until then.`
        : policy.isActive === false
          ? `The carrier reports this policy as not active yet: its term starts on ${effective}.`
          : `The carrier did not report whether the policy is active; its term starts on ${effective}.`;
      // Unreported and not started stays unknown (nobody vouches for it); otherwise a person checks it on the day.
      const status: RuleStatus = policy.isActive === null && !fromDocument ? "unknown" : "caution";
      return outcome(status, "Not yet in force", detail, item(status, `Starts on ${effective}.`));
    }
    if (fromDocument && policy.isActive === false) {
      const detail = expired
        ? `The document shows a term that ended on ${expiration}.`
        : "The document does not show a term covering today.";
      return outcome("fail", "Policy is not in force", detail, item("fail"));
    }
    if (policy.isActive === false) {
      return outcome("fail", "Policy is not active", "The carrier reports this policy as not active.", item("fail"));
    }
    const says = fromDocument ? "The document shows this policy" : "The carrier reports this policy";
    if (policy.isActive === true && expired) {
      const detail = `${says} as active, but its expiration date ${expiration} has passed.`;
      return outcome("caution", "Policy status needs a look", detail, item("caution", `Expired on ${expiration}.`));
    }
    if (policy.isActive === true) {
      const detail = fromDocument
        ? `The document shows a term from ${effective} to ${expiration}, which includes today.`
        : "The carrier reports this policy as active.";
      return outcome("pass", "Policy is active", detail, item("pass"));
    }
    if (fromDocument) {
      const detail = "The document does not show a complete term, so whether the policy is in force is not known.";
      return outcome("unknown", "Policy status unknown", detail, item("unknown"));
    }
    // The carrier did not say: the term dates are the only evidence left.
    if (effective !== null && expiration !== null && effective <= today && !expired) {
      const detail = `The carrier did not report whether the policy is active; its term runs from ${effective} to ${expiration}.`;
      return outcome(
        "caution",
        "Policy status not confirmed",
        detail,
        item("caution", "The term dates include today."),
      );
    }
    if (expired) {
      const detail = `The carrier did not report whether the policy is active, and its expiration date ${expiration} has passed.`;
      return outcome("caution", "Policy status not confirmed", detail, item("caution", `Expired on ${expiration}.`));
    }
    return outcome(
      "unknown",
      "Policy status unknown",
      "The carrier did not report whether the policy is active.",
      item("unknown"),
    );
  },
});
