"use client";

import type { ReactNode } from "react";
import { Field, Input } from "@/components/ui/field";
import { VerifyByDocumentSchema } from "@/lib/schemas/verify-document";
import { DocumentLoanSchema } from "@/lib/schemas/verify-loan";

/** The loan one document is for: each file becomes its own verification, so each has its own. */
export const FileLoanSchema = DocumentLoanSchema.extend({ borrowerRef: VerifyByDocumentSchema.shape.borrowerRef });

export interface DocumentLoan {
  borrowerRef: string;
  borrowerFirstName: string;
  borrowerLastName: string;
  vin: string;
  propertyAddress: string;
  loanNumber: string;
  loanAmount: string;
}

export type LoanErrors = Partial<Record<keyof DocumentLoan, string>>;

export const EMPTY_LOAN: DocumentLoan = {
  borrowerRef: "",
  borrowerFirstName: "",
  borrowerLastName: "",
  vin: "",
  propertyAddress: "",
  loanNumber: "",
  loanAmount: "",
};

/** The first problem per field of a file's loan; empty when it can be sent. */
export function loanErrors(loan: DocumentLoan): LoanErrors {
  const parsed = FileLoanSchema.safeParse(loan);
  const errors: LoanErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    errors[issue.path[0] as keyof DocumentLoan] ??= issue.message;
  return errors;
}

const FIELDS: { key: keyof DocumentLoan; label: string; hint?: string; mono?: boolean; when?: "auto" | "property" }[] =
  [
    { key: "borrowerRef", label: "Borrower reference", hint: "The borrower’s id in your loan system." },
    { key: "loanNumber", label: "Loan number", hint: "As the lender is listed on the policy." },
    { key: "borrowerFirstName", label: "Borrower first name" },
    { key: "borrowerLastName", label: "Borrower last name" },
    { key: "vin", label: "VIN of the financed vehicle", mono: true, when: "auto" },
    {
      key: "propertyAddress",
      label: "Property address",
      hint: "e.g. 123 Fake St, Atlanta, GA 30303",
      when: "property",
    },
    { key: "loanAmount", label: "Loan amount", hint: "The dwelling coverage must reach it.", when: "property" },
  ];

/** One file's loan; the VIN shows for an auto file, the property for a home or condo file. */
export function LoanInputs({
  idPrefix,
  fileName,
  loan,
  onChange,
  errors,
  policyType,
  copy,
}: {
  /** A way to fill it from another file's loan, shown under the legend. */
  copy?: ReactNode;
  idPrefix: string;
  fileName: string;
  loan: DocumentLoan;
  onChange: (patch: Partial<DocumentLoan>) => void;
  errors: LoanErrors;
  policyType: "auto" | "home" | "condo";
}) {
  const shown = FIELDS.filter((f) => !f.when || (f.when === "auto") === (policyType === "auto"));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-800">
        Loan<span className="sr-only"> for {fileName}</span>
      </legend>
      {copy ? <div>{copy}</div> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {shown.map((f) => {
          const id = `${idPrefix}-${f.key}`;
          return (
            <Field key={f.key} id={id} label={f.label} hint={f.hint} error={errors[f.key]}>
              <Input
                id={id}
                autoComplete="off"
                className={f.mono ? "font-mono uppercase" : undefined}
                value={loan[f.key]}
                invalid={!!errors[f.key]}
                onChange={(e) => onChange({ [f.key]: e.target.value })}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A sent file's loan in one line: it can no longer change, and the row stays short. */
export function loanLine(loan: DocumentLoan): string {
  return [
    `${loan.borrowerFirstName} ${loan.borrowerLastName}`.trim(),
    loan.borrowerRef && `borrower ${loan.borrowerRef}`,
    loan.loanNumber && `loan ${loan.loanNumber}`,
  ]
    .filter(Boolean)
    .join(" · ");
}
