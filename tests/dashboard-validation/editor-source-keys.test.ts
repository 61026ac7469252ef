import { describe, expect, it } from "vitest";
import { freshInputs } from "@/components/templates/rule-inputs";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import { listRules } from "@/lib/service/validation/registry";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";
import { isLoanDataKey, LOAN_DATA_KEYS, naturalKey } from "@/lib/shared/loan-data-keys";
import { loanMetadata } from "@/lib/verifications/loan-metadata";
import { autoPolicy, party, TODAY } from "../validation/fixtures";

// A rule added in the template editor must read what the loan puts in the session metadata: the
// editor starts each input on the loan-data key that answers it, and the loan fills those keys on
// every session, whatever template the session was opened for.

const catalogue = listRules();
const LENDER = "Acme Acceptance Corporation";
const loan: LoanFacts = {
  policyType: "auto",
  templateId: "tem_1",
  templateName: "Auto loan — standard",
  borrower: { firstName: "Jordan", lastName: "Rivera" },
  vin: "1HGCM82633A004352",
  propertyAddress: null,
  loanNumber: "LN-001234",
  loanAmount: null,
  lenderName: LENDER,
  checkDate: TODAY,
};

describe("source keys of a rule added in the editor", () => {
  it("the lender rule reads the lender name the loan fills, also on a session opened for another template", () => {
    const input = freshInputs(catalogue, "third-party-match");
    expect(input).toEqual({ name: { source: "lienholderName" } });
    const sample = SAMPLE_TEMPLATES.find((t) => t.displayName === "Auto loan — standard")!;
    const result = evaluateTemplate({
      template: { rules: [{ rule: "third-party-match", input }] },
      policy: autoPolicy({ thirdParties: [party(LENDER)] }),
      term: "current",
      metadata: loanMetadata(sample, loan),
      today: TODAY,
    });
    expect(result.rules["third-party-match"].status).toBe("pass");
    expect(result.rules["third-party-match"].metadata.inputs.name).toMatchObject({ value: LENDER, source: "metadata" });
  });

  it("starts every required input of every rule on a key of the shared list", () => {
    for (const rule of catalogue)
      for (const [name, mapping] of Object.entries(freshInputs(catalogue, rule.name)))
        expect(isLoanDataKey(mapping.source), `${rule.name}.${name} → ${mapping.source}`).toBe(true);
  });

  it("names a natural key, of the input's type, for every input of the library", () => {
    for (const rule of catalogue)
      for (const input of rule.inputs) {
        const key = naturalKey(rule.name, input.name);
        expect(key, `${rule.name}.${input.name}`).toBeDefined();
        expect(LOAN_DATA_KEYS[key!].type, `${rule.name}.${input.name}`).toBe(input.type);
      }
  });

  it("the loan fills each loan key whatever the template", () => {
    expect(loanMetadata({ rules: [] }, loan)).toEqual({
      borrowerFirstName: "Jordan",
      borrowerLastName: "Rivera",
      borrowerName: "Jordan Rivera",
      vin: "1HGCM82633A004352",
      lienholderName: LENDER,
      loanNumber: "LN-001234",
      minExpirationDate: TODAY,
    });
  });
});
