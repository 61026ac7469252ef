import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// Plain-language summaries name the term's total without the word "premium": "Total for this
// 6-month policy", "Policy price". The monthly figure beside it is not the premium.

const TODAY = new Date("2026-09-01");
const premiumOf = (text: string) => parsePolicy([flowPage(text)], { policyType: "auto", today: TODAY }).premium;

const HEAD = `Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
2022 Lexus ES 350   VIN JTJUDG6K8NC255361
Collision   $1,000 deductible
`;

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
