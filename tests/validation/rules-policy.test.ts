import { describe, expect, it } from "vitest";
import { policyTermView } from "@/lib/service/validation/policy-view";
import type { PolicyTermView, RuleStatus } from "@/lib/service/validation/types";
import { address, autoPolicy, check, dwelling, homePolicy, insured, party, TODAY, vehicle } from "./fixtures";

/** [case, policy overrides, request body, expected status] */
type Case = [string, Partial<PolicyTermView>, Record<string, unknown>, RuleStatus];

describe("policy-active", () => {
  it.each([
    ["pass: reported active", { isActive: true }, "pass"],
    ["fail: reported not active", { isActive: false }, "fail"],
    ["caution: active but expired by date", { isActive: true, expirationDate: "2026-01-01" }, "caution"],
    ["caution: status unknown, dates cover today", { isActive: null }, "caution"],
    ["caution: status unknown, expired", { isActive: null, expirationDate: "2026-01-01" }, "caution"],
    ["unknown: status and dates unknown", { isActive: null, effectiveDate: null, expirationDate: null }, "unknown"],
    [
      "unknown: status unknown, term not started",
      { isActive: null, effectiveDate: "2026-04-01", expirationDate: "2026-10-01" },
      "unknown",
    ],
  ] as const)("%s", (_, overrides, status) => {
    expect(check("policy-active", autoPolicy(overrides), {}, TODAY).status).toBe(status);
  });

  it("compares timestamps by day", () => {
    expect(check("policy-active", autoPolicy({ isActive: true, expirationDate: `${TODAY}T00:00:00Z` })).status).toBe(
      "pass",
    );
  });
});

describe("expiration-date-comparison", () => {
  const rule = "expiration-date-comparison";
  it.each([
    ["pass: expires after the date", "2026-06-01", "2026-05-01", "pass"],
    ["pass: expires on the date", "2026-06-01", "2026-06-01", "pass"],
    ["fail: expires before the date", "2026-06-01", "2026-07-01", "fail"],
    ["unknown: no expiration date", null, "2026-07-01", "unknown"],
    ["pass: timestamp input compared by day", "2026-06-01", "2026-06-01T23:00:00Z", "pass"],
  ] as const)("%s", (_, expirationDate, date, status) => {
    expect(check(rule, autoPolicy({ expirationDate }), { date }).status).toBe(status);
  });

  it("writes the message for lender staff", () => {
    expect(check(rule, autoPolicy({ expirationDate: "2026-06-01" }), { date: "2026-07-01" }).message).toEqual({
      title: "Policy expires too early",
      detail: "The policy expires on 2026-06-01, before the required 2026-07-01.",
    });
  });

  it.each(["2026-02-30", "07/01/2026", "soon"])("is unknown for the invalid date %s", (date) => {
    const result = check(rule, autoPolicy(), { date });
    expect(result.status).toBe("unknown");
    expect(result.message.detail).toContain("invalid value");
  });
});

describe("insureds-match", () => {
  const rule = "insureds-match";
  it.each<Case>([
    ["pass: first and last", {}, { firstName: "JORDAN", lastName: "rivera" }, "pass"],
    ["pass: full name with middle initial", {}, { name: "Jordan Q. Rivera" }, "pass"],
    [
      "pass: second insured",
      { insureds: [insured("Casey", "Morgan"), insured("Jordan", "Rivera")] },
      { name: "Jordan Rivera" },
      "pass",
    ],
    ["fail: no insured matches", {}, { name: "Casey Morgan" }, "fail"],
    [
      "caution: no match, one insured unnamed",
      { insureds: [insured("Casey", "Morgan"), insured(null, null)] },
      { name: "Jordan Rivera" },
      "caution",
    ],
    ["unknown: insured names not stated", { insureds: [insured(null, null)] }, { name: "Jordan Rivera" }, "unknown"],
    ["unknown: no insureds", { insureds: [] }, { name: "Jordan Rivera" }, "unknown"],
    ["unknown: no name given", {}, {}, "unknown"],
    ["unknown: first name only", {}, { firstName: "Jordan" }, "unknown"],
    ["pass: first name ignored when a full name is given", {}, { firstName: "Jordan", name: "Jordan Rivera" }, "pass"],
  ])("%s", (_, overrides, inputs, status) => {
    expect(check(rule, autoPolicy(overrides), inputs).status).toBe(status);
  });

  it("explains the match", () => {
    const result = check(rule, autoPolicy(), { name: "RIVERA, JORDAN Q" });
    expect(result.message.detail).toContain('Matched "RIVERA, JORDAN Q" to the insured "Jordan Rivera"');
    expect(result.breakdown.items).toEqual([
      expect.objectContaining({
        label: "Jordan Rivera",
        expected: "RIVERA, JORDAN Q",
        actual: "Jordan Rivera",
        status: "pass",
      }),
    ]);
  });
});

describe("properties-match", () => {
  const rule = "properties-match";
  const maxima = vehicle({ vin: "1N4DL01D7WC123456", make: "Nissan", model: "Maxima" });

  it.each<Case>([
    ["pass: VIN on the policy", {}, { vin: "1HGCM82633A004352" }, "pass"],
    ["pass: VIN with spaces, lower case and O for 0", {}, { vin: "1hgcm8263 3aoo4352" }, "pass"],
    ["pass: second vehicle", { properties: [maxima, vehicle()] }, { vin: "1HGCM82633A004352" }, "pass"],
    ["fail: VIN not on the policy", {}, { vin: "2T1BURHE0JC123456" }, "fail"],
    [
      "caution: no match, one VIN not stated",
      { properties: [maxima, vehicle({ vin: null })] },
      { vin: "1HGCM82633A004352" },
      "caution",
    ],
    ["unknown: VIN not stated", { properties: [vehicle({ vin: null })] }, { vin: "1HGCM82633A004352" }, "unknown"],
    ["unknown: no vehicles", { properties: [] }, { vin: "1HGCM82633A004352" }, "unknown"],
    ["unknown: no VIN given", {}, {}, "unknown"],
  ])("auto %s", (_, overrides, inputs, status) => {
    expect(check(rule, autoPolicy(overrides), inputs).status).toBe(status);
  });

  it("points out a probable typo", () => {
    const result = check(rule, autoPolicy(), { vin: "1HGCM82699A004352" });
    expect(result.status).toBe("fail");
    expect(result.breakdown.items[0].note).toContain("typo");
  });

  it.each<Case>([
    [
      "pass: same address written differently",
      {},
      { address: "1200 Peachtree Street Northeast, Atlanta, GA 30309" },
      "pass",
    ],
    [
      "pass: address object",
      {},
      { address: { addressLine1: "1200 PEACHTREE ST NE", city: "Atlanta", state: "GA", postalCode: "30309-1234" } },
      "pass",
    ],
    ["fail: other street", {}, { address: "77 Lake Shore Dr, Chicago, IL 60611" }, "fail"],
    [
      "fail: other unit",
      { properties: [dwelling(address({ addressLine2: "Unit 4" }))] },
      { address: "1200 Peachtree St NE, Unit 5, Atlanta, GA 30309" },
      "fail",
    ],
    [
      "unknown: dwelling address not stated",
      { properties: [dwelling(null)] },
      { address: "1200 Peachtree St NE, Atlanta, GA 30309" },
      "unknown",
    ],
    [
      "pass: no dwelling, policy address",
      { properties: [] },
      { address: "1200 Peachtree St NE, Atlanta, GA 30309" },
      "pass",
    ],
    ["unknown: no address given", {}, {}, "unknown"],
  ])("home %s", (_, overrides, inputs, status) => {
    expect(check(rule, homePolicy(overrides), inputs).status).toBe(status);
  });
});

describe("third-party-match", () => {
  const rule = "third-party-match";
  it.each<Case>([
    ["pass: abbreviated name with ISAOA/ATIMA", {}, { name: "ACME ACCEPT CORP ISAOA/ATIMA" }, "pass"],
    ["pass: loan number with other formatting", {}, { name: "Acme Acceptance", loanNumber: "ln 001234" }, "pass"],
    [
      "pass: masked loan number on the policy",
      { thirdParties: [party("Acme Acceptance Corp", { loanNumber: "XXXX1234" })] },
      { name: "Acme Acceptance", loanNumber: "LN001234" },
      "pass",
    ],
    ["fail: lender not listed", {}, { name: "Other Bank" }, "fail"],
    ["fail: no third parties", { thirdParties: [] }, { name: "Acme Acceptance" }, "fail"],
    ["fail: loan number differs", {}, { name: "Acme Acceptance", loanNumber: "LN-999999" }, "fail"],
    [
      "caution: listed as lessor",
      { thirdParties: [party("Acme Acceptance", { type: "lessor" })] },
      { name: "Acme Acceptance" },
      "caution",
    ],
    [
      "caution: loan number not stated",
      { thirdParties: [party("Acme Acceptance")] },
      { name: "Acme Acceptance", loanNumber: "1" },
      "caution",
    ],
    [
      "caution: different address",
      { thirdParties: [party("Acme Acceptance", { address: address() })] },
      { name: "Acme Acceptance", address: "PO Box 105022, Atlanta, GA 30348" },
      "caution",
    ],
    [
      "pass: same address",
      { thirdParties: [party("Acme Acceptance", { address: address() })] },
      { name: "Acme Acceptance", address: "1200 Peachtree St NE, Atlanta, GA 30309" },
      "pass",
    ],
    [
      "pass: type given explicitly",
      { thirdParties: [party("Acme Acceptance", { type: "lessor" })] },
      { name: "Acme Acceptance", type: "Lessor" },
      "pass",
    ],
    ["unknown: name missing", {}, {}, "unknown"],
    ["unknown: type not a role", {}, { name: "Acme", type: "owner" }, "unknown"],
  ])("auto %s", (_, overrides, inputs, status) => {
    expect(check(rule, autoPolicy(overrides), inputs).status).toBe(status);
  });

  it("expects a mortgagee on home policies by default", () => {
    expect(check(rule, homePolicy(), { name: "1st Natl Bk" }).status).toBe("pass");
    const asLienholder = homePolicy({ thirdParties: [party("First National Bank", { type: "lienholder" })] });
    expect(check(rule, asLienholder, { name: "First National Bank" }).status).toBe("caution");
  });

  it("explains how the name matched", () => {
    expect(check(rule, autoPolicy(), { name: "ACME ACCEPT CORP ISAOA/ATIMA" }).message.detail).toBe(
      'Matched "ACME ACCEPT CORP ISAOA/ATIMA" to "Acme Acceptance Corporation" after normalising abbreviations and dropping "ISAOA/ATIMA". The policy lists it as lienholder.',
    );
  });

  it.each([
    "Acme Lending LLC ISAOA/ATIMA",
    "Acme Lending, its successors and/or assigns",
    "Acme Lending LLC ISAOA ATIMA",
    "Acme Lending LLC as their interests may appear",
    "Acme Lending LLC, its successors &/or assigns",
    "Acme Lending LLC and its successors and assigns",
  ])("passes the lender Acme Lending LLC printed as %s (issue 17)", (printed) => {
    expect(check(rule, autoPolicy({ thirdParties: [party(printed)] }), { name: "Acme Lending LLC" }).status).toBe(
      "pass",
    );
    expect(
      check(rule, homePolicy({ thirdParties: [party(printed, { type: "mortgagee" })] }), { name: "Acme Lending LLC" })
        .status,
    ).toBe("pass");
  });

  it("lists who is on the policy when the lender is not", () => {
    const result = check(rule, autoPolicy(), { name: "Other Bank" });
    expect(result.message.detail).toBe(
      "Other Bank is not listed on the policy. The policy lists Acme Acceptance Corporation (lienholder).",
    );
  });

  it("explains a loan number mismatch", () => {
    const result = check(rule, autoPolicy(), { name: "Acme Acceptance", loanNumber: "LN-999999" });
    expect(result.message.detail).toBe(
      "The loan number for Acme Acceptance Corporation is LN-001234; expected LN-999999.",
    );
  });
});

// Issue 17: a policy read from a document is not "reported" by a carrier, and a term that starts
// after the check day is not yet in force, not "Not active" and a Fail.
describe("policy-active on a document, and a term that has not started", () => {
  const fromDocument = (over: Partial<PolicyTermView>) => autoPolicy({ readFrom: "document", ...over });

  it("says what the document shows, never what the carrier reports", () => {
    const expired = check("policy-active", fromDocument({ isActive: false, expirationDate: "2026-01-01" }));
    expect(expired.status).toBe("fail");
    expect(expired.message.detail).toBe("The document shows a term that ended on 2026-01-01.");
    const inForce = check("policy-active", fromDocument({ isActive: true }));
    expect(inForce.status).toBe("pass");
    for (const over of [{ isActive: true }, { isActive: false }, { isActive: null, effectiveDate: null }])
      expect(check("policy-active", fromDocument(over)).message.detail).not.toMatch(/carrier/i);
  });

  it("is Not yet in force (caution) when the document's term starts next month", () => {
    const result = check(
      "policy-active",
      fromDocument({ isActive: false, effectiveDate: "2026-04-15", expirationDate: "2026-10-15" }),
    );
    expect(result.status).toBe("caution");
    expect(result.message).toEqual({
      title: "Not yet in force",
      detail: "The document shows a term starting on 2026-04-15; the policy is not in force until then.",
    });
  });

  it("is Not yet in force (caution) when the carrier reports a future term as not active", () => {
    const result = check(
      "policy-active",
      autoPolicy({ isActive: false, effectiveDate: "2026-04-15", expirationDate: "2026-10-15" }),
    );
    expect(result.status).toBe("caution");
    expect(result.message.title).toBe("Not yet in force");
  });

  it("knows a stored policy with an uploaded document was read from it", () => {
    const stored = { ...autoPolicy(), documents: [{ id: "doc_1" }] };
    expect(policyTermView(stored, "current")?.readFrom).toBe("document");
    expect(policyTermView({ ...autoPolicy(), documents: [] }, "current")?.readFrom).toBeUndefined();
  });

  it("keeps the lookup wording for a carrier's answer", () => {
    expect(check("policy-active", autoPolicy({ isActive: false })).message.detail).toBe(
      "The carrier reports this policy as not active.",
    );
  });
});
