import { describe, expect, it } from "vitest";
import { autoPolicy, check, coverage, homePolicy, vehicle } from "./fixtures";

const accord = vehicle({}, "prp_accord");
const maxima = vehicle({ vin: "1N4DL01D7WC123456", year: 2003, make: "Nissan", model: "Maxima" }, "prp_maxima");

describe.each([
  ["collision-coverage-meets-requirements", "COLL", "Collision"],
  ["comprehensive-coverage-meets-requirements", "COMP", "Comprehensive"],
] as const)("%s", (rule, code, name) => {
  it.each([
    ["pass: deductible under the maximum", [coverage(code, { deductible: 500 })], 1000, "pass"],
    ["pass: deductible equal to the maximum", [coverage(code, { deductible: 1000 })], "1000", "pass"],
    ["fail: deductible above the maximum", [coverage(code, { deductible: 1000 })], 500, "fail"],
    ["fail: no coverage", [coverage("BI", { limitPerPerson: 1, limitPerAccident: 1 })], 500, "fail"],
    ["caution: deductible not stated", [coverage(code, { deductible: null })], 500, "caution"],
  ] as const)("%s", (_, coverages, maximum, status) => {
    const result = check(rule, autoPolicy({ properties: [accord], coverages: [...coverages] }), {
      deductible: maximum,
    });
    expect(result.status).toBe(status);
  });

  it("writes the message for lender staff", () => {
    const result = check(
      rule,
      autoPolicy({ properties: [accord], coverages: [coverage(code, { deductible: 1000 })] }),
      { deductible: 500 },
    );
    expect(result.message.detail).toBe(
      `${name} deductible is $1,000 on 2003 Honda Accord (1HGCM82633A004352); the maximum allowed is $500.`,
    );
    expect(result.breakdown.items).toEqual([
      { label: "2003 Honda Accord (1HGCM82633A004352)", expected: 500, actual: 1000, status: "fail" },
    ]);
  });

  it("fails the vehicle that lacks the coverage when another has it", () => {
    const policy = autoPolicy({
      properties: [accord, maxima],
      coverages: [coverage(code, { deductible: 500, property: "prp_accord" })],
    });
    const result = check(rule, policy, { deductible: 1000 });
    expect(result.status).toBe("fail");
    expect(result.breakdown.items.map((item) => [item.label, item.status])).toEqual([
      ["2003 Honda Accord (1HGCM82633A004352)", "pass"],
      ["2003 Nissan Maxima (1N4DL01D7WC123456)", "fail"],
    ]);
    expect(result.message.detail).toBe(`2003 Nissan Maxima (1N4DL01D7WC123456) has no ${name.toLowerCase()} coverage.`);
  });

  it("applies a policy-wide coverage to every vehicle", () => {
    const policy = autoPolicy({ properties: [accord, maxima], coverages: [coverage(code, { deductible: 250 })] });
    expect(check(rule, policy, { deductible: 500 }).breakdown.items.map((item) => item.status)).toEqual([
      "pass",
      "pass",
    ]);
  });

  it("labels the coverage code when the policy lists no vehicles", () => {
    const result = check(rule, autoPolicy({ properties: [], coverages: [coverage(code, { deductible: 250 })] }), {
      deductible: 500,
    });
    expect(result.breakdown.items[0]).toMatchObject({ label: code, status: "pass" });
  });

  it("is unknown without its input, naming it", () => {
    const result = check(rule, autoPolicy(), {});
    expect(result.status).toBe("unknown");
    expect(result.message.detail).toContain('"deductible"');
  });

  it("is unknown on a home policy", () => {
    expect(check(rule, homePolicy(), { deductible: 500 }).status).toBe("unknown");
  });
});

describe.each([
  ["bodily-injury-coverage-meets-requirements", "BI"],
  ["uninsured-underinsured-bi-coverage-meets-requirements", "UMBI"],
] as const)("%s", (rule, code) => {
  const minimums = { limitPerPerson: 25000, limitPerAccident: 50000 };
  it.each([
    ["pass: above both minimums", [coverage(code, { limitPerPerson: 50000, limitPerAccident: 100000 })], "pass"],
    ["pass: exactly the minimums", [coverage(code, { limitPerPerson: 25000, limitPerAccident: 50000 })], "pass"],
    ["fail: per person below", [coverage(code, { limitPerPerson: 15000, limitPerAccident: 50000 })], "fail"],
    ["fail: per accident below", [coverage(code, { limitPerPerson: 25000, limitPerAccident: 30000 })], "fail"],
    ["fail: no coverage", [coverage("PD", { limitPerAccident: 25000 })], "fail"],
    ["caution: limit not stated", [coverage(code, { limitPerPerson: 25000, limitPerAccident: null })], "caution"],
  ] as const)("%s", (_, coverages, status) => {
    expect(check(rule, autoPolicy({ coverages: [...coverages] }), minimums).status).toBe(status);
  });

  it("is unknown when one minimum is missing", () => {
    const result = check(rule, autoPolicy(), { limitPerPerson: 25000 });
    expect(result.status).toBe("unknown");
    expect(result.message.detail).toContain('"limitPerAccident"');
  });
});

describe("bodily-injury-coverage-meets-requirements with a combined single limit", () => {
  const rule = "bodily-injury-coverage-meets-requirements";
  const minimums = { limitPerPerson: 100000, limitPerAccident: 300000 };

  it("passes when the CSL covers both minimums", () => {
    const result = check(rule, autoPolicy({ coverages: [coverage("CSL", { limitPerAccident: 300000 })] }), minimums);
    expect(result.status).toBe("pass");
    expect(result.message.detail).toBe(
      "The combined single limit is $300,000, which covers the minimum of $100,000 per person and $300,000 per accident.",
    );
  });

  it("fails when the CSL is below the larger minimum", () => {
    expect(
      check(rule, autoPolicy({ coverages: [coverage("CSL", { limitPerAccident: 200000 })] }), minimums).status,
    ).toBe("fail");
  });

  it("passes when split limits fall short but a CSL covers them", () => {
    const coverages = [
      coverage("BI", { limitPerPerson: 25000, limitPerAccident: 50000 }),
      coverage("CSL", { limitPerAccident: 500000 }),
    ];
    expect(check(rule, autoPolicy({ coverages }), minimums).status).toBe("pass");
  });
});

describe("uninsured-underinsured-bi-coverage-meets-requirements", () => {
  it("accepts underinsured motorist cover alone", () => {
    const coverages = [coverage("UIMBI", { limitPerPerson: 25000, limitPerAccident: 50000 })];
    const result = check("uninsured-underinsured-bi-coverage-meets-requirements", autoPolicy({ coverages }), {
      limitPerPerson: 25000,
      limitPerAccident: 50000,
    });
    expect(result.status).toBe("pass");
  });
});

describe.each([
  ["property-damage-coverage-meets-requirements", "PD"],
  ["uninsured-underinsured-pd-coverage-meets-requirements", "UMPD"],
] as const)("%s", (rule, code) => {
  it.each([
    ["pass: limit at the minimum", [coverage(code, { limitPerAccident: 25000 })], "pass"],
    ["pass: limit given as the only limit", [coverage(code, { limitPerPerson: 30000 })], "pass"],
    ["fail: limit below", [coverage(code, { limitPerAccident: 10000 })], "fail"],
    ["fail: no coverage", [coverage("COLL", { deductible: 500 })], "fail"],
    ["caution: limit not stated", [coverage(code)], "caution"],
  ] as const)("%s", (_, coverages, status) => {
    expect(check(rule, autoPolicy({ coverages: [...coverages] }), { limitPerAccident: "$25,000" }).status).toBe(status);
  });
});

describe("property-damage-coverage-meets-requirements", () => {
  it("counts a combined single limit", () => {
    const result = check(
      "property-damage-coverage-meets-requirements",
      autoPolicy({ coverages: [coverage("CSL", { limitPerAccident: 300000 })] }),
      { limitPerAccident: 25000 },
    );
    expect(result.status).toBe("pass");
  });

  it("writes a message naming both amounts", () => {
    const result = check(
      "property-damage-coverage-meets-requirements",
      autoPolicy({ coverages: [coverage("PD", { limitPerAccident: 10000 })] }),
      { limitPerAccident: 25000 },
    );
    expect(result.message).toEqual({
      title: "Property damage limit below the minimum",
      detail: "Property damage liability limit is $10,000; the minimum required is $25,000.",
    });
  });
});
