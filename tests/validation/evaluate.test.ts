import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateTemplate, overallStatus } from "@/lib/service/validation/evaluate";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";
import type { RuleStatus } from "@/lib/service/validation/types";
import { autoPolicy, coverage, homePolicy, TODAY } from "./fixtures";

const [autoLoan, mortgage, loaner] = SAMPLE_TEMPLATES;

const borrower = {
  minExpirationDate: "2026-05-01",
  borrowerFirstName: "Jordan",
  borrowerLastName: "Rivera",
  vin: "1HGCM82633A004352",
  lienholderName: "ACME ACCEPT CORP ISAOA/ATIMA",
  loanNumber: "LN-001234",
};

describe("evaluateTemplate", () => {
  it("passes a compliant auto policy against the standard auto template", () => {
    const result = evaluateTemplate({
      template: autoLoan,
      policy: autoPolicy(),
      term: "current",
      body: borrower,
      today: TODAY,
    });
    expect(result.status).toBe("pass");
    expect(result.term).toBe("current");
    expect(result.summary.counts).toEqual({ pass: 9, fail: 0, caution: 0, unknown: 0 });
    expect(result.summary["third-party-match"]).toBe("pass");
    expect(result.rules["collision-coverage-meets-requirements"].metadata).toEqual({
      term: "current",
      inputs: { deductible: { value: 1000, source: "default", sourceKey: "maxDeductible" } },
    });
  });

  it("records where each input came from", () => {
    const result = evaluateTemplate({
      template: autoLoan,
      policy: autoPolicy(),
      term: "renewal",
      body: { ...borrower, maxDeductible: "250" },
      metadata: { minPropertyDamage: 50000, minExpirationDate: "2027-01-01" },
      today: TODAY,
    });
    const inputs = (rule: string) => result.rules[rule].metadata.inputs;
    expect(inputs("collision-coverage-meets-requirements").deductible).toEqual({
      value: 250,
      source: "request",
      sourceKey: "maxDeductible",
    });
    expect(inputs("property-damage-coverage-meets-requirements").limitPerAccident).toEqual({
      value: 50000,
      source: "metadata",
      sourceKey: "minPropertyDamage",
    });
    expect(inputs("expiration-date-comparison").date.source).toBe("request");
    expect(result.rules["collision-coverage-meets-requirements"].status).toBe("fail");
    expect(result.rules["policy-active"].metadata.term).toBe("renewal");
    expect(result.status).toBe("fail");
  });

  it("makes a rule unknown when a required input is found nowhere, naming it", () => {
    const result = evaluateTemplate({
      template: mortgage,
      policy: homePolicy(),
      term: "current",
      body: { lienholderName: "First National Bank" },
      today: TODAY,
    });
    const dwelling = result.rules["dwelling-coverage-meets-requirements"];
    expect(dwelling.status).toBe("unknown");
    expect(dwelling.message.detail).toContain('"limit"');
    expect(dwelling.message.detail).toContain('"loanAmount"');
    expect(dwelling.metadata.inputs.limit).toEqual({ value: null, source: null, sourceKey: "loanAmount" });
    expect(result.status).toBe("caution");
  });

  it("makes a rule unknown when its input value is invalid", () => {
    const result = evaluateTemplate({
      template: loaner,
      policy: autoPolicy(),
      term: "current",
      body: { maxDeductible: "abc" },
      today: TODAY,
    });
    const collision = result.rules["collision-coverage-meets-requirements"];
    expect(collision.status).toBe("unknown");
    expect(collision.message.detail).toBe(
      'The input "deductible" has an invalid value "abc" (from the request body, key "maxDeductible"): Expected an amount in dollars, e.g. 1000.',
    );
    expect(collision.metadata.inputs.deductible).toMatchObject({
      value: "abc",
      source: "request",
      invalid: expect.any(String),
    });
  });

  it("keys a repeated rule as <rule>#2", () => {
    const template = {
      rules: [
        { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "a", default: 1000 } } },
        { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "b", default: 250 } } },
      ],
    };
    const policy = autoPolicy({ coverages: [coverage("COLL", { deductible: 500 })] });
    const result = evaluateTemplate({ template, policy, term: "current", today: TODAY });
    expect(Object.keys(result.rules)).toEqual([
      "collision-coverage-meets-requirements",
      "collision-coverage-meets-requirements#2",
    ]);
    expect(result.summary).toMatchObject({
      "collision-coverage-meets-requirements": "pass",
      "collision-coverage-meets-requirements#2": "fail",
    });
  });

  it("reports a rule the service does not know as unknown", () => {
    const result = evaluateTemplate({
      template: { rules: [{ rule: "retired-rule", input: {} }] },
      policy: autoPolicy(),
      term: "current",
      today: TODAY,
    });
    expect(result.rules["retired-rule"].status).toBe("unknown");
    expect(result.status).toBe("caution");
  });

  it("is JSON-serialisable", () => {
    const result = evaluateTemplate({
      template: autoLoan,
      policy: autoPolicy(),
      term: "current",
      body: {},
      today: TODAY,
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("overallStatus", () => {
  const status = fc.constantFrom<RuleStatus>("pass", "fail", "caution", "unknown");

  it("is fail if any fails, else caution if any is caution or unknown, else pass (property)", () => {
    fc.assert(
      fc.property(fc.array(status), (statuses) => {
        const expected = statuses.includes("fail")
          ? "fail"
          : statuses.some((s) => s === "caution" || s === "unknown")
            ? "caution"
            : "pass";
        expect(overallStatus(statuses)).toBe(expected);
      }),
    );
  });

  it("does not depend on order (property)", () => {
    fc.assert(
      fc.property(fc.array(status), (statuses) => {
        expect(overallStatus([...statuses].reverse())).toBe(overallStatus(statuses));
      }),
    );
  });

  it("matches the evaluated result's status and counts", () => {
    const result = evaluateTemplate({
      template: mortgage,
      policy: homePolicy(),
      term: "current",
      body: { lienholderName: "Other", loanAmount: 1 },
      today: TODAY,
    });
    expect(result.status).toBe(overallStatus(Object.values(result.rules).map((rule) => rule.status)));
    const { counts } = result.summary;
    expect(counts.pass + counts.fail + counts.caution + counts.unknown).toBe(mortgage.rules.length);
  });
});
