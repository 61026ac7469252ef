import {
  addMonths,
  makeVin,
  type GeneratedPolicy,
  type TruthAddress,
  type TruthCoverage,
  type TruthParty,
} from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, PLACES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
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
  toCents,
  type KindFn,
  type KindResult,
  digits,
  money,
} from "./common";
import { dateText, fill, pickDateStyle, tollFree, type AnyDateStyle, sectionHeading } from "./forms";
import { amountLine, fittedTable, labelled } from "./fitted-columns";
import { footers, titledBox, type RRow } from "./ruled";

// Imitates the declarations page of a specialty carrier's recreational-vehicle policy (the
// motorcycle / RV / off-road programs of Progressive, Foremost, Dairyland, Markel, National
// General and Good Sam): the named insured at their mailing address; a policy number of the
// program's own form ("MC 12345678", "RV-24-1234567"); an annual term; the liability written once
// for the whole policy (split limits "each person / each accident" plus property damage, or a
// combined single limit), with uninsured motorist and medical payments; then the units: 1 to 4
// motorcycles, motorhomes, travel trailers, fifth wheels, ATVs and side-by-sides, each with its
// year, make, model, a 17-character VIN, an agreed or stated value (or actual cash value), its own
// comprehensive and collision deductibles or "Not Covered" (an old ATV is liability only, a
// parked trailer is comprehensive only), accessory coverage (custom parts and equipment, personal
// effects), the unit's premium and, when financed, its lienholder with a loan number. Three
// arrangements: a block per unit (Progressive's motorcycle pages), one schedule grid of units
// under a policy-level liability box with a lienholder schedule keyed by unit, and a matrix with
// the coverages down the side and the units across. A home or condo policy gets the same
// carrier's seasonal / vacation dwelling page in the house style.
// THE TRUTH: the carrier, the policy number, the term, the named insureds and mailing address,
// every unit's VIN, year, make and model, the policy's liability, UM/UIM and medical payments
// limits, each unit's comprehensive and collision deductibles, each financed unit's lienholder
// with its address and loan number, and the total premium. NOT TRUTH (distractors): agreed /
// stated values, accessory and personal-effects limits, total-loss replacement, roadside and
// vacation-liability lines, unit and coverage premiums, the storage / garaging address, the
// operators list, the lay-up period, the program code, fees billed separately, the claims number.

export const SPECIALTY = {
  title: [
    "RECREATIONAL VEHICLE POLICY DECLARATIONS",
    "Motorcycle and Off-Road Vehicle Declarations",
    "SPECIALTY VEHICLE DECLARATIONS PAGE",
    "Recreational Vehicle Insurance - Declarations",
    "MOTORCYCLE / RV POLICY DECLARATIONS",
  ],
  program: [
    "Powersports Program",
    "Recreational Vehicle Program",
    "Motorcycle & ATV Program",
    "RV Full-Timer Program",
    "Toy Hauler & Trailer Program",
  ],
  homeTitle: {
    home: ["SEASONAL DWELLING DECLARATIONS", "Vacation Home Policy Declarations", "SECONDARY RESIDENCE DECLARATIONS"],
    condo: [
      "SEASONAL CONDOMINIUM UNIT DECLARATIONS",
      "Vacation Condominium Declarations",
      "SECONDARY UNIT OWNERS DECLARATIONS",
    ],
  } as Record<string, string[]>,
  named: ["Named Insured", "NAMED INSURED AND ADDRESS", "Policyholder", "Insured"],
  policyNo: ["Policy Number", "Policy No.", "POLICY NUMBER", "Policy #"],
  period: ["Policy Period", "POLICY PERIOD", "Coverage Period"],
  periodText: ["{a} to {b}", "{a} - {b}", "From {a} to {b} 12:01 a.m. standard time"],
  issued: ["Date Issued", "Issue Date", "Prepared"],
  underwritten: ["Underwritten by", "Insurer", "Issuing Company", "Company"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  producer: ["Agent", "Producer", "Your Agent"],
  claims: ["To report a claim call", "Claims 24/7", "Claims"],
  programCode: ["Program", "Program Code", "Plan"],
  layup: ["Lay-up period: {a} through {b} (collision suspended)", "Storage period {a} - {b}: comprehensive only"],
  section: {
    liability: [
      "POLICY LIABILITY COVERAGES",
      "Liability Coverages - Apply to All Units",
      "COVERAGES THAT APPLY TO THE WHOLE POLICY",
      "Policy-Level Coverages",
    ],
    units: ["SCHEDULE OF COVERED UNITS", "Described Vehicles", "UNIT SCHEDULE", "Your Motorcycles, RVs and Trailers"],
    liens: ["LIENHOLDERS", "Lienholder / Loss Payee", "ADDITIONAL INTERESTS", "Lienholders by Unit"],
    premium: ["PREMIUM", "Policy Premium", "PREMIUM SUMMARY"],
    operators: ["OPERATORS", "Listed Riders / Drivers", "DRIVERS"],
    matrix: ["COVERAGES AND PREMIUMS BY UNIT", "Coverage Schedule", "UNITS AND COVERAGES"],
  },
  cov: {
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "Bodily Injury"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "Property Damage"],
    CSL: ["Liability (Combined Single Limit)", "Bodily Injury & Property Damage - Single Limit", "Combined Liability"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured Motorist", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "Underinsured Motorist", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist Property Damage", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Medical Payments (each person)", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive Deductible"],
    COLL: ["Collision", "Collision Deductible", "Collision"],
  } as Record<string, string[]>,
  eachPerson: ["each person", "per person", "Each Person"],
  eachAccident: ["each accident", "per accident", "Each Accident"],
  notCovered: ["Not Covered", "NOT COVERED", "Not Purchased", "--"],
  deductibleWord: ["deductible", "ded.", "Deductible"],
  value: {
    agreed: ["Agreed Value", "Agreed Amount"],
    stated: ["Stated Value", "Stated Amount"],
    acv: ["Actual Cash Value", "ACV"],
  },
  accessories: {
    moto: ["Custom Parts & Equipment", "Accessory Coverage", "Custom Parts/Accessories"],
    rv: ["Personal Effects", "Contents / Personal Effects", "Attached Accessories"],
    trailer: ["Attached Accessories", "Awnings & Accessories", "Contents"],
    offroad: ["Accessories", "Custom Equipment", "Accessory Coverage"],
  },
  extras: {
    moto: ["Total Loss Replacement", "Roadside Assistance", "Helmet & Safety Apparel $1,000", "Carried Contents $500"],
    rv: [
      "Vacation Liability $10,000",
      "Emergency Expense $750",
      "Total Loss Replacement",
      "Roadside Assistance",
      "Full-Timer Liability $25,000",
    ],
    trailer: ["Vacation Liability $10,000", "Emergency Expense $500", "Replacement Cost - Contents"],
    offroad: ["Roadside Assistance (Off-Road)", "Safety Apparel $500"],
  } as Record<string, string[]>,
  included: ["Included", "Incl", "INCLUDED"],
  unitWord: ["Unit {n}", "Vehicle {n}", "Unit #{n}", "Veh {n}"],
  unitHead: [
    ["Unit", "Year", "Make", "Model", "VIN", "Value", "Comp Ded", "Coll Ded", "Accessories", "Premium"],
    [
      "#",
      "Yr",
      "Make",
      "Model",
      "Vehicle ID No.",
      "Insured Value",
      "Other Than Coll.",
      "Collision",
      "Accessory",
      "Unit Premium",
    ],
  ],
  matrixHead: ["Coverage", "Coverages", "Coverage / Limit"],
  loan: ["Loan #", "Loan No.", "Account #", "Loan Number"],
  lienRole: ["Lienholder", "Loss Payee", "Lienholder / Loss Payee"],
  lienKey: ["{u}: ", "{u} - ", "For {u}: "],
  premium: {
    units: ["Premium for Units", "Vehicle Premium", "Total Unit Premium"],
    total: ["TOTAL POLICY PREMIUM", "Total Annual Premium", "Total Premium", "Policy Total"],
    subtotal: ["Premium before fees", "Subtotal"],
  },
  outFee: ["{label} of {x} per installment is billed separately.", "{label}: {x} (not included in premium)"],
  storage: ["Storage Location", "Principal Garaging / Storage", "Where Stored"],
  storageKinds: ["Self Storage", "RV Storage", "Marina & RV Storage", "Storage Center"],
  operatorNote: ["Licensed since {y}", "Endorsement M since {y}", "Riding since {y}"],
  discounts: [
    "Discounts applied: Multi-Unit, Paid in Full, Safety Course",
    "Discounts: Homeowner, Responsible Payer, Motorcycle Safety Foundation Course",
    "Discounts applied: Multi-Policy, Lay-Up, Anti-Theft Device",
  ],
  formId: ["MC-DEC (04-23)", "RV 1000 DEC 01 24", "PWR-DEC 7 22", "SV-D 02-25"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  home: {
    location: ["Seasonal Residence Location", "Insured Location", "Vacation Property"],
    occupancy: ["Occupancy: Seasonal (less than 6 months)", "Occupied: Seasonal / Secondary", "Use: Vacation Home"],
    coverage: {
      DWELLING: ["Coverage A - Dwelling", "Dwelling", "Coverage A Dwelling"],
      CONDO_A: ["Coverage A - Building Property", "Unit Improvements & Betterments", "Coverage A Unit"],
      OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "Coverage B"],
      PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Contents", "Coverage C"],
      LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "Coverage D"],
      PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "Coverage L"],
      MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "Coverage M"],
    } as Record<string, string[]>,
    deductible: ["All Perils Deductible", "Deductible (all losses)", "Policy Deductible"],
    wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
    mortgagee: ["First Mortgagee", "Second Mortgagee"],
    als: ["Actual Loss Sustained"],
    vacancy: ["Vacancy permitted up to 9 consecutive months", "Seasonal vacancy clause applies"],
  },
};

// ---------------------------------------------------------------- units

type Kind = "moto" | "rv" | "trailer" | "offroad";

interface Model {
  make: string;
  wmis: string[];
  kind: Kind;
  models: [string, number, number][];
  values: [number, number];
}

const MODELS: Model[] = [
  {
    make: "Harley-Davidson",
    wmis: ["1HD"],
    kind: "moto",
    models: [
      ["FLHXS Street Glide Special", 2014, 2026],
      ["FLTRX Road Glide", 2015, 2026],
      ["FXBB Street Bob", 2018, 2026],
      ["XL883N Iron 883", 2012, 2022],
    ],
    values: [9, 32],
  },
  {
    make: "Honda",
    wmis: ["JH2", "MLH"],
    kind: "moto",
    models: [
      ["Gold Wing GL1800", 2012, 2026],
      ["Rebel 500", 2017, 2026],
      ["CBR600RR", 2013, 2024],
      ["Africa Twin", 2016, 2026],
    ],
    values: [5, 28],
  },
  {
    make: "Kawasaki",
    wmis: ["JKA"],
    kind: "moto",
    models: [
      ["Ninja 650", 2012, 2026],
      ["Vulcan S", 2015, 2026],
      ["Z900", 2017, 2026],
    ],
    values: [5, 12],
  },
  {
    make: "Yamaha",
    wmis: ["JYA"],
    kind: "moto",
    models: [
      ["MT-07", 2015, 2026],
      ["YZF-R6", 2012, 2020],
      ["Bolt R-Spec", 2014, 2024],
    ],
    values: [5, 12],
  },
  {
    make: "Indian",
    wmis: ["56K"],
    kind: "moto",
    models: [
      ["Chief Dark Horse", 2014, 2026],
      ["Scout Bobber", 2018, 2026],
      ["Challenger Limited", 2020, 2026],
    ],
    values: [10, 30],
  },
  {
    make: "BMW",
    wmis: ["WB1", "WB3"],
    kind: "moto",
    models: [
      ["R 1250 GS Adventure", 2019, 2024],
      ["K 1600 GTL", 2012, 2026],
    ],
    values: [14, 30],
  },
  {
    make: "Triumph",
    wmis: ["SMT"],
    kind: "moto",
    models: [["Bonneville T120", 2016, 2026]],
    values: [9, 14],
  },
  {
    make: "Winnebago",
    wmis: ["1F6", "3C6"],
    kind: "rv",
    models: [
      ["Vista 29VE", 2014, 2026],
      ["Travato 59K", 2016, 2026],
      ["View 24D", 2012, 2026],
    ],
    values: [60, 190],
  },
  {
    make: "Thor Motor Coach",
    wmis: ["1FD", "1FC"],
    kind: "rv",
    models: [
      ["Four Winds 28Z", 2014, 2026],
      ["Chateau 31W", 2013, 2026],
    ],
    values: [55, 130],
  },
  {
    make: "Tiffin",
    wmis: ["4UZ"],
    kind: "rv",
    models: [["Allegro Open Road 34PA", 2014, 2026]],
    values: [120, 260],
  },
  {
    make: "Airstream",
    wmis: ["1ST"],
    kind: "trailer",
    models: [
      ["Flying Cloud 25FB", 2012, 2026],
      ["Bambi 20FB", 2016, 2026],
      ["Globetrotter 27FB", 2017, 2026],
    ],
    values: [45, 120],
  },
  {
    make: "Jayco",
    wmis: ["1UJ"],
    kind: "trailer",
    models: [
      ["Jay Flight 264BH", 2012, 2026],
      ["Eagle 317RLOK", 2014, 2026],
    ],
    values: [18, 70],
  },
  {
    make: "Forest River",
    wmis: ["4X4"],
    kind: "trailer",
    models: [
      ["Rockwood Mini Lite 2509S", 2013, 2026],
      ["Salem 27RE", 2012, 2026],
      ["Cherokee 274BRB", 2013, 2026],
    ],
    values: [15, 45],
  },
  {
    make: "Grand Design",
    wmis: ["573"],
    kind: "trailer",
    models: [
      ["Reflection 312BHTS", 2015, 2026],
      ["Imagine 2670MK", 2016, 2026],
    ],
    values: [30, 75],
  },
  {
    make: "Keystone",
    wmis: ["4YD"],
    kind: "trailer",
    models: [
      ["Cougar 29BHS", 2012, 2026],
      ["Montana 3761FL", 2013, 2026],
    ],
    values: [25, 85],
  },
  {
    make: "Polaris",
    wmis: ["4XA", "3NS"],
    kind: "offroad",
    models: [
      ["Sportsman 570", 2014, 2026],
      ["RZR XP 1000", 2014, 2026],
      ["Ranger XP 1000", 2017, 2026],
    ],
    values: [7, 26],
  },
  {
    make: "Can-Am",
    wmis: ["3JB"],
    kind: "offroad",
    models: [
      ["Outlander 850", 2016, 2026],
      ["Maverick X3", 2017, 2026],
      ["Defender HD9", 2016, 2026],
    ],
    values: [8, 28],
  },
  {
    make: "Honda",
    wmis: ["1HF", "478"],
    kind: "offroad",
    models: [
      ["FourTrax Rancher", 2012, 2026],
      ["Pioneer 1000", 2016, 2026],
    ],
    values: [6, 20],
  },
  {
    make: "Yamaha",
    wmis: ["5Y4"],
    kind: "offroad",
    models: [
      ["Grizzly EPS", 2012, 2026],
      ["Wolverine RMAX2", 2021, 2026],
    ],
    values: [8, 22],
  },
];

const RV_LENDERS: Lender[] = [
  { name: "Good Sam Finance Center", poBox: true, city: "Denver", state: "CO", zip: "80217" },
  { name: "Harley-Davidson Credit Corp.", poBox: true, city: "Carson City", state: "NV", zip: "89702" },
  { name: "Sheffield Financial", poBox: true, city: "Clemmons", state: "NC", zip: "27012" },
  { name: "Synchrony Bank", poBox: true, city: "Orlando", state: "FL", zip: "32896" },
  { name: "Essex Credit Corporation", poBox: false, city: "Novato", state: "CA", zip: "94945" },
  { name: "Bank of the West RV Lending", poBox: true, city: "Omaha", state: "NE", zip: "68103" },
  { name: "Roadrunner Financial, Inc.", poBox: true, city: "Stillwater", state: "OK", zip: "74076" },
];

interface Unit {
  vin: string;
  year: number;
  make: string;
  model: string;
  kind: Kind;
  basis: "agreed" | "stated" | "acv";
  value: number;
  accessory: number | null;
  extras: string[];
  comp: number | null;
  coll: number | null;
  party: TruthParty | null;
  /** Premium in cents by piece: L (liability share), C, CL, A (accessories / extras). */
  prem: Record<string, number>;
}

const amt = (n: number) => dollars(n, { cents: false });

function lenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox
      ? `PO Box ${rng.int(1000, 99999)}`
      : `${rng.int(100, 9999)} ${rng.pick(["Lakeshore Dr", "Financial Plaza", "Commerce Way", "Bel Marin Keys Blvd"])}`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

function specialtyNumber(rng: Rng): string {
  return rng.pick([
    () => `MC ${digits(rng, 8)}`,
    () => `RV-${digits(rng, 2)}-${digits(rng, 7)}`,
    () => `PWR${digits(rng, 9)}`,
    () => `${digits(rng, 3)}-RV-${digits(rng, 6)}`,
    () => `SV${digits(rng, 7)}-${digits(rng, 2)}`,
  ])();
}

// ---------------------------------------------------------------- the page heading

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  ruled: boolean;
  bars: boolean;
}

function pageHeading(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  o: { title: string; policyNumber: string; eff: string; exp: string; naic: boolean; extra: [string, string][] },
): void {
  const t = g.truth;
  const x = g.extras;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const brandStyle: TextStyle = { bold: true, size: w.size * 1.7 };
  const ret = carrierAddress(rng);
  // Letterhead: the program's brand, its return address under it, the title at the right.
  w.put(U(x.brand), w.left, w.y + brandStyle.size!, brandStyle);
  w.y += brandStyle.size! * 1.3;
  for (const l of ret) w.line(U(l), { size: w.size * 0.8 });
  w.gap(4);
  w.line(o.title, { bold: true, size: w.size * 1.25 });
  hrule(w, 1.1, 5);
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.2) ? "last-first" : "first-last", look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const company = `${t.carrier.name}${o.naic ? `  ${rng.pick(SPECIALTY.naic)} ${x.naicCode}` : ""}`;
  const period = fill(rng.pick(SPECIALTY.periodText), { a: d(o.eff), b: d(o.exp) });
  sideBySide(
    w,
    rng.pick([0.45, 0.5]),
    (ww) => {
      ww.line(U(rng.pick(SPECIALTY.named)), { bold: true, size: ww.size * 0.85 });
      for (const l of [...names, ...mail]) for (const p of ww.wrap(l)) ww.line(p);
    },
    (ww) => {
      labelled(
        ww,
        [
          [rng.pick(SPECIALTY.policyNo), [o.policyNumber]],
          [rng.pick(SPECIALTY.period), [period]],
          [rng.pick(SPECIALTY.underwritten), [company]],
          ...(rng.chance(0.6) ? [[rng.pick(SPECIALTY.issued), [d(x.issueDate)]] as [string, string[]]] : []),
          ...o.extra.map(([k, v]) => [k, [v]] as [string, string[]]),
          [rng.pick(SPECIALTY.producer), [x.agent.agency, x.agent.phone]],
        ],
        0.36,
        { size: ww.size * 0.92 },
      );
    },
  );
  w.gap(4);
}

// ---------------------------------------------------------------- auto: the specialty units

const specialtyAuto = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const look: Look = {
    ds: pickDateStyle(rng),
    upper: rng.chance(0.3),
    ruled: rng.chance(0.6),
    bars: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);

  // ---------------------------------------------------------------- units
  const n = rng.weighted([
    [1, 3],
    [2, 4],
    [3, 2],
    [4, 1],
  ] as const);
  const units: Unit[] = [];
  const basisOf = (k: Kind): Unit["basis"] =>
    k === "moto"
      ? rng.pick(["agreed", "agreed", "acv"] as const)
      : k === "offroad"
        ? rng.pick(["acv", "stated"] as const)
        : rng.pick(["stated", "agreed", "acv"] as const);
  while (units.length < n) {
    // The first unit is driven or ridden (a trailer alone would leave the UM and med pay unpriced).
    const m = rng.pick(units.length ? MODELS : MODELS.filter((v) => v.kind !== "trailer"));
    const [model, from, to] = rng.pick(m.models);
    const year = rng.int(Math.max(from, 2012), Math.min(to, 2026));
    const vin = makeVin(rng, rng.pick(m.wmis), year);
    if (units.some((u) => u.vin === vin)) continue;
    const accessory = rng.chance(0.55) ? rng.pick([1000, 1500, 2500, 3000, 5000, 10000]) : null;
    units.push({
      vin,
      year,
      make: m.make,
      model,
      kind: m.kind,
      basis: basisOf(m.kind),
      value: rng.int(m.values[0] * 2, m.values[1] * 2) * 500,
      accessory,
      extras: rng.shuffle(SPECIALTY.extras[m.kind]).slice(0, rng.int(0, 2)),
      comp: null,
      coll: null,
      party: null,
      prem: {},
    });
  }
  // Financing: newer and dearer units more often; each lender once per page.
  const lenders = rng.shuffle([...RV_LENDERS, ...AUTO_LENDERS.slice(0, 12)]);
  let li = 0;
  for (const u of units) {
    if (!rng.chance(u.year >= 2020 ? 0.6 : 0.25)) continue;
    const l = lenders[li++ % lenders.length];
    u.party = {
      type: "lienholder",
      name: l.name,
      address: lenderAddress(rng, l),
      loanNumber: rng.chance(0.85)
        ? rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`, `RV${digits(rng, 8)}`])
        : null,
      vin: u.vin,
    };
  }
  // Physical damage: financed units always both; an old ATV or a parked trailer sometimes not.
  for (const u of units) {
    const r = rng.next();
    const both = !!u.party || r < 0.6;
    const compOnly = !both && r < (u.kind === "trailer" || u.kind === "rv" ? 0.9 : 0.75);
    if (both || compOnly) u.comp = rng.pick([0, 100, 250, 250, 500, 500, 1000]);
    if (both) u.coll = rng.pick([250, 500, 500, 1000, 1000, 2500]);
  }

  // ---------------------------------------------------------------- policy liability
  const csl = rng.chance(0.2);
  const liability: TruthCoverage[] = [];
  if (csl)
    liability.push({
      code: "CSL",
      limitPerPerson: null,
      limitPerAccident: rng.pick([100000, 300000, 500000]),
      deductible: null,
    });
  else {
    const [pp, pa] = rng.pick([
      [25000, 50000],
      [50000, 100000],
      [100000, 300000],
      [250000, 500000],
      [30000, 60000],
    ]);
    liability.push({ code: "BI", limitPerPerson: pp, limitPerAccident: pa, deductible: null });
    liability.push({
      code: "PD",
      limitPerPerson: null,
      limitPerAccident: rng.pick([25000, 50000, 100000]),
      deductible: null,
    });
  }
  const um: TruthCoverage[] = [];
  if (rng.chance(0.7)) {
    const top = liability[0];
    if (csl) um.push({ code: "UMBI", limitPerPerson: null, limitPerAccident: top.limitPerAccident, deductible: null });
    else {
      const [p, a] = rng.pick(
        [
          [top.limitPerPerson!, top.limitPerAccident!],
          [25000, 50000],
          [50000, 100000],
        ].filter(([p, a]) => p <= top.limitPerPerson! && a <= top.limitPerAccident!),
      );
      um.push({ code: "UMBI", limitPerPerson: p, limitPerAccident: a, deductible: null });
    }
    if (rng.chance(0.3)) um.push({ ...um[0], code: "UIMBI" });
    if (rng.chance(0.2))
      um.push({ code: "UMPD", limitPerPerson: null, limitPerAccident: rng.pick([10000, 25000]), deductible: 250 });
  }
  const med: TruthCoverage | null = rng.chance(0.5)
    ? { code: "MEDPAY", limitPerPerson: null, limitPerAccident: rng.pick([1000, 2000, 5000]), deductible: null }
    : null;

  // ---------------------------------------------------------------- premiums (cents)
  const cents = (lo: number, hi: number) => rng.int(lo * 100, hi * 100);
  for (const u of units) {
    // A towed trailer's liability is the towing vehicle's: its share is small.
    u.prem.L = u.kind === "trailer" ? cents(8, 40) : u.kind === "rv" ? cents(180, 620) : cents(60, 480);
    if (um.length && u.kind !== "trailer") u.prem.UM = cents(12, 90);
    if (med && u.kind !== "trailer") u.prem.MP = cents(6, 40);
    if (u.comp !== null) u.prem.C = cents(25, 420);
    if (u.coll !== null) u.prem.CL = cents(40, 760);
    if (u.accessory !== null || u.extras.length) u.prem.A = cents(10, 95);
  }
  const unitTotal = (u: Unit) => Object.values(u.prem).reduce((s, v) => s + v, 0);
  const unitsTotal = units.reduce((s, u) => s + unitTotal(u), 0);
  const inFees = x.fees.filter((f) => f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const outFees = x.fees.filter((f) => !f.inPremium).map((f) => ({ label: f.label, amount: toCents(f.amount) }));
  const total = unitsTotal + inFees.reduce((s, f) => s + f.amount, 0);

  // ---------------------------------------------------------------- heading
  const policyNumber = specialtyNumber(rng);
  const eff = t.effectiveDate;
  const exp = addMonths(eff, 12);
  const naic = x.naicCode !== null && rng.chance(0.6);
  const title = rng.pick(SPECIALTY.title);
  const extra: [string, string][] = [];
  if (rng.chance(0.5)) extra.push([rng.pick(SPECIALTY.programCode), rng.pick(SPECIALTY.program)]);
  if (rng.chance(0.5)) extra.push([rng.pick(SPECIALTY.claims), tollFree(rng)]);
  pageHeading(w, g, rng, look, { title, policyNumber, eff, exp, naic, extra });
  const d = (iso: string) => dateText(iso, look.ds);

  // ---------------------------------------------------------------- pieces
  const N = (code: string) => U(rng.pick(SPECIALTY.cov[code]));
  const ep = rng.pick(SPECIALTY.eachPerson);
  const ea = rng.pick(SPECIALTY.eachAccident);
  const limitText = (c: TruthCoverage) =>
    c.limitPerPerson !== null
      ? `${amt(c.limitPerPerson)} ${ep} / ${amt(c.limitPerAccident!)} ${ea}`
      : `${amt(c.limitPerAccident!)}${c.code === "PD" || c.code === "CSL" ? ` ${ea}` : ""}${c.deductible !== null ? ` (${amt(c.deductible)} ${rng.pick(SPECIALTY.deductibleWord)})` : ""}`;
  const policyCovs = [...liability, ...um, ...(med ? [med] : [])];
  const sumOf = (key: string) => units.reduce((s, u) => s + (u.prem[key] ?? 0), 0);
  const premOf = (c: TruthCoverage) =>
    c === liability[0] ? sumOf("L") : c === um[0] ? sumOf("UM") : c === med ? sumOf("MP") : null;
  const notCovered = rng.pick(SPECIALTY.notCovered);
  const incl = rng.pick(SPECIALTY.included);
  const ded = (v: number | null) => (v === null ? notCovered : amt(v));
  const unitWord = rng.pick(SPECIALTY.unitWord);
  const unitName = (i: number) => fill(unitWord, { n: String(i + 1) });
  const basisWord = (u: Unit) => rng.pick(SPECIALTY.value[u.basis]);
  const valueText = (u: Unit) => (u.basis === "acv" ? U(basisWord(u)) : `${U(basisWord(u))} ${amt(u.value)}`);
  const accText = (u: Unit) =>
    u.accessory !== null ? `${U(rng.pick(SPECIALTY.accessories[u.kind]))} ${amt(u.accessory)}` : "";
  const loanWord = rng.pick(SPECIALTY.loan);
  const lienLines = (p: TruthParty) => [
    U(p.name),
    ...addressLines(p.address, rng, look.upper),
    ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
  ];
  const storage = rng.chance(0.4) && units.some((u) => u.kind !== "moto");
  const storageAddress = () => {
    const place = rng.pick(PLACES.filter((p) => p.state === t.address.state).concat(rng.pick(PLACES)));
    return `${rng.pick(["Cedar", "Lakeside", "Highway", "Frontier", "Canyon"])} ${rng.pick(SPECIALTY.storageKinds)}, ${rng.int(100, 9999)} ${rng.pick(["Industrial Rd", "State Route 9", "County Road 12", "Frontage Rd"])}, ${place.city}, ${place.state} ${place.zips[0]}`;
  };

  const liabilitySection = () => {
    sectionHeading(w, look, rng.pick(SPECIALTY.section.liability));
    const rows: RRow[] = policyCovs.map((c) => {
      const p = premOf(c);
      return { cells: [[N(c.code)], [limitText(c)], [p !== null ? money(p) : incl]] };
    });
    fittedTable(
      w,
      look.ruled,
      [0.4, 0.42, 0.18],
      ["l", "l", "r"],
      ["Coverage", "Limits", "Premium"].map((h) => [U(h)]),
      rows,
      w.size * 0.92,
    );
    if (units.some((u) => u.kind === "trailer"))
      w.paragraph(
        rng.pick([
          "Liability for a towed trailer is provided by the policy on the towing vehicle while attached.",
          "Travel trailers: liability applies only while the trailer is detached and parked at a campsite.",
        ]),
        { size: w.size * 0.78 },
      );
  };

  // Arrangement 1: a block per unit (the unit's own small coverage table, its lienholder under it).
  const blocks = () => {
    liabilitySection();
    sectionHeading(w, look, rng.pick(SPECIALTY.section.units));
    // titledBox measures its drawing before drawing it: every random choice is made first.
    const valuation = rng.pick(["Valuation", "Insured Value", "Value"]);
    const covHead = [rng.pick(["Physical Damage", "Coverage", "Unit Coverages"]), "Deductible / Limit", "Premium"].map(
      (h) => [U(h)],
    );
    const totalWord = U(rng.pick(["Unit premium", "Total for this unit", "Vehicle Total"]));
    const role = rng.pick(SPECIALTY.lienRole);
    const compName = N("COMP");
    const collName = N("COLL");
    units.forEach((u, i) => {
      const head = U(`${unitName(i)}: ${u.year} ${u.make} ${u.model}`);
      const value = valueText(u);
      const accName = U(rng.pick(SPECIALTY.accessories[u.kind]));
      const lien = u.party ? lienLines(u.party) : null;
      const cov: RRow[] = [
        { cells: [[compName], [ded(u.comp)], [u.prem.C !== undefined ? money(u.prem.C) : ""]] },
        { cells: [[collName], [ded(u.coll)], [u.prem.CL !== undefined ? money(u.prem.CL) : ""]] },
      ];
      if (u.accessory !== null) cov.push({ cells: [[accName], [amt(u.accessory)], [money(u.prem.A ?? 0)]] });
      u.extras.forEach((e, k) =>
        cov.push({ cells: [[U(e)], [incl], [u.accessory === null && k === 0 ? money(u.prem.A) : ""]] }),
      );
      cov.push({ cells: [[totalWord], [""], [money(unitTotal(u))]], bold: true });
      titledBox(w, head, (ww) => {
        labelled(
          ww,
          [
            ["VIN", [u.vin]],
            [valuation, [value]],
          ],
          0.28,
          { size: ww.size * 0.92 },
        );
        fittedTable(ww, false, [0.46, 0.32, 0.22], ["l", "l", "r"], covHead, cov, ww.size * 0.9);
        if (lien) {
          ww.gap(2);
          labelled(ww, [[role, lien]], 0.28, { size: ww.size * 0.9 });
        }
      });
      w.gap(3);
    });
    return "blocks";
  };

  // Arrangement 2: one grid of units under the liability box; lienholders keyed by unit after it.
  const grid = () => {
    liabilitySection();
    sectionHeading(w, look, rng.pick(SPECIALTY.section.units));
    const h = rng.pick(SPECIALTY.unitHead).map(U);
    const hasAcc = units.some((u) => u.accessory !== null);
    const rows: RRow[] = units.map((u, i) => ({
      cells: [
        [String(i + 1)],
        [String(u.year)],
        [U(u.make)],
        [U(u.model)],
        [u.vin],
        u.basis === "acv" ? [U(basisWord(u))] : [U(basisWord(u)), amt(u.value)],
        [ded(u.comp)],
        [ded(u.coll)],
        ...(hasAcc ? [[u.accessory !== null ? amt(u.accessory) : notCovered]] : []),
        [money(unitTotal(u))],
      ],
    }));
    const head = [...h.slice(0, 8), ...(hasAcc ? [h[8]] : []), h[9]].map((s) => [s]);
    fittedTable(
      w,
      look.ruled,
      [0.04, 0.05, 0.11, 0.15, 0.17, 0.11, 0.08, 0.08, ...(hasAcc ? [0.08] : []), 0.09],
      ["l", "l", "l", "l", "l", "l", "r", "r", ...(hasAcc ? ["r" as const] : []), "r"],
      head,
      rows,
      w.size * 0.88,
    );
    const extrasLines = units.flatMap((u, i) => (u.extras.length ? [`${unitName(i)}: ${u.extras.join("; ")}`] : []));
    if (extrasLines.length) {
      w.gap(2);
      w.line(U(rng.pick(["Optional coverages", "Additional unit coverages"])), { bold: true, size: w.size * 0.85 });
      for (const l of extrasLines)
        for (const p of w.wrap(l, { size: w.size * 0.85 })) w.line(p, { size: w.size * 0.85 }, 8);
    }
    const financed = units.map((u, i) => ({ u, i })).filter(({ u }) => u.party);
    if (financed.length) {
      sectionHeading(w, look, rng.pick(SPECIALTY.section.liens));
      const key = rng.pick(SPECIALTY.lienKey);
      for (const { u, i } of financed) {
        const st: TextStyle = { size: w.size * 0.9 };
        const lead = fill(key, { u: `${unitName(i)} (${u.year} ${u.make})` });
        const text = `${lead}${lienLines(u.party!).join(", ")}`;
        w.ensure(w.lineHeight * 2);
        for (const l of w.wrap(text, st)) w.line(l, st);
        w.gap(2);
      }
    }
    return "grid";
  };

  // Arrangement 3: coverages down the side, one column per unit.
  const matrix = () => {
    sectionHeading(w, look, rng.pick(SPECIALTY.section.matrix));
    const k = units.length;
    const head = [
      [U(rng.pick(SPECIALTY.matrixHead))],
      ...units.map((u, i) => [U(unitName(i)), `${u.year} ${U(u.make)}`, U(u.model)]),
    ];
    const across = (f: (u: Unit) => string[]) => units.map(f);
    const rows: RRow[] = [{ cells: [["VIN"], ...across((u) => [u.vin])] }];
    rows.push({ cells: [[U(rng.pick(["Valuation", "Value"]))], ...across((u) => [valueText(u)])] });
    for (const c of policyCovs) {
      const lim =
        c.limitPerPerson !== null
          ? `${amt(c.limitPerPerson)} / ${amt(c.limitPerAccident!)}`
          : `${amt(c.limitPerAccident!)}${c.deductible !== null ? ` (${amt(c.deductible)} ded.)` : ""}`;
      const key = c === liability[0] ? "L" : c === um[0] ? "UM" : c === med ? "MP" : null;
      rows.push({
        cells: [
          [N(c.code)],
          ...across((u) => {
            if (u.kind === "trailer" && key !== "L" && key !== null) return [notCovered];
            if (key && u.prem[key] !== undefined) return [lim, money(u.prem[key])];
            return [lim];
          }),
        ],
      });
    }
    rows.push({
      cells: [
        [N("COMP")],
        ...across((u) => (u.comp !== null ? [`${amt(u.comp)} ded.`, money(u.prem.C)] : [notCovered])),
      ],
    });
    rows.push({
      cells: [
        [N("COLL")],
        ...across((u) => (u.coll !== null ? [`${amt(u.coll)} ded.`, money(u.prem.CL)] : [notCovered])),
      ],
    });
    if (units.some((u) => u.accessory !== null || u.extras.length))
      rows.push({
        cells: [
          [U(rng.pick(["Accessories & Options", "Optional Coverages"]))],
          ...across((u) => {
            const l = [accText(u), ...u.extras.map(U)].filter(Boolean);
            return l.length ? [...l, money(u.prem.A)] : [notCovered];
          }),
        ],
      });
    rows.push({
      cells: [[U(rng.pick(["Unit Premium", "Total per Unit"]))], ...across((u) => [money(unitTotal(u))])],
      bold: true,
    });
    fittedTable(
      w,
      look.ruled,
      [0.24, ...units.map(() => 0.76 / k)],
      ["l", ...units.map(() => "l" as const)],
      head,
      rows,
      w.size * (k > 3 ? 0.8 : 0.88),
    );
    if (liability[0].code === "BI")
      w.paragraph(
        rng.pick([
          "Liability limits are shown each person / each accident and apply once per accident regardless of the number of units involved.",
          "Limits shown for liability, uninsured motorist and medical payments apply to the policy as a whole, not to each unit.",
        ]),
        { size: w.size * 0.78 },
      );
    const financed = units.map((u, i) => ({ u, i })).filter(({ u }) => u.party);
    if (financed.length) {
      sectionHeading(w, look, rng.pick(SPECIALTY.section.liens));
      fittedTable(
        w,
        look.ruled,
        [0.2, 0.5, 0.3],
        ["l", "l", "l"],
        [U("Unit"), U(rng.pick(SPECIALTY.lienRole)), U(loanWord)].map((s) => [s]),
        financed.map(({ u, i }) => ({
          cells: [
            [unitName(i), u.vin],
            [U(u.party!.name), ...addressLines(u.party!.address, rng, look.upper)],
            [u.party!.loanNumber ?? rng.pick(["", "--"])],
          ],
        })),
        w.size * 0.9,
      );
    }
    return "matrix";
  };

  const arrangement = rng.pick([blocks, blocks, grid, matrix]);
  const name = arrangement();

  // ---------------------------------------------------------------- the rest
  if (storage) {
    w.gap(3);
    labelled(w, [[U(rng.pick(SPECIALTY.storage)), [storageAddress()]]], 0.24, { size: w.size * 0.9 });
  }
  if (units.some((u) => u.kind === "moto") && rng.chance(0.5)) {
    const y = Number(eff.slice(0, 4));
    const [a, b] = [`${y}-11-15`, `${y + 1}-03-15`];
    w.paragraph(fill(rng.pick(SPECIALTY.layup), { a: d(a), b: d(b) }), { size: w.size * 0.8 });
  }
  if (rng.chance(0.55)) {
    sectionHeading(w, look, rng.pick(SPECIALTY.section.operators));
    const note = rng.pick(SPECIALTY.operatorNote);
    for (const name of x.drivers)
      w.line(`${U(name)}   ${fill(note, { y: String(rng.int(1985, 2019)) })}`, { size: w.size * 0.9 }, 6);
  }
  sectionHeading(w, look, rng.pick(SPECIALTY.section.premium));
  const pw = (w.right - w.left) * 0.6;
  if (inFees.length) {
    amountLine(w, pw, U(rng.pick(SPECIALTY.premium.units)), money(unitsTotal));
    for (const f of inFees) amountLine(w, pw, U(f.label), money(f.amount));
  }
  amountLine(w, pw, U(rng.pick(SPECIALTY.premium.total)), money(total), { bold: true });
  for (const f of outFees)
    w.paragraph(fill(rng.pick(SPECIALTY.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });
  if (rng.chance(0.5)) w.paragraph(rng.pick(SPECIALTY.discounts), { size: w.size * 0.8 });
  const formId = rng.pick(SPECIALTY.formId);
  const pageForm = rng.pick(SPECIALTY.pageNo);
  footers(
    w,
    () => formId,
    (p, q) => `${policyNumber}   ${fill(pageForm, { n: String(p), m: String(q) })}`,
  );

  // ---------------------------------------------------------------- the truth
  truth.policyNumber = policyNumber;
  truth.expirationDate = exp;
  truth.premium = fromCents(total);
  truth.properties = units.map((u) => ({
    type: "vehicle" as const,
    data: { vin: u.vin, year: u.year, make: u.make, model: u.model },
  }));
  truth.coverages = [
    ...policyCovs,
    ...units.flatMap((u) => [
      ...(u.comp !== null
        ? [{ code: "COMP" as const, limitPerPerson: null, limitPerAccident: null, deductible: u.comp, vin: u.vin }]
        : []),
      ...(u.coll !== null
        ? [{ code: "COLL" as const, limitPerPerson: null, limitPerAccident: null, deductible: u.coll, vin: u.vin }]
        : []),
    ]),
  ];
  truth.thirdParties = units.flatMap((u) => (u.party ? [u.party] : []));
  if (!naic) truth.carrier.naicCode = null;
  const kinds = [...new Set(units.map((u) => u.kind))].sort().join("+");
  const variant = [
    "auto",
    name,
    csl ? "csl" : "split",
    `units-${n}`,
    kinds,
    look.ruled ? "ruled" : "open",
    truth.thirdParties.length ? "liens" : "no-liens",
  ];
  return { truth, variant: variant.join("-"), title: `${title} - ${policyNumber}` };
};

// ---------------------------------------------------------------- home / condo: the seasonal dwelling

const seasonalDwelling = (w: Writer, g: GeneratedPolicy, rng: Rng): KindResult => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const x = g.extras;
  const L = ledger(g, rng);
  const look: Look = { ds: pickDateStyle(rng), upper: rng.chance(0.3), ruled: rng.chance(0.6), bars: rng.chance(0.5) };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const H = SPECIALTY.home;
  const naic = x.naicCode !== null && rng.chance(0.6);
  const title = rng.pick(SPECIALTY.homeTitle[t.type]);
  const extra: [string, string][] = rng.chance(0.5) ? [[rng.pick(SPECIALTY.claims), tollFree(rng)]] : [];
  pageHeading(w, g, rng, look, {
    title,
    policyNumber: t.policyNumber,
    eff: t.effectiveDate,
    exp: t.expirationDate,
    naic,
    extra,
  });
  const dw = dwellingAddress(t)!;
  sectionHeading(w, look, rng.pick(H.location));
  for (const l of addressLines(dw, rng, look.upper)) w.line(l, {}, 8);
  w.line(`${rng.pick(H.occupancy)}   Year Built ${x.yearBuilt}`, { size: w.size * 0.85 }, 8);
  sectionHeading(w, look, rng.pick(SPECIALTY.section.premium));
  const nk = rng.int(0, 2);
  const rows: RRow[] = [];
  for (const code of [
    "DWELLING",
    "OTHER_STRUCTURES",
    "PERSONAL_PROPERTY",
    "LOSS_OF_USE",
    "PERSONAL_LIABILITY",
    "MEDICAL_PAYMENTS",
  ]) {
    const c = t.coverages.find((v) => v.code === code);
    const label = U(H.coverage[code === "DWELLING" && t.type === "condo" ? "CONDO_A" : code][nk]);
    if (!c) {
      if (code === "LOSS_OF_USE" && x.lossOfUseAls) rows.push({ cells: [[label], [U(H.als[0])], [""]] });
      continue;
    }
    rows.push({ cells: [[label], [amt(c.limitPerAccident!)], [money(L.coverage.get(c)![0])]] });
  }
  x.optional.forEach((o, i) => rows.push({ cells: [[U(o.label)], [o.limit], [money(L.optional[i][0])]] }));
  fittedTable(
    w,
    look.ruled,
    [0.5, 0.3, 0.2],
    ["l", "r", "r"],
    ["Coverage", "Limit", "Premium"].map((h) => [U(h)]),
    rows,
    w.size * 0.92,
  );
  const A = t.coverages.find((c) => c.code === "DWELLING")!;
  const dedItems: [string, string[]][] = [[U(rng.pick(H.deductible)), [amt(A.deductible!)]]];
  if (x.windHailPercent) dedItems.push([U(rng.pick(H.wind)), [`${x.windHailPercent}% of Coverage A`]]);
  w.gap(3);
  labelled(w, dedItems, 0.4);
  if (rng.chance(0.5)) w.paragraph(rng.pick(H.vacancy), { size: w.size * 0.8 });
  const pw = (w.right - w.left) * 0.6;
  if (L.inFees.length) {
    amountLine(w, pw, U(rng.pick(SPECIALTY.premium.subtotal)), money(L.base));
    for (const f of L.inFees) amountLine(w, pw, U(f.label), money(f.amount));
  }
  amountLine(w, pw, U(rng.pick(SPECIALTY.premium.total)), money(L.total), { bold: true });
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(SPECIALTY.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });
  if (t.thirdParties.length) {
    sectionHeading(w, look, rng.pick(SPECIALTY.section.liens));
    const loan = rng.pick(SPECIALTY.loan);
    t.thirdParties.forEach((p, i) =>
      labelled(
        w,
        [
          [
            U(H.mortgagee[Math.min(i, 1)]),
            [
              U(p.name),
              ...addressLines(p.address, rng, look.upper),
              ...(p.loanNumber ? [`${loan} ${p.loanNumber}`] : []),
            ],
          ],
        ],
        0.26,
      ),
    );
  }
  const formId = rng.pick(SPECIALTY.formId);
  const pageForm = rng.pick(SPECIALTY.pageNo);
  footers(
    w,
    () => formId,
    (p, q) => fill(pageForm, { n: String(p), m: String(q) }),
  );
  if (!naic) truth.carrier.naicCode = null;
  return {
    truth,
    variant: [t.type, "seasonal", look.ruled ? "ruled" : "open", t.thirdParties.length ? "mortgagee" : "none"].join(
      "-",
    ),
    title: `${title} - ${t.policyNumber}`,
  };
};

export const specialtyVehicleDeclarations: KindFn = (w, g, rng) =>
  g.truth.type === "auto" ? specialtyAuto(w, g, rng) : seasonalDwelling(w, g, rng);
