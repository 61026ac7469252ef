import type { TemplateDefinition } from "./template-shape";

// Templates every new client starts with, so the dashboard has something to validate against.
// Source keys are the names lenders typically keep in their loan systems.

const autoLoan: TemplateDefinition = {
  displayName: "Auto loan — standard",
  rules: [
    { rule: "policy-active", input: {} },
    { rule: "expiration-date-comparison", input: { date: { source: "minExpirationDate" } } },
    {
      rule: "insureds-match",
      input: { firstName: { source: "borrowerFirstName" }, lastName: { source: "borrowerLastName" } },
    },
    { rule: "properties-match", input: { vin: { source: "vin" } } },
    {
      rule: "third-party-match",
      input: { name: { source: "lienholderName" }, loanNumber: { source: "loanNumber" } },
    },
    {
      rule: "collision-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    {
      rule: "comprehensive-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    {
      rule: "bodily-injury-coverage-meets-requirements",
      input: {
        limitPerPerson: { source: "minBodilyInjuryPerPerson", default: 25000 },
        limitPerAccident: { source: "minBodilyInjuryPerAccident", default: 50000 },
      },
    },
    {
      rule: "property-damage-coverage-meets-requirements",
      input: { limitPerAccident: { source: "minPropertyDamage", default: 25000 } },
    },
  ],
};

const mortgage: TemplateDefinition = {
  displayName: "Mortgage — homeowners",
  rules: [
    { rule: "policy-active", input: {} },
    {
      rule: "third-party-match",
      input: {
        name: { source: "lienholderName" },
        type: { source: "thirdPartyType", default: "mortgagee" },
        loanNumber: { source: "loanNumber" },
      },
    },
    { rule: "dwelling-coverage-meets-requirements", input: { limit: { source: "loanAmount" } } },
    { rule: "deductible-meets-requirements", input: { deductible: { source: "maxDeductible", default: 2500 } } },
  ],
};

const loaner: TemplateDefinition = {
  displayName: "Loaner",
  rules: [
    {
      rule: "collision-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    {
      rule: "comprehensive-coverage-meets-requirements",
      input: { deductible: { source: "maxDeductible", default: 1000 } },
    },
    {
      rule: "insureds-match",
      input: { firstName: { source: "driverFirstName" }, lastName: { source: "driverLastName" } },
    },
  ],
};

export const SAMPLE_TEMPLATES: readonly TemplateDefinition[] = [autoLoan, mortgage, loaner];
