import { describe, expect, it } from "vitest";
import type { TemplateRule, ValidationResult } from "@/lib/schemas/validation";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import { computeVerdict, policyStanding } from "@/lib/verifications/verdict";
import { autoPolicy, TODAY } from "../validation/fixtures";

// Verdicts come from real service results (evaluateTemplate), so the test breaks if the wire
// shape or the status rules drift from what computeVerdict expects.

type Rules = { rules: TemplateRule[] };

const collision = (max: number): Rules => ({
  rules: [
    { rule: "policy-active", input: {} },
    { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDeductible", default: max } } },
  ],
});

function run(template: Rules, over = {}) {
  const policy = autoPolicy(over);
  const result = evaluateTemplate({ template, policy, term: "current", today: TODAY }) as ValidationResult;
  return computeVerdict(result, policy, TODAY);
}

describe("computeVerdict", () => {
  it("is a Pass with no reasons when every rule passes on an active policy", () => {
    expect(run(collision(1000))).toEqual({
      verdict: "pass",
      standing: { state: "active", expirationDate: "2026-06-01" },
      reasons: [],
    });
  });

  it("is a Fail naming the rule and the service's reason when a requirement is not met", () => {
    const outcome = run(collision(250));
    expect(outcome.verdict).toBe("fail");
    expect(outcome.reasons).toEqual([
      expect.objectContaining({
        ruleKey: "collision-coverage-meets-requirements",
        status: "fail",
        title: "Collision deductible above the maximum",
      }),
    ]);
    expect(outcome.reasons[0].detail).toContain("$500");
  });

  it("needs review when a rule cannot be checked (a required input found nowhere)", () => {
    const template: Rules = { rules: [{ rule: "third-party-match", input: { name: { source: "lienholderName" } } }] };
    const outcome = run(template);
    expect(outcome.verdict).toBe("review");
    expect(outcome.reasons[0]).toMatchObject({ ruleKey: "third-party-match", status: "unknown" });
  });

  it("fails an inactive policy even when the template has no policy-active rule", () => {
    const onlyCollision = { rules: [collision(1000).rules[1]] };
    const outcome = run(onlyCollision, { isActive: false });
    expect(outcome.verdict).toBe("fail");
    expect(outcome.standing.state).toBe("inactive");
    expect(outcome.reasons[0]).toMatchObject({ ruleKey: "policy", title: "Policy is not active" });
  });

  it("marks an expired policy plainly: Fail when nobody says it is active, review when the carrier still does", () => {
    const onlyCollision = { rules: [collision(1000).rules[1]] };
    const silent = run(onlyCollision, { isActive: null, expirationDate: "2026-02-01" });
    expect(silent).toMatchObject({ verdict: "fail", standing: { state: "expired", expirationDate: "2026-02-01" } });
    expect(silent.reasons[0].title).toBe("Policy expired on 2026-02-01");
    const carrierSaysActive = run(onlyCollision, { isActive: true, expirationDate: "2026-02-01" });
    expect(carrierSaysActive.verdict).toBe("review");
  });

  it("names an inactive policy once when the template's policy-active rule already says so", () => {
    const outcome = run(collision(1000), { isActive: false });
    expect(outcome.verdict).toBe("fail");
    expect(outcome.reasons.map((r) => r.ruleKey)).toEqual(["policy-active"]);
  });

  it("does not pass a policy whose standing nobody knows", () => {
    const onlyCollision = { rules: [collision(1000).rules[1]] };
    const outcome = run(onlyCollision, { isActive: null, expirationDate: null });
    expect(outcome.verdict).toBe("review");
    expect(outcome.reasons.at(-1)).toMatchObject({ ruleKey: "policy", title: "Policy status not confirmed" });
  });

  it("orders reasons fail first, then unknown, then caution", () => {
    const template: Rules = {
      rules: [
        { rule: "third-party-match", input: { name: { source: "lienholderName" } } },
        { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "m", default: 100 } } },
      ],
    };
    expect(run(template).reasons.map((r) => r.status)).toEqual(["fail", "unknown"]);
  });
});

describe("policyStanding", () => {
  it("reads the term dates when the carrier is silent", () => {
    expect(policyStanding({ isActive: null, expirationDate: "2026-09-01T00:00:00Z" }, TODAY)).toEqual({
      state: "active",
      expirationDate: "2026-09-01",
    });
  });
});

// Issue 17: verdicts on uploaded documents used the lookup's words ("The carrier reports this policy
// as not active"), and a policy starting next month was "Not active" and a Fail.
describe("computeVerdict on a document, and a term not started yet", () => {
  const documents = [{ id: "doc_1", name: "dec.pdf", source: "user", contentType: "application/pdf", url: null }];
  const fromDocument = (over: Record<string, unknown>) => ({
    ...autoPolicy(over),
    readFrom: "document" as const,
    documents,
  });
  const template: Rules = {
    rules: [
      {
        rule: "collision-coverage-meets-requirements",
        input: { deductible: { source: "maxDeductible", default: 1000 } },
      },
    ],
  };
  const verdictOf = (policy: ReturnType<typeof fromDocument>, rules: Rules = template) =>
    computeVerdict(
      evaluateTemplate({ template: rules, policy, term: "current", today: TODAY }) as ValidationResult,
      policy,
      TODAY,
    );

  it("calls a document's term starting next month Not yet in force, for review, not a Fail", () => {
    const policy = fromDocument({ isActive: false, effectiveDate: "2026-04-15", expirationDate: "2026-10-15" });
    for (const rules of [template, collision(1000)]) {
      const outcome = verdictOf(policy, rules);
      expect(outcome.verdict).toBe("review");
      expect(outcome.reasons[0]).toEqual(expect.objectContaining({ status: "caution", title: "Not yet in force" }));
    }
    expect(verdictOf(policy).standing).toEqual({
      state: "not-yet-in-force",
      effectiveDate: "2026-04-15",
      expirationDate: "2026-10-15",
    });
  });

  it("never says the carrier reports anything about an uploaded document", () => {
    for (const over of [{ isActive: false }, { isActive: false, expirationDate: "2026-01-01" }]) {
      for (const rules of [template, collision(1000)]) {
        const outcome = verdictOf(fromDocument(over), rules);
        expect(outcome.verdict).toBe("fail");
        for (const reason of outcome.reasons) expect(reason.detail).not.toMatch(/carrier reports/i);
      }
    }
  });

  it("keeps the carrier's words for a lookup", () => {
    const lookup = autoPolicy({ isActive: false });
    const result = evaluateTemplate({ template, policy: lookup, term: "current", today: TODAY }) as ValidationResult;
    expect(computeVerdict(result, lookup, TODAY).reasons[0].detail).toBe(
      "The carrier reports this policy as not active.",
    );
  });
});
