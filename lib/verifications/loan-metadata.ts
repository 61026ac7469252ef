import type { Metadata } from "@/lib/schemas/common";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { naturalKey, type LoanFilledKey } from "@/lib/shared/loan-data-keys";

// The loan as session metadata. Every loan fact goes under its key from the shared list, whatever
// the template, so a template made in the editor (which offers those keys) finds the loan of any
// session, also one opened for another template. A template that names keys of its own (made by
// API, or before the shared keys: "driverFirstName", "lender") gets the facts under those as well.

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

/** How the loan fills each key the shared list says it fills. */
const FILLS: Readonly<Record<LoanFilledKey, Fact>> = {
  borrowerFirstName: (loan) => splitName(loan).firstName,
  borrowerLastName: (loan) => splitName(loan).lastName,
  borrowerName: fullName,
  vin: (loan) => loan.vin,
  propertyAddress: (loan) => loan.propertyAddress,
  lienholderName: (loan) => loan.lenderName,
  loanNumber: (loan) => loan.loanNumber,
  loanAmount: (loan) => loan.loanAmount,
  minExpirationDate: (loan) => loan.checkDate,
};

const present = (v: unknown): v is string | number =>
  typeof v === "number" || (typeof v === "string" && v.trim() !== "");

/**
 * Session metadata for a loan: each fact it knows under its shared key, then under the template's
 * own keys. A key is written once: the shared keys first, then the first rule to claim a key of its
 * own, so two rules reading one key never disagree silently. Requirements the loan knows nothing
 * about (deductible maximums) are left to what staff add and to the template's defaults.
 */
export function loanMetadata(
  template: { rules: { rule: string; input: Record<string, { source: string }> }[] },
  loan: LoanFacts,
): Metadata {
  const metadata: Metadata = {};
  const put = (key: string, fact: Fact) => {
    if (Object.hasOwn(metadata, key)) return;
    const value = fact(loan);
    if (present(value)) metadata[key] = typeof value === "string" ? value.trim() : value;
  };
  for (const [key, fact] of Object.entries(FILLS)) put(key, fact);
  for (const { rule, input } of template.rules)
    for (const [name, mapping] of Object.entries(input)) {
      const key = naturalKey(rule, name);
      if (key && Object.hasOwn(FILLS, key)) put(mapping.source, FILLS[key as LoanFilledKey]);
    }
  return metadata;
}
