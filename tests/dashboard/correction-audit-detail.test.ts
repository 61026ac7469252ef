import { describe, expect, it } from "vitest";
import { learnedAuditDetail } from "@/lib/audit/correction-detail";

// A correction's audit entry says what it taught the reader: the field, the value before and after,
// the hint and whether its place is now trusted. Changes that taught nothing stay out of it.

describe("what a correction taught, in its audit entry", () => {
  it("lists each taught field with its values before and after", () => {
    const detail = learnedAuditDetail([
      {
        path: "premium",
        oldValue: 210,
        newValue: 912.5,
        learned: {
          field: "premium",
          label: "contract amount due",
          relation: "right",
          hintId: "hnt_1",
          fingerprint: "lay1:abc",
          agreements: 2,
          trusted: true,
          documentId: "doc_1",
        },
      },
      { path: "address.addressLine2", oldValue: null, newValue: "Apt 3B", learned: null },
      { path: "isActive", oldValue: false, newValue: true, derived: true, learned: null },
    ]);
    expect(detail).toEqual([
      {
        path: "premium",
        field: "premium",
        label: "contract amount due",
        from: 210,
        to: 912.5,
        hintId: "hnt_1",
        agreements: 2,
        trusted: true,
      },
    ]);
  });

  it("reads corrections recorded before hints were counted", () => {
    const detail = learnedAuditDetail([
      {
        path: "policyNumber",
        oldValue: "KM-1",
        newValue: "KM-2",
        learned: { field: "policyNumber", label: "policy number", relation: "right" },
      },
    ]);
    expect(detail).toEqual([
      expect.objectContaining({ field: "policyNumber", from: "KM-1", to: "KM-2", hintId: null, trusted: false }),
    ]);
  });
});
