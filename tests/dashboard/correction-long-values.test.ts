import { describe, expect, it } from "vitest";
import { PolicySchema, type Policy } from "@/lib/schemas/policy";
import { PolicyCorrectionFormSchema, policyToFormValues } from "@/lib/schemas/policy-correction-form";
import { buildCorrectionChanges } from "@/lib/schemas/policy-correction-changes";
import { applyChanges } from "@/lib/service/corrections/apply";

// A machine-read value can be longer than anyone would type (a model read together with the trim
// line beside it, a carrier name with its whole address). On one real Allstate page such a model
// blocked every save with the raw schema message "Too big: expected string to have <=80
// characters". A long value read from a document never blocks a save, is kept whole, and a value
// a person makes too long is refused in plain words.

const LONG_MODEL =
  "CAMRY SE 4DR SEDAN 2.5L 4CYL GAS A/T FWD W/ CONVENIENCE PKG, BLIND SPOT MONITOR AND REAR CROSS TRAFFIC ALERT";

const policy: Policy = PolicySchema.parse({
  id: "pol_long",
  accountId: "acc_1",
  type: "auto",
  carrier: { id: null, name: "Allstate Fire and Casualty Insurance Company", naicCode: "29688" },
  policyNumber: "804 448 123",
  isActive: true,
  effectiveDate: "2026-01-10",
  expirationDate: "2026-07-10",
  premium: 812,
  address: null,
  properties: [
    { id: "prp_a", type: "vehicle", data: { vin: "4T1BF1FK5CU123456", year: 2012, make: "TOYOTA", model: LONG_MODEL } },
  ],
  coverages: [{ code: "COLL", limitPerPerson: null, limitPerAccident: null, deductible: 5000, property: "prp_a" }],
  insureds: [{ firstName: "Jo", lastName: "Park", type: "primary" }],
  thirdParties: [],
  documents: [],
  term: "current",
  hasRenewal: false,
  createdAt: "2026-11-24T00:00:00Z",
  modifiedAt: "2026-11-24T00:00:00Z",
});

describe("long machine-read values", () => {
  it("do not block a correction of another field, and are neither sent nor cut", () => {
    expect(LONG_MODEL.length).toBeGreaterThan(80);
    const v = policyToFormValues(policy);
    v.coverages[0].deductible = "500";
    const parsed = PolicyCorrectionFormSchema.safeParse(v);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([]);
    const changes = buildCorrectionChanges(policy, parsed.data!);
    expect(changes).toEqual([{ path: "coverages[0].deductible", value: 500 }]);
    const after = applyChanges(policy, changes, "2026-03-01").policy;
    expect(after.properties[0]).toMatchObject({ data: { model: LONG_MODEL } });
  });

  it("a long value a person saves is kept whole", () => {
    const v = policyToFormValues(policy);
    v.properties[0].model = `${LONG_MODEL} (checked)`;
    const changes = buildCorrectionChanges(policy, PolicyCorrectionFormSchema.parse(v));
    expect(changes).toEqual([{ path: "properties[0].data.model", value: `${LONG_MODEL} (checked)` }]);
  });

  it("a value too long to keep is refused in plain words, never the schema's own message", () => {
    const v = policyToFormValues(policy);
    v.properties[0].model = "x".repeat(20_000);
    v.reason = "y".repeat(600);
    const r = PolicyCorrectionFormSchema.safeParse(v);
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(["At most 10,000 characters.", "At most 500 characters."]);
    for (const m of messages) expect(m).not.toMatch(/Too big|expected string|<=/);
  });
});

describe("dates a carrier lookup answers as timestamps", () => {
  const looked = PolicySchema.parse({
    ...policy,
    effectiveDate: "2026-01-10T00:00:00.000Z",
    expirationDate: "2026-07-10T00:00:00.000Z",
  });

  it("show as their day in the form and do not block a save", () => {
    const v = policyToFormValues(looked);
    expect([v.effectiveDate, v.expirationDate]).toEqual(["2026-01-10", "2026-07-10"]);
    v.coverages[0].deductible = "500";
    const parsed = PolicyCorrectionFormSchema.safeParse(v);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([]);
    expect(buildCorrectionChanges(looked, parsed.data!)).toEqual([{ path: "coverages[0].deductible", value: 500 }]);
  });

  it("a changed day is a change", () => {
    const v = policyToFormValues(looked);
    v.expirationDate = "2026-08-10";
    expect(buildCorrectionChanges(looked, PolicyCorrectionFormSchema.parse(v))).toEqual([
      { path: "expirationDate", value: "2026-08-10" },
    ]);
  });
});
