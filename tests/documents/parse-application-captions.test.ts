import { expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { textPage } from "../fixtures/documents/text-page";

// An agency's application or coverage worksheet captions its facts as an application does: the
// insured is the "Applicant", the number a "Policy / Binder No.", the start a "Proposed Eff. Date".

it("reads the applicant, the policy or binder number and the proposed term", () => {
  const policy = parsePolicy(
    [
      textPage([
        [[48, "Homeowners Application - Coverages"]],
        [
          [51, "Applicant"],
          [217, "Address"],
        ],
        [
          [51, "CHEN, HANNAH T"],
          [217, "27917 E STONEGATE DR"],
        ],
        [[217, "MESA, AZ 85201"]],
        [
          [51, "Writing Company"],
          [368, "Policy / Binder No."],
        ],
        [
          [51, "AMCO Insurance Company NAIC #19100"],
          [369, "110-4039-M70"],
        ],
        [
          [51, "Proposed Eff. Date"],
          [241, "Expiration Date"],
          [408, "Worksheet Date"],
        ],
        [
          [51, "6/21/2025"],
          [242, "6/21/2026"],
          [408, "6/16/2025"],
        ],
      ]),
    ],
    { policyType: "home", today: new Date("2025-06-01") },
  );
  expect(policy.policyNumber).toBe("110-4039-M70");
  expect(policy.insureds).toMatchObject([{ firstName: "Hannah", lastName: "Chen" }]);
  expect([policy.effectiveDate, policy.expirationDate]).toEqual(["2025-06-21", "2026-06-21"]);
});

it("reads 'Applicant / Named Insured:' before the name", () => {
  const policy = parsePolicy(
    [
      textPage([
        [[37, "Auto Coverage Worksheet"]],
        [
          [37, "Applicant / Named Insured: Larsen, Rosa"],
          [260, "Policy / Binder No.: AP 3599015"],
        ],
        [[37, "Eff. Date: May 26, 2025"]],
        [[37, "Expires: May 26, 2026"]],
      ]),
    ],
    { policyType: "auto", today: new Date("2025-06-01") },
  );
  expect(policy.insureds).toMatchObject([{ firstName: "Rosa", lastName: "Larsen" }]);
  expect(policy.policyNumber).toBe("AP 3599015");
});
