import type { Rng } from "./random";

// How declarations pages word things: ACORD names, carrier wording and the plain language of
// notices, written from insurance practice rather than from any one layout. Each page draws one
// wording per label, one date format, one money format and one split-limit notation.

export const LABELS = {
  title: {
    auto: [
      "Auto Policy Declarations",
      "Automobile Declarations Page",
      "Personal Auto Policy - Declarations",
      "Your Car Insurance Summary",
      "Coverage Summary",
      "Policy Declarations",
      "AUTO INSURANCE IDENTIFICATION AND DECLARATIONS",
      "Renewal Declarations",
      "Amended Declarations - Auto",
    ],
    home: [
      "Homeowners Policy Declarations",
      "Homeowners Declarations Page",
      "Your Home Insurance Summary",
      "Dwelling Policy Declarations",
      "Policy Declarations - Homeowners",
      "Renewal Declarations",
      "Home Coverage Summary",
    ],
    condo: [
      "Condominium Unit Owners Declarations",
      "Condo Policy Declarations",
      "HO-6 Unit Owners Declarations",
      "Your Condo Insurance Summary",
      "Policy Declarations - Condominium",
    ],
  },
  policyNumber: [
    "Policy Number",
    "Policy No.",
    "Policy #",
    "POLICY NUMBER",
    "Contract number",
    "Policy ID",
    "Pol. No.",
    "Your policy number",
    "Policy Nbr",
  ],
  period: [
    "Policy Period",
    "Coverage period",
    "Term",
    "Policy Term",
    "Period of insurance",
    "Coverage dates",
    "POLICY PERIOD",
  ],
  effective: [
    "Effective",
    "Effective Date",
    "Policy begins",
    "From",
    "Starts",
    "Inception date",
    "Coverage starts",
    "Eff. Date",
  ],
  expiration: ["Expires", "Expiration Date", "Policy ends", "To", "Ends", "Expiry date", "Coverage ends", "Exp. Date"],
  insured: [
    "Named Insured(s)",
    "Named Insured",
    "Policyholder",
    "Insured",
    "Policyholder(s)",
    "Name and address",
    "Insured name",
    "Customer",
    "NAMED INSURED AND ADDRESS",
    "Who is covered",
  ],
  mailing: ["Mailing address", "Address", "Mail to", "Insured's mailing address", "Correspondence address"],
  carrier: [
    "Underwritten by",
    "Insurer",
    "Insurance company",
    "Issuing company",
    "Insurance provided by",
    "Company",
    "Written by",
    "Your insurer",
  ],
  naic: ["NAIC", "NAIC #", "NAIC No.", "NAIC Code", "Company code (NAIC)"],
  premium: [
    "Total Policy Premium",
    "Total premium",
    "Total {term} premium",
    "Premium for this policy period",
    "Total cost for this term",
    "Your premium",
    "Amount due for the term",
    "TOTAL PREMIUM",
    "Policy premium total",
  ],
  vehicles: [
    "Vehicles",
    "Described Vehicles",
    "Insured Vehicles",
    "Your cars",
    "Covered autos",
    "Schedule of Vehicles",
    "Vehicle Information",
  ],
  vin: ["VIN", "Vehicle ID", "VIN #", "Vehicle Identification No.", "Serial No.", "ID number"],
  year: ["Year", "Yr", "Model year"],
  makeModel: ["Make / Model", "Vehicle", "Description", "Year Make Model", "Make and model"],
  coverages: [
    "Coverages",
    "Coverage Schedule",
    "Coverages and Limits",
    "What you're covered for",
    "Limits of Liability",
    "Coverage Detail",
    "SCHEDULE OF COVERAGES",
    "Your coverage",
  ],
  limit: ["Limit", "Limits", "Limit of Liability", "Amount of insurance", "We pay up to", "Coverage amount"],
  deductible: ["Deductible", "Ded.", "You pay", "Deductibles", "Your share"],
  premiumColumn: ["Premium", "Cost", "Price", "Charge"],
  dwelling: [
    "Residence premises",
    "Insured location",
    "Property address",
    "Location of insured property",
    "Described location",
    "Insured property",
    "Dwelling location",
    "Your home at",
  ],
  interests: {
    auto: [
      "Lienholder",
      "Loss payee",
      "Additional interests",
      "Who else has an interest",
      "Lienholder / Loss payee",
      "Lienholders and lessors",
      "Parties with a financial interest",
    ],
    home: [
      "Mortgagee",
      "First mortgagee",
      "Mortgagee(s)",
      "Additional interests",
      "Who else has an interest",
      "Mortgage company",
      "Mortgagees and additional interests",
    ],
  },
  loanNumber: ["Loan No.", "Loan #", "Loan number", "Account no.", "Reference #", "Loan/Account number"],
  agent: ["Your agent", "Agent", "Producer", "Servicing agent", "Questions? Contact"],
  drivers: ["Drivers", "Listed drivers", "Drivers and household residents", "Operators"],
  issued: ["Date issued", "Issued", "Processing date", "Printed", "Date prepared"],
} as const;

type Labelled = {
  [K in keyof typeof LABELS]: (typeof LABELS)[K] extends readonly string[] ? K : never;
}[keyof typeof LABELS];

export function label(rng: Rng, key: Labelled): string {
  return rng.pick(LABELS[key] as readonly string[]);
}

/** Coverage names by code: ACORD names, carrier wording, plain language. */
export const COVERAGE_NAMES: Record<string, readonly string[]> = {
  BI: [
    "Bodily Injury Liability",
    "Bodily Injury",
    "Liability - Bodily Injury",
    "BI Liability",
    "Injury to others",
    "Liability to others - bodily injury",
    "Bodily Injury Each Person/Each Accident",
  ],
  PD: [
    "Property Damage Liability",
    "Property Damage",
    "Liability - Property Damage",
    "PD Liability",
    "Damage to others' property",
    "Liability to others - property damage",
  ],
  CSL: [
    "Combined Single Limit",
    "Liability (CSL)",
    "Bodily Injury and Property Damage Liability - Combined Single Limit",
    "Single Limit Liability",
    "Liability to others (one limit)",
  ],
  UMBI: [
    "Uninsured Motorist Bodily Injury",
    "Uninsured Motorists - Bodily Injury",
    "UM Bodily Injury",
    "Uninsured/Underinsured Motorist",
    "Uninsured Motorist",
    "Injury caused by uninsured drivers",
    "UMBI",
  ],
  UIMBI: [
    "Underinsured Motorist Bodily Injury",
    "Underinsured Motorists - BI",
    "UIM Bodily Injury",
    "Injury caused by underinsured drivers",
  ],
  UMPD: ["Uninsured Motorist Property Damage", "UM Property Damage", "Uninsured Motorists - Property Damage", "UMPD"],
  MEDPAY: [
    "Medical Payments",
    "Medical Payments Coverage",
    "Med Pay",
    "Auto Medical Payments",
    "Medical expenses",
    "Medical Payments - each person",
  ],
  COMP: [
    "Comprehensive",
    "Other Than Collision",
    "Comprehensive (Other than Collision)",
    "Comp",
    "Damage to your car not from a collision",
    "Physical Damage - Comprehensive",
  ],
  COLL: [
    "Collision",
    "Collision Coverage",
    "Coll",
    "Damage to your car from a collision",
    "Physical Damage - Collision",
  ],
  DWELLING: [
    "Coverage A - Dwelling",
    "Dwelling",
    "A. Dwelling",
    "Your house",
    "Residence",
    "Dwelling Protection",
    "Cov A Dwelling",
  ],
  OTHER_STRUCTURES: [
    "Coverage B - Other Structures",
    "Other Structures",
    "B. Other Structures",
    "Separate structures on your property",
    "Detached structures",
    "Other Structures Protection",
  ],
  PERSONAL_PROPERTY: [
    "Coverage C - Personal Property",
    "Personal Property",
    "C. Personal Property",
    "Your belongings",
    "Contents",
    "Personal Property Protection",
  ],
  LOSS_OF_USE: [
    "Coverage D - Loss of Use",
    "Loss of Use",
    "D. Loss of Use",
    "Additional living expenses",
    "Additional Living Expense",
    "Fair Rental Value / Additional Living Expense",
  ],
  PERSONAL_LIABILITY: [
    "Coverage E - Personal Liability",
    "Personal Liability",
    "E. Personal Liability",
    "Family Liability Protection",
    "Liability to others",
    "Liability - each occurrence",
  ],
  MEDICAL_PAYMENTS: [
    "Coverage F - Medical Payments to Others",
    "Medical Payments to Others",
    "F. Medical Payments",
    "Guest Medical Protection",
    "Medical payments for guests",
    "Medical Payments - each person",
  ],
};

/** Condo coverage A goes by other names on HO-6 forms. */
export const CONDO_DWELLING_NAMES = [
  "Coverage A - Dwelling",
  "Building Property",
  "Unit Improvements and Betterments",
  "Coverage A - Unit Owner's Building Items",
  "Dwelling",
];

export function coverageName(rng: Rng, code: string, condo = false): string {
  if (code === "DWELLING" && condo) return rng.pick(CONDO_DWELLING_NAMES);
  return rng.pick(COVERAGE_NAMES[code]);
}

// ---------------------------------------------------------------- dates

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export type DateFormat = (iso: string) => string;

export const DATE_FORMATS: Record<string, DateFormat> = {
  "mm/dd/yyyy": (s) => `${s.slice(5, 7)}/${s.slice(8, 10)}/${s.slice(0, 4)}`,
  "m/d/yyyy": (s) => `${Number(s.slice(5, 7))}/${Number(s.slice(8, 10))}/${s.slice(0, 4)}`,
  "Mon d, yyyy": (s) => `${MONTHS[Number(s.slice(5, 7)) - 1].slice(0, 3)} ${Number(s.slice(8, 10))}, ${s.slice(0, 4)}`,
  "Month d, yyyy": (s) => `${MONTHS[Number(s.slice(5, 7)) - 1]} ${Number(s.slice(8, 10))}, ${s.slice(0, 4)}`,
  "d Month yyyy": (s) => `${Number(s.slice(8, 10))} ${MONTHS[Number(s.slice(5, 7)) - 1]} ${s.slice(0, 4)}`,
  "yyyy-mm-dd": (s) => s,
  "mm-dd-yy": (s) => `${s.slice(5, 7)}-${s.slice(8, 10)}-${s.slice(2, 4)}`,
  "MON dd yyyy": (s) =>
    `${MONTHS[Number(s.slice(5, 7)) - 1].slice(0, 3).toUpperCase()} ${s.slice(8, 10)} ${s.slice(0, 4)}`,
  "mm.dd.yyyy": (s) => `${s.slice(5, 7)}.${s.slice(8, 10)}.${s.slice(0, 4)}`,
};

export function pickDateFormat(rng: Rng): DateFormat {
  return DATE_FORMATS[rng.pick(Object.keys(DATE_FORMATS))];
}

// ---------------------------------------------------------------- money

export type MoneyFormat = (n: number) => string;

const grouped = (n: number, decimals: boolean) =>
  n.toLocaleString("en-US", { minimumFractionDigits: decimals ? 2 : 0, maximumFractionDigits: decimals ? 2 : 0 });

export const MONEY_FORMATS: Record<string, MoneyFormat> = {
  "$1,000": (n) => `$${grouped(n, !Number.isInteger(n))}`,
  "$1,000.00": (n) => `$${grouped(n, true)}`,
  "1,000.00": (n) => grouped(n, true),
  $1000: (n) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`,
  "USD 1,000": (n) => `USD ${grouped(n, !Number.isInteger(n))}`,
};

export function pickMoneyFormat(rng: Rng): MoneyFormat {
  return MONEY_FORMATS[
    rng.weighted([
      ["$1,000", 5],
      ["$1,000.00", 3],
      ["1,000.00", 2],
      ["$1000", 1],
      ["USD 1,000", 0.3],
    ] as const)
  ];
}

/** Limits only: "1K", "$300K", "$1M" — rare on declarations, so drawn rarely. */
export function shortMoney(n: number): string {
  if (n >= 1_000_000 && n % 1_000_000 === 0) return `$${n / 1_000_000}M`;
  return n % 1000 === 0 ? `$${n / 1000}K` : `$${n}`;
}

// ---------------------------------------------------------------- split limits

/** How one page writes "per person / per accident"; some notations need a note ("in thousands"). */
export interface SplitNotation {
  name: string;
  /** Lines of the cell (several lines = printed stacked). */
  format: (perPerson: number, perAccident: number, money: MoneyFormat) => string[];
  /** Single limits in the same table (PD, CSL, MEDPAY). */
  single: (limit: number, money: MoneyFormat) => string;
  note?: string;
}

export const SPLIT_NOTATIONS: readonly SplitNotation[] = [
  {
    name: "100/300",
    format: (p, a) => [`${p / 1000}/${a / 1000}`],
    single: (x) => `${x / 1000}`,
    note: "Liability limits are shown in thousands of dollars.",
  },
  { name: "$100,000/$300,000", format: (p, a, m) => [`${m(p)}/${m(a)}`], single: (x, m) => m(x) },
  {
    name: "each person / each accident",
    format: (p, a, m) => [`${m(p)} each person / ${m(a)} each accident`],
    single: (x, m) => `${m(x)} each accident`,
  },
  { name: "two lines", format: (p, a, m) => [`${m(p)} each person`, `${m(a)} each accident`], single: (x, m) => m(x) },
  {
    name: "100,000 / 300,000",
    format: (p, a) => [`${grouped(p, false)} / ${grouped(a, false)}`],
    single: (x) => grouped(x, false),
  },
  {
    name: "per person per accident",
    format: (p, a, m) => [`${m(p)} per person`, `${m(a)} per accident`],
    single: (x, m) => `${m(x)} per accident`,
  },
  {
    name: "thousands table",
    format: (p, a) => [`${p / 1000} / ${a / 1000}`],
    single: (x) => `${x / 1000}`,
    note: "Limits in thousands (000 omitted)",
  },
  { name: "K", format: (p, a) => [`${shortMoney(p)}/${shortMoney(a)}`], single: (x) => shortMoney(x) },
];

export function pickSplitNotation(rng: Rng): SplitNotation {
  return rng.weighted(SPLIT_NOTATIONS.map((s) => [s, s.name === "K" ? 0.3 : 1] as const));
}

// ---------------------------------------------------------------- prose

export const PROSE = {
  period: [
    "Your coverage takes effect on {eff} and continues through {exp}.",
    "This policy is in force from {eff} to {exp}, 12:01 a.m. standard time at your address.",
    "Your policy begins {eff} and ends {exp}.",
    "We will provide the insurance described in this policy from {eff} until {exp}.",
    "The policy period starts on {eff} at 12:01 AM and expires on {exp} at 12:01 AM.",
  ],
  policyNumber: [
    "Please use policy number {num} whenever you contact us.",
    "Your policy number is {num}.",
    "This notice concerns policy {num}.",
    "Refer to contract number {num} on all correspondence.",
  ],
  premium: [
    "The premium for this policy period is {premium}.",
    "Your total premium for the {term} term is {premium}.",
    "You will pay {premium} for this policy period.",
  ],
  carrier: [
    "This policy is issued by {carrier}.",
    "Your insurance is provided by {carrier}.",
    "{carrier} is the company providing this coverage.",
  ],
  deductible: [
    "You pay the first {ded} of most covered property losses (your deductible).",
    "For each covered property loss, you pay the first {ded}; we pay the rest up to your limits.",
    "Your deductible for all perils is {ded}.",
  ],
  windHail: [
    "A separate windstorm or hail deductible of {pct}% of the dwelling limit ({amount}) applies to those losses.",
    "Windstorm/Hail deductible: {pct}% of Coverage A",
  ],
  comp: [
    "For damage to your {car} that is not from a collision, you pay the first {ded}.",
    "Comprehensive deductible for the {car}: {ded}.",
  ],
  coll: [
    "If your {car} is damaged in a collision, you pay the first {ded}.",
    "Collision deductible for the {car}: {ded}.",
  ],
  greeting: ["Dear {name},", "Hello {name},", "Dear Policyholder,", "Dear {name}:"],
  letterBody: [
    "Thank you for choosing us to protect what matters to you. Enclosed are your declarations, which list your coverages, limits and the people and property they apply to.",
    "We are pleased to renew your policy. Please review the enclosed declarations carefully and let us know if anything is incorrect.",
    "This package contains your updated policy documents. Keep them with your important papers.",
    "Your policy has been changed as you requested. The attached declarations replace any you received before for this policy period.",
  ],
  noise: [
    "This declarations page is part of your policy. Please read your policy carefully.",
    "Coverage is provided only where a premium is shown for the coverage.",
    "If you have questions about your coverage, call your agent or visit us online any time.",
    "Limits of liability for one vehicle may not be combined with the limits for another vehicle.",
    "Payments made on time help you keep your discounts. Late payments may result in cancellation.",
    "Report claims 24 hours a day, 7 days a week. Fraud warning: any person who knowingly presents a false claim may be guilty of a crime.",
  ],
} as const;

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");
}
