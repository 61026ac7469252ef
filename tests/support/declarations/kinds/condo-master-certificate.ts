import type { GeneratedPolicy, TruthAddress, TruthCoverage, TruthParty, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { MORTGAGEES, STREET_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  vehicleList,
  type KindFn,
  type Ledger,
  digits,
  money,
} from "./common";
import {
  ALL_DATE_STYLES,
  boxRow,
  checkLine,
  dateText,
  fill,
  formHalves,
  pickDateStyle,
  tollFree,
  type AnyDateStyle,
  type Box,
} from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the certificate a condominium association's insurance agent issues from the
// association's MASTER policy to a unit owner's lender (the "mortgagee certificate" that
// community-association agencies and their certificate portals send for every closing and
// refinance, and the Fannie Mae / FHA "evidence of master insurance"): the association is the
// named insured (often "c/o" its management company), the unit owner appears only as the lender's
// borrower with the unit number and unit address, the lender is the certificate holder (mortgagee,
// ISAOA/ATIMA) with the borrower's loan number. It lists the master policy number and term, the
// insurer (NAIC), the building coverage on a replacement-cost basis with the total insured value,
// the coverage type ("Bare Walls", "Single Entity", "All-In", "Walls-Out"), the master deductible
// (and a named-storm or wind percentage), general liability each occurrence / aggregate, directors
// and officers, fidelity / crime (employee dishonesty), and a walls-in note telling the owner to
// carry an HO-6. Three arrangements: an ACORD-like form of captioned boxes with a coverage grid and
// check boxes, a letter with two-column label/value pairs, and a lender's requirements checklist
// answered row by row. A townhome (PUD) association's master certificate stands for a home policy;
// an auto policy gets the agency's evidence of auto insurance sent to the lienholder.
//
// THE TRUTH: the master policy's number, term, carrier (NAIC when printed) and annual premium
// (printed as paid by the association). The named insured is the association, which is no person:
// `insureds` is empty (the unit owners are the lender's borrowers, not named insureds). `address` is
// the association's mailing address as printed with its name (its manager's office, a PO box, or
// the project's street address). The dwelling is the borrower's unit (the project address with the
// unit as addressLine2). Coverages: DWELLING only, with the building limit and the master
// deductible; liability, D&O, fidelity, umbrella and flood have no place in the truth's codes and
// are distractors. The third party is the certificate holder: a mortgagee with its loan number.

export const MASTER = {
  title: {
    condo: [
      "CERTIFICATE OF INSURANCE - CONDOMINIUM MASTER POLICY",
      "Master Policy Certificate of Insurance",
      "EVIDENCE OF MASTER INSURANCE",
      "Condominium Association Master Policy - Certificate",
      "MORTGAGEE CERTIFICATE - MASTER POLICY",
    ],
    home: [
      "CERTIFICATE OF INSURANCE - ASSOCIATION MASTER POLICY",
      "Townhome Association Master Policy Certificate",
      "EVIDENCE OF MASTER INSURANCE - PLANNED UNIT DEVELOPMENT",
    ],
    auto: ["EVIDENCE OF AUTOMOBILE INSURANCE", "Certificate of Auto Insurance", "AUTO INSURANCE VERIFICATION"],
  } as Record<string, string[]>,
  disclaimer: [
    "THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICY BELOW.",
    "This certificate is furnished as a matter of information only. The insurance afforded is subject to all the terms, exclusions and conditions of the master policy.",
    "The policy listed below has been issued to the named insured for the policy period indicated, notwithstanding any requirement of any contract or other document with respect to which this certificate may be issued.",
  ],
  date: ["DATE (MM/DD/YYYY)", "Date Issued", "Issue Date", "Certificate Date"],
  certNo: ["Certificate No.", "CERTIFICATE NUMBER", "Cert #"],
  producer: ["PRODUCER", "Agent / Producer", "Issuing Agency"],
  contact: ["Contact", "CONTACT NAME", "Prepared by"],
  insurer: ["INSURER AFFORDING COVERAGE", "Insurer(s) Affording Coverage", "Insurance Company", "Carrier"],
  naic: ["NAIC #", "NAIC", "NAIC Code"],
  namedInsured: ["NAMED INSURED", "Named Insured (Association)", "Insured", "Master Policyholder"],
  policyNo: ["MASTER POLICY NUMBER", "Master Policy No.", "Policy Number", "POLICY #"],
  eff: ["EFFECTIVE DATE", "Policy Effective", "Eff. Date"],
  exp: ["EXPIRATION DATE", "Policy Expiration", "Exp. Date"],
  term: ["Policy Term", "Master Policy Term", "POLICY PERIOD"],
  autoTerm: ["Policy Term", "POLICY PERIOD", "Term"],
  termText: ["{eff} to {exp}", "{eff} - {exp}", "From {eff} To {exp}"],
  borrowerHead: [
    "UNIT OWNER / BORROWER",
    "Certificate Holder's Borrower",
    "Unit Owner(s)",
    "BORROWER / UNIT INFORMATION",
  ],
  owner: ["Unit Owner(s)", "Borrower(s)", "Unit Owner", "Borrower / Unit Owner"],
  unitNo: ["Unit No.", "Unit #", "Unit Number"],
  lotNo: ["Lot / Legal", "Legal Description", "Lot / Block"],
  unitAddress: ["Unit Address", "Property Address", "Location of Unit", "Insured Location - Unit"],
  homeAddress: ["Property Address", "Townhome Address", "Location"],
  project: ["Project", "Condominium Project", "Association Property", "Project Location"],
  buildings: ["{b} building(s) / {u} units", "{u} units in {b} building(s)", "Buildings: {b}; Units: {u}"],
  coverageHead: ["COVERAGES", "Master Policy Coverages", "COVERAGE INFORMATION", "Summary of Master Coverage"],
  cols: [
    ["Type of Insurance", "Limits / Amount of Insurance", "Deductible"],
    ["COVERAGE", "LIMIT", "DEDUCTIBLE"],
    ["Coverage", "Amount", "Deductible"],
  ],
  building: [
    "Building - {val}",
    "Property - Buildings ({val})",
    "Building Coverage, {val}",
    "Blanket Building - {val}",
  ],
  valuation: [
    "Replacement Cost",
    "Full Replacement Cost",
    "Guaranteed Replacement Cost",
    "Replacement Cost - Agreed Amount",
  ],
  coverageType: ["Coverage Type", "Unit Coverage", "Type of Master Coverage", "Building Coverage Type"],
  types: {
    condo: [
      {
        name: "Bare Walls",
        note: "The master policy is written on a BARE WALLS basis. Interior finishes, fixtures, cabinetry, flooring, improvements and betterments of the unit are not covered; the unit owner must carry an HO-6 policy with walls-in (Coverage A) coverage.",
      },
      {
        name: "Single Entity (original specifications)",
        note: "Single entity coverage insures the building including the original fixtures and finishes of the unit as built. Improvements and betterments made by unit owners and personal property are not covered: unit owners should carry an HO-6 (walls-in) policy.",
      },
      {
        name: "All-In (including improvements and betterments)",
        note: "All-in coverage includes the unit's fixtures, improvements and betterments. The unit owner's personal property, loss of use, loss assessment and personal liability are not covered; an HO-6 policy is recommended.",
      },
      {
        name: "Walls-Out",
        note: "Coverage applies to the structure from the unit's perimeter walls out. Everything inside the unit is the owner's responsibility: HO-6 walls-in coverage is required by the declaration.",
      },
    ],
    home: [
      {
        name: "Walls-Out (structure and exterior)",
        note: "The master policy covers the townhome buildings' structure, roofs and exteriors. Interior finishes, improvements and contents are the owner's responsibility: owners should carry an HO-6 (walls-in) or HO-3 policy.",
      },
      {
        name: "All-In",
        note: "All-in coverage includes the townhomes' original interiors. Owners' personal property, improvements and liability are not covered: an owner's HO-6 or HO-3 policy is required.",
      },
      {
        name: "Single Entity",
        note: "The buildings are insured as a single entity as originally constructed. Owners' improvements and contents are not covered; owners must carry an HO-6 walls-in policy.",
      },
    ],
  } as Record<string, { name: string; note: string }[]>,
  deductible: ["All Other Perils", "AOP Deductible", "per occurrence", "Each Loss"],
  storm: [
    "Named Storm: {p}% of building value, per building",
    "Windstorm / Hail: {p}% per building",
    "Hurricane deductible {p}% of insured value",
  ],
  stormFlat: ["Wind/Hail: {x} per occurrence", "Windstorm or Hail {x}"],
  gl: ["Commercial General Liability", "General Liability", "CGL - Occurrence"],
  glLimits: ["{o} each occurrence / {a} aggregate", "Each Occurrence {o}; General Aggregate {a}", "{o} occ / {a} agg"],
  medical: ["Medical Expense", "Med Exp (any one person)"],
  dno: ["Directors & Officers Liability", "D&O Liability", "Directors and Officers"],
  fidelity: [
    "Fidelity / Crime (Employee Dishonesty)",
    "Crime - Employee Theft",
    "Fidelity Bond",
    "Employee Dishonesty",
  ],
  fidelityNote: ["includes management company", "3 months of assessments plus reserves", "incl. property manager"],
  umbrella: ["Umbrella Liability", "Commercial Umbrella", "Excess Liability"],
  flood: ["Flood (NFIP RCBAP)", "Flood - Residential Condominium Building", "Flood"],
  equipment: ["Equipment Breakdown", "Boiler & Machinery"],
  ordinance: ["Ordinance or Law", "Building Ordinance A, B & C"],
  included: ["Included", "INCL", "Yes - included"],
  features: [
    ["Replacement Cost", "Agreed Amount", "Inflation Guard", "Building Ordinance", "Coinsurance"],
    ["REPLACEMENT COST", "AGREED VALUE", "INFLATION GUARD", "ORDINANCE OR LAW", "COINSURANCE"],
  ],
  remarks: ["REMARKS", "Remarks / Special Conditions", "Notes", "ADDITIONAL INFORMATION"],
  premium: [
    "Annual master policy premium {p}, paid in full by the Association; no premium is due from the unit owner or the lender.",
    "Master policy premium: {p} (annual, paid by the Association through assessments).",
    "The annual premium of {p} for the master policy is an expense of the Association.",
  ],
  premiumLabel: ["Annual Premium (paid by Association)", "Master Premium", "ANNUAL PREMIUM", "Term Premium"],
  holder: ["CERTIFICATE HOLDER", "Certificate Holder / Mortgagee", "Mortgagee", "ADDITIONAL INTEREST"],
  holderRole: [
    ["Mortgagee", "Loss Payee", "Additional Insured"],
    ["MORTGAGEE", "LENDER'S LOSS PAYABLE", "ADDITIONAL INTEREST"],
  ],
  loan: ["Loan No.", "LOAN NUMBER", "Loan #", "Re: Loan"],
  isaoa: [" ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns", " ISAOA ATIMA"],
  cancellation: ["CANCELLATION", "Notice of Cancellation"],
  cancelText: [
    "Should the above policy be cancelled before the expiration date, the insurer will mail {n} days written notice to the certificate holder named below.",
    "Notice of cancellation or non-renewal will be delivered to the mortgagee in accordance with the policy provisions ({n} days).",
  ],
  signed: ["AUTHORIZED REPRESENTATIVE", "Authorized Signature", "Issued by"],
  // The letter.
  dear: ["To the Certificate Holder:", "Dear Lender:", "To Whom It May Concern:"],
  re: [
    "RE: {assoc} - Unit {unit}",
    "Re: Master policy certificate, {assoc}, Unit {unit}",
    "Subject: Evidence of master insurance for Unit {unit}",
  ],
  reHome: ["RE: {assoc} - {addr}", "Re: Master policy certificate, {assoc}", "Subject: Evidence of master insurance"],
  intro: [
    "This certifies that the master policy described below is in force for the association named below as of the date of this certificate.",
    "We confirm the following insurance for the association. The unit owner named below is the borrower on the loan referenced.",
    "As agent for the association, we certify that the following master insurance is in effect.",
  ],
  policyHead: ["Master Policy", "POLICY INFORMATION", "Policy"],
  insuredHead: ["Association", "NAMED INSURED", "Insured Association"],
  closing: ["Sincerely,", "Respectfully,", "Regards,"],
  certDept: ["Certificate Department", "Community Association Division", "Master Policy Certificates"],
  // The checklist.
  checkHead: [
    "MASTER INSURANCE VERIFICATION - LENDER REQUIREMENTS",
    "Condominium Master Policy Questionnaire",
    "PROJECT INSURANCE REVIEW",
  ],
  checkCols: [
    ["Requirement", "Master Policy"],
    ["ITEM", "RESPONSE"],
    ["Question", "Answer"],
  ],
  q: {
    insured: ["Named insured on the master policy", "Named Insured", "Name of association"],
    address: ["Association mailing address", "Insured's address", "Mailing address of named insured"],
    carrier: ["Insurance carrier", "Insurer", "Carrier name"],
    naic: ["Carrier NAIC number", "NAIC"],
    number: ["Master policy number", "Policy number", "Policy #"],
    term: ["Policy effective / expiration dates", "Policy term", "Coverage period"],
    building: ["Building coverage amount", "Amount of building coverage", "Total insured value - buildings"],
    valuation: ["Is coverage on a replacement cost basis?", "Valuation", "Replacement cost coverage?"],
    type: ["Coverage type (bare walls / single entity / all-in)", "Unit coverage type", "Walls-in coverage provided?"],
    ded: ["Master policy deductible", "Deductible (per occurrence)", "All perils deductible"],
    dedPct: ["Deductible as % of building coverage", "Deductible percentage"],
    storm: ["Wind / named storm deductible", "Windstorm deductible"],
    gl: ["General liability (per occurrence)", "Liability limit", "CGL each occurrence"],
    fidelity: ["Fidelity / crime coverage", "Fidelity coverage amount", "Employee dishonesty"],
    premium: ["Annual premium", "Master policy premium", "Premium (paid by association)"],
    borrower: ["Borrower / unit owner", "Unit owner(s)", "Borrower name(s)"],
    unit: ["Subject unit address", "Unit address", "Property address"],
    mortgagee: ["Mortgagee clause", "Certificate holder", "Lender / mortgagee"],
    loan: ["Loan number", "Lender loan #", "Loan #"],
    ho6: ["Is an HO-6 required of the unit owner?", "Owner's HO-6 required?", "Walls-in (HO-6) required"],
  },
  yes: ["Yes", "YES", "Yes - required"],
  yesPlain: ["Yes", "YES", "Y"],
  // Auto evidence.
  vehicles: ["DESCRIBED VEHICLES", "Vehicle(s)", "VEHICLE INFORMATION"],
  vehCols: [
    ["Veh", "Year", "Make", "Model", "VIN"],
    ["#", "YR", "MAKE", "MODEL", "VEHICLE ID NUMBER"],
  ],
  autoInsured: ["NAMED INSURED", "Insured", "Named Insured and Address"],
  autoCov: {
    BI: ["Bodily Injury", "BODILY INJURY LIABILITY"],
    PD: ["Property Damage", "PROPERTY DAMAGE LIABILITY"],
    CSL: ["Combined Single Limit", "LIABILITY - CSL"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS"],
    UMBI: ["Uninsured Motorists BI", "UNINSURED MOTORIST BI"],
    UIMBI: ["Underinsured Motorists BI", "UNDERINSURED MOTORIST BI"],
    UMPD: ["Uninsured Motorists PD", "UNINSURED MOTORIST PD"],
    COMP: ["Comprehensive - Veh {n}", "COMPREHENSIVE - VEH {n}"],
    COLL: ["Collision - Veh {n}", "COLLISION - VEH {n}"],
  } as Record<string, string[]>,
  person: ["each person", "EA PERSON"],
  accident: ["each accident", "EA ACCIDENT"],
  autoPremium: ["Total premium for the policy term: {p}", "Term premium {p}", "Policy premium {p} (paid by insured)"],
  autoHolder: {
    lienholder: ["Lienholder / Loss Payee", "LOSS PAYEE", "Lienholder"],
    lessor: ["Lessor - Additional Insured and Loss Payee", "LESSOR / ADDITIONAL INSURED", "Lessor"],
  },
  noHolder: ["Named insured - no lienholder on file", "Evidence for the named insured; no lienholder listed"],
  footer: ["Master Certificate {id}", "MC-100 (01/24)", "Certificate of Insurance - Form CI-22", "{agency}"],
  page: ["Page {n} of {m}", "{n} of {m}"],
};

// ---------------------------------------------------------------- reference data

const TOWNHOME_WORDS = ["Commons", "Village", "Crossing", "Green", "Park", "Glen", "Row", "Meadows"];
const PROJECT_WORDS = [
  "Pointe",
  "Towers",
  "Landing",
  "Commons",
  "Place",
  "Village",
  "Terrace",
  "Square",
  "Lofts",
  "Harbour",
  "Club",
  "Court",
];
const MANAGER_WORDS = [
  "Property Management",
  "Community Management, LLC",
  "Association Services, Inc.",
  "Management Group",
  "Community Association Management",
];
const AGENCY_WORDS = [
  "Community Association Insurance",
  "Association Insurance Services",
  "HOA Insurance Agency",
  "Condo Risk Partners",
];
const CONTACTS = [
  "Dana Whitlock",
  "Marcus Bell",
  "Joanne Petrakis",
  "Luis Ortega",
  "Karen Mbatha",
  "Certificates Team",
];
const OFFICE_STREETS = ["Main St", "Commerce Dr", "Executive Pkwy", "Corporate Blvd", "Market St", "Park Center Dr"];

const group = (n: number) => n.toLocaleString("en-US");

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: boolean;
  set: number;
}

const amt = (look: Look, n: number) => `${look.sign ? "$" : ""}${group(n)}`;

function pickLook(rng: Rng): Look {
  return {
    ds: pickDateStyle(rng, ALL_DATE_STYLES),
    upper: rng.chance(0.35),
    sign: rng.chance(0.85),
    set: rng.int(0, 2),
  };
}

/** A date as the page prints it: a "(MM/DD/YYYY)" caption forces that style. */
function dated(label: string, iso: string, look: Look): string {
  return dateText(iso, label.includes("MM/DD/YYYY") ? "mm/dd/yyyy" : look.ds);
}

/** A mortgagee's own address (the policy generator's PO box for the lender). */
function holderAddress(rng: Rng, l: (typeof MORTGAGEES)[number]): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} Blvd`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

// ---------------------------------------------------------------- the master certificate's facts

interface Master {
  truth: TruthPolicy;
  look: Look;
  condo: boolean;
  association: string;
  careOf: string | null;
  assocLines: string[];
  owners: string[];
  unit: string | null;
  legal: string | null;
  unitLines: string[];
  projectLines: string[];
  buildings: string;
  insurer: string;
  naic: string | null;
  building: number;
  valuation: string;
  coverageType: { name: string; note: string };
  deductible: number;
  storm: string | null;
  glOcc: number;
  glAgg: number;
  dno: number | null;
  fidelity: number;
  umbrella: number | null;
  flood: number | null;
  premiumText: string;
  holderLines: string[];
  holderRole: number;
  loan: string | null;
  agency: string;
  agencyLines: string[];
  contact: string;
  certNo: string;
  cancelDays: string;
}

function masterFacts(g: GeneratedPolicy, rng: Rng): Master {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const condo = t.type === "condo";
  const dw = dwellingAddress(t)!;

  if (rng.chance(0.6))
    truth.policyNumber = rng.pick([
      () => `PHPK${digits(rng, 7)}`,
      () => `CPP ${digits(rng, 7)}-${digits(rng, 2)}`,
      () => `BOP-${digits(rng, 6)}-${digits(rng, 2)}`,
      () => `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 2)}`,
      () => `CAU${digits(rng, 6)}`,
      () => `MPL${digits(rng, 8)}`,
    ])();

  // The project and its association.
  const project = `${rng.pick(STREET_NAMES)} ${rng.pick(condo ? PROJECT_WORDS : TOWNHOME_WORDS)}`;
  const association = condo
    ? rng.pick([
        `${project} Condominium Association, Inc.`,
        `${project} Condominium Owners Association`,
        `Council of Unit Owners of ${project} Condominium`,
        `${project} Condominium Trust`,
      ])
    : rng.pick([
        `${project} Townhome Owners Association, Inc.`,
        `${project} Homeowners Association`,
        `${project} Townhomes Association, Inc.`,
      ]);

  // The borrower's unit: the project's street address with the unit as addressLine2.
  let unit: string | null = null;
  let unitAddress: TruthAddress;
  if (condo) {
    const n = rng.pick([
      () => String(rng.int(1, 14) * 100 + rng.int(1, 24)),
      () => `${rng.int(1, 9)}${rng.pick(["A", "B", "C", "D"])}`,
      () => `${rng.pick(["A", "B", "C"])}-${rng.int(1, 40)}`,
      () => String(rng.int(1, 60)),
    ])();
    unit = n;
    unitAddress = { ...dw, addressLine2: rng.pick([`Unit ${n}`, `Unit ${n}`, `#${n}`, `Apt ${n}`]) };
  } else unitAddress = { ...dw };
  truth.properties = [{ type: "dwelling", data: { address: unitAddress } }];

  // The association's mailing address: its manager's office, a PO box, or the project itself.
  const mode = rng.weighted([
    ["manager", 5],
    ["po", 2],
    ["project", condo ? 3 : 0],
  ] as const);
  const manager = `${rng.pick(STREET_NAMES)} ${rng.pick(MANAGER_WORDS)}`;
  // The manager's office is in the project's city, as local management companies are.
  const assocAddress: TruthAddress =
    mode === "manager"
      ? {
          ...dw,
          addressLine1: `${rng.int(100, 9999)} ${rng.pick(OFFICE_STREETS)}${rng.chance(0.6) ? ` Suite ${rng.int(100, 480)}` : ""}`,
          addressLine2: null,
        }
      : mode === "po"
        ? { ...dw, addressLine1: `PO Box ${rng.int(100, 99999)}`, addressLine2: null }
        : { ...dw, addressLine2: null };
  truth.address = assocAddress;
  const careOf = mode === "manager" ? `c/o ${manager}` : rng.chance(0.2) ? `c/o ${manager}` : null;
  truth.insureds = [];

  // The master coverage.
  const units = rng.int(12, 240);
  const nb = Math.max(1, Math.min(rng.int(1, 14), Math.floor(units / 4)));
  const building = Math.round((units * rng.int(90, 280) * 1000) / 10000) * 10000;
  const deductible = rng.pick([5000, 10000, 10000, 25000, 25000, 50000]);
  truth.coverages = [
    { code: "DWELLING", limitPerPerson: null, limitPerAccident: building, deductible } satisfies TruthCoverage,
  ];
  const windPct = rng.pick([2, 3, 5]);
  const storm = rng.chance(0.35)
    ? fill(rng.pick(MASTER.storm), { p: String(windPct) })
    : rng.chance(0.15)
      ? fill(rng.pick(MASTER.stormFlat), { x: amt(look, rng.pick([25000, 50000])) })
      : null;
  const glOcc = rng.pick([1000000, 1000000, 2000000]);
  const dues = rng.int(250, 650);
  const fidelity = Math.max(50000, Math.round((units * dues * 3) / 5000) * 5000);
  const premium = Math.round((building * rng.int(15, 45)) / 100) + rng.int(300000, 2200000);

  truth.premium = premium / 100;
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  if (!naic) truth.carrier.naicCode = null;

  // The certificate holder: the borrower's lender.
  const first = t.thirdParties[0];
  const lender = first ? null : rng.pick(MORTGAGEES);
  let loan = first ? first.loanNumber : null;
  if (!loan && rng.chance(0.7)) loan = rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`]);
  const holder: TruthParty = first
    ? { ...first, loanNumber: loan }
    : { type: "mortgagee", name: lender!.name, address: holderAddress(rng, lender!), loanNumber: loan };
  truth.thirdParties = [holder];

  const isaoa = rng.pick(MASTER.isaoa);
  const agency = `${g.extras.agent.agency.split(" ")[0]} ${rng.pick(AGENCY_WORDS)}`;
  const types = MASTER.types[condo ? "condo" : "home"];
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  return {
    truth,
    look,
    condo,
    association: U(association),
    careOf: careOf && U(careOf),
    assocLines: addressLines(assocAddress, rng, look.upper),
    owners: t.insureds.map((_, i) => personName(g, i, nameForm, look.upper)),
    unit,
    legal: condo
      ? null
      : rng.chance(0.5)
        ? `Lot ${rng.int(1, 140)}, Block ${rng.pick(["A", "B", "C", "D", "E"])}`
        : null,
    unitLines: addressLines(unitAddress, rng, look.upper),
    // A condominium's units share its street address; a townhome community is named by its city.
    projectLines: condo
      ? [U(project), ...addressLines({ ...dw, addressLine2: null }, rng, look.upper)]
      : [U(project), U(`${dw.city}, ${dw.state}`)],
    buildings: fill(rng.pick(MASTER.buildings), { b: String(nb), u: String(units) }),
    insurer: U(t.carrier.name),
    naic: naic ? g.extras.naicCode : null,
    building,
    valuation: rng.pick(MASTER.valuation),
    coverageType: rng.pick(types),
    deductible,
    storm,
    glOcc,
    glAgg: glOcc * 2,
    dno: rng.chance(0.6) ? rng.pick([1000000, 2000000]) : null,
    fidelity,
    umbrella: rng.chance(0.4) ? rng.pick([5000000, 10000000]) : null,
    flood: condo && rng.chance(0.25) ? Math.min(building, units * 250000) : null,
    premiumText: money(premium),
    holderLines: [
      U(holder.name) + (look.upper ? isaoa.toUpperCase() : isaoa),
      ...addressLines(holder.address, rng, look.upper),
    ],
    holderRole: rng.int(0, 1),
    loan,
    agency: U(agency),
    agencyLines: [...addressLines(officeAddress(rng), rng, look.upper), `${g.extras.agent.phone}`, tollFree(rng)],
    contact: rng.pick(CONTACTS),
    certNo: `${rng.int(2024, 2027)}-${digits(rng, 6)}`,
    cancelDays: String(rng.pick([10, 10, 30, 45])),
  };
}

/** The coverage rows every arrangement prints: [coverage, amount, deductible]. */
function coverageRows(rng: Rng, M: Master): string[][][] {
  const look = M.look;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const inc = rng.pick(MASTER.included);
  const rows: string[][][] = [
    [
      [
        U(fill(rng.pick(MASTER.building), { val: M.valuation })),
        `${rng.pick(MASTER.coverageType)}: ${M.coverageType.name}`,
      ],
      [amt(look, M.building), M.buildings],
      [`${amt(look, M.deductible)} ${rng.pick(MASTER.deductible)}`, ...(M.storm ? [M.storm] : [])],
    ],
    [
      [U(rng.pick(MASTER.gl))],
      [fill(rng.pick(MASTER.glLimits), { o: amt(look, M.glOcc), a: amt(look, M.glAgg) })],
      ["None"],
    ],
  ];
  if (rng.chance(0.4)) rows.push([[U(rng.pick(MASTER.medical))], [amt(look, rng.pick([5000, 10000]))], [""]]);
  if (M.dno) rows.push([[U(rng.pick(MASTER.dno))], [amt(look, M.dno)], [amt(look, rng.pick([1000, 2500, 5000]))]]);
  rows.push([
    [U(rng.pick(MASTER.fidelity))],
    [amt(look, M.fidelity), rng.pick(MASTER.fidelityNote)],
    [amt(look, rng.pick([1000, 2500, 5000]))],
  ]);
  if (M.umbrella) rows.push([[U(rng.pick(MASTER.umbrella))], [amt(look, M.umbrella)], [amt(look, 10000)]]);
  if (M.flood) rows.push([[U(rng.pick(MASTER.flood))], [amt(look, M.flood)], [amt(look, rng.pick([10000, 25000]))]]);
  if (rng.chance(0.5)) rows.push([[U(rng.pick(MASTER.equipment))], [inc], [amt(look, rng.pick([2500, 5000, 10000]))]]);
  if (rng.chance(0.4)) rows.push([[U(rng.pick(MASTER.ordinance))], [inc], [""]]);
  return rows;
}

function premiumSentence(rng: Rng, M: Master): string {
  return fill(rng.pick(MASTER.premium), { p: M.premiumText });
}

function borrowerLines(rng: Rng, M: Master): [string, string][] {
  const items: [string, string][] = [[rng.pick(MASTER.owner), M.owners.join(M.owners.length > 1 ? " and " : "")]];
  if (M.unit) items.push([rng.pick(MASTER.unitNo), M.unit]);
  if (M.legal) items.push([rng.pick(MASTER.lotNo), M.legal]);
  items.push([rng.pick(M.condo ? MASTER.unitAddress : MASTER.homeAddress), M.unitLines.join(", ")]);
  return items;
}

// ---------------------------------------------------------------- arrangement 1: an ACORD-like form

function form(w: Writer, g: GeneratedPolicy, rng: Rng, M: Master): string {
  const t = M.truth;
  const look = M.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const title = rng.pick(MASTER.title[M.condo ? "condo" : "home"]);
  const ts = { bold: true, size: fitWidth(w, title, { bold: true, size: w.size * 1.35 }, (w.right - w.left) * 0.68) };
  const dateLabel = rng.pick(MASTER.date);
  boxRow(w, [
    { label: "", lines: [title], at: 0, width: 0.7, style: ts },
    {
      label: dateLabel,
      lines: [dated(dateLabel, g.extras.issueDate, look), `${rng.pick(MASTER.certNo)} ${M.certNo}`],
      at: 0.7,
      width: 0.3,
    },
  ]);
  w.paragraph(rng.pick(MASTER.disclaimer), { size: w.size * 0.68 });
  w.gap(2);
  const cap = { captionScale: 0.62 };
  formHalves(
    w,
    0.5,
    (ww) =>
      boxRow(
        ww,
        [
          {
            label: rng.pick(MASTER.producer),
            lines: [M.agency, ...M.agencyLines, `${rng.pick(MASTER.contact)}: ${M.contact}`],
            at: 0,
            width: 1,
          },
        ],
        { ...cap, minLines: 5 },
      ),
    (ww) => {
      boxRow(
        ww,
        [
          { label: rng.pick(MASTER.insurer), lines: [M.insurer], at: 0, width: M.naic ? 0.72 : 1 },
          ...(M.naic ? [{ label: rng.pick(MASTER.naic), lines: [M.naic], at: 0.72, width: 0.28 }] : []),
        ],
        cap,
      );
      boxRow(
        ww,
        [
          {
            label: rng.pick(MASTER.namedInsured),
            lines: [M.association, ...(M.careOf ? [M.careOf] : []), ...M.assocLines],
            at: 0,
            width: 1,
          },
        ],
        { ...cap, minLines: 3 },
      );
    },
  );
  boxRow(
    w,
    [
      { label: rng.pick(MASTER.policyNo), lines: [t.policyNumber], at: 0, width: 0.34, style: { bold: true } },
      { label: rng.pick(MASTER.eff), lines: [d(t.effectiveDate)], at: 0.34, width: 0.2 },
      { label: rng.pick(MASTER.exp), lines: [d(t.expirationDate)], at: 0.54, width: 0.2 },
      { label: rng.pick(MASTER.premiumLabel), lines: [M.premiumText], at: 0.74, width: 0.26 },
    ],
    cap,
  );
  const borrower = borrowerLines(rng, M);
  const projectLabel = rng.pick(MASTER.project);
  boxRow(
    w,
    [
      { label: rng.pick(MASTER.borrowerHead), lines: borrower.map(([k, v]) => `${k}: ${v}`), at: 0, width: 0.62 },
      { label: projectLabel, lines: [...M.projectLines, M.buildings], at: 0.62, width: 0.38 },
    ],
    cap,
  );
  w.gap(4);
  const rows: RRow[] = coverageRows(rng, M).map((cells) => ({ cells }));
  const rc: RCol[] = [{ width: 0.42 }, { width: 0.33, align: "r" }, { width: 0.25, align: "r" }];
  const head = [MASTER.cols[look.set].map((h) => [look.upper ? h.toUpperCase() : h])];
  const size = fitSize(w, rc, rows, w.size * 0.9) ?? w.size * 0.8;
  titledBox(w, rng.pick(MASTER.coverageHead), (ww) => ruledTable(ww, rc, head, rows, size));
  const F = MASTER.features[look.upper ? 1 : 0];
  const agreed = M.valuation.includes("Agreed");
  checkLine(w, [
    [F[0], true],
    [F[1], agreed],
    [F[2], rng.chance(0.7)],
    [F[3], rng.chance(0.6)],
    [F[4], false],
  ]);
  const remarks = [M.coverageType.note, premiumSentence(rng, M)];
  if (rng.chance(0.4)) remarks.push(`${rng.pick(MASTER.q.dedPct)}: ${((M.deductible / M.building) * 100).toFixed(2)}%`);
  titledBox(w, rng.pick(MASTER.remarks), (ww) => {
    for (const r of remarks) ww.paragraph(r, { size: ww.size * 0.85 });
  });
  w.gap(3);
  const roles = MASTER.holderRole[look.upper ? 1 : 0];
  const holderLabel = rng.pick(MASTER.holder);
  const loanLabel = rng.pick(MASTER.loan);
  const cancel = fill(rng.pick(MASTER.cancelText), { n: M.cancelDays });
  const signed = rng.pick(MASTER.signed);
  formHalves(
    w,
    0.55,
    (ww) => {
      checkLine(
        ww,
        roles.map((r, i) => [r, i === 0] as [string, boolean]),
        "",
        ww.size * 0.68,
      );
      boxRow(
        ww,
        [
          {
            label: holderLabel,
            lines: [...M.holderLines, ...(M.loan ? [`${loanLabel} ${M.loan}`] : [])],
            at: 0,
            width: 1,
          },
        ],
        { ...cap, minLines: 5 },
      );
    },
    (ww) =>
      boxRow(
        ww,
        [
          {
            label: rng.pick(MASTER.cancellation),
            lines: [cancel, "", signed, M.contact],
            at: 0,
            width: 1,
            style: { size: ww.size * 0.8 },
          },
        ],
        { ...cap, minLines: 6 },
      ),
  );
  pageFooter(w, rng, M);
  return `form-${M.coverageType.name.split(" ")[0].toLowerCase()}`;
}

// ---------------------------------------------------------------- arrangement 2: a letter with label/value pairs

function letter(w: Writer, g: GeneratedPolicy, rng: Rng, M: Master): string {
  const t = M.truth;
  const look = M.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const big = fitWidth(w, M.agency, { bold: true, size: w.size * 1.5 }, (w.right - w.left) * 0.7);
  w.line(M.agency, { bold: true, size: big });
  w.line(M.agencyLines.join("  |  "), { size: w.size * 0.78 });
  hrule(w, 1, 8);
  const title = rng.pick(MASTER.title[M.condo ? "condo" : "home"]);
  w.line(title, { bold: true, size: w.size * 1.15 });
  const dateLabel = rng.pick(MASTER.date);
  w.line(`${dateLabel}: ${dated(dateLabel, g.extras.issueDate, look)}     ${rng.pick(MASTER.certNo)} ${M.certNo}`, {
    size: w.size * 0.85,
  });
  w.gap(6);
  // The holder in the window position, with the loan reference.
  const holderLabel = rng.pick(MASTER.holder);
  const loanLabel = rng.pick(MASTER.loan);
  w.line(holderLabel, { bold: true, size: w.size * 0.8 });
  for (const l of M.holderLines) w.line(l);
  if (M.loan) w.line(`${loanLabel} ${M.loan}`);
  w.gap(6);
  const re = M.unit
    ? fill(rng.pick(MASTER.re), { assoc: M.association, unit: M.unit })
    : fill(rng.pick(MASTER.reHome), { assoc: M.association, addr: M.unitLines[0] });
  w.paragraph(re, { bold: true });
  w.gap(3);
  w.line(rng.pick(MASTER.dear));
  w.paragraph(rng.pick(MASTER.intro));
  w.gap(6);
  const small: TextStyle = { size: w.size * 0.95 };
  const heading = (ww: Writer, s: string) => {
    ww.line(s, { bold: true });
    hrule(ww, 0.5, 3);
  };
  const policyItems: [string, string][] = [
    [rng.pick(MASTER.policyNo), t.policyNumber],
    [rng.pick(MASTER.term), fill(rng.pick(MASTER.termText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) })],
    [rng.pick(MASTER.insurer), M.insurer],
    ...(M.naic ? [[rng.pick(MASTER.naic), M.naic] as [string, string]] : []),
    [rng.pick(MASTER.premiumLabel), M.premiumText],
  ];
  const insuredItems: [string, string][] = [
    [rng.pick(MASTER.namedInsured), [M.association, ...(M.careOf ? [M.careOf] : []), ...M.assocLines].join(", ")],
    [rng.pick(MASTER.project), [...M.projectLines, M.buildings].join(", ")],
  ];
  const [pHead, iHead] = [rng.pick(MASTER.policyHead), rng.pick(MASTER.insuredHead)];
  const swap = rng.chance(0.4);
  const left = (ww: Writer) => {
    heading(ww, pHead);
    pairs(ww, policyItems, 0.42, small);
  };
  const right = (ww: Writer) => {
    heading(ww, iHead);
    pairs(ww, insuredItems, 0.36, small);
  };
  w.columns(swap ? [right, left] : [left, right], 20);
  w.gap(6);
  heading(w, rng.pick(MASTER.borrowerHead));
  pairs(w, borrowerLines(rng, M), 0.3, small);
  w.gap(6);
  heading(w, rng.pick(MASTER.coverageHead));
  const items: [string, string][] = coverageRows(rng, M).map(([name, limit, ded]) => [
    name.join(" - "),
    [
      limit.join(", "),
      ded.filter(Boolean).length ? `${rng.pick(["deductible", "Ded."])} ${ded.filter(Boolean).join("; ")}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  ]);
  pairs(w, items, 0.46, small);
  w.gap(6);
  w.paragraph(M.coverageType.note, { size: w.size * 0.9 });
  w.gap(3);
  w.paragraph(premiumSentence(rng, M), { size: w.size * 0.9 });
  w.gap(3);
  w.paragraph(fill(rng.pick(MASTER.cancelText), { n: M.cancelDays }), { size: w.size * 0.85 });
  w.gap(8);
  w.line(rng.pick(MASTER.closing));
  w.gap(10);
  w.line(M.contact);
  w.line(`${rng.pick(MASTER.certDept)}, ${M.agency}`, { size: w.size * 0.9 });
  pageFooter(w, rng, M);
  return "letter";
}

// ---------------------------------------------------------------- arrangement 3: a lender's checklist

function checklist(w: Writer, g: GeneratedPolicy, rng: Rng, M: Master): string {
  const t = M.truth;
  const look = M.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const Q = MASTER.q;
  const title = rng.pick(MASTER.checkHead);
  const brand = M.agency;
  w.line(brand, { bold: true, size: fitWidth(w, brand, { bold: true, size: w.size * 1.4 }) });
  w.line(M.agencyLines.slice(0, -1).join(", "), { size: w.size * 0.78 });
  hrule(w, 1.2, 6);
  w.line(title, { bold: true, size: fitWidth(w, title, { bold: true, size: w.size * 1.15 }) });
  const dateLabel = rng.pick(MASTER.date);
  w.line(`${dateLabel}: ${dated(dateLabel, g.extras.issueDate, look)}   ${rng.pick(MASTER.certNo)} ${M.certNo}`, {
    size: w.size * 0.85,
  });
  w.gap(4);
  const yes = rng.pick(MASTER.yes);
  const coverage = coverageRows(rng, M);
  const gl = coverage[1][1][0];
  const rows: [string, string[]][] = [
    [rng.pick(Q.insured), [M.association, ...(M.careOf ? [M.careOf] : [])]],
    [rng.pick(Q.address), M.assocLines],
    [rng.pick(Q.carrier), [M.insurer]],
    ...(M.naic ? [[rng.pick(Q.naic), [M.naic]] as [string, string[]]] : []),
    [rng.pick(Q.number), [t.policyNumber]],
    [rng.pick(Q.term), [fill(rng.pick(MASTER.termText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) })]],
    [rng.pick(Q.building), [amt(look, M.building), M.buildings]],
    [rng.pick(Q.valuation), [`${rng.pick(MASTER.yesPlain)} - ${M.valuation}`]],
    [rng.pick(Q.type), [M.coverageType.name]],
    [rng.pick(Q.ded), [amt(look, M.deductible)]],
  ];
  if (rng.chance(0.6)) rows.push([rng.pick(Q.dedPct), [`${((M.deductible / M.building) * 100).toFixed(2)}%`]]);
  if (M.storm) rows.push([rng.pick(Q.storm), [M.storm]]);
  rows.push([rng.pick(Q.gl), [gl]]);
  rows.push([rng.pick(Q.fidelity), [amt(look, M.fidelity)]]);
  rows.push([rng.pick(Q.premium), [M.premiumText]]);
  rows.push([rng.pick(Q.borrower), M.owners]);
  rows.push([rng.pick(Q.unit), M.unitLines]);
  rows.push([rng.pick(Q.mortgagee), M.holderLines]);
  if (M.loan) rows.push([rng.pick(Q.loan), [M.loan]]);
  rows.push([rng.pick(Q.ho6), [yes]]);
  const cols: RCol[] = [{ width: 0.44 }, { width: 0.56 }];
  const head = [MASTER.checkCols[look.set].map((h) => [h])];
  // Numbered questions, as lenders' forms number them.
  const numbered = rng.chance(0.5);
  const rr: RRow[] = rows.map(([q, a], i) => ({ cells: [[numbered ? `${i + 1}. ${q}` : q], a] }));
  ruledTable(w, cols, head, rr, w.size * 0.95);
  w.gap(5);
  w.paragraph(M.coverageType.note, { size: w.size * 0.85 });
  w.gap(3);
  if (rng.chance(0.5)) w.paragraph(premiumSentence(rng, M), { size: w.size * 0.85 });
  w.paragraph(rng.pick(MASTER.disclaimer), { size: w.size * 0.7 });
  w.gap(6);
  w.line(`${rng.pick(MASTER.signed)}: ${M.contact}, ${M.agency}`, { size: w.size * 0.9 });
  pageFooter(w, rng, M);
  return `checklist${numbered ? "-numbered" : ""}`;
}

function pageFooter(w: Writer, rng: Rng, M: Master): void {
  const left = fill(rng.pick(MASTER.footer), { id: M.certNo, agency: M.agency });
  const page = rng.pick(MASTER.page);
  footers(
    w,
    () => left,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
}

// ---------------------------------------------------------------- an auto policy: the agency's evidence to the lienholder

function autoEvidence(w: Writer, g: GeneratedPolicy, rng: Rng): { truth: TruthPolicy; variant: string; title: string } {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const look = pickLook(rng);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const s = look.upper ? 1 : 0;
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  if (!naic) truth.carrier.naicCode = null;
  const loanPrinted = rng.chance(0.85);
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const vehicles = vehicleList(g);
  const agency = U(
    `${g.extras.agent.agency.split(" ")[0]} ${rng.pick(["Insurance Agency", "Insurance Services", "Agency LLC"])}`,
  );
  const agencyLines = [...addressLines(officeAddress(rng), rng, look.upper), g.extras.agent.phone];
  const title = rng.pick(MASTER.title.auto);
  const arrangement = rng.pick(["form", "letter"] as const);
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const insured = [
    ...t.insureds.map((_, i) => personName(g, i, nameForm, look.upper)),
    ...addressLines(t.address, rng, look.upper),
  ];
  const per = MASTER.person[s];
  const acc = MASTER.accident[s];
  const order = ["BI", "PD", "CSL", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
  const covRows: string[][][] = t.coverages
    .filter((c) => !c.vin)
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .map((c) => [
      [MASTER.autoCov[c.code][s]],
      c.limitPerPerson !== null
        ? [`${amt(look, c.limitPerPerson)} ${per}`, `${amt(look, c.limitPerAccident!)} ${acc}`]
        : [`${amt(look, c.limitPerAccident!)} ${c.code === "MEDPAY" ? per : acc}`],
      [c.deductible !== null ? amt(look, c.deductible) : ""],
    ]);
  vehicles.forEach((v, k) => {
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c) covRows.push([[fill(MASTER.autoCov[code][s], { n: String(k + 1) })], ["ACV"], [amt(look, c.deductible!)]]);
    }
  });
  for (const o of g.extras.optional) covRows.push([[U(o.label)], [o.limit], [""]]);
  const premium = fill(rng.pick(MASTER.autoPremium), { p: money(L.total) });
  const loanLabel = rng.pick(MASTER.loan);
  const isaoa = rng.pick(MASTER.isaoa);
  const holders = truth.thirdParties.map((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    return {
      role: `${rng.pick(MASTER.autoHolder[p.type === "lessor" ? "lessor" : "lienholder"])} - Veh ${k + 1}`,
      lines: [
        U(p.name) + isaoa,
        ...addressLines(p.address, rng, look.upper),
        ...(p.loanNumber ? [`${loanLabel} ${p.loanNumber}`] : []),
      ],
    };
  });
  const noHolder = rng.pick(MASTER.noHolder);
  const vrows: RRow[] = vehicles.map((v, k) => ({
    cells: [[String(k + 1)], [String(v.year)], [U(v.make)], [U(v.model)], [v.vin]],
  }));
  const vc: RCol[] = [{ width: 0.07 }, { width: 0.1 }, { width: 0.2 }, { width: 0.28 }, { width: 0.35 }];
  const rc: RCol[] = [{ width: 0.45 }, { width: 0.35, align: "r" }, { width: 0.2, align: "r" }];
  const fees = L.outFees.map((f) => `${f.label} ${money(f.amount)} per installment (not premium)`);
  const feeIn = L.inFees.map((f) => `${f.label} ${money(f.amount)} included`);
  const policyBoxes: Box[] = [
    { label: rng.pick(MASTER.policyNo.slice(2)), lines: [t.policyNumber], at: 0, width: 0.3, style: { bold: true } },
    { label: rng.pick(MASTER.eff), lines: [d(t.effectiveDate)], at: 0.3, width: 0.2 },
    { label: rng.pick(MASTER.exp), lines: [d(t.expirationDate)], at: 0.5, width: 0.2 },
    {
      label: rng.pick(MASTER.insurer),
      lines: [U(t.carrier.name), ...(naic ? [`NAIC ${g.extras.naicCode}`] : [])],
      at: 0.7,
      width: 0.3,
      style: { size: w.size * 0.85 },
    },
  ];
  if (arrangement === "form") {
    const dateLabel = rng.pick(MASTER.date);
    boxRow(w, [
      { label: "", lines: [title], at: 0, width: 0.7, style: { bold: true, size: w.size * 1.25 } },
      { label: dateLabel, lines: [dated(dateLabel, g.extras.issueDate, look)], at: 0.7, width: 0.3 },
    ]);
    w.paragraph(rng.pick(MASTER.disclaimer), { size: w.size * 0.68 });
    formHalves(
      w,
      0.5,
      (ww) =>
        boxRow(ww, [{ label: rng.pick(MASTER.producer), lines: [agency, ...agencyLines], at: 0, width: 1 }], {
          minLines: 4,
        }),
      (ww) => boxRow(ww, [{ label: rng.pick(MASTER.autoInsured), lines: insured, at: 0, width: 1 }], { minLines: 4 }),
    );
    boxRow(w, policyBoxes);
  } else {
    w.line(agency, { bold: true, size: w.size * 1.4 });
    w.line(agencyLines.join("  |  "), { size: w.size * 0.78 });
    hrule(w, 1, 8);
    w.line(title, { bold: true, size: w.size * 1.15 });
    const dateLabel = rng.pick(MASTER.date);
    w.line(`${dateLabel}: ${dated(dateLabel, g.extras.issueDate, look)}`, { size: w.size * 0.85 });
    w.gap(6);
    w.line(rng.pick(MASTER.dear));
    w.paragraph(
      rng.pick(MASTER.intro.slice(0, 1)).replace("master policy", "policy").replace("association", "insured"),
    );
    w.gap(4);
    pairs(
      w,
      [
        [rng.pick(MASTER.autoInsured), insured.join(", ")],
        [rng.pick(MASTER.policyNo.slice(2)), t.policyNumber],
        [
          rng.pick(MASTER.autoTerm),
          fill(rng.pick(MASTER.termText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
        ],
        [rng.pick(MASTER.insurer), `${U(t.carrier.name)}${naic ? ` (NAIC ${g.extras.naicCode})` : ""}`],
      ],
      0.3,
    );
  }
  w.gap(4);
  const vsize = fitSize(w, vc, vrows, w.size * 0.9) ?? w.size * 0.8;
  titledBox(w, rng.pick(MASTER.vehicles), (ww) =>
    ruledTable(ww, vc, [MASTER.vehCols[s].map((h) => [h])], vrows, vsize),
  );
  w.gap(3);
  const head = [MASTER.cols[look.set].map((h) => [look.upper ? h.toUpperCase() : h])];
  titledBox(w, rng.pick(MASTER.coverageHead), (ww) =>
    ruledTable(
      ww,
      rc,
      head,
      covRows.map((cells) => ({ cells })),
      ww.size * 0.9,
    ),
  );
  w.gap(3);
  titledBox(w, rng.pick(MASTER.remarks), (ww) => {
    for (const l of [premium, ...feeIn, ...fees]) ww.paragraph(l, { size: ww.size * 0.85 });
  });
  w.gap(3);
  titledBox(w, rng.pick(MASTER.holder), (ww) => {
    if (!holders.length) return ww.line(noHolder);
    for (const h of holders) {
      ww.line(h.role, { bold: true, size: ww.size * 0.85 });
      for (const l of h.lines) ww.line(l);
      ww.gap(3);
    }
  });
  w.gap(3);
  w.paragraph(fill(rng.pick(MASTER.cancelText), { n: String(rng.pick([10, 30])) }), { size: w.size * 0.78 });
  const page = rng.pick(MASTER.page);
  footers(
    w,
    () => agency,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
  return { truth, variant: `auto-evidence-${arrangement}`, title };
}

export const condoMasterCertificate: KindFn = (w, g, rng) => {
  if (g.truth.type === "auto") return autoEvidence(w, g, rng);
  const M = masterFacts(g, rng);
  const arrangement = rng.pick([form, letter, checklist]);
  const name = arrangement(w, g, rng, M);
  const variant = [M.condo ? "condo" : "townhome", name, M.careOf ? "care-of" : "direct"].join("-");
  return { truth: M.truth, variant, title: `Master Policy Certificate - ${M.truth.policyNumber}` };
};
