import { describe, expect, it } from "vitest";
import { classifyHomeLabel } from "@/lib/service/documents/parse/coverage-codes";

// A landlord's dwelling-fire form calls the liability coverage the premises'; a plain-language
// summary lists its coverages as bullets. Both name the home's personal liability.

describe("home coverage names", () => {
  it("'Premises Liability' is the personal liability, though other 'premises' labels name no coverage", () => {
    expect(classifyHomeLabel("PREMISES LIABILITY")).toBe("PERSONAL_LIABILITY");
    expect(classifyHomeLabel("L - Premises Liability")).toBe("PERSONAL_LIABILITY");
    expect(classifyHomeLabel("Residence premises")).toBeNull();
  });

  it("a bullet before the label does not hide it", () => {
    expect(classifyHomeLabel("• Liability protection:")).toBe("PERSONAL_LIABILITY");
    expect(classifyHomeLabel("– Your belongings")).toBe("PERSONAL_PROPERTY");
  });
});
