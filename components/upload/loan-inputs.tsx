"use client";

import { Field, Input } from "@/components/ui/field";

export interface DocumentLoan {
  borrowerFirstName: string;
  borrowerLastName: string;
  vin: string;
  propertyAddress: string;
  loanNumber: string;
  loanAmount: string;
}

export const EMPTY_LOAN: DocumentLoan = {
  borrowerFirstName: "",
  borrowerLastName: "",
  vin: "",
  propertyAddress: "",
  loanNumber: "",
  loanAmount: "",
};

const FIELDS: { key: keyof DocumentLoan; label: string; hint?: string; mono?: boolean; when?: "auto" | "property" }[] =
  [
    { key: "borrowerFirstName", label: "Borrower first name" },
    { key: "borrowerLastName", label: "Borrower last name" },
    { key: "loanNumber", label: "Loan number", hint: "As the lender is listed on the policy." },
    { key: "vin", label: "VIN of the financed vehicle", mono: true, when: "auto" },
    {
      key: "propertyAddress",
      label: "Property address",
      hint: "e.g. 123 Fake St, Atlanta, GA 30303",
      when: "property",
    },
    { key: "loanAmount", label: "Loan amount", hint: "The dwelling coverage must reach it.", when: "property" },
  ];

/** The loan the documents are for; the VIN shows for auto files, the property for home and condo. */
export function LoanInputs({
  loan,
  onChange,
  errors,
  types,
}: {
  loan: DocumentLoan;
  onChange: (patch: Partial<DocumentLoan>) => void;
  errors: Partial<Record<keyof DocumentLoan, string>>;
  types: Set<string>;
}) {
  const shown = FIELDS.filter(
    (f) => !f.when || (f.when === "auto" ? types.has("auto") : types.has("home") || types.has("condo")),
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">Loan</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map((f) => (
          <Field key={f.key} id={`doc-${f.key}`} label={f.label} hint={f.hint} error={errors[f.key]}>
            <Input
              id={`doc-${f.key}`}
              autoComplete="off"
              className={f.mono ? "font-mono uppercase" : undefined}
              value={loan[f.key]}
              invalid={!!errors[f.key]}
              onChange={(e) => onChange({ [f.key]: e.target.value })}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
