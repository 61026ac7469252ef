import { outcome } from "../describe";
import { defineRule, type RuleStatus } from "../types";

export const policyActive = defineRule({
  name: "policy-active",
  description: "The policy is in force.",
  appliesTo: ["auto", "home", "condo"],
  inputs: {},
  evaluate({ policy, today }) {
    const reported = policy.isActive === null ? null : policy.isActive ? "active" : "not active";
    const item = (status: RuleStatus, note?: string) => [
      { label: "Policy status", expected: "active", actual: reported, status, ...(note ? { note } : {}) },
    ];
    // Policy dates may carry a time of day; the comparison is by calendar day.
    const effective = policy.effectiveDate?.slice(0, 10) ?? null;
    const expiration = policy.expirationDate?.slice(0, 10) ?? null;
    const expired = expiration !== null && expiration < today;

    if (policy.isActive === false) {
      return outcome("fail", "Policy is not active", "The carrier reports this policy as not active.", item("fail"));
    }
    if (policy.isActive === true && expired) {
      const detail = `The carrier reports this policy as active, but its expiration date ${expiration} has passed.`;
      return outcome("caution", "Policy status needs a look", detail, item("caution", `Expired on ${expiration}.`));
    }
    if (policy.isActive === true) {
      return outcome("pass", "Policy is active", "The carrier reports this policy as active.", item("pass"));
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
