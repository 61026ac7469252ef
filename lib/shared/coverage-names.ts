// Coverages in staff's words (the code stays beside them where space allows).
export const COVERAGE_NAMES: Record<string, string> = {
  BI: "Bodily injury",
  PD: "Property damage",
  CSL: "Combined single limit",
  UMBI: "Uninsured motorist BI",
  UMPD: "Uninsured motorist PD",
  UIMBI: "Underinsured motorist BI",
  UIMPD: "Underinsured motorist PD",
  COLL: "Collision",
  COMP: "Comprehensive",
  MEDPAY: "Medical payments",
  PIP: "Personal injury protection",
  RENTAL: "Rental reimbursement",
  TOWING: "Towing and labor",
  DWELLING: "Dwelling (A)",
  OTHER_STRUCTURES: "Other structures (B)",
  PERSONAL_PROPERTY: "Personal property (C)",
  LOSS_OF_USE: "Loss of use (D)",
  PERSONAL_LIABILITY: "Personal liability (E)",
  MEDICAL_PAYMENTS: "Medical payments (F)",
};

export const coverageName = (code: string): string => COVERAGE_NAMES[code] ?? code;

/**
 * The contract's interest types in staff's words. The contract has four; a loss payee is listed as
 * a lienholder (auto) and an additional insured as an additional interest.
 */
export const THIRD_PARTY_WORDS: Record<string, string> = {
  lienholder: "Lienholder / loss payee",
  lessor: "Lessor",
  mortgagee: "Mortgagee",
  interest: "Additional interest / insured",
};
