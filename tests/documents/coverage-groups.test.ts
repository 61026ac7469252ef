import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { parsePolicy } from "@/lib/service/documents/parse";
import { parseLimits } from "@/lib/service/documents/parse/money";
import { flowPage } from "../fixtures/documents/text-page";

// A coverage heading ("Uninsured Motor Vehicle") over its own "Bodily Injury" and "Property
// Damage" rows: those rows are the heading's coverage, not liability, even when the heading carries
// its premium or ends a page and its rows open the next.

const TODAY = new Date("2026-02-01");
const byCode = (draft: PolicyDraft) =>
  Object.fromEntries(draft.coverages.map((c) => [c.code, [c.limitPerPerson, c.limitPerAccident, c.deductible]]));

const TOP = ["Policy Number: 123-456-789", "Policy Period: 01/12/2026 to 07/12/2026", "COVERAGE AND LIMITS"];
const LIABILITY = ["A   Liability", "Bodily Injury   100,000/300,000", "Property Damage   50,000   $318.60"];
const PHYSICAL = ["D   250 Deductible Comprehensive   $34.14", "G   500 Deductible Collision   $123.11"];

describe("a coverage group heading", () => {
  it("gives the rows under it its own coverage, with its premium on the heading's line", () => {
    const page = flowPage(
      [
        ...TOP,
        ...LIABILITY,
        ...PHYSICAL,
        "U   Uninsured Motor Vehicle   $20.00",
        "Bodily Injury   300,000/300,000",
        "Property Damage   10,000",
      ].join("\n"),
    );
    expect(byCode(parsePolicy([page], { policyType: "auto", today: TODAY }))).toMatchObject({
      BI: [100000, 300000, null],
      PD: [null, 50000, null],
      UMBI: [300000, 300000, null],
      UMPD: [null, 10000, null],
    });
  });

  it("reaches across a page break when the heading ends its page", () => {
    const first = flowPage(
      [
        ...TOP,
        ...LIABILITY,
        ...PHYSICAL,
        "U   Uninsured Motor Vehicle",
        "(continued on next page)",
        "Page number 2 of 4",
      ].join("\n"),
    );
    const second = flowPage(
      [
        "COVERAGE AND LIMITS continued",
        "Bodily Injury   250,000/500,000",
        "Property Damage   25,000   $68.94",
        "Total Premium   $634.91",
      ].join("\n"),
    );
    const coverages = byCode(parsePolicy([first, second], { policyType: "auto", today: TODAY }));
    expect(coverages).toMatchObject({
      BI: [100000, 300000, null],
      UMBI: [250000, 500000, null],
      UMPD: [null, 25000, null],
    });
  });

  it("does not reach rows on the next page when values stand between", () => {
    const first = flowPage([...TOP, "U   Uninsured Motor Vehicle", ...PHYSICAL].join("\n"));
    const second = flowPage(["Bodily Injury   100,000/300,000", "Property Damage   50,000"].join("\n"));
    const coverages = byCode(parsePolicy([first, second], { policyType: "auto", today: TODAY }));
    expect(coverages.UMBI).toBeUndefined();
    expect(coverages.BI).toEqual([100000, 300000, null]);
  });
});

describe("a premium beside a limit", () => {
  it("is never read as a limit printed in thousands", () => {
    expect(parseLimits("$20.00").single).toBeNull();
    expect(parseLimits("50").single).toBe(50);
    expect(parseLimits("$1,000.00").single).toBe(1000);
  });
});
