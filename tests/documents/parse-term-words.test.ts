import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { textPage } from "../fixtures/documents/text-page";

// Term labels are words, not letters inside words: "Auto" holds "to" and "Totals" holds "to",
// and neither is an expiration label for the date under it.

describe("term labels", () => {
  it("reads a term told in a sentence under a title that begins with 'Auto'", () => {
    const draft = parsePolicy(
      [
        textPage([
          [[54, "Policy Number: RT-88120034"]],
          [[54, "Auto insurance policy initial declarations"]],
          [
            [
              54,
              "Your coverage begins on March 3, 2026 at 9:15am CST. It expires on September 3, 2026 at 12:01am CST.",
            ],
          ],
          [[54, "Named insured"]],
          [[54, "Riley Okafor"]],
        ]),
      ],
      { policyType: "auto", today: new Date("2026-04-01") },
    );
    expect([draft.effectiveDate, draft.expirationDate]).toEqual(["2026-03-03", "2026-09-03"]);
  });
});
