import { makeVin, type GeneratedPolicy, type TruthCoverage } from "../policy";
import type { Rng } from "../random";
import { MAKES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  personName,
  row,
  sideBySide,
  toCents,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { boxRow, dateText, fill, pickDateStyle, priorTerm, sectionBar, tollFree, type AnyDateStyle } from "./forms";
import { fitSize, fitWidth, footers, pairs, ruledRow, type RCol, type RRow } from "./ruled";

// Imitates the renewal declarations and renewal notices that print the expiring term beside the
// renewal term (Erie's and Auto-Owners' "Renewal Declarations - Comparison", Travelers' "Your
// policy at a glance: expiring / renewal", the regional mutuals' mainframe notices with PRIOR and
// RENEWAL columns, agency-system renewal reviews): the carrier's letterhead, the insured's window
// address beside the policy number and the renewal period, then every coverage with its expiring
// value and its renewal value. Columns are headed "Expiring" / "Renewal", "Current Term" / "New
// Term", "Prior" / "This Renewal" (renewal first on some pages), often with each term's dates
// under the heading; changed values are flagged with "*", a "Change" column ("Increased",
// "Decreased", "New", "Removed") or a flag column. Other pages print only the renewal column and
// write a changed value inline ("$1,000 (was $500)", "$500 >> $1,000", "Changed from $500 to
// $1,000"), or put the expiring value under it in smaller, parenthesised type. Coverages dropped
// at renewal keep their expiring values with "Removed" beside them; a vehicle replaced at renewal
// is listed with its VIN and "Deleted"; the premium is compared term to term with its change.
//
// THE TRUTH IS THE RENEWAL TERM: its dates, limits, deductibles, vehicles and premium. Every value
// of the expiring column (earlier dates, other limits and deductibles, its premium, a removed
// vehicle and its coverages, coverages dropped at renewal) is a distractor; on every page some
// expiring values differ from the renewal's, and the expiring premium always differs.

export const COMPARE = {
  title: {
    auto: [
      "RENEWAL DECLARATIONS",
      "Auto Policy Renewal - Term Comparison",
      "Personal Auto Renewal Declarations",
      "NOTICE OF RENEWAL - PERSONAL AUTO",
      "Your Renewal at a Glance",
    ],
    home: [
      "RENEWAL DECLARATIONS",
      "Homeowners Policy Renewal - Term Comparison",
      "Homeowners Renewal Declarations",
      "NOTICE OF RENEWAL - HOMEOWNERS",
      "Your Renewal at a Glance",
    ],
    condo: [
      "RENEWAL DECLARATIONS",
      "Condominium Policy Renewal - Term Comparison",
      "Condo Unit Owners Renewal Declarations",
      "NOTICE OF RENEWAL - CONDOMINIUM",
      "Your Renewal at a Glance",
    ],
  } as Record<string, string[]>,
  underwritten: ["Underwritten by {c}", "{c}", "Issued by {c}", "Insurer: {c}"],
  naic: ["NAIC {n}", "NAIC #{n}", "NAIC Code: {n}"],
  service: ["Customer Service {p}", "Questions? {p}", "Policy Service {p}", "Call {p}"],
  heads: [
    ["Expiring", "Renewal"],
    ["Current Term", "New Term"],
    ["Prior", "This Renewal"],
    ["Expiring Policy", "Renewal Policy"],
    ["Previous Term", "Renewing Term"],
    ["EXPIRING", "RENEWAL"],
  ],
  itemHead: ["Coverage", "Coverages and Limits", "Item", "Description"],
  premiumHead: ["Premium", "Prem.", "Term Premium"],
  changeHead: ["Change", "Changes", "Status"],
  flagHead: ["Chg", "*", "Chg."],
  flag: ["*", "C", "X"],
  words: {
    up: ["Increased", "Increase", "Higher"],
    down: ["Decreased", "Decrease", "Lower"],
    changed: ["Changed", "Changed", "Revised"],
    added: ["New", "Added", "New coverage"],
    removed: ["Removed", "Deleted", "Dropped"],
    same: ["", "", "No change", "--"],
  },
  notCarried: ["Not carried", "--", "None", "Not covered"],
  removedValue: ["Removed", "Deleted", "Not carried", "--"],
  inline: [
    "{new} (was {old})",
    "{old} >> {new}",
    "{old} -> {new}",
    "Changed from {old} to {new}",
    "{new} (prior: {old})",
  ],
  inlineNew: ["{new} (new)", "{new} - added at renewal", "NEW: {new}"],
  inlineRemoved: ["Removed (was {old})", "Deleted - was {old}", "{old} -> removed"],
  small: ["(expiring: {old})", "(was {old})", "(prior term {old})", "(current {old})"],
  smallNew: ["(not on expiring policy)", "(new at renewal)", "(added)"],
  footStar: [
    "* Indicates a change from your expiring policy.",
    "* Changed at renewal.",
    "Items marked * differ from the expiring term.",
  ],
  footFlag: ["{f} = changed from the prior term", "A {f} in the Chg column marks a change at renewal."],
  lead: [
    "Your policy will renew on {a}. The coverages of your expiring term are shown beside your renewal coverages.",
    "This notice shows your renewal coverages and premium for the term {a} to {b}, compared with your current term.",
    "We are pleased to renew your policy. Please review the changes below; coverages, limits and deductibles not marked are unchanged.",
    "",
  ],
  fields: {
    insured: ["Named Insured", "Named Insured(s)", "Policyholder", "Insured"],
    policyNo: ["Policy Number", "Policy No.", "Policy #"],
    renewalPeriod: ["Renewal Policy Period", "Policy Period", "Renewal Term", "Term"],
    expiringPeriod: ["Expiring Policy Period", "Prior Term", "Current Term Ends"],
    effective: ["Renewal Effective Date", "Renewal Date", "Effective"],
    issued: ["Date Issued", "Notice Date", "Processed"],
    agent: ["Your Agent", "Agent", "Producer"],
    account: ["Account Number", "Account #", "Billing Account"],
  },
  periodJoin: [" - ", " to ", " through "],
  period: ["Policy Period", "Term Dates", "Policy Term"],
  vehicles: ["VEHICLES", "Insured Vehicles", "Vehicle Schedule", "Described Autos"],
  vehStatus: {
    head: ["Status", "Renewal Status", "At Renewal"],
    kept: ["Continued", "Renewed", "No change", ""],
    added: ["Added", "New vehicle", "Added"],
    removed: ["Deleted", "Removed", "Replaced"],
  },
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}", "#{n}"],
  premises: ["Insured Location", "Residence Premises", "Property Address", "Location"],
  form: ["Policy Form", "Form", "Coverage Form"],
  yearBuilt: ["Year Built", "Yr Built"],
  sections: {
    policy: ["POLICY COVERAGES", "Liability and Medical", "Coverages for All Vehicles"],
    vehicle: ["{veh}: {car}", "Physical Damage - {veh} {car}", "{veh} - {car}"],
    damage: ["PHYSICAL DAMAGE", "Damage to Your Auto", "Physical Damage Coverages"],
    property: ["SECTION I - PROPERTY", "Property Coverages", "Section I"],
    liability: ["SECTION II - LIABILITY", "Liability Coverages", "Section II"],
    deductibles: ["DEDUCTIBLES", "Deductibles", "Section I Deductibles"],
    optional: ["OPTIONAL COVERAGES", "Endorsements", "Additional Coverages"],
    term: ["POLICY TERM", "Policy Information", "Term"],
  },
  labels: {
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI Liability"],
    PD: ["Property Damage", "Property Damage Liability", "PD Liability"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists Bodily Injury", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists Bodily Injury", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist PD", "Uninsured Motorists Property Damage", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "Medical Payments", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive"],
    COLL: ["Collision", "Collision", "Collision"],
  } as Record<string, string[]>,
  homeLabels: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "A. Dwelling"],
    condoA: ["Coverage A - Building Property", "Building Property", "A. Unit Improvements"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "B. Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "C. Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "D. Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "E. Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "F. Medical Payments"],
  } as Record<string, string[]>,
  aop: ["All Other Perils Deductible", "Deductible - All Perils", "AOP Deductible"],
  wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
  windValue: ["{p}% ({x})", "{p}% of Cov A ({x})"],
  als: ["Actual Loss Sustained", "ALS"],
  split: ["{a}/{b}", "{a} / {b}", "{a} each person / {b} each accident"],
  ded: ["{x} ded.", "{x} deductible", "Ded. {x}", "{x}"],
  droppedAuto: [
    ["Rental Reimbursement", "$30/day, $900 max"],
    ["Towing and Labor", "$75"],
    ["Roadside Assistance", "Included"],
    ["Loan/Lease Gap Coverage", "25% of ACV"],
  ],
  droppedHome: [
    ["Water Backup and Sump Overflow", "$5,000"],
    ["Scheduled Jewelry", "$6,200"],
    ["Identity Theft Expense", "$15,000"],
    ["Equipment Breakdown", "$50,000"],
  ],
  discounts: [
    ["Multi-Policy Discount", "Yes", "Yes"],
    ["Claims-Free Discount", "10%", "15%"],
    ["Paperless Discount", "No", "Yes"],
    ["Loyalty Discount", "3 years", "4 years"],
    ["Protective Device Credit", "5%", "5%"],
  ],
  discountHead: ["Discounts", "Discounts and Credits", "Credits"],
  total: ["Total Premium", "Total Policy Premium", "Term Premium", "TOTAL PREMIUM"],
  change: ["Premium change: {d} ({p})", "Change from expiring: {d} ({p})", "Difference: {d}"],
  inlinePremium: [
    "Total premium for the renewal term: {new} (expiring term: {old})",
    "Premium: {old} -> {new}",
    "Your renewal premium is {new}, compared with {old} for your current term.",
  ],
  smallPremium: ["(expiring term {old})", "(was {old})", "(current term: {old})"],
  reasons: [
    "Your premium changed because of rate changes approved in your state and updates to your coverage.",
    "Changes in premium reflect rate revisions, your coverage changes and discounts applied at renewal.",
    "",
  ],
  feeIn: ["Includes {label} of {x}.", "{label} {x} is included in the total."],
  feeOut: ["{label} of {x} is billed separately and not included.", "{label}: {x} (not included in premium)"],
  interests: ["ADDITIONAL INTERESTS", "Lienholder / Loss Payee", "Mortgagee(s)", "Additional Interests - No Change"],
  lienholder: ["Lienholder", "Loss Payee", "Lienholder"],
  lessor: ["Lessor", "Lessor / Additional Insured"],
  mortgagee: ["First Mortgagee", "Mortgagee", "1st Mortgagee"],
  secondMortgagee: ["Second Mortgagee", "2nd Mortgagee"],
  loan: ["Loan No. {l}", "Loan # {l}", "Acct {l}"],
  formCode: ["REN-CMP {y}", "RD 01 {y}", "RNL-DEC ({y})", "PR-REN {y}"],
  page: ["Page {n} of {m}", "Page {n}", "{n}/{m}"],
  contd: ["{num} - Renewal Declarations (continued)", "Policy {num} continued", "{name} / {num}"],
};

// ---------------------------------------------------------------- the look

interface Look {
  arrangement: "columns" | "inline" | "small";
  renewalFirst: boolean;
  marker: "star" | "word" | "flag" | "none";
  ruled: boolean;
  premiums: boolean;
  termDates: boolean;
  /** The small arrangement: the expiring value under every line, or only under changed ones. */
  smallAll: boolean;
  header: "window" | "boxes";
  ds: AnyDateStyle;
  dollar: boolean;
  scheme: number;
  scale: number;
  heads: string[];
  upper: boolean;
  naic: boolean;
  loans: boolean;
  interests: "listed" | "none";
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const arrangement = rng.weighted([
    ["columns", 5],
    ["inline", 2.5],
    ["small", 2.5],
  ] as const);
  return {
    arrangement,
    renewalFirst: rng.chance(0.3),
    marker:
      arrangement === "inline"
        ? rng.pick(["none", "none", "star"] as const)
        : rng.pick(["star", "word", "flag", "none"] as const),
    ruled: rng.chance(0.5),
    premiums: rng.chance(0.55),
    termDates: rng.chance(0.6),
    smallAll: rng.chance(0.4),
    header: rng.pick(["window", "boxes"] as const),
    ds: pickDateStyle(rng),
    dollar: rng.chance(0.8),
    scheme: rng.int(0, 2),
    scale: rng.pick([0.88, 0.92, 0.96, 1]),
    heads: rng.pick(COMPARE.heads),
    upper: rng.chance(0.35),
    naic: !!g.extras.naicCode && rng.chance(0.6),
    loans: rng.chance(0.8),
    interests: rng.weighted([
      ["listed", 9],
      ["none", 1],
    ] as const),
  };
}

// ---------------------------------------------------------------- items

/** One compared line: the expiring and renewal values as printed (null: not on that term). */
interface Item {
  label: string;
  exp: string | null;
  ren: string | null;
  /** Premiums in cents (null: none printed). */
  expPrem: number | null;
  renPrem: number | null;
  dir?: "up" | "down";
  /** Never flagged as a change (the policy period, which moves every renewal). */
  fixed?: boolean;
}

interface Group {
  title: string;
  items: Item[];
}

const changed = (i: Item) => i.exp !== i.ren && !i.fixed;

function otherFrom(rng: Rng, x: number, pool: number[]): number {
  const options = pool.filter((p) => p !== x);
  return rng.pick(options);
}

const SPLITS: [number, number][] = [
  [25000, 50000],
  [50000, 100000],
  [100000, 300000],
  [250000, 500000],
  [30000, 60000],
];

/** The expiring premium of a line: near the renewal's, never equal to it. */
function priorPremium(rng: Rng, cents: number): number {
  let x = Math.round(cents * (0.8 + rng.next() * 0.28));
  if (x === cents) x -= rng.int(100, 900);
  return Math.max(100, x);
}

interface Fmt {
  m: (n: number) => string;
  split: (a: number, b: number) => string;
  ded: (n: number) => string;
}

function formats(look: Look, rng: Rng): Fmt {
  const m = (n: number) => dollars(n, { sign: look.dollar });
  const split = rng.pick(COMPARE.split);
  const ded = rng.pick(COMPARE.ded);
  return {
    m,
    split: (a, b) => fill(split, { a: m(a), b: m(b) }),
    ded: (n) => fill(ded, { x: m(n) }),
  };
}

function autoGroups(
  g: GeneratedPolicy,
  look: Look,
  rng: Rng,
  F: Fmt,
): { groups: Group[]; removedCar: RemovedCar | null; newCar: string | null } {
  const t = g.truth;
  const C = COMPARE;
  const P = g.extras.coveragePremiums;
  const label = (code: string) => C.labels[code][look.scheme];
  const cov = (code: string, vin?: string) => t.coverages.find((c) => c.code === code && c.vin === vin);
  const vehicles = vehicleList(g);
  const prem = (c: TruthCoverage) => toCents(P.get(c) ?? 0);

  const value = (c: TruthCoverage, pp = c.limitPerPerson, pa = c.limitPerAccident, d = c.deductible): string => {
    const limit = pp !== null && pa !== null ? F.split(pp, pa) : pa !== null ? F.m(pa) : "";
    const ded = d !== null ? F.ded(d) : "";
    return [limit, ded].filter(Boolean).join(", ");
  };
  /** The coverage's expiring value: other limits or another deductible. */
  const before = (c: TruthCoverage): { text: string; dir: "up" | "down" } => {
    if (c.limitPerPerson !== null) {
      const [a, b] = rng.pick(SPLITS.filter(([x, y]) => x !== c.limitPerPerson && y !== c.limitPerAccident));
      return { text: value(c, a, b), dir: a < c.limitPerPerson ? "up" : "down" };
    }
    if (c.deductible !== null && (c.limitPerAccident === null || rng.chance(0.5))) {
      const d = otherFrom(rng, c.deductible, [0, 100, 250, 500, 1000, 1500, 2000]);
      // A lower deductible at renewal is more coverage: "up".
      return { text: value(c, null, c.limitPerAccident, d), dir: d > c.deductible ? "up" : "down" };
    }
    const pool =
      c.code === "MEDPAY"
        ? [1000, 2000, 5000, 10000]
        : c.code === "CSL"
          ? [300000, 500000, 1000000]
          : [10000, 15000, 25000, 50000, 100000];
    const x = otherFrom(rng, c.limitPerAccident!, pool);
    return { text: value(c, null, x), dir: x < c.limitPerAccident! ? "up" : "down" };
  };

  // One coverage may be new at renewal, and a vehicle added (its coverages not on the expiring term).
  const optionalCodes = t.coverages.filter((c) => !["BI", "PD", "CSL"].includes(c.code));
  const added = optionalCodes.length && rng.chance(0.3) ? rng.pick(optionalCodes) : null;
  const newCar = vehicles.length > 1 && rng.chance(0.25) ? vehicles[vehicles.length - 1].vin : null;
  // Which lines changed at renewal: at least one coverage carried over from the expiring term.
  const carried = t.coverages.filter((c) => c !== added && !(newCar && c.vin === newCar));
  const changedSet = new Set(rng.shuffle(carried).slice(0, rng.int(1, Math.min(4, carried.length))));

  const item = (c: TruthCoverage, name: string): Item => {
    const ren = value(c);
    const renPrem = prem(c);
    if (c === added || (newCar && c.vin === newCar)) return { label: name, exp: null, ren, expPrem: null, renPrem };
    if (changedSet.has(c)) {
      const b = before(c);
      return { label: name, exp: b.text, ren, expPrem: priorPremium(rng, renPrem), renPrem, dir: b.dir };
    }
    return { label: name, exp: ren, ren, expPrem: priorPremium(rng, renPrem), renPrem };
  };

  const order = ["BI", "PD", "CSL", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
  const policyItems: Item[] = order.flatMap((code) => {
    const c = cov(code);
    return c ? [item(c, label(code))] : [];
  });
  // A coverage dropped at renewal: on the expiring term only.
  const absent = ["UMPD", "MEDPAY", "UIMBI"].filter((code) => !cov(code));
  if (absent.length && rng.chance(0.35)) {
    const code = rng.pick(absent);
    const x = code === "MEDPAY" ? rng.pick([1000, 5000]) : code === "UMPD" ? rng.pick([15000, 25000]) : 0;
    const exp = code === "UIMBI" ? F.split(...rng.pick(SPLITS.slice(0, 3))) : F.m(x);
    policyItems.push({ label: label(code), exp, ren: null, expPrem: rng.int(1500, 9000), renPrem: null });
  }

  const vehWord = rng.pick(C.vehWord);
  const car = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;
  const secTitle = rng.pick(C.sections.vehicle);
  const byVehicle = rng.chance(0.5);
  const damage = vehicles.map((v) => {
    const tag = fill(vehWord, { n: String(v.index + 1) });
    const items: Item[] = (["COMP", "COLL"] as const).flatMap((code) => {
      const c = cov(code, v.vin);
      return c ? [item(c, byVehicle ? label(code) : `${label(code)} - ${tag}`)] : [];
    });
    return { title: fill(secTitle, { veh: tag, car: car(v) }), items };
  });

  // A vehicle replaced at renewal: its VIN and deductibles on the expiring term only.
  let removedCar: RemovedCar | null = null;
  if (rng.chance(0.3)) {
    const info = rng.pick(MAKES);
    const [model, from, to] = rng.pick(info.models);
    const year = rng.int(Math.max(from, 2012), Math.min(to, 2022));
    const vin = makeVin(rng, rng.pick(info.wmis), year);
    removedCar = { year, make: info.make, model, vin, n: vehicles.length + 1 };
    const tag = fill(vehWord, { n: String(removedCar.n) });
    const items: Item[] = [
      {
        label: byVehicle ? label("COMP") : `${label("COMP")} - ${tag}`,
        exp: F.ded(rng.pick([250, 500, 1000])),
        ren: null,
        expPrem: rng.int(4000, 20000),
        renPrem: null,
      },
      {
        label: byVehicle ? label("COLL") : `${label("COLL")} - ${tag}`,
        exp: F.ded(rng.pick([500, 1000])),
        ren: null,
        expPrem: rng.int(8000, 30000),
        renPrem: null,
      },
    ];
    damage.push({ title: fill(secTitle, { veh: tag, car: car(removedCar) }), items });
  }

  const optional = optionalItems(g, rng, C.droppedAuto);
  const groups: Group[] = [
    { title: rng.pick(C.sections.policy), items: policyItems },
    ...(byVehicle ? damage : [{ title: rng.pick(C.sections.damage), items: damage.flatMap((d) => d.items) }]),
    { title: rng.pick(C.sections.optional), items: optional },
  ];
  return { groups: groups.filter((x) => x.items.length), removedCar, newCar };
}

interface RemovedCar {
  year: number;
  make: string;
  model: string;
  vin: string;
  n: number;
}

/** The policy's optional coverages (maybe changed in premium only) and one dropped at renewal. */
function optionalItems(g: GeneratedPolicy, rng: Rng, pool: string[][]): Item[] {
  const out: Item[] = g.extras.optional.map((o) => {
    const renPrem = toCents(o.premium);
    return { label: o.label, exp: o.limit, ren: o.limit, expPrem: priorPremium(rng, renPrem), renPrem };
  });
  const have = g.extras.optional.map((o) => o.label.split(" ")[0]);
  const free = pool.filter(([l]) => !have.includes(l.split(" ")[0]));
  if (free.length && rng.chance(0.4)) {
    const [label, limit] = rng.pick(free);
    out.push({ label, exp: limit, ren: null, expPrem: rng.int(800, 6000), renPrem: null });
  }
  return out;
}

function homeGroups(g: GeneratedPolicy, look: Look, rng: Rng, F: Fmt): Group[] {
  const t = g.truth;
  const C = COMPARE;
  const P = g.extras.coveragePremiums;
  const condo = t.type === "condo";
  const name = (code: string) => C.homeLabels[code][look.scheme];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const prem = (c: TruthCoverage) => toCents(P.get(c) ?? 0);

  // The expiring limits: before the inflation adjustment (a few percent lower).
  const factor = rng.pick([1.03, 1.04, 1.05, 1.06, 1.08]);
  const adjusted = new Set(
    ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"].filter(
      (c) => cov(c) && rng.chance(c === "DWELLING" ? 0.85 : 0.6),
    ),
  );
  const liabilityChanged = rng.chance(0.25);
  // Something always changed: the deductible, when no limit did.
  const dedChanged = rng.chance(0.45) || (!adjusted.size && !liabilityChanged);
  const limitItem = (code: string, label: string): Item | null => {
    const c = cov(code);
    if (!c) return null;
    const x = c.limitPerAccident!;
    const renPrem = prem(c);
    let old = x;
    if (adjusted.has(code)) {
      old = Math.round(x / factor / 100) * 100;
      if (old === x) old -= 1000;
    } else if (code === "PERSONAL_LIABILITY" && liabilityChanged) old = otherFrom(rng, x, [100000, 300000, 500000]);
    return {
      label,
      exp: F.m(old),
      ren: F.m(x),
      expPrem: priorPremium(rng, renPrem),
      renPrem,
      dir: old < x ? "up" : "down",
    };
  };

  const property: Item[] = [];
  const A = cov("DWELLING")!;
  const a = limitItem("DWELLING", condo ? C.homeLabels.condoA[look.scheme] : name("DWELLING"));
  if (a) property.push(a);
  for (const code of ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) {
    const it = limitItem(code, name(code));
    if (it) property.push(it);
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) {
      const als = rng.pick(C.als);
      property.push({ label: name(code), exp: als, ren: als, expPrem: null, renPrem: null });
    }
  }
  const liability = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].flatMap((code) => {
    const it = limitItem(code, name(code));
    return it ? [it] : [];
  });

  const deductibles: Item[] = [];
  const d = A.deductible!;
  const oldD = dedChanged ? otherFrom(rng, d, [500, 1000, 1500, 2000, 2500]) : d;
  deductibles.push({
    label: rng.pick(C.aop),
    exp: F.m(oldD),
    ren: F.m(d),
    expPrem: null,
    renPrem: null,
    dir: oldD > d ? "up" : "down",
  });
  const wind = g.extras.windHailPercent;
  if (wind) {
    const windText = rng.pick(C.windValue);
    const now = fill(windText, { p: String(wind), x: F.m(Math.round((A.limitPerAccident! * wind) / 100)) });
    const oldA = adjusted.has("DWELLING") ? Math.round(A.limitPerAccident! / factor / 100) * 100 : A.limitPerAccident!;
    const then = fill(windText, { p: String(wind), x: F.m(Math.round((oldA * wind) / 100)) });
    deductibles.push({ label: rng.pick(C.wind), exp: then, ren: now, expPrem: null, renPrem: null, dir: "down" });
  }

  return [
    { title: rng.pick(C.sections.property), items: property },
    { title: rng.pick(C.sections.deductibles), items: deductibles },
    { title: rng.pick(C.sections.liability), items: liability },
    { title: rng.pick(C.sections.optional), items: optionalItems(g, rng, C.droppedHome) },
  ].filter((x) => x.items.length);
}

// ---------------------------------------------------------------- drawing the comparison

interface Ctx {
  w: Writer;
  look: Look;
  rng: Rng;
  size: number;
  expHead: string[];
  renHead: string[];
  money: (cents: number) => string;
  notCarried: string;
  removedValue: string;
  words: { up: string; down: string; changed: string; added: string; removed: string; same: string };
  flag: string;
  inline: string;
  inlineNew: string;
  inlineRemoved: string;
  small: string;
  smallNew: string;
  running: (ww: Writer) => void;
}

/** The change word of a line ("Increased", "New", "Removed"), or the page's word for no change. */
function changeWord(c: Ctx, i: Item): string {
  if (i.exp === null) return c.words.added;
  if (i.ren === null) return c.words.removed;
  if (!changed(i)) return c.words.same;
  return i.dir === "up" ? c.words.up : i.dir === "down" ? c.words.down : c.words.changed;
}

function markRen(c: Ctx, i: Item, text: string): string {
  return c.look.marker === "star" && changed(i) ? `${text} *` : text;
}

/** Side by side: item, expiring (and its premium), renewal (and its premium), a change column. */
function drawColumns(c: Ctx, groups: Group[], extraRows: Item[]): void {
  const { look } = c;
  const prem = look.premiums;
  const markerCol = look.marker === "word" ? 0.12 : look.marker === "flag" ? 0.06 : 0;
  const valueW = prem ? 0.19 : 0.27;
  const premW = prem ? 0.1 : 0;
  const labelW = 1 - markerCol - 2 * (valueW + premW);
  type Cell = { width: number; align: "l" | "r" | "c"; head: string[]; get: (i: Item) => string };
  const expCells: Cell[] = [
    { width: valueW, align: "r", head: c.expHead, get: (i) => i.exp ?? c.notCarried },
    ...(prem
      ? [
          {
            width: premW,
            align: "r" as const,
            head: [""],
            get: (i: Item) => (i.expPrem !== null ? c.money(i.expPrem) : ""),
          },
        ]
      : []),
  ];
  const renCells: Cell[] = [
    { width: valueW, align: "r", head: c.renHead, get: (i) => markRen(c, i, i.ren ?? c.removedValue) },
    ...(prem
      ? [
          {
            width: premW,
            align: "r" as const,
            head: [""],
            get: (i: Item) => (i.renPrem !== null ? c.money(i.renPrem) : ""),
          },
        ]
      : []),
  ];
  if (prem) {
    const ph = c.rng.pick(COMPARE.premiumHead);
    expCells[1].head = ["", ph];
    renCells[1].head = ["", ph];
  }
  const marker: Cell[] =
    look.marker === "word"
      ? [{ width: markerCol, align: "l", head: [c.rng.pick(COMPARE.changeHead)], get: (i) => changeWord(c, i) }]
      : look.marker === "flag"
        ? [
            {
              width: markerCol,
              align: "c",
              head: [c.rng.pick(COMPARE.flagHead)],
              get: (i) => (changed(i) ? c.flag : ""),
            },
          ]
        : [];
  const cells: Cell[] = [
    { width: labelW, align: "l", head: [c.rng.pick(COMPARE.itemHead)], get: (i) => i.label },
    ...(look.renewalFirst ? [...renCells, ...expCells] : [...expCells, ...renCells]),
    ...marker,
  ];
  // Headers are stacked: the term's name over its dates; premium columns only get their word on line 2.
  const depth = Math.max(...cells.map((x) => x.head.length));
  const head = cells.map((x) => [...x.head, ...Array(depth - x.head.length).fill("")]);
  table(
    c,
    cells.map((x) => ({ width: x.width, align: x.align })),
    head,
    groups.map((gr) => ({ title: gr.title, rows: gr.items.map((i) => cells.map((x) => [x.get(i)])) })),
    extraRows.map((i) => cells.map((x) => [x.get(i)])),
  );
}

/** The renewal column only; a changed value carries its expiring value inline. */
function drawInline(c: Ctx, groups: Group[], extraRows: Item[]): void {
  const { look } = c;
  const prem = look.premiums;
  const text = (i: Item): string => {
    if (i.exp === null) return fill(c.inlineNew, { new: i.ren! });
    if (i.ren === null) return fill(c.inlineRemoved, { old: i.exp });
    return markRen(c, i, changed(i) ? fill(c.inline, { old: i.exp, new: i.ren }) : i.ren);
  };
  const cols: RCol[] = [
    { width: prem ? 0.4 : 0.45 },
    { width: prem ? 0.45 : 0.55, align: "l" },
    ...(prem ? [{ width: 0.15, align: "r" as const }] : []),
  ];
  const head = [[c.rng.pick(COMPARE.itemHead)], [c.renHead[0]], ...(prem ? [[c.rng.pick(COMPARE.premiumHead)]] : [])];
  const cells = (i: Item) => [[i.label], [text(i)], ...(prem ? [[i.renPrem !== null ? c.money(i.renPrem) : ""]] : [])];
  table(
    c,
    cols,
    head,
    groups.map((gr) => ({ title: gr.title, rows: gr.items.map(cells) })),
    extraRows.map(cells),
  );
}

/** The renewal value, with the expiring one under it in smaller parenthesised type. */
function drawSmall(c: Ctx, groups: Group[], extraRows: Item[]): void {
  const { w, look } = c;
  const prem = look.premiums;
  const span = w.right - w.left;
  const cols: Col[] = [
    { at: 0, width: prem ? 0.45 : 0.55 },
    { at: prem ? 0.47 : 0.57, width: prem ? 0.33 : 0.43, align: "r" },
    ...(prem ? [{ at: 0.82, width: 0.18, align: "r" as const }] : []),
  ];
  const size = c.size;
  const tiny: TextStyle = { size: size * 0.76 };
  const all = look.smallAll;
  const head = [[c.rng.pick(COMPARE.itemHead)], [c.renHead[0]], ...(prem ? [[c.rng.pick(COMPARE.premiumHead)]] : [])];
  const header = () => {
    row(w, cols, head, { size: size * 0.92, bold: true }, { rule: true });
  };
  w.ensure(size * 8);
  header();
  const one = (i: Item, bold = false) => {
    const main = [
      [i.label],
      [markRen(c, i, i.ren ?? c.removedValue)],
      ...(prem ? [[i.renPrem !== null ? c.money(i.renPrem) : ""]] : []),
    ];
    w.ensure(size * 3.2);
    row(w, cols, main, { size, bold }, { pad: 0 });
    const under = i.exp === null ? c.smallNew : changed(i) || all ? fill(c.small, { old: i.exp }) : "";
    const underPrem =
      prem && i.expPrem !== null && (changed(i) || all) ? fill(c.small, { old: c.money(i.expPrem) }) : "";
    if (under || underPrem) row(w, cols, [[""], [under], ...(prem ? [[underPrem]] : [])], tiny, { pad: 1 });
    w.y += 2;
  };
  for (const gr of groups) {
    w.ensure(size * 5);
    w.gap(2);
    w.put(gr.title, w.left, w.y + size, { size, bold: true });
    w.y += size * 1.4;
    w.page.rects.push({ x: w.left, y: w.y - 1, w: span * 0.4, h: 0.5, fill: true });
    for (const i of gr.items) one(i);
  }
  hrule(w, 0.6, 3);
  for (const i of extraRows) one(i, true);
}

interface TGroup {
  title: string;
  rows: string[][][];
}

/** A table of groups (a title row, then rows), ruled or with hairlines, header repeated on new pages. */
function table(c: Ctx, cols: RCol[], head: string[][], groups: TGroup[], extra: string[][][]): void {
  const { w, look } = c;
  const probe: RRow[] = [
    { cells: head.map((h) => h), bold: true },
    ...groups.flatMap((gr) => gr.rows.map((cells) => ({ cells }))),
    ...extra.map((cells) => ({ cells, bold: true })),
  ];
  const size = Math.min(c.size, fitSize(w, cols, probe, c.size) ?? c.size * 0.8);
  const at: number[] = [];
  cols.reduce((acc, x) => (at.push(acc), acc + x.width), 0);
  const plain: Col[] = cols.map((x, i) => ({ at: at[i], width: x.width, align: x.align }));
  const draw = (cells: string[][], bold: boolean, span = false) => {
    if (look.ruled) ruledRow(w, cols, { cells, bold, span }, bold ? size * 0.95 : size);
    else
      row(
        w,
        span ? [{ at: 0, width: 1 }] : plain,
        cells,
        { size: bold ? size * 0.93 : size, bold },
        { rule: !span, pad: 2 },
      );
  };
  // A column's header lines are stacked in its cell (a term's name over its dates).
  const header = () => {
    if (!look.ruled) hrule(w, 0.9, 2);
    draw(head, true);
  };
  w.ensure(size * 9);
  header();
  const running = c.running;
  w.setPageDecorator((ww) => {
    running(ww);
    header();
  });
  for (const gr of groups) {
    w.ensure(size * 4.5);
    draw([[gr.title]], true, true);
    for (const r of gr.rows) draw(r, false);
  }
  if (!look.ruled) hrule(w, 0.9, 2);
  for (const r of extra) draw(r, true);
  w.setPageDecorator(running);
}

// ---------------------------------------------------------------- the page

export const renewalTermComparison: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const C = COMPARE;
  const look = pickLook(rng, g);
  const F = formats(look, rng);
  const d = (iso: string) => dateText(iso, look.ds);
  const money = (cents: number) => dollars(fromCents(cents), { cents: true, sign: look.dollar });
  const [prevA, prevB] = priorTerm(t.effectiveDate, g.extras.termMonths);
  const join = rng.pick(C.periodJoin);
  const renPeriod = `${d(t.effectiveDate)}${join}${d(t.expirationDate)}`;
  const expPeriod = `${d(prevA)}${join}${d(prevB)}`;

  // Letterhead: the carrier's brand, underwriting company, return address and service line.
  const brandStyle: TextStyle = { bold: true, size: w.size * rng.pick([1.6, 1.8, 2]) };
  brandStyle.size = fitWidth(w, g.extras.brand, brandStyle, (w.right - w.left) * 0.55);
  const small: TextStyle = { size: w.size * 0.8 };
  const right = [...carrierAddress(rng), fill(rng.pick(C.service), { p: tollFree(rng) })];
  w.put(g.extras.brand, w.left, w.y + brandStyle.size!, brandStyle);
  right.forEach((l, i) => w.put(l, w.right - w.width_(l, small), w.y + small.size! * (1 + 1.25 * i), small));
  w.y += Math.max(brandStyle.size! * 1.35, small.size! * 1.25 * right.length + 2);
  const under = fill(rng.pick(C.underwritten), { c: t.carrier.name });
  const naic = look.naic ? `  ${fill(rng.pick(C.naic), { n: g.extras.naicCode! })}` : "";
  w.line(`${under}${naic}`, { size: w.size * 0.85 });
  hrule(w, 1, 6);
  const title = rng.pick(C.title[t.type]);
  const ts: TextStyle = { bold: true, size: w.size * rng.pick([1.2, 1.35]) };
  if (rng.chance(0.4)) w.put(title, (w.left + w.right - w.width_(title, ts)) / 2, w.y + ts.size!, ts);
  else w.put(title, w.left, w.y + ts.size!, ts);
  w.y += ts.size! * 1.6;

  const contd = fill(rng.pick(C.contd), { num: t.policyNumber, name: `${t.insureds[0].lastName}` });
  const running = (ww: Writer) => {
    ww.put(contd, ww.left, ww.y + ww.size * 0.8, { size: ww.size * 0.8 });
    ww.y += ww.size * 2;
  };
  w.setPageDecorator(running);

  // The insured and the policy: a window address beside the facts, or a row of boxes.
  const Fd = C.fields;
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const mailing = addressLines(t.address, rng, look.upper);
  const a = g.extras.agent;
  const facts: [string, string][] = [
    [rng.pick(Fd.policyNo), t.policyNumber],
    [rng.pick(Fd.renewalPeriod), renPeriod],
    ...(rng.chance(0.5) ? [[rng.pick(Fd.expiringPeriod), expPeriod] as [string, string]] : []),
    [rng.pick(Fd.issued), d(g.extras.issueDate)],
    [rng.pick(Fd.agent), `${a.agency} ${a.phone}`],
    ...(rng.chance(0.4) ? [[rng.pick(Fd.account), g.extras.accountNumber] as [string, string]] : []),
  ];
  if (look.header === "window") {
    sideBySide(
      w,
      0.45,
      (ww) => {
        ww.gap(4);
        for (const l of [...names, ...mailing]) ww.line(l);
      },
      (ww) => pairs(ww, facts, 0.42),
    );
  } else {
    boxRow(w, [
      { label: rng.pick(Fd.insured), lines: [...names, ...mailing], at: 0, width: 0.4 },
      { label: facts[0][0], lines: [facts[0][1]], at: 0.4, width: 0.25 },
      { label: facts[1][0], lines: [facts[1][1]], at: 0.65, width: 0.35 },
    ]);
    boxRow(
      w,
      facts.slice(2).map(([l, v], i, all) => ({ label: l, lines: [v], at: i / all.length, width: 1 / all.length })),
    );
  }
  w.gap(6);
  const lead = rng.pick(C.lead);
  if (lead) w.paragraph(fill(lead, { a: d(t.effectiveDate), b: d(t.expirationDate) }), { size: w.size * 0.92 });
  w.gap(4);

  // Vehicles or the premises.
  let groups: Group[];
  let removedCar: RemovedCar | null = null;
  if (t.type === "auto") {
    const built = autoGroups(g, look, rng, F);
    groups = built.groups;
    removedCar = built.removedCar;
    const vehicles = vehicleList(g);
    const S = C.vehStatus;
    const vehWord = rng.pick(C.vehWord);
    sectionBar(w, rng.pick(C.vehicles), { bold: true, size: w.size * 1.05 });
    const status = !!removedCar || !!built.newCar || rng.chance(0.4);
    const cols: Col[] = [
      { at: 0, width: 0.12 },
      { at: 0.12, width: 0.4 },
      { at: 0.52, width: 0.3 },
      ...(status ? [{ at: 0.84, width: 0.16 }] : []),
    ];
    const kept = rng.pick(S.kept);
    const vs: TextStyle = { size: w.size * look.scale };
    row(
      w,
      cols,
      [
        [""],
        [rng.pick(["Year / Make / Model", "Vehicle", "Description"])],
        [rng.pick(["VIN", "Vehicle ID", "VIN"])],
        ...(status ? [[rng.pick(S.head)]] : []),
      ],
      { ...vs, bold: true },
      { rule: true },
    );
    for (const v of vehicles)
      row(
        w,
        cols,
        [
          [fill(vehWord, { n: String(v.index + 1) })],
          [`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`],
          [v.vin],
          ...(status ? [[v.vin === built.newCar ? rng.pick(S.added) : kept]] : []),
        ],
        vs,
      );
    if (removedCar)
      row(
        w,
        cols,
        [
          [fill(vehWord, { n: String(removedCar.n) })],
          [`${removedCar.year} ${removedCar.make} ${removedCar.model}`],
          [removedCar.vin],
          [rng.pick(S.removed)],
        ],
        vs,
      );
    w.gap(5);
  } else {
    groups = homeGroups(g, look, rng, F);
    const premises = dwellingAddress(t)!;
    sectionBar(w, rng.pick(C.premises), { bold: true, size: w.size * 1.05 });
    w.line(addressLines(premises, rng, look.upper).join(", "));
    w.line(`${rng.pick(C.form)}: ${g.extras.form}    ${rng.pick(C.yearBuilt)}: ${g.extras.yearBuilt}`, {
      size: w.size * 0.9,
    });
    w.gap(5);
  }

  // The premium lines: in-premium fees, discounts, the total and its change.
  const L = premiumTotals(g, groups);
  const [expHeadWord, renHeadWord] = look.heads;
  const ctx: Ctx = {
    w,
    look,
    rng,
    size: w.size * look.scale,
    expHead: look.termDates ? [expHeadWord, expPeriod] : [expHeadWord],
    renHead: look.termDates ? [renHeadWord, renPeriod] : [renHeadWord],
    money,
    notCarried: rng.pick(C.notCarried),
    removedValue: rng.pick(C.removedValue),
    words: {
      up: rng.pick(C.words.up),
      down: rng.pick(C.words.down),
      changed: rng.pick(C.words.changed),
      added: rng.pick(C.words.added),
      removed: rng.pick(C.words.removed),
      same: rng.pick(C.words.same),
    },
    flag: rng.pick(C.flag),
    inline: rng.pick(C.inline),
    inlineNew: rng.pick(C.inlineNew),
    inlineRemoved: rng.pick(C.inlineRemoved),
    small: rng.pick(C.small),
    smallNew: rng.pick(C.smallNew),
    running,
  };
  const totalLabel = rng.pick(C.total);
  const totalItem: Item = {
    label: totalLabel,
    exp: money(L.expTotal),
    ren: money(L.renTotal),
    expPrem: null,
    renPrem: null,
  };
  const periodItem: Item = {
    label: rng.pick(C.period),
    exp: expPeriod,
    ren: renPeriod,
    expPrem: null,
    renPrem: null,
    fixed: true,
  };
  const discounts: Item[] = rng
    .shuffle(C.discounts)
    .slice(0, rng.int(0, 2))
    .map(([label, x, y]) => ({ label, exp: x, ren: y, expPrem: null, renPrem: null }));
  const lead2: Group[] = [
    ...(look.arrangement !== "inline" && rng.chance(0.6)
      ? [{ title: rng.pick(C.sections.term), items: [periodItem] }]
      : []),
  ];
  const allGroups = [
    ...lead2,
    ...groups,
    ...(discounts.length ? [{ title: rng.pick(C.discountHead), items: discounts }] : []),
  ];

  w.ensure(w.lineHeight * 8);
  sectionBar(
    w,
    rng.pick(["COVERAGE COMPARISON", "Coverages", "Your Coverages - Expiring and Renewal", "COVERAGES AND LIMITS"]),
    {
      bold: true,
      size: w.size * 1.05,
    },
  );
  if (look.arrangement === "columns") drawColumns(ctx, allGroups, [totalItem]);
  else if (look.arrangement === "inline") {
    drawInline(ctx, allGroups, []);
    w.gap(4);
    w.line(fill(rng.pick(C.inlinePremium), { old: money(L.expTotal), new: money(L.renTotal) }), { bold: true });
  } else drawSmall(ctx, allGroups, [{ ...totalItem, exp: totalItem.exp }]);

  // Premium change, fees and footnotes.
  w.gap(3);
  const diff = L.renTotal - L.expTotal;
  if (rng.chance(0.6)) {
    const pct = `${diff >= 0 ? "+" : "-"}${((Math.abs(diff) / L.expTotal) * 100).toFixed(1)}%`;
    w.line(fill(rng.pick(C.change), { d: `${diff >= 0 ? "+" : "-"}${money(Math.abs(diff))}`, p: pct }), {
      size: w.size * 0.9,
    });
  }
  for (const f of g.extras.fees)
    w.paragraph(fill(rng.pick(f.inPremium ? C.feeIn : C.feeOut), { label: f.label, x: money(toCents(f.amount)) }), {
      size: w.size * 0.85,
    });
  if (look.marker === "star") w.line(rng.pick(C.footStar), { size: w.size * 0.82 });
  if (look.marker === "flag") w.line(fill(rng.pick(C.footFlag), { f: ctx.flag }), { size: w.size * 0.82 });
  const reason = rng.pick(C.reasons);
  if (reason) w.paragraph(reason, { size: w.size * 0.82 });

  // Additional interests: unchanged at renewal, they belong to the renewal term.
  if (t.thirdParties.length && look.interests === "listed") {
    w.gap(5);
    w.ensure(w.lineHeight * 5);
    sectionBar(w, rng.pick(C.interests), { bold: true, size: w.size * 1.05 });
    const vehicles = vehicleList(g);
    t.thirdParties.forEach((p, i) => {
      const kind =
        p.type === "mortgagee"
          ? rng.pick(i === 0 ? C.mortgagee : C.secondMortgagee)
          : rng.pick(p.type === "lessor" ? C.lessor : C.lienholder);
      const v = vehicles.find((x) => x.vin === p.vin);
      const on = v ? ` - ${v.year} ${v.make} ${v.model}` : "";
      const loan = look.loans && p.loanNumber ? `, ${fill(rng.pick(C.loan), { l: p.loanNumber })}` : "";
      w.ensure(w.lineHeight * 3);
      w.line(`${kind}${on}`, { bold: true, size: w.size * 0.95 });
      w.paragraph(`${p.name}, ${addressLines(p.address, rng, false).join(", ")}${loan}`);
    });
  }

  const code = fill(rng.pick(C.formCode), { y: g.extras.issueDate.slice(2, 4) });
  const pageWord = rng.pick(C.page);
  footers(
    w,
    () => `${code}  ${t.policyNumber}`,
    (n, m) => fill(pageWord, { n: String(n), m: String(m) }),
  );

  if (!look.naic) truth.carrier.naicCode = null;
  if (look.interests === "none") truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    t.type,
    look.arrangement,
    look.arrangement === "columns" ? (look.renewalFirst ? "renewal-first" : "expiring-first") : "",
    `marker-${look.marker}`,
    look.ruled && look.arrangement !== "small" ? "ruled" : "",
    look.premiums ? "premiums" : "",
    removedCar ? "removed-vehicle" : "",
    look.header,
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

/** Both terms' totals: the renewal's is the policy premium; the expiring one is summed from its lines. */
function premiumTotals(g: GeneratedPolicy, groups: Group[]): { expTotal: number; renTotal: number } {
  const fees = g.extras.fees.filter((f) => f.inPremium).reduce((s, f) => s + toCents(f.amount), 0);
  const items = groups.flatMap((gr) => gr.items);
  const renTotal = toCents(g.truth.premium);
  // Lines without a printed premium (deductibles, ALS) carry none in either term.
  const expLines = items.reduce((s, i) => s + (i.expPrem ?? 0), 0);
  const renLines = items.reduce((s, i) => s + (i.renPrem ?? 0), 0);
  // Whatever the renewal's lines do not account for (premium not printed per line) is kept in both.
  const rest = renTotal - fees - renLines;
  let expTotal = expLines + Math.max(0, rest) + fees;
  if (expTotal === renTotal) expTotal -= 1234;
  return { expTotal, renTotal };
}
