import { describe, expect, it } from "vitest";
import { readFlow } from "../fixtures/documents/flow-policy";

// An anonymised copy blanks the VINs out, and some summaries never print them: the vehicles are
// then the distinct year, make and model the page names, however it abbreviates the make, and
// each vehicle's coverages are the ones under its own heading.

const PAGE = `Your Policy Declarations   Policy Number: 4410-22-981
Policy Period: 03/01/2026 to 09/01/2026
Changes Made to Your Policy
Added 2016 Toyo Corolla L
Premium Summary
2021 Subaru Forester   $ 727.49
2016 Toyota Corolla L   $ 1,088.05
Insured Vehicle(s) and Schedule of Coverages
2021 Suba Forester
VIN
Bodily Injury Liability   $100,000 Each Person   $300,000 Each Accident   201.51
Comprehensive   Actual Cash Value Less $1,000   76.96
Collision   Actual Cash Value Less $500   179.13
2016 Toyo Corolla L
VIN
Bodily Injury Liability   $100,000 Each Person   $300,000 Each Accident   352.07
Comprehensive   Actual Cash Value Less $250   73.06
Collision   Actual Cash Value Less $1,000   305.72
`;

describe("vehicles on a page without VINs", () => {
  const policy = readFlow(PAGE);
  const vehicles = policy.properties.flatMap((p) => (p.type === "vehicle" ? [{ id: p.id, ...p.data }] : []));

  it("reads each distinct vehicle once, by its fullest printed make", () => {
    expect(vehicles.map((v) => [v.year, v.make, v.model, v.vin]).sort()).toEqual([
      [2016, "Toyota", "Corolla L", null],
      [2021, "Subaru", "Forester", null],
    ]);
  });

  it("gives each vehicle the deductibles under its abbreviated heading", () => {
    const deductible = (code: string, make: string) =>
      policy.coverages.find((c) => c.code === code && c.property === vehicles.find((v) => v.make === make)?.id)
        ?.deductible;
    expect([
      deductible("COLL", "Subaru"),
      deductible("COMP", "Subaru"),
      deductible("COLL", "Toyota"),
      deductible("COMP", "Toyota"),
    ]).toEqual([500, 1000, 1000, 250]);
  });
});

describe("a vehicle described in captioned cells", () => {
  it("is read from 'Model year: 2014   Make: Toyota   Model: Corolla' with no VIN beside it", () => {
    const policy = readFlow(`Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
Vehicle no.: 1   Model year: 2014   Make: Toyota   Model: Corolla   VIN:
Coverage: Collision   Deductible: $1,500`);
    expect(
      policy.properties.map((p) => (p.type === "vehicle" ? [p.data.year, p.data.make, p.data.model] : [])),
    ).toEqual([[2014, "Toyota", "Corolla"]]);
  });
});

describe("what a VIN-less page says around its vehicles", () => {
  const vehiclesOf = (text: string) =>
    readFlow(`Policy Number: 4410-22-981   Policy period: 03/01/2026 to 09/01/2026
${text}`).properties.map((p) => (p.type === "vehicle" ? [p.data.year, p.data.make, p.data.model] : []));

  it("a vehicle the page reports deleted is not one of the policy's", () => {
    expect(
      vehiclesOf(`Vehicle deleted   2019   Volkswagen   Atlas
Vehicle 1   2018 Tesla Model S   Comprehensive Ded. $250`),
    ).toEqual([[2018, "Tesla", "Model S"]]);
  });

  it("a model printed under its year and make is the vehicle's", () => {
    expect(
      vehiclesOf(`Vehicle 1 2012 Chevrolet   $108.80   $125.65   $617.42
Silverado 1500`),
    ).toEqual([[2012, "Chevrolet", "Silverado 1500"]]);
  });

  it("a status after the model is not part of it", () => {
    expect(vehiclesOf(`2017 Jeep Cherokee INCL INCL`)).toEqual([[2017, "Jeep", "Cherokee"]]);
  });
});
