import { describe, expect, it } from "vitest";
import type { TemplateRule } from "@/lib/schemas/validation";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { evaluateTemplate } from "@/lib/service/validation/evaluate";
import { SAMPLE_TEMPLATES } from "@/lib/service/validation/sample-templates";
import { loanMetadata } from "@/lib/verifications/loan-metadata";
import { autoPolicy, homePolicy, party, TODAY } from "../validation/fixtures";

// The loan facts staff type must land under the shared loan-data keys, and under any keys of its own
// a template chose, so the service's own resolver finds them in the session metadata and the
// verdict needs no typing.

const autoTemplate = SAMPLE_TEMPLATES.find((t) => t.displayName === "Auto loan — standard")!;
const mortgageTemplate = SAMPLE_TEMPLATES.find((t) => t.displayName === "Mortgage — homeowners")!;

const LENDER = "Acme Acceptance Corporation";
const loan = (over: Partial<LoanFacts> = {}): LoanFacts => ({
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
  ...over,
});

describe("loanMetadata", () => {
  it("puts each fact under the sample auto template's source keys, which are the shared ones", () => {
    expect(loanMetadata(autoTemplate, loan())).toEqual({
      minExpirationDate: TODAY,
      borrowerFirstName: "Jordan",
      borrowerLastName: "Rivera",
      borrowerName: "Jordan Rivera",
      vin: "1HGCM82633A004352",
      lienholderName: LENDER,
      loanNumber: "LN-001234",
    });
  });

  it("follows a template's own key names, and leaves requirements (deductibles) to its defaults", () => {
    const custom: { rules: TemplateRule[] } = {
      rules: [
        { rule: "third-party-match", input: { name: { source: "lender" }, loanNumber: { source: "acct" } } },
        { rule: "insureds-match", input: { name: { source: "borrower" } } },
        { rule: "collision-coverage-meets-requirements", input: { deductible: { source: "maxDed", default: 500 } } },
      ],
    };
    const meta = loanMetadata(custom, loan());
    expect(meta).toMatchObject({ lender: LENDER, acct: "LN-001234", borrower: "Jordan Rivera" });
    expect(meta).not.toHaveProperty("maxDed");
  });

  it("splits a one-line borrower name for first/last inputs and leaves out facts the loan lacks", () => {
    const meta = loanMetadata(autoTemplate, loan({ borrower: { name: "Mary Ann  Smith" }, loanNumber: null }));
    expect(meta).toMatchObject({ borrowerFirstName: "Mary Ann", borrowerLastName: "Smith" });
    expect(meta).not.toHaveProperty("loanNumber");
  });

  it("gives the first rule a key of its own; a later rule cannot overwrite it", () => {
    const shared: { rules: TemplateRule[] } = {
      rules: [
        { rule: "third-party-match", input: { name: { source: "name" } } },
        { rule: "insureds-match", input: { name: { source: "name" } } },
      ],
    };
    expect(loanMetadata(shared, loan())).toMatchObject({ name: LENDER });
  });

  it("makes the sample auto template pass a compliant policy with nothing typed at validation", () => {
    const policy = autoPolicy({ thirdParties: [party(LENDER, { loanNumber: "LN-001234" })] });
    const result = evaluateTemplate({
      template: autoTemplate,
      policy,
      term: "current",
      metadata: loanMetadata(autoTemplate, loan()),
      today: TODAY,
    });
    expect(Object.fromEntries(Object.entries(result.rules).map(([k, r]) => [k, r.status]))).toEqual(
      Object.fromEntries(autoTemplate.rules.map((r) => [r.rule, "pass"])),
    );
    expect(result.status).toBe("pass");
  });

  it("without the loan facts the same policy is only a caution: the facts are what make the Pass", () => {
    const policy = autoPolicy({ thirdParties: [party(LENDER, { loanNumber: "LN-001234" })] });
    const result = evaluateTemplate({ template: autoTemplate, policy, term: "current", metadata: {}, today: TODAY });
    expect(result.status).toBe("caution");
  });

  it("fills the mortgage template's property address and loan amount for a home loan", () => {
    const meta = loanMetadata(
      mortgageTemplate,
      loan({
        policyType: "home",
        vin: null,
        propertyAddress: "1200 Peachtree St NE, Atlanta, GA 30309",
        loanAmount: 250000,
      }),
    );
    expect(meta).toMatchObject({
      lienholderName: LENDER,
      loanNumber: "LN-001234",
      loanAmount: 250000,
      propertyAddress: "1200 Peachtree St NE, Atlanta, GA 30309",
    });
    expect(meta).not.toHaveProperty("vin");
    const result = evaluateTemplate({
      template: mortgageTemplate,
      policy: homePolicy({ thirdParties: [party(LENDER, { type: "mortgagee", loanNumber: "LN-001234" })] }),
      term: "current",
      metadata: meta,
      today: TODAY,
    });
    expect(result.rules["dwelling-coverage-meets-requirements"].metadata.inputs.limit).toMatchObject({
      value: 250000,
      source: "metadata",
    });
  });
});
