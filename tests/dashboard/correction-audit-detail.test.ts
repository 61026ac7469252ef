import { describe, expect, it } from "vitest";
import { learnedAuditDetail } from "@/lib/audit/correction-detail";
import { auditDetailParts } from "@/lib/audit/detail-text";
import { timelineActor } from "@/lib/audit/people";
import { sessionLabel } from "@/lib/audit/session-label";
import { settingChanges } from "@/lib/audit/setting-changes";
import { buildReportModel } from "@/lib/reports/report-model";
import { reportFixture } from "./report-fixture";

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

// Every audit entry for a correction, a decision or a settings change reads in words: the field or
// setting by its name, the value before → after, and never a secret. The session is named by its
// borrower and policy, and the timeline and report credit the person by name and role.

describe("audit details in words", () => {
  it("names each changed setting with its value before and after, templates by name", () => {
    const changes = settingChanges(
      { lenderName: "Covercheck Demo Lending LLC", defaults: { auto: "tem_a", home: "tem_h", condo: undefined } },
      { lenderName: "Acme Lending LLC", defaults: { auto: "tem_b", home: "tem_h", condo: "" } },
      (id) => ({ tem_a: "Auto loan — standard", tem_b: "Auto — strict" })[id] ?? null,
    );
    expect(changes).toEqual([
      { setting: "Lender name on policies", from: "Covercheck Demo Lending LLC", to: "Acme Lending LLC" },
      { setting: "Default template for auto loans", from: "Auto loan — standard", to: "Auto — strict" },
    ]);
    expect(auditDetailParts("settings.saved", { changes })).toEqual([
      "Lender name on policies: Covercheck Demo Lending LLC → Acme Lending LLC",
      "Default template for auto loans: Auto loan — standard → Auto — strict",
    ]);
    expect(auditDetailParts("settings.saved", { changes: [] })).toEqual(["nothing changed"]);
  });

  it("reads settings entries written before changes were named (they showed nothing)", () => {
    expect(
      auditDetailParts("settings.saved", { lenderName: "Acme Lending LLC", defaults: { auto: "tem_b", home: "" } }),
    ).toEqual([
      "Lender name on policies: Acme Lending LLC",
      "Default template for auto loans: tem_b",
      "Default template for home loans: (none)",
    ]);
  });

  it("says a decision with what it replaced, until when, why and on which verdict", () => {
    expect(
      auditDetailParts("review.decided", {
        decision: "accepted-exception",
        previous: "rejected",
        expiresOn: "2027-01-31",
        reason: "Collision is added at renewal",
        verdict: "fail",
      }),
    ).toEqual([
      "Rejected → Accepted with an exception",
      "until 2027-01-31",
      "“Collision is added at renewal”",
      "on a verdict of Fail",
    ]);
    expect(auditDetailParts("review.assigned", { assignee: "rae@lender.example", previous: null })).toEqual([
      "to rae@lender.example",
    ]);
    expect(auditDetailParts("review.assigned", { assignee: null, previous: "Rae Reviewer" })).toEqual([
      "Rae Reviewer → nobody",
    ]);
  });

  it("lists a correction's changes before → after, with the term and the reason", () => {
    expect(
      auditDetailParts("policy.corrected", {
        term: "renewal",
        reason: "Page 2 is a scan",
        changes: [{ field: "Collision deductible (2021 Honda Accord)", before: "$500", after: "$250" }],
      }),
    ).toEqual(["Collision deductible (2021 Honda Accord): $500 → $250", "renewal term", "“Page 2 is a scan”"]);
    expect(auditDetailParts("verification.document-reread", { policyType: "auto", from: "home" })).toEqual([
      "read as home → auto",
    ]);
  });

  it("names a session by its borrower and policy, not its token", () => {
    expect(
      sessionLabel({
        borrowerRef: "loan-1",
        summary: { insured: "JORDAN RIVERA", policyNumber: "SBX-AUTO-1001" },
        loan: { borrower: { firstName: "Jordan", lastName: "Rivera" } },
      }),
    ).toBe("Jordan Rivera · policy SBX-AUTO-1001");
    expect(sessionLabel({ borrowerRef: "loan-2", summary: { insured: null, policyNumber: null }, loan: null })).toBe(
      "loan-2",
    );
  });

  it("credits a person by name and role", () => {
    expect(timelineActor({ by: "Dana Admin", byRole: "admin" })).toBe("Dana Admin (admin)");
    expect(timelineActor({ by: "Dana Admin", byRole: "admin", byEmail: "dana@lender.example" }, true)).toBe(
      "Dana Admin (admin) <dana@lender.example>",
    );
    expect(timelineActor({ by: "Dana Admin" })).toBe("Dana Admin");
    expect(timelineActor({ verdict: "pass" })).toBeNull();
  });

  it("the report credits corrections to the person and role, with the values before and after", () => {
    const { detail, runs } = reportFixture();
    detail.timeline.push(
      {
        id: "t3",
        kind: "corrected",
        at: "2026-03-15T10:05:00Z",
        detail: {
          by: "Dana Admin",
          byEmail: "dana@lender.example",
          changes: [{ field: "Premium", before: "$210", after: "$912.50" }],
        },
      },
      { id: "t4", kind: "rerun", at: "2026-03-15T10:06:00Z", detail: { policyType: "auto" } },
    );
    const model = buildReportModel({
      detail,
      runs,
      documentSha256: null,
      documentSize: null,
      audit: [
        {
          at: new Date("2026-03-15T10:05:00Z"),
          actorName: "Dana Admin",
          actorEmail: "dana@lender.example",
          action: "policy.corrected",
          detail: { term: "current", changes: [{ field: "Premium", before: "$210", after: "$912.50" }] },
        },
      ],
      staff: [{ name: "Dana Admin", email: "dana@lender.example", role: "admin" }],
      lenderName: "Acme Acceptance Corporation",
      generatedBy: { name: "Val Viewer", email: "val@lender.example" },
      generatedAt: new Date("2026-03-16T00:00:00Z"),
    });
    const corrected = model.activity.filter((a) => a.at.startsWith("2026-03-15T10:05"));
    expect(corrected).toHaveLength(2);
    expect(corrected).toEqual(
      expect.arrayContaining([
        {
          at: "2026-03-15T10:05:00Z",
          who: "Dana Admin (admin) <dana@lender.example>",
          what: "Policy corrected · Premium: $210 → $912.50",
        },
        {
          at: "2026-03-15T10:05:00.000Z",
          who: "Dana Admin (admin) <dana@lender.example>",
          what: "Corrected a policy field (Premium: $210 → $912.50)",
        },
      ]),
    );
    // A re-read made by a person before entries named them is not credited to Covercheck.
    expect(model.activity.find((a) => a.at.startsWith("2026-03-15T10:06"))?.who).toBe("a staff member");
    expect(model.activity.find((a) => a.at.startsWith("2026-03-15T09:59"))?.who).toMatch(/^Rae Reviewer/);
  });
});
