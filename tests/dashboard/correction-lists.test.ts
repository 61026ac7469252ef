import { describe, expect, it } from "vitest";
import { nameChanges, namePlannedChanges } from "@/lib/corrections/named-changes";
import { fieldName } from "@/lib/corrections/field-names";
import { correctionLines } from "@/lib/corrections/entry-lines";
import { PolicySchema, type Policy } from "@/lib/schemas/policy";
import { buildCorrectionChanges } from "@/lib/schemas/policy-correction-changes";
import {
  PolicyCorrectionFormSchema,
  policyToFormValues,
  type PolicyCorrectionForm,
} from "@/lib/schemas/policy-correction-form";
import { applyChanges } from "@/lib/service/corrections/apply";

// Whole list items from the reviewer's form: a duplicate vehicle removed with its coverages, a
// vehicle, coverage or interest added, a dwelling's address edited. Each change list is applied by
// the service's own code, so an index the removals shifted, or a coverage left naming a removed
// vehicle, fails here. Every change is then named in staff's words, never by its path.

const TODAY = "2026-11-24";

const base = {
  accountId: "acc_1",
  carrier: { id: null, name: "Blue Harbor Mutual", naicCode: "12345" },
  policyNumber: "BH-7741",
  isActive: true,
  effectiveDate: "2026-02-01",
  expirationDate: "2027-02-01",
  premium: 1318.1,
  address: null,
  insureds: [{ firstName: "Ana", lastName: "Ruiz", type: "primary" }],
  documents: [],
  term: "current",
  hasRenewal: false,
  createdAt: "2026-11-24T00:00:00Z",
  modifiedAt: "2026-11-24T00:00:00Z",
};

/** Read twice: the same Honda as vehicles 1 and 2, its collision deductible misread as $5,000. */
const auto: Policy = PolicySchema.parse({
  ...base,
  id: "pol_auto",
  type: "auto",
  properties: [
    { id: "prp_a", type: "vehicle", data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" } },
    { id: "prp_b", type: "vehicle", data: { vin: "1HGCM82633A004352", year: 2003, make: "Honda", model: "Accord" } },
  ],
  coverages: [
    { code: "BI", limitPerPerson: 100000, limitPerAccident: 300000, deductible: null, property: null },
    { code: "COLL", limitPerPerson: null, limitPerAccident: null, deductible: 5000, property: "prp_a" },
    { code: "COMP", limitPerPerson: null, limitPerAccident: null, deductible: 500, property: "prp_a" },
    { code: "COMP", limitPerPerson: null, limitPerAccident: null, deductible: 500, property: "prp_b" },
  ],
  thirdParties: [
    { type: "lienholder", name: "Acme Lending LLC", loanNumber: "L-1", address: null, property: "prp_a" },
    { type: "interest", name: "Misread Text Inc", loanNumber: null, address: null, property: "prp_b" },
  ],
});

const home: Policy = PolicySchema.parse({
  ...base,
  id: "pol_home",
  type: "home",
  properties: [
    {
      id: "prp_h",
      type: "dwelling",
      data: {
        address: {
          addressLine1: "123 Fake St",
          addressLine2: null,
          city: "Atlanta",
          state: "GA",
          postalCode: "30303",
          country: "US",
        },
      },
    },
  ],
  coverages: [{ code: "DWELLING", limitPerPerson: null, limitPerAccident: 350000, deductible: 1000, property: null }],
  thirdParties: [],
});

function edit(p: Policy, change: (v: PolicyCorrectionForm) => void): PolicyCorrectionForm {
  const v = policyToFormValues(p);
  change(v);
  return PolicyCorrectionFormSchema.parse(v);
}

const apply = (p: Policy, v: PolicyCorrectionForm) => applyChanges(p, buildCorrectionChanges(p, v), TODAY);

describe("removing and adding list items", () => {
  it("removes a duplicate vehicle with its coverage and fixes a deductible after the removals", () => {
    const v = edit(auto, (f) => {
      // What the form does when "Remove" is pressed on vehicle 2: its coverages go, its interests stay on the policy.
      f.coverages = f.coverages.filter((c) => c.property !== "prp_b");
      f.thirdParties = f.thirdParties.filter((t) => t.name !== "Misread Text Inc");
      f.properties = f.properties.filter((p) => p.id !== "prp_b");
      f.coverages[1].deductible = "500";
    });
    const changes = buildCorrectionChanges(auto, v);
    expect(changes).toEqual([
      { path: "coverages[3]", remove: true },
      { path: "thirdParties[1]", remove: true },
      { path: "properties[1]", remove: true },
      { path: "coverages[1].deductible", value: 500 },
    ]);
    const { policy, changes: recorded } = applyChanges(auto, changes, TODAY);
    expect(policy.properties.map((p) => p.id)).toEqual(["prp_a"]);
    expect(policy.coverages.map((c) => [c.code, c.deductible, c.property])).toEqual([
      ["BI", null, null],
      ["COLL", 500, "prp_a"],
      ["COMP", 500, "prp_a"],
    ]);
    expect(policy.thirdParties.map((t) => t.name)).toEqual(["Acme Lending LLC"]);

    // Named over the policy as it stood before, in order: the index 1 after the removals is vehicle 1's collision.
    expect(nameChanges(structuredClone(auto), recorded)).toEqual([
      {
        field: "Comprehensive coverage (Vehicle 2, 2003 Honda Accord)",
        before: "Comprehensive, $500 deductible",
        after: "(removed)",
      },
      {
        field: "Interest 2 (additional interest / insured)",
        before: "Misread Text Inc",
        after: "(removed)",
      },
      { field: "Vehicle 2", before: "2003 Honda Accord · VIN 1HGCM82633A004352", after: "(removed)" },
      // The copy is gone by then: the one left is named by its make and model alone.
      { field: "Collision deductible (2003 Honda Accord)", before: "$5,000", after: "$500" },
    ]);
    // The form's preview says the same before anything is sent.
    expect(namePlannedChanges(auto, changes).map((c) => c.field)).toEqual([
      "Comprehensive coverage (Vehicle 2, 2003 Honda Accord)",
      "Interest 2 (additional interest / insured)",
      "Vehicle 2",
      "Collision deductible (2003 Honda Accord)",
    ]);
  });

  it("refuses a form that keeps a coverage of a removed vehicle, in words, on that coverage", () => {
    const f = policyToFormValues(auto);
    f.properties = f.properties.filter((p) => p.id !== "prp_b");
    const r = PolicyCorrectionFormSchema.safeParse(f);
    expect(r.success).toBe(false);
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["coverages.3.property", "Its vehicle is removed: remove the coverage or pick another vehicle."],
      ["thirdParties.1.property", "Its vehicle is removed."],
    ]);
  });

  it("adds a vehicle with a coverage that names it, and an interest, in one correction", () => {
    const v = edit(auto, (f) => {
      f.properties.push({
        id: "prp_newcar1",
        kind: "vehicle",
        vin: "5yjsa1e26hf000001",
        year: "2017",
        make: "Tesla",
        model: "Model S",
        address: f.address,
      });
      f.coverages.push({
        from: null,
        code: "COLL",
        property: "prp_newcar1",
        limitPerPerson: "",
        limitPerAccident: "",
        deductible: "1,000",
      });
      f.thirdParties.push({
        from: null,
        name: "Tesla Finance",
        type: "lienholder",
        loanNumber: "TF-9",
        property: "prp_newcar1",
      });
    });
    const changes = buildCorrectionChanges(auto, v);
    expect(changes.map((c) => c.path)).toEqual(["properties[2]", "coverages[4]", "thirdParties[2]"]);
    const { policy, changes: recorded } = apply(auto, v);
    expect(policy.properties[2]).toEqual({
      id: "prp_newcar1",
      type: "vehicle",
      data: { vin: "5YJSA1E26HF000001", year: 2017, make: "Tesla", model: "Model S" },
    });
    expect(policy.coverages[4]).toMatchObject({ code: "COLL", deductible: 1000, property: "prp_newcar1" });
    expect(policy.thirdParties[2]).toMatchObject({
      name: "Tesla Finance",
      loanNumber: "TF-9",
      property: "prp_newcar1",
    });
    expect(nameChanges(structuredClone(auto), recorded).map((c) => `${c.field}: ${c.before} → ${c.after}`)).toEqual([
      "Vehicle 3: (none) → 2017 Tesla Model S · VIN 5YJSA1E26HF000001",
      "Collision coverage (2017 Tesla Model S): (none) → Collision, $1,000 deductible",
      "Interest 3 (lienholder / loss payee): (none) → Tesla Finance, loan TF-9",
    ]);
  });

  it("moves a coverage to another vehicle and changes an interest's type", () => {
    const v = edit(auto, (f) => {
      f.coverages[2].property = "prp_b";
      f.thirdParties[1].type = "lienholder";
    });
    expect(buildCorrectionChanges(auto, v)).toEqual([
      { path: "coverages[2].property", value: "prp_b" },
      { path: "thirdParties[1].type", value: "lienholder" },
    ]);
    const { changes } = apply(auto, v);
    expect(nameChanges(structuredClone(auto), changes).map((c) => [c.field, c.before, c.after])).toEqual([
      [
        "Comprehensive applies to (Vehicle 1, 2003 Honda Accord)",
        "Vehicle 1, 2003 Honda Accord",
        "Vehicle 2, 2003 Honda Accord",
      ],
      ["Interest 2 (additional interest / insured) · Type", "Additional interest / insured", "Lienholder / loss payee"],
    ]);
  });

  it("edits a dwelling's address, and adds one where none was read", () => {
    const v = edit(home, (f) => {
      f.properties[0].address.addressLine2 = "Unit 4";
      f.properties[0].address.postalCode = "30308";
    });
    const changes = buildCorrectionChanges(home, v);
    expect(changes).toEqual([
      { path: "properties[0].data.address.postalCode", value: "30308" },
      { path: "properties[0].data.address.addressLine2", value: "Unit 4" },
    ]);
    const { policy, changes: recorded } = applyChanges(home, changes, TODAY);
    expect(policy.properties[0]).toMatchObject({ data: { address: { addressLine2: "Unit 4", postalCode: "30308" } } });
    expect(nameChanges(structuredClone(home), recorded).map((c) => c.field)).toEqual([
      "Dwelling · ZIP",
      "Dwelling · Address line 2",
    ]);

    const bare: Policy = { ...home, properties: [{ id: "prp_h", type: "dwelling", data: { address: null } }] };
    const filled = edit(bare, (f) => {
      f.properties[0].address = {
        addressLine1: "9 Oak Ave",
        addressLine2: "",
        city: "Akron",
        state: "OH",
        postalCode: "44308",
        country: "US",
      };
    });
    expect(buildCorrectionChanges(bare, filled)).toEqual([
      {
        path: "properties[0].data.address",
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
    expect(apply(bare, filled).policy.properties[0]).toMatchObject({ data: { address: { city: "Akron" } } });
  });

  it("an incomplete dwelling address is refused on its own fields", () => {
    const f = policyToFormValues(home);
    f.properties[0].address.city = "";
    const r = PolicyCorrectionFormSchema.safeParse(f);
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["properties.0.address.city", "Needed for an address."],
    ]);
  });
});

describe("field names in staff's words", () => {
  it("names coverages by kind and vehicle, never by index", () => {
    // Two vehicles read alike keep their place; a vehicle of its own is named by year, make and model.
    expect(fieldName(auto, "coverages[1].deductible")).toBe("Collision deductible (Vehicle 1, 2003 Honda Accord)");
    expect(fieldName(auto, "coverages[3].deductible")).toBe("Comprehensive deductible (Vehicle 2, 2003 Honda Accord)");
    expect(fieldName(auto, "coverages[0].limitPerPerson")).toBe("Bodily injury limit per person");
    expect(fieldName(auto, "properties[1].data.vin")).toBe("VIN (Vehicle 2, 2003 Honda Accord)");
    const accord: Policy = {
      ...auto,
      properties: [
        { id: "prp_a", type: "vehicle", data: { vin: null, year: 2021, make: "Honda", model: "Accord" } },
        { id: "prp_b", type: "vehicle", data: { vin: null, year: null, make: null, model: null } },
      ],
    };
    expect(fieldName(accord, "coverages[1].deductible")).toBe("Collision deductible (2021 Honda Accord)");
    expect(fieldName(accord, "coverages[3].deductible")).toBe("Comprehensive deductible (Vehicle 2)");
    expect(fieldName(auto, "thirdParties[0].loanNumber")).toBe("Interest 1 (lienholder / loss payee) · Loan number");
    expect(fieldName(auto, "address.postalCode")).toBe("ZIP");
    expect(fieldName(null, "coverages[8].deductible")).toBe("Coverage 9 deductible");
  });

  it("timeline and audit entries print each change before → after; older entries name their paths", () => {
    expect(
      correctionLines({
        changes: [{ field: "Vehicle 2 · Collision deductible", before: "$5,000", after: "$500" }],
      }),
    ).toEqual(["Vehicle 2 · Collision deductible: $5,000 → $500"]);
    expect(correctionLines({ by: "Dana Admin", fields: ["expirationDate", "coverages[8].deductible"] })).toEqual([
      "Expiration date",
      "Coverage 9 deductible",
    ]);
  });
});
