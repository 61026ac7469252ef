import { lookup } from "../fixtures/proxy/lookups";

/** Bodies the service accepts, for the routes known today: their mutations reach past the first check. */
export function goodBodies(documentUrl: string): Record<string, unknown[]> {
  const template = {
    displayName: "Collision and liability",
    rules: [
      {
        rule: "collision-coverage-meets-requirements",
        input: { deductible: { source: "maxDeductible", default: 1000 } },
      },
      { rule: "third-party-match", input: { name: { source: "lender", default: "Ally Bank" } } },
      { rule: "policy-active" },
    ],
  };
  return {
    "POST /ignition": [
      {
        webhookUri: "https://example.com/hook",
        redirectUri: "https://example.com/back",
        user: { id: "u-1", firstName: "Jo", lastName: "Doe", email: "jo@example.com" },
        metadata: { loan: "L-1", amount: 5, insured: true },
      },
    ],
    "POST /ignition/{token}/proxy": [
      lookup("SBX-AUTO-1001"),
      {
        operation: "process-document",
        input: { name: "dec.pdf", source: "user", policyType: "auto", url: documentUrl },
      },
    ],
    "POST /token/exchange": [{ authCode: "cod_unknown" }],
    "POST /token/revoke": [{ accessToken: "tok_unknown" }],
    "POST /policies/{id}/corrections": [
      {
        correctedBy: "reviewer@lender.example",
        reason: "as printed",
        changes: [
          { path: "premium", value: 900 },
          { path: "address.addressLine2", value: "Apt 1" },
          { path: "coverages[0].deductible", value: 250 },
        ],
      },
    ],
    "PUT /portal-credentials/{carrierId}": [{ username: "Acme Lending LLC", password: "portal-pass-1" }],
    "POST /validation/templates": [template],
    "POST /validation/templates/{id}": [template],
    "POST /policies/{id}/validate/{template}": [{ maxDeductible: 500, lender: "Ally Bank", loan: { nested: [1] } }],
  };
}
