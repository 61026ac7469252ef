import { describe, expect, it } from "vitest";
import { AUTO_BASICS as HEAD, readFlow } from "../fixtures/documents/flow-policy";

// Plain-language summaries name the term's total without the word "premium": "Total for this
// 6-month policy", "Policy price". The monthly figure beside it is not the premium.

const premiumOf = (text: string) => readFlow(text).premium;

describe("plain-language premium totals", () => {
  it("'Total for this 6-month policy' is the premium, not the monthly figure under it", () => {
    expect(
      premiumOf(`${HEAD}What you pay
Total for this 6-month policy: $1,196.77
That's about $199.46 a month.`),
    ).toBe(1196.77);
  });

  it("'Policy price' captions the premium", () => {
    expect(
      premiumOf(`${HEAD}Policy price: $2,090.42 per 6-month term
6 payments of $348.41`),
    ).toBe(2090.42);
  });
});
