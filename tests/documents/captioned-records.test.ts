import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// A system printout states each record as a row of captioned boxes ("Coverage: … | Limit: … |
// Coverage premium: …"): each box is its own field, so what one box says does not change how the
// box beside it is read.

describe("a row of captioned boxes", () => {
  it("takes the term premium when the box beside it holds the prior term's", () => {
    const policy = readFlow(`${AUTO_BASICS}Term (months): 6   Company: Erie Insurance Exchange   Term premium: 1,677.52   Prior term premium: 1,484.96
Coverage: Property Damage Liability   Each accident: 50,000   Coverage premium: 340.50`);
    expect(policy.premium).toBe(1677.52);
  });
});
