import { isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  row,
  sameAddress,
  toCents,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  digits,
  money,
} from "./common";
import {
  boxRow,
  checkBox,
  checkLine,
  dateText,
  fill,
  formHalves,
  sectionBar,
  stateName,
  type AnyDateStyle,
  type Box,
} from "./forms";
import { footers, pairs, titledBox } from "./ruled";

// Imitates the temporary binder an agency issues when it binds coverage before the carrier prints
// the policy (the agency-management systems' binders and the carriers' own "Binder of Insurance",
// laid out after the family of ACORD 75-style forms but worded independently): an "INSURANCE
// BINDER" title with the date issued, the agency block (producer, office address, phone, fax, agency
// code), the company with its NAIC code on some, the binder number beside the policy number it
// binds (or one "Binder / Policy No." that the page says the policy will carry), "Effective 12:01
// AM" and an expiration that is either the policy's own or the binder's shorter one with the
// policy term printed elsewhere, the named insured and mailing address, the vehicles (year, make,
// model, VIN) or the property location, a coverage grid of check marks (drawn boxes, typed "[X]"
// or an "X" column) with limit and deductible columns and pre-printed rows left unchecked, the
// "Mortgagee / Loss Payee / Additional Insured" section with its loan number, the estimated
// premium with fees and taxes apart, the authorized representative, and the binder conditions.
// Three arrangements: the ruled form, a compact one-box-per-section binder, and an agency's typed
// binder on its letterhead.

export const BINDER = {
  title: ["INSURANCE BINDER", "Insurance Binder", "BINDER OF INSURANCE", "TEMPORARY INSURANCE BINDER"],
  line: {
    auto: ["PERSONAL AUTO", "Private Passenger Automobile", "AUTOMOBILE"],
    home: ["HOMEOWNERS", "Homeowners - Dwelling", "PERSONAL PROPERTY AND LIABILITY"],
    condo: ["CONDOMINIUM UNIT OWNERS", "Condo Unit Owners (HO-6)", "CONDOMINIUM UNIT"],
  },
  notice: [
    "THIS BINDER IS A TEMPORARY CONTRACT OF INSURANCE. IT IS SUBJECT TO THE TERMS, CONDITIONS AND LIMITATIONS OF THE POLICY THE COMPANY WILL ISSUE.",
    "Coverage is bound as shown below, subject to the company's acceptance and to the binder conditions printed on this form.",
    "TEMPORARY EVIDENCE OF COVERAGE - THIS BINDER ENDS WHEN THE POLICY IS ISSUED OR ON THE EXPIRATION SHOWN, WHICHEVER COMES FIRST.",
  ],
  issued: ["DATE ISSUED", "Date Issued", "BINDER DATE", "Date Bound"],
  binderNo: ["BINDER NO.", "Binder No.", "BINDER #", "Binder Number"],
  policyNo: ["POLICY NO.", "Policy No.", "POLICY NUMBER", "Policy # Assigned"],
  binderIsPolicy: ["BINDER / POLICY NO.", "Binder & Policy No.", "BINDER NO. (POLICY NO.)"],
  binderIsPolicyNote: [
    "The policy will be issued under the binder number shown above.",
    "BINDER NUMBER IS THE POLICY NUMBER ASSIGNED BY THE COMPANY.",
    "Policy to be issued under this number.",
  ],
  agency: ["AGENCY", "PRODUCER", "Agency / Producer", "ISSUING AGENCY"],
  producer: ["Producer:", "Agent:", "Contact:"],
  phone: ["Phone:", "PHONE (A/C, No, Ext):", "Tel."],
  fax: ["Fax:", "FAX (A/C, No):", "Fax"],
  agencyCode: ["Agency Code:", "CODE:", "Producer Code:"],
  customer: ["Customer ID:", "AGENCY CUSTOMER ID:", "Client #:"],
  company: ["COMPANY", "INSURANCE COMPANY", "Company (Carrier)", "INSURER"],
  naic: ["NAIC #", "NAIC Code:", "NAIC No."],
  insured: ["NAMED INSURED AND MAILING ADDRESS", "Named Insured and Mailing Address", "INSURED AND MAILING ADDRESS"],
  effective: ["EFFECTIVE", "Effective", "EFFECTIVE DATE"],
  expiration: ["EXPIRATION", "Expiration", "EXPIRATION DATE"],
  time: ["TIME", "Time"],
  amTime: ["12:01 AM", "12:01 A.M.", "12:01 a.m."],
  binderExpires: ["BINDER EXPIRES", "Binder Expires", "THIS BINDER EXPIRES", "Binder Valid Until"],
  policyTerm: ["POLICY TERM", "Policy Term", "Term of Policy", "POLICY PERIOD"],
  termText: ["{n} months: {eff} to {exp}", "{eff} - {exp} ({n} months)", "From {eff} to {exp}", "{eff} through {exp}"],
  months: { 6: "6", 12: "12" } as Record<number, string>,
  description: [
    "DESCRIPTION OF VEHICLES / PROPERTY (Including Location)",
    "Description of Operations / Vehicles / Property",
    "RISK DESCRIPTION",
  ],
  seeVehicles: ["See vehicle schedule below.", "VEHICLES AS SCHEDULED BELOW", "Per schedule of autos"],
  garaged: ["Principally garaged at mailing address", "Garaging: {city}, {state}", "Garaging ZIP {zip}"],
  location: ["PROPERTY LOCATION", "Location of Property", "RESIDENCE PREMISES", "Insured Location"],
  sameLocation: ["Same as mailing address", "SAME AS MAILING ADDRESS"],
  occupancy: ["Owner occupied, 1 family", "Primary residence", "OWNER OCCUPIED - PRIMARY"],
  condoOccupancy: ["Condominium unit, owner occupied", "Unit owner - primary residence"],
  construction: ["Frame", "Masonry", "Brick Veneer", "Masonry Veneer"],
  built: ["Year Built", "Yr Built", "Constructed"],
  formLabel: ["Form", "Policy Form", "FORM"],
  vehicles: ["VEHICLE SCHEDULE", "Described Vehicles", "SCHEDULED AUTOS", "VEHICLES"],
  vehCols: [
    ["VEH", "YEAR", "MAKE", "MODEL", "VIN", "USE"],
    ["#", "Year", "Make", "Model", "Vehicle ID Number", "Use"],
    ["NO.", "YR", "MAKE", "MODEL / BODY", "SERIAL / VIN", "USE"],
  ],
  vehDedCols: [
    ["VEH", "YEAR", "MAKE", "MODEL", "VIN", "COMP DED", "COLL DED"],
    ["#", "Year", "Make", "Model", "VIN", "Comp Ded.", "Coll Ded."],
  ],
  use: ["Pleasure", "Commute", "Work/School", "Business", "PLEASURE"],
  coverages: ["COVERAGES", "COVERAGES BOUND", "Coverages and Limits", "COVERAGE / LIMITS"],
  grid: [
    ["", "COVERAGE", "LIMITS", "DEDUCTIBLE", "PREMIUM"],
    ["", "Type of Insurance", "Limit", "Deductible", "Premium"],
    ["", "COVERAGE / FORMS", "AMOUNT", "DED", "PREM"],
  ],
  perils: ["CAUSES OF LOSS", "Perils", "PERILS INSURED"],
  perilBoxes: ["BASIC", "BROAD", "SPECIAL"],
  policyType: ["TYPE OF POLICY", "Line of Business"],
  autoTypes: ["PERSONAL AUTO", "COMMERCIAL AUTO", "MOTORCYCLE"],
  auto: {
    BI: ["Bodily Injury Liability", "BODILY INJURY", "Liability - Bodily Injury"],
    PD: ["Property Damage Liability", "PROPERTY DAMAGE", "Liability - Property Damage"],
    CSL: ["Combined Single Limit", "COMBINED SINGLE LIMIT (BI & PD)", "Liability - Single Limit"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS", "Auto Medical Payments"],
    UMBI: ["Uninsured Motorists Bodily Injury", "UNINSURED MOTORIST BI", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "UNDERINSURED MOTORIST BI", "Underinsured Motorist"],
    UMPD: ["Uninsured Motorists Property Damage", "UNINSURED MOTORIST PD", "UM Property Damage"],
    COMP: ["Comprehensive (Other Than Collision)", "OTHER THAN COLLISION", "Comprehensive"],
    COLL: ["Collision", "COLLISION", "Collision"],
  } as Record<string, string[]>,
  home: {
    DWELLING: ["Coverage A - Dwelling", "A. DWELLING", "Dwelling (Cov A)"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. OTHER STRUCTURES", "Other Structures (Cov B)"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. PERSONAL PROPERTY", "Personal Property (Cov C)"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. LOSS OF USE", "Loss of Use (Cov D)"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. PERSONAL LIABILITY", "Personal Liability (Cov E)"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments to Others", "F. MEDICAL PAYMENTS", "Medical Payments (Cov F)"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property (Unit)", "A. UNIT IMPROVEMENTS", "Unit Building Property (Cov A)"],
  each: {
    person: ["each person", "Each Person", "per person"],
    accident: ["each accident", "Each Accident", "per accident"],
    occurrence: ["each occurrence", "Each Occurrence", "per occurrence"],
  },
  splitJoin: [" / ", "/"],
  als: ["Actual Loss Sustained", "ALS", "ACTUAL LOSS SUSTAINED"],
  acv: ["ACV", "Actual Cash Value", "ACTUAL CASH VALUE"],
  allPerils: ["All Perils", "AOP", "ALL PERILS"],
  windHail: ["Windstorm or Hail", "WIND/HAIL", "Wind / Hail Deductible"],
  windValue: ["{p}% of Cov A", "{p}% ({x})", "{p}% OF DWELLING"],
  notCarried: ["Not carried", "NONE", "--"],
  vehWord: ["Veh {n}", "V{n}", "Auto {n}"],
  unchecked: {
    auto: ["Personal Injury Protection", "Towing and Labor", "Rental Reimbursement"],
    home: ["Earthquake", "Flood", "Scheduled Personal Property"],
  },
  remarks: ["SPECIAL CONDITIONS / OTHER COVERAGES", "Remarks", "REMARKS / OTHER COVERAGES"],
  drivers: ["Drivers", "Rated drivers", "Listed drivers"],
  basePremium: ["Premium", "Coverage Premium", "POLICY PREMIUM"],
  fees: ["FEES / TAXES", "Fees and Taxes", "FEES"],
  noFees: ["$0.00", "NONE", "0.00"],
  total: ["ESTIMATED TOTAL PREMIUM", "Estimated Total Premium", "TOTAL PREMIUM", "Total Estimated Premium"],
  outFee: ["{label}: {x} per installment (not included in premium)", "{label} {x} billed separately"],
  deposit: ["Deposit received: {x}", "Down payment collected {x}"],
  interests: [
    "MORTGAGEE / LOSS PAYEE / ADDITIONAL INSURED",
    "Mortgagee / Loss Payee / Additional Insured",
    "ADDITIONAL INTEREST",
  ],
  nameAddress: ["NAME & ADDRESS", "Name and Address", "INTEREST NAME AND ADDRESS"],
  interestKinds: {
    home: ["MORTGAGEE", "LOSS PAYEE", "ADDITIONAL INSURED"],
    auto: ["LOSS PAYEE", "LIENHOLDER", "ADDITIONAL INSURED", "LESSOR"],
  },
  interestWord: {
    mortgagee: ["First Mortgagee", "Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee"],
    lienholder: ["Lienholder", "Loss Payee / Lienholder"],
    lessor: ["Lessor", "Lessor - Additional Insured"],
  },
  loan: ["LOAN #", "Loan No.", "LOAN NUMBER"],
  appliesTo: ["VEHICLE", "Applies to", "VEH"],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  noInterest: ["NONE", "None", "NO ADDITIONAL INTERESTS"],
  signature: ["AUTHORIZED REPRESENTATIVE", "Authorized Representative", "AUTHORIZED SIGNATURE"],
  conditionsHead: ["CONDITIONS", "Binder Conditions", "TERMS OF THIS BINDER"],
  conditions: [
    "The company binds the insurance shown above, subject to the terms and conditions of the policy it uses for this coverage. This binder ends when the policy is issued, and may be cancelled by the insured at any time or by the company on notice as the policy allows.",
    "If no policy is issued, the company may charge premium for the time this binder was in force. Coverage under this binder is no broader than the policy the company will issue.",
    "This binder is void if the application contains a material misrepresentation. The limits above are subject to the company's underwriting review.",
  ],
  formId: ["BND-100 (01/24)", "AGY BINDER 2 (REV 05/22)", "Form B-75A (2023)", "BINDER (03/21)"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}"],
  // Compact and letterhead arrangements.
  sections: {
    binder: ["Binder Information", "BINDER", "1. BINDER"],
    agency: ["Agency", "PRODUCER", "2. AGENCY"],
    company: ["Company", "INSURER", "3. COMPANY"],
    insured: ["Named Insured and Mailing Address", "NAMED INSURED", "4. NAMED INSURED AND MAILING ADDRESS"],
    vehicles: ["Vehicles", "VEHICLES", "5. VEHICLES"],
    location: ["Property Location", "LOCATION", "5. PROPERTY LOCATION"],
    coverages: ["Coverages Bound", "COVERAGES", "6. COVERAGES"],
    interests: ["Mortgagee / Loss Payee / Additional Insured", "INTERESTED PARTIES", "7. MORTGAGEE / LOSS PAYEE"],
    premium: ["Premium", "PREMIUM", "8. PREMIUM"],
  },
  letterIntro: [
    "We have bound coverage for the insured named below with the company shown. This binder is your evidence of insurance until the policy is issued.",
    "Coverage has been bound as follows. Please review the limits and deductibles and call us with any correction.",
  ],
  typedEffective: ["Effective 12:01 AM {d}", "Effective: {d} at 12:01 A.M.", "EFFECTIVE 12:01 AM {d}"],
  typedExpiration: ["Expiration {d}", "Expires: {d} at 12:01 A.M.", "EXPIRATION {d}"],
  typedBinderExpires: ["Binder expires {d}", "This binder expires at 12:01 A.M. on {d}", "BINDER EXPIRES {d}"],
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  sign: "$" | "";
  /** Limits printed with ".00" (some agency systems do). */
  limitCents: boolean;
  mark: "box" | "typed" | "column";
  scheme: number;
  split: string;
}

interface Facts {
  binderNo: string;
  /** The page prints one number, and says the policy will carry it. */
  binderIsPolicy: boolean;
  /** "term": effective / expiration are the policy's; "binder": a shorter binder expiration, the term elsewhere. */
  dates: "term" | "binder";
  binderExpiration: string;
  amTime: string;
  expTime: string;
}

interface CovLine {
  on: boolean;
  name: string;
  limit: string[];
  ded: string[];
  premium: string;
}

function binderNumber(rng: Rng, policyNumber: string, issued: string): string {
  const yy = issued.slice(2, 4);
  for (;;) {
    const n = rng.pick([
      () => `B${digits(rng, 7)}`,
      () => `BND-${yy}-${digits(rng, 5)}`,
      () => `${yy}${digits(rng, 6)}`,
      () => `BN ${digits(rng, 6)}`,
      () => `${rng.pick(["AGY", "TMP", "BDR"])}${digits(rng, 6)}`,
    ])();
    if (n !== policyNumber) return n;
  }
}

function pickFacts(g: GeneratedPolicy, rng: Rng): Facts {
  const t = g.truth;
  const binderIsPolicy = rng.chance(0.25);
  const dates = rng.chance(0.5) ? "term" : "binder";
  const days = rng.pick([30, 30, 45, 60, 90]);
  const binderExpiration = isoDate(new Date(Date.parse(t.effectiveDate) + days * 86400000));
  const amTime = rng.pick(BINDER.amTime);
  return {
    binderNo: binderIsPolicy ? t.policyNumber : binderNumber(rng, t.policyNumber, g.extras.issueDate),
    binderIsPolicy,
    dates,
    binderExpiration,
    amTime,
    expTime: rng.chance(0.25) ? "NOON" : amTime,
  };
}

function pickLook(rng: Rng, upperChance = 0.5): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "Month d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(upperChance),
    sign: rng.chance(0.75) ? "$" : "",
    limitCents: rng.chance(0.2),
    mark: rng.pick(["box", "typed", "column"] as const),
    scheme: rng.int(0, 2),
    split: rng.pick(BINDER.splitJoin),
  };
}

const amt = (look: Look, n: number) => `${look.sign}${dollars(n, { sign: false, cents: look.limitCents })}`;

/** Coverage lines of an auto binder, pre-printed rows (unchecked) included when `preprinted`. */
function autoLines(g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger, preprinted: boolean, pdPerLine: boolean) {
  const t = g.truth;
  const vehicles = vehicleList(g);
  const e = rng.int(0, 2);
  const per = BINDER.each.person[e];
  const acc = BINDER.each.accident[e];
  const nc = rng.pick(BINDER.notCarried);
  const acv = rng.pick(BINDER.acv);
  const vehWord = rng.pick(BINDER.vehWord);
  const twoLine = rng.chance(0.4);
  const sum = (c: TruthCoverage) => L.coverage.get(c)!.reduce((s, x) => s + x, 0);
  const find = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const name = (code: string) => {
    const n = BINDER.auto[code][look.scheme];
    return look.upper ? n.toUpperCase() : n;
  };
  const out: CovLine[] = [];
  const single = (code: string, word: string) => {
    const c = find(code);
    if (!c && !preprinted) return;
    out.push({
      on: !!c,
      name: name(code),
      limit: c ? [`${amt(look, c.limitPerAccident!)} ${word}`] : [""],
      ded: c && c.deductible !== null ? [amt(look, c.deductible)] : [""],
      premium: c ? money(sum(c)) : "",
    });
  };
  const split = (code: string) => {
    const c = find(code);
    if (!c && !preprinted) return;
    if (c && c.limitPerPerson === null) return single(code, acc);
    const limit = !c
      ? [""]
      : twoLine
        ? [`${amt(look, c.limitPerPerson!)} ${per}`, `${amt(look, c.limitPerAccident!)} ${acc}`]
        : [`${amt(look, c.limitPerPerson!)}${look.split}${amt(look, c.limitPerAccident!)}`];
    out.push({ on: !!c, name: name(code), limit, ded: [""], premium: c ? money(sum(c)) : "" });
  };
  const csl = find("CSL");
  if (csl) single("CSL", acc);
  else {
    split("BI");
    single("PD", acc);
    if (preprinted) single("CSL", acc);
  }
  single("MEDPAY", per);
  if (find("UMBI")?.limitPerPerson === null) single("UMBI", acc);
  else split("UMBI");
  split("UIMBI");
  single("UMPD", acc);
  for (const code of ["COMP", "COLL"] as const) {
    const cs = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!cs.some(Boolean) && !preprinted) continue;
    const premium = cs.reduce((s, c) => s + (c ? sum(c) : 0), 0);
    const ded = !pdPerLine
      ? [rng.pick(["See schedule", "PER SCHEDULE", "As scheduled"])]
      : vehicles.length === 1
        ? [cs[0] ? amt(look, cs[0].deductible!) : ""]
        : cs.map((c, k) => `${fill(vehWord, { n: String(k + 1) })}: ${c ? amt(look, c.deductible!) : nc}`);
    out.push({
      on: cs.some(Boolean),
      name: name(code),
      limit: [cs.some(Boolean) ? acv : ""],
      ded,
      premium: premium ? money(premium) : "",
    });
  }
  for (const o of g.extras.optional)
    out.push({
      on: true,
      name: look.upper || look.scheme === 1 ? o.label.toUpperCase() : o.label,
      limit: [o.limit],
      ded: [""],
      premium: money(toCents(o.premium)),
    });
  if (preprinted)
    for (const u of BINDER.unchecked.auto)
      if (!g.extras.optional.some((o) => o.label.startsWith(u.split(" ")[0])))
        out.push({
          on: false,
          name: look.upper || look.scheme === 1 ? u.toUpperCase() : u,
          limit: [""],
          ded: [""],
          premium: "",
        });
  return out;
}

/** Coverage lines of a home or condo binder: A-F with the deductibles, endorsements, blank rows. */
function homeLines(g: GeneratedPolicy, rng: Rng, look: Look, L: Ledger, preprinted: boolean) {
  const t = g.truth;
  const condo = t.type === "condo";
  const e = rng.int(0, 2);
  const occ = BINDER.each.occurrence[e];
  const per = BINDER.each.person[e];
  const als = rng.pick(BINDER.als);
  const aop = rng.chance(0.5) ? ` ${rng.pick(BINDER.allPerils)}` : "";
  const out: CovLine[] = [];
  const codes = condo
    ? ["DWELLING", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]
    : ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"];
  for (const code of codes) {
    const c = t.coverages.find((x) => x.code === code);
    let n = code === "DWELLING" && condo ? BINDER.condoA[look.scheme] : BINDER.home[code][look.scheme];
    if (look.upper) n = n.toUpperCase();
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        out.push({ on: true, name: n, limit: [als], ded: [""], premium: "" });
      continue;
    }
    const word = code === "PERSONAL_LIABILITY" ? ` ${occ}` : code === "MEDICAL_PAYMENTS" ? ` ${per}` : "";
    out.push({
      on: true,
      name: n,
      limit: [`${amt(look, c.limitPerAccident!)}${word}`],
      ded: code === "DWELLING" ? [`${amt(look, c.deductible!)}${aop}`] : [""],
      premium: money(L.coverage.get(c)![0]),
    });
  }
  const pct = g.extras.windHailPercent;
  if (pct) {
    const a = t.coverages.find((c) => c.code === "DWELLING")!;
    const x = amt(look, Math.round((a.limitPerAccident! * pct) / 100));
    out.push({
      on: true,
      name: look.upper ? rng.pick(BINDER.windHail).toUpperCase() : rng.pick(BINDER.windHail),
      limit: [""],
      ded: [fill(rng.pick(BINDER.windValue), { p: String(pct), x })],
      premium: "",
    });
  }
  for (const o of g.extras.optional)
    out.push({
      on: true,
      name: look.upper || look.scheme === 1 ? o.label.toUpperCase() : o.label,
      limit: [o.limit],
      ded: [""],
      premium: money(toCents(o.premium)),
    });
  if (preprinted)
    for (const u of BINDER.unchecked.home)
      if (!g.extras.optional.some((o) => o.label.startsWith(u.split(" ")[0])))
        out.push({
          on: false,
          name: look.upper || look.scheme === 1 ? u.toUpperCase() : u,
          limit: [""],
          ded: [""],
          premium: "",
        });
  return out;
}

/** The insured's names and mailing address. */
function insuredLines(g: GeneratedPolicy, rng: Rng, upper: boolean): string[] {
  const form = rng.chance(0.3) ? "last-first" : "first-last";
  const names = g.truth.insureds.map((_, i) => personName(g, i, form, upper));
  const joined = names.length > 1 && rng.chance(0.4) ? [names.join(upper ? " AND " : " and ")] : names;
  return [...joined, ...addressLines(g.truth.address, rng, upper)];
}

function agencyLines(g: GeneratedPolicy, rng: Rng, upper: boolean): string[] {
  const a = g.extras.agent;
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const fax = `(${a.phone.slice(1, 4)}) ${rng.int(200, 989)}-${digits(rng, 4)}`;
  return [
    U(a.agency),
    `${rng.pick(BINDER.producer)} ${U(a.name)}`,
    ...addressLines(officeAddress(rng), rng, upper),
    `${rng.pick(BINDER.phone)} ${a.phone}${rng.chance(0.5) ? `   ${rng.pick(BINDER.fax)} ${fax}` : ""}`,
  ];
}

function premiumItems(rng: Rng, L: Ledger): { items: [string, string][]; notes: string[] } {
  const fees = L.inFees.reduce((s, f) => s + f.amount, 0);
  const items: [string, string][] = [];
  if (fees || rng.chance(0.5)) {
    items.push([rng.pick(BINDER.basePremium), money(L.total - fees)]);
    items.push([rng.pick(BINDER.fees), fees ? money(fees) : rng.pick(BINDER.noFees)]);
  }
  items.push([rng.pick(BINDER.total), money(L.total)]);
  const notes = L.outFees.map((f) => fill(rng.pick(BINDER.outFee), { label: f.label, x: money(f.amount) }));
  for (const f of L.inFees) notes.push(`${f.label}: ${money(f.amount)}`);
  if (rng.chance(0.3))
    notes.push(fill(rng.pick(BINDER.deposit), { x: money(Math.round(L.total * rng.pick([0.1, 0.2, 0.25]))) }));
  return { items, notes };
}

interface Party {
  lines: string[];
  checked: string[];
  role: string;
  loan: string;
  vehicle: string;
}

function parties(g: GeneratedPolicy, rng: Rng, upper: boolean, loanPrinted: boolean): Party[] {
  const t = g.truth;
  const vehicles = vehicleList(g);
  const isaoa = rng.pick(BINDER.isaoa);
  return t.thirdParties.map((p: TruthParty, i) => {
    const name = `${upper ? p.name.toUpperCase() : p.name}${upper ? isaoa.toUpperCase() : isaoa}`;
    const lines = [name, ...addressLines(p.address, rng, upper)];
    const role =
      p.type === "mortgagee"
        ? rng.pick(i === 0 ? BINDER.interestWord.mortgagee : BINDER.interestWord.second)
        : rng.pick(BINDER.interestWord[p.type]);
    const checked =
      p.type === "mortgagee"
        ? ["MORTGAGEE"]
        : p.type === "lessor"
          ? ["ADDITIONAL INSURED", "LESSOR", "LOSS PAYEE"]
          : ["LOSS PAYEE", "LIENHOLDER"];
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    const v = k >= 0 ? vehicles[k] : null;
    return {
      lines,
      checked,
      role,
      loan: loanPrinted && p.loanNumber ? p.loanNumber : "",
      vehicle: v ? `${k + 1} - ${v.year} ${upper ? v.make.toUpperCase() : v.make} ${v.vin}` : "",
    };
  });
}

const conditions = (rng: Rng) => rng.shuffle(BINDER.conditions).slice(0, rng.int(1, 3));

// ---------------------------------------------------------------- the ruled form

/** One grid row: a mark (drawn box, typed or a column "X"), then the text cells, ruled. */
function gridRow(w: Writer, cols: Col[], line: CovLine, look: Look, withPremium: boolean, style: TextStyle) {
  const size = style.size ?? w.size;
  const mark = look.mark === "typed" ? (line.on ? "[X]" : "[ ]") : look.mark === "column" && line.on ? "X" : "";
  const cells = [[mark], [line.name], line.limit, line.ded, ...(withPremium ? [[line.premium]] : [])];
  const h = row(w, cols, cells, style, { vlines: true, pad: 3 });
  if (look.mark === "box") {
    const span = w.right - w.left;
    checkBox(w, w.left + cols[0].at * span + 1, w.y - h + size + 0.5, line.on, "", size * 0.85);
  }
  hrule(w, 0.4, 0);
}

function formVariant(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, f: Facts, L: Ledger) {
  const t = g.truth;
  const auto = t.type === "auto";
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  const loanPrinted = rng.chance(0.85);
  const title = rng.pick(BINDER.title);
  const line = rng.pick(BINDER.line[t.type]);
  const big = { bold: true, size: w.size * rng.pick([1.6, 1.9, 2.2]) };
  const issuedLabel = rng.pick(BINDER.issued);
  formHalves(
    w,
    0.72,
    (ww) => {
      ww.y += 4;
      ww.put(title, ww.left, ww.y + big.size, big);
      ww.y += big.size * 1.3;
      ww.line(line, { bold: true, size: ww.size * 0.95 });
    },
    (ww) => boxRow(ww, [{ label: issuedLabel, lines: [d(g.extras.issueDate)], at: 0, width: 1, align: "c" }]),
  );
  boxRow(w, [
    { label: "", lines: [rng.pick(BINDER.notice)], at: 0, width: 1, style: { size: w.size * 0.7, bold: true } },
  ]);

  // Agency on the left; company, numbers and dates on the right.
  const agency = agencyLines(g, rng, look.upper);
  const agencyLabel = rng.pick(BINDER.agency);
  const codeLabel = rng.pick(BINDER.agencyCode);
  const customerLabel = rng.pick(BINDER.customer);
  const companyLines = [U(t.carrier.name), ...(naic ? [`${rng.pick(BINDER.naic)} ${g.extras.naicCode}`] : [])];
  const companyLabel = rng.pick(BINDER.company);
  const numbers: Box[] = f.binderIsPolicy
    ? [
        {
          label: rng.pick(BINDER.binderIsPolicy),
          lines: [f.binderNo, rng.pick(BINDER.binderIsPolicyNote)],
          at: 0,
          width: 1,
          style: { bold: true },
        },
      ]
    : [
        { label: rng.pick(BINDER.binderNo), lines: [f.binderNo], at: 0, width: 0.5, style: { bold: true } },
        { label: rng.pick(BINDER.policyNo), lines: [t.policyNumber], at: 0.5, width: 0.5, style: { bold: true } },
      ];
  const [effLabel, expLabel] = [rng.pick(BINDER.effective), rng.pick(BINDER.expiration)];
  const tLabel = rng.pick(BINDER.time);
  const withDate = (l: string) =>
    /date|until|expires/i.test(l) ? l : `${l} ${l === l.toUpperCase() ? "DATE" : "Date"}`;
  const am = f.amTime;
  const binderExpLabel = rng.pick(BINDER.binderExpires);
  const termLabel = rng.pick(BINDER.policyTerm);
  const termText = fill(rng.pick(BINDER.termText), {
    n: BINDER.months[g.extras.termMonths],
    eff: d(t.effectiveDate),
    exp: d(t.expirationDate),
  });
  formHalves(
    w,
    0.5,
    (ww) => {
      boxRow(ww, [{ label: agencyLabel, lines: agency, at: 0, width: 1 }], { minLines: 5 });
      boxRow(ww, [
        { label: codeLabel, lines: [g.extras.agent.code], at: 0, width: 0.5 },
        { label: customerLabel, lines: [g.extras.accountNumber], at: 0.5, width: 0.5 },
      ]);
    },
    (ww) => {
      boxRow(ww, [{ label: companyLabel, lines: companyLines, at: 0, width: 1, style: { bold: true } }], {
        minLines: 2,
      });
      boxRow(ww, numbers);
      const expDate = f.dates === "term" ? t.expirationDate : f.binderExpiration;
      boxRow(ww, [
        { label: withDate(effLabel), lines: [d(t.effectiveDate)], at: 0, width: 0.27, align: "c" },
        { label: tLabel, lines: [am], at: 0.27, width: 0.23, align: "c" },
        {
          label: withDate(f.dates === "term" ? expLabel : binderExpLabel),
          lines: [d(expDate)],
          at: 0.5,
          width: 0.27,
          align: "c",
        },
        { label: tLabel, lines: [f.expTime], at: 0.77, width: 0.23, align: "c" },
      ]);
      if (f.dates === "binder") boxRow(ww, [{ label: termLabel, lines: [termText], at: 0, width: 1 }]);
    },
  );

  // Insured beside the description (property location or a pointer to the vehicle schedule).
  const insured = insuredLines(g, rng, look.upper);
  const description = auto ? autoDescription(g, rng, look) : homeDescription(g, rng, look);
  const insuredLabel = rng.pick(BINDER.insured);
  const descLabel = rng.pick(BINDER.description);
  formHalves(
    w,
    0.5,
    (ww) => boxRow(ww, [{ label: insuredLabel, lines: insured, at: 0, width: 1 }], { minLines: 4 }),
    (ww) => boxRow(ww, [{ label: descLabel, lines: description, at: 0, width: 1 }], { minLines: 4 }),
  );

  const pdInVehicles = auto && rng.chance(0.5);
  if (auto) vehicleSchedule(w, g, rng, look, pdInVehicles);

  // The coverage grid.
  sectionBar(w, rng.pick(BINDER.coverages), { bold: true, size: w.size * 0.9 });
  if (auto)
    checkLine(
      w,
      BINDER.autoTypes.map((k, i) => [k, i === 0] as [string, boolean]),
      rng.pick(BINDER.policyType),
    );
  else {
    const peril = t.type === "condo" ? "BROAD" : "SPECIAL";
    checkLine(
      w,
      BINDER.perilBoxes.map((p) => [p, p === peril] as [string, boolean]),
      `${rng.pick(BINDER.perils)}  (${rng.pick(BINDER.formLabel)} ${g.extras.form})`,
    );
  }
  const withPremium = rng.chance(0.5);
  const lines = auto ? autoLines(g, rng, look, L, true, !pdInVehicles) : homeLines(g, rng, look, L, true);
  const head = BINDER.grid[look.scheme];
  const cols: Col[] = withPremium
    ? [
        { at: 0.005, width: 0.045, align: "c" },
        { at: 0.05, width: 0.4 },
        { at: 0.45, width: 0.26, align: "r" },
        { at: 0.71, width: 0.16, align: "r" },
        { at: 0.87, width: 0.13, align: "r" },
      ]
    : [
        { at: 0.005, width: 0.045, align: "c" },
        { at: 0.05, width: 0.45 },
        { at: 0.5, width: 0.3, align: "r" },
        { at: 0.8, width: 0.2, align: "r" },
      ];
  const gridTop = w.y;
  const gridPage = w.page;
  row(
    w,
    cols,
    (withPremium ? head : head.slice(0, 4)).map((h) => [h]),
    { bold: true, size: w.size * 0.72 },
    { vlines: true, rule: true },
  );
  for (const l of lines) gridRow(w, cols, l, look, withPremium, { size: w.size * 0.9 });
  if (w.page === gridPage) w.page.rects.push({ x: w.left, y: gridTop, w: w.right - w.left, h: w.y - gridTop });
  w.gap(3);

  // Remarks and premium side by side.
  const { items, notes } = premiumItems(rng, L);
  const remarks = [...notes];
  if (auto && rng.chance(0.6)) remarks.unshift(`${rng.pick(BINDER.drivers)}: ${g.extras.drivers.join(", ")}`);
  const remarksLabel = rng.pick(BINDER.remarks);
  formHalves(
    w,
    0.58,
    (ww) => boxRow(ww, [{ label: remarksLabel, lines: remarks, at: 0, width: 1 }], { minLines: 3 }),
    (ww) =>
      items.forEach(([k, v], i) =>
        boxRow(ww, [
          {
            label: k,
            lines: [v],
            at: 0,
            width: 1,
            align: "r",
            style: i === items.length - 1 ? { bold: true } : {},
          },
        ]),
      ),
  );

  // Additional interests: one box pair per party.
  interestSection(w, g, rng, look, loanPrinted);
  const signer = g.extras.agent.name;
  boxRow(w, [
    { label: rng.pick(BINDER.signature), lines: [signer], at: 0.5, width: 0.5, style: { size: w.size * 1.1 } },
    { label: "", lines: [""], at: 0, width: 0.5 },
  ]);
  w.gap(4);
  w.line(rng.pick(BINDER.conditionsHead), { bold: true, size: w.size * 0.8 });
  for (const c of conditions(rng)) w.paragraph(c, { size: w.size * 0.68 });
  const formId = rng.pick(BINDER.formId);
  const page = rng.pick(BINDER.page);
  footers(
    w,
    () => formId,
    (n, m) => fill(page, { n: String(n), m: String(m) }),
  );
  return { naic, loanPrinted, title, variant: `form-${auto ? "auto" : t.type}-${look.mark}` };
}

function autoDescription(g: GeneratedPolicy, rng: Rng, look: Look): string[] {
  const a = g.truth.address;
  const garaged = fill(rng.pick(BINDER.garaged), { city: a.city, state: a.state, zip: a.postalCode });
  return [rng.pick(BINDER.seeVehicles), look.upper ? garaged.toUpperCase() : garaged];
}

function homeDescription(g: GeneratedPolicy, rng: Rng, look: Look): string[] {
  const t = g.truth;
  const premises = dwellingAddress(t)!;
  const same = sameAddress(premises, t.address) && rng.chance(0.3);
  const location = same ? [rng.pick(BINDER.sameLocation)] : addressLines(premises, rng, look.upper);
  const occ = rng.pick(t.type === "condo" ? BINDER.condoOccupancy : BINDER.occupancy);
  const facts = `${occ}; ${rng.pick(BINDER.construction)}; ${rng.pick(BINDER.built)} ${g.extras.yearBuilt}`;
  return [`${rng.pick(BINDER.location)}:`, ...location, look.upper ? facts.toUpperCase() : facts];
}

function vehicleSchedule(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, withDed: boolean): void {
  const t = g.truth;
  const vehicles = vehicleList(g);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const nc = rng.pick(BINDER.notCarried);
  const withTrim = rng.chance(0.5);
  sectionBar(w, rng.pick(BINDER.vehicles), { bold: true, size: w.size * 0.9 });
  const cols: Col[] = withDed
    ? [
        { at: 0.005, width: 0.055 },
        { at: 0.06, width: 0.07 },
        { at: 0.13, width: 0.14 },
        { at: 0.27, width: 0.2 },
        { at: 0.47, width: 0.29 },
        { at: 0.76, width: 0.12, align: "r" },
        { at: 0.88, width: 0.12, align: "r" },
      ]
    : [
        { at: 0.005, width: 0.055 },
        { at: 0.06, width: 0.07 },
        { at: 0.13, width: 0.15 },
        { at: 0.28, width: 0.25 },
        { at: 0.53, width: 0.32 },
        { at: 0.85, width: 0.15 },
      ];
  const head = withDed ? rng.pick(BINDER.vehDedCols) : rng.pick(BINDER.vehCols);
  const top = w.y;
  const page = w.page;
  row(
    w,
    cols,
    head.map((h) => [h]),
    { bold: true, size: w.size * 0.7 },
    { vlines: true, rule: true },
  );
  vehicles.forEach((v, k) => {
    const ded = (code: string) => {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      return c ? amt(look, c.deductible!) : nc;
    };
    row(
      w,
      cols,
      [
        [String(k + 1)],
        [String(v.year)],
        [U(v.make)],
        [U(`${v.model}${withTrim && v.trim ? ` ${v.trim}` : ""}`)],
        [v.vin],
        ...(withDed ? [[ded("COMP")], [ded("COLL")]] : [[rng.pick(BINDER.use)]]),
      ],
      { size: w.size * 0.9 },
      { vlines: true, rule: k < vehicles.length - 1 },
    );
  });
  w.gap(2);
  if (w.page === page) w.page.rects.push({ x: w.left, y: top, w: w.right - w.left, h: w.y - top });
  w.gap(2);
}

function interestSection(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, loanPrinted: boolean): void {
  const ps = parties(g, rng, look.upper, loanPrinted);
  sectionBar(w, rng.pick(BINDER.interests), { bold: true, size: w.size * 0.9 });
  const nameLabel = rng.pick(BINDER.nameAddress);
  const loanLabel = rng.pick(BINDER.loan);
  const vehLabel = rng.pick(BINDER.appliesTo);
  const kinds = g.truth.type === "auto" ? BINDER.interestKinds.auto : BINDER.interestKinds.home;
  const none = rng.pick(BINDER.noInterest);
  if (!ps.length) {
    formHalves(
      w,
      0.5,
      (ww) => boxRow(ww, [{ label: nameLabel, lines: [none], at: 0, width: 1 }], { minLines: 3 }),
      (ww) => {
        const top = ww.y;
        ww.y += 2;
        checkLine(
          ww,
          kinds.map((k) => [k, false] as [string, boolean]),
        );
        ww.page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
        boxRow(ww, [{ label: loanLabel, lines: [""], at: 0, width: 1 }]);
      },
    );
    return;
  }
  for (const p of ps)
    formHalves(
      w,
      0.5,
      (ww) => boxRow(ww, [{ label: `${nameLabel} - ${p.role}`, lines: p.lines, at: 0, width: 1 }], { minLines: 4 }),
      (ww) => {
        const top = ww.y;
        ww.y += 2;
        for (let i = 0; i < kinds.length; i += 2)
          checkLine(
            ww,
            kinds.slice(i, i + 2).map((k) => [k, p.checked.includes(k)] as [string, boolean]),
          );
        ww.page.rects.push({ x: ww.left, y: top, w: ww.right - ww.left, h: ww.y - top });
        boxRow(ww, [
          { label: loanLabel, lines: [p.loan], at: 0, width: p.vehicle ? 0.4 : 1 },
          ...(p.vehicle ? [{ label: vehLabel, lines: [p.vehicle], at: 0.4, width: 0.6 }] : []),
        ]);
      },
    );
}

// ---------------------------------------------------------------- compact: one box per section

function compactVariant(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, f: Facts, L: Ledger) {
  const t = g.truth;
  const auto = t.type === "auto";
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = rng.chance(0.85);
  const title = rng.pick(BINDER.title);
  const S = BINDER.sections;
  const k = rng.int(0, 2);
  const titleSize = w.size * 0.95;

  w.line(U(g.extras.agent.agency), { bold: true, size: w.size * 1.2 });
  w.line(title, { bold: true, size: w.size * 1.7 });
  w.line(`${rng.pick(BINDER.line[t.type])}  -  ${rng.pick(BINDER.issued)}: ${d(g.extras.issueDate)}`, {
    size: w.size * 0.85,
  });
  w.gap(4);

  const am = f.amTime;
  const binderItems: [string, string][] = f.binderIsPolicy
    ? [[rng.pick(BINDER.binderIsPolicy), `${f.binderNo}  (${rng.pick(BINDER.binderIsPolicyNote)})`]]
    : [
        [rng.pick(BINDER.binderNo), f.binderNo],
        [rng.pick(BINDER.policyNo), t.policyNumber],
      ];
  binderItems.push([rng.pick(BINDER.effective), `${d(t.effectiveDate)} ${am}`]);
  if (f.dates === "term") binderItems.push([rng.pick(BINDER.expiration), `${d(t.expirationDate)} ${f.expTime}`]);
  else {
    binderItems.push([rng.pick(BINDER.binderExpires), `${d(f.binderExpiration)} ${f.expTime}`]);
    binderItems.push([
      rng.pick(BINDER.policyTerm),
      fill(rng.pick(BINDER.termText), {
        n: BINDER.months[g.extras.termMonths],
        eff: d(t.effectiveDate),
        exp: d(t.expirationDate),
      }),
    ]);
  }
  const agency = agencyLines(g, rng, look.upper);
  const agencyExtra = `${rng.pick(BINDER.agencyCode)} ${g.extras.agent.code}`;
  const company: [string, string][] = [[rng.pick(BINDER.company), U(t.carrier.name)]];
  if (naic) company.push([rng.pick(BINDER.naic), g.extras.naicCode!]);
  const insured = insuredLines(g, rng, look.upper);
  const share = 0.36;

  titledBox(w, S.binder[k], (ww) => pairs(ww, binderItems, share), titleSize);
  w.gap(3);
  formHalvesGap(
    w,
    (ww) =>
      titledBox(
        ww,
        S.agency[k],
        (w2) => {
          for (const l of [...agency, agencyExtra]) w2.paragraph(l);
        },
        titleSize,
      ),
    (ww) => titledBox(ww, S.company[k], (w2) => pairs(w2, company, 0.3), titleSize),
  );
  w.gap(3);
  titledBox(
    w,
    S.insured[k],
    (ww) => {
      for (const l of insured) ww.line(l);
    },
    titleSize,
  );
  w.gap(3);

  if (auto) {
    const vehicles = vehicleList(g);
    const withTrim = rng.chance(0.4);
    const vinWord = rng.pick(["VIN", "VIN:", "Serial #"]);
    const lines = vehicles.map(
      (v, i) =>
        `${i + 1}. ${v.year} ${U(v.make)} ${U(v.model)}${withTrim && v.trim ? ` ${U(v.trim)}` : ""}   ${vinWord} ${v.vin}`,
    );
    titledBox(
      w,
      S.vehicles[k],
      (ww) => {
        for (const l of lines) ww.paragraph(l);
      },
      titleSize,
    );
  } else {
    const desc = homeDescription(g, rng, look).slice(1);
    titledBox(
      w,
      S.location[k],
      (ww) => {
        for (const l of desc) ww.paragraph(l);
      },
      titleSize,
    );
  }
  w.gap(3);

  // Coverages as marked lines: "[X] Bodily Injury Liability .... $100,000 / $300,000  Ded ...".
  const lines = auto ? autoLines(g, rng, look, L, rng.chance(0.4), true) : homeLines(g, rng, look, L, rng.chance(0.4));
  const dedWord = rng.pick(["Ded.", "Deductible", "DED"]);
  const cols: Col[] = [
    { at: 0, width: 0.06, align: "c" },
    { at: 0.06, width: 0.42 },
    { at: 0.48, width: 0.3, align: "r" },
    { at: 0.79, width: 0.21, align: "r" },
  ];
  titledBox(
    w,
    S.coverages[k],
    (ww) => {
      for (const l of lines) {
        const mark = look.mark === "column" ? (l.on ? "X" : "") : l.on ? "[X]" : "[ ]";
        row(ww, cols, [[mark], [l.name], l.limit, l.ded.map((x) => (x ? `${dedWord} ${x}` : ""))], {}, { pad: 1 });
      }
    },
    titleSize,
  );
  w.gap(3);

  const ps = parties(g, rng, look.upper, loanPrinted);
  const loanLabel = rng.pick(BINDER.loan);
  const none = rng.pick(BINDER.noInterest);
  const vehLabel = rng.pick(BINDER.appliesTo);
  titledBox(
    w,
    S.interests[k],
    (ww) => {
      if (!ps.length) return ww.line(none);
      for (const p of ps) {
        ww.line(`${p.checked.map((c) => `[X] ${c}`).join("  ")}   (${p.role})`, { bold: true, size: ww.size * 0.85 });
        for (const l of p.lines) ww.paragraph(l);
        if (p.loan) ww.line(`${loanLabel}: ${p.loan}`);
        if (p.vehicle) ww.line(`${vehLabel}: ${p.vehicle}`, { size: ww.size * 0.85 });
        ww.gap(2);
      }
    },
    titleSize,
  );
  w.gap(3);
  const { items, notes } = premiumItems(rng, L);
  titledBox(
    w,
    S.premium[k],
    (ww) => {
      pairs(ww, items.slice(0, -1), 0.45);
      pairs(ww, items.slice(-1), 0.45, { bold: true });
      for (const n of notes) ww.paragraph(n, { size: ww.size * 0.8 });
    },
    titleSize,
  );
  w.gap(4);
  w.line(`${rng.pick(BINDER.signature)}: ${g.extras.agent.name}`, { size: w.size * 0.9 });
  w.gap(2);
  for (const c of conditions(rng)) w.paragraph(c, { size: w.size * 0.68 });
  const formId = rng.pick(BINDER.formId);
  footers(
    w,
    () => formId,
    (n, m) => (m > 1 ? fill(BINDER.page[0], { n: String(n), m: String(m) }) : ""),
  );
  return { naic, loanPrinted, title, variant: `compact-${auto ? "auto" : t.type}` };
}

/** Two stacks side by side with a small gutter (compact boxes). */
function formHalvesGap(w: Writer, left: (w: Writer) => void, right: (w: Writer) => void): void {
  w.columns([left, right], 8);
}

// ---------------------------------------------------------------- the agency's typed binder

function typedVariant(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, f: Facts, L: Ledger) {
  const t = g.truth;
  const auto = t.type === "auto";
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const loanPrinted = rng.chance(0.85);
  const title = rng.pick(BINDER.title);
  const a = g.extras.agent;
  const office = officeAddress(rng);

  // Letterhead: the agency, centred-ish, then the title.
  w.line(a.agency.toUpperCase(), { bold: true, size: w.size * 1.5 });
  w.line(
    `${office.addressLine1}, ${office.city}, ${rng.chance(0.5) ? office.state : stateName(office.state)} ${office.postalCode}  |  ${a.phone}`,
    { size: w.size * 0.8 },
  );
  hrule(w, 1.2, 8);
  w.line(title, { bold: true, size: w.size * 1.35 });
  w.paragraph(rng.pick(BINDER.letterIntro), { size: w.size * 0.85 });
  w.gap(4);

  const kvX = (w.right - w.left) * 0.3;
  const lab = (s: string) => (s.endsWith(":") ? s : `${s}:`);
  const kv = (label: string, values: string[], bold = false) =>
    w.kv(lab(label), values, kvX, { bold: true }, bold ? { bold: true } : {});
  kv(rng.pick(BINDER.issued), [d(g.extras.issueDate)]);
  if (f.binderIsPolicy) kv(rng.pick(BINDER.binderIsPolicy), [f.binderNo, rng.pick(BINDER.binderIsPolicyNote)], true);
  else {
    kv(rng.pick(BINDER.binderNo), [f.binderNo], true);
    kv(rng.pick(BINDER.policyNo), [t.policyNumber], true);
  }
  kv(rng.pick(BINDER.company), [
    `${U(t.carrier.name)}${naic ? `  (${rng.pick(BINDER.naic)} ${g.extras.naicCode})` : ""}`,
  ]);
  kv(rng.pick(BINDER.insured), insuredLines(g, rng, look.upper));
  const eff = fill(rng.pick(BINDER.typedEffective), { d: d(t.effectiveDate) });
  if (f.dates === "term")
    kv(rng.pick(BINDER.policyTerm), [eff, fill(rng.pick(BINDER.typedExpiration), { d: d(t.expirationDate) })]);
  else {
    kv(rng.pick(BINDER.policyTerm), [
      fill(rng.pick(BINDER.termText), {
        n: BINDER.months[g.extras.termMonths],
        eff: d(t.effectiveDate),
        exp: d(t.expirationDate),
      }),
    ]);
    kv(rng.pick(["Binder Period", "BINDER PERIOD", "Binder Term"]), [
      eff,
      fill(rng.pick(BINDER.typedBinderExpires), { d: d(f.binderExpiration) }),
    ]);
  }
  kv(rng.pick(BINDER.agency), [`${a.name}, ${a.agency}`, `${rng.pick(BINDER.agencyCode)} ${a.code}`]);
  w.gap(4);

  if (auto) {
    const vehicles = vehicleList(g);
    w.line(rng.pick(BINDER.vehicles), { bold: true });
    w.table(
      ["#", "Year", "Make", "Model", "VIN"],
      vehicles.map((v, i) => [[String(i + 1)], [String(v.year)], [U(v.make)], [U(v.model)], [v.vin]]),
      [0.06, 0.1, 0.2, 0.28, 0.36],
      { rules: false },
    );
  } else {
    const desc = homeDescription(g, rng, look);
    kv(desc[0].replace(/:$/, ""), desc.slice(1));
  }
  w.gap(4);
  w.line(rng.pick(BINDER.coverages), { bold: true });
  const lines = auto ? autoLines(g, rng, look, L, false, true) : homeLines(g, rng, look, L, false);
  const withPremium = rng.chance(0.6);
  const head = BINDER.grid[look.scheme];
  const cols: Col[] = withPremium
    ? [
        { at: 0, width: 0.42 },
        { at: 0.42, width: 0.27, align: "r" },
        { at: 0.69, width: 0.17, align: "r" },
        { at: 0.86, width: 0.14, align: "r" },
      ]
    : [
        { at: 0, width: 0.46 },
        { at: 0.46, width: 0.32, align: "r" },
        { at: 0.78, width: 0.22, align: "r" },
      ];
  row(
    w,
    cols,
    (withPremium ? head.slice(1) : head.slice(1, 4)).map((h) => [h]),
    { bold: true, size: w.size * 0.85 },
    { rule: true },
  );
  for (const l of lines)
    row(w, cols, [[l.name], l.limit, l.ded, ...(withPremium ? [[l.premium]] : [])], {}, { pad: 1 });
  hrule(w, 0.6, 4);
  const { items, notes } = premiumItems(rng, L);
  for (const [i, [k, v]] of items.entries())
    row(
      w,
      [
        { at: 0, width: 0.7 },
        { at: 0.7, width: 0.3, align: "r" },
      ],
      [[k], [v]],
      i === items.length - 1 ? { bold: true } : {},
    );
  for (const n of notes) w.paragraph(n, { size: w.size * 0.8 });
  w.gap(4);

  const ps = parties(g, rng, look.upper, loanPrinted);
  w.line(rng.pick(BINDER.interests), { bold: true });
  const loanLabel = rng.pick(BINDER.loan);
  if (!ps.length) w.line(rng.pick(BINDER.noInterest));
  for (const p of ps) {
    const kinds = p.checked.map((c) => `[X] ${c}`).join(" ");
    w.paragraph(`${kinds} - ${p.lines.join(", ")}${p.loan ? `   ${loanLabel} ${p.loan}` : ""}`);
    if (p.vehicle) w.line(`${rng.pick(BINDER.appliesTo)}: ${p.vehicle}`, { size: w.size * 0.85 });
  }
  w.gap(6);
  w.line(`${rng.pick(BINDER.signature)}: ____________________   ${a.name}`);
  w.gap(4);
  w.line(rng.pick(BINDER.conditionsHead), { bold: true, size: w.size * 0.85 });
  for (const c of conditions(rng)) w.paragraph(c, { size: w.size * 0.72 });
  return { naic, loanPrinted, title, variant: `typed-${auto ? "auto" : t.type}` };
}

export const insuranceBinder: KindFn = (w, g, rng) => {
  const truth = cloneTruth(g.truth);
  const L = ledger(g, rng);
  const arrangement = rng.weighted([
    ["form", 5],
    ["compact", 3],
    ["typed", 3],
  ] as const);
  const look = pickLook(rng, arrangement === "form" ? 0.6 : 0.35);
  const f = pickFacts(g, rng);
  const out =
    arrangement === "form"
      ? formVariant(w, g, rng, look, f, L)
      : arrangement === "compact"
        ? compactVariant(w, g, rng, look, f, L)
        : typedVariant(w, g, rng, look, f, L);
  if (!out.naic) truth.carrier.naicCode = null;
  if (!out.loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    out.variant,
    f.dates === "term" ? "policy-dates" : "binder-expires",
    f.binderIsPolicy ? "binder-is-policy" : "binder-and-policy",
  ].join("-");
  return { truth, variant, title: out.title };
};
