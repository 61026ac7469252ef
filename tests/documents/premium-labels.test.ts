import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// The term's premium is labelled in many ways; a label that names the policy period or addresses
// the reader ("Your premium") outranks a bare "Premium" or a subtotal printed near it.

const premium = (lines: string[]) =>
  parsePolicy([flowPage(["Policy Number: 00989 43 11C", ...lines].join("\n"))], {
    policyType: "auto",
    today: new Date("2026-02-01"),
  }).premium;

describe("premium labels", () => {
  it("reads 'Premium for this policy period' as the term's total", () => {
    expect(premium(["Policy premium: $1,504.15", "Premium for this policy period: $1,507.27"])).toBe(1507.27);
  });

  it("reads 'Your premium' before a subtotal and a bare premium column", () => {
    expect(
      premium([
        "Coverages   Limit of Liability   Deductible   Premium",
        "Collision   $500   $412.10",
        "SUBTOTAL: $1,375.04",
        "YOUR PREMIUM: $1,383.91",
      ]),
    ).toBe(1383.91);
  });
});
