import type { Metadata } from "@/lib/schemas/common";
import type { LoanFacts } from "@/lib/schemas/verify-loan";

// Which loan fact answers which rule input. A template names its own source keys (one lender says
// "lienholderName", another "lender"), so the facts are placed under whatever key the template
// chose for that input; the service then finds them in the session metadata.

type Fact = (loan: LoanFacts) => string | number | null | undefined;

/** "Jordan Q Rivera" → first "Jordan Q", last "Rivera": the last word is the family name on US policies. */
function splitName(loan: LoanFacts): { firstName: string; lastName: string } {
  if ("lastName" in loan.borrower) return loan.borrower;
  const words = loan.borrower.name.trim().split(/\s+/);
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) ?? "" };
}

function fullName(loan: LoanFacts): string {
  return "name" in loan.borrower ? loan.borrower.name : `${loan.borrower.firstName} ${loan.borrower.lastName}`;
}

export const LOAN_FACTS: Readonly<Record<string, Fact>> = {
  "insureds-match.firstName": (loan) => splitName(loan).firstName,
  "insureds-match.lastName": (loan) => splitName(loan).lastName,
  "insureds-match.name": fullName,
  "properties-match.vin": (loan) => loan.vin,
  "properties-match.address": (loan) => loan.propertyAddress,
  "third-party-match.name": (loan) => loan.lenderName,
  "third-party-match.loanNumber": (loan) => loan.loanNumber,
  "expiration-date-comparison.date": (loan) => loan.checkDate,
  "dwelling-coverage-meets-requirements.limit": (loan) => loan.loanAmount,
};

const present = (v: unknown): v is string | number =>
  typeof v === "number" || (typeof v === "string" && v.trim() !== "");

/**
 * Session metadata for a template: each input the loan can answer, under the template's source key.
 * The first rule to claim a key wins, so two rules reading one key never disagree silently; inputs
 * the loan knows nothing about (deductible maximums) are left to the template's defaults.
 */
export function loanMetadata(
  template: { rules: { rule: string; input: Record<string, { source: string }> }[] },
  loan: LoanFacts,
): Metadata {
  const metadata: Metadata = {};
  for (const { rule, input } of template.rules) {
    for (const [name, mapping] of Object.entries(input)) {
      const fact = LOAN_FACTS[`${rule}.${name}`];
      if (!fact || Object.hasOwn(metadata, mapping.source)) continue;
      const value = fact(loan);
      if (present(value)) metadata[mapping.source] = typeof value === "string" ? value.trim() : value;
    }
  }
  return metadata;
}
