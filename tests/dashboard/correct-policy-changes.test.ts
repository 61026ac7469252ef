import { describe, expect, it } from "vitest";
import { PolicySchema, type Policy } from "@/lib/schemas/policy";
import { buildCorrectionChanges } from "@/lib/schemas/policy-correction-changes";
import {
  confidenceAt,
  formPathOf,
  parseMoney,
  PolicyCorrectionFormSchema,
  policyToFormValues,
  type PolicyCorrectionForm,
} from "@/lib/schemas/policy-correction-form";
import { applyChanges } from "@/lib/service/corrections/apply";

// The reviewer's form becomes the service's change list: only what differs from the stored policy,
// each under the path the service names it by. Every list is then applied by the service's own
// code, so a path or value the service would refuse or misplace fails here.

const TODAY = "2026-11-24";

const policy: Policy = PolicySchema.parse({
  id: "pol_1",
  accountId: "acc_1",
  type: "auto",
  carrier: { id: null, name: "Blue Harbor Mutual", naicCode: "12345" },
  policyNumber: "BH-7741",
  isActive: false,
  effectiveDate: "2025-02-01",
  expirationDate: "2025-08-01",
  premium: 1318.1,
  address: {
    addressLine1: "12 Elm St",
    addressLine2: null,
    city: "Dayton",
    state: "OH",
    postalCode: "45402",
    country: "US",
  },
  properties: [
    { id: "prp_a", type: "vehicle", data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" } },
    { id: "prp_b", type: "vehicle", data: { vin: null, year: 2019, make: "Ford", model: null } },
  ],
  coverages: [
    { code: "BI", limitPerPerson: 100000, limitPerAccident: 300000, deductible: null, property: null },
    { code: "COLL", limitPerPerson: null, limitPerAccident: null, deductible: 1000, property: "prp_a" },
    { code: "COLL", limitPerPerson: null, limitPerAccident: null, deductible: 500, property: "prp_b" },
  ],
  insureds: [{ firstName: "Ana", lastName: "Ruiz", type: "primary" }],
  thirdParties: [{ type: "lienholder", name: "Acme Lending LLC", loanNumber: null, address: null, property: "prp_a" }],
  documents: [],
  term: "current",
  hasRenewal: false,
  review: { required: false, fields: { premium: 0.6, address: 0.9, coverages: 0.85, "properties[1]": 0.5 } },
  createdAt: "2026-11-24T00:00:00Z",
  modifiedAt: "2026-11-24T00:00:00Z",
});

function edit(change: (v: PolicyCorrectionForm) => void): PolicyCorrectionForm {
  const v = policyToFormValues(policy);
  change(v);
  return PolicyCorrectionFormSchema.parse(v);
}

const applied = (v: PolicyCorrectionForm) => applyChanges(policy, buildCorrectionChanges(policy, v), TODAY).policy;

describe("buildCorrectionChanges", () => {
  it("sends nothing for an untouched form", () => {
    expect(
      buildCorrectionChanges(
        policy,
        edit(() => undefined),
      ),
    ).toEqual([]);
  });

  it("sends only the changed values, nested ones under their full path", () => {
    const v = edit((f) => {
      f.address.addressLine2 = "Apt 3B";
      f.coverages[1].deductible = "500";
      f.properties[1].vin = "1fahp3f28cl123456";
      f.thirdParties[0].loanNumber = "LN-4401729";
      f.insureds[0].firstName = "Anna";
    });
    const changes = buildCorrectionChanges(policy, v);
    expect(changes).toEqual([
      { path: "address.addressLine2", value: "Apt 3B" },
      { path: "insureds[0].firstName", value: "Anna" },
      { path: "properties[1].data.vin", value: "1FAHP3F28CL123456" },
      { path: "coverages[1].deductible", value: 500 },
      { path: "thirdParties[0].loanNumber", value: "LN-4401729" },
    ]);
    const after = applied(v);
    expect(after.address?.addressLine2).toBe("Apt 3B");
    expect(after.coverages.map((c) => c.deductible)).toEqual([null, 500, 500]);
    expect(after.properties[1]).toMatchObject({ id: "prp_b", data: { vin: "1FAHP3F28CL123456", year: 2019 } });
  });

  it("reads amounts and years as staff type them, and an emptied field as unknown", () => {
    const v = edit((f) => {
      f.premium = "$1,420.50";
      f.coverages[0].limitPerPerson = "250,000";
      f.coverages[0].limitPerAccident = "";
      f.properties[0].year = "2004";
      f.policyNumber = "";
    });
    expect(buildCorrectionChanges(policy, v)).toEqual([
      { path: "policyNumber", value: null },
      { path: "premium", value: 1420.5 },
      { path: "properties[0].data.year", value: 2004 },
      { path: "coverages[0].limitPerPerson", value: 250000 },
      { path: "coverages[0].limitPerAccident", value: null },
    ]);
    expect(applied(v)).toMatchObject({ premium: 1420.5, policyNumber: null });
  });

  it("a later expiration date makes the service call the policy active again", () => {
    const v = edit((f) => {
      f.expirationDate = "2027-08-01";
    });
    expect(buildCorrectionChanges(policy, v)).toEqual([{ path: "expirationDate", value: "2027-08-01" }]);
    expect(applied(v).isActive).toBe(true);
  });

  it("sends a whole address where the policy had none, and null when it is emptied", () => {
    const none = { ...policy, address: null };
    const v = policyToFormValues(none);
    v.address = {
      addressLine1: "9 Oak Ave",
      addressLine2: "",
      city: "Akron",
      state: "OH",
      postalCode: "44308",
      country: "US",
    };
    const changes = buildCorrectionChanges(none, PolicyCorrectionFormSchema.parse(v));
    expect(changes).toEqual([
      {
        path: "address",
        value: {
          addressLine1: "9 Oak Ave",
          addressLine2: null,
          city: "Akron",
          state: "OH",
          postalCode: "44308",
          country: "US",
        },
      },
    ]);
    expect(applyChanges(none, changes, TODAY).policy.address?.city).toBe("Akron");

    const emptied = edit((f) => {
      f.address = { addressLine1: "", addressLine2: "", city: "", state: "", postalCode: "", country: "US" };
    });
    expect(buildCorrectionChanges(policy, emptied)).toEqual([{ path: "address", value: null }]);
  });

  it("changes a lienholder's type and name", () => {
    const v = edit((f) => {
      f.thirdParties[0] = { ...f.thirdParties[0], name: "Acme Lending, LLC", type: "lessor", loanNumber: "" };
    });
    expect(buildCorrectionChanges(policy, v)).toEqual([
      { path: "thirdParties[0].name", value: "Acme Lending, LLC" },
      { path: "thirdParties[0].type", value: "lessor" },
    ]);
  });
});

describe("the correction form's schema", () => {
  const problems = (change: (v: PolicyCorrectionForm) => void) => {
    const v = policyToFormValues(policy);
    change(v);
    const r = PolicyCorrectionFormSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("refuses what the service would refuse, on the field it is about", () => {
    expect(
      problems((f) => {
        f.effectiveDate = "01/02/2025";
        f.premium = "about 900";
        f.properties[0].year = "03";
        f.carrierName = " ";
        f.address.city = "";
      }),
    ).toEqual({
      effectiveDate: "A date such as 2026-03-01.",
      premium: "An amount such as 1,000 or 500.",
      "properties.0.year": "A year such as 2021.",
      carrierName: "The carrier's name is needed.",
      "address.city": "Needed for an address.",
    });
    expect(problems((f) => void (f.expirationDate = "2025-01-01"))).toEqual({
      expirationDate: "The policy must expire after it takes effect.",
    });
  });

  it("parses money as staff write it", () => {
    expect([
      parseMoney("1,000"),
      parseMoney("$ 500"),
      parseMoney("1318.10"),
      parseMoney("1,0000"),
      parseMoney("-5"),
    ]).toEqual([1000, 500, 1318.1, null, null]);
  });
});

describe("paths and confidences", () => {
  it("maps the service's paths onto the form's fields", () => {
    expect(formPathOf("properties[0].data.vin")).toBe("properties.0.vin");
    expect(formPathOf("coverages[2].deductible")).toBe("coverages.2.deductible");
    expect(formPathOf("carrier.name")).toBe("carrierName");
    expect(formPathOf("address.addressLine2")).toBe("address.addressLine2");
  });

  it("finds a field's confidence under its own key or the nearest coarser one", () => {
    expect(confidenceAt(policy.review, "premium")).toBe(0.6);
    expect(confidenceAt(policy.review, "address.addressLine2")).toBe(0.9);
    expect(confidenceAt(policy.review, "coverages[1].deductible")).toBe(0.85);
    expect(confidenceAt(policy.review, "properties[1].data.vin")).toBe(0.5);
    expect(confidenceAt(policy.review, "properties[0].data.vin")).toBeUndefined();
    expect(confidenceAt(undefined, "premium")).toBeUndefined();
  });
});
