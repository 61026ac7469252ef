import { z } from "zod";
import { POLICY_TYPES } from "./policy";

// The loan a verification is for. Staff type what the loan system holds; the dashboard turns it into
// session metadata under the chosen template's source keys, so the verdict needs no further typing.

const optional = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`).optional();

/** "250000", "$250,000" or empty: the loan amount the dwelling limit must reach (home and condo). */
const LoanAmountSchema = z
  .string()
  .trim()
  .regex(/^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^$/, "Enter an amount in dollars, e.g. 250,000.")
  .optional();

export const TemplateChoiceSchema = z
  .string({ error: "Choose the requirement template." })
  .trim()
  .min(1, "Choose the requirement template.")
  .max(100);

/** What the lookup form adds: the borrower, vehicle and address are already part of the lookup. */
export const LookupLoanSchema = z.object({
  templateId: TemplateChoiceSchema,
  loanNumber: optional(60),
  loanAmount: LoanAmountSchema,
});
export type LookupLoanValues = z.input<typeof LookupLoanSchema>;

/** What the document form asks for: a declarations page carries no lookup to borrow facts from. */
export const DocumentLoanSchema = z.object({
  borrowerFirstName: z.string().trim().min(1, "Enter the borrower's first name.").max(100),
  borrowerLastName: z.string().trim().min(1, "Enter the borrower's last name.").max(100),
  vin: optional(40),
  propertyAddress: optional(300),
  loanNumber: optional(60),
  loanAmount: LoanAmountSchema,
});
export type DocumentLoanValues = z.input<typeof DocumentLoanSchema>;

export type LoanPolicyType = (typeof POLICY_TYPES)[number];

/** The loan as stored on a verification and mapped onto template inputs. */
export interface LoanFacts {
  policyType: LoanPolicyType;
  templateId: string;
  templateName: string;
  borrower: { firstName: string; lastName: string } | { name: string };
  vin: string | null;
  /** One line: session metadata is flat, and the service reads an address given as text. */
  propertyAddress: string | null;
  loanNumber: string | null;
  loanAmount: number | null;
  /** The lender as named on policies, from the organisation settings. */
  lenderName: string | null;
  /** The day of the check (YYYY-MM-DD): the policy must not expire before it. */
  checkDate: string;
}

export function parseLoanAmount(text: string | undefined | null): number | null {
  const cleaned = text?.replace(/[$,\s]/g, "") ?? "";
  return cleaned ? Number(cleaned) : null;
}
