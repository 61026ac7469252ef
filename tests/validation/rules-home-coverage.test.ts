import { describe, expect, it } from "vitest";
import { address, autoPolicy, check, coverage, dwelling, homePolicy, vehicle } from "./fixtures";

describe("dwelling-coverage-meets-requirements", () => {
  const rule = "dwelling-coverage-meets-requirements";
  it.each([
    ["pass: limit above the loan amount", [coverage("DWELLING", { limitPerAccident: 350000 })], 300000, "pass"],
    ["pass: limit equal", [coverage("DWELLING", { limitPerAccident: 300000 })], "300000", "pass"],
    ["fail: limit below", [coverage("DWELLING", { limitPerAccident: 250000 })], 300000, "fail"],
    ["fail: no dwelling coverage", [coverage("PERSONAL_PROPERTY", { limitPerAccident: 50000 })], 300000, "fail"],
    ["caution: limit not stated", [coverage("DWELLING")], 300000, "caution"],
  ] as const)("%s", (_, coverages, limit, status) => {
    expect(check(rule, homePolicy({ coverages: [...coverages] }), { limit }).status).toBe(status);
  });

  it("checks each dwelling when coverages are tied to them", () => {
    const main = dwelling(address(), "prp_main");
    const cabin = dwelling(address({ addressLine1: "9 Lake Rd", city: "Ellijay", postalCode: "30540" }), "prp_cabin");
    const coverages = [
      coverage("DWELLING", { limitPerAccident: 400000, property: "prp_main" }),
      coverage("DWELLING", { limitPerAccident: 100000, property: "prp_cabin" }),
    ];
    const result = check(rule, homePolicy({ properties: [main, cabin], coverages }), { limit: 200000 });
    expect(result.status).toBe("fail");
    expect(result.message.detail).toBe(
      "Dwelling limit on 9 Lake Rd, Ellijay, GA 30540 is $100,000; the minimum required is $200,000.",
    );
  });

  it("is unknown on an auto policy", () => {
    expect(check(rule, autoPolicy(), { limit: 1 }).status).toBe("unknown");
  });
});

describe("deductible-meets-requirements", () => {
  const rule = "deductible-meets-requirements";
  it.each([
    [
      "pass: all-perils deductible under the maximum",
      homePolicy({ coverages: [coverage("DWELLING", { deductible: 1000 })] }),
      "pass",
    ],
    [
      "fail: all-perils deductible above",
      homePolicy({ coverages: [coverage("DWELLING", { deductible: 5000 })] }),
      "fail",
    ],
    [
      "caution: deductible not stated",
      homePolicy({ coverages: [coverage("DWELLING", { limitPerAccident: 300000 })] }),
      "caution",
    ],
    ["unknown: no dwelling coverage", homePolicy({ coverages: [coverage("PERSONAL_LIABILITY")] }), "unknown"],
    [
      "pass: condo without dwelling coverage uses personal property",
      homePolicy({ type: "condo", coverages: [coverage("PERSONAL_PROPERTY", { deductible: 500 })] }),
      "pass",
    ],
    [
      "fail: auto collision deductible above",
      autoPolicy({ coverages: [coverage("COLL", { deductible: 5000 }), coverage("COMP", { deductible: 500 })] }),
      "fail",
    ],
    ["pass: auto physical damage deductibles under", autoPolicy(), "pass"],
  ] as const)("%s", (_, policy, status) => {
    expect(check(rule, policy, { deductible: 2500 }).status).toBe(status);
  });

  it("writes the message for lender staff", () => {
    const result = check(rule, homePolicy({ coverages: [coverage("DWELLING", { deductible: 5000 })] }), {
      deductible: 2500,
    });
    expect(result.message).toEqual({
      title: "Deductible above the maximum",
      detail: "All-perils deductible is $5,000; the maximum allowed is $2,500.",
    });
  });

  it("names the vehicle on auto policies", () => {
    const car = vehicle({}, "prp_car");
    const result = check(
      rule,
      autoPolicy({ properties: [car], coverages: [coverage("COLL", { deductible: 5000, property: "prp_car" })] }),
      { deductible: 1000 },
    );
    expect(result.breakdown.items[0].label).toBe("COLL (2003 Honda Accord (1HGCM82633A004352))");
    expect(result.message.detail).toBe(
      "Collision deductible on 2003 Honda Accord (1HGCM82633A004352) is $5,000; the maximum allowed is $1,000.",
    );
  });
});
