import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  framed,
  hrule,
  ledger,
  officeAddress,
  personName,
  putRight,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, stateName, tollFree, type AnyDateStyle } from "./forms";
import { fitWidth } from "./ruled";

// Imitates Liberty Mutual's declarations (the Massachusetts auto renewal and the renters/home
// pages in ../shared/corpus/real): a strip of help and claim phone numbers over the page, "Policy
// Declarations" with the term premium as the headline, the issuing company in a sentence,
// "Insurance Information" label/value pairs (the period as "05/12/2022-05/12/2023 12:01 a.m.
// standard time at the address of the Named Insured", a "Declarations Effective" date), numbered
// vehicle and driver tables, then the coverage table of the state's numbered parts: "Compulsory
// Insurance" and "Optional Coverage" groups, parts 1-12 with their statutory names ("Bodily Injury
// to Others", "Damage to Someone Else's Property"), the "$" set apart from limits that end in "Each
// Person" / "Each Accident", a compulsory 20/40 line under an optional part that carries the
// policy's real limits, "(Compulsory Limit ...)" notes, the deductibles under the coverage by
// vehicle ("Veh 1: $1,000  Veh 2: NONE"), a premium column per vehicle under a stacked head ("VEH 1
// / 2014 / HOND / ODYSSEY"), parts with no premium left blank, a rating-plan adjustment in
// parentheses and a boxed premium-per-vehicle line. The home side is the Section I / Section II
// limits-and-premium table with lettered coverages, the deductible as a sentence, an "Insured
// Location" that may be "Same as Mailing address above", and a renters form (Coverages C-F only).

export const PARTS = {
  help: ["Questions about your Policy?", "Need help with your policy?", "Want to Add a Coverage?"],
  call: ["Call {p}", "Call us at {p}", "Call {p} to talk to your agent"],
  claim: ["Report a Claim:", "To report a claim:", "Claims:"],
  claimValue: ["{p} or {site}/claims", "{p}, 24 hours a day", "{site}/claims"],
  action: [
    "ACTION REQUIRED: PLEASE REVIEW AND KEEP FOR YOUR RECORDS.",
    "IMPORTANT: PLEASE REVIEW THIS PAGE CAREFULLY.",
    "PLEASE READ AND KEEP WITH YOUR POLICY.",
  ],
  title: ["Policy Declarations", "Policy Declarations", "Declarations"],
  renterTitle: ["Renters Policy Declarations", "Tenants Policy Declarations"],
  headline: {
    6: ["Total 6 Month Policy Premium:", "Total Six Month Premium:", "Total Policy Premium:"],
    12: ["Total Annual Policy Premium:", "Total 12 Month Premium:", "Total Policy Premium:"],
  } as Record<number, string[]>,
  issued: [
    "This page and any attached endorsements form a part of your policy, which is issued by {c} (a stock insurance company), {city}, {st}.",
    "{kind} Declarations provided and underwritten by {c} (a stock insurance company), {city}, {st}.",
    "Your policy is issued by {c}, {city}, {st}. This page and its endorsements form part of your policy.",
  ],
  kind: {
    auto: "Auto Policy",
    home: "Homeowners Policy",
    condo: "Condominium Policy",
    renters: "Renters Policy",
  } as Record<string, string>,
  naic: [" NAIC {x}.", " (NAIC #{x})"],
  discountNote: [
    "Your discounts and benefits have been applied.",
    "Your discounts and benefits have been applied. Includes state sales tax and local surcharge where applicable.",
  ],
  infoHead: ["Insurance Information", "Policy Information"],
  named: ["Named Insured:", "Named Insured(s):", "Policyholder:"],
  mailing: ["Mailing Address:", "Address:"],
  number: ["Policy Number:", "Policy No.:"],
  period: ["Policy Period:", "Policy Term:"],
  periodValue: [
    "{a}-{b} 12:01 a.m. standard time at the address of the Named Insured",
    "{a} - {b} 12:01 a.m. standard time at the address of the Named Insured at Insured Location.",
    "{a} to {b} 12:01 a.m. standard time",
  ],
  declEffective: ["Declarations Effective:", "Decl. Effective:"],
  affinity: ["Affinity Affiliation:", "Group Plan:"],
  affinityValue: ["{brand} Group", "Employee Savings Plan", "Alumni Association Program"],
  location: ["Insured Location:", "Residence Premises:", "Location:"],
  sameAsMailing: ["Same as Mailing address above", "Same as mailing address"],
  vehiclesHead: ["Vehicles Covered by Your Auto Policy", "Covered Vehicles"],
  vehicleCols: [
    ["", "YEAR", "MAKE", "MODEL", "VEHICLE ID NUMBER"],
    ["", "Year", "Make", "Model", "VIN"],
  ],
  driversHead: ["Driver Information", "Drivers"],
  driverCols: [
    ["", "NAME", "STATE", "DATE FIRST LICENSED"],
    ["", "Name", "License State", "Licensed Since"],
  ],
  driverNote:
    "To ensure proper coverage, please check that all drivers of your vehicle(s) are shown above. All household members who customarily operate your vehicle(s) must be listed on your policy.",
  discountsHead: ["DISCOUNTS AND BENEFITS SECTION", "DISCOUNTS APPLIED"],
  vehicleDiscounts: [
    "Annual Mileage",
    "Multi-Car",
    "Anti-Theft",
    "Air Bag/Automatic Seatbelts",
    "Good Student",
    "Public Transit",
  ],
  policyDiscounts: [
    "Claims Free Discount",
    "Early Quote Discount",
    "Multi Policy Discount - Auto",
    "Preferred Payment Discount",
    "Paperless Discount",
  ],
  coverageHead: ["Coverage Information", "Coverage Information"],
  onlyPremium: [
    "This policy provides only the coverages for which a premium charge is shown.",
    "Coverage is provided only where a premium is shown.",
  ],
  partsHead: ["COVERAGES (PARTS 1-12)", "COVERAGES (PARTS 1 - 12)", "COVERAGE PARTS"],
  limitsHead: ["LIMITS", "LIMITS OF LIABILITY"],
  perVehicleHead: ["PREMIUM PER VEHICLE", "PREMIUM BY VEHICLE"],
  vehWord: ["VEH {n}", "Veh {n}", "Vehicle {n}"],
  compulsory: ["Compulsory Insurance", "Compulsory Coverage"],
  optionalGroup: ["Optional Coverage", "Optional Insurance"],
  endorsementGroup: ["Endorsement Coverage", "Other Coverages"],
  partNames: {
    1: ["Bodily Injury to Others", "Bodily Injury to Others"],
    2: ["Personal Injury Protection", "Personal Injury Protection"],
    3: ["Bodily Injury Caused by An Uninsured Auto", "Bodily Injury Caused by an Uninsured Auto"],
    4: ["Damage to Someone Else's Property", "Damage to Someone Else's Property"],
    5: ["Optional Bodily Injury to Others", "Optional Bodily Injury to Others"],
    6: ["Medical Payments", "Medical Payments"],
    7: ["Collision", "Collision"],
    8: ["Limited Collision", "Limited Collision"],
    9: ["Comprehensive", "Comprehensive"],
    10: ["Substitute Transportation", "Substitute Transportation"],
    11: ["Towing and Labor", "Towing and Labor"],
    12: ["Bodily Injury Caused by an Underinsured Auto", "Bodily Injury Caused by an Underinsured Auto"],
  } as Record<number, string[]>,
  partNumber: ["{n}.", "Part {n}", "{n} -"],
  eachPerson: ["Each Person", "Each Person"],
  eachAccident: ["Each Accident", "Each Accident"],
  eachDay: ["Each Day", "Per Day"],
  maximum: ["Maximum", "Max"],
  disablement: ["Each Disablement", "Per Disablement"],
  upTo: "Up to",
  compulsoryLimit: ["(Compulsory Limit {x})", "(Compulsory limit: {x})"],
  cslNote: ["Combined single limit: Parts 1, 4 and 5", "Single limit for bodily injury and property damage"],
  seePart1: ["Included in Part 1", "See Part 1"],
  acvLess: ["Actual Cash Value Less Deductible", "Actual Cash Value less deductible shown"],
  vehDed: ["Veh {n}: {x}", "Veh {n} - {x}"],
  none: ["NONE", "None"],
  waiver: ["{x}/Waiver*", "{x}"],
  waiverNote: "*Waiver Of Deductible endorsement provisions apply",
  umpd: ["Uninsured Motorist Property Damage", "Property Damage Caused by an Uninsured Auto"],
  gap: ["Loan/Lease Gap Coverage", "Auto Loan/Lease Coverage"],
  adjustment: [
    "Driving Record Rating Plan Adjustment",
    "Safe Driver Insurance Plan Adjustment",
    "Merit Rating Adjustment",
  ],
  noCharge: ["N/C", ""],
  perVehicleTotal: {
    6: ["6 Month Premium Per Vehicle:", "Six Month Premium Per Vehicle:"],
    12: ["Annual Premium Per Vehicle:", "Annual Premium Per Vehicle:"],
  } as Record<number, string[]>,
  fees: ["Fees and surcharges included in your total:", "Included in your total premium:"],
  outFee: [
    "An installment fee of {x} applies to each installment.",
    "{label}: {x} per installment (not included above).",
  ],
  interestsHead: ["Lienholder / Lessor Information", "Additional Interests", "Loss Payees"],
  interestLine: ["Veh {n} {type}:", "{type} - Veh {n}:"],
  interestType: { lienholder: ["Lienholder", "Loss Payee"], lessor: ["Lessor", "Lessor"] } as Record<string, string[]>,
  loan: ["Loan Number: {x}", "Account Number: {x}", "Loan #: {x}"],
  formsHead: "Policy Forms and Endorsements:",
  forms: [
    "Mandatory Endorsement AS{n}",
    "Medical Payment Endorsement AS{n}",
    "Waiver Of Deductible AS{n}",
    "Amendatory Endorsement {st} {n}",
  ],
  billing: ["Important Billing Information Enclosed", "Please Keep For Your Records", ""],
  formId: ["AUTO {n} {mm} {yy}", "HOME {n} {mm} {yy}", "DEC {n} ({mm}/{yy})"],
  pageOf: ["Page {n} of {m}", "Page {n}"],
  // Home / renters.
  standard: ["Standard Policy", "Coverage Summary", ""],
  sectionI: ["SECTION I COVERAGES", "SECTION I - PROPERTY COVERAGES"],
  sectionII: ["SECTION II COVERAGES", "SECTION II - LIABILITY COVERAGES"],
  premiumCol: ["PREMIUM", "PREMIUM"],
  homeCov: {
    DWELLING: ["A. Dwelling", "A. Dwelling"],
    OTHER_STRUCTURES: ["B. Other Structures", "B. Other Structures"],
    PERSONAL_PROPERTY: ["C. Personal Property", "C. Personal Property"],
    LOSS_OF_USE: ["D. Loss of Use of Insured Location", "D. Loss of Use"],
    PERSONAL_LIABILITY: ["E. Personal Liability (each occurrence)", "E. Personal Liability - Each Occurrence"],
    MEDICAL_PAYMENTS: ["F. Medical Payments to Others (each person)", "F. Medical Payments to Others - Each Person"],
  } as Record<string, string[]>,
  condoA: ["A. Building Property", "A. Unit Additions and Alterations"],
  als: ["Actual Loss Sustained", "Actual loss sustained (up to 12 months)"],
  deductiblesHead: ["POLICY DEDUCTIBLES", "DEDUCTIBLES"],
  aop: [
    "Losses covered under Section I are subject to a deductible of: {x}",
    "All losses covered under Section I are subject to a deductible of {x}.",
  ],
  wind: [
    "Windstorm or hail losses are subject to a deductible of {p}% of Coverage A: {x}",
    "Wind/hail deductible: {p}% of the Coverage A limit ({x})",
  ],
  optionalHead: ["OPTIONAL COVERAGES", "ADDITIONAL COVERAGES"],
  mortgageeHead: ["MORTGAGEE / ADDITIONAL INTEREST", "Mortgagees"],
  mortgagee: ["First Mortgagee:", "Mortgagee:"],
  secondMortgagee: ["Second Mortgagee:", "2nd Mortgagee:"],
  homeLoan: ["Loan Number: {x}", "Loan No. {x}"],
};

/** How this page prints, fixed once. */
interface Look {
  ds: AnyDateStyle;
  /** "$" set apart from the amount (a column of its own), or joined ("$100,000"). */
  apart: boolean;
  numberForm: string;
  scheme: number;
}

/** The top strip: help line, claim line, and the brand at the right, with a rule under it. */
function strip(w: Writer, g: GeneratedPolicy, rng: Rng, withNumber: boolean): void {
  const small: TextStyle = { size: w.size * 0.85 };
  const bold: TextStyle = { ...small, bold: true };
  const site = `${g.extras.brand.replace(/[^A-Za-z]/g, "")}.com`;
  const span = w.right - w.left;
  const cells: [string, string][] = [
    [rng.pick(PARTS.help), fill(rng.pick(PARTS.call), { p: tollFree(rng) })],
    ...(withNumber ? ([[PARTS.number[0], g.truth.policyNumber]] as [string, string][]) : []),
    [rng.pick(PARTS.claim), fill(rng.pick(PARTS.claimValue), { p: tollFree(rng), site })],
  ];
  const cellW = (span * 0.78) / cells.length;
  w.ensure(small.size! * 4);
  cells.forEach(([a, b], i) => {
    const x = w.left + i * cellW;
    w.put(a, x, w.y + small.size!, bold);
    w.wrap(b, small, cellW - 10).forEach((l, k) => w.put(l, x, w.y + small.size! * (2.3 + k * 1.2), small));
    if (i) w.page.rects.push({ x: x - 6, y: w.y, w: 0.5, h: small.size! * 3, fill: true });
  });
  const brand = { bold: true, size: fitWidth(w, g.extras.brand, { bold: true, size: w.size * 1.5 }, span * 0.2) };
  putRight(w, g.extras.brand, brand, 2);
  w.y += small.size! * 4.2;
  if (rng.chance(0.7)) {
    w.line(rng.pick(PARTS.action), bold);
    w.gap(4);
  }
}

/** Title, headline premium and the issuing sentence; returns whether the NAIC code was printed. */
function titleBlock(w: Writer, g: GeneratedPolicy, rng: Rng, L: Ledger, title: string, kind: string): boolean {
  const t = g.truth;
  w.line(title, { bold: true, size: w.size * 1.6 });
  const headline = `${rng.pick(PARTS.headline[g.extras.termMonths])} ${money(L.total)}`;
  w.line(headline, { size: w.size * 1.5 });
  w.gap(4);
  const office = officeAddress(rng);
  const naic = !!g.extras.naicCode && rng.chance(0.35);
  const text =
    fill(rng.pick(PARTS.issued), { c: t.carrier.name, city: office.city, st: office.state, kind: PARTS.kind[kind] }) +
    (naic ? fill(rng.pick(PARTS.naic), { x: g.extras.naicCode! }) : "");
  const room = (w.right - w.left) * 0.7;
  for (const l of w.wrap(text, {}, room)) w.line(l);
  w.gap(3);
  if (rng.chance(0.6) || L.inFees.length) w.paragraph(rng.pick(PARTS.discountNote));
  w.gap(4);
  return naic;
}

/** "Insurance Information": insured and address on the left, policy facts on the right. */
function information(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, extraLeft: [string, string[]][]): void {
  const t = g.truth;
  const d = (iso: string) => dateText(iso, look.ds);
  w.line(rng.pick(PARTS.infoHead), { bold: true, size: w.size * 1.1 });
  hrule(w, 0.8, 4);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", false));
  const left: [string, string[]][] = [
    [rng.pick(PARTS.named), names],
    [rng.pick(PARTS.mailing), addressLines(t.address, rng, false)],
    ...extraLeft,
  ];
  // The declarations date: the term's start, or a later change inside the term.
  const declared = rng.chance(0.7)
    ? t.effectiveDate
    : new Date(Date.parse(t.effectiveDate) + rng.int(10, 90) * 86400000).toISOString();
  const right: [string, string[]][] = [
    [rng.pick(PARTS.number), [t.policyNumber]],
    [rng.pick(PARTS.period), [fill(rng.pick(PARTS.periodValue), { a: d(t.effectiveDate), b: d(t.expirationDate) })]],
    [rng.pick(PARTS.declEffective), [d(declared.slice(0, 10))]],
  ];
  if (rng.chance(0.4))
    right.push([rng.pick(PARTS.affinity), [fill(rng.pick(PARTS.affinityValue), { brand: g.extras.brand })]]);
  const pairs = (ww: Writer, items: [string, string[]][]) => {
    const x = Math.max(...items.map(([l]) => ww.width_(l))) + 10;
    for (const [l, v] of items) {
      ww.kv(l, v, x);
      ww.gap(3);
    }
  };
  sideBySide(
    w,
    0.48,
    (ww) => pairs(ww, left),
    (ww) => pairs(ww, right),
  );
  w.gap(6);
}

/** A plain table with a rule under its head. */
function table(w: Writer, title: string, cols: Col[], head: string[], rows: string[][]): void {
  w.line(title, { bold: true });
  hrule(w, 0.6, 2);
  row(
    w,
    cols,
    head.map((h) => [h]),
    {},
    { rule: true },
  );
  for (const r of rows)
    row(
      w,
      cols,
      r.map((c) => [c]),
      {},
      { pad: 2 },
    );
  w.gap(6);
}

// ---------------------------------------------------------------- the parts table

interface LimitLine {
  prefix?: string;
  amount?: string;
  unit?: string;
  /** Words in place of an amount ("Included in Part 1", "10% of Coverage A"), from the "$" column. */
  text?: string;
}

interface PartRow {
  number: string;
  name: string;
  limits: LimitLine[];
  /** Premium per vehicle, on the row's first line ("" for none). */
  premiums: string[];
  /** Lines under the row across the label and limit columns; a list is set out in even columns. */
  notes: (string | string[])[];
  bold?: boolean;
}

interface Geometry {
  label: number;
  dollar: number;
  amountRight: number;
  unit: number;
  vehicles: number[];
  vehicleW: number;
}

function geometry(w: Writer, n: number): Geometry {
  const span = w.right - w.left;
  const vehicleStart = n === 3 ? 0.58 : 0.62;
  const vehicleW = ((1 - vehicleStart) * span) / n;
  return {
    label: w.left,
    dollar: w.left + span * 0.33,
    amountRight: w.left + span * 0.45,
    unit: w.left + span * 0.46,
    vehicles: Array.from({ length: n }, (_, k) => w.left + vehicleStart * span + (k + 1) * vehicleW),
    vehicleW,
  };
}

function partRow(w: Writer, geo: Geometry, r: PartRow, look: Look): void {
  const size = w.size;
  const lh = size * 1.3;
  const style: TextStyle = { bold: r.bold };
  const numW = r.number ? w.width_(fill(look.numberForm, { n: "12" })) + 5 : 0;
  const labels = w.wrap(r.name, style, geo.dollar - geo.label - numW - 6);
  const small: TextStyle = { size: size * 0.92 };
  const room = geo.vehicles[0] - geo.vehicleW - geo.label - numW - 8;
  const notes = r.notes.flatMap<string | string[]>((nl) => (typeof nl === "string" ? w.wrap(nl, small, room) : [nl]));
  const lines = Math.max(labels.length, r.limits.length, 1);
  w.ensure(lh * (lines + notes.length) + 2);
  const base = w.y + size;
  if (r.number) w.put(r.number, geo.label, base, style);
  labels.forEach((l, k) => w.put(l, geo.label + numW, base + k * lh, style));
  r.limits.forEach((l, k) => {
    const y = base + k * lh;
    if (l.text) {
      w.put(l.text, geo.dollar, y);
      return;
    }
    const lead = l.prefix ? w.put(l.prefix, geo.dollar, y) + w.width_(" ") : 0;
    if (look.apart) {
      w.put("$", geo.dollar + lead, y);
      if (l.amount) w.put(l.amount, geo.amountRight - w.width_(l.amount), y);
    } else if (l.amount) {
      const joined = `$${l.amount}`;
      w.put(joined, geo.amountRight - w.width_(joined), y);
    }
    if (l.unit) w.put(l.unit, geo.unit, y);
  });
  r.premiums.forEach((p, k) => {
    if (p) w.put(p, geo.vehicles[k] - w.width_(p, style) - 4, base, style);
  });
  notes.forEach((l, k) => {
    const y = base + (lines + k) * lh;
    if (typeof l === "string") w.put(l, geo.label + numW, y, small);
    else l.forEach((part, j) => w.put(part, geo.label + numW + (j * room) / Math.max(2, l.length), y, small));
  });
  w.y += lh * (lines + notes.length) + 2;
}

const grouped = (n: number) => dollars(n, { sign: false });

function splitLimit(pp: number, pa: number, look: Look): LimitLine[] {
  return [
    { amount: grouped(pp), unit: PARTS.eachPerson[look.scheme] },
    { amount: grouped(pa), unit: PARTS.eachAccident[look.scheme] },
  ];
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const n = vehicles.length;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy"]),
    apart: rng.chance(0.7),
    numberForm: rng.pick(PARTS.partNumber),
    scheme: rng.int(0, 1),
  };
  const title = rng.pick(PARTS.title);
  strip(w, g, rng, false);
  const naic = titleBlock(w, g, rng, L, title, "auto");
  information(w, g, rng, look, []);

  const upperMake = rng.chance(0.6);
  table(
    w,
    rng.pick(PARTS.vehiclesHead),
    [
      { at: 0, width: 0.06 },
      { at: 0.08, width: 0.12 },
      { at: 0.22, width: 0.22 },
      { at: 0.46, width: 0.22 },
      { at: 0.7, width: 0.3 },
    ],
    rng.pick(PARTS.vehicleCols),
    vehicles.map((v, k) => [
      String(k + 1),
      String(v.year),
      upperMake ? v.make.toUpperCase() : v.make,
      upperMake ? v.model.toUpperCase() : v.model,
      v.vin,
    ]),
  );
  const driverTable = rng.chance(0.6);
  if (driverTable) {
    const state = t.address.state;
    table(
      w,
      rng.pick(PARTS.driversHead),
      [
        { at: 0, width: 0.06 },
        { at: 0.08, width: 0.36 },
        { at: 0.46, width: 0.2 },
        { at: 0.7, width: 0.3 },
      ],
      rng.pick(PARTS.driverCols),
      g.extras.drivers.map((name, k) => [
        String(k + 1),
        name,
        rng.chance(0.85) ? state : rng.pick(["MA", "NH", "IN", "NY"]),
        `${String(rng.int(1, 12)).padStart(2, "0")}/${String(rng.int(85, 120) % 100).padStart(2, "0")}`,
      ]),
    );
    w.paragraph(PARTS.driverNote, { bold: true, size: w.size * 0.85 });
    w.gap(6);
  }

  const vehHead = rng.pick(PARTS.vehWord);
  const headRoom = geometry(w, n).vehicleW - 6;
  // The stacked head keeps the model when it fits its column, else its first word ("ODYSSEY", "MODEL").
  const model = (m: string) => {
    const text = upperMake ? m.toUpperCase() : m;
    return w.width_(text, { size: w.size * 0.9 }) <= headRoom ? text : text.split(" ")[0];
  };
  const stackHead = vehicles.map((v, k) => [
    fill(vehHead, { n: String(k + 1) }),
    String(v.year),
    (upperMake ? v.make.toUpperCase() : v.make).slice(0, 10),
    model(v.model),
  ]);
  // Discounts by vehicle: percentages in the same columns the premiums will use.
  if (rng.chance(0.45)) {
    framed(w, () => {
      w.line(rng.pick(PARTS.discountsHead), { bold: true });
      const geo = geometry(w, n);
      const cols: Col[] = [
        { at: 0, width: 0.5 },
        ...vehicles.map((_, k) => ({
          at: (geo.vehicles[k] - geo.vehicleW - w.left) / (w.right - w.left),
          width: geo.vehicleW / (w.right - w.left),
          align: "r" as const,
        })),
      ];
      row(w, cols, [[""], ...stackHead], { size: w.size * 0.9 });
      for (const label of rng.shuffle(PARTS.vehicleDiscounts).slice(0, rng.int(2, 4)))
        row(
          w,
          cols,
          [[label], ...vehicles.map(() => [rng.pick(["5%", "8%", "10%", "15%", "20%", "25%", "Yes", ""])])],
          { size: w.size * 0.9 },
          { rule: true },
        );
      w.gap(3);
      w.paragraph(rng.shuffle(PARTS.policyDiscounts).slice(0, 2).join("; "), { size: w.size * 0.9 });
    });
    w.gap(8);
  }

  // The parts.
  const geo = geometry(w, n);
  const cov = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
  const per = (c: TruthCoverage | undefined) => (c ? L.coverage.get(c)!.map(money) : vehicles.map(() => ""));
  const opt = (label: string) => g.extras.optional.findIndex((o) => o.label === label);
  const optPremiums = (j: number) => (j >= 0 ? L.optional[j].map(money) : vehicles.map(() => ""));
  const name = (p: number) => PARTS.partNames[p][look.scheme];
  const num = (p: number) => fill(look.numberForm, { n: String(p) });
  const bi = cov("BI");
  const csl = cov("CSL");
  const pd = cov("PD");
  // A policy above the statutory 20/40 carries its limit in Part 5 and pays Part 1's share apart.
  const optionalBi = !!bi && bi.limitPerPerson! >= 20000 && bi.limitPerAccident! > 40000;
  const biCents = bi ? L.coverage.get(bi)! : null;
  const part1Share = biCents?.map((x) => (optionalBi ? Math.round(x * rng.pick([0.35, 0.45, 0.55])) : x));
  // A rating-plan credit shown as its own line: Part 1's printed premium carries it back.
  const adjust = rng.chance(0.5) && part1Share ? rng.int(0, n - 1) : -1;
  const credit = adjust >= 0 ? Math.min(part1Share![adjust], rng.int(20, 150) * 100) : 0;
  const part1Printed = part1Share?.map((x, k) => (k === adjust ? x + credit : x));
  const rows: (PartRow | string)[] = [];
  rows.push(rng.pick(PARTS.compulsory));
  if (csl)
    rows.push({
      number: num(1),
      name: name(1),
      limits: [{ amount: grouped(csl.limitPerAccident!), unit: PARTS.eachAccident[look.scheme] }],
      premiums: L.coverage.get(csl)!.map((x, k) => money(k === adjust ? x + credit : x)),
      notes: [rng.pick(PARTS.cslNote)],
    });
  else
    rows.push({
      number: num(1),
      name: name(1),
      limits: optionalBi
        ? splitLimit(20000, 40000, look)
        : splitLimit(bi!.limitPerPerson!, bi!.limitPerAccident!, look),
      premiums: part1Printed!.map(money),
      notes: [],
    });
  const pip = opt("Personal Injury Protection");
  rows.push({
    number: num(2),
    name: name(2),
    limits:
      pip >= 0
        ? [{ amount: g.extras.optional[pip].limit.replace(/^\$/, ""), unit: PARTS.eachPerson[look.scheme] }]
        : [],
    premiums: optPremiums(pip),
    notes: [],
  });
  const um = cov("UMBI");
  rows.push({
    number: num(3),
    name: name(3),
    limits: !um
      ? []
      : um.limitPerPerson !== null
        ? splitLimit(um.limitPerPerson, um.limitPerAccident!, look)
        : [{ amount: grouped(um.limitPerAccident!), unit: PARTS.eachAccident[look.scheme] }],
    premiums: per(um),
    notes:
      um && um.limitPerPerson !== null && rng.chance(0.7)
        ? [fill(rng.pick(PARTS.compulsoryLimit), { x: "$20,000/$40,000" })]
        : [],
  });
  if (pd)
    rows.push({
      number: num(4),
      name: name(4),
      limits: [{ amount: grouped(pd.limitPerAccident!), unit: PARTS.eachAccident[look.scheme] }],
      premiums: per(pd),
      notes: rng.chance(0.7) ? [fill(rng.pick(PARTS.compulsoryLimit), { x: "$5,000" })] : [],
    });
  else
    rows.push({
      number: num(4),
      name: name(4),
      limits: [{ text: rng.pick(PARTS.seePart1) }],
      premiums: vehicles.map(() => ""),
      notes: [],
    });
  rows.push(rng.pick(PARTS.optionalGroup));
  rows.push({
    number: num(5),
    name: name(5),
    limits: optionalBi ? splitLimit(bi!.limitPerPerson!, bi!.limitPerAccident!, look) : [],
    premiums: optionalBi ? biCents!.map((x, k) => money(x - part1Share![k])) : vehicles.map(() => ""),
    notes: [],
  });
  const med = cov("MEDPAY");
  rows.push({
    number: num(6),
    name: name(6),
    limits: med
      ? [{ amount: grouped(med.limitPerAccident!), unit: PARTS.eachPerson[look.scheme] }]
      : [{ amount: "", unit: PARTS.eachPerson[look.scheme] }],
    premiums: per(med),
    notes: [],
  });
  // Physical damage: the deductible per vehicle under the coverage, "NONE" where it is not carried.
  const waiver = rng.chance(0.3) ? rng.pick(PARTS.waiver) : "{x}";
  const none = rng.pick(PARTS.none);
  const dedForm = rng.pick(PARTS.vehDed);
  const physical = (code: string, p: number) => {
    const each = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    const deds = each.map((c, k) =>
      fill(dedForm, { n: String(k + 1), x: c ? fill(waiver, { x: dollars(c.deductible!) }) : none }),
    );
    rows.push({
      number: num(p),
      name: name(p),
      limits: [],
      premiums: each.map((c, k) => (c ? money(L.coverage.get(c)![k]) : "")),
      notes: each.some(Boolean) ? [rng.pick(PARTS.acvLess), deds] : [],
    });
  };
  physical("COLL", 7);
  rows.push({ number: num(8), name: name(8), limits: [], premiums: vehicles.map(() => ""), notes: [] });
  physical("COMP", 9);
  const rental = opt("Rental Reimbursement");
  const rentalDay = rental >= 0 ? g.extras.optional[rental].limit.match(/\$(\d+)\/day, \$([\d,]+) max/) : null;
  rows.push({
    number: num(10),
    name: name(10),
    limits: [
      { prefix: PARTS.upTo, amount: rentalDay?.[1] ?? "", unit: PARTS.eachDay[look.scheme] },
      { amount: rentalDay?.[2] ?? "", unit: PARTS.maximum[look.scheme] },
    ],
    premiums: optPremiums(rental),
    notes: [],
  });
  const tow = opt("Roadside Assistance");
  rows.push({
    number: num(11),
    name: name(11),
    limits: [{ prefix: PARTS.upTo, amount: tow >= 0 ? "100" : "", unit: PARTS.disablement[look.scheme] }],
    premiums: optPremiums(tow),
    notes: [],
  });
  const uim = cov("UIMBI");
  rows.push({
    number: num(12),
    name: name(12),
    limits: uim ? splitLimit(uim.limitPerPerson!, uim.limitPerAccident!, look) : [],
    premiums: per(uim),
    notes: [],
  });
  const umpd = cov("UMPD");
  const gap = opt("Loan/Lease Gap Coverage");
  if (umpd || gap >= 0) {
    rows.push(rng.pick(PARTS.endorsementGroup));
    if (umpd)
      rows.push({
        number: "",
        name: rng.pick(PARTS.umpd),
        limits: [{ amount: grouped(umpd.limitPerAccident!), unit: PARTS.eachAccident[look.scheme] }],
        premiums: per(umpd),
        notes: umpd.deductible !== null ? [`Deductible ${dollars(umpd.deductible)}`] : [],
      });
    if (gap >= 0)
      rows.push({
        number: "",
        name: rng.pick(PARTS.gap),
        limits: [{ text: g.extras.optional[gap].limit }],
        premiums: optPremiums(gap),
        notes: [],
      });
  }

  w.ensure(w.lineHeight * 14);
  w.line(rng.pick(PARTS.coverageHead), { bold: true, size: w.size * 1.45 });
  w.line(rng.pick(PARTS.onlyPremium), { bold: true, size: w.size * 0.9 });
  w.gap(3);
  // The head: parts and limits on the left, "PREMIUM PER VEHICLE" over the stacked vehicle heads.
  const headSize = w.size * 0.9;
  hrule(w, 0.8, 2);
  w.ensure(headSize * 8);
  const y0 = w.y + headSize;
  w.put(rng.pick(PARTS.partsHead), geo.label, y0, { size: headSize });
  w.put(rng.pick(PARTS.limitsHead), geo.dollar, y0, { size: headSize });
  const perHead = rng.pick(PARTS.perVehicleHead);
  const mid = (geo.vehicles[0] - geo.vehicleW + geo.vehicles[n - 1]) / 2;
  w.put(perHead, mid - w.width_(perHead, { size: headSize }) / 2, y0, { size: headSize });
  w.y += headSize * 1.5;
  hrule(w, 0.5, 2);
  stackHead.forEach((lines, k) =>
    lines.forEach((l, j) => {
      const x = geo.vehicles[k] - w.width_(l, { size: headSize, bold: j === 0 }) - 4;
      w.put(l, x, w.y + headSize * (1 + j * 1.25), { size: headSize, bold: j === 0 });
    }),
  );
  w.y += headSize * 5.3;
  for (const r of rows) {
    if (typeof r === "string") {
      w.ensure(w.lineHeight * 3);
      w.line(r, { bold: true });
      hrule(w, 0.5, 2);
    } else partRow(w, geo, r, look);
  }
  if (waiver !== "{x}" && t.coverages.some((c) => c.vin)) w.line(PARTS.waiverNote, { size: w.size * 0.85 });
  if (adjust >= 0) {
    const noCharge = rng.pick(PARTS.noCharge);
    partRow(
      w,
      geo,
      {
        number: "",
        name: rng.pick(PARTS.adjustment),
        limits: [],
        premiums: vehicles.map((_, k) => (k === adjust ? `(${money(credit)})` : noCharge)),
        notes: [],
      },
      look,
    );
  }
  w.gap(3);
  const boxTop = w.y;
  w.y += 4;
  partRow(
    w,
    geo,
    {
      number: "",
      name: rng.pick(PARTS.perVehicleTotal[g.extras.termMonths]),
      limits: [],
      premiums: L.vehicleTotals.map(money),
      notes: [],
      bold: true,
    },
    look,
  );
  w.page.rects.push({ x: w.left - 2, y: boxTop, w: w.right - w.left + 4, h: w.y - boxTop + 2 });
  w.y += 8;
  if (L.inFees.length) {
    w.line(rng.pick(PARTS.fees), { bold: true });
    for (const f of L.inFees) w.line(`${f.label}: ${money(f.amount)}`, {}, 12);
  }
  for (const f of L.outFees)
    w.line(fill(rng.pick(PARTS.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.9 });
  w.gap(6);

  // Lenders, then the forms list.
  const loanPrinted = rng.chance(0.8);
  if (t.thirdParties.length) {
    w.ensure(w.lineHeight * 6);
    w.line(rng.pick(PARTS.interestsHead), { bold: true });
    hrule(w, 0.6, 3);
    const lineForm = rng.pick(PARTS.interestLine);
    const loanForm = rng.pick(PARTS.loan);
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      const head = fill(lineForm, { n: String(k + 1), type: rng.pick(PARTS.interestType[p.type]) });
      const lines = [
        p.name,
        ...addressLines(p.address, rng, false),
        ...(loanPrinted && p.loanNumber ? [fill(loanForm, { x: p.loanNumber })] : []),
      ];
      w.kv(head, lines, w.width_(head) + 12);
      w.gap(3);
    }
    w.gap(4);
  }
  if (rng.chance(0.5)) {
    w.line(PARTS.formsHead, { bold: true });
    const st = stateName(t.address.state);
    w.paragraph(
      rng
        .shuffle(PARTS.forms)
        .slice(0, 3)
        .map((f) => fill(f, { n: String(rng.int(2000, 3999)), st }))
        .join("; "),
      { size: w.size * 0.9 },
    );
  }
  pageFooters(w, rng, "auto");

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    csl ? "csl" : optionalBi ? "optional-bi" : "part1-bi",
    `${n}-veh`,
    look.apart ? "dollar-apart" : "",
    adjust >= 0 ? "adjustment" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

function pageFooters(w: Writer, rng: Rng, kind: string): void {
  const id = fill(rng.pick(PARTS.formId.filter((f) => !f.startsWith(kind === "auto" ? "HOME" : "AUTO"))), {
    n: String(rng.int(1000, 9999)),
    mm: String(rng.int(1, 12)).padStart(2, "0"),
    yy: String(rng.int(15, 23)),
  });
  const mid = rng.pick(PARTS.billing);
  const pageForm = rng.pick(PARTS.pageOf);
  const size = w.size * 0.78;
  const m = w.pages.length;
  w.pages.forEach((p, i) => {
    const y = p.height - w.margin * 0.55;
    const of = fill(pageForm, { n: String(i + 1), m: String(m) });
    p.texts.push({ text: id, x: w.margin, y, size, bold: false });
    if (mid) p.texts.push({ text: mid, x: (p.width - w.width_(mid, { size, bold: true })) / 2, y, size, bold: true });
    p.texts.push({ text: of, x: p.width - w.margin - w.width_(of, { size }), y, size, bold: false });
  });
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  // A renters form: no dwelling or other-structures cover, the deductible on personal property.
  const renters = t.type === "home" && !t.thirdParties.length && rng.chance(0.5);
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy"]),
    apart: rng.chance(0.75),
    numberForm: "",
    scheme: rng.int(0, 1),
  };
  const title = renters ? rng.pick(PARTS.renterTitle) : rng.pick(PARTS.title);
  strip(w, g, rng, rng.chance(0.5));
  const naic = titleBlock(w, g, rng, L, title, renters ? "renters" : t.type);
  const same = sameAddress(premises, t.address) && rng.chance(0.6);
  information(w, g, rng, look, [
    [rng.pick(PARTS.location), same ? [rng.pick(PARTS.sameAsMailing)] : addressLines(premises, rng, false)],
  ]);
  if (rng.chance(0.6)) {
    framed(
      w,
      () => {
        w.line(rng.pick(PARTS.discountsHead), { bold: true });
        hrule(w, 0.6, 3);
        w.line(PARTS.discountNote[0]);
        for (const d of rng.shuffle(PARTS.policyDiscounts).slice(0, rng.int(2, 4))) w.line(`\u2022 ${d}`);
      },
      6,
    );
    w.gap(10);
  }

  w.line(rng.pick(PARTS.coverageHead), { bold: true, size: w.size * 1.45 });
  const standard = rng.pick(PARTS.standard);
  if (standard) w.line(standard, { bold: true });
  w.gap(2);
  // Itemized premiums (they add up to the total) or the column left empty, as the real page has it.
  const itemized = !renters && rng.chance(0.5);
  const geo: Geometry = {
    label: w.left,
    dollar: w.left + (w.right - w.left) * 0.62,
    amountRight: w.left + (w.right - w.left) * 0.78,
    unit: w.left + (w.right - w.left) * 0.8,
    vehicles: [w.right],
    vehicleW: (w.right - w.left) * 0.15,
  };
  const sectionHead = (text: string) => {
    w.ensure(w.lineHeight * 4);
    hrule(w, 0.9, 2);
    const y = w.y + w.size;
    w.put(text, w.left, y, { bold: true });
    w.put(PARTS.limitsHead[0], geo.amountRight - w.width_(PARTS.limitsHead[0]), y);
    putRight(w, PARTS.premiumCol[0], {});
    w.y += w.lineHeight;
    hrule(w, 0.6, 4);
  };
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const label = (code: string) => (code === "DWELLING" && condo ? PARTS.condoA : PARTS.homeCov[code])[look.scheme];
  const line = (code: string) => {
    const c = cov(code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        partRow(
          w,
          geo,
          { number: "", name: label(code), limits: [{ text: rng.pick(PARTS.als) }], premiums: [""], notes: [] },
          look,
        );
      return;
    }
    const premium = itemized ? money(L.coverage.get(c)!.reduce((s, x) => s + x, 0)) : "";
    partRow(
      w,
      geo,
      {
        number: "",
        name: label(code),
        limits: [{ amount: grouped(c.limitPerAccident!) }],
        premiums: [premium],
        notes: [],
      },
      look,
    );
  };
  const sectionI = renters
    ? ["PERSONAL_PROPERTY", "LOSS_OF_USE"]
    : ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"];
  sectionHead(rng.pick(PARTS.sectionI));
  for (const code of sectionI) line(code);
  w.gap(4);
  sectionHead(rng.pick(PARTS.sectionII));
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) line(code);
  w.gap(4);
  w.ensure(w.lineHeight * 4);
  hrule(w, 0.9, 2);
  w.line(rng.pick(PARTS.deductiblesHead), { bold: true });
  hrule(w, 0.6, 4);
  const dwelling = cov("DWELLING")!;
  w.paragraph(fill(rng.pick(PARTS.aop), { x: dollars(dwelling.deductible!) }));
  const pct = g.extras.windHailPercent;
  if (pct && !renters)
    w.paragraph(
      fill(rng.pick(PARTS.wind), { p: String(pct), x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)) }),
    );
  w.gap(4);
  if (g.extras.optional.length) {
    sectionHead(rng.pick(PARTS.optionalHead));
    g.extras.optional.forEach((o, j) =>
      partRow(
        w,
        geo,
        {
          number: "",
          name: o.label,
          limits: [{ text: o.limit }],
          premiums: [itemized ? money(L.optional[j].reduce((s, x) => s + x, 0)) : ""],
          notes: [],
        },
        look,
      ),
    );
    w.gap(4);
  }
  if (itemized && L.inFees.length) for (const f of L.inFees) w.line(`${f.label}: ${money(f.amount)}`);
  if (itemized || rng.chance(0.5)) {
    hrule(w, 0.9, 3);
    w.ensure(w.lineHeight * 2);
    w.put(rng.pick(PARTS.headline[12]), w.left, w.y + w.size, { bold: true });
    putRight(w, money(L.total), { bold: true });
    w.y += w.lineHeight + 4;
  }
  for (const f of L.outFees)
    w.line(fill(rng.pick(PARTS.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.9 });
  w.gap(6);

  const loanPrinted = rng.chance(0.85);
  if (t.thirdParties.length) {
    w.ensure(w.lineHeight * 6);
    w.line(rng.pick(PARTS.mortgageeHead), { bold: true });
    hrule(w, 0.6, 3);
    const loanForm = rng.pick(PARTS.homeLoan);
    t.thirdParties.forEach((p, i) => {
      const head = i === 0 ? rng.pick(PARTS.mortgagee) : rng.pick(PARTS.secondMortgagee);
      const lines = [
        p.name,
        ...addressLines(p.address, rng, false),
        ...(loanPrinted && p.loanNumber ? [fill(loanForm, { x: p.loanNumber })] : []),
      ];
      w.kv(head, lines, w.width_(head) + 12);
      w.gap(3);
    });
  }
  pageFooters(w, rng, "home");

  if (renters) {
    // The renters page has no Coverage A or B: its deductible is the personal property's.
    truth.coverages = truth.coverages
      .filter((c) => c.code !== "DWELLING" && c.code !== "OTHER_STRUCTURES")
      .map((c) => (c.code === "PERSONAL_PROPERTY" ? { ...c, deductible: dwelling.deductible } : c));
  }
  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    renters ? "renters" : condo ? "condo" : "home",
    itemized ? "itemized" : "blank-premiums",
    same ? "same-location" : "",
    pct && !renters ? "wind" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const numberedParts: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
