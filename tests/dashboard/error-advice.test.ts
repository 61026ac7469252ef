import { describe, expect, it } from "vitest";
import { errorAdvice } from "@/lib/verifications/error-advice";

// Issue 17: a home policy's lookup refused for its input told staff to check the VIN; a home or
// condo policy is found by the property address, and the advice says so.

describe("errorAdvice for input the service refused", () => {
  it.each(["home", "condo"])("speaks of the property address, never a VIN, on a %s policy", (policyType) => {
    const advice = errorAdvice("user-input-invalid", policyType)!;
    expect(advice).not.toMatch(/\bVIN\b/);
    expect(advice).toContain("property address");
  });

  it("still names the VIN on an auto policy", () => {
    expect(errorAdvice("user-input-invalid", "auto")).toContain("VIN");
  });

  it("names neither as certain when the type is not known", () => {
    expect(errorAdvice("user-input-invalid")).toContain("VIN (auto) or property address (home, condo)");
  });
});
