import type { GeneratedPolicy, TruthAddress, TruthCoverage, TruthPolicy } from "../policy";
import type { Rng } from "../random";
import { PLACES, STREET_NAMES, STREET_SUFFIXES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  sameAddress,
  toCents,
  vehicleList,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { boxRow, dateText, fill, formHalves, type AnyDateStyle } from "./forms";
import { footers, pairs, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the declarations of a landlord / dwelling-fire policy on a rented house (the DP-3
// "Dwelling Property 3 - Special Form" programs of the specialty and regional carriers, and the
// unit-owners rental form for a rented condominium unit): the owner's mailing address is not the
// "Described Location" the tenants live in; the coverages carry the dwelling-fire letters
// ("Coverage A - Dwelling", "B - Other Structures", "C - Personal Property" with a small limit for
// the landlord's furnishings, "D - Fair Rental Value" instead of loss of use, "L - Personal
// Liability", "M - Medical Payments to Others", sometimes "E - Additional Living Expense" shown
// as not covered); the deductible is "All Perils" with a percentage wind/hail deductible beside
// it on some; the mortgagee has its loan number; the premium ends in "Total Annual Premium" with a
// fees line. Three arrangements: a "Coverage | Limit of Liability | Premium" schedule, a two-column
// summary, and a text-heavy page of sentences. An auto policy (these carriers' personal auto
// line) gets a page in the same house style.
//
// The kind's truth follows the page: when the generated policy's mailing address is the insured
// premises, the owner gets a mailing address of their own (a rented house is not where its owner
// lives); when the page prints a landlord's small Coverage C, the truth carries that limit.

export const LANDLORD = {
  title: {
    home: [
      "DWELLING FIRE POLICY DECLARATIONS",
      "Landlord Dwelling Policy - Declarations",
      "RENTAL DWELLING DECLARATIONS",
      "Dwelling Property Declarations",
    ],
    condo: [
      "CONDOMINIUM UNIT RENTAL DECLARATIONS",
      "Landlord Condominium Unit - Declarations",
      "RENTED UNIT OWNERS POLICY DECLARATIONS",
    ],
    auto: ["PERSONAL AUTO POLICY DECLARATIONS", "Personal Auto Declarations", "AUTOMOBILE POLICY DECLARATIONS"],
  },
  program: {
    home: [
      "Landlord Protection Program",
      "Rental Property Program",
      "DWELLING FIRE - TENANT OCCUPIED",
      "Investment Property",
    ],
    condo: ["Rented Condominium Unit", "Landlord Unit Owners Program", "CONDO UNIT - RENTED TO OTHERS"],
  },
  autoProgram: ["Personal Auto", "PRIVATE PASSENGER AUTO", "Auto Program"],
  transaction: ["New Business", "Renewal", "NEW POLICY", "RENEWAL DECLARATIONS", "Policy Change"],
  number: ["Policy Number", "POLICY NO.", "Policy #"],
  period: ["Policy Period", "POLICY PERIOD", "Term"],
  periodText: ["From {eff} To {exp}", "{eff} to {exp}", "{eff} - {exp}"],
  periodNote: [
    "12:01 A.M. standard time at the described location",
    "12:01 AM Standard Time at the Described Location",
    "Both dates at 12:01 a.m. at the location of the property",
  ],
  autoPeriodNote: ["12:01 A.M. standard time", "12:01 AM at the insured's address"],
  issued: ["Date Issued", "ISSUE DATE", "Processing Date"],
  company: ["Company", "INSURING COMPANY", "Underwritten by"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  insured: [
    "Named Insured and Mailing Address",
    "NAMED INSURED / MAILING ADDRESS",
    "Insured (Owner) and Mailing Address",
  ],
  agent: ["Agent", "PRODUCER", "Your Agent"],
  agentCode: ["Agent No.", "Producer Code", "Agency #"],
  location: ["Described Location", "DESCRIBED LOCATION", "Location of Rented Dwelling", "Rental Property Address"],
  condoLocation: ["Described Location (Unit)", "LOCATION OF RENTED UNIT", "Described Location"],
  occupancy: ["Tenant Occupied", "Rented to Others", "Non-Owner Occupied - Annual Lease", "TENANT OCCUPIED"],
  condoOccupancy: ["Unit Rented to Others", "Tenant Occupied Condominium Unit", "Rented to Others - Unit"],
  facts: {
    occupancy: ["Occupancy", "Use"],
    families: ["Number of Families", "Units", "Families"],
    construction: ["Construction", "Const."],
    built: ["Year Built", "Yr. Built"],
    protection: ["Protection Class", "PC"],
    lease: ["Lease Term", "Rental Term"],
  },
  constructionValues: ["Frame", "Masonry", "Brick Veneer", "Aluminum/Vinyl Siding", "Masonry Veneer"],
  leaseValues: ["Annual", "12 months or more", "Month-to-month", "Seasonal - 6 months"],
  form: ["Policy Form", "Perils Insured Against", "Form"],
  formValue: {
    home: ["DP-3 Special Form", "DP 00 03 - Dwelling Property 3 Special Form", "DP-3 (Special Form)"],
    condo: [
      "HO 00 06 Unit-Owners Form with HO 17 33 Unit-Owners Rental to Others",
      "Unit-Owners Form - Rental to Others",
      "HO-6 with Rental to Others Endorsement",
    ],
  },
  sectionOne: ["SECTION I - PROPERTY", "Section I Coverages", "PROPERTY COVERAGES"],
  sectionTwo: ["SECTION II - LIABILITY", "Section II Coverages", "LIABILITY COVERAGES"],
  cols: [
    ["Coverage", "Limit of Liability", "Premium"],
    ["COVERAGE", "LIMIT OF LIABILITY", "PREMIUM"],
    ["Coverages", "Limits of Liability", "Annual Premium"],
  ],
  cov: {
    DWELLING: ["Coverage A - Dwelling", "A - DWELLING", "Dwelling (Coverage A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B - OTHER STRUCTURES", "Other Structures (Coverage B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C - PERSONAL PROPERTY", "Personal Property (Coverage C)"],
    LOSS_OF_USE: ["Coverage D - Fair Rental Value", "D - FAIR RENTAL VALUE", "Fair Rental Value (Coverage D)"],
    PERSONAL_LIABILITY: [
      "Coverage L - Personal Liability",
      "L - PERSONAL LIABILITY",
      "Personal Liability (Coverage L)",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage M - Medical Payments to Others",
      "M - MEDICAL PAYMENTS TO OTHERS",
      "Medical Payments to Others (Coverage M)",
    ],
  } as Record<string, string[]>,
  condoA: [
    "Coverage A - Dwelling (Unit Building Property)",
    "A - DWELLING (UNIT IMPROVEMENTS)",
    "Unit Building Property (Coverage A)",
  ],
  ale: [
    "Coverage E - Additional Living Expense",
    "E - ADDITIONAL LIVING EXPENSE",
    "Additional Living Expense (Coverage E)",
  ],
  notCovered: ["Not Covered", "NOT COVERED", "Excluded"],
  included: ["Included", "INCL", "Incl."],
  frvAls: ["Actual Loss Sustained - 12 months", "ACTUAL LOSS SUSTAINED", "Up to 12 months actual loss"],
  occurrence: ["each occurrence", "EACH OCCURRENCE", "per occurrence"],
  person: ["each person", "EACH PERSON", "per person"],
  deductibles: ["Deductibles", "DEDUCTIBLE", "Section I Deductibles"],
  aop: ["All Perils", "ALL PERILS", "All Perils Deductible"],
  wind: ["Wind/Hail", "WINDSTORM OR HAIL", "Wind/Hail Deductible"],
  windValue: ["{p}% of Coverage A ({x})", "{p}% of Coverage A", "{x} ({p}% of Dwelling)"],
  windNone: ["Wind/Hail: All Perils deductible applies", "Windstorm or hail: included in All Perils deductible"],
  mortgagee: ["Mortgagee", "MORTGAGEE / LOSS PAYEE", "Mortgagee(s)", "MORTGAGEES"],
  first: ["First Mortgagee", "1st Mortgagee", "Mortgagee"],
  second: ["Second Mortgagee", "2nd Mortgagee", "Additional Mortgagee"],
  loan: ["Loan No.", "LOAN NUMBER", "Loan #"],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  noMortgagee: ["None", "NONE", "No mortgagee on file"],
  optional: ["Optional Coverages and Endorsements", "ADDITIONAL COVERAGES", "Endorsements"],
  optionalLabel: {
    "Water Backup and Sump Overflow": ["Water Back-Up and Sump Discharge or Overflow", ""],
    "Ordinance or Law": ["Ordinance or Law", ""],
    "Identity Theft Expense": ["Vandalism and Malicious Mischief", "Included"],
    "Scheduled Jewelry": ["Landlord Theft Coverage", "$2,500"],
  } as Record<string, [string, string]>,
  premiumHead: ["Premium Summary", "PREMIUM", "Annual Premium"],
  base: ["Premium for Coverages", "Basic Premium", "Policy Premium"],
  optionalTotal: ["Endorsement Premium", "Optional Coverages", "Additional Coverages Premium"],
  fees: ["Fees and Surcharges", "Taxes and Fees", "Policy Fees / Surcharges"],
  noFees: ["$0.00", "None", "0.00"],
  total: ["Total Annual Premium", "TOTAL ANNUAL PREMIUM", "Total Annual Policy Premium"],
  autoTotal: ["Total {term} Premium", "TOTAL POLICY PREMIUM", "Total Premium for the Policy Period"],
  term: { 6: ["6-Month", "Six Month"], 12: ["Annual", "12-Month"] } as Record<number, string[]>,
  feeRename: { "MVCPA fee": "Inspection fee" } as Record<string, string>,
  outFee: ["{label}: {x} per installment, not included in the total", "{label} of {x} is billed separately"],
  forms: ["Forms and Endorsements", "FORMS APPLICABLE", "Policy Forms"],
  formList: {
    home: ["DP 00 03 07 88 Dwelling Property 3 - Special Form", "DP 00 03 12 02 Dwelling Property 3 - Special Form"],
    condo: ["HO 00 06 05 11 Homeowners 6 - Unit-Owners Form", "HO 17 33 05 11 Unit-Owners Rental to Others"],
  },
  moreForms: {
    home: [
      "DL 24 01 07 88 Personal Liability",
      "DP 04 73 07 88 Dwelling Under Construction - Theft",
      "DP 04 71 07 88 Ordinance or Law Coverage",
      "DP 01 33 Special Provisions",
      "IL P 001 01 04 U.S. Treasury OFAC Advisory Notice",
      "DP 04 69 Modified Loss Settlement",
    ],
    condo: [
      "HO 04 35 05 11 Loss Assessment Coverage",
      "HO 04 90 05 11 Personal Property Replacement Cost",
      "HO 01 33 Special Provisions",
      "IL P 001 01 04 U.S. Treasury OFAC Advisory Notice",
    ],
  },
  notice: [
    "This declarations page, with the policy forms and endorsements listed, completes your policy. The dwelling is insured as a rental property: it is not your residence.",
    "Coverage applies to the described location only while rented to others as shown. Notify us of any change in occupancy.",
    "Vacancy for more than 60 consecutive days may limit coverage for vandalism and glass breakage.",
  ],
  footer: ["{company}", "Underwritten by {company}", "{company} - {city}"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}"],
  // The two-column summary.
  summaryHead: ["Policy Summary", "POLICY INFORMATION", "Your Policy"],
  coverageHead: ["Coverage Summary", "COVERAGES AND LIMITS", "Your Coverages"],
  rentedHead: ["Rental Property", "DESCRIBED LOCATION", "Insured Property"],
  insuredShort: ["Named Insured", "INSURED", "Policyholder"],
  mailing: ["Mailing Address", "MAILING ADDRESS", "Mail to"],
  // Sentences.
  textIntro: [
    "This declarations page is part of your {form} policy number {no} issued by {company}.",
    "{company} provides the insurance described in policy number {no}, written on the {form}.",
  ],
  textPeriod: [
    "The policy period begins on {eff} and ends on {exp}, at 12:01 a.m. standard time at the described location.",
    "Coverage is in force from {eff} to {exp}, 12:01 A.M. standard time at the described location.",
  ],
  textLocation: [
    "The described location is {addr}. It is a {families}-family {construction} dwelling built in {year}, {occupancy}.",
    "Described location: {addr}, a {construction} building built in {year} with {families} family unit(s), {occupancy}.",
  ],
  textCondoLocation: [
    "The described location is the condominium unit at {addr}, {occupancy}.",
    "Described location: {addr}, a condominium unit {occupancy}.",
  ],
  occupancyText: ["rented to others on an annual lease", "occupied by tenants and not by you", "rented to others"],
  textCoverages: [
    "We provide the following property coverages under this policy, for the limits shown: {list}.",
    "Section I coverages and limits of liability are as follows: {list}.",
  ],
  textLiability: ["Liability coverages: {list}.", "Under Section II we provide {list}."],
  textAle: ["{name} is not provided for a tenant-occupied dwelling.", "{name}: not covered."],
  textDeductible: [
    "Your deductible is {x} for all perils.",
    "A deductible of {x} applies to each Section I loss, all perils.",
  ],
  textWind: [
    "A separate windstorm or hail deductible of {p}% of Coverage A ({y}) applies.",
    "For windstorm or hail the deductible is {p}% of Coverage A, {y}.",
  ],
  textMortgagee: ["The {role} is {name}, {addr}{loan}.", "{role}: {name}, {addr}{loan}."],
  textLoan: [", loan number {n}", " (Loan No. {n})"],
  textNoMortgagee: ["No mortgagee is listed on this policy.", "There is no mortgagee."],
  textPremium: [
    "The premium for these coverages is {base}. With fees and surcharges of {fees}, the total annual premium is {total}.",
    "Your total annual premium is {total}, including {fees} in fees and surcharges.",
  ],
  textPremiumNoFees: ["The total annual premium for this policy is {total}.", "Total annual premium: {total}."],
  textOptional: ["Also included: {list}.", "Endorsements added to this policy: {list}."],
  // Auto in the same house style.
  vehicles: ["Described Vehicles", "SCHEDULED VEHICLES", "Vehicles"],
  vehCols: [
    ["Veh", "Year", "Make", "Model", "VIN"],
    ["#", "YEAR", "MAKE", "MODEL", "VEHICLE ID NUMBER"],
  ],
  autoCov: {
    BI: ["Bodily Injury Liability", "BODILY INJURY"],
    PD: ["Property Damage Liability", "PROPERTY DAMAGE"],
    CSL: ["Liability - Combined Single Limit", "COMBINED SINGLE LIMIT"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS"],
    UMBI: ["Uninsured Motorists Bodily Injury", "UNINSURED MOTORISTS BI"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "UNDERINSURED MOTORISTS BI"],
    UMPD: ["Uninsured Motorists Property Damage", "UNINSURED MOTORISTS PD"],
    COMP: ["Comprehensive - Veh {n}", "COMPREHENSIVE - VEH {n}"],
    COLL: ["Collision - Veh {n}", "COLLISION - VEH {n}"],
  } as Record<string, string[]>,
  perAccident: ["each accident", "EACH ACCIDENT"],
  deductibleWord: ["deductible", "DEDUCTIBLE"],
  lienholders: ["Lienholders / Loss Payees", "LIENHOLDER", "Additional Interests"],
  lienWord: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor - Additional Insured"] },
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: "$" | "";
  /** Limits with ".00" (the mainframe programs print them so). */
  limitCents: boolean;
  scheme: number;
}

const amt = (look: Look, n: number) => `${look.sign}${dollars(n, { sign: false, cents: look.limitCents })}`;

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "Mon d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(0.4),
    sign: rng.chance(0.8) ? "$" : "",
    limitCents: rng.chance(0.2),
    scheme: rng.int(0, 2),
  };
}

/** The owner's own mailing address: a house or a PO box, often in the rental's city. */
function ownerAddress(rng: Rng, rental: TruthAddress): TruthAddress {
  const near = PLACES.find((p) => p.city === rental.city && p.state === rental.state);
  const place = near && rng.chance(0.6) ? near : rng.pick(PLACES);
  const base = { addressLine2: null, city: place.city, state: place.state, country: "US" as const };
  if (rng.chance(0.2)) return { ...base, addressLine1: `PO Box ${rng.int(100, 9999)}`, postalCode: place.zips[0] };
  const [suffix, abbr] = rng.pick(STREET_SUFFIXES);
  for (;;) {
    const line1 = `${rng.int(1, 29999)} ${rng.pick(STREET_NAMES)} ${rng.chance(0.5) ? suffix : abbr}`;
    if (line1 !== rental.addressLine1) return { ...base, addressLine1: line1, postalCode: rng.pick(place.zips) };
  }
}

/** A landlord's contents limit: the furnishings of a rented house, not a household's belongings. */
function landlordContents(rng: Rng, dwelling: number): number {
  return rng.chance(0.5)
    ? rng.pick([2500, 5000, 5000, 10000, 15000, 25000])
    : Math.max(2500, Math.round((dwelling * rng.pick([0.05, 0.1])) / 500) * 500);
}

interface Line {
  code: string;
  name: string;
  limit: string;
  premium: string;
  /** The truth coverage the line prints, if any. */
  c: TruthCoverage | null;
}

/** The page's facts, decided once: the truth the page prints and the lines of its schedule. */
interface Plan {
  truth: TruthPolicy;
  look: Look;
  /** The generated mailing address was the premises: the truth has the owner's own instead. */
  ownerMoved: boolean;
  condo: boolean;
  location: TruthAddress;
  propertyLines: Line[];
  liabilityLines: Line[];
  ale: string | null;
  deductible: string;
  wind: string | null;
  windNone: string | null;
  optional: { label: string; limit: string; premium: string }[];
  base: number;
  optionalCents: number;
  fees: { label: string; amount: number }[];
  outFees: string[];
  total: number;
  naic: boolean;
  loanPrinted: boolean;
  form: string;
  facts: [string, string][];
  occupancy: string;
  construction: string;
  families: number;
}

function plan(g: GeneratedPolicy, rng: Rng, L: Ledger, sentences: boolean): Plan {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng);
  // Sentences name the coverages in running text, not in a schedule's capitals.
  if (sentences) [look.upper, look.scheme, look.sign, look.limitCents] = [false, rng.pick([0, 2]), "$", false];
  const condo = t.type === "condo";
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const location = dwellingAddress(t)!;
  const ownerMoved = sameAddress(location, t.address);
  if (ownerMoved) truth.address = ownerAddress(rng.fork("owner"), location);

  // Coverage C for a landlord: often only the furnishings.
  const smallC = rng.chance(0.6);
  const pp = truth.coverages.find((c) => c.code === "PERSONAL_PROPERTY");
  const a = truth.coverages.find((c) => c.code === "DWELLING")!;
  if (pp && smallC) pp.limitPerAccident = landlordContents(rng, a.limitPerAccident!);

  const occ = LANDLORD.occurrence[look.scheme];
  const per = LANDLORD.person[look.scheme];
  const als = rng.pick(LANDLORD.frvAls);
  const included = rng.pick(LANDLORD.included);
  const line = (code: string): Line | null => {
    const i = t.coverages.findIndex((c) => c.code === code);
    const name = U(code === "DWELLING" && condo ? LANDLORD.condoA[look.scheme] : LANDLORD.cov[code][look.scheme]);
    if (i < 0)
      return code === "LOSS_OF_USE" && g.extras.lossOfUseAls
        ? { code, name, limit: als, premium: included, c: null }
        : null;
    const c = truth.coverages[i];
    const word = code === "PERSONAL_LIABILITY" ? ` ${occ}` : code === "MEDICAL_PAYMENTS" ? ` ${per}` : "";
    return {
      code,
      name,
      limit: `${amt(look, c.limitPerAccident!)}${word}`,
      premium: money(L.coverage.get(t.coverages[i])![0]),
      c,
    };
  };
  const propertyLines = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]
    .map(line)
    .filter((x): x is Line => !!x);
  const liabilityLines = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].map(line).filter((x): x is Line => !!x);
  const ale = !condo && rng.chance(0.3) ? U(LANDLORD.ale[look.scheme]) : null;

  const pct = g.extras.windHailPercent;
  const windX = pct ? amt(look, Math.round((a.limitPerAccident! * pct) / 100)) : "";
  const optional = g.extras.optional.map((o) => {
    const [label, limit] = LANDLORD.optionalLabel[o.label] ?? [o.label, ""];
    return { label: U(label), limit: limit || o.limit, premium: money(toCents(o.premium)) };
  });
  const optionalCents = g.extras.optional.reduce((s, o) => s + toCents(o.premium), 0);
  const fees = L.inFees.map((f) => ({ label: LANDLORD.feeRename[f.label] ?? f.label, amount: f.amount }));
  const outFees = L.outFees.map((f) => fill(rng.pick(LANDLORD.outFee), { label: f.label, x: money(f.amount) }));
  const construction = rng.pick(LANDLORD.constructionValues);
  const families = condo ? 1 : rng.pick([1, 1, 1, 2, 2, 3, 4]);
  const occupancy = rng.pick(condo ? LANDLORD.condoOccupancy : LANDLORD.occupancy);
  const F = LANDLORD.facts;
  const facts: [string, string][] = [
    [rng.pick(F.occupancy), occupancy],
    ...(condo ? [] : ([[rng.pick(F.families), String(families)]] as [string, string][])),
    [rng.pick(F.construction), construction],
    [rng.pick(F.built), String(g.extras.yearBuilt)],
    [rng.pick(F.protection), String(rng.int(1, 9))],
    [rng.pick(F.lease), rng.pick(LANDLORD.leaseValues)],
  ];
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = rng.chance(0.88);
  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    look,
    ownerMoved,
    condo,
    location,
    propertyLines,
    liabilityLines,
    ale,
    deductible: amt(look, a.deductible!),
    wind: pct ? fill(rng.pick(LANDLORD.windValue), { p: String(pct), x: windX }) : null,
    windNone: !pct && rng.chance(0.4) ? rng.pick(LANDLORD.windNone) : null,
    optional,
    base: L.total - fees.reduce((s, f) => s + f.amount, 0),
    optionalCents,
    fees,
    outFees,
    total: L.total,
    naic,
    loanPrinted,
    form: rng.pick(LANDLORD.formValue[condo ? "condo" : "home"]),
    facts,
    occupancy,
    construction,
    families,
  };
}

function insuredLines(g: GeneratedPolicy, truth: TruthPolicy, rng: Rng, upper: boolean): string[] {
  const names = truth.insureds.map((_, i) => personName(g, i, rng.chance(0.25) ? "last-first" : "first-last", upper));
  return [...names, ...addressLines(truth.address, rng, upper)];
}

function agentLines(g: GeneratedPolicy, rng: Rng, upper: boolean): string[] {
  const a = g.extras.agent;
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  return [
    U(a.agency),
    ...addressLines(officeAddress(rng), rng, upper),
    a.phone,
    `${rng.pick(LANDLORD.agentCode)}: ${a.code}`,
  ];
}

/** The brand's letterhead, the title and the transaction; returns the title. */
function letterhead(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  title: string,
  program: string,
  d: (iso: string) => string,
) {
  const brand = g.extras.brand;
  const big = { bold: true, size: w.size * rng.pick([1.8, 2.2]) };
  formHalves(
    w,
    0.5,
    (ww) => {
      ww.put(brand, ww.left, ww.y + big.size, big);
      ww.y += big.size * 1.3;
      for (const l of carrierAddress(rng)) ww.line(l, { size: ww.size * 0.75 });
    },
    (ww) => {
      for (const l of ww.wrap(title, { bold: true, size: ww.size * 1.2 }))
        ww.line(l, { bold: true, size: ww.size * 1.2 });
      ww.line(program, { size: ww.size * 0.9 });
      ww.line(`${rng.pick(LANDLORD.transaction)} - ${rng.pick(LANDLORD.issued)} ${d(g.extras.issueDate)}`, {
        size: ww.size * 0.85,
      });
    },
  );
  w.gap(6);
}

function legalFooter(w: Writer, g: GeneratedPolicy, rng: Rng, naic: boolean): void {
  const [, city] = carrierAddress(rng);
  const company = fill(rng.pick(LANDLORD.footer), { company: g.truth.carrier.name, city });
  const left = naic ? `${company}  |  ${rng.pick(LANDLORD.naic)} ${g.extras.naicCode}` : company;
  const page = rng.pick(LANDLORD.page);
  footers(
    w,
    () => left,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
}

function mortgageeBlocks(g: GeneratedPolicy, P: Plan, rng: Rng) {
  const isaoa = rng.pick(LANDLORD.isaoa);
  const U = (s: string) => (P.look.upper ? s.toUpperCase() : s);
  return P.truth.thirdParties.map((p, i) => ({
    role: rng.pick(i === 0 ? LANDLORD.first : LANDLORD.second),
    name: `${U(p.name)}${P.look.upper ? isaoa.toUpperCase() : isaoa}`,
    address: addressLines(p.address, rng, P.look.upper),
    loan: p.loanNumber ?? "",
  }));
}

function premiumItems(P: Plan, rng: Rng): { items: [string, string][]; notes: string[] } {
  const feeCents = P.fees.reduce((s, f) => s + f.amount, 0);
  const items: [string, string][] = [];
  if (P.optionalCents && rng.chance(0.5)) {
    items.push([rng.pick(LANDLORD.base), money(P.base - P.optionalCents)]);
    items.push([rng.pick(LANDLORD.optionalTotal), money(P.optionalCents)]);
  } else items.push([rng.pick(LANDLORD.base), money(P.base)]);
  if (P.fees.length > 1) for (const f of P.fees) items.push([f.label, money(f.amount)]);
  else items.push([rng.pick(LANDLORD.fees), feeCents ? money(feeCents) : rng.pick(LANDLORD.noFees)]);
  items.push([rng.pick(LANDLORD.total), money(P.total)]);
  const notes = [...P.outFees];
  if (P.fees.length === 1) notes.unshift(`${rng.pick(LANDLORD.fees)}: ${P.fees[0].label}`);
  return { items, notes };
}

// ---------------------------------------------------------------- schedule: Coverage | Limit | Premium

function schedule(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  const t = g.truth;
  const look = P.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(LANDLORD.title[P.condo ? "condo" : "home"]);
  letterhead(w, g, rng, title, rng.pick(LANDLORD.program[P.condo ? "condo" : "home"]), d);

  const strip = [
    { label: rng.pick(LANDLORD.number), lines: [t.policyNumber], at: 0, width: 0.25, style: { bold: true } },
    {
      label: rng.pick(LANDLORD.period),
      lines: [
        fill(rng.pick(LANDLORD.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
        rng.pick(LANDLORD.periodNote),
      ],
      at: 0.25,
      width: 0.45,
    },
    {
      label: rng.pick(LANDLORD.company),
      lines: [U(t.carrier.name)],
      at: 0.7,
      width: 0.3,
      style: { size: w.size * 0.85 },
    },
  ];
  boxRow(w, strip);
  const insured = insuredLines(g, P.truth, rng, look.upper);
  const agent = agentLines(g, rng, look.upper);
  const [insuredLabel, agentLabel] = [rng.pick(LANDLORD.insured), rng.pick(LANDLORD.agent)];
  formHalves(
    w,
    0.55,
    (ww) => boxRow(ww, [{ label: insuredLabel, lines: insured, at: 0, width: 1 }], { minLines: 4 }),
    (ww) => boxRow(ww, [{ label: agentLabel, lines: agent, at: 0, width: 1 }], { minLines: 4 }),
  );
  w.gap(4);

  const locLines = addressLines(P.location, rng, look.upper);
  const locLabel = rng.pick(P.condo ? LANDLORD.condoLocation : LANDLORD.location);
  const facts = P.facts.map(([k, v]) => `${k}: ${v}`).join("  |  ");
  const formLine = `${rng.pick(LANDLORD.form)}: ${P.form}`;
  titledBox(w, locLabel, (ww) => {
    for (const l of locLines) ww.line(l, { bold: true });
    ww.paragraph(facts, { size: ww.size * 0.85 });
    ww.paragraph(formLine, { size: ww.size * 0.85 });
  });
  w.gap(4);

  // The schedule: Section I, Section II, each "Coverage | Limit of Liability | Premium".
  const head = [LANDLORD.cols[look.scheme].map((h) => [h])];
  const rc: RCol[] = [{ width: 0.5 }, { width: 0.3, align: "r" }, { width: 0.2, align: "r" }];
  const notCovered = rng.pick(LANDLORD.notCovered);
  const rows = (lines: Line[]): RRow[] => lines.map((l) => ({ cells: [[l.name], [l.limit], [l.premium]] }));
  const one = rows(P.propertyLines);
  if (P.ale) one.push({ cells: [[P.ale], [notCovered], [""]] });
  const two = rows(P.liabilityLines);
  const sk = rng.int(0, 2);
  const [t1, t2] = [LANDLORD.sectionOne[sk], LANDLORD.sectionTwo[sk]];
  const size = w.size * 0.95;
  titledBox(w, t1, (ww) => ruledTable(ww, rc, head, one, size));
  w.gap(3);
  titledBox(w, t2, (ww) => ruledTable(ww, rc, head, two, size));
  w.gap(3);

  const dedItems: [string, string][] = [[rng.pick(LANDLORD.aop), P.deductible]];
  if (P.wind) dedItems.push([rng.pick(LANDLORD.wind), P.wind]);
  titledBox(w, rng.pick(LANDLORD.deductibles), (ww) => {
    pairs(ww, dedItems, 0.35);
    if (P.windNone) ww.line(P.windNone, { size: ww.size * 0.85 });
  });
  w.gap(3);

  if (P.optional.length) {
    const orc: RCol[] = [{ width: 0.5 }, { width: 0.3 }, { width: 0.2, align: "r" }];
    const orows = P.optional.map((o) => ({ cells: [[o.label], [o.limit], [o.premium]] }));
    titledBox(w, rng.pick(LANDLORD.optional), (ww) => ruledTable(ww, orc, head, orows, size));
    w.gap(3);
  }

  const blocks = mortgageeBlocks(g, P, rng);
  const loanLabel = rng.pick(LANDLORD.loan);
  const none = rng.pick(LANDLORD.noMortgagee);
  titledBox(w, rng.pick(LANDLORD.mortgagee), (ww) => {
    if (!blocks.length) return ww.line(none);
    const block = (b: (typeof blocks)[number]) => (w2: Writer) => {
      w2.line(b.role, { bold: true, size: w2.size * 0.85 });
      w2.paragraph(b.name);
      for (const l of b.address) w2.line(l);
      if (b.loan) w2.line(`${loanLabel}: ${b.loan}`);
    };
    if (blocks.length === 1) block(blocks[0])(ww);
    else ww.columns(blocks.slice(0, 2).map(block));
  });
  w.gap(3);

  const { items, notes } = premiumItems(P, rng);
  titledBox(w, rng.pick(LANDLORD.premiumHead), (ww) => {
    const span = ww.right - ww.left;
    items.forEach(([k, v], i) => {
      const bold = i === items.length - 1;
      if (bold) ww.page.rects.push({ x: ww.left + span * 0.4, y: ww.y + 1, w: span * 0.25, h: 0.5, fill: true });
      ww.put(k, ww.left, ww.y + ww.size + (bold ? 3 : 0), { bold });
      ww.put(v, ww.left + span * 0.65 - ww.width_(v, { bold }), ww.y + ww.size + (bold ? 3 : 0), { bold });
      ww.y += ww.lineHeight + (bold ? 3 : 0);
    });
    for (const n of notes) ww.paragraph(n, { size: ww.size * 0.8 });
  });
  w.gap(3);
  formsAndNotice(w, rng, P);
  legalFooter(w, g, rng, P.naic);
  return title;
}

function formsAndNotice(w: Writer, rng: Rng, P: Plan): void {
  const forms = [
    ...LANDLORD.formList[P.condo ? "condo" : "home"].slice(0, P.condo ? 2 : 1),
    ...rng.shuffle(LANDLORD.moreForms[P.condo ? "condo" : "home"]).slice(0, rng.int(1, 3)),
  ];
  w.line(rng.pick(LANDLORD.forms), { bold: true, size: w.size * 0.9 });
  for (const f of forms) w.line(f, { size: w.size * 0.8 });
  w.gap(3);
  w.paragraph(rng.pick(LANDLORD.notice), { size: w.size * 0.75 });
}

// ---------------------------------------------------------------- two-column summary

function summary(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  const t = g.truth;
  const look = P.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(LANDLORD.title[P.condo ? "condo" : "home"]);
  letterhead(w, g, rng, title, rng.pick(LANDLORD.program[P.condo ? "condo" : "home"]), d);
  const heading = (ww: Writer, s: string) => {
    ww.line(s, { bold: true, size: ww.size * 1.05 });
    hrule(ww, 0.8, 3);
  };

  // Row 1: the policy on the left, the insured and the rented house on the right.
  const policyItems: [string, string][] = [
    [rng.pick(LANDLORD.number), t.policyNumber],
    [
      rng.pick(LANDLORD.period),
      `${fill(rng.pick(LANDLORD.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) })}, ${rng.pick(LANDLORD.periodNote)}`,
    ],
    [rng.pick(LANDLORD.issued), d(g.extras.issueDate)],
    [rng.pick(LANDLORD.company), U(t.carrier.name)],
    ...(P.naic ? [[rng.pick(LANDLORD.naic), g.extras.naicCode!] as [string, string]] : []),
    [rng.pick(LANDLORD.form), P.form],
    [rng.pick(LANDLORD.agent), `${U(g.extras.agent.agency)}, ${g.extras.agent.phone}`],
  ];
  const names = P.truth.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const mail = addressLines(P.truth.address, rng, look.upper);
  const loc = addressLines(P.location, rng, look.upper);
  const [sumHead, rentedHead] = [rng.pick(LANDLORD.summaryHead), rng.pick(LANDLORD.rentedHead)];
  const [insLabel, mailLabel] = [rng.pick(LANDLORD.insuredShort), rng.pick(LANDLORD.mailing)];
  const locLabel = rng.pick(P.condo ? LANDLORD.condoLocation : LANDLORD.location);
  const share = 0.36;
  const small: TextStyle = { size: w.size * 0.92 };
  w.columns(
    [
      (ww) => {
        heading(ww, sumHead);
        pairs(ww, policyItems, share, small);
      },
      (ww) => {
        heading(ww, rentedHead);
        pairs(ww, [[insLabel, names.join(" & ")]], share, small);
        pairs(ww, [[mailLabel, mail.join(", ")]], share, small);
        pairs(ww, [[locLabel, loc.join(", ")]], share, { ...small, bold: true });
        pairs(ww, P.facts.slice(0, 4), share, small);
      },
    ],
    20,
  );
  w.gap(8);

  // Row 2: coverages and limits on the left; deductibles and premium on the right.
  const notCovered = rng.pick(LANDLORD.notCovered);
  const covItems: [string, string][] = [
    ...P.propertyLines.map((l) => [l.name, l.limit] as [string, string]),
    ...(P.ale ? [[P.ale, notCovered] as [string, string]] : []),
    ...P.liabilityLines.map((l) => [l.name, l.limit] as [string, string]),
    ...P.optional.map((o) => [o.label, o.limit] as [string, string]),
  ];
  const dedItems: [string, string][] = [[rng.pick(LANDLORD.aop), P.deductible]];
  if (P.wind) dedItems.push([rng.pick(LANDLORD.wind), P.wind]);
  const { items, notes } = premiumItems(P, rng);
  const [covHead, dedHead, premHead] = [
    rng.pick(LANDLORD.coverageHead),
    rng.pick(LANDLORD.deductibles),
    rng.pick(LANDLORD.premiumHead),
  ];
  w.columns(
    [
      (ww) => {
        heading(ww, covHead);
        pairs(ww, covItems, 0.6, small);
      },
      (ww) => {
        heading(ww, dedHead);
        pairs(ww, dedItems, 0.5, small);
        if (P.windNone) ww.paragraph(P.windNone, { size: ww.size * 0.8 });
        ww.gap(6);
        heading(ww, premHead);
        pairs(ww, items.slice(0, -1), 0.6, small);
        pairs(ww, items.slice(-1), 0.6, { ...small, bold: true });
        for (const n of notes) ww.paragraph(n, { size: ww.size * 0.78 });
      },
    ],
    20,
  );
  w.gap(8);

  // Row 3: the mortgagees, side by side when there are two.
  const blocks = mortgageeBlocks(g, P, rng);
  const loanLabel = rng.pick(LANDLORD.loan);
  heading(w, rng.pick(LANDLORD.mortgagee));
  if (!blocks.length) w.line(rng.pick(LANDLORD.noMortgagee));
  else
    w.columns(
      blocks.slice(0, 2).map((b) => (ww: Writer) => {
        ww.line(b.role, { bold: true, size: ww.size * 0.85 });
        ww.paragraph(b.name);
        for (const l of b.address) ww.line(l);
        if (b.loan) ww.line(`${loanLabel}: ${b.loan}`);
      }),
      20,
    );
  w.gap(8);
  formsAndNotice(w, rng, P);
  legalFooter(w, g, rng, P.naic);
  return title;
}

// ---------------------------------------------------------------- sentences

function prose(w: Writer, g: GeneratedPolicy, rng: Rng, P: Plan): string {
  const t = g.truth;
  const look = P.look;
  const d = (iso: string) => dateText(iso, look.ds);
  const title = rng.pick(LANDLORD.title[P.condo ? "condo" : "home"]);
  const brand = g.extras.brand;
  w.line(look.upper ? brand.toUpperCase() : brand, { bold: true, size: w.size * 1.6 });
  w.line(title, { bold: true, size: w.size * 1.2 });
  w.line(`${rng.pick(LANDLORD.issued)}: ${d(g.extras.issueDate)}`, { size: w.size * 0.85 });
  hrule(w, 1, 8);

  const insured = insuredLines(g, P.truth, rng, look.upper);
  const agent = agentLines(g, rng, false);
  const [insuredLabel, agentLabel] = [rng.pick(LANDLORD.insured), rng.pick(LANDLORD.agent)];
  w.columns(
    [
      (ww) => {
        ww.line(insuredLabel, { bold: true, size: ww.size * 0.85 });
        for (const l of insured) ww.line(l);
      },
      (ww) => {
        ww.line(agentLabel, { bold: true, size: ww.size * 0.85 });
        for (const l of agent) ww.line(l, { size: ww.size * 0.9 });
      },
    ],
    24,
  );
  w.gap(8);
  const para = (s: string) => {
    w.paragraph(s);
    w.gap(4);
  };
  const company = t.carrier.name + (P.naic ? ` (${rng.pick(LANDLORD.naic)} ${g.extras.naicCode})` : "");
  para(
    `${fill(rng.pick(LANDLORD.textIntro), { form: P.form, no: t.policyNumber, company })} ${fill(
      rng.pick(LANDLORD.textPeriod),
      { eff: d(t.effectiveDate), exp: d(t.expirationDate) },
    )}`,
  );
  const addr = addressLines(P.location, rng, false).join(", ");
  const occupancyText = rng.pick(LANDLORD.occupancyText);
  para(
    P.condo
      ? fill(rng.pick(LANDLORD.textCondoLocation), { addr, occupancy: occupancyText })
      : fill(rng.pick(LANDLORD.textLocation), {
          addr,
          families: String(P.families),
          construction: P.construction.toLowerCase(),
          year: String(g.extras.yearBuilt),
          occupancy: occupancyText,
        }),
  );
  const list = (lines: Line[]) => lines.map((l) => `${l.name}, ${l.limit}`).join("; ");
  const sk = rng.int(0, 2);
  w.line(LANDLORD.sectionOne[sk], { bold: true });
  para(fill(rng.pick(LANDLORD.textCoverages), { list: list(P.propertyLines) }));
  if (P.ale) para(fill(rng.pick(LANDLORD.textAle), { name: P.ale }));
  let ded = fill(rng.pick(LANDLORD.textDeductible), { x: P.deductible });
  const pct = g.extras.windHailPercent;
  if (pct) {
    const a = P.truth.coverages.find((c) => c.code === "DWELLING")!;
    ded += ` ${fill(rng.pick(LANDLORD.textWind), { p: String(pct), y: amt(look, Math.round((a.limitPerAccident! * pct) / 100)) })}`;
  }
  para(ded);
  w.line(LANDLORD.sectionTwo[sk], { bold: true });
  para(fill(rng.pick(LANDLORD.textLiability), { list: list(P.liabilityLines) }));
  if (P.optional.length)
    para(
      fill(rng.pick(LANDLORD.textOptional), {
        list: P.optional.map((o) => `${o.label} (${o.limit}, premium ${o.premium})`).join("; "),
      }),
    );

  w.line(rng.pick(LANDLORD.mortgagee), { bold: true });
  const blocks = mortgageeBlocks(g, P, rng);
  if (!blocks.length) para(rng.pick(LANDLORD.textNoMortgagee));
  for (const b of blocks)
    para(
      fill(rng.pick(LANDLORD.textMortgagee), {
        role: b.role.toLowerCase().startsWith("mortgagee") ? "mortgagee" : b.role.toLowerCase(),
        name: b.name,
        addr: b.address.join(", "),
        loan: b.loan ? fill(rng.pick(LANDLORD.textLoan), { n: b.loan }) : "",
      }).replace(/^([a-z])/, (m) => m.toUpperCase()),
    );

  w.line(rng.pick(LANDLORD.premiumHead), { bold: true });
  const feeCents = P.fees.reduce((s, f) => s + f.amount, 0);
  para(
    feeCents
      ? fill(rng.pick(LANDLORD.textPremium), { base: money(P.base), fees: money(feeCents), total: money(P.total) })
      : fill(rng.pick(LANDLORD.textPremiumNoFees), { total: money(P.total) }),
  );
  for (const n of P.outFees) w.paragraph(n, { size: w.size * 0.85 });
  w.gap(4);
  formsAndNotice(w, rng, P);
  legalFooter(w, g, rng, P.naic);
  return title;
}

// ---------------------------------------------------------------- an auto policy in the house style

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const look = pickLook(rng);
  const s = look.upper ? 1 : 0;
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (x: string) => (look.upper ? x.toUpperCase() : x);
  const vehicles = vehicleList(g);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = rng.chance(0.85);
  const title = rng.pick(LANDLORD.title.auto);
  letterhead(w, g, rng, title, rng.pick(LANDLORD.autoProgram), d);
  boxRow(w, [
    { label: rng.pick(LANDLORD.number), lines: [t.policyNumber], at: 0, width: 0.25, style: { bold: true } },
    {
      label: rng.pick(LANDLORD.period),
      lines: [
        fill(rng.pick(LANDLORD.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
        rng.pick(LANDLORD.autoPeriodNote),
      ],
      at: 0.25,
      width: 0.45,
    },
    {
      label: rng.pick(LANDLORD.company),
      lines: [U(t.carrier.name)],
      at: 0.7,
      width: 0.3,
      style: { size: w.size * 0.85 },
    },
  ]);
  const insured = insuredLines(g, t, rng, look.upper);
  const agent = agentLines(g, rng, look.upper);
  const [insuredLabel, agentLabel] = [rng.pick(LANDLORD.insured.slice(0, 2)), rng.pick(LANDLORD.agent)];
  formHalves(
    w,
    0.55,
    (ww) => boxRow(ww, [{ label: insuredLabel, lines: insured, at: 0, width: 1 }], { minLines: 4 }),
    (ww) => boxRow(ww, [{ label: agentLabel, lines: agent, at: 0, width: 1 }], { minLines: 4 }),
  );
  w.gap(4);
  const vc: RCol[] = [{ width: 0.08 }, { width: 0.1 }, { width: 0.2 }, { width: 0.27 }, { width: 0.35 }];
  const vrows: RRow[] = vehicles.map((v, k) => ({
    cells: [[String(k + 1)], [String(v.year)], [U(v.make)], [U(v.model)], [v.vin]],
  }));
  const vhead = [LANDLORD.vehCols[s].map((h) => [h])];
  titledBox(w, rng.pick(LANDLORD.vehicles), (ww) => ruledTable(ww, vc, vhead, vrows, ww.size * 0.92));
  w.gap(4);
  const acc = LANDLORD.perAccident[s];
  const per = LANDLORD.person[s];
  const dedWord = LANDLORD.deductibleWord[s];
  const sum = (c: TruthCoverage) => L.coverage.get(c)!.reduce((x, y) => x + y, 0);
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const rows: RRow[] = t.coverages
    .filter((c) => !c.vin)
    .sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code))
    .map((c) => {
      const limit =
        c.limitPerPerson !== null
          ? [`${amt(look, c.limitPerPerson)} ${per}`, `${amt(look, c.limitPerAccident!)} ${acc}`]
          : [`${amt(look, c.limitPerAccident!)} ${c.code === "MEDPAY" ? per : acc}`];
      if (c.deductible !== null) limit.push(`${amt(look, c.deductible)} ${dedWord}`);
      return { cells: [[LANDLORD.autoCov[c.code][s]], limit, [money(sum(c))]] };
    });
  vehicles.forEach((v, k) => {
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        rows.push({
          cells: [
            [fill(LANDLORD.autoCov[code][s], { n: String(k + 1) })],
            [`${amt(look, c.deductible!)} ${dedWord}`],
            [money(L.coverage.get(c)![k])],
          ],
        });
    }
  });
  for (const [j, o] of g.extras.optional.entries())
    rows.push({ cells: [[U(o.label)], [o.limit], [money(L.optional[j].reduce((x, y) => x + y, 0))]] });
  const rc: RCol[] = [{ width: 0.45 }, { width: 0.35, align: "r" }, { width: 0.2, align: "r" }];
  const head = [LANDLORD.cols[look.scheme].map((h) => [h])];
  titledBox(w, rng.pick(LANDLORD.coverageHead), (ww) => ruledTable(ww, rc, head, rows, ww.size * 0.92));
  w.gap(4);
  const loanLabel = rng.pick(LANDLORD.loan);
  const liens = t.thirdParties.map((p) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    const role = rng.pick(LANDLORD.lienWord[p.type === "lessor" ? "lessor" : "lienholder"]);
    const addr = addressLines(p.address, rng, look.upper).join(", ");
    const loan = loanPrinted && p.loanNumber ? `   ${loanLabel}: ${p.loanNumber}` : "";
    return `Veh ${k + 1} ${role}: ${U(p.name)}, ${addr}${loan}`;
  });
  if (liens.length)
    titledBox(w, rng.pick(LANDLORD.lienholders), (ww) => {
      for (const l of liens) ww.paragraph(l);
    });
  w.gap(4);
  const fees = L.inFees.reduce((x, f) => x + f.amount, 0);
  const term = rng.pick(LANDLORD.term[g.extras.termMonths]);
  const items: [string, string][] = [
    [rng.pick(LANDLORD.base), money(L.total - fees)],
    [rng.pick(LANDLORD.fees), fees ? money(fees) : rng.pick(LANDLORD.noFees)],
    [fill(rng.pick(LANDLORD.autoTotal), { term }), money(L.total)],
  ];
  const notes = L.outFees.map((f) => fill(rng.pick(LANDLORD.outFee), { label: f.label, x: money(f.amount) }));
  titledBox(w, rng.pick(LANDLORD.premiumHead), (ww) => {
    pairs(ww, items.slice(0, -1), 0.5);
    pairs(ww, items.slice(-1), 0.5, { bold: true });
    for (const n of notes) ww.paragraph(n, { size: ww.size * 0.8 });
  });
  legalFooter(w, g, rng, naic);
  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: "auto-schedule", title };
};

const property: KindFn = (w, g, rng) => {
  const L = ledger(g, rng);
  const arrangement = rng.pick(["schedule", "summary", "prose"] as const);
  const P = plan(g, rng, L, arrangement === "prose");
  const title =
    arrangement === "schedule"
      ? schedule(w, g, rng, P)
      : arrangement === "summary"
        ? summary(w, g, rng, P)
        : prose(w, g, rng, P);
  const variant = [
    arrangement,
    P.condo ? "condo" : "dwelling",
    P.ownerMoved ? "owner-mailing" : "",
    P.ale ? "ale-not-covered" : "",
    P.wind ? "wind-pct" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth: P.truth, variant, title };
};

export const dwellingFireLandlord: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? auto(w, g, rng) : property(w, g, rng);
