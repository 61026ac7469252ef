import { isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { FIRST_NAMES, PLACES } from "../reference-data";
import type { Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  personName,
  sideBySide,
  vehicleList,
  type KindFn,
  type KindResult,
  type Ledger,
  digits,
} from "./common";
import { amountLine, fittedTable, labelled } from "./fitted-columns";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle, sectionHeading } from "./forms";
import { fitWidth, footers, type RRow } from "./ruled";

// Imitates the rated auto declarations that the direct writers and the big mutuals print for a
// household (Progressive's "Drivers and household residents" and per-vehicle coverage pages,
// GEICO's coverage grid with a premium column for each vehicle beside the "Limits and/or
// Deductibles" column, Nationwide's "Rated Driver(s)" table with an "Assigned Vehicle" number and
// its per-vehicle discount amounts, State Farm's "Principal Driver", the regional carriers'
// rating worksheets): a DRIVERS table (name, date of birth, license state, relation, points or
// violations, the vehicle each driver is assigned to) that lists more people than the named
// insureds - a teenage child, another household member, sometimes an excluded driver; a VEHICLES
// table (number, year make model, VIN, garaging ZIP, use and annual mileage, rating symbol,
// principal operator); a COVERAGE table in which dollar premiums per vehicle stand right beside
// the dollar limits and deductibles; discount and surcharge lines with a dollar amount per
// vehicle; a premium summary (term premium per vehicle, fees, the total term premium) followed by
// billing figures that are not the premium (amount due today, installments, installment fee);
// and the lienholders and lessors in an "Additional Interests" block at the foot that names the
// vehicle only by its number. Three arrangements: coverage rows by vehicle columns; one block per
// vehicle, each with its own coverage rows and adjustments; and a landscape-like page of two
// halves (drivers and vehicles at the left, coverages and adjustments at the right). Home and
// condo policies of the same company get its rating-worksheet page: a household members table
// (children included), a rating table for the residence premises (Location 1), the coverage table
// with a premium column beside limit and deductible, credits and surcharges in dollars, the same
// premium summary and billing block, and the mortgagees at the foot keyed by location number.
// THE TRUTH: the company (NAIC when printed), policy number, term, the NAMED insureds only, the
// mailing address, every vehicle (VIN, year, make, model) or the dwelling, every coverage's limits
// and deductibles (comprehensive and collision per vehicle), the lienholders / lessors /
// mortgagees with loan numbers (tied to their vehicle), and the total term premium. NOT TRUTH
// (distractors): drivers who are not named insureds, dates of birth, license states, points and
// violations, garaging ZIPs, mileage, symbols, per-coverage and per-vehicle premiums, discount and
// surcharge amounts, fees outside the premium, the amount due today and the installments, the
// prior term premium, the agent and the service numbers.

export const ASSIGN = {
  title: {
    auto: [
      "AUTO POLICY DECLARATIONS",
      "Personal Auto Declarations Page",
      "Auto Insurance Declarations",
      "AUTOMOBILE POLICY DECLARATIONS - RATED DRIVERS AND VEHICLES",
    ],
    home: [
      "HOMEOWNERS DECLARATIONS AND RATING WORKSHEET",
      "Homeowners Policy Declarations",
      "HOME RATING DECLARATIONS",
    ],
    condo: [
      "CONDOMINIUM UNITOWNERS DECLARATIONS AND RATING WORKSHEET",
      "Condo Unit Owners Policy Declarations",
      "UNIT OWNERS RATING DECLARATIONS",
    ],
  } as Record<string, string[]>,
  kindOf: ["New Business", "Renewal", "Amended Declarations", "Renewal Declarations"],
  policyNo: ["Policy Number", "Policy No.", "POLICY #", "Policy"],
  period: ["Policy Period", "Coverage Period", "Term"],
  periodText: ["{a} to {b}", "{a} - {b}", "{a} through {b}"],
  periodNote: [
    "12:01 a.m. standard time at the address of the named insured",
    "Both dates at 12:01 AM local time",
    "Effective at 12:01 a.m. standard time",
  ],
  issued: ["Date Issued", "Issue Date", "Processed", "Printed"],
  company: ["Underwritten by", "Insuring Company", "Company", "Issued by"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  named: ["Named Insured(s)", "NAMED INSURED", "Named Insured and Mailing Address", "Insured"],
  agent: ["Your Agent", "Agent", "Producer", "Servicing Agent"],
  agentCode: ["Agent Code", "Producer #", "Agency Code"],
  service: ["Customer Service", "Claims 24/7", "Questions? Call"],
  account: ["Account Number", "Billing Account", "Customer No."],
  drivers: {
    head: ["DRIVERS", "Rated Drivers", "Drivers and Household Residents", "OPERATORS"],
    no: ["#", "Drv", "No."],
    name: ["Driver Name", "Name", "Driver"],
    dob: ["Date of Birth", "DOB", "Birth Date"],
    lic: ["Lic. State", "License State", "DL St"],
    rel: ["Relation", "Relationship", "Relation to Insured"],
    points: ["Points / Violations", "Viol / Pts", "Points & Incidents"],
    veh: ["Assigned Veh", "Assigned Vehicle", "Veh #"],
  },
  relation: {
    first: ["Named Insured", "Self", "Insured"],
    second: ["Spouse", "Named Insured", "Co-Applicant", "Domestic Partner"],
    other: ["Resident Relative", "Household Member", "Other Relative", "Parent"],
    teen: ["Child", "Dependent Child", "Child (Youthful)", "Child - Student"],
  },
  clean: ["0", "None", "0 - Clean", "No violations"],
  violations: [
    "Speeding 1-10 over",
    "Speeding 11-15 over",
    "At-fault accident",
    "Not-at-fault accident",
    "Failure to yield",
    "Improper turn",
  ],
  permit: ["Permit", "Learner permit", "New driver"],
  excluded: ["EXCLUDED", "Excluded", "Excl. Driver"],
  principal: ["P", "Prin", "Principal"],
  occasional: ["Occ", "Occasional", "O"],
  vehicles: {
    head: ["VEHICLES", "Insured Vehicles", "Described Vehicles", "VEHICLE INFORMATION"],
    no: ["Veh", "#", "Veh #"],
    desc: ["Year / Make / Model", "Vehicle", "Year Make Model"],
    vin: ["VIN", "Vehicle ID Number", "VIN"],
    zip: ["Garage ZIP", "ZIP", "Gar. ZIP"],
    use: ["Use / Annual Miles", "Use - Miles/Yr", "Usage"],
    symbol: ["Symbol", "Rate Symbol", "Comp / Coll Sym"],
    operator: ["Principal Operator", "Principal Driver", "Prin. Operator"],
  },
  uses: ["Commute", "Pleasure", "Business", "Work / School", "Pleasure / Commute"],
  coverage: {
    head: ["COVERAGES", "Coverages, Limits and Premiums", "COVERAGE DETAIL BY VEHICLE", "Coverage Summary"],
    name: ["Coverage", "Coverages", "Coverage Type"],
    limits: ["Limits", "Limits of Liability", "Limit"],
    ded: ["Deductible", "Deductibles", "Ded"],
    both: ["Limits / Deductibles", "Limits and/or Deductibles", "Limit / Deductible"],
    premium: ["Premium", "Prem", "Premium"],
    vehTotal: ["Vehicle Premium", "Total per Vehicle", "Vehicle Subtotal", "Premium for Vehicle"],
    notCovered: ["--", "Not Covered", "N/C", "-"],
    rejected: ["Rejected", "Declined", "Not Selected"],
    note: [
      "Premiums are shown for each vehicle. Limits and deductibles apply to each vehicle for which a premium is shown.",
      "A coverage applies only to the vehicles with a premium shown for it.",
      "Coverage is provided only where a premium is shown for the vehicle.",
    ],
  },
  adjustments: {
    head: ["DISCOUNTS AND SURCHARGES", "Discounts / Surcharges by Vehicle", "Premium Adjustments", "Savings Applied"],
    note: [
      "Amounts are already reflected in the premiums shown above.",
      "Discounts and surcharges are included in the vehicle premiums.",
      "(included in premium)",
    ],
    block: ["Discounts and surcharges", "Premium adjustments", "Rating adjustments"],
    discounts: [
      "Multi-Car Discount",
      "Anti-Theft Device",
      "Passive Restraint",
      "Homeowner Discount",
      "Paperless Discount",
      "Safe Driver Discount",
      "Anti-Lock Brakes",
    ],
    student: ["Good Student Discount", "Good Student", "Student Away Discount"],
    youthful: ["Youthful Operator Surcharge", "Inexperienced Operator", "Youthful Driver Surcharge"],
    violation: ["Violation Surcharge", "Minor Violation Surcharge", "Accident Surcharge"],
  },
  premium: {
    head: ["PREMIUM SUMMARY", "Premium Summary", "Your Premium", "PREMIUM"],
    veh: ["Vehicle {n}", "Veh {n}", "Auto {n}"],
    total: ["Total Term Premium", "TOTAL POLICY PREMIUM", "Total Premium for Policy Period", "Total Term Premium"],
    prior: ["Prior Term Premium", "Previous Term Premium", "Last Term Premium"],
  },
  billing: {
    head: ["BILLING", "Payment Information", "Billing Summary (not part of premium)", "Payment Plan"],
    plan: ["Monthly EFT", "Monthly Installments", "Quarterly", "Two Pay", "Bi-Monthly"],
    planLabel: ["Payment Plan", "Pay Plan", "Billing Plan"],
    due: ["Amount Due Today", "Minimum Due Today", "Down Payment Due", "Amount Due Now"],
    installment: ["Remaining Installments", "Each Remaining Installment", "Future Installments"],
    fee: ["Installment Fee", "Installment Fee (each)", "Service Charge per Installment"],
    notIn: ["not included in premium", "billed separately", "not part of premium"],
    dueBy: ["Due by", "Please pay by", "Payment due"],
  },
  interests: {
    head: ["ADDITIONAL INTERESTS", "Additional Interests", "Lienholders / Additional Interests", "Loss Payees"],
    veh: ["Veh", "Vehicle #", "Veh No."],
    type: ["Interest", "Type", "Interest Type"],
    name: ["Name and Address", "Additional Interest", "Name / Address"],
    loan: ["Loan / Account #", "Loan Number", "Account No."],
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured", "Lessor/Loss Payee"],
    first: ["First Mortgagee", "Mortgagee", "1st Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee", "Additional Mortgagee"],
    none: ["None", "NONE", "No additional interests"],
    loc: ["Loc", "Location", "Loc #"],
  },
  legal: [
    "This declarations page is part of your policy. Please read it with your policy contract and endorsements.",
    "The limits shown for a vehicle may not be combined with the limits for the same coverage on another vehicle.",
    "Please review the drivers and vehicles listed. Tell us if any household member of driving age is not shown.",
    "Any licensed resident of your household not listed above must be reported to us within 30 days.",
    "Installment fees are not part of the policy premium and are not refundable.",
    "Your policy is rated in the territory of the garaging ZIP code shown for each vehicle.",
  ],
  form: ["Form AD-1042 (07-23)", "DEC-PA 11 22", "AU 7025 (01/24)", "PPA DEC 03 21", "Form 9611D (02/16)"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  home: {
    household: ["HOUSEHOLD MEMBERS", "Household Residents", "Residents of the Household"],
    occupation: ["Occupation", "Employment", "Occ."],
    occupations: ["Teacher", "Nurse", "Engineer", "Retired", "Sales", "Self-employed", "Manager", "Accountant"],
    residentNo: ["No.", "#", "Res"],
    residentName: ["Name", "Resident", "Household Member"],
    basePremium: ["Coverage Premium", "Total Coverage Premium", "Premium before fees"],
    rating: ["LOCATION AND RATING INFORMATION", "Residence Premises - Rating Data", "RATING WORKSHEET"],
    loc: ["Loc", "Location", "Loc #"],
    premises: ["Residence Premises", "Location Address", "Insured Location"],
    built: ["Year Built", "Yr Built", "Construction Year"],
    construction: ["Construction", "Const. Type", "Exterior"],
    constructions: ["Frame", "Masonry", "Masonry Veneer", "Brick", "Fire Resistive", "Joisted Masonry"],
    protection: ["Prot. Class", "Protection Class", "PC"],
    territory: ["Territory", "Terr", "Rating Territory"],
    roof: ["Roof Year", "Roof Installed", "Roof Replaced"],
    roofAge: ["Roof Age (yrs)", "Age of Roof", "Roof Age"],
    sqft: ["Sq Ft", "Living Area", "Square Feet"],
    hydrant: ["Hydrant", "Feet to Hydrant", "Dist. to Hydrant"],
    unit: ["Unit Floor", "Floor", "Floor of Unit"],
    units: ["Units in Bldg", "Bldg Units", "Units"],
    coverageHead: ["SECTION I AND II COVERAGES", "Coverages, Limits and Premiums", "COVERAGE DETAIL"],
    credits: ["CREDITS AND SURCHARGES", "Discounts and Surcharges", "Premium Adjustments"],
    creditNames: [
      "Protective Device Credit",
      "Claims-Free Credit",
      "Multi-Policy Credit",
      "New Roof Credit",
      "Loyalty Credit",
      "Early Signing Credit",
    ],
    creditNote: [
      "Credits and surcharges are reflected in the coverage premiums above.",
      "(included in premium)",
      "These amounts are already part of your premium.",
    ],
    surchargeNames: ["Age of Home Surcharge", "Prior Loss Surcharge", "Wood Stove Surcharge", "Roof Age Surcharge"],
    deductibles: ["DEDUCTIBLES", "Deductibles", "Section I Deductibles"],
    allPerils: ["All Other Perils", "All Perils", "AOP Deductible"],
    windHail: ["Windstorm or Hail", "Wind/Hail", "Windstorm/Hail Deductible"],
    als: ["Actual Loss Sustained", "ALS", "Actual Loss Sustained (12 mos)"],
    included: ["Included", "Incl", "INCL"],
    escrow: ["Billed to Mortgagee", "Mortgagee Billed (Escrow)", "Paid through escrow"],
    names: {
      DWELLING: ["Coverage A - Dwelling", "A - Dwelling", "Dwelling (Cov A)"],
      OTHER_STRUCTURES: ["Coverage B - Other Structures", "B - Other Structures", "Other Structures (Cov B)"],
      PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C - Personal Property", "Personal Property (Cov C)"],
      LOSS_OF_USE: ["Coverage D - Loss of Use", "D - Loss of Use", "Loss of Use (Cov D)"],
      PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E - Personal Liability", "Liability (Cov E)"],
      MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "F - Medical Payments to Others", "Med Pay (Cov F)"],
    } as Record<string, string[]>,
    condoA: ["Coverage A - Building Property", "A - Unit Improvements", "Unit Building Property (Cov A)"],
    legal: [
      "Coverage A is written on a replacement cost basis subject to the policy terms.",
      "Please tell us if anyone living in your household is not listed above.",
      "The rating information shown was used to calculate your premium. Notify us of any error.",
    ],
    form: ["Form HO-DEC (05-22)", "HR 2010 (10/23)", "DEC-HO 04 21", "Form HW-100 (08/22)"],
  },
  names: {
    BI: ["Bodily Injury Liability", "BI Liability", "Bodily Injury"],
    PD: ["Property Damage Liability", "PD Liability", "Property Damage"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist Bodily Injury", "UM Bodily Injury", "Uninsured Motorists BI"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "UIM Bodily Injury", "Underinsured Motorists BI"],
    UMPD: ["Uninsured Motorist Property Damage", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Expense"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive (OTC)"],
    COLL: ["Collision", "Collision", "Collision Coverage"],
  } as Record<string, string[]>,
  perPerson: [" each person", " per person", " each person"],
  perAccident: [" each accident", " per accident", " each occurrence"],
};

const amt = (n: number) => dollars(n, { cents: false });
const money = (c: number) => dollars(fromCents(c), { cents: true });

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  ruled: boolean;
  bars: boolean;
}

/** A date of birth `age` years before the effective date (a distractor date). */
function birthDate(rng: Rng, effective: string, age: number): string {
  const y = Number(effective.slice(0, 4)) - age;
  return isoDate(new Date(Date.UTC(y, rng.int(0, 11), rng.int(1, 28))));
}

interface Driver {
  name: string;
  dob: string;
  lic: string;
  rel: string;
  points: string;
  /** 0-based vehicle the driver is assigned to, or null (excluded). */
  veh: number | null;
  principal: boolean;
  named: boolean;
  teen: boolean;
  occupation: string;
}

/** The household: named insureds, another listed driver, a teenage child, maybe an excluded driver. */
function household(g: GeneratedPolicy, rng: Rng, look: Look, vehicles: number): Driver[] {
  const t = g.truth;
  const state = t.address.state;
  const upper = look.upper;
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const form = rng.chance(0.3) ? "last-first" : "first-last";
  const used = new Set([...t.insureds.map((p) => p.firstName), ...g.extras.drivers.map((d) => d.split(" ")[0])]);
  const fresh = () => {
    const first = rng.pick(FIRST_NAMES.filter((n) => !used.has(n)));
    used.add(first);
    return first;
  };
  const named = (last: string, first: string) => U(form === "last-first" ? `${last}, ${first}` : `${first} ${last}`);
  const points = () =>
    rng.chance(0.75)
      ? rng.pick(ASSIGN.clean)
      : `${rng.int(1, 4)} - ${rng.pick(ASSIGN.violations)} ${String(rng.int(1, 12)).padStart(2, "0")}/${rng.int(21, 24)}`;
  const out: Driver[] = t.insureds.map((_, i) => ({
    name: personName(g, i, form, upper),
    dob: birthDate(rng, t.effectiveDate, rng.int(30, 71)),
    lic: rng.chance(0.9) ? state : rng.pick(PLACES).state,
    rel: rng.pick(i === 0 ? ASSIGN.relation.first : ASSIGN.relation.second),
    points: points(),
    veh: null,
    principal: false,
    named: true,
    teen: false,
    occupation: rng.pick(ASSIGN.home.occupations),
  }));
  const insuredNames = new Set(t.insureds.map((p) => `${p.firstName} ${p.lastName}`));
  // The generator's extra driver may repeat a named insured's name: one person is listed once.
  for (const extra of g.extras.drivers.slice(t.insureds.length).filter((d) => !insuredNames.has(d))) {
    const [first, ...rest] = extra.split(" ");
    out.push({
      name: named(rest.join(" "), first),
      dob: birthDate(rng, t.effectiveDate, rng.int(20, 80)),
      lic: state,
      rel: rng.pick(ASSIGN.relation.other),
      points: points(),
      veh: null,
      principal: false,
      named: false,
      teen: false,
      occupation: rng.pick(ASSIGN.home.occupations),
    });
  }
  const last = t.insureds[0].lastName;
  const teenAge = rng.int(16, 19);
  out.push({
    name: named(last, fresh()),
    dob: birthDate(rng, t.effectiveDate, teenAge),
    lic: state,
    rel: rng.pick(ASSIGN.relation.teen),
    points: teenAge === 16 && rng.chance(0.5) ? rng.pick(ASSIGN.permit) : points(),
    veh: null,
    principal: false,
    named: false,
    teen: true,
    occupation: "Student",
  });
  const excluded = rng.chance(0.15);
  if (excluded)
    out.push({
      name: named(rng.chance(0.6) ? last : rng.pick(["Moreau", "Baptiste", "Lindgren", "Okoro"]), fresh()),
      dob: birthDate(rng, t.effectiveDate, rng.int(19, 30)),
      lic: rng.pick(PLACES).state,
      rel: rng.pick(ASSIGN.relation.other),
      points: `${rng.int(4, 9)} - ${rng.pick(ASSIGN.violations)}`,
      veh: null,
      principal: false,
      named: false,
      teen: false,
      occupation: rng.pick(ASSIGN.home.occupations),
    });
  // Rated drivers take the vehicles in turn; the later ones are occasional operators.
  const rated = excluded ? out.slice(0, -1) : out;
  rated.forEach((d, i) => {
    d.veh = i % vehicles;
    d.principal = i < vehicles;
  });
  return out;
}

interface Adjustment {
  label: string;
  surcharge: boolean;
  /** Cents per vehicle; 0 where it does not apply. */
  per: number[];
}

/** Discounts and surcharges per vehicle, as shares (in percent) of that vehicle's premium. */
function autoAdjustments(rng: Rng, drivers: Driver[], totals: number[]): Adjustment[] {
  const A = ASSIGN.adjustments;
  const n = totals.length;
  const out: Adjustment[] = [];
  const part = (k: number, lo: number, hi: number) => Math.max(1, Math.round((totals[k] * rng.int(lo, hi)) / 100));
  const some = () => totals.map((_, k) => (rng.chance(0.7) ? part(k, 2, 8) : 0));
  const all = () => totals.map((_, k) => part(k, 4, 14));
  const on = (k: number, lo: number, hi: number) => totals.map((_, i) => (i === k ? part(i, lo, hi) : 0));
  const picks = rng.shuffle(A.discounts).slice(0, rng.int(2, 4));
  for (const label of picks) {
    if (label === "Multi-Car Discount" && n < 2) continue;
    const per = label === "Multi-Car Discount" || label === "Homeowner Discount" ? all() : some();
    if (per.some((x) => x > 0)) out.push({ label, surcharge: false, per });
  }
  const teen = drivers.find((d) => d.teen)!;
  if (rng.chance(0.6)) out.push({ label: rng.pick(A.student), surcharge: false, per: on(teen.veh!, 3, 10) });
  out.push({ label: rng.pick(A.youthful), surcharge: true, per: on(teen.veh!, 18, 45) });
  const violator = drivers.find((d) => d.veh !== null && /^[1-9] - /.test(d.points));
  if (violator)
    out.push({
      label: /accident/.test(violator.points) ? A.violation[2] : rng.pick(A.violation.slice(0, 2)),
      surcharge: true,
      per: on(violator.veh!, 6, 25),
    });
  return out;
}

// ---------------------------------------------------------------- the house letterhead

interface Head {
  title: string;
  policyNumber: string;
  naic: boolean;
}

function letterhead(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, title: string, named: string[]): Head {
  const t = g.truth;
  const x = g.extras;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const naic = x.naicCode !== null && rng.chance(0.6);
  const kindOf = rng.chance(0.6) ? U(rng.pick(ASSIGN.kindOf)) : null;
  const ret = carrierAddress(rng);
  const mail = [...named, ...addressLines(t.address, rng, look.upper)];
  const period = fill(rng.pick(ASSIGN.periodText), { a: d(t.effectiveDate), b: d(t.expirationDate) });
  const service = `${rng.pick(ASSIGN.service)} ${tollFree(rng)}`;
  const account = `${rng.pick(ASSIGN.account)}: ${x.accountNumber}`;
  const brandSize = w.size * 1.7;
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(U(x.brand), { bold: true, size: fitWidth(ww, U(x.brand), { bold: true, size: brandSize }) });
      for (const l of ret) ww.line(l, { size: ww.size * 0.82 });
      ww.gap(ww.size * 1.6);
      for (const l of mail) ww.line(l);
    },
    (ww) => {
      for (const l of ww.wrap(title, { bold: true, size: ww.size * 1.25 }))
        ww.line(l, { bold: true, size: ww.size * 1.25 });
      if (kindOf) ww.line(kindOf, { size: ww.size * 0.9 });
      ww.gap(3);
      labelled(
        ww,
        [
          [U(rng.pick(ASSIGN.policyNo)), [t.policyNumber]],
          [U(rng.pick(ASSIGN.period)), [period]],
          [U(rng.pick(ASSIGN.issued)), [d(x.issueDate)]],
        ],
        0.36,
        { size: ww.size * 0.95 },
      );
      ww.line(rng.pick(ASSIGN.periodNote), { size: ww.size * 0.72 });
      ww.gap(3);
      ww.line(`${U(rng.pick(ASSIGN.agent))}:`, { bold: true, size: ww.size * 0.85 });
      for (const l of [
        x.agent.name,
        x.agent.agency,
        `${x.agent.phone}   ${rng.pick(ASSIGN.agentCode)} ${x.agent.code}`,
        service,
        account,
      ])
        ww.line(l, { size: ww.size * 0.85 }, 6);
    },
  );
  w.gap(3);
  const company = `${U(rng.pick(ASSIGN.company))}: ${U(t.carrier.name)}${naic ? `   ${rng.pick(ASSIGN.naic)} ${x.naicCode}` : ""}`;
  for (const l of w.wrap(company, { size: w.size * 0.9 })) w.line(l, { size: w.size * 0.9 });
  hrule(w, 1, 4);
  return { title, policyNumber: t.policyNumber, naic };
}

function finish(w: Writer, rng: Rng, head: Head, forms: string[], legal: string[], look: Look): void {
  w.gap(4);
  for (const p of rng.shuffle(legal).slice(0, rng.int(2, 4))) w.paragraph(p, { size: w.size * 0.75 });
  const form = rng.pick(forms);
  const pageForm = rng.pick(ASSIGN.pageNo);
  const pn = look.upper ? head.policyNumber.toUpperCase() : head.policyNumber;
  const swap = rng.chance(0.5);
  footers(
    w,
    (p, q) => (swap ? fill(pageForm, { n: String(p), m: String(q) }) : form),
    (p, q) => (swap ? `${form}   ${pn}` : `${pn}   ${fill(pageForm, { n: String(p), m: String(q) })}`),
  );
}

/** Premium summary lines and the billing block: amounts due are not the premium. */
function premiumAndBilling(
  w: Writer,
  rng: Rng,
  look: Look,
  L: Ledger,
  first: [string, number][],
  termMonths: number,
  effective: string,
  escrow: boolean,
): string {
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const P = ASSIGN.premium;
  const B = ASSIGN.billing;
  sectionHeading(w, look, rng.pick(P.head), { keepLines: 7 });
  const width = (w.right - w.left) * rng.pick([0.55, 0.65, 0.75]);
  const small = { size: w.size * 0.95 };
  for (const [label, cents] of first) amountLine(w, width, label, money(cents), small);
  for (const f of L.inFees) amountLine(w, width, U(f.label), money(f.amount), small);
  const total = `${U(rng.pick(P.total))}${rng.chance(0.5) ? ` (${termMonths} months)` : ""}`;
  amountLine(w, width, total, money(L.total), { bold: true });
  if (rng.chance(0.4)) {
    let prior = Math.round(L.total * (0.85 + rng.next() * 0.25));
    if (prior === L.total) prior += 1370;
    amountLine(w, width, U(rng.pick(P.prior)), money(prior), { size: w.size * 0.85 });
  }
  w.gap(3);
  sectionHeading(w, look, rng.pick(B.head), { keepLines: 7 });
  const items: [string, string[]][] = [];
  if (escrow) {
    items.push([U(rng.pick(B.planLabel)), [rng.pick(ASSIGN.home.escrow)]]);
    for (const f of L.outFees) items.push([U(f.label), [`${money(f.amount)} (${rng.pick(B.notIn)})`]]);
    labelled(w, items, 0.34, { size: w.size * 0.92 });
    return "escrow";
  }
  const plan = rng.pick(B.plan);
  const count = plan.startsWith("Monthly")
    ? termMonths
    : plan === "Quarterly"
      ? Math.max(2, termMonths / 3)
      : plan === "Two Pay"
        ? 2
        : termMonths / 2;
  const fee = L.outFees.reduce((s, f) => s + f.amount, 0) || rng.pick([0, 300, 500, 600]);
  const down = rng.chance(0.5) ? Math.round(L.total / count) : Math.round(L.total * rng.pick([0.16, 0.2, 0.25]));
  const rest = Math.round((L.total - down) / (count - 1));
  const due = down + fee;
  items.push([U(rng.pick(B.planLabel)), [`${plan} (${count} payments)`]]);
  items.push([U(rng.pick(B.due)), [money(due)]]);
  items.push([U(rng.pick(B.dueBy)), [dateText(effective, look.ds)]]);
  items.push([U(rng.pick(B.installment)), [`${count - 1} x ${money(rest + fee)}`]]);
  if (fee) items.push([U(rng.pick(B.fee)), [`${money(fee)} (${rng.pick(B.notIn)})`]]);
  labelled(w, items, 0.34, { size: w.size * 0.92 });
  return "installments";
}

// ---------------------------------------------------------------- auto

const autoPage = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const L = ledger(g, rng);
  const look: Look = {
    ds: pickDateStyle(rng),
    upper: rng.chance(0.3),
    ruled: rng.chance(0.6),
    bars: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const vehicles = vehicleList(g);
  const n = vehicles.length;
  const drivers = household(g, rng, look, n);
  const named = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const head = letterhead(w, g, rng, look, rng.pick(ASSIGN.title.auto), named);
  const arrangement = rng.pick(["grid", "grid", "blocks", "halves"] as const);

  // ---------------------------------------------------------------- drivers and vehicles
  const D = ASSIGN.drivers;
  const vehWord = rng.pick(["Veh", "Vehicle", "Auto"]);
  const vehRef = (k: number) => rng.pick([String(k + 1), String(k + 1).padStart(2, "0"), `${vehWord} ${k + 1}`]);
  const vehFmt = rng.pick([0, 1, 2]);
  const assigned = (d: Driver) =>
    d.veh === null
      ? rng.pick(ASSIGN.excluded)
      : vehFmt === 0
        ? String(d.veh + 1)
        : vehFmt === 1
          ? `${d.veh + 1} (${rng.pick(d.principal ? ASSIGN.principal : ASSIGN.occasional)})`
          : `${vehWord} ${d.veh + 1}${d.principal ? "" : ` - ${rng.pick(ASSIGN.occasional)}`}`;
  const driverHead = [D.no, D.name, D.dob, D.lic, D.rel, D.points, D.veh].map((h) => [U(rng.pick(h))]);
  const driverRows: RRow[] = drivers.map((d, i) => ({
    cells: [
      [String(i + 1)],
      [d.name],
      [dateText(d.dob, look.ds)],
      [d.lic],
      [U(d.rel)],
      [U(d.points)],
      [U(assigned(d))],
    ],
  }));
  const V = ASSIGN.vehicles;
  const operator = (k: number) => drivers.find((d) => d.veh === k && d.principal) ?? drivers[0];
  const teen = drivers.find((d) => d.teen)!;
  const awayZip = rng.chance(0.3) ? rng.pick(rng.pick(PLACES).zips) : null;
  const desc = (v: (typeof vehicles)[number]) => U(`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`);
  const vehicleRows: RRow[] = vehicles.map((v, k) => ({
    cells: [
      [String(k + 1)],
      [desc(v)],
      [v.vin],
      [awayZip && teen.veh === k ? awayZip : t.address.postalCode],
      [`${U(rng.pick(ASSIGN.uses))} / ${(rng.int(30, 180) * 100).toLocaleString("en-US")}`],
      [rng.chance(0.5) ? `${rng.int(10, 28)}/${rng.int(10, 28)}` : String(rng.int(10, 28))],
      [operator(k).name],
    ],
  }));
  const vehicleHead = [V.no, V.desc, V.vin, V.zip, V.use, V.symbol, V.operator].map((h) => [U(rng.pick(h))]);

  // ---------------------------------------------------------------- coverage rows
  const C = ASSIGN.coverage;
  const notCovered = U(rng.pick(C.notCovered));
  const premiumCell = (c: number) => (c > 0 ? money(c) : notCovered);
  const per = rng.pick(ASSIGN.perPerson);
  const acc = rng.pick(ASSIGN.perAccident);
  const wordy = rng.chance(0.35);
  const limitText = (c: TruthCoverage) =>
    c.limitPerPerson !== null
      ? wordy
        ? `${amt(c.limitPerPerson)}${per} / ${amt(c.limitPerAccident!)}${acc}`
        : `${amt(c.limitPerPerson)}/${amt(c.limitPerAccident!)}`
      : c.limitPerAccident !== null
        ? `${amt(c.limitPerAccident)}${wordy ? (c.code === "MEDPAY" ? per : acc) : ""}`
        : "";
  const combined = rng.chance(0.45);
  // In a column of limits and deductibles together, a deductible says it is one.
  const dedWord = rng.pick([
    "{d} Ded",
    "{d} deductible",
    "Ded {d}",
    ...(combined || arrangement === "halves" ? [] : ["{d}"]),
  ]);
  const dedText = (d: number | null) => (d === null ? "" : fill(dedWord, { d: amt(d) }));
  const names = Object.fromEntries(Object.entries(ASSIGN.names).map(([k, v]) => [k, U(rng.pick(v))]));
  const shared = t.coverages.filter((c) => !c.vin);
  const perVehicle = (code: "COMP" | "COLL") => t.coverages.filter((c) => c.code === code);
  // Comprehensive and collision: one row per deductible, the premium only under the vehicles it applies to.
  interface Line {
    label: string;
    limit: string;
    ded: string;
    prem: number[];
  }
  const lines: Line[] = shared.map((c) => ({
    label: names[c.code],
    limit: limitText(c),
    ded: dedText(c.deductible),
    prem: L.coverage.get(c)!,
  }));
  if (!t.coverages.some((c) => c.code === "UMBI" || c.code === "CSL") && rng.chance(0.5))
    lines.push({ label: names.UMBI, limit: U(rng.pick(C.rejected)), ded: "", prem: vehicles.map(() => 0) });
  for (const code of ["COMP", "COLL"] as const) {
    const cs = perVehicle(code);
    for (const ded of [...new Set(cs.map((c) => c.deductible))]) {
      const prem = vehicles.map((v) => {
        const c = cs.find((cc) => cc.vin === v.vin && cc.deductible === ded);
        return c ? L.coverage.get(c)!.reduce((s, p) => s + p, 0) : 0;
      });
      lines.push({ label: names[code], limit: "", ded: dedText(ded), prem });
    }
  }
  x.optional.forEach((o, i) => lines.push({ label: U(o.label), limit: o.limit, ded: "", prem: L.optional[i] }));
  const adjustments = autoAdjustments(rng, drivers, L.vehicleTotals);
  const plus = rng.chance(0.5) ? "+" : "";
  const noAdj = rng.pick(["--", "", "-"]);
  const parens = rng.chance(0.5);
  const signed = (a: Adjustment, c: number) =>
    c === 0 ? noAdj : a.surcharge ? `${plus}${money(c)}` : parens ? `(${money(c)})` : `-${money(c)}`;
  const premWord = U(rng.pick(C.premium));
  const headStyle = rng.int(0, 2);
  const vehHeads = vehicles.map((v, k) =>
    headStyle === 0
      ? [`${U(vehWord)} ${k + 1}`, premWord]
      : headStyle === 1
        ? [`${U(vehWord)} ${k + 1} ${premWord}`]
        : [`${U(vehWord)} ${k + 1}`, `${v.year} ${U(v.make)}`],
  );
  const gridHead = (compact: boolean): string[][] => [
    [U(rng.pick(C.name))],
    ...(combined || compact ? [[U(rng.pick(C.both))]] : [[U(rng.pick(C.limits))], [U(rng.pick(C.ded))]]),
    ...vehHeads,
  ];
  const gridRows = (compact: boolean): RRow[] => [
    ...lines.map((l) => ({
      cells: [
        [l.label],
        ...(combined || compact ? [[[l.limit, l.ded].filter(Boolean).join(" / ") || "--"]] : [[l.limit], [l.ded]]),
        ...l.prem.map((c) => [premiumCell(c)]),
      ],
    })),
    {
      cells: [
        [U(rng.pick(C.vehTotal))],
        ...(combined || compact ? [[""]] : [[""], [""]]),
        ...L.vehicleTotals.map((c) => [money(c)]),
      ],
      bold: true,
    },
  ];
  const gridWidths = (compact: boolean) => [
    0.3,
    ...(combined || compact ? [0.28] : [0.2, 0.12]),
    ...vehicles.map(() => (compact ? 0.14 : 0.12)),
  ];
  const gridAligns = (compact: boolean): ("l" | "r" | "c")[] => [
    "l",
    ...(combined || compact ? (["c"] as const) : (["r", "r"] as const)),
    ...vehicles.map(() => "r" as const),
  ];
  const adjHead = [[U(rng.pick(ASSIGN.adjustments.head))], ...vehicles.map((_, k) => [`${U(vehWord)} ${k + 1}`])];
  const adjRows: RRow[] = adjustments.map((a) => ({ cells: [[U(a.label)], ...a.per.map((c) => [signed(a, c)])] }));
  const adjNote = rng.pick(ASSIGN.adjustments.note);

  const coverageNote = rng.chance(0.7) ? rng.pick(C.note) : null;
  const base = w.size * 0.92;

  if (arrangement === "grid" || arrangement === "blocks") {
    sectionHeading(w, look, rng.pick(D.head), { keepLines: 7 });
    fittedTable(
      w,
      look.ruled,
      [0.05, 0.22, 0.13, 0.09, 0.15, 0.22, 0.14],
      Array(7).fill("l"),
      driverHead,
      driverRows,
      base,
    );
    sectionHeading(w, look, rng.pick(V.head), { keepLines: 7 });
    fittedTable(
      w,
      look.ruled,
      [0.04, 0.21, 0.23, 0.09, 0.16, 0.09, 0.18],
      Array(7).fill("l"),
      vehicleHead,
      vehicleRows,
      base,
    );
  }

  if (arrangement === "grid") {
    sectionHeading(w, look, rng.pick(C.head), { keepLines: 7 });
    if (coverageNote) w.paragraph(coverageNote, { size: w.size * 0.8 });
    fittedTable(w, look.ruled, gridWidths(false), gridAligns(false), gridHead(false), gridRows(false), base);
    w.gap(4);
    fittedTable(
      w,
      look.ruled,
      [0.4, ...vehicles.map(() => 0.6 / Math.max(n, 3))].slice(0, n + 1),
      ["l", ...vehicles.map(() => "r" as const)],
      adjHead,
      adjRows,
      base * 0.95,
    );
    w.line(adjNote, { size: w.size * 0.78 });
  } else if (arrangement === "blocks") {
    sectionHeading(w, look, rng.pick(C.head), { keepLines: 7 });
    if (coverageNote) w.paragraph(coverageNote, { size: w.size * 0.8 });
    vehicles.forEach((v, k) => {
      w.ensure(w.size * 8);
      w.gap(3);
      w.line(`${U(vehWord)} ${k + 1}: ${desc(v)}   ${U(rng.pick(V.vin))} ${v.vin}`, {
        bold: true,
        size: w.size * 0.95,
      });
      const rows: RRow[] = lines
        .filter((l) => l.prem[k] > 0 || (l.limit && !l.prem.some((p) => p > 0)))
        .map((l) => ({
          cells: [
            [l.label],
            ...(combined ? [[[l.limit, l.ded].filter(Boolean).join(" / ")]] : [[l.limit], [l.ded]]),
            [premiumCell(l.prem[k])],
          ],
        }));
      rows.push({
        cells: [
          [`${U(rng.pick(C.vehTotal))} - ${U(vehWord)} ${k + 1}`],
          ...(combined ? [[""]] : [[""], [""]]),
          [money(L.vehicleTotals[k])],
        ],
        bold: true,
      });
      const headRow = [
        [U(rng.pick(C.name))],
        ...(combined ? [[U(rng.pick(C.both))]] : [[U(rng.pick(C.limits))], [U(rng.pick(C.ded))]]),
        [U(rng.pick(C.premium))],
      ];
      fittedTable(
        w,
        look.ruled,
        combined ? [0.42, 0.38, 0.2] : [0.38, 0.28, 0.16, 0.18],
        combined ? ["l", "l", "r"] : ["l", "r", "r", "r"],
        headRow,
        rows,
        base,
      );
      const adj = adjustments.filter((a) => a.per[k] > 0);
      if (adj.length) {
        const text = `${U(rng.pick(ASSIGN.adjustments.block))} (${adjNote.replace(/^\(|\)$|\.$/g, "").toLowerCase()}): ${adj
          .map((a) => `${U(a.label)} ${signed(a, a.per[k])}`)
          .join("; ")}`;
        for (const l of w.wrap(text, { size: w.size * 0.82 })) w.line(l, { size: w.size * 0.82 });
      }
    });
  } else {
    // Two halves, as a landscape page printed on portrait: who and what at the left, money at the right.
    const dHead = [D.no, D.name, D.dob, D.rel, D.points, D.veh].map((h) => [U(rng.pick(h))]);
    const dRows = driverRows.map((r) => ({
      cells: [r.cells[0], r.cells[1], r.cells[2], r.cells[4], r.cells[5], r.cells[6]],
    }));
    sideBySide(
      w,
      0.46,
      (ww) => {
        ww.line(U(rng.pick(D.head)), { bold: true });
        fittedTable(ww, look.ruled, [0.07, 0.27, 0.17, 0.17, 0.19, 0.13], Array(6).fill("l"), dHead, dRows, base * 0.9);
        ww.gap(5);
        ww.line(U(rng.pick(V.head)), { bold: true });
        vehicles.forEach((v, k) => {
          const r = vehicleRows[k].cells;
          labelled(
            ww,
            [
              [`${U(vehWord)} ${k + 1}`, [r[1][0]]],
              [vehicleHead[2][0], [v.vin]],
              [vehicleHead[3][0], r[3]],
              [vehicleHead[4][0], r[4]],
              [vehicleHead[5][0], r[5]],
              [vehicleHead[6][0], r[6]],
            ],
            0.36,
            { size: ww.size * 0.88 },
          );
          ww.gap(3);
        });
      },
      (ww) => {
        ww.line(U(rng.pick(C.head)), { bold: true });
        fittedTable(ww, look.ruled, gridWidths(true), gridAligns(true), gridHead(true), gridRows(true), base * 0.9);
        if (coverageNote)
          for (const l of ww.wrap(coverageNote, { size: ww.size * 0.75 })) ww.line(l, { size: ww.size * 0.75 });
        ww.gap(4);
        fittedTable(
          ww,
          look.ruled,
          [0.4, ...vehicles.map(() => 0.6 / n)],
          ["l", ...vehicles.map(() => "r" as const)],
          adjHead,
          adjRows,
          base * 0.88,
        );
        for (const l of ww.wrap(adjNote, { size: ww.size * 0.75 })) ww.line(l, { size: ww.size * 0.75 });
      },
    );
  }

  const vehLabel = rng.pick(ASSIGN.premium.veh);
  const billing = premiumAndBilling(
    w,
    rng,
    look,
    L,
    vehicles.map((v, k) => [`${U(fill(vehLabel, { n: String(k + 1) }))}  ${desc(v)}`, L.vehicleTotals[k]]),
    x.termMonths,
    t.effectiveDate,
    false,
  );

  // ---------------------------------------------------------------- additional interests (by vehicle number only)
  const I = ASSIGN.interests;
  const vehNo = (vin: string) => vehicles.findIndex((v) => v.vin === vin);
  const parties = t.thirdParties;
  const isaoa = rng.chance(0.4);
  const partyName = (p: TruthParty) => U(`${p.name}${isaoa ? " ISAOA/ATIMA" : ""}`);
  if (parties.length || rng.chance(0.6)) {
    // The block's heading goes to the next page with the block's first interest.
    w.ensure(w.size * 13);
    sectionHeading(w, look, rng.pick(I.head), { keepLines: 7 });
    if (!parties.length) w.line(U(rng.pick(I.none)), {}, 6);
    else if (rng.chance(0.5))
      fittedTable(
        w,
        look.ruled,
        [0.1, 0.18, 0.5, 0.22],
        ["l", "l", "l", "l"],
        [I.veh, I.type, I.name, I.loan].map((h) => [U(rng.pick(h))]),
        parties.map((p) => ({
          cells: [
            [vehRef(vehNo(p.vin!))],
            [U(rng.pick(p.type === "lessor" ? I.lessor : I.lienholder))],
            [partyName(p), ...addressLines(p.address, rng, look.upper)],
            [p.loanNumber ?? ""],
          ],
        })),
        base,
      );
    else
      labelled(
        w,
        parties.map((p) => [
          `${U(rng.pick(I.veh))} ${vehNo(p.vin!) + 1} - ${U(rng.pick(p.type === "lessor" ? I.lessor : I.lienholder))}`,
          [
            partyName(p),
            addressLines(p.address, rng, look.upper).join(", "),
            ...(p.loanNumber ? [`${rng.pick(I.loan)}: ${p.loanNumber}`] : []),
          ],
        ]),
        0.32,
        { size: w.size * 0.92 },
      );
  }
  finish(w, rng, head, ASSIGN.form, ASSIGN.legal, look);

  if (!head.naic) truth.carrier.naicCode = null;
  const variant = [
    "auto",
    arrangement,
    combined || arrangement === "halves" ? "combined-limits" : "split-limits",
    `drivers-${drivers.length}`,
    `vehicles-${n}`,
    billing,
    look.ruled ? "ruled" : "open",
  ];
  return { truth, variant: variant.join("-"), title: `${head.title} - ${t.policyNumber}` };
};

// ---------------------------------------------------------------- home and condo: the rating worksheet

const propertyPage = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const look: Look = {
    ds: pickDateStyle(rng),
    upper: rng.chance(0.3),
    ruled: rng.chance(0.6),
    bars: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const H = ASSIGN.home;
  const named = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const head = letterhead(w, g, rng, look, rng.pick(ASSIGN.title[t.type]), named);
  const arrangement = rng.pick(["worksheet", "worksheet", "halves"] as const);
  const people = household(g, rng, look, 1);
  const base = w.size * 0.92;

  // ---------------------------------------------------------------- residents and rating data
  const D = ASSIGN.drivers;
  const residentHead = [H.residentNo, H.residentName, D.dob, D.rel, H.occupation].map((h) => [U(rng.pick(h))]);
  const residentRows: RRow[] = people.map((p, i) => ({
    cells: [[String(i + 1)], [p.name], [dateText(p.dob, look.ds)], [U(p.rel)], [U(p.occupation)]],
  }));
  const dwelling = dwellingAddress(t)!;
  const premLines = addressLines(dwelling, rng, look.upper);
  const roofYear = Math.max(x.yearBuilt, Number(t.effectiveDate.slice(0, 4)) - rng.int(1, 25));
  const rating: [string, string][] = [
    [U(rng.pick(H.built)), String(x.yearBuilt)],
    [U(rng.pick(H.construction)), U(rng.pick(H.constructions))],
    [U(rng.pick(H.protection)), String(rng.int(1, 9))],
    [U(rng.pick(H.territory)), digits(rng, 3)],
    ...(condo
      ? ([
          [U(rng.pick(H.unit)), String(rng.int(1, 12))],
          [U(rng.pick(H.units)), String(rng.int(6, 240))],
        ] as [string, string][])
      : ([
          rng.chance(0.5)
            ? [U(rng.pick(H.roof)), String(roofYear)]
            : [U(rng.pick(H.roofAge)), String(Number(t.effectiveDate.slice(0, 4)) - roofYear)],
          [U(rng.pick(H.hydrant)), `${rng.int(1, 10) * 100} ft`],
        ] as [string, string][])),
    [U(rng.pick(H.sqft)), (rng.int(condo ? 6 : 11, condo ? 24 : 42) * 100).toLocaleString("en-US")],
  ];
  const locWord = U(rng.pick(H.loc));

  // ---------------------------------------------------------------- coverages
  const dedFmt = rng.pick(["{d}", "{d} Ded", "{d} deductible"]);
  const included = U(rng.pick(H.included));
  const covRows: RRow[] = [];
  const order = [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ];
  const showDedInRow = rng.chance(0.6);
  const nameStyle = rng.int(0, 2);
  for (const code of order) {
    const c = t.coverages.find((cc) => cc.code === code);
    const label = U(code === "DWELLING" && condo ? H.condoA[nameStyle] : H.names[code][nameStyle]);
    if (!c) {
      if (code === "LOSS_OF_USE" && x.lossOfUseAls)
        covRows.push({ cells: [[label], [U(rng.pick(H.als))], [""], [included]] });
      continue;
    }
    const prem = L.coverage.get(c)![0];
    covRows.push({
      cells: [
        [label],
        [amt(c.limitPerAccident!)],
        [showDedInRow && c.deductible !== null ? fill(dedFmt, { d: amt(c.deductible) }) : ""],
        [prem > 0 ? money(prem) : included],
      ],
    });
  }
  x.optional.forEach((o, i) => covRows.push({ cells: [[U(o.label)], [o.limit], [""], [money(L.optional[i][0])]] }));
  covRows.push({
    cells: [[U(rng.pick(H.basePremium))], [""], [""], [money(L.base)]],
    bold: true,
  });
  const covHead = [
    [U(rng.pick(ASSIGN.coverage.name))],
    [U(rng.pick(ASSIGN.coverage.limits))],
    [U(rng.pick(ASSIGN.coverage.ded))],
    [U(rng.pick(["Premium", "Annual Premium", "Term Premium"]))],
  ];
  const dwell = t.coverages.find((c) => c.code === "DWELLING")!;
  const dedItems: [string, string[]][] = [];
  if (!showDedInRow || rng.chance(0.5)) dedItems.push([U(rng.pick(H.allPerils)), [amt(dwell.deductible!)]]);
  if (x.windHailPercent !== null)
    dedItems.push([
      U(rng.pick(H.windHail)),
      [`${x.windHailPercent}% of Coverage A (${amt(Math.round((dwell.limitPerAccident! * x.windHailPercent) / 100))})`],
    ]);
  const credits: [string, string][] = [
    ...rng
      .shuffle(H.creditNames)
      .slice(0, rng.int(2, 4))
      .map((l) => [U(l), `-${money(Math.round((L.base * rng.int(2, 12)) / 100))}`] as [string, string]),
    ...rng
      .shuffle(H.surchargeNames.filter((l) => x.yearBuilt < 1990 || !l.startsWith("Age")))
      .slice(0, rng.int(0, 2))
      .map((l) => [U(l), `+${money(Math.round((L.base * rng.int(3, 10)) / 100))}`] as [string, string]),
  ];
  const creditNote = rng.pick(H.creditNote);
  const residents = (ww: Writer, scale: number) => {
    sectionHeading(ww, look, rng.pick(H.household), { keepLines: 7 });
    fittedTable(
      ww,
      look.ruled,
      [0.07, 0.33, 0.2, 0.2, 0.2],
      Array(5).fill("l"),
      residentHead,
      residentRows,
      base * scale,
    );
  };
  const ratingBlock = (ww: Writer, scale: number) => {
    sectionHeading(ww, look, rng.pick(H.rating), { keepLines: 7 });
    labelled(ww, [[`${locWord} 1 - ${U(rng.pick(H.premises))}`, premLines]], 0.38, { size: ww.size * scale });
    labelled(
      ww,
      rating.map(([k, v]) => [k, [v]]),
      0.38,
      { size: ww.size * 0.9 * scale },
    );
  };
  const coverages = (ww: Writer, scale: number) => {
    sectionHeading(ww, look, rng.pick(H.coverageHead), { keepLines: 7 });
    fittedTable(ww, look.ruled, [0.42, 0.22, 0.18, 0.18], ["l", "r", "r", "r"], covHead, covRows, base * scale);
    if (dedItems.length) {
      ww.gap(3);
      ww.line(U(rng.pick(H.deductibles)), { bold: true, size: ww.size * 0.9 });
      labelled(ww, dedItems, 0.4, { size: ww.size * 0.9 * scale });
    }
  };
  const creditBlock = (ww: Writer, scale: number) => {
    sectionHeading(ww, look, rng.pick(H.credits), { keepLines: 7 });
    for (const [k, v] of credits) amountLine(ww, (ww.right - ww.left) * 0.9, k, v, { size: ww.size * 0.9 * scale });
    for (const l of ww.wrap(creditNote, { size: ww.size * 0.75 })) ww.line(l, { size: ww.size * 0.75 });
  };

  if (arrangement === "worksheet") {
    residents(w, 1);
    ratingBlock(w, 1);
    coverages(w, 1);
    creditBlock(w, 1);
  } else {
    sideBySide(
      w,
      0.45,
      (ww) => {
        residents(ww, 0.9);
        ratingBlock(ww, 0.9);
      },
      (ww) => {
        coverages(ww, 0.9);
        creditBlock(ww, 0.9);
      },
    );
  }
  const escrow = t.thirdParties.length > 0 && rng.chance(0.5);
  const billing = premiumAndBilling(
    w,
    rng,
    look,
    L,
    L.inFees.length && rng.chance(0.7) ? [[U(rng.pick(H.basePremium)), L.base]] : [],
    12,
    t.effectiveDate,
    escrow,
  );

  // ---------------------------------------------------------------- mortgagees, keyed by location only
  const I = ASSIGN.interests;
  if (t.thirdParties.length || rng.chance(0.6)) {
    // The block's heading goes to the next page with the block's first interest.
    w.ensure(w.size * 13);
    sectionHeading(w, look, rng.pick(I.head), { keepLines: 7 });
    if (!t.thirdParties.length) w.line(U(rng.pick(I.none)), {}, 6);
    else
      labelled(
        w,
        t.thirdParties.map((p, i) => [
          `${locWord} 1 - ${U(rng.pick(i === 0 ? I.first : I.second))}`,
          [
            U(p.name),
            ...addressLines(p.address, rng, look.upper),
            ...(p.loanNumber ? [`${rng.pick(I.loan)}: ${p.loanNumber}`] : []),
          ],
        ]),
        0.32,
        { size: w.size * 0.92 },
      );
  }
  finish(w, rng, head, H.form, [...H.legal, ASSIGN.legal[0], ASSIGN.legal[4]], look);

  if (!head.naic) truth.carrier.naicCode = null;
  const variant = [t.type, arrangement, billing, `residents-${people.length}`, look.ruled ? "ruled" : "open"];
  return { truth, variant: variant.join("-"), title: `${head.title} - ${t.policyNumber}` };
};

export const driverVehicleAssignmentDeclarations: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? autoPage(w, g, rng) : propertyPage(w, g, rng);
