import { z } from "zod";
import { clean, safeString } from "./common";
import { PolicyTypeSchema } from "./policy";
import { TemplateChoiceSchema } from "./verify-loan";

// "Request insurance": staff name the borrower and the loan, the borrower shares the policy themselves from
// the hosted page the mail links to. One schema for the form and the server action.

const optional = (max: number) => safeString().trim().max(max, `Use at most ${max} characters.`).optional();

/** Digits with the usual separators; a leading + for an international number. */
const PHONE = /^\+?[\d\s().-]{7,25}$/;

export const InsuranceRequestSchema = z.object({
  borrower: z.object({
    firstName: safeString().trim().min(1, "Enter the borrower's first name.").max(100),
    lastName: safeString().trim().min(1, "Enter the borrower's last name.").max(100),
    email: clean(
      z.string().trim().max(254).pipe(z.email("Enter the borrower's email address, e.g. name@example.com.")),
    ),
    phone: safeString()
      .trim()
      .refine((v) => v === "" || PHONE.test(v), "Enter a phone number with digits, e.g. (404) 555-0134.")
      .optional(),
  }),
  borrowerRef: safeString().trim().min(1, "Enter the borrower reference (the id in your loan system).").max(200),
  policyType: PolicyTypeSchema,
  loan: z.object({
    templateId: TemplateChoiceSchema,
    vin: optional(40),
    propertyAddress: optional(300),
    loanNumber: optional(60),
    loanAmount: z
      .string()
      .trim()
      .regex(/^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$|^$/, "Enter an amount in dollars, e.g. 250,000.")
      .optional(),
  }),
});
export type InsuranceRequestInput = z.infer<typeof InsuranceRequestSchema>;
export type InsuranceRequestValues = z.input<typeof InsuranceRequestSchema>;

/** The request a reminder or cancel names. */
export const RequestTokenSchema = safeString().trim().min(1).max(200);
