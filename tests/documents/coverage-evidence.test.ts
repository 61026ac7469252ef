import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { UNREAD_COVERAGES_KEY } from "@/lib/service/documents/confidence/features";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// The confidence model hears how much of what a page names the reader left unread: a coverage
// named at a row's head with nothing kept under its code.

const HEAD: FixtureRow[] = [[[50, "Policy Number: AB-12345678"]], [[50, "Policy Period: 01/01/2026 to 07/01/2026"]]];
const unread = (rows: FixtureRow[]) =>
  parsePolicy([textPage([...HEAD, ...rows])], {
    policyType: "auto",
    today: new Date("2026-02-01"),
    rawConfidence: true,
  }).review!.fields[UNREAD_COVERAGES_KEY];

describe("unread coverage evidence", () => {
  it("is 0 when every coverage named at a row's head was read", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [
          [50, "Property Damage"],
          [250, "$50,000"],
        ],
      ]),
    ).toBe(0);
  });

  it("counts a named coverage whose value the reader could not place", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [
          [50, "Property Damage"],
          [250, "$50,000"],
        ],
        [[50, "Collision"]],
        [[50, "Comprehensive"]],
      ]),
    ).toBe(0.5);
  });

  it("ignores sentences that mention a coverage", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [[50, "Collision pays for damage to your car."]],
      ]),
    ).toBe(0);
  });
});
