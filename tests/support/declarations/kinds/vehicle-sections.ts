import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  fromCents,
  hrule,
  ledger,
  officeAddress,
  personName,
  sideBySide,
  vehicleList,
  type DateStyle,
  type KindFn,
  type Ledger,
} from "./common";
import { leaderLine, sentenceLine } from "./fill-lines";
import { fill } from "./forms";
import { fitWidth } from "./ruled";

// Imitates the multi-page declarations that print the policy facts on page 1 and then one section
// per vehicle (Progressive's "Outline of coverage" per auto, USAA's VEH sections, State Farm's and
// the regional carriers' renewal decs): page 1 has the brand, the named insureds and mailing
// address beside the agent's block with its own office address, the policy number and term, the
// underwriting company on a "Company:" line or only in the footer, and a premium summary with one
// line per vehicle. Later pages start each vehicle with a title line ("Vehicle 2 of 3 - 2021 HONDA
// CR-V EX  VIN ...") followed by its coverages written as sentences, "label - limit" lines or dotted
// leaders ("Bodily Injury Liability ..... $100,000 each person / $300,000 each occurrence ..... $212.40"),
// extras the truth has no code for (rental per day / maximum), its lienholder or lessor with the
// loan number, and the vehicle's premium. Every page repeats the policy number and "Page n of m"
// in a running header; a section that runs onto the next page says "(continued)". Homes get the
// same pages with a dwelling section: Coverages A-F as sentences or leaders, "All Other Perils
// Deductible: $1,000" and "Windstorm or Hail Deductible: 2% of Coverage A", then the mortgagees.

export const VSECT = {
  title: {
    auto: ["Auto Policy Declarations", "PERSONAL AUTO POLICY DECLARATIONS", "Automobile Declarations Page"],
    home: ["Homeowners Policy Declarations", "HOMEOWNERS DECLARATIONS", "Home Policy Declarations Page"],
    condo: ["Condominium Policy Declarations", "CONDOMINIUM UNIT OWNERS DECLARATIONS", "Unit Owners Declarations Page"],
  },
  tagline: ["Insurance", "Insurance Group", "Auto & Home", "Mutual Insurance", ""],
  action: ["Renewal Declarations", "New Business", "Policy Change", "Amended Declarations"],
  actionLine: ["{a} - effective {d}", "{a} effective {d}", "{a} ({d})"],
  number: ["Policy Number:", "Policy No.:", "POLICY NUMBER:", "Policy #:"],
  headerNumber: ["Policy Number {p}", "Policy No. {p}", "POLICY {p}", "Policy: {p}"],
  page: ["Page {n} of {m}", "PAGE {n} OF {m}", "Page {n} of {m} pages"],
  period: ["Policy Period:", "Coverage Period:", "POLICY PERIOD:"],
  periodText: ["{eff} to {exp}", "{eff} - {exp}", "From {eff} to {exp}"],
  periodTime: [
    "12:01 a.m. standard time at the named insured's address",
    "Both dates at 12:01 A.M. standard time",
    "Effective 12:01 a.m. local time",
  ],
  termLabel: ["Term:", "Policy Term:", "Length of Term:"],
  termWord: { 6: ["6 months", "Six months", "6-Month"], 12: ["12 months", "Annual", "One year"] } as Record<
    number,
    string[]
  >,
  issued: ["Date Issued:", "Issue Date:", "Prepared on:", "Date Printed:"],
  account: ["Account Number:", "Billing Account:", "Customer No.:"],
  company: ["Company:", "Insuring Company:", "Underwriting Company:", "Issued by:"],
  naic: ["NAIC {n}", "NAIC # {n}", "NAIC Code: {n}"],
  insured: ["Named Insured(s)", "NAMED INSURED AND MAILING ADDRESS", "Policyholder(s)", "Named Insured and Address"],
  mailing: ["Mailing Address", "MAILING ADDRESS", "Address"],
  agent: ["Your Agent", "AGENT", "Agent / Producer", "Your Insurance Professional"],
  agentCode: ["Agent No.", "Producer Code", "Agency ID"],
  phone: ["Phone", "Tel.", "Ph:"],
  drivers: ["Listed Drivers:", "Drivers on this policy:", "Household Drivers:"],
  summary: {
    auto: ["Premium Summary", "PREMIUM BY VEHICLE", "Your Premium", "Summary of Premium"],
    home: ["Premium Summary", "PREMIUM INFORMATION", "Your Premium"],
  },
  vehicleSummary: ["Vehicle {n}: {desc}", "Veh {n} - {desc}", "{desc}"],
  homeBase: ["Section I and II Coverages", "Basic Policy Premium", "Coverage Premium"],
  endorsementsSum: ["Optional Coverages and Endorsements", "Endorsement Premium", "Added Coverages"],
  total: {
    auto: ["Total {term} Policy Premium", "Total Policy Premium", "TOTAL PREMIUM FOR THIS TERM"],
    home: ["Total Annual Premium", "Total Policy Premium", "TOTAL ANNUAL POLICY PREMIUM"],
  },
  termAdj: { 6: ["6-Month", "Six-Month"], 12: ["12-Month", "Annual"] } as Record<number, string[]>,
  outFee: ["{label} of {x} per installment is not included in the premium.", "{label}: {x} (billed separately)"],
  discounts: ["Discounts applied:", "Your premium includes these discounts:", "Savings:"],
  discountNames: [
    "Multi-Car",
    "Multi-Policy",
    "Safe Driver",
    "Paperless",
    "Paid in Full",
    "Anti-Theft",
    "Good Student",
    "Homeowner",
    "Claim Free",
    "Protective Device",
    "New Roof",
  ],
  pointer: {
    auto: [
      "The coverages, limits and premium for each vehicle are shown on the pages that follow.",
      "See the following pages for the coverages on each vehicle.",
      "Coverage detail by vehicle begins on page 2.",
    ],
    home: [
      "The coverages, limits and deductibles for your residence are shown on the pages that follow.",
      "See the following pages for your property and liability coverages.",
    ],
  },
  sectionTitle: {
    auto: [
      "Vehicle {n} of {m} - {desc}  VIN {vin}",
      "VEHICLE {n} OF {m}: {desc}, VIN: {vin}",
      "Auto {n} of {m} - {desc} (VIN {vin})",
    ],
    home: ["Dwelling {n} of {m} - {addr}", "Location {n} of {m}: {addr}", "RESIDENCE PREMISES {n} OF {m} - {addr}"],
    condo: ["Unit {n} of {m} - {addr}", "Location {n} of {m}: {addr}", "INSURED UNIT {n} OF {m} - {addr}"],
  },
  thousandsNote: [
    "Split limits are shown in thousands of dollars: 100/300 means $100,000 each person and $300,000 each accident.",
    "Limits shown as two numbers are in thousands (each person / each accident).",
  ],
  continued: ["(continued)", "- continued", "(cont'd)"],
  vehicleFacts: {
    zip: ["Garaging ZIP Code: {z}", "Garaged at ZIP {z}", "Principal garaging ZIP: {z}"],
    use: ["Use: {u}", "Primary use of the vehicle: {u}", "Usage: {u}"],
    miles: ["Annual mileage: {m}", "Est. annual miles: {m}"],
    symbol: ["Rating symbol: {s}", "Symbol {s}"],
  },
  driver: ["Assigned driver: {d}", "Principal operator: {d}", "Driver: {d}"],
  vehicleDiscounts: ["Vehicle discounts:", "Discounts on this vehicle:"],
  vehicleDiscountNames: [
    "Anti-Theft",
    "Air Bag",
    "Anti-Lock Brakes",
    "Daytime Running Lights",
    "New Vehicle",
    "Multi-Car",
    "Passive Restraint",
  ],
  notProvided: [
    "Coverages not provided for this vehicle:",
    "THE FOLLOWING COVERAGES ARE NOT PROVIDED FOR THIS VEHICLE:",
    "Not purchased:",
  ],
  extraNames: [
    "Rental Reimbursement",
    "Roadside Assistance",
    "Towing and Labor",
    "Loan/Lease Gap Coverage",
    "Personal Injury Protection",
  ],
  uses: ["Commute", "Pleasure", "Business", "To Work or School", "Farm"],
  coverageHead: [
    ["Coverage", "Limits / Deductible", "Premium"],
    ["Coverages", "Limits", "Premium"],
    ["", "Limit of Liability", "Cost"],
  ],
  labels: {
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "BODILY INJURY LIABILITY"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "PROPERTY DAMAGE LIABILITY"],
    CSL: ["Liability (Combined Single Limit)", "Single Limit Liability", "COMBINED SINGLE LIMIT LIABILITY"],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "MEDICAL PAYMENTS"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured Motorists - Bodily Injury", "UNINSURED MOTORIST BI"],
    UIMBI: [
      "Underinsured Motorist Bodily Injury",
      "Underinsured Motorists - Bodily Injury",
      "UNDERINSURED MOTORIST BI",
    ],
    UMPD: ["Uninsured Motorist Property Damage", "Uninsured Motorists - Property Damage", "UNINSURED MOTORIST PD"],
    COMP: ["Comprehensive", "Other Than Collision (Comprehensive)", "COMPREHENSIVE"],
    COLL: ["Collision", "Collision Coverage", "COLLISION"],
  } as Record<string, string[]>,
  perPerson: ["each person", "per person"],
  perAccident: ["each occurrence", "each accident", "per accident"],
  splitJoin: [" / ", ", ", " and "],
  csl: ["{x} combined single limit", "{x} each accident (CSL)", "{x} single limit"],
  umpdDed: [", {x} deductible", " ({x} deductible)"],
  dedPhrase: ["Actual cash value less {x}", "{x} deductible", "ACV less {x} deductible"],
  limitSentence: ["{label} is provided up to {p}.", "{label}: limits of {p}.", "{label} applies up to {p}."],
  dedSentence: [
    "{label}: Actual cash value less {x}.",
    "{label} pays actual cash value less a {x} deductible.",
    "{label} applies with a {x} deductible.",
  ],
  dash: ["{label} - {p}", "{label}: {p}"],
  notCovered: ["Not covered", "NOT PURCHASED", "Declined", "No coverage"],
  included: ["Included", "Incl.", "No charge"],
  rental: ["{d} per day / {m} max", "{d}/day up to {m}", "{d} a day, {m} maximum"],
  lienRole: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder / Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured and Loss Payee", "Leasing Company (Additional Insured)"],
  },
  loan: ["Loan No.", "Loan #", "Loan Number", "Loan/Lease No."],
  noLien: ["Lienholder: None", "No lienholder or lessor on this vehicle", "Loss Payee: NONE"],
  vehicleTotal: ["Total premium for this vehicle", "Vehicle {n} premium", "Total premium for {ym}"],
  homeFacts: {
    form: ["Policy form {f}", "Form {f}"],
    built: ["Year built {y}", "Built {y}"],
    construction: ["Frame", "Masonry", "Brick veneer", "Stucco on frame"],
    pc: ["Protection class {c}", "Fire protection class {c}"],
    families: ["1 family", "Single family", "One-family dwelling"],
  },
  sectionOne: ["Section I - Property Coverages", "SECTION I - PROPERTY", "Property Coverages"],
  sectionTwo: ["Section II - Liability Coverages", "SECTION II - LIABILITY", "Liability Coverages"],
  homeNames: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling (Coverage A)", "COVERAGE A - DWELLING"],
    OTHER_STRUCTURES: [
      "Coverage B - Other Structures",
      "Other Structures (Coverage B)",
      "COVERAGE B - OTHER STRUCTURES",
    ],
    PERSONAL_PROPERTY: [
      "Coverage C - Personal Property",
      "Personal Property (Coverage C)",
      "COVERAGE C - PERSONAL PROPERTY",
    ],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use (Coverage D)", "COVERAGE D - LOSS OF USE"],
    PERSONAL_LIABILITY: [
      "Coverage E - Personal Liability",
      "Personal Liability (Coverage E)",
      "COVERAGE E - PERSONAL LIABILITY",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "Medical Payments to Others (Coverage F)",
      "COVERAGE F - MEDICAL PAYMENTS",
    ],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property", "Unit Additions and Alterations (Coverage A)", "COVERAGE A - UNIT"],
  homeSentence: ["{name} is insured for {x}.", "{name}: limit of liability {x}.", "{name} - up to {x}."],
  occurrence: ["each occurrence", "per occurrence"],
  eachPerson: ["each person", "per person"],
  als: ["actual loss sustained, up to 12 months", "Actual Loss Sustained (24 months)", "actual loss sustained"],
  deductibles: ["Deductibles", "SECTION I DEDUCTIBLES", "Your Deductibles"],
  aop: ["All Other Perils Deductible: {x}", "All Perils Deductible: {x}", "Deductible - All Other Perils: {x}"],
  aopSentence: ["A deductible of {x} applies to each covered Section I loss.", "All other perils: {x} per occurrence."],
  wind: [
    "Windstorm or Hail Deductible: {p}% of Coverage A",
    "Windstorm or Hail Deductible: {p}% of Coverage A ({x})",
    "Wind/Hail Deductible: {p}% ({x})",
  ],
  windSame: [
    "Windstorm or Hail Deductible: same as All Other Perils",
    "Wind/Hail: All Other Perils deductible applies",
  ],
  additional: [
    "Additional Coverages (included at no additional premium)",
    "SECTION I ADDITIONAL COVERAGES",
    "Included Coverages",
  ],
  additionalItems: [
    "Debris Removal: additional 5% of the Coverage A limit",
    "Trees, Shrubs and Other Plants: 5% of Coverage A, not more than $500 per tree",
    "Credit Card, Electronic Fund Transfer Card, Forgery: $1,000",
    "Fire Department Service Charge: $500",
    "Loss Assessment: $1,000",
    "Building Ordinance or Law: 10% of Coverage A",
    "Reasonable Repairs: included",
  ],
  mortgagees: ["Mortgagee(s)", "MORTGAGEES AND ADDITIONAL INTERESTS", "Mortgagee / Lienholder"],
  ordinal: [
    ["First Mortgagee", "Second Mortgagee"],
    ["Mortgagee 1", "Mortgagee 2"],
    ["1st Mortgagee", "2nd Mortgagee"],
  ],
  clause: ["", " ISAOA ATIMA", " ISAOA/ATIMA", ", its successors and/or assigns"],
  noMortgagee: ["Mortgagee: None", "No mortgagee is listed on this policy."],
  endorsements: ["Optional Coverages and Endorsements", "ADDITIONAL COVERAGES", "Endorsements"],
  forms: ["Forms and Endorsements", "POLICY FORMS", "Forms that apply to this policy"],
  autoForms: [
    "PP 00 01 09 18 Personal Auto Policy",
    "PP 03 06 Towing and Labor Costs",
    "PP 13 01 Coverage for Damage to Your Auto Exclusion Endorsement",
    "IL P 001 01 04 OFAC Advisory Notice",
    "AU 7012 Amendatory Endorsement",
  ],
  homeForms: [
    "HO 00 03 05 11 Homeowners 3 - Special Form",
    "HO 04 90 Personal Property Replacement Cost",
    "HO 04 96 No Section II Coverage for Home Day Care",
    "HO 23 71 Special Provisions",
    "IL P 001 01 04 OFAC Advisory Notice",
  ],
  footer: ["{company}", "Coverage provided by {company}", "Underwritten by {company}, {city}"],
  formCode: { auto: ["AU-DEC 05 19", "DEC-A 01 21", "PA DEC 2020"], home: ["HO-DEC 07 22", "DP-H 03 20", "HOD 01 21"] },
  notices: {
    auto: [
      "This policy provides only those coverages for which a premium is shown. The limits for a vehicle may not be combined with the limits for the same coverage on another vehicle.",
      "Please review this declarations page. If any vehicle, driver or lienholder is incorrect, contact your agent right away.",
    ],
    home: [
      "This policy provides only those coverages for which a limit of liability or premium is shown. Please review your coverage amounts each year.",
      "Please review this declarations page. If your mortgagee or residence information is incorrect, contact your agent right away.",
    ],
  },
};

const money = (cents: number, sign = true) => dollars(fromCents(cents), { cents: true, sign });

type LineStyle = "leaders" | "sentences" | "dash";

interface Look {
  ds: DateStyle;
  upper: boolean;
  line: LineStyle;
  thousands: boolean;
  /** The legal company name on a "Company:" line on page 1, in the footer, or both. */
  company: "line" | "footer" | "both";
  naic: boolean;
  sign: boolean;
  linePremiums: boolean;
  scheme: number;
}

/** The running header: space kept on every page, filled with the policy number and "Page n of m" at the end. */
function runningHeader(w: Writer, rng: Rng, policy: string, brand: string, continued: () => string | null) {
  const size = w.size * 0.8;
  const band = size * 2.4;
  const num = fill(rng.pick(VSECT.headerNumber), { p: policy });
  const page = rng.pick(VSECT.page);
  const withBrand = rng.chance(0.5);
  const cont = rng.pick(VSECT.continued);
  w.y += band;
  w.setPageDecorator((ww) => {
    ww.y += band;
    const title = continued();
    if (title) {
      const style = { bold: true, size: ww.size };
      for (const l of ww.wrap(`${title} ${cont}`, style)) ww.line(l, style);
      ww.gap(2);
    }
  });
  return () => {
    const n = w.pages.length;
    w.pages.forEach((p, i) => {
      const y = w.margin + size;
      p.texts.push({ text: num, x: w.margin, y, size, bold: true });
      if (withBrand) {
        const bw = w.width_(brand, { size });
        p.texts.push({ text: brand, x: (p.width - bw) / 2, y, size, bold: false });
      }
      const r = fill(page, { n: String(i + 1), m: String(n) });
      p.texts.push({ text: r, x: p.width - w.margin - w.width_(r, { size }), y, size, bold: false });
      p.rects.push({ x: w.margin, y: w.margin + size * 1.6, w: p.width - 2 * w.margin, h: 0.5, fill: true });
    });
  };
}

function legalFooter(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): void {
  const size = w.size * 0.72;
  const [box, city] = carrierAddress(rng);
  const parts: string[] = [];
  if (look.company !== "line") parts.push(fill(rng.pick(VSECT.footer), { company: g.truth.carrier.name, city }));
  if (look.company !== "line" && rng.chance(0.4)) parts.push(`${box}, ${city}`);
  if (look.naic && look.company === "footer") parts.push(fill(rng.pick(VSECT.naic), { n: g.extras.naicCode! }));
  const code = rng.pick(VSECT.formCode[g.truth.type === "auto" ? "auto" : "home"]);
  const codeW = w.width_(code, { size });
  // A long legal name wraps upward inside the bottom margin, clear of the form code.
  const left = parts.length ? w.wrap(parts.join("  |  "), { size }, w.width - 2 * w.margin - codeW - 12) : [];
  for (const p of w.pages) {
    const y = p.height - w.margin / 2;
    left.forEach((l, i) =>
      p.texts.push({ text: l, x: w.margin, y: y - (left.length - 1 - i) * size * 1.25, size, bold: false }),
    );
    p.texts.push({ text: code, x: p.width - w.margin - codeW, y, size, bold: false });
  }
}

/** Brand, title and action line; the company line; insured beside agent; the policy facts. */
function firstPage(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): string {
  const t = g.truth;
  const d = (iso: string) => formatDate(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(VSECT.title[t.type]);
  const big = { bold: true, size: w.size * rng.pick([1.9, 2.3]) };
  const tagline = rng.pick(VSECT.tagline);
  const action = fill(rng.pick(VSECT.actionLine), { a: rng.pick(VSECT.action), d: d(g.extras.issueDate) });
  sideBySide(
    w,
    0.5,
    (ww) => {
      const style = { ...big, size: fitWidth(ww, g.extras.brand, big) };
      ww.put(g.extras.brand, ww.left, ww.y + style.size, style);
      ww.y += style.size * 1.3;
      if (tagline) ww.line(tagline, { size: ww.size * 0.85 });
    },
    (ww) => {
      const style = { bold: true, size: ww.size * 1.3 };
      for (const l of ww.wrap(title, style)) {
        ww.put(l, ww.right - ww.width_(l, style), ww.y + style.size, style);
        ww.y += style.size * 1.3;
      }
      const small = { size: ww.size * 0.85 };
      ww.put(action, ww.right - ww.width_(action, small), ww.y + small.size, small);
      ww.y += small.size * 1.4;
    },
  );
  w.gap(4);
  hrule(w, 0.8, 6);

  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.8) ? "first-last" : "last-first", look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, look.upper);
  const insuredLabel = rng.pick(VSECT.insured);
  const mailingLabel = rng.chance(0.4) ? rng.pick(VSECT.mailing) : "";
  const agentLabel = rng.pick(VSECT.agent);
  const agentLines = [
    U(a.name),
    U(a.agency),
    ...office,
    `${rng.pick(VSECT.phone)} ${a.phone}`,
    `${rng.pick(VSECT.agentCode)} ${a.code}`,
  ];
  const head: TextStyle = { bold: true, size: w.size * 0.9 };
  sideBySide(
    w,
    0.55,
    (ww) => {
      ww.line(insuredLabel, head);
      for (const n of names) ww.line(n);
      if (mailingLabel) {
        ww.gap(2);
        ww.line(mailingLabel, head);
      }
      for (const l of mail) ww.line(l);
    },
    (ww) => {
      ww.line(agentLabel, head);
      for (const l of agentLines) ww.paragraph(l);
    },
  );
  w.gap(6);

  const term = rng.pick(VSECT.termWord[g.extras.termMonths]);
  const facts: [string, string][] = [
    [rng.pick(VSECT.number), t.policyNumber],
    [
      rng.pick(VSECT.period),
      `${fill(rng.pick(VSECT.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) })}${rng.chance(0.5) ? `  ${rng.pick(VSECT.periodTime)}` : ""}`,
    ],
    [rng.pick(VSECT.termLabel), term],
    [rng.pick(VSECT.issued), d(g.extras.issueDate)],
  ];
  if (rng.chance(0.5)) facts.push([rng.pick(VSECT.account), g.extras.accountNumber]);
  if (look.company !== "footer")
    facts.push([
      rng.pick(VSECT.company),
      `${U(t.carrier.name)}${look.naic ? `  ${fill(rng.pick(VSECT.naic), { n: g.extras.naicCode! })}` : ""}`,
    ]);
  const labelW = Math.max(...facts.map(([l]) => w.width_(l, { bold: true }))) + 10;
  for (const [label, value] of facts) w.kv(label, [value], labelW, { bold: true });
  w.gap(6);
  return title;
}

/** A framed notice paragraph, as page 1 of many decs carries one under the premium. */
function notice(w: Writer, text: string): void {
  w.gap(6);
  const top = w.y;
  const page = w.page;
  w.gap(4);
  w.left += 6;
  w.right -= 6;
  w.paragraph(text, { size: w.size * 0.85 });
  w.left -= 6;
  w.right += 6;
  w.gap(3);
  if (w.page === page) page.rects.push({ x: w.left, y: top, w: w.right - w.left, h: w.y - top });
}

function discountsLine(w: Writer, rng: Rng): void {
  if (!rng.chance(0.55)) return;
  const names = rng.shuffle(VSECT.discountNames).slice(0, rng.int(2, 5));
  w.paragraph(`${rng.pick(VSECT.discounts)} ${names.join(", ")}`, { size: w.size * 0.85 });
}

/** Premium lines with the amount at the right (with or without leaders), then the bold total. */
function summaryLines(w: Writer, items: [string, string][], total: [string, string], leaders: boolean): void {
  for (const [label, value] of items) leaderLine(w, { label, middle: "", right: value }, 0.6, 80, {}, leaders);
  const span = w.right - w.left;
  w.page.rects.push({ x: w.right - span * 0.25, y: w.y, w: span * 0.25, h: 0.5, fill: true });
  w.y += 2;
  leaderLine(w, { label: total[0], middle: "", right: total[1] }, 0.6, 80, { bold: true }, leaders);
}

// ---------------------------------------------------------------- auto

function limitPhrase(c: TruthCoverage, look: Look, words: { pp: string; pa: string; join: string; csl: string }) {
  const $ = (n: number) => dollars(n);
  if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
    if (look.thousands) return `${c.limitPerPerson / 1000}/${c.limitPerAccident / 1000}`;
    return `${$(c.limitPerPerson)} ${words.pp}${words.join}${$(c.limitPerAccident)} ${words.pa}`;
  }
  if (c.code === "CSL") return fill(words.csl, { x: $(c.limitPerAccident!) });
  if (c.code === "MEDPAY") return `${$(c.limitPerAccident!)} ${words.pp}`;
  return `${$(c.limitPerAccident!)} ${words.pa}`;
}

function rentalLimit(limit: string, rng: Rng): string {
  const m = /^(\$\d+)\/day, (\$[\d,]+) max$/.exec(limit);
  return m ? fill(rng.pick(VSECT.rental), { d: m[1], m: m[2] }) : limit;
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "Month d, yyyy", "mm/dd/yy"]),
    upper: rng.chance(0.45),
    line: rng.pick<LineStyle>(["leaders", "leaders", "sentences", "dash"]),
    thousands: rng.chance(0.25),
    company: rng.pick(["line", "footer", "both"] as const),
    naic: !!g.extras.naicCode && rng.chance(0.5),
    sign: rng.chance(0.75),
    linePremiums: rng.chance(0.8),
    scheme: rng.int(0, 2),
  };
  const loanPrinted = rng.chance(0.85);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const desc = (v: (typeof vehicles)[number]) =>
    `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`.toUpperCase();
  let current: string | null = null;
  const finishHeader = runningHeader(w, rng, t.policyNumber, g.extras.brand, () => current);
  const title = firstPage(w, g, rng, look);

  // Page 1 premium summary: one line per vehicle, the fees in the premium, the total.
  const leadersOnSummary = rng.chance(0.6);
  w.line(rng.pick(VSECT.summary.auto), { bold: true, size: w.size * 1.1 });
  hrule(w, 0.5, 3);
  const vs = rng.pick(VSECT.vehicleSummary);
  const items: [string, string][] = vehicles.map((v, k) => [
    fill(vs, { n: String(k + 1), desc: desc(v) }),
    money(L.vehicleTotals[k], look.sign),
  ]);
  for (const f of L.inFees) items.push([f.label, money(f.amount, look.sign)]);
  const termAdj = rng.pick(VSECT.termAdj[g.extras.termMonths]);
  summaryLines(w, items, [fill(rng.pick(VSECT.total.auto), { term: termAdj }), money(L.total)], leadersOnSummary);
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(VSECT.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.85 });
  discountsLine(w, rng);
  w.gap(4);
  if (rng.chance(0.7)) w.paragraph(`${rng.pick(VSECT.drivers)} ${g.extras.drivers.map(U).join(", ")}`);
  w.paragraph(rng.pick(VSECT.pointer.auto), { size: w.size * 0.85 });
  if (rng.chance(0.5)) notice(w, rng.pick(VSECT.notices.auto));
  if (look.thousands && rng.chance(0.5)) w.paragraph(rng.pick(VSECT.thousandsNote), { size: w.size * 0.85 });
  w.newPage();

  // One section per vehicle.
  const words = {
    pp: rng.pick(VSECT.perPerson),
    pa: rng.pick(VSECT.perAccident),
    join: rng.pick(VSECT.splitJoin),
    csl: rng.pick(VSECT.csl),
  };
  const label = (code: string) => VSECT.labels[code][look.scheme];
  const sectionTitle = rng.pick(VSECT.sectionTitle.auto);
  const dedPhrase = rng.pick(VSECT.dedPhrase);
  const limitSentence = rng.pick(VSECT.limitSentence);
  const dedSentence = rng.pick(VSECT.dedSentence);
  const dash = rng.pick(VSECT.dash);
  const umpdDed = rng.pick(VSECT.umpdDed);
  const notCovered = rng.chance(0.6) ? rng.pick(VSECT.notCovered) : "";
  const included = rng.pick(VSECT.included);
  const loanLabel = rng.pick(VSECT.loan);
  const lienInline = rng.chance(0.5);
  const noLien = rng.chance(0.5) ? rng.pick(VSECT.noLien) : "";
  const totalLabel = rng.pick(VSECT.vehicleTotal);
  const facts = rng.shuffle(Object.keys(VSECT.vehicleFacts)).slice(0, rng.int(1, 3));
  const colHead = rng.chance(0.5) && look.line === "leaders" ? VSECT.coverageHead[look.scheme] : null;
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const shared = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const premium = (cents: number) => (look.linePremiums ? (cents ? money(cents, look.sign) : included) : "");
  const at = rng.pick([0.36, 0.4, 0.44]);
  const ruledRows = rng.chance(0.3);
  const pagePerVehicle = vehicles.length <= 2 && rng.chance(0.35);
  const driverFact = rng.chance(0.5) ? rng.pick(VSECT.driver) : "";
  const vehicleDiscounts = rng.chance(0.5) ? rng.pick(VSECT.vehicleDiscounts) : "";
  const notProvided = rng.chance(0.5) ? rng.pick(VSECT.notProvided) : "";

  // `plain` lines (not covered, extras without a code) are "label: value" in sentence pages too.
  const coverageLine = (name: string, phrase: string, deductible: number | null, cents: number, plain = false) => {
    const right = premium(cents);
    if (look.line === "leaders") leaderLine(w, { label: name, middle: phrase, right }, at, 70);
    else if (look.line === "dash") sentenceLine(w, fill(dash, { label: name, p: phrase }), right);
    else {
      const text = plain
        ? `${name}: ${phrase}.`
        : deductible !== null
          ? fill(dedSentence, { label: name, x: dollars(deductible) })
          : fill(limitSentence, { label: name, p: phrase });
      sentenceLine(w, text, right);
    }
    // Some carriers rule a hairline between coverage rows.
    if (ruledRows) hrule(w, 0.3, 2);
  };

  vehicles.forEach((v, k) => {
    const heading = fill(sectionTitle, { n: String(k + 1), m: String(vehicles.length), desc: desc(v), vin: v.vin });
    const style = { bold: true, size: w.size * 1.05 };
    const lines = w.wrap(heading, style);
    if (pagePerVehicle && k > 0) w.newPage();
    w.ensure(lines.length * style.size * 1.4 + w.lineHeight * 4);
    w.gap(3);
    hrule(w, 1, 3);
    for (const l of lines) w.line(l, style);
    current = lines.join(" ");
    const factText = facts
      .map((f) => {
        const key = f as keyof typeof VSECT.vehicleFacts;
        return fill(rng.pick(VSECT.vehicleFacts[key]), {
          z: t.address.postalCode,
          u: rng.pick(VSECT.uses),
          m: `${rng.int(4, 18)},${rng.pick(["000", "500"])}`,
          s: String(rng.int(8, 27)),
        });
      })
      .concat(driverFact ? [fill(driverFact, { d: U(g.extras.drivers[k % g.extras.drivers.length]) })] : [])
      .join("  |  ");
    w.paragraph(factText, { size: w.size * 0.85 });
    w.gap(2);
    if (colHead) {
      leaderLine(
        w,
        { label: colHead[0], middle: colHead[1], right: colHead[2] },
        at,
        70,
        { bold: true, size: w.size * 0.85 },
        false,
      );
    }
    for (const c of shared) {
      let phrase = limitPhrase(c, look, words);
      if (c.code === "UMPD" && c.deductible !== null) phrase += fill(umpdDed, { x: dollars(c.deductible) });
      coverageLine(label(c.code), phrase, null, L.coverage.get(c)![k]);
    }
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        coverageLine(label(code), fill(dedPhrase, { x: dollars(c.deductible!) }), c.deductible, L.coverage.get(c)![k]);
      else if (notCovered) coverageLine(label(code), notCovered, null, 0, true);
    }
    g.extras.optional.forEach((o, j) => {
      const limit = o.label === "Rental Reimbursement" ? rentalLimit(o.limit, rng) : o.limit;
      coverageLine(U(o.label), limit, null, L.optional[j][k], true);
    });
    const absent = [
      ...["MEDPAY", "UMPD", "UIMBI"].filter((c) => !shared.some((x) => x.code === c)).map(label),
      ...(notCovered
        ? []
        : ["COMP", "COLL"].filter((c) => !t.coverages.some((x) => x.code === c && x.vin === v.vin)).map(label)),
      ...VSECT.extraNames.filter((n) => !g.extras.optional.some((o) => o.label === n)),
    ];
    if (notProvided && absent.length) w.paragraph(`${notProvided} ${absent.join(", ")}`, { size: w.size * 0.85 });
    if (vehicleDiscounts)
      w.paragraph(`${vehicleDiscounts} ${rng.shuffle(VSECT.vehicleDiscountNames).slice(0, rng.int(1, 4)).join(", ")}`, {
        size: w.size * 0.85,
      });
    w.gap(2);
    const parties = t.thirdParties.filter((p) => p.vin === v.vin);
    for (const p of parties) lienLine(w, rng, p, look, loanLabel, loanPrinted, lienInline);
    if (!parties.length && noLien) w.line(noLien, { size: w.size * 0.9 });
    leaderLine(
      w,
      {
        label: fill(totalLabel, { n: String(k + 1), ym: `${v.year} ${v.make.toUpperCase()}` }),
        middle: "",
        right: money(L.vehicleTotals[k]),
      },
      0.6,
      80,
      { bold: true },
      look.line === "leaders",
    );
    current = null;
    w.gap(6);
  });
  formsList(w, rng, VSECT.autoForms);
  finishHeader();
  legalFooter(w, g, rng, look);

  if (!look.naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    "auto",
    look.line,
    look.thousands ? "thousands" : "",
    look.company === "footer" ? "footer-company" : "company-line",
    lienInline ? "lien-inline" : "lien-block",
    pagePerVehicle && vehicles.length > 1 ? "page-per-vehicle" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

function lienLine(
  w: Writer,
  rng: Rng,
  p: TruthParty,
  look: Look,
  loanLabel: string,
  loanPrinted: boolean,
  inline: boolean,
): void {
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const role = rng.pick(VSECT.lienRole[p.type === "lessor" ? "lessor" : "lienholder"]);
  const addr = addressLines(p.address, rng, look.upper);
  const loan = loanPrinted && p.loanNumber ? `${loanLabel} ${p.loanNumber}` : "";
  if (inline) {
    w.paragraph(`${role}: ${U(p.name)}, ${addr.join(", ")}${loan ? `  ${loan}` : ""}`);
    return;
  }
  w.line(`${role}:`, { bold: true, size: w.size * 0.9 });
  for (const l of [U(p.name), ...addr, loan].filter(Boolean)) w.line(l, {}, 10);
}

function formsList(w: Writer, rng: Rng, forms: string[]): void {
  const list = rng.shuffle(forms).slice(0, rng.int(2, 4));
  w.ensure(w.lineHeight * (list.length + 2));
  w.line(rng.pick(VSECT.forms), { bold: true });
  for (const f of list) w.line(f, { size: w.size * 0.85 }, 10);
}

// ---------------------------------------------------------------- home

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look: Look = {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "Month d, yyyy"]),
    upper: rng.chance(0.4),
    line: rng.pick<LineStyle>(["leaders", "sentences", "sentences", "dash"]),
    thousands: false,
    company: rng.pick(["line", "footer", "both"] as const),
    naic: !!g.extras.naicCode && rng.chance(0.5),
    sign: rng.chance(0.75),
    linePremiums: rng.chance(0.6),
    scheme: rng.int(0, 2),
  };
  const loanPrinted = rng.chance(0.9);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  let current: string | null = null;
  const finishHeader = runningHeader(w, rng, t.policyNumber, g.extras.brand, () => current);
  const docTitle = firstPage(w, g, rng, look);

  // Page 1 premium summary: coverages, each endorsement, fees, total.
  const optionalCents = g.extras.optional.map((o) => Math.round(o.premium * 100));
  const optionalSum = optionalCents.reduce((s, x) => s + x, 0);
  const itemized = rng.chance(0.5);
  w.line(rng.pick(VSECT.summary.home), { bold: true, size: w.size * 1.1 });
  hrule(w, 0.5, 3);
  const items: [string, string][] = [[rng.pick(VSECT.homeBase), money(L.base - optionalSum, look.sign)]];
  if (optionalSum) {
    if (itemized) g.extras.optional.forEach((o, j) => items.push([o.label, money(optionalCents[j], look.sign)]));
    else items.push([rng.pick(VSECT.endorsementsSum), money(optionalSum, look.sign)]);
  }
  for (const f of L.inFees) items.push([f.label, money(f.amount, look.sign)]);
  summaryLines(w, items, [rng.pick(VSECT.total.home), money(L.total)], rng.chance(0.6));
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(VSECT.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.85 });
  discountsLine(w, rng);
  w.gap(4);
  w.paragraph(rng.pick(VSECT.pointer.home), { size: w.size * 0.85 });
  if (rng.chance(0.5)) notice(w, rng.pick(VSECT.notices.home));
  w.newPage();

  // The dwelling's section: title with its address, rating facts, Coverages A-F.
  const addr = addressLines(premises, rng, true).join(", ");
  const heading = fill(rng.pick(VSECT.sectionTitle[condo ? "condo" : "home"]), { n: "1", m: "1", addr });
  const style = { bold: true, size: w.size * 1.05 };
  hrule(w, 1, 3);
  for (const l of w.wrap(heading, style)) w.line(l, style);
  current = heading;
  const hf = VSECT.homeFacts;
  const factParts = [
    fill(rng.pick(hf.form), { f: g.extras.form }),
    fill(rng.pick(hf.built), { y: String(g.extras.yearBuilt) }),
    rng.pick(hf.construction),
    fill(rng.pick(hf.pc), { c: String(rng.int(1, 9)) }),
    ...(condo ? [] : [rng.pick(hf.families)]),
  ];
  w.paragraph(factParts.join("  -  "), { size: w.size * 0.85 });
  w.gap(4);

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const sentence = rng.pick(VSECT.homeSentence);
  const dash = rng.pick(VSECT.dash);
  const occurrence = rng.pick(VSECT.occurrence);
  const eachPerson = rng.pick(VSECT.eachPerson);
  const als = rng.pick(VSECT.als);
  const included = rng.pick(VSECT.included);
  const at = rng.pick([0.42, 0.48]);
  const homeLine = (code: string) => {
    const c = cov(code);
    if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) return;
    const name = U(code === "DWELLING" && condo ? VSECT.condoA[look.scheme] : VSECT.homeNames[code][look.scheme]);
    const x = !c
      ? als
      : code === "PERSONAL_LIABILITY"
        ? `${dollars(c.limitPerAccident!)} ${occurrence}`
        : code === "MEDICAL_PAYMENTS"
          ? `${dollars(c.limitPerAccident!)} ${eachPerson}`
          : dollars(c.limitPerAccident!);
    const right = look.linePremiums ? (c ? money(L.coverage.get(c)![0], look.sign) : included) : "";
    if (look.line === "leaders") leaderLine(w, { label: name, middle: x, right }, at, 70);
    else if (look.line === "dash") sentenceLine(w, fill(dash, { label: name, p: x }), right);
    else sentenceLine(w, c ? fill(sentence, { name, x }) : `${name}: ${x}.`, right);
  };
  const head: TextStyle = { bold: true, size: w.size * 0.95 };
  w.line(VSECT.sectionOne[look.scheme], head);
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]) homeLine(code);
  w.gap(3);
  w.line(VSECT.sectionTwo[look.scheme], head);
  for (const code of ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]) homeLine(code);
  w.gap(5);

  // Deductibles: the all-other-perils amount (the truth's) and wind/hail as a share of Coverage A.
  const dwelling = cov("DWELLING")!;
  w.ensure(w.lineHeight * 4);
  w.line(rng.pick(VSECT.deductibles), head);
  if (rng.chance(0.25)) w.paragraph(fill(rng.pick(VSECT.aopSentence), { x: dollars(dwelling.deductible!) }));
  else w.line(fill(rng.pick(VSECT.aop), { x: dollars(dwelling.deductible!) }));
  const pct = g.extras.windHailPercent;
  if (pct)
    w.line(
      fill(rng.pick(VSECT.wind), { p: String(pct), x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)) }),
    );
  else if (rng.chance(0.5)) w.line(rng.pick(VSECT.windSame));
  w.gap(6);
  if (rng.chance(0.6)) {
    const list = rng.shuffle(VSECT.additionalItems).slice(0, rng.int(3, 6));
    w.ensure(w.lineHeight * 3);
    w.line(rng.pick(VSECT.additional), head);
    for (const item of list) w.paragraph(item, { size: w.size * 0.9 });
    w.gap(6);
  }
  current = null;
  // Some carriers print the interests and endorsements on a page of their own.
  const interestsPage = rng.chance(0.35);
  if (interestsPage) w.newPage();

  // Mortgagees, each with its loan number.
  const ordinal = rng.pick(VSECT.ordinal);
  const clause = rng.pick(VSECT.clause);
  const loanLabel = rng.pick(VSECT.loan.slice(0, 3));
  const inline = rng.chance(0.4);
  const mortHead = rng.pick(VSECT.mortgagees);
  w.ensure(w.lineHeight * 5);
  w.line(mortHead, head);
  if (!t.thirdParties.length) w.line(rng.pick(VSECT.noMortgagee));
  t.thirdParties.forEach((p, i) => {
    const lines = addressLines(p.address, rng, look.upper);
    const loan = loanPrinted && p.loanNumber ? `${loanLabel} ${p.loanNumber}` : "";
    if (inline) w.paragraph(`${ordinal[i]}: ${U(p.name)}${clause}, ${lines.join(", ")}${loan ? `  ${loan}` : ""}`);
    else {
      w.ensure(w.lineHeight * (lines.length + 3));
      w.line(`${ordinal[i]}:`, { bold: true, size: w.size * 0.9 });
      for (const l of [`${U(p.name)}${clause}`, ...lines, loan].filter(Boolean)) w.paragraph(l);
    }
    w.gap(3);
  });
  w.gap(4);

  if (g.extras.optional.length) {
    w.ensure(w.lineHeight * (g.extras.optional.length + 2));
    w.line(rng.pick(VSECT.endorsements), head);
    g.extras.optional.forEach((o, j) =>
      leaderLine(
        w,
        { label: o.label, middle: o.limit, right: money(optionalCents[j], look.sign) },
        0.5,
        70,
        {},
        look.line === "leaders",
      ),
    );
    w.gap(5);
  }
  formsList(w, rng, VSECT.homeForms);
  finishHeader();
  legalFooter(w, g, rng, look);

  if (!look.naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    look.line,
    look.company === "footer" ? "footer-company" : "company-line",
    pct ? "wind-pct" : "",
    interestsPage ? "interests-page" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title: docTitle };
};

export const vehicleSections: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
