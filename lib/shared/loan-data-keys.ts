import type { RuleDescription } from "@/lib/schemas/validation";

// The session metadata keys the dashboard's loan data uses, named once with the words staff read.
// The lookup, document and request forms label their loan fields from this list and fill the "loan"
// keys; a template's rule inputs are mapped onto these keys in the template editor, so any template
// made there finds the loan of any session. "staff" keys are requirements the loan system does not
// hold: staff give them as extra metadata or on the Validate page, or the template's default applies.

type RuleInputType = RuleDescription["inputs"][number]["type"];

interface LoanDataKey {
  label: string;
  /** The rule input type its values suit; the editor offers a key only for inputs of that type. */
  type: RuleInputType;
  from: "loan" | "staff";
  /** The rule inputs ("rule.input") this key answers by nature: the editor preselects it for them. */
  answers: readonly string[];
}

export const LOAN_DATA_KEYS = {
  borrowerFirstName: {
    label: "Borrower first name",
    type: "text",
    from: "loan",
    answers: ["insureds-match.firstName"],
  },
  borrowerLastName: { label: "Borrower last name", type: "text", from: "loan", answers: ["insureds-match.lastName"] },
  borrowerName: { label: "Borrower full name", type: "text", from: "loan", answers: ["insureds-match.name"] },
  vin: { label: "VIN of the financed vehicle", type: "text", from: "loan", answers: ["properties-match.vin"] },
  propertyAddress: { label: "Property address", type: "address", from: "loan", answers: ["properties-match.address"] },
  lienholderName: { label: "Lender name", type: "text", from: "loan", answers: ["third-party-match.name"] },
  loanNumber: { label: "Loan number", type: "text", from: "loan", answers: ["third-party-match.loanNumber"] },
  loanAmount: {
    label: "Loan amount",
    type: "amount",
    from: "loan",
    answers: ["dwelling-coverage-meets-requirements.limit"],
  },
  minExpirationDate: {
    label: "Day of the check",
    type: "date",
    from: "loan",
    answers: ["expiration-date-comparison.date"],
  },
  thirdPartyType: {
    label: "Lender's role (lienholder or mortgagee)",
    type: "choice",
    from: "staff",
    answers: ["third-party-match.type"],
  },
  lienholderAddress: {
    label: "Lender address",
    type: "address",
    from: "staff",
    answers: ["third-party-match.address"],
  },
  maxDeductible: {
    label: "Maximum deductible",
    type: "amount",
    from: "staff",
    answers: [
      "collision-coverage-meets-requirements.deductible",
      "comprehensive-coverage-meets-requirements.deductible",
      "deductible-meets-requirements.deductible",
    ],
  },
  minBodilyInjuryPerPerson: {
    label: "Minimum bodily injury per person",
    type: "amount",
    from: "staff",
    answers: ["bodily-injury-coverage-meets-requirements.limitPerPerson"],
  },
  minBodilyInjuryPerAccident: {
    label: "Minimum bodily injury per accident",
    type: "amount",
    from: "staff",
    answers: ["bodily-injury-coverage-meets-requirements.limitPerAccident"],
  },
  minPropertyDamage: {
    label: "Minimum property damage",
    type: "amount",
    from: "staff",
    answers: ["property-damage-coverage-meets-requirements.limitPerAccident"],
  },
  minUninsuredPerPerson: {
    label: "Minimum uninsured motorist per person",
    type: "amount",
    from: "staff",
    answers: ["uninsured-underinsured-bi-coverage-meets-requirements.limitPerPerson"],
  },
  minUninsuredPerAccident: {
    label: "Minimum uninsured motorist per accident",
    type: "amount",
    from: "staff",
    answers: ["uninsured-underinsured-bi-coverage-meets-requirements.limitPerAccident"],
  },
  minUninsuredPropertyDamage: {
    label: "Minimum uninsured motorist property damage",
    type: "amount",
    from: "staff",
    answers: ["uninsured-underinsured-pd-coverage-meets-requirements.limitPerAccident"],
  },
} as const satisfies Record<string, LoanDataKey>;

export type LoanDataKeyName = keyof typeof LOAN_DATA_KEYS;
/** The keys the loan fills on every session. */
export type LoanFilledKey = {
  [K in LoanDataKeyName]: (typeof LOAN_DATA_KEYS)[K]["from"] extends "loan" ? K : never;
}[LoanDataKeyName];

export const isLoanDataKey = (key: string): key is LoanDataKeyName => Object.hasOwn(LOAN_DATA_KEYS, key);

/** The key a rule input reads by nature, e.g. "third-party-match", "name" → "lienholderName". */
export function naturalKey(rule: string, input: string): LoanDataKeyName | undefined {
  const wanted = `${rule.split("#")[0]}.${input}`;
  return (Object.keys(LOAN_DATA_KEYS) as LoanDataKeyName[]).find((k) =>
    (LOAN_DATA_KEYS[k].answers as readonly string[]).includes(wanted),
  );
}
