import type { GeneratedPolicy, TruthCoverage } from "../policy";
import { FIRST_NAMES, LAST_NAMES, STREET_NAMES } from "../reference-data";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  sideBySide,
  vehicleList,
  type KindFn,
  type KindResult,
  type Ledger,
  digits,
  letters,
  sum,
} from "./common";
import { boxRow, dateText, fill, sectionBar, stateName, tollFree, type AnyDateStyle } from "./forms";
import { amountLine, fittedTable, labelled } from "./fitted-columns";
import { footers, measure, titledBox, type RRow } from "./ruled";

// Imitates the declarations that surplus-lines (non-admitted) and Lloyd's markets issue for the
// risks the standard carriers decline: coastal homes, older dwellings written on a dwelling-fire
// form, condominium units in wind-exposed buildings, collector and high-value cars and
// non-standard auto. The page is a "Certificate of Insurance / Declarations" issued by a managing
// general agent or a Lloyd's coverholder "on behalf of the Insurers named herein": its policy
// number is called a certificate or contract number, and beside it stands a second reference that
// is not the policy number (the Unique Market Reference of the binding authority, the authority's
// agreement number, a previous certificate on a renewal); a schedule of the participating insurers
// with their shares (the lead insurer first, with the largest share, or alone at 100%) and their
// NAIC or alien-insurer (AA-) numbers; the period of insurance as one sentence ("From ... To ...,
// both days at 12:01 a.m. local standard time at the address of the Insured"); the state's
// surplus-lines disclosure box (the insurer is not admitted, the state guaranty fund does not stand
// behind it, the surplus lines broker with a license number, the surplus lines tax and the
// stamping-office fee as their own lines); a premium built up from the premium, the MGA's policy
// fee, an inspection fee, the tax and the stamping fee to a total, with the minimum earned premium
// beside it; the coverage sections with limits and deductibles (Coverages A-F of a homeowners form,
// or A-D with L and M of a dwelling form; a named-storm or wind/hail deductible as a percentage of
// Coverage A beside the dollar all-other-perils deductible; for autos a liability table and a
// per-vehicle schedule with agreed values and physical-damage deductibles), and the "Loss Payee /
// Mortgagee" clauses with loan numbers. Three arrangements: a boxed certificate form, a ruled
// schedule sheet of numbered Items, and a typewritten market slip (risk details, security details,
// written lines).
//
// THE TRUTH: the certificate (contract) number as the policy number; the lead insurer, which is the
// policy's own carrier, with its NAIC code only when printed; the period; the named insureds and
// mailing address; the dwelling (location of risk) or the vehicles; the coverages as printed (loss
// of use printed as "Actual Loss Sustained" is not in the truth), the all-other-perils dollar
// deductible on DWELLING, comp/coll deductibles per vehicle; the mortgagees, lienholders and lessors
// with their loan numbers. The premium is the TOTAL AMOUNT PAYABLE - premium, policy fee,
// inspection fee, surplus lines tax and stamping fee added together - because that bottom line is
// what the insured's lender pays from escrow (a carrier's invoice to a mortgagee is for the total,
// and the corpus takes taxes and fees the page adds into its bottom line as part of the premium).
// NOT TRUTH (distractors): the UMR and authority numbers, the previous certificate, the other
// participating insurers and their NAIC/AA numbers and shares, the premium before fees and taxes,
// each fee, the tax and the stamping fee, the minimum earned premium, the installment fee billed
// apart, the named-storm/wind percentage and its dollars, agreed values, rating facts, the broker,
// the coverholder, the producing agent, the service-of-suit firm and every other date.

export const SURPLUS = {
  title: [
    "CERTIFICATE OF INSURANCE / DECLARATIONS",
    "Certificate of Insurance and Declarations",
    "DECLARATIONS - CERTIFICATE OF INSURANCE",
    "SURPLUS LINES CERTIFICATE AND DECLARATIONS",
  ],
  line: {
    home: [
      "Homeowners - Special Form (Non-Admitted)",
      "Coastal Homeowners Program",
      "Residential Property - Excess & Surplus Lines",
    ],
    condo: [
      "Condominium Unit-Owners (Non-Admitted)",
      "Condominium Unit Owners Program",
      "Residential Condominium Unit - Surplus Lines",
    ],
    collector: [
      "Private Passenger Auto - Collector / High-Value Vehicles",
      "Specialty Automobile Program - Agreed Value",
      "High Value Auto (Non-Admitted)",
    ],
    nonstandard: [
      "Non-Standard Private Passenger Automobile",
      "Private Passenger Auto - Surplus Lines",
      "Personal Auto Program (Non-Admitted)",
    ],
  } as Record<string, string[]>,
  issuedBy: [
    "Issued by {mga} on behalf of the Insurers named herein",
    "This Certificate is issued by {mga} as authorized representative of the Insurers",
    "{mga}, Managing General Agent, for and on behalf of the Insurer(s) shown in the Schedule",
  ],
  lloydsRole: ["Coverholder at Lloyd's", "Approved Lloyd's Coverholder", "Lloyd's Coverholder"],
  mgaRole: ["Managing General Agent", "Program Administrator", "Excess & Surplus Lines MGA"],
  mgaSuffix: [
    "Specialty Underwriters, LLC",
    "Underwriting Managers, Inc.",
    "Excess & Surplus Agency",
    "General Agency, Inc.",
    "Risk Underwriters LLC",
  ],
  cert: ["Certificate Number", "Certificate No.", "Contract Number", "Contract No.", "Certificate / Policy No."],
  umr: ["Unique Market Reference (UMR)", "UMR", "Market Reference No.", "Unique Market Ref."],
  authority: ["Binding Authority Agreement No.", "Authority Reference", "Agreement No."],
  previous: ["Previous Certificate", "Renewal of", "Prior Certificate No."],
  issued: ["Date Issued", "Issue Date", "Date of Issue"],
  transaction: ["New Business", "Renewal", "NEW", "RENEWAL"],
  transactionLabel: ["Transaction", "Business Type", "Status"],
  insured: ["Named Insured and Mailing Address", "Name and Address of Insured", "NAMED INSURED / MAILING ADDRESS"],
  location: ["Location of Risk", "Insured Location", "Property Address / Situation", "Situation of Risk"],
  period: ["Period of Insurance", "Policy Period", "Term"],
  periodSentence: [
    "From {eff} To {exp}, both days at 12:01 a.m. local standard time at the address of the Insured.",
    "From: {eff}  To: {exp}  both days at 12:01 a.m. Local Standard Time at the address of the Named Insured.",
    "{eff} to {exp}, both days at 12:01 A.M. local standard time at the location of the insured property.",
  ],
  producer: ["Producing Agent", "Retail Agent", "Producer"],
  insurersHead: ["SCHEDULE OF INSURERS", "Participating Insurers", "INSURER(S) AND PROPORTIONS", "Security"],
  insurersCols: [
    ["Insurer", "NAIC / AA No.", "Participation"],
    ["Company", "ID No.", "Share"],
    ["INSURER", "NAIC / ALIEN ID", "% OF 100%"],
  ],
  lead: ["(Lead)", "- Lead Insurer", "(Leader)"],
  several: [
    "The liability of each Insurer is several and not joint and is limited solely to the extent of its individual proportion shown above.",
    "Insurers' obligations under this contract are several and not joint; each is liable only for its own share.",
  ],
  soleInsurer: ["100% - Sole Insurer", "100.00%", "100%"],
  sectionI: ["SECTION I - PROPERTY COVERAGES", "Property Coverages", "COVERAGES - SECTION I"],
  sectionII: ["SECTION II - LIABILITY COVERAGES", "Liability Coverages", "COVERAGES - SECTION II"],
  covCols: [
    ["Coverage", "Limit of Insurance", "Premium"],
    ["COVERAGE", "LIMIT", "PREMIUM"],
    ["Coverage Description", "Sum Insured", "Premium"],
  ],
  ho: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "Cov. A - Dwelling"],
    condoA: ["Coverage A - Unit Improvements & Betterments", "A. Dwelling (Unit)", "Cov. A - Building Property"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "Cov. B - Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "Cov. C - Contents"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "Cov. D - Additional Living Expense"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "Cov. E - Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments to Others", "F. Medical Payments", "Cov. F - Med Pay"],
  } as Record<string, string[]>,
  dp: {
    DWELLING: ["Coverage A - Dwelling", "A. Dwelling"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property"],
    LOSS_OF_USE: ["Coverage D - Fair Rental Value / Addl. Living Expense", "D. Fair Rental Value & ALE"],
    PERSONAL_LIABILITY: ["Coverage L - Personal Liability", "L. Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage M - Medical Payments to Others", "M. Medical Payments"],
  } as Record<string, string[]>,
  hoForms: ["HO 00 03 05 11", "HO 00 03 (Special Form)", "HO 00 05 05 11"],
  condoForms: ["HO 00 06 05 11", "HO 00 06 (Unit-Owners Form)"],
  dpForms: ["DP 00 03 07 88", "DP 00 03 12 02", "DP 00 01 07 88 (Basic Form)"],
  formLabel: ["Form", "Coverage Form", "Policy Form"],
  occurrence: [" each occurrence", " per occurrence", ""],
  perPerson: [" each person", " per person", ""],
  als: ["Actual Loss Sustained", "ALS (12 months)", "Included - Actual Loss Sustained"],
  included: ["Included", "Incl.", "INCL"],
  deductHead: ["DEDUCTIBLES", "Deductibles", "SECTION I DEDUCTIBLES"],
  aop: ["All Other Perils", "All Other Perils (AOP) Deductible", "AOP Deductible", "Section I - All Other Perils"],
  namedStorm: ["Named Storm", "Named Storm Deductible", "Hurricane / Named Storm"],
  windHail: ["Windstorm or Hail", "Wind/Hail Deductible", "Windstorm / Hail"],
  windExcluded: ["EXCLUDED - see Windstorm Exclusion Endorsement", "Excluded", "Not Covered (Wind Excluded)"],
  pctOfA: ["{p}% of Coverage A", "{p}% of Cov. A limit", "{p}% of Dwelling Limit"],
  water: ["Water Damage", "Non-Weather Water Damage", "Water Damage Deductible"],
  theft: ["Theft", "Theft Deductible"],
  perOcc: [" per occurrence", " each loss", ""],
  rating: {
    head: ["RATING INFORMATION", "Risk Information", "UNDERWRITING INFORMATION"],
    built: ["Year Built", "Yr. Built", "Year of Construction"],
    roof: ["Roof Year", "Roof Updated", "Roof Replaced"],
    construction: ["Construction", "Const."],
    constructions: ["Frame", "Masonry", "Masonry Veneer", "Joisted Masonry", "Superior / Fire Resistive"],
    protection: ["Protection Class", "PPC", "Fire Protection Class"],
    coast: ["Distance to Coast", "Miles to Salt Water", "Dist. to Tidal Water"],
    occupancy: ["Occupancy", "Usage"],
    occupancies: ["Owner Occupied - Primary", "Owner - Seasonal", "Owner Occupied", "Tenant Occupied"],
    condoOcc: ["Unit Owner - Primary", "Unit Owner - Seasonal"],
    floors: ["No. of Stories", "Stories", "Floor of Unit"],
    valuation: ["Valuation", "Loss Settlement"],
    valuations: ["Replacement Cost", "Actual Cash Value", "Replacement Cost - Dwelling; ACV - Contents"],
  },
  auto: {
    liabilityHead: ["LIABILITY AND MEDICAL COVERAGES", "Coverages - All Vehicles", "PART A/B/C COVERAGES"],
    vehicleHead: ["SCHEDULE OF VEHICLES", "Described Vehicles", "VEHICLE SCHEDULE AND PHYSICAL DAMAGE"],
    liabCols: [
      ["Coverage", "Limits", "Premium"],
      ["COVERAGE", "LIMITS OF LIABILITY", "PREMIUM"],
    ],
    vehCols: [
      ["No.", "Year", "Make / Model", "VIN", "Agreed Value", "Comp Ded", "Coll Ded", "Premium"],
      ["VEH", "YR", "MAKE / MODEL", "SERIAL NUMBER (VIN)", "STATED AMT", "OTC DED", "COLL DED", "PREMIUM"],
      ["#", "Year", "Vehicle", "VIN", "Value", "Comp.", "Coll.", "Premium"],
    ],
    valueKind: {
      collector: ["Agreed Value", "Agreed Value", "Agreed Value"],
      nonstandard: ["ACV", "Actual Cash Value", "Stated Amount"],
    } as Record<string, string[]>,
    names: {
      BI: ["Bodily Injury Liability", "Bodily Injury"],
      PD: ["Property Damage Liability", "Property Damage"],
      CSL: ["Combined Single Limit (BI & PD)", "Liability - Combined Single Limit"],
      UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist - BI"],
      UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist - BI"],
      UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist - PD"],
      MEDPAY: ["Medical Payments", "Auto Medical Payments"],
    } as Record<string, string[]>,
    eachPerson: [" each person", " per person", " EA PERSON"],
    eachAccident: [" each accident", " per accident", " EA ACCIDENT"],
    notCovered: ["Not Covered", "None", "--", "EXCL"],
    drivers: ["Rated Drivers", "Listed Operators", "Drivers"],
    excluded: ["Excluded Driver", "EXCLUDED OPERATOR", "Named Driver Exclusion"],
    garaging: ["Garaging Location", "Principally Garaged", "Garaging ZIP"],
    mileage: ["Annual Mileage Limit", "Mileage Restriction"],
    storage: ["Storage", "Secured Storage Required"],
  },
  interestsHead: ["LOSS PAYEE / MORTGAGEE", "Mortgagee and Loss Payee Clauses", "ADDITIONAL INTERESTS", "Loss Payees"],
  mortgagee: ["First Mortgagee", "Second Mortgagee"],
  lossPayee: ["Loss Payee", "Loss Payee (Lender's Loss Payable)", "Lienholder / Loss Payee"],
  lessor: ["Additional Insured / Lessor", "Lessor - Additional Insured and Loss Payee"],
  loan: ["Loan No.", "Loan Number", "Loan #", "Account No."],
  isaoa: [" ISAOA/ATIMA", " ISAOA ATIMA", " its successors and/or assigns", ""],
  clause: [
    "Loss, if any, under Section I shall be payable to the mortgagee named above as its interest may appear, subject to the Mortgage Clause of the policy.",
    "Loss payable to the Loss Payee(s) shown as interests may appear, in accordance with the Loss Payable Clause attached.",
  ],
  premiumHead: ["PREMIUM AND CHARGES", "Premium Breakdown", "PREMIUM, FEES AND TAXES", "Premium Summary"],
  premium: ["Premium", "Annual Premium", "Policy Premium", "Total Premium (before fees and taxes)"],
  propertyPrem: ["Property Premium (Section I)", "Section I Premium"],
  liabilityPrem: ["Liability Premium (Section II)", "Section II Premium"],
  policyFee: ["Policy Fee", "MGA Policy Fee", "Policy / Administration Fee"],
  inspectionFee: ["Inspection Fee", "Property Inspection Fee"],
  mvrFee: ["MVR Fee", "Motor Vehicle Report Fee"],
  brokerFee: ["Broker Fee", "Surplus Lines Broker Fee"],
  slTax: ["Surplus Lines Tax", "SL Tax", "State Surplus Lines Tax"],
  stamping: ["Stamping Fee", "Stamping Office Fee", "SL Stamping Fee"],
  serviceFee: ["Service Fee", "FSLSO Service Fee"],
  empa: ["EMPA Surcharge", "Emergency Management Surcharge"],
  total: ["Total Amount Payable", "TOTAL", "Total Premium, Taxes and Fees", "Total Due", "TOTAL COST"],
  mep: ["Minimum Earned Premium: {p}% ({amt})", "Minimum Earned Premium {p}% of premium ({amt})", "MEP {p}% = {amt}"],
  earned: [
    "Policy fee and inspection fee are fully earned at inception.",
    "Fees are fully earned and not refundable.",
    "The policy fee is fully earned upon binding.",
  ],
  outFee: ["{label} of {amt} per installment is billed separately and is not included above."],
  disclosureHead: [
    "SURPLUS LINES DISCLOSURE",
    "IMPORTANT NOTICE - SURPLUS LINES INSURANCE",
    "NOTICE TO POLICYHOLDER",
    "STATE SURPLUS LINES NOTICE",
  ],
  disclosure: [
    "This insurance is issued pursuant to the {state} surplus lines law by an insurer that is not admitted (licensed) in {state}. The insurer is not a member of the {state} insurance guaranty association; if the insurer becomes insolvent, claims under this policy will not be paid by any guaranty fund.",
    "NOTICE: THIS CONTRACT IS REGISTERED AND DELIVERED AS SURPLUS LINES COVERAGE UNDER THE INSURANCE LAWS OF THE STATE OF {STATE}. THE INSURERS ARE NOT LICENSED IN {STATE} AND ARE NOT BACKED BY THE {STATE} INSURANCE GUARANTY FUND.",
    "The company or companies providing this insurance are eligible surplus lines insurers but are not admitted in {state}. Their rates and forms are not approved by the {state} Department of Insurance, and the state guaranty association does not protect you in the event of insolvency.",
  ],
  brokerLabel: ["Surplus Lines Broker", "SL Broker", "Licensed Surplus Lines Agent"],
  license: ["License No.", "Lic. #", "License Number"],
  filing: ["Filed with", "Stamping Office", "Filing Office"],
  filingNo: ["Transaction No.", "Affidavit No.", "Document No.", "Filing No."],
  countersign: [
    "This certificate is not valid unless countersigned by a licensed surplus lines broker.",
    "Countersigned by the surplus lines broker shown above.",
  ],
  sos: ["Service of Suit", "Service of Process", "Nominee for Service of Suit"],
  complaints: [
    "Questions or complaints: contact the Coverholder first at {phone}; if unresolved, write to the Insurers' complaints office.",
    "In the event of a complaint, please contact {mga} at {phone}.",
  ],
  claims: ["Claims", "To report a claim", "CLAIM NOTIFICATION"],
  law: [
    "Choice of Law: this insurance shall be governed by the laws of the State of {state}.",
    "Applicable Law: {state}.",
  ],
  formsHead: ["FORMS AND ENDORSEMENTS", "Wordings / Clauses Attaching", "Forms Schedule"],
  clauses: [
    "LMA5018 Microorganism Exclusion",
    "NMA 1191 Radioactive Contamination Exclusion",
    "LMA3100 Sanction Limitation and Exclusion Clause",
    "LSW 1001 Several Liability Notice",
    "NMA 1998 Service of Suit Clause (U.S.A.)",
    "LMA5021 Fraudulent Claim Clause",
    "SL-WX 01 Windstorm Exclusion (where shown)",
    "SL-MEP 02 Minimum Earned Premium Endorsement",
    "SL-CF 04 Cancellation Clause",
  ],
  signature: [
    "Signed for and on behalf of the Insurers by",
    "Authorized Representative",
    "Countersigned by the Coverholder",
  ],
  slip: {
    riskDetails: "RISK DETAILS",
    information: "INFORMATION",
    security: "SECURITY DETAILS",
    fiscal: "FISCAL AND REGULATORY",
    subscription: "SUBSCRIPTION AGREEMENT",
    type: "TYPE",
    insured: "INSURED",
    address: "ADDRESS",
    period: "PERIOD",
    interest: "INTEREST",
    situation: "SITUATION",
    limits: "LIMITS / SUMS INSURED",
    deductibles: "DEDUCTIBLES",
    conditions: "CONDITIONS",
    premium: "PREMIUM",
    taxes: "TAXES PAYABLE BY THE INSURED",
    payable: "TOTAL PAYABLE",
    lossPayee: "LOSS PAYEE / MORTGAGEE",
    lines: "WRITTEN LINES",
    order: "ORDER HEREON",
    basis: "BASIS OF WRITTEN LINES",
    vehicles: "VEHICLES",
    drivers: "DRIVERS",
    choice: "CHOICE OF LAW & JURISDICTION",
    leader: "SLIP LEADER",
  },
  formId: ["SLC-DEC 01 24", "CERT-HO 03 23", "LMA9999 DEC (US)", "MGA-DEC 10/22", "SL DEC 07 25"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} / {m}"],
};

// Approximate surplus lines tax and stamping-office rates (percent) by state; states without a
// stamping office print a stamping fee of 0.00.
const SL_RATES: Record<string, { tax: number; stamp: number; office: string | null; service?: boolean }> = {
  FL: { tax: 4.94, stamp: 0.06, office: "Florida Surplus Lines Service Office", service: true },
  CA: { tax: 3, stamp: 0.18, office: "Surplus Line Association of California" },
  NY: { tax: 3.6, stamp: 0.15, office: "Excess Line Association of New York" },
  AZ: { tax: 3, stamp: 0.2, office: "Surplus Line Association of Arizona" },
  WA: { tax: 2, stamp: 0.1, office: "Surplus Line Association of Washington" },
  OR: { tax: 2, stamp: 0.3, office: "Surplus Line Association of Oregon" },
  NV: { tax: 3.5, stamp: 0.04, office: "Surplus Lines Association of Nevada" },
  IL: { tax: 3.5, stamp: 0.04, office: "Surplus Line Association of Illinois" },
  UT: { tax: 4.25, stamp: 0.18, office: "Surplus Lines Association of Utah" },
  MS: { tax: 4, stamp: 0.15, office: "Mississippi Surplus Lines Association" },
  PA: { tax: 3, stamp: 0.05, office: "Surplus Lines Association of Pennsylvania" },
  ID: { tax: 1.5, stamp: 0.25, office: "Surplus Line Association of Idaho" },
  MN: { tax: 3, stamp: 0.04, office: "Minnesota Surplus Lines Association" },
  NC: { tax: 5, stamp: 0, office: null },
  SC: { tax: 6, stamp: 0, office: null },
  GA: { tax: 4, stamp: 0, office: null },
  AL: { tax: 6, stamp: 0, office: null },
  LA: { tax: 4.85, stamp: 0, office: null },
  VA: { tax: 2.25, stamp: 0, office: null },
  OH: { tax: 5, stamp: 0, office: null },
  OK: { tax: 6, stamp: 0, office: null },
  TN: { tax: 5, stamp: 0, office: null },
  MO: { tax: 5, stamp: 0, office: null },
  KS: { tax: 6, stamp: 0, office: null },
};

const COASTAL = new Set(["FL", "LA", "MS", "AL", "GA", "SC", "NC", "VA", "DE", "CT", "MA", "ME", "NY", "RI"]);

const money = (n: number) => dollars(n, { cents: false });
const cents = (c: number) => dollars(fromCents(c), { cents: true });

type Arrangement = "boxed" | "schedule" | "slip";

interface Look {
  arrangement: Arrangement;
  ds: AnyDateStyle;
  upper: boolean;
  naic: boolean;
  scheme: number;
}

interface Insurer {
  name: string;
  id: string;
  share: number;
  lead: boolean;
}

/** A coverage line: label, printed value (limit or deductible text), premium text ("" for none). */
interface CovLine {
  label: string;
  value: string;
  premium: string;
}

/** Everything the page prints, worded once; the arrangements only lay it out. */
interface Doc {
  mga: { name: string; role: string; lines: string[]; phone: string };
  title: string;
  line: string;
  issuedBy: string;
  refs: { label: string; value: string; truth?: boolean }[];
  insuredLabel: string;
  names: string[];
  mailing: string[];
  insuredLines: string[];
  location: { label: string; lines: string[] } | null;
  producer: { label: string; lines: string[] };
  periodLabel: string;
  period: string;
  from: string;
  to: string;
  insurersHead: string;
  insurersCols: string[];
  insurers: Insurer[];
  leadMark: string;
  several: string | null;
  covHead: string[];
  sections: { title: string; lines: CovLine[] }[];
  /** Auto only: the vehicle schedule. */
  vehicles: { head: string; cols: string[]; rows: string[][] } | null;
  drivers: string[];
  driversLabel: string;
  deductHead: string;
  deductibles: [string, string][];
  rating: [string, string][];
  ratingHead: string;
  premiumHead: string;
  premium: [string, string][];
  total: [string, string];
  premiumNotes: string[];
  disclosure: { head: string; text: string; items: [string, string][]; countersign: string };
  interestsHead: string;
  interests: { label: string; lines: string[] }[];
  interestClause: string | null;
  formsHead: string;
  forms: string[];
  fine: string[];
  signature: string[];
}

function coverholderName(rng: Rng): string {
  return `${rng.pick(STREET_NAMES)} ${rng.pick(SURPLUS.mgaSuffix)}`;
}

function certificateNumber(rng: Rng, g: GeneratedPolicy, code: string): string {
  return rng.pick([
    () => `${letters(rng, 3)}-${code}-${digits(rng, 7)}-${digits(rng, 2)}`,
    () => `${letters(rng, 2)}${g.truth.effectiveDate.slice(2, 4)}${digits(rng, 6)}`,
    () => `${letters(rng, 4)}${digits(rng, 5)}-${digits(rng, 2)}`,
    () => `${code}${digits(rng, 8)}`,
    () => g.truth.policyNumber,
  ])();
}

const umrNumber = (rng: Rng) => `B${digits(rng, 4)}${letters(rng, rng.int(2, 3))}${digits(rng, rng.int(6, 8))}`;

function otherInsurers(rng: Rng, n: number, lloyds: boolean): Insurer[] {
  const syndicate = () => ({
    name: `Certain Underwriters at Lloyd's, London - Syndicate ${rng.int(33, 5999)}`,
    id: "AA-1122000",
  });
  const makers = [
    () => ({
      name: `${rng.pick(STREET_NAMES)} Specialty Insurance Company`,
      id: `NAIC ${rng.int(10000, 44999)}`,
    }),
    () => ({ name: `${rng.pick(STREET_NAMES)} Excess and Surplus Insurance Co.`, id: `NAIC ${rng.int(10000, 44999)}` }),
    () => ({ name: `${rng.pick(STREET_NAMES)} Re Insurance Company (Bermuda) Ltd.`, id: `AA-3190${digits(rng, 3)}` }),
    () => ({ name: `${rng.pick(STREET_NAMES)} Insurance Company UK Limited`, id: `AA-1120${digits(rng, 3)}` }),
  ];
  // A Lloyd's coverholder's certificate always has a syndicate on it; an MGA's has none.
  const picked = lloyds ? [syndicate, ...rng.shuffle(makers).slice(0, n - 1)] : rng.shuffle(makers).slice(0, n);
  return picked.map((m) => ({ ...m(), share: 0, lead: false }));
}

function sharesFor(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  const options =
    n === 2
      ? [
          [60, 40],
          [75, 25],
          [65, 35],
          [55, 45],
          [80, 20],
        ]
      : [
          [50, 30, 20],
          [60, 25, 15],
          [40, 35, 25],
          [70, 20, 10],
        ];
  return rng.pick(options);
}

function rateFor(state: string, rng: Rng) {
  return SL_RATES[state] ?? { tax: rng.pick([2, 3, 3.5, 4, 5]), stamp: 0, office: null };
}

// ---------------------------------------------------------------- building the document

function build(g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger) {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const dwelling = dwellingAddress(t);
  const riskState = dwelling?.state ?? t.address.state;
  const vehicles = vehicleList(g);
  const program: string = auto
    ? rng.chance(0.5)
      ? "collector"
      : "nonstandard"
    : condo
      ? "condo"
      : rng.chance(0.2) || (x.yearBuilt < 1950 && rng.chance(0.7))
        ? "dwelling"
        : "home";

  // ---------------------------------------------------------------- who issues it
  const lloyds = rng.chance(0.45);
  const mgaName = coverholderName(rng);
  const office = officeAddress(rng);
  const mgaPhone = `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${digits(rng, 4)}`;
  const mga = {
    name: U(mgaName),
    role: rng.pick(lloyds ? SURPLUS.lloydsRole : SURPLUS.mgaRole),
    lines: [
      ...addressLines(office, rng, look.upper),
      `Tel ${mgaPhone}${rng.chance(0.5) ? `   Fax (${rng.int(201, 989)}) ${rng.int(200, 989)}-${digits(rng, 4)}` : ""}`,
    ],
    phone: mgaPhone,
  };

  // ---------------------------------------------------------------- numbers
  const code = auto ? rng.pick(["PA", "AU", "CV"]) : condo ? rng.pick(["HO6", "CO"]) : rng.pick(["HO", "DP", "PR"]);
  const cert = certificateNumber(rng, g, code);
  const renewal = rng.chance(0.4);
  const refs: Doc["refs"] = [{ label: U(rng.pick(SURPLUS.cert)), value: cert, truth: true }];
  if (lloyds || rng.chance(0.4)) refs.push({ label: U(rng.pick(SURPLUS.umr)), value: umrNumber(rng) });
  if (rng.chance(0.35))
    refs.push({
      label: U(rng.pick(SURPLUS.authority)),
      value: `${letters(rng, 2)}${digits(rng, 4)}-${t.effectiveDate.slice(0, 4)}`,
    });
  if (renewal && rng.chance(0.6))
    refs.push({ label: U(rng.pick(SURPLUS.previous)), value: certificateNumber(rng, g, code) });
  refs.push({ label: U(rng.pick(SURPLUS.issued)), value: d(x.issueDate) });
  refs.push({
    label: U(rng.pick(SURPLUS.transactionLabel)),
    value: U(rng.pick(renewal ? ["Renewal", "RENEWAL"] : ["New Business", "NEW"])),
  });
  // A previous certificate equal to this one would be a second truth: never.
  for (const r of refs) if (!r.truth && r.value === cert) r.value = `${letters(rng, 3)}-${digits(rng, 7)}`;

  // ---------------------------------------------------------------- insured, risk, producer
  const form = rng.pick(["first-last", "first-last", "last-first"] as const);
  const names = t.insureds.map((_, i) => personName(g, i, form, look.upper));
  const mailing = addressLines(t.address, rng, look.upper);
  const insuredLines = [...names, ...mailing];
  let location: Doc["location"] = null;
  if (dwelling) {
    const same = sameAddress(dwelling, t.address) && rng.chance(0.25);
    location = {
      label: U(rng.pick(SURPLUS.location)),
      lines: same
        ? [rng.pick(["Same as mailing address", "SAME AS ABOVE"]), ...addressLines(dwelling, rng, look.upper)]
        : addressLines(dwelling, rng, look.upper),
    };
  }
  const producer = {
    label: U(rng.pick(SURPLUS.producer)),
    lines: [x.agent.agency, `${x.agent.name}  ${x.agent.phone}`, `Producer Code ${x.agent.code}`],
  };

  // ---------------------------------------------------------------- period
  const eff = d(t.effectiveDate);
  const exp = d(t.expirationDate);
  // The third wording speaks of "the insured property": a home's.
  const period = fill(rng.pick(SURPLUS.periodSentence.slice(0, auto ? 2 : 3)), { eff, exp });

  // ---------------------------------------------------------------- insurers
  const nOthers = Math.max(
    lloyds ? 1 : 0,
    rng.weighted([
      [0, 5],
      [1, 3],
      [2, 2],
    ] as const),
  );
  const shares = sharesFor(rng, nOthers + 1);
  const leadId = look.naic ? `NAIC ${x.naicCode}` : rng.pick(["", "--"]);
  const insurers: Insurer[] = [
    { name: U(t.carrier.name), id: leadId, share: shares[0], lead: true },
    ...otherInsurers(rng, nOthers, lloyds).map((o, i) => ({ ...o, name: U(o.name), share: shares[i + 1] })),
  ];

  // ---------------------------------------------------------------- coverages
  const cov = (c: string) => t.coverages.find((k) => k.code === c);
  const premOf = (c: TruthCoverage) => cents(sum(L.coverage.get(c)!));
  const withPremium = rng.chance(0.55);
  const sections: Doc["sections"] = [];
  const deductibles: [string, string][] = [];
  const rating: [string, string][] = [];
  let vehicleTable: Doc["vehicles"] = null;
  const drivers: string[] = [];
  const interests: Doc["interests"] = [];
  let formName = "";
  if (!auto) {
    const dp = program === "dwelling";
    const labels = dp ? SURPLUS.dp : SURPLUS.ho;
    const nm = (c: string) => {
      const opts = c === "DWELLING" && condo ? SURPLUS.ho.condoA : labels[c];
      return U(opts[look.scheme % opts.length]);
    };
    formName = rng.pick(dp ? SURPLUS.dpForms : condo ? SURPLUS.condoForms : SURPLUS.hoForms);
    const prop: CovLine[] = [];
    const codes = condo
      ? ["DWELLING", "PERSONAL_PROPERTY", "LOSS_OF_USE"]
      : ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"];
    // Lines printed "Included" fold their premium into Coverage A's so the column adds up.
    let folded = 0;
    for (const c of codes) {
      const k = cov(c);
      if (!k) {
        if (c === "LOSS_OF_USE" && x.lossOfUseAls)
          prop.push({ label: nm(c), value: U(rng.pick(SURPLUS.als)), premium: U(rng.pick(SURPLUS.included)) });
        continue;
      }
      const inc = c !== "DWELLING" && rng.chance(0.45);
      if (inc) folded += sum(L.coverage.get(k)!);
      prop.push({
        label: nm(c),
        value: money(k.limitPerAccident!),
        premium: inc ? U(rng.pick(SURPLUS.included)) : premOf(k),
      });
    }
    // Optional coverages sit with the property coverages, each with its premium.
    x.optional.forEach((o, i) => prop.push({ label: U(o.label), value: o.limit, premium: cents(sum(L.optional[i])) }));
    const A = cov("DWELLING")!;
    prop[0].premium = cents(sum(L.coverage.get(A)!) + folded);
    const liab: CovLine[] = [];
    for (const c of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) {
      const k = cov(c)!;
      const tail = c === "PERSONAL_LIABILITY" ? rng.pick(SURPLUS.occurrence) : rng.pick(SURPLUS.perPerson);
      liab.push({ label: nm(c), value: `${money(k.limitPerAccident!)}${tail}`, premium: premOf(k) });
    }
    sections.push({ title: U(rng.pick(SURPLUS.sectionI)), lines: prop });
    sections.push({ title: U(rng.pick(SURPLUS.sectionII)), lines: liab });

    // Deductibles: the all-other-perils dollar amount (truth) and the wind/named-storm one (not).
    const coastal = COASTAL.has(riskState);
    const aLimit = A.limitPerAccident!;
    const aop: [string, string] = [U(rng.pick(SURPLUS.aop)), `${money(A.deductible!)}${rng.pick(SURPLUS.perOcc)}`];
    const windExcluded = coastal && rng.chance(0.2);
    const pct = x.windHailPercent ?? rng.pick(coastal ? [2, 3, 5, 10] : [1, 2, 5]);
    const pctText = fill(rng.pick(SURPLUS.pctOfA), { p: String(pct) });
    const withDollars = rng.chance(0.6);
    const wind: [string, string] = [
      U(rng.pick(coastal ? SURPLUS.namedStorm : SURPLUS.windHail)),
      windExcluded
        ? U(rng.pick(SURPLUS.windExcluded))
        : withDollars
          ? `${pctText} (${money((aLimit * pct) / 100)})`
          : pctText,
    ];
    if (rng.chance(0.5)) deductibles.push(aop, wind);
    else deductibles.push(wind, aop);
    if (coastal && !windExcluded && rng.chance(0.3))
      deductibles.push([U(rng.pick(SURPLUS.windHail)), rng.pick(["Same as Named Storm", "Included in Named Storm"])]);
    if (rng.chance(0.35))
      deductibles.push([
        U(rng.pick(SURPLUS.water)),
        money(rng.pick([2500, 5000, 10000].filter((v) => v !== A.deductible))),
      ]);
    if (rng.chance(0.2)) deductibles.push([U(rng.pick(SURPLUS.theft)), money(rng.pick([500, 1000, 2500]))]);

    const R = SURPLUS.rating;
    rating.push(
      [U(rng.pick(R.built)), String(x.yearBuilt)],
      [U(rng.pick(R.roof)), String(Math.max(x.yearBuilt, 2025 - rng.int(1, 24)))],
      [U(rng.pick(R.construction)), rng.pick(R.constructions)],
      [U(rng.pick(R.protection)), String(rng.int(1, 10))],
      [U(rng.pick(R.occupancy)), rng.pick(condo ? R.condoOcc : R.occupancies)],
      [U(rng.pick(R.valuation)), rng.pick(R.valuations)],
    );
    if (coastal) rating.push([U(rng.pick(R.coast)), `${rng.int(1, 50) / 10} mi`]);
    if (condo) rating.push([U(rng.pick(R.floors)), String(rng.int(1, 14))]);

    t.thirdParties.forEach((p, i) =>
      interests.push({
        label: U(SURPLUS.mortgagee[Math.min(i, 1)]),
        lines: [
          `${U(p.name)}${rng.pick(SURPLUS.isaoa)}`,
          ...addressLines(p.address, rng, look.upper),
          ...(p.loanNumber ? [`${rng.pick(SURPLUS.loan)} ${p.loanNumber}`] : []),
        ],
      }),
    );
  } else {
    const A = SURPLUS.auto;
    const lines: CovLine[] = [];
    const ep = rng.pick(A.eachPerson);
    const ea = rng.pick(A.eachAccident);
    for (const c of t.coverages.filter((k) => !k.vin)) {
      const value =
        c.limitPerPerson !== null
          ? `${money(c.limitPerPerson)}${ep} / ${money(c.limitPerAccident!)}${ea}`
          : c.code === "MEDPAY"
            ? `${money(c.limitPerAccident!)}${ep}`
            : `${money(c.limitPerAccident!)}${ea}`;
      const ded = c.deductible !== null ? `, ${money(c.deductible)} ded.` : "";
      lines.push({ label: U(rng.pick(A.names[c.code])), value: `${value}${ded}`, premium: premOf(c) });
    }
    x.optional.forEach((o, i) => lines.push({ label: U(o.label), value: o.limit, premium: cents(sum(L.optional[i])) }));
    sections.push({ title: U(rng.pick(A.liabilityHead)), lines });
    const dedOf = (vin: string, code: string) => {
      const c = t.coverages.find((k) => k.vin === vin && k.code === code);
      return c ? money(c.deductible!) : U(rng.pick(A.notCovered));
    };
    const cols = rng.pick(A.vehCols).map(U);
    cols[4] = U(rng.pick(A.valueKind[program]));
    // The vehicle's own premium: its comp and coll (its shares of the policy-wide lines are in the
    // liability table's premiums).
    const ownPrem = (vin: string) => sum(t.coverages.filter((k) => k.vin === vin).map((k) => sum(L.coverage.get(k)!)));
    vehicleTable = {
      head: U(rng.pick(A.vehicleHead)),
      cols,
      rows: vehicles.map((v, i) => [
        String(i + 1),
        String(v.year),
        U(`${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`),
        v.vin,
        money(program === "collector" ? rng.int(25, 150) * 1000 : rng.int(6, 48) * 500),
        dedOf(v.vin, "COMP"),
        dedOf(v.vin, "COLL"),
        ownPrem(v.vin) ? cents(ownPrem(v.vin)) : "--",
      ]),
    };
    drivers.push(...x.drivers.map((n) => (look.upper ? n.toUpperCase() : n)));
    const garage = `${t.address.city}, ${t.address.state} ${t.address.postalCode}`;
    rating.push([U(rng.pick(A.garaging)), look.upper ? garage.toUpperCase() : garage]);
    if (program === "collector") {
      rating.push([U(rng.pick(A.mileage)), `${rng.pick(["1,500", "2,500", "5,000", "Unlimited"])} miles per year`]);
      rating.push([U(rng.pick(A.storage)), rng.pick(["Enclosed, locked garage", "Private garage", "Yes"])]);
    } else if (rng.chance(0.5)) {
      rating.push([
        U(rng.pick(A.excluded)),
        `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)} - excluded from all coverages`,
      ]);
    }
    for (const p of t.thirdParties) {
      const i = vehicles.findIndex((v) => v.vin === p.vin);
      interests.push({
        label: `${U(rng.pick(p.type === "lessor" ? SURPLUS.lessor : SURPLUS.lossPayee))} - ${U("Veh")} ${i + 1}`,
        lines: [
          `${U(p.name)}${rng.pick(SURPLUS.isaoa)}`,
          ...addressLines(p.address, rng, look.upper),
          ...(p.loanNumber ? [`${rng.pick(SURPLUS.loan)} ${p.loanNumber}`] : []),
        ],
      });
    }
  }

  // ---------------------------------------------------------------- premium, fees, taxes (cents)
  const rate = rateFor(riskState, rng);
  const policyFee = rng.pick([7500, 10000, 15000, 17500, 20000, 25000, 30000]);
  const inspection = auto
    ? rng.chance(0.3)
      ? rng.pick([1500, 2500])
      : 0
    : rng.pick([0, 7500, 10000, 12500, 15000, 20000]);
  const broker = rng.chance(0.2) ? rng.pick([5000, 7500, 10000, 15000]) : 0;
  const taxable = L.total + policyFee + inspection + broker;
  const tax = Math.round((taxable * rate.tax) / 100);
  const stamp = Math.round((taxable * rate.stamp) / 100);
  const empa = riskState === "FL" && !auto ? 200 : 0;
  const total = taxable + tax + stamp + empa;
  const premium: [string, string][] = [];
  const splitSections = !auto && rng.chance(0.35);
  if (splitSections) {
    const liabCodes = new Set(["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]);
    const liability = sum(t.coverages.filter((c) => liabCodes.has(c.code)).map((c) => sum(L.coverage.get(c)!)));
    premium.push([U(rng.pick(SURPLUS.propertyPrem)), cents(L.base - liability)]);
    premium.push([U(rng.pick(SURPLUS.liabilityPrem)), cents(liability)]);
  } else premium.push([U(rng.pick(SURPLUS.premium)), cents(L.base)]);
  for (const f of L.inFees) premium.push([U(f.label), cents(f.amount)]);
  premium.push([U(rng.pick(SURPLUS.policyFee)), cents(policyFee)]);
  if (inspection) premium.push([U(rng.pick(auto ? SURPLUS.mvrFee : SURPLUS.inspectionFee)), cents(inspection)]);
  else if (!auto && rng.chance(0.5)) premium.push([U(rng.pick(SURPLUS.inspectionFee)), "Waived"]);
  if (broker) premium.push([U(rng.pick(SURPLUS.brokerFee)), cents(broker)]);
  const taxLabel = `${U(rng.pick(SURPLUS.slTax))} (${rate.tax}%)`;
  const stampWord = U(rate.service ? rng.pick(SURPLUS.serviceFee) : rng.pick(SURPLUS.stamping));
  const stampLabel = rate.stamp ? `${stampWord} (${rate.stamp}%)` : stampWord;
  premium.push([taxLabel, cents(tax)]);
  premium.push([stampLabel, cents(stamp)]);
  if (empa) premium.push([U(rng.pick(SURPLUS.empa)), cents(empa)]);
  const totalLine: [string, string] = [U(rng.pick(SURPLUS.total)), cents(total)];
  const mepPct = rng.pick([25, 25, 35, 50, 100]);
  const premiumNotes = [
    fill(rng.pick(SURPLUS.mep), { p: String(mepPct), amt: cents(Math.round((L.total * mepPct) / 100)) }),
    inspection ? rng.pick(SURPLUS.earned) : rng.pick(SURPLUS.earned.slice(1)),
    ...L.outFees.map((f) => fill(SURPLUS.outFee[0], { label: f.label, amt: cents(f.amount) })),
  ];

  // ---------------------------------------------------------------- disclosure
  const st = stateName(riskState);
  const brokerName = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const brokerFirm = `${rng.pick(STREET_NAMES)} ${rng.pick(["Excess & Surplus Brokers, Inc.", "Brokerage LLC", "Wholesale Insurance Services"])}`;
  const licenseNo = rng.pick([
    () => `${letters(rng, 1)}${digits(rng, 6)}`,
    () => digits(rng, 7),
    () => `0${letters(rng, 1)}${digits(rng, 5)}`,
    () => `SL-${digits(rng, 6)}`,
  ])();
  const disclosure: Doc["disclosure"] = {
    head: U(rng.pick(SURPLUS.disclosureHead)),
    text: fill(rng.pick(SURPLUS.disclosure), { state: st, STATE: st.toUpperCase() }),
    items: [
      [rng.pick(SURPLUS.brokerLabel), `${brokerName}, ${brokerFirm}`],
      [rng.pick(SURPLUS.license), `${licenseNo} (${riskState})`],
      [taxLabel, cents(tax)],
      [stampLabel, cents(stamp)],
      ...(rate.office ? [[rng.pick(SURPLUS.filing), rate.office] as [string, string]] : []),
      [rng.pick(SURPLUS.filingNo), `${digits(rng, 4)}-${digits(rng, 6)}`],
    ],
    countersign: rng.pick(SURPLUS.countersign),
  };

  // ---------------------------------------------------------------- small print
  const sosFirm = `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)} LLP`;
  const fine = [
    `${rng.pick(SURPLUS.sos)}: ${sosFirm}, ${addressLines(officeAddress(rng), rng, false).join(", ")}`,
    fill(rng.pick(SURPLUS.complaints), { phone: mga.phone, mga: mgaName }),
    `${rng.pick(SURPLUS.claims)}: ${tollFree(rng)}`,
    fill(rng.pick(SURPLUS.law), { state: st }),
  ];
  const forms = [
    ...(formName ? [`${rng.pick(SURPLUS.formLabel)}: ${formName}`] : []),
    ...rng.shuffle(SURPLUS.clauses).slice(0, rng.int(3, 6)),
  ];
  const signature = [
    rng.pick(SURPLUS.signature),
    `${mga.name}`,
    `${rng.pick(["Date", "Dated", "Signed"])}: ${d(x.issueDate)}`,
  ];

  const lineKey = auto ? program : condo ? "condo" : "home";
  const doc: Doc = {
    mga,
    title: rng.pick(SURPLUS.title),
    line: U(
      program === "dwelling"
        ? "Dwelling Property - Special Form (Older Dwelling Program)"
        : rng.pick(SURPLUS.line[lineKey]),
    ),
    issuedBy: fill(rng.pick(SURPLUS.issuedBy), { mga: mgaName }),
    refs,
    insuredLabel: U(rng.pick(SURPLUS.insured)),
    names,
    mailing,
    insuredLines,
    location,
    producer,
    periodLabel: U(rng.pick(SURPLUS.period)),
    period,
    from: eff,
    to: exp,
    insurersHead: U(rng.pick(SURPLUS.insurersHead)),
    insurersCols: rng.pick(SURPLUS.insurersCols),
    insurers,
    leadMark: rng.pick(SURPLUS.lead),
    several: insurers.length > 1 ? rng.pick(SURPLUS.several) : null,
    covHead: rng.pick(SURPLUS.covCols).map(U),
    sections: withPremium
      ? sections
      : sections.map((s) => ({ ...s, lines: s.lines.map((l) => ({ ...l, premium: "" })) })),
    vehicles: vehicleTable,
    drivers,
    driversLabel: U(rng.pick(SURPLUS.auto.drivers)),
    deductHead: U(rng.pick(SURPLUS.deductHead)),
    deductibles,
    rating,
    ratingHead: U(rng.pick(SURPLUS.rating.head)),
    premiumHead: U(rng.pick(SURPLUS.premiumHead)),
    premium,
    total: totalLine,
    premiumNotes,
    disclosure,
    interestsHead: U(rng.pick(SURPLUS.interestsHead)),
    interests,
    interestClause: interests.length && rng.chance(0.6) ? SURPLUS.clause[auto ? 1 : 0] : null,
    formsHead: U(rng.pick(SURPLUS.formsHead)),
    forms,
    fine,
    signature,
  };

  truth.policyNumber = cert;
  truth.premium = fromCents(total);
  if (!look.naic) truth.carrier.naicCode = null;
  return { doc, truth, cert, program, withPremium, nInsurers: insurers.length };
}

// ---------------------------------------------------------------- drawing pieces

const shareText = (i: Insurer, single: boolean) => (single ? "100.00%" : `${i.share.toFixed(2)}%`);

function insurerRows(doc: Doc): RRow[] {
  const single = doc.insurers.length === 1;
  return doc.insurers.map((i) => ({
    cells: [[i.lead && !single ? `${i.name} ${doc.leadMark}` : i.name], [i.id], [shareText(i, single)]],
  }));
}

function covRows(lines: CovLine[], withPremium: boolean): RRow[] {
  return lines.map((l) => ({ cells: withPremium ? [[l.label], [l.value], [l.premium]] : [[l.label], [l.value]] }));
}

function coverageTables(w: Writer, doc: Doc, ruled: boolean, boxed: boolean): void {
  const withPremium = doc.sections.some((s) => s.lines.some((l) => l.premium));
  const widths = withPremium ? [0.48, 0.34, 0.18] : [0.55, 0.45];
  const aligns: ("l" | "r")[] = withPremium ? ["l", "l", "r"] : ["l", "l"];
  const head = (withPremium ? doc.covHead : doc.covHead.slice(0, 2)).map((h) => [h]);
  for (const s of doc.sections) {
    const draw = (ww: Writer) =>
      fittedTable(ww, ruled, widths, aligns, head, covRows(s.lines, withPremium), ww.size * 0.92);
    if (boxed) titledBox(w, s.title, draw, w.size * 0.95);
    else {
      sectionBar(w, s.title, { bold: true, size: w.size * 0.95 });
      draw(w);
    }
    w.gap(4);
  }
}

function vehicleSchedule(w: Writer, doc: Doc, ruled: boolean): void {
  const v = doc.vehicles;
  if (!v) return;
  fittedTable(
    w,
    ruled,
    [0.05, 0.07, 0.24, 0.22, 0.12, 0.09, 0.09, 0.12],
    ["l", "l", "l", "l", "r", "r", "r", "r"],
    v.cols.map((c) => [c]),
    v.rows.map((r) => ({ cells: r.map((c) => [c]) })),
    w.size * 0.88,
  );
}

function premiumBlock(w: Writer, doc: Doc, width: number): void {
  for (const [k, v] of doc.premium) amountLine(w, width, k, v, { size: w.size * 0.92 });
  w.page.rects.push({ x: w.right - width, y: w.y, w: width, h: 0.6, fill: true });
  w.y += 2;
  amountLine(w, width, doc.total[0], doc.total[1], { bold: true });
}

function disclosureBox(w: Writer, doc: Doc): void {
  const D = doc.disclosure;
  titledBox(
    w,
    D.head,
    (ww) => {
      const small: TextStyle = { size: ww.size * 0.78 };
      for (const l of ww.wrap(D.text, small)) ww.line(l, small);
      ww.gap(2);
      labelled(
        ww,
        D.items.map(([k, v]) => [k, [v]]),
        0.38,
        { size: ww.size * 0.8 },
      );
      ww.line(D.countersign, { size: ww.size * 0.7 });
    },
    w.size * 0.9,
  );
}

function interestBlocks(w: Writer, doc: Doc): void {
  if (!doc.interests.length) return;
  labelled(
    w,
    doc.interests.map((i) => [i.label, i.lines]),
    0.3,
    { size: w.size * 0.92 },
  );
  if (doc.interestClause) w.paragraph(doc.interestClause, { size: w.size * 0.75 });
}

function smallPrint(w: Writer, doc: Doc): void {
  w.gap(4);
  w.line(doc.formsHead, { bold: true, size: w.size * 0.82 });
  w.paragraph(doc.forms.join("; "), { size: w.size * 0.75 });
  for (const f of doc.fine) w.paragraph(f, { size: w.size * 0.72 });
}

function signatureBlock(w: Writer, doc: Doc): void {
  w.gap(6);
  w.ensure(w.size * 4.5);
  const x0 = w.right - (w.right - w.left) * 0.42;
  w.page.rects.push({ x: x0, y: w.y + w.size * 1.6, w: w.right - x0, h: 0.5, fill: true });
  w.y += w.size * 1.8;
  for (const l of doc.signature) {
    w.put(l, x0, w.y + w.size * 0.8, { size: w.size * 0.78 });
    w.y += w.size * 1.1;
  }
}

function letterhead(w: Writer, doc: Doc, centered: boolean): void {
  const big: TextStyle = { bold: true, size: w.size * 1.45 };
  const small: TextStyle = { size: w.size * 0.8 };
  const put = (text: string, style: TextStyle) => {
    const size = style.size ?? w.size;
    for (const l of w.wrap(text, style)) {
      w.ensure(size * 1.4);
      const x = centered ? (w.left + w.right - w.width_(l, style)) / 2 : w.left;
      w.put(l, x, w.y + size, style);
      w.y += size * 1.35;
    }
  };
  put(doc.mga.name, big);
  put(doc.mga.role, { ...small, bold: true });
  put(doc.mga.lines.join("  |  "), small);
}

// ---------------------------------------------------------------- arrangements

function boxed(w: Writer, doc: Doc): void {
  letterhead(w, doc, false);
  const ts: TextStyle = { bold: true, size: w.size * 1.2 };
  w.gap(3);
  for (const l of w.wrap(doc.title, ts)) w.line(l, ts);
  w.line(doc.line, { bold: true, size: w.size * 0.95 });
  w.line(doc.issuedBy, { size: w.size * 0.8 });
  w.gap(3);
  // Up to four reference boxes on a row; more are shared out over two rows.
  const perRow = doc.refs.length <= 4 ? doc.refs.length : Math.ceil(doc.refs.length / 2);
  for (let k = 0; k < doc.refs.length; k += perRow) {
    const refs = doc.refs.slice(k, k + perRow);
    boxRow(
      w,
      refs.map((r, i) => ({
        label: r.label,
        lines: [r.value],
        at: i / refs.length,
        width: 1 / refs.length,
        style: r.truth ? { bold: true } : {},
      })),
    );
  }
  boxRow(
    w,
    [
      { label: doc.insuredLabel, lines: doc.insuredLines, at: 0, width: 0.5 },
      doc.location
        ? { label: doc.location.label, lines: doc.location.lines, at: 0.5, width: 0.5 }
        : { label: doc.producer.label, lines: doc.producer.lines, at: 0.5, width: 0.5 },
    ],
    { minLines: 3 },
  );
  boxRow(w, [{ label: doc.periodLabel, lines: [doc.period], at: 0, width: 1 }]);
  if (doc.location)
    boxRow(w, [
      {
        label: doc.producer.label,
        lines: [doc.producer.lines.join("   ")],
        at: 0,
        width: 1,
        style: { size: w.size * 0.9 },
      },
    ]);
  w.gap(5);
  titledBox(
    w,
    doc.insurersHead,
    (ww) => {
      fittedTable(
        ww,
        true,
        [0.64, 0.18, 0.18],
        ["l", "l", "r"],
        doc.insurersCols.map((c) => [c]),
        insurerRows(doc),
        ww.size * 0.9,
      );
      if (doc.several) ww.paragraph(doc.several, { size: ww.size * 0.72 });
    },
    w.size * 0.95,
  );
  w.gap(4);
  coverageTables(w, doc, true, true);
  if (doc.vehicles) {
    titledBox(w, doc.vehicles.head, (ww) => vehicleSchedule(ww, doc, true), w.size * 0.95);
    w.gap(4);
  }
  if (doc.deductibles.length) {
    titledBox(
      w,
      doc.deductHead,
      (ww) =>
        labelled(
          ww,
          doc.deductibles.map(([k, v]) => [k, [v]]),
          0.42,
          { size: ww.size * 0.92 },
        ),
      w.size * 0.95,
    );
    w.gap(4);
  }
  const info = [
    ...doc.rating,
    ...(doc.drivers.length ? [[doc.driversLabel, doc.drivers.join(", ")] as [string, string]] : []),
  ];
  titledBox(
    w,
    doc.ratingHead,
    (ww) =>
      labelled(
        ww,
        info.map(([k, v]) => [k, [v]]),
        0.35,
        { size: ww.size * 0.85 },
      ),
    w.size * 0.9,
  );
  w.gap(4);
  // Premium and the surplus lines box side by side, when both fit beside each other.
  const tall = measure(w, (ww) => disclosureBox(ww, doc)) > w.height * 0.45;
  if (tall) {
    disclosureBox(w, doc);
    w.gap(4);
    titledBox(w, doc.premiumHead, (ww) => premiumBlock(ww, doc, (ww.right - ww.left) * 0.7), w.size * 0.95);
  } else
    sideBySide(
      w,
      0.52,
      (ww) => disclosureBox(ww, doc),
      (ww) => titledBox(ww, doc.premiumHead, (w2) => premiumBlock(w2, doc, w2.right - w2.left), ww.size * 0.95),
    );
  for (const n of doc.premiumNotes) w.paragraph(n, { size: w.size * 0.76 });
  if (doc.interests.length) {
    w.gap(4);
    titledBox(w, doc.interestsHead, (ww) => interestBlocks(ww, doc), w.size * 0.95);
  }
  smallPrint(w, doc);
  signatureBlock(w, doc);
}

function schedule(w: Writer, doc: Doc): void {
  letterhead(w, doc, true);
  hrule(w, 1.2, 4);
  const ts: TextStyle = { bold: true, size: w.size * 1.15 };
  const centre = (text: string, style: TextStyle) => {
    for (const l of w.wrap(text, style)) {
      w.put(l, (w.left + w.right - w.width_(l, style)) / 2, w.y + (style.size ?? w.size), style);
      w.y += (style.size ?? w.size) * 1.35;
    }
  };
  centre(doc.title, ts);
  centre(doc.line, {});
  w.gap(2);
  w.paragraph(doc.issuedBy, { size: w.size * 0.8 });
  hrule(w, 0.6, 3);
  labelled(
    w,
    doc.refs.map((r) => [r.label, [r.value]]),
    0.32,
    { size: w.size * 0.95 },
  );
  hrule(w, 0.6, 3);
  let n = 0;
  const item = (title: string) => {
    n++;
    // A heading keeps a few lines of its item under it.
    w.ensure(w.size * 8);
    w.gap(2);
    w.line(`Item ${n}.  ${title}`, { bold: true });
  };
  item(doc.insuredLabel);
  for (const l of doc.insuredLines) w.line(l, {}, 24);
  if (doc.location) {
    item(doc.location.label);
    for (const l of doc.location.lines) w.line(l, {}, 24);
  }
  item(doc.periodLabel);
  for (const l of w.wrap(doc.period, {}, w.right - w.left - 24)) w.line(l, {}, 24);
  item(doc.insurersHead);
  fittedTable(
    w,
    true,
    [0.64, 0.18, 0.18],
    ["l", "l", "r"],
    doc.insurersCols.map((c) => [c]),
    insurerRows(doc),
    w.size * 0.9,
  );
  if (doc.several) w.paragraph(doc.several, { size: w.size * 0.72 });
  if (doc.vehicles) {
    item(doc.vehicles.head);
    vehicleSchedule(w, doc, true);
    if (doc.drivers.length) w.paragraph(`${doc.driversLabel}: ${doc.drivers.join("; ")}`, { size: w.size * 0.85 });
  }
  for (const s of doc.sections) {
    item(s.title);
    const withPremium = s.lines.some((l) => l.premium);
    fittedTable(
      w,
      true,
      withPremium ? [0.48, 0.34, 0.18] : [0.55, 0.45],
      withPremium ? ["l", "l", "r"] : ["l", "l"],
      (withPremium ? doc.covHead : doc.covHead.slice(0, 2)).map((h) => [h]),
      covRows(s.lines, withPremium),
      w.size * 0.92,
    );
  }
  if (doc.deductibles.length) {
    item(doc.deductHead);
    labelled(
      w,
      doc.deductibles.map(([k, v]) => [k, [v]]),
      0.4,
      { size: w.size * 0.92 },
    );
  }
  item(doc.ratingHead);
  labelled(
    w,
    doc.rating.map(([k, v]) => [k, [v]]),
    0.4,
    { size: w.size * 0.88 },
  );
  item(doc.premiumHead);
  premiumBlock(w, doc, (w.right - w.left) * 0.62);
  for (const note of doc.premiumNotes) w.paragraph(note, { size: w.size * 0.76 });
  if (doc.interests.length) {
    item(doc.interestsHead);
    interestBlocks(w, doc);
  }
  item(doc.producer.label);
  w.line(doc.producer.lines.join("   "), { size: w.size * 0.9 }, 24);
  w.gap(4);
  disclosureBox(w, doc);
  smallPrint(w, doc);
  signatureBlock(w, doc);
}

function slip(w: Writer, doc: Doc, rng: Rng): void {
  const S = SURPLUS.slip;
  const share = 0.3;
  const up = (s: string) => s.toUpperCase();
  const heading = (h: string) => {
    // A heading keeps a few lines of its section under it.
    w.ensure(w.size * 8);
    w.gap(4);
    w.line(h, { bold: true });
    const hw = w.width_(h, { bold: true });
    w.page.rects.push({ x: w.left, y: w.y - w.size * 0.25, w: hw, h: 0.6, fill: true });
    w.gap(2);
  };
  const entry = (label: string, values: string[]) => labelled(w, [[`${up(label)}:`, values]], share);
  const umr = doc.refs.find((r) => /UMR|Market Ref/i.test(r.label));
  const certRef = doc.refs.find((r) => r.truth)!;
  w.line(up(doc.mga.name), { bold: true, size: w.size * 1.2 });
  w.line(`${up(doc.mga.role)}  -  ${doc.mga.lines.join(", ")}`, { size: w.size * 0.78 });
  hrule(w, 0.8, 6);
  if (umr) entry(umr.label, [umr.value]);
  entry(certRef.label, [certRef.value]);
  w.line(up(doc.title), { bold: true, size: w.size * 1.1 });
  heading(S.riskDetails);
  entry(S.type, [up(doc.line)]);
  entry(S.insured, doc.names);
  entry(S.address, doc.mailing);
  entry(S.period, [doc.period]);
  if (doc.location) entry(S.situation, doc.location.lines);
  entry(S.interest, [
    doc.vehicles
      ? "Physical damage to and liability arising from the ownership, maintenance or use of the vehicles scheduled herein."
      : doc.line.toLowerCase().includes("condo")
        ? "Unit improvements and betterments, contents, loss of use and personal liability of the unit owner at the situation stated herein."
        : "Dwelling, other structures, contents and personal liability at the situation stated herein.",
  ]);
  if (doc.vehicles) {
    entry(
      S.vehicles,
      doc.vehicles.rows.map(
        (r) =>
          `${r[0]}. ${r[1]} ${r[2]}  VIN ${r[3]}  ${up(doc.vehicles!.cols[4])} ${r[4]}  COMP ${r[5]}  COLL ${r[6]}${r[7] !== "--" ? `  PREM ${r[7]}` : ""}`,
      ),
    );
    if (doc.drivers.length) entry(S.drivers, [doc.drivers.join(", ")]);
  }
  entry(
    S.limits,
    doc.sections.flatMap((s) => s.lines.map((l) => `${up(l.label)}: ${l.value}${l.premium ? `  (${l.premium})` : ""}`)),
  );
  if (doc.deductibles.length)
    entry(
      S.deductibles,
      doc.deductibles.map(([k, v]) => `${up(k)}: ${v}`),
    );
  entry(S.conditions, doc.forms);
  entry(
    doc.ratingHead,
    doc.rating.map(([k, v]) => `${k}: ${v}`),
  );
  entry(
    S.premium,
    doc.premium.filter(([k]) => !/tax|stamp|service|empa|emergency/i.test(k)).map(([k, v]) => `${k}: ${v}`),
  );
  entry(
    S.taxes,
    doc.premium.filter(([k]) => /tax|stamp|service|empa|emergency/i.test(k)).map(([k, v]) => `${k}: ${v}`),
  );
  entry(S.payable, [`${doc.total[0]}: ${doc.total[1]}`]);
  for (const n of doc.premiumNotes) w.paragraph(n, { size: w.size * 0.78 });
  if (doc.interests.length) {
    heading(up(doc.interestsHead));
    for (const i of doc.interests) entry(i.label, i.lines);
    if (doc.interestClause) w.paragraph(doc.interestClause, { size: w.size * 0.78 });
  }
  heading(S.information);
  entry(doc.producer.label, doc.producer.lines);
  for (const r of doc.refs.filter((r) => !r.truth && r !== umr)) entry(r.label, [r.value]);
  heading(S.security);
  entry(
    S.lines,
    doc.insurers.map(
      (i) => `${shareText(i, doc.insurers.length === 1)}  ${i.name}${i.id && i.id !== "--" ? `  (${i.id})` : ""}`,
    ),
  );
  if (doc.insurers.length > 1) entry(S.leader, [doc.insurers[0].name]);
  entry(S.order, ["100% of 100%"]);
  entry(S.basis, [rng.pick(["Percentage of Whole", "Percentage of Order"])]);
  if (doc.several) w.paragraph(doc.several, { size: w.size * 0.75 });
  heading(S.fiscal);
  disclosureBox(w, doc);
  for (const f of doc.fine) w.paragraph(f, { size: w.size * 0.72 });
  signatureBlock(w, doc);
}

// ---------------------------------------------------------------- the kind

export const surplusLinesCertificate: KindFn = (w, g, rng): KindResult => {
  const look: Look = {
    arrangement: rng.pick<Arrangement>(["boxed", "schedule", "slip"]),
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "Mon d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(0.3),
    naic: !!g.extras.naicCode && rng.chance(0.55),
    scheme: rng.int(0, 2),
  };
  const L = ledger(g, rng);
  const { doc, truth, cert, program, withPremium, nInsurers } = build(g, rng, look, L);
  if (look.arrangement === "boxed") boxed(w, doc);
  else if (look.arrangement === "schedule") schedule(w, doc);
  else slip(w, doc, rng);
  const formId = rng.pick(SURPLUS.formId);
  const pageForm = rng.pick(SURPLUS.pageNo);
  footers(
    w,
    () => `${formId}   ${cert}`,
    (p, q) => fill(pageForm, { n: String(p), m: String(q) }),
  );
  const variant = [
    g.truth.type,
    look.arrangement,
    program,
    `insurers-${nInsurers}`,
    withPremium ? "premium-column" : "no-premium-column",
  ];
  return { truth, variant: variant.join("-"), title: `${doc.title} - ${cert}` };
};
