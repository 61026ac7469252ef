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
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
  type Ledger,
} from "./common";
import { leaderLine } from "./fill-lines";
import { fill, tollFree } from "./forms";
import { fitSize, fitWidth, keepTogether, measure, ruledRow, type RCol, type RRow } from "./ruled";

// Imitates the declarations that run over two or three pages because the schedule does not fit
// page 1 (GEICO's "Continued on Back" decs, Citizens/Hanover's "CONTINUED ON NEXT PAGE" homeowners
// page, Nationwide's "Changes Made to Your Policy (Continued)", Allstate's "(continued)" footers):
// page 1 carries the letterhead, the policy number and term, the named insured and mailing address
// beside the agent, and the start of the coverage schedule; the schedule breaks in the middle of a
// vehicle (or of Section I) and picks up on the next page under a running header that repeats the
// policy number, "Page 2 of 3" and "Named Insured: ... (continued)", with a "Vehicle 2 (continued)"
// line (or, for the ruled-table pages, the column header printed again over a "(continued)" row).
// Some carriers put an unrelated IMPORTANT NOTICES block at the top of page 2 before the schedule
// resumes. The lienholders (or mortgagees) and the premium summary come last, sometimes on a page
// of their own, and every page ends with fine print: the form number ("AU-DEC 01 19"), "Page n of
// m", a disclaimer sentence and "Continued on next page".

export const CONTD = {
  title: {
    auto: [
      "AUTOMOBILE POLICY DECLARATIONS",
      "Personal Auto Policy Declarations",
      "Auto Declarations Page",
      "DECLARATIONS - PERSONAL AUTOMOBILE",
    ],
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Homeowners Declarations Page", "DECLARATIONS - HOMEOWNERS"],
    condo: [
      "CONDOMINIUM UNIT OWNERS DECLARATIONS",
      "Condominium Unit-Owners Declarations Page",
      "DECLARATIONS - UNIT OWNERS",
    ],
  },
  transaction: ["Renewal Declarations", "New Business", "Policy Change", "Amended Declarations", "Renewal Certificate"],
  number: ["Policy Number:", "Policy No.:", "POLICY NUMBER:", "Policy #:"],
  period: ["Policy Period:", "POLICY PERIOD:", "Coverage Period:"],
  periodText: ["{eff} to {exp}", "From {eff} to {exp}", "{eff} - {exp}", "{eff} through {exp}"],
  periodTime: [
    "12:01 A.M. standard time at the address of the named insured",
    "both dates at 12:01 a.m. standard time",
    "12:01 AM local time",
    "",
  ],
  issued: ["Date Issued:", "Issue Date:", "Processing Date:", "Date Prepared:"],
  account: ["Account Number:", "Billing Account:", "Customer No.:"],
  company: ["Insuring Company:", "Company:", "Underwritten by:", "Coverage Provided By:"],
  naicLabel: ["NAIC Number:", "NAIC Code:", "NAIC #:"],
  insured: ["Named Insured and Mailing Address", "NAMED INSURED AND ADDRESS", "Named Insured(s)", "Policyholder"],
  agent: ["Agent", "YOUR AGENT", "Producer", "Agent of Record"],
  agentCode: ["Agent Code", "Producer No.", "Agency No."],
  phone: ["Phone", "Tel.", "Ph."],
  drivers: ["Drivers:", "Listed Drivers:", "Household Drivers:", "Operators:"],
  vehicleList: ["Described Vehicles", "VEHICLES COVERED", "Your Vehicles"],
  vehicleListCols: [
    ["Veh", "Year", "Make / Model", "VIN"],
    ["#", "YEAR", "MAKE AND MODEL", "VEHICLE ID NUMBER"],
  ],
  premises: ["Residence Premises:", "Location of Residence Premises:", "Insured Location:"],
  samePremises: ["Same as mailing address", "SAME AS MAILING ADDRESS"],
  rating: ["Form {f}", "Year Built {y}", "Construction: {c}", "Protection Class {p}"],
  construction: ["Frame", "Masonry", "Brick Veneer", "Siding - Vinyl"],
  // The running header of pages 2 and on, and the footer of every page.
  runNumber: ["Policy Number: {p}", "POLICY NUMBER {p}", "Policy No. {p}", "Policy: {p}"],
  runPage: ["Page {n} of {m}", "PAGE {n} OF {m}", "Page {n} of {m}"],
  runInsured: [
    "Named Insured: {name} (continued)",
    "NAMED INSURED: {name} (CONTINUED)",
    "Insured: {name} - continued",
    "Named Insured {name} (cont'd)",
  ],
  runPeriod: ["Policy Period: {eff} - {exp}", "Term {eff} to {exp}"],
  formCode: {
    auto: ["AU-DEC 01 19", "PP-DEC (01-19)", "A-DEC 07 21", "AUTO 3400 04 17"],
    home: ["HO-DEC 05 20", "H-DEC (03-19)", "HOME 2201 01 21", "DP-DEC 10 18"],
  },
  footPage: ["Page {n} of {m}", "PAGE {n} OF {m}", "({n} of {m})", "Page {n}"],
  disclaimer: [
    "This declarations page is part of your policy. Please keep it with your policy documents.",
    "Coverage is provided only for those coverages for which a premium or limit is shown.",
    "The policy, this declarations page and any endorsements make up your contract with us.",
    "Not valid unless accompanied by the policy forms and endorsements listed on these pages.",
  ],
  nextPage: ["Continued on next page", "CONTINUED ON NEXT PAGE", "(continued)", "Continued on Back"],
  // The schedule.
  schedule: {
    auto: ["Schedule of Coverages", "COVERAGES, LIMITS AND PREMIUMS", "Coverage Schedule", "DESCRIPTION OF COVERAGES"],
    home: ["Coverages and Limits of Liability", "COVERAGE INFORMATION", "Schedule of Coverages"],
  },
  contWord: ["(continued)", "(CONTINUED)", "- continued", "(cont'd)"],
  scheduleNote: [
    "Coverage is provided only where a premium or 'Included' is shown.",
    "Limits of liability apply to each vehicle as shown.",
    "",
  ],
  vehicleTitle: [
    "Vehicle {n}: {desc}  VIN {vin}",
    "VEH {n}  {desc}  VIN: {vin}",
    "Auto {n} - {desc} (VIN {vin})",
    "Vehicle {n} of {m} - {desc}, VIN {vin}",
  ],
  vehicleCont: [
    "Vehicle {n} (continued)",
    "VEH {n} (CONTINUED)",
    "Auto {n} - {desc} - continued",
    "Vehicle {n} of {m} (cont'd)",
  ],
  shared: ["Liability Coverages - All Vehicles", "COVERAGES APPLYING TO ALL VEHICLES", "Policy Coverages"],
  autoHead: [
    ["Coverage", "Limits", "Deductible", "Premium"],
    ["COVERAGE", "LIMITS OF LIABILITY", "DEDUCTIBLE", "PREMIUM"],
    ["Coverages", "Limit", "Ded.", "Cost"],
  ],
  homeHead: [
    ["Coverage", "Limit of Liability", "Premium"],
    ["COVERAGE", "AMOUNT OF INSURANCE", "PREMIUM"],
    ["Description", "Limit", "Annual Premium"],
  ],
  labels: {
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "BODILY INJURY LIABILITY"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "PROPERTY DAMAGE LIABILITY"],
    CSL: ["Combined Single Limit Liability", "Liability - Single Limit", "LIABILITY (CSL)"],
    MEDPAY: ["Medical Payments", "Medical Payments Coverage", "MEDICAL PAYMENTS"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist - Bodily Injury", "UNINSURED MOTORISTS BI"],
    UIMBI: [
      "Underinsured Motorists Bodily Injury",
      "Underinsured Motorist - Bodily Injury",
      "UNDERINSURED MOTORISTS BI",
    ],
    UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist - Property Damage", "UNINSURED MOTORISTS PD"],
    COMP: ["Comprehensive", "Other Than Collision", "COMPREHENSIVE (OTC)"],
    COLL: ["Collision", "Collision Coverage", "COLLISION"],
  } as Record<string, string[]>,
  perPerson: ["each person", "per person", "EA PERSON"],
  perAccident: ["each accident", "each occurrence", "per accident", "EA ACCIDENT"],
  slashNote: ["(each person/each accident)", "- EA PER/EA ACC", "Each Person/Each Occurrence"],
  csl: ["combined single limit", "each accident (CSL)", "single limit each accident"],
  acv: ["Actual Cash Value", "ACV", ""],
  dedPhrase: ["{x} deductible", "ACV less {x}", "Deductible {x}", "{x} ded."],
  notCovered: ["Not Covered", "NOT PURCHASED", "Rejected"],
  included: ["Included", "INCL", "No Charge"],
  vehicleTotal: ["Total Premium for Vehicle {n}", "VEHICLE {n} TOTAL", "Vehicle Premium"],
  home: {
    sectionOne: ["Section I - Property Coverages", "SECTION I COVERAGES", "Property Coverages"],
    sectionTwo: ["Section II - Liability Coverages", "SECTION II COVERAGES", "Liability Coverages"],
    deductibles: ["Deductibles", "SECTION I DEDUCTIBLES", "Deductible Information"],
    optional: ["Optional Coverages and Endorsements", "OPTIONAL COVERAGES", "Additional Coverages"],
    names: {
      DWELLING: ["Coverage A - Dwelling", "A. Dwelling", "COV A DWELLING"],
      OTHER_STRUCTURES: ["Coverage B - Other Structures", "B. Other Structures", "COV B OTHER STRUCTURES"],
      PERSONAL_PROPERTY: ["Coverage C - Personal Property", "C. Personal Property", "COV C PERSONAL PROPERTY"],
      LOSS_OF_USE: ["Coverage D - Loss of Use", "D. Loss of Use", "COV D LOSS OF USE"],
      PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "E. Personal Liability", "COV E PERSONAL LIABILITY"],
      MEDICAL_PAYMENTS: [
        "Coverage F - Medical Payments to Others",
        "F. Medical Payments to Others",
        "COV F MEDICAL PAYMENTS",
      ],
    } as Record<string, string[]>,
    condoA: ["Coverage A - Building Property", "A. Unit Additions and Alterations", "COV A BUILDING PROPERTY"],
    occurrence: ["each occurrence", "per occurrence", "EACH OCCURRENCE"],
    person: ["each person", "per person", "EACH PERSON"],
    als: ["Actual Loss Sustained", "ALS (12 months)", "Actual loss sustained, up to 12 months"],
    aop: ["All Other Perils", "All Perils Deductible", "Section I Deductible - All Perils"],
    wind: ["Windstorm or Hail", "Wind/Hail Deductible", "Windstorm or Hail Deductible"],
    windValue: ["{p}% of Coverage A ({x})", "{p}% ({x})", "{x} ({p}% of Dwelling)"],
    dedPerOcc: ["{x}", "{x} per occurrence", "{x} each loss"],
  },
  // The last page.
  interests: [
    "Additional Interests",
    "LIENHOLDERS / ADDITIONAL INTERESTS",
    "Loss Payee and Lessor Information",
    "ADDITIONAL INTERESTED PARTIES",
  ],
  interestFor: ["For Vehicle {n}: {ym}  VIN {vin}", "Veh {n} - {ym} - VIN {vin}", "VEHICLE {n}  {ym}  {vin}"],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "LIENHOLDER/LOSS PAYEE"],
    lessor: ["Lessor", "Additional Insured/Lessor", "LESSOR - ADDITIONAL INSURED AND LOSS PAYEE"],
  },
  loan: ["Loan No.", "Loan Number:", "Account #", "Loan/Lease No."],
  noInterests: ["None", "No additional interests are listed on this policy.", "NONE"],
  mortgagees: ["Mortgagee(s)", "MORTGAGEES AND ADDITIONAL INTERESTS", "Mortgagee Information"],
  ordinal: [
    ["First Mortgagee", "Second Mortgagee"],
    ["Mortgagee 1", "Mortgagee 2"],
    ["1ST MORTGAGEE", "2ND MORTGAGEE"],
  ],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  noMortgagee: ["Mortgagee: None", "No mortgagee is listed on this policy.", "NONE"],
  summary: ["Premium Summary", "PREMIUM SUMMARY", "Your Premium for this Policy Period", "POLICY PREMIUM"],
  summaryVehicle: ["Vehicle {n} - {ym}", "{ym}", "VEH {n} {ym}"],
  homeBase: ["Basic Policy Premium", "Section I and II Premium", "Standard Policy Premium"],
  optionalSum: ["Optional Coverages Premium", "Total Optional Coverages Premium", "Endorsements"],
  total: {
    auto: ["Total Policy Premium", "TOTAL {term} PREMIUM", "Total Premium for this Policy Period"],
    home: ["Total Policy Premium", "TOTAL ANNUAL PREMIUM", "Total Premium for this Policy Period"],
  },
  termWord: { 6: ["6 MONTH", "SIX-MONTH"], 12: ["12 MONTH", "ANNUAL"] } as Record<number, string[]>,
  outFee: ["{label} of {x} per installment is not included in the premium.", "{label}: {x} (billed separately)"],
  forms: ["Forms and Endorsements", "FORMS APPLICABLE TO THIS POLICY", "Policy Forms"],
  autoForms: [
    "PP 00 01 09 18 Personal Auto Policy",
    "PP 03 06 09 18 Towing and Labor Costs",
    "PP 01 94 Amendment of Policy Provisions",
    "IL P 001 01 04 OFAC Advisory Notice",
    "AU 7012 (04-20) Amendatory Endorsement",
  ],
  homeForms: [
    "HO 00 03 05 11 Homeowners 3 - Special Form",
    "HO 04 90 05 11 Personal Property Replacement Cost",
    "HO 04 96 04 91 No Section II Coverage for Home Day Care",
    "HO 23 71 05 11 Special Provisions",
    "IL P 001 01 04 OFAC Advisory Notice",
  ],
  noticesHead: ["IMPORTANT NOTICES", "Important Notices", "IMPORTANT INFORMATION ABOUT YOUR POLICY"],
  notices: {
    both: [
      "PRIVACY NOTICE: We collect personal information from you and from consumer reports to underwrite and service your policy. We do not sell your information. A copy of our privacy policy is available on request.",
      "FRAUD WARNING: Any person who knowingly presents a false or fraudulent claim for payment of a loss or benefit, or knowingly presents false information in an application for insurance, is guilty of a crime and may be subject to fines and confinement in prison.",
      "CREDIT-BASED INSURANCE SCORE: Information from your consumer report was used in setting the premium for this policy. You may ask us to re-rate your policy once each policy term.",
      "CLAIMS: To report a claim at any hour, call {t} or use our mobile app. Please have your policy number ready.",
    ],
    auto: [
      "UNINSURED MOTORISTS: You selected the uninsured motorists limits shown in the schedule. To change them, contact your agent.",
      "NOTICE OF CHANGE IN POLICY TERMS: Your renewal includes an amendatory endorsement. Please read it carefully; it changes the coverage provided by your policy.",
    ],
    home: [
      "FLOOD: This policy does not cover loss caused by flood. Flood insurance is available through the National Flood Insurance Program.",
      "REPLACEMENT COST: Review your Coverage A limit each year so that it reflects the cost to rebuild your home.",
    ],
  },
};

const money = (cents: number, sign = true) => dollars(fromCents(cents), { cents: true, sign });

interface Look {
  ds: DateStyle;
  upper: boolean;
  scheme: number;
  sign: boolean;
  linePremiums: boolean;
  style: "list" | "table";
  notices: boolean;
  tailPage: boolean;
  naic: boolean;
}

/** One schedule line: the table prints its four parts in cells, the list joins limit and deductible. */
interface Line {
  label: string;
  limit: string[];
  ded: string;
  premium: string;
  bold?: boolean;
}

interface Section {
  title: string;
  /** What a page printed in the middle of this section starts with. */
  cont: string;
  lines: Line[];
  total: Line | null;
  vehicle: boolean;
}

interface Frame {
  /** What the decorator prints on a new page after the running header (continuation lines). */
  setResume: (fn: ((w: Writer) => void) | null) => void;
  /** Puts the running headers and footers on every page once the page count is known. */
  finish: () => void;
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  return {
    ds: rng.pick<DateStyle>(["mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Mon d, yyyy", "Month d, yyyy"]),
    upper: rng.chance(0.45),
    scheme: rng.int(0, 2),
    sign: rng.chance(0.7),
    linePremiums: rng.chance(0.8),
    style: rng.chance(0.45) ? "table" : "list",
    notices: rng.chance(0.35),
    tailPage: rng.chance(0.35),
    naic: !!g.extras.naicCode && rng.chance(0.5),
  };
}

/** Running header band on pages 2+, the IMPORTANT NOTICES block on page 2, footers on every page. */
function frame(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): Frame {
  const t = g.truth;
  const d = (iso: string) => formatDate(iso, look.ds);
  const hs = w.size * 0.82;
  const withPeriod = rng.chance(0.35);
  const arrangement = rng.int(0, 2);
  const lines = withPeriod ? 3 : 2;
  const band = lines * hs * 1.35 + 6;
  const num = fill(rng.pick(CONTD.runNumber), { p: t.policyNumber });
  const runPage = rng.pick(CONTD.runPage);
  const primary = personName(g, 0, rng.chance(0.7) ? "first-last" : "last-first", look.upper || rng.chance(0.4));
  const insured = fill(rng.pick(CONTD.runInsured), { name: primary });
  const period = fill(rng.pick(CONTD.runPeriod), { eff: d(t.effectiveDate), exp: d(t.expirationDate) });
  const pageOneNumber = rng.chance(0.6);
  const notices = look.notices
    ? rng
        .shuffle([...CONTD.notices.both, ...CONTD.notices[t.type === "auto" ? "auto" : "home"]])
        // The uninsured motorists notice only on pages that carry that coverage.
        .filter((n) => !n.startsWith("UNINSURED") || t.coverages.some((c) => c.code === "UMBI"))
        .slice(0, rng.int(2, 4))
        .map((n) => fill(n, { t: tollFree(rng) }))
    : [];
  const noticesHead = rng.pick(CONTD.noticesHead);
  let resume: ((w: Writer) => void) | null = null;
  w.setPageDecorator((ww) => {
    ww.y += band;
    if (notices.length && ww.pages.length === 2) {
      ww.line(noticesHead, { bold: true, size: ww.size * 1.05 });
      hrule(ww, 0.6, 3);
      for (const n of notices) {
        ww.paragraph(n, { size: ww.size * 0.85 });
        ww.gap(3);
      }
      hrule(ww, 0.6, 6);
    }
    resume?.(ww);
  });

  const code = rng.pick(CONTD.formCode[t.type === "auto" ? "auto" : "home"]);
  const footPage = rng.pick(CONTD.footPage);
  const pageAtRight = rng.chance(0.5);
  const disclaimer = rng.pick(CONTD.disclaimer);
  const next = rng.chance(0.75) ? rng.pick(CONTD.nextPage) : "";
  const finish = () => {
    const n = w.pages.length;
    const fs = w.size * 0.68;
    const put = (p: (typeof w.pages)[number], text: string, x: number, y: number, size: number, bold = false) =>
      p.texts.push({ text, x, y, size, bold });
    w.pages.forEach((p, i) => {
      const pageText = fill(runPage, { n: String(i + 1), m: String(n) });
      const right = p.width - w.margin;
      if (i === 0) {
        if (pageOneNumber) put(p, pageText, right - w.width_(pageText, { size: hs }), w.margin * 0.6, hs);
      } else {
        const y1 = w.margin + hs;
        const y2 = y1 + hs * 1.35;
        const y3 = y2 + hs * 1.35;
        if (arrangement === 0) {
          put(p, num, w.margin, y1, hs, true);
          put(p, pageText, right - w.width_(pageText, { size: hs }), y1, hs);
          put(p, insured, w.margin, y2, hs);
        } else if (arrangement === 1) {
          // "Policy Number: X   Page 2 of 3" on one line.
          put(p, num, w.margin, y1, hs, true);
          put(p, pageText, w.margin + w.width_(num, { size: hs, bold: true }) + 24, y1, hs);
          put(p, insured, w.margin, y2, hs);
        } else {
          put(p, insured, w.margin, y1, hs, true);
          put(p, pageText, right - w.width_(pageText, { size: hs }), y1, hs);
          put(p, num, w.margin, y2, hs);
        }
        if (withPeriod) put(p, period, w.margin, y3, hs);
        p.rects.push({ x: w.margin, y: w.margin + band - 3, w: p.width - 2 * w.margin, h: 0.6, fill: true });
      }
      // Footer: the disclaimer and "Continued on next page" over the form number and page count.
      const yb = p.height - w.margin * 0.45;
      const ya = yb - fs * 1.3;
      const foot = fill(footPage, { n: String(i + 1), m: String(n) });
      put(p, code, w.margin, yb, fs);
      const fw = w.width_(foot, { size: fs });
      put(p, foot, pageAtRight ? right - fw : (p.width - fw) / 2, yb, fs);
      const cont = i < n - 1 ? next : "";
      const cw = cont ? w.width_(cont, { size: fs, bold: true }) : 0;
      if (cont) put(p, cont, right - cw, ya, fs, true);
      const ds = fitWidth(w, disclaimer, { size: fs }, right - w.margin - cw - 12);
      put(p, disclaimer, w.margin, ya, ds);
    });
  };
  return { setResume: (fn) => (resume = fn), finish };
}

/** Letterhead, the policy facts, the insured beside the agent. Returns the document title. */
function pageOne(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look): string {
  const t = g.truth;
  const d = (iso: string) => formatDate(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const title = rng.pick(CONTD.title[t.type]);
  const transaction = rng.pick(CONTD.transaction);
  const companyTop = rng.chance(0.6);
  const [box, city] = carrierAddress(rng);
  const big = { bold: true, size: w.size * rng.pick([1.8, 2.2]) };
  const addressTop = rng.chance(0.6);
  sideBySide(
    w,
    0.5,
    (ww) => {
      const s = { ...big, size: fitWidth(ww, g.extras.brand, big) };
      ww.put(g.extras.brand, ww.left, ww.y + s.size, s);
      ww.y += s.size * 1.3;
      if (companyTop) for (const l of ww.wrap(U(t.carrier.name), { bold: true })) ww.line(l, { bold: true });
      if (addressTop) ww.line(`${box}, ${city}`, { size: ww.size * 0.8 });
    },
    (ww) => {
      const style = { bold: true, size: ww.size * 1.3 };
      for (const l of ww.wrap(title, style)) {
        ww.put(l, ww.right - ww.width_(l, style), ww.y + style.size, style);
        ww.y += style.size * 1.3;
      }
      const small = { size: ww.size * 0.9 };
      ww.put(transaction, ww.right - ww.width_(transaction, small), ww.y + small.size, small);
      ww.y += small.size * 1.4;
    },
  );
  w.gap(3);
  hrule(w, 0.8, 6);

  const facts: [string, string][] = [
    [rng.pick(CONTD.number), t.policyNumber],
    [
      rng.pick(CONTD.period),
      [
        fill(rng.pick(CONTD.periodText), { eff: d(t.effectiveDate), exp: d(t.expirationDate) }),
        rng.pick(CONTD.periodTime),
      ]
        .filter(Boolean)
        .join("  "),
    ],
    [rng.pick(CONTD.issued), d(g.extras.issueDate)],
  ];
  if (!companyTop) facts.push([rng.pick(CONTD.company), U(t.carrier.name)]);
  if (look.naic) facts.push([rng.pick(CONTD.naicLabel), g.extras.naicCode!]);
  if (rng.chance(0.4)) facts.push([rng.pick(CONTD.account), g.extras.accountNumber]);
  const labelW = Math.max(...facts.map(([l]) => w.width_(l, { bold: true }))) + 10;
  for (const [label, value] of facts) w.kv(label, [value], labelW, { bold: true });
  w.gap(6);

  const order = rng.chance(0.8) ? "first-last" : "last-first";
  const names = t.insureds.map((_, i) => personName(g, i, order, look.upper));
  const mail = addressLines(t.address, rng, look.upper);
  const a = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, look.upper);
  const insuredLabel = rng.pick(CONTD.insured);
  const agentLabel = rng.pick(CONTD.agent);
  const agentLines = [
    U(a.name),
    U(a.agency),
    ...office,
    `${rng.pick(CONTD.phone)} ${a.phone}`,
    `${rng.pick(CONTD.agentCode)} ${a.code}`,
  ];
  const head: TextStyle = { bold: true, size: w.size * 0.9 };
  sideBySide(
    w,
    0.55,
    (ww) => {
      ww.line(insuredLabel, head);
      for (const l of [...names, ...mail]) ww.line(l);
    },
    (ww) => {
      ww.line(agentLabel, head);
      for (const l of agentLines) ww.paragraph(l);
    },
  );
  w.gap(4);
  hrule(w, 0.6, 6);
  return title;
}

// ---------------------------------------------------------------- the schedule

/**
 * Sections of lines printed as a list (a bold title per section, rows at fixed columns) or as one
 * ruled table (span rows for the sections, the column header again on every page). The page breaks
 * before line `split.line` of section `split.section` when the schedule is still on its first page.
 */
function schedule(
  w: Writer,
  fr: Frame,
  look: Look,
  opts: {
    heading: string;
    contWord: string;
    note: string;
    head: string[];
    dedColumn: boolean;
    join: string;
    sections: Section[];
    split: { section: number; line: number } | null;
    listHeader: boolean;
  },
): boolean {
  const { sections, split } = opts;
  let forced = false;
  const headingStyle: TextStyle = { bold: true, size: w.size * 1.1 };
  w.ensure(w.lineHeight * 6);
  w.line(opts.heading, headingStyle);
  if (opts.note) w.line(opts.note, { size: w.size * 0.82 });
  // The schedule breaks on the page it starts on (unless it has run over a page by itself already).
  const startPage = w.pages.length;
  const breakHere = (si: number, li: number) => {
    if (split && si === split.section && li === split.line && w.pages.length === startPage) {
      w.newPage();
      forced = true;
      return true;
    }
    return false;
  };

  if (look.style === "list") {
    const cols: Col[] = look.linePremiums
      ? [
          { at: 0, width: 0.38 },
          { at: 0.4, width: 0.42 },
          { at: 0.82, width: 0.18, align: "r" },
        ]
      : [
          { at: 0, width: 0.42 },
          { at: 0.44, width: 0.56 },
        ];
    const head = [opts.head[0], opts.head[1], ...(look.linePremiums ? [opts.head[opts.head.length - 1]] : [])];
    const header = (ww: Writer) => {
      if (opts.listHeader)
        row(
          ww,
          cols,
          head.map((h) => [h]),
          { bold: true, size: ww.size * 0.85 },
          { rule: true },
        );
    };
    const cells = (l: Line) => {
      const text = [...l.limit, l.ded].filter(Boolean).join(opts.join);
      return [[l.label], [text], ...(look.linePremiums ? [[l.premium]] : [])];
    };
    hrule(w, 0.6, 3);
    header(w);
    sections.forEach((s, si) => {
      fr.setResume(null);
      const titleLines = w.wrap(s.title, { bold: true });
      w.ensure(titleLines.length * w.size * 1.4 + w.lineHeight * 2.5);
      w.gap(3);
      for (const l of titleLines) w.line(l, { bold: true });
      fr.setResume((ww) => {
        ww.line(s.cont, { bold: true });
        header(ww);
      });
      s.lines.forEach((l, li) => {
        breakHere(si, li);
        row(w, cols, cells(l), l.bold ? { bold: true } : {}, { pad: 1 });
      });
      if (s.total) {
        w.page.rects.push({
          x: w.right - (w.right - w.left) * 0.18,
          y: w.y,
          w: (w.right - w.left) * 0.18,
          h: 0.5,
          fill: true,
        });
        w.y += 1;
        row(w, cols, cells(s.total), { bold: true }, { pad: 1 });
      }
    });
    fr.setResume(null);
    w.gap(6);
    return forced;
  }

  // The ruled table.
  const dedCol = opts.dedColumn;
  const rc: RCol[] = dedCol
    ? look.linePremiums
      ? [{ width: 0.35 }, { width: 0.31 }, { width: 0.15, align: "r" }, { width: 0.19, align: "r" }]
      : [{ width: 0.4 }, { width: 0.38 }, { width: 0.22, align: "r" }]
    : look.linePremiums
      ? [{ width: 0.46 }, { width: 0.34 }, { width: 0.2, align: "r" }]
      : [{ width: 0.5 }, { width: 0.5 }];
  const pick = (l: Line): string[][] => [
    [l.label],
    dedCol ? l.limit : [[...l.limit, l.ded].filter(Boolean).join(opts.join)],
    ...(dedCol ? [[l.ded]] : []),
    ...(look.linePremiums ? [[l.premium]] : []),
  ];
  const head = [
    opts.head[0],
    opts.head[1],
    ...(dedCol ? [opts.head[2]] : []),
    ...(look.linePremiums ? [opts.head[3] ?? opts.head[2]] : []),
  ];
  const all: RRow[] = [
    { cells: head.map((h) => [h]), bold: true },
    ...sections.flatMap((s) => s.lines.map((l) => ({ cells: pick(l) }))),
  ];
  const size = fitSize(w, rc, all, w.size * 0.92) ?? 5.5;
  const header = () => ruledRow(w, rc, { cells: head.map((h) => [h]), bold: true }, size * 0.95, true);
  let current: Section | null = null;
  let mid = false;
  header();
  fr.setResume((ww) => {
    ww.line(`${opts.heading} ${opts.contWord}`, headingStyle);
    header();
    if (current && mid) ruledRow(w, rc, { cells: [[current.cont]], span: true, bold: true }, size);
  });
  const fit = (rows: RRow[]) => w.ensure(measure(w, (ww) => rows.forEach((r) => ruledRow(ww, rc, r, size))) + 1);
  sections.forEach((s, si) => {
    current = s;
    mid = false;
    const titleRow: RRow = { cells: [[s.title]], span: true, bold: true };
    fit(s.lines.length ? [titleRow, { cells: pick(s.lines[0]) }] : [titleRow]);
    ruledRow(w, rc, titleRow, size);
    mid = true;
    s.lines.forEach((l, li) => {
      const r: RRow = { cells: pick(l), bold: l.bold };
      if (!breakHere(si, li)) fit([r]);
      ruledRow(w, rc, r, size);
    });
    if (s.total) {
      const r: RRow = { cells: pick(s.total), bold: true };
      fit([r]);
      ruledRow(w, rc, r, size);
    }
  });
  current = null;
  fr.setResume(null);
  w.gap(6);
  return forced;
}

/** Where the page breaks: in the middle of the preferred section that has two lines or more. */
function splitPoint(rng: Rng, sections: Section[], prefer: number): { section: number; line: number } | null {
  const ok = (i: number) => sections[i] && sections[i].lines.length >= 2;
  const candidates = sections.map((_, i) => i).filter(ok);
  if (!candidates.length) return null;
  const section = ok(prefer) ? prefer : rng.pick(candidates);
  return { section, line: rng.int(1, sections[section].lines.length - 1) };
}

function formsBlock(ww: Writer, title: string, forms: string[]): void {
  ww.gap(4);
  ww.line(title, { bold: true });
  for (const f of forms) ww.line(f, { size: ww.size * 0.85 }, 10);
}

function summaryBlock(
  ww: Writer,
  title: string,
  items: [string, string][],
  total: [string, string],
  notes: string[],
  leaders: boolean,
): void {
  ww.gap(4);
  ww.line(title, { bold: true, size: ww.size * 1.05 });
  hrule(ww, 0.5, 3);
  for (const [label, value] of items) leaderLine(ww, { label, middle: "", right: value }, 0.6, 80, {}, leaders);
  const span = ww.right - ww.left;
  ww.page.rects.push({ x: ww.right - span * 0.22, y: ww.y, w: span * 0.22, h: 0.5, fill: true });
  ww.y += 2;
  leaderLine(ww, { label: total[0], middle: "", right: total[1] }, 0.6, 80, { bold: true }, leaders);
  for (const n of notes) ww.paragraph(n, { size: ww.size * 0.85 });
}

// ---------------------------------------------------------------- auto

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L: Ledger = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look = pickLook(rng, g);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const fr = frame(w, g, rng, look);
  const title = pageOne(w, g, rng, look);
  const loanPrinted = rng.chance(0.85);
  const desc = (v: (typeof vehicles)[number]) =>
    `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`.toUpperCase();
  const ym = (v: (typeof vehicles)[number]) => `${v.year} ${v.make} ${v.model}`.toUpperCase();

  // Page 1 may list the drivers and the vehicles before the schedule starts.
  if (rng.chance(0.6)) w.paragraph(`${rng.pick(CONTD.drivers)} ${g.extras.drivers.map(U).join(", ")}`);
  const vehicleTable = rng.chance(0.5);
  if (vehicleTable) {
    w.gap(3);
    w.line(rng.pick(CONTD.vehicleList), { bold: true });
    const vc: Col[] = [
      { at: 0, width: 0.07 },
      { at: 0.07, width: 0.1 },
      { at: 0.17, width: 0.45 },
      { at: 0.62, width: 0.38 },
    ];
    const head = CONTD.vehicleListCols[look.upper ? 1 : 0];
    row(
      w,
      vc,
      head.map((h) => [h]),
      { bold: true, size: w.size * 0.85 },
      { rule: true },
    );
    vehicles.forEach((v, k) =>
      row(w, vc, [[String(k + 1)], [String(v.year)], [desc(v).replace(`${v.year} `, "")], [v.vin]]),
    );
  }
  w.gap(6);

  // The schedule: liability lines in every vehicle section (with that vehicle's share of the
  // premium) or once for all vehicles, then each vehicle's physical damage and extras.
  const scheme = look.scheme;
  const label = (code: string) => CONTD.labels[code][scheme];
  const pp = rng.pick(CONTD.perPerson);
  const pa = rng.pick(CONTD.perAccident);
  const slash = rng.chance(0.3);
  const slashNote = rng.pick(CONTD.slashNote);
  const csl = rng.pick(CONTD.csl);
  const acv = rng.pick(CONTD.acv);
  const dedPhrase = rng.pick(CONTD.dedPhrase);
  const notCovered = rng.chance(0.6) ? rng.pick(CONTD.notCovered) : "";
  const included = rng.pick(CONTD.included);
  const shared = rng.chance(0.35);
  const $ = (n: number) => dollars(n);
  const table = look.style === "table";
  const ded = (x: number) => (table ? $(x) : fill(dedPhrase, { x: $(x) }));
  const premium = (cents: number) => (look.linePremiums ? (cents ? money(cents, look.sign) : included) : "");
  const order = ["BI", "PD", "CSL", "MEDPAY", "UMBI", "UIMBI", "UMPD"];
  const liability = t.coverages.filter((c) => !c.vin).sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const liabilityLine = (c: TruthCoverage, cents: number): Line => {
    let name = label(c.code);
    let limit: string[];
    if (c.limitPerPerson !== null && c.limitPerAccident !== null) {
      if (slash) {
        limit = [`${$(c.limitPerPerson)}/${$(c.limitPerAccident)}`];
        if (slashNote) name = `${name} ${slashNote}`;
      } else limit = [`${$(c.limitPerPerson)} ${pp}`, `${$(c.limitPerAccident)} ${pa}`];
    } else if (c.code === "CSL") limit = [`${$(c.limitPerAccident!)} ${csl}`];
    else if (c.code === "MEDPAY") limit = [`${$(c.limitPerAccident!)} ${pp}`];
    else limit = [`${$(c.limitPerAccident!)} ${pa}`];
    // A UM property damage deductible reads "$250 deductible" in a list (never "ACV less").
    const umDed = c.deductible === null ? "" : table ? $(c.deductible) : `${$(c.deductible)} deductible`;
    return { label: name, limit, ded: umDed, premium: premium(cents) };
  };
  const sections: Section[] = [];
  const sharedTitle = rng.pick(CONTD.shared);
  const contWord = rng.pick(CONTD.contWord);
  if (shared)
    sections.push({
      title: sharedTitle,
      cont: `${sharedTitle} ${contWord}`,
      lines: liability.map((c) =>
        liabilityLine(
          c,
          L.coverage.get(c)!.reduce((s, x) => s + x, 0),
        ),
      ),
      total: null,
      vehicle: false,
    });
  const vTitle = rng.pick(CONTD.vehicleTitle);
  const vCont = rng.pick(CONTD.vehicleCont);
  const vTotal = rng.pick(CONTD.vehicleTotal);
  vehicles.forEach((v, k) => {
    const vars = { n: String(k + 1), m: String(vehicles.length), desc: desc(v), vin: v.vin };
    const lines: Line[] = shared ? [] : liability.map((c) => liabilityLine(c, L.coverage.get(c)![k]));
    for (const code of ["COMP", "COLL"]) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (c)
        lines.push({
          label: label(code),
          limit: table && acv ? [acv] : [],
          ded: ded(c.deductible!),
          premium: premium(L.coverage.get(c)![k]),
        });
      else if (notCovered) lines.push({ label: label(code), limit: [notCovered], ded: "", premium: "" });
    }
    g.extras.optional.forEach((o, j) =>
      lines.push({ label: U(o.label), limit: [o.limit], ded: "", premium: premium(L.optional[j][k]) }),
    );
    sections.push({
      title: fill(vTitle, vars),
      cont: fill(vCont, vars),
      lines,
      total:
        look.linePremiums && !shared
          ? {
              label: fill(vTotal, { n: String(k + 1) }),
              limit: [],
              ded: "",
              premium: money(L.vehicleTotals[k], look.sign),
            }
          : null,
      vehicle: true,
    });
  });
  const firstVehicle = shared ? 1 : 0;
  const split = splitPoint(rng, sections, vehicles.length > 1 ? firstVehicle + 1 : firstVehicle);
  const forced = schedule(w, fr, look, {
    heading: rng.pick(CONTD.schedule.auto),
    contWord,
    note: rng.pick(CONTD.scheduleNote),
    head: CONTD.autoHead[scheme],
    dedColumn: true,
    join: rng.pick(["; ", ", ", " / "]),
    sections,
    split,
    listHeader: rng.chance(0.5),
  });

  // The last page: lienholders and lessors by vehicle, the premium summary, the forms list.
  if (look.tailPage) w.newPage();
  const interestsTitle = rng.pick(CONTD.interests);
  const forLine = rng.pick(CONTD.interestFor);
  const loanLabel = rng.pick(CONTD.loan);
  const noInterests = rng.pick(CONTD.noInterests);
  const interests = t.thirdParties.map((p: TruthParty) => {
    const k = vehicles.findIndex((v) => v.vin === p.vin);
    const v = vehicles[k];
    return {
      head: fill(forLine, { n: String(k + 1), ym: ym(v), vin: v.vin }),
      role: rng.pick(CONTD.role[p.type === "lessor" ? "lessor" : "lienholder"]),
      lines: [U(p.name), ...addressLines(p.address, rng, look.upper)],
      loan: loanPrinted && p.loanNumber ? `${loanLabel} ${p.loanNumber}` : "",
    };
  });
  const vs = rng.pick(CONTD.summaryVehicle);
  const items: [string, string][] = vehicles.map((v, k) => [
    fill(vs, { n: String(k + 1), ym: ym(v) }),
    money(L.vehicleTotals[k], look.sign),
  ]);
  for (const f of L.inFees) items.push([f.label, money(f.amount, look.sign)]);
  const term = rng.pick(CONTD.termWord[g.extras.termMonths]);
  const total: [string, string] = [fill(rng.pick(CONTD.total.auto), { term }), money(L.total)];
  const notes = L.outFees.map((f) => fill(rng.pick(CONTD.outFee), { label: f.label, x: money(f.amount) }));
  const summaryTitle = rng.pick(CONTD.summary);
  const leaders = rng.chance(0.5);
  const formsTitle = rng.pick(CONTD.forms);
  const forms = rng.shuffle(CONTD.autoForms).slice(0, rng.int(2, 4));
  keepTogether(w, (ww) => {
    ww.line(interestsTitle, { bold: true, size: ww.size * 1.05 });
    hrule(ww, 0.5, 3);
    if (!interests.length) ww.line(noInterests);
    for (const it of interests) {
      ww.line(it.head, { bold: true, size: ww.size * 0.92 });
      ww.paragraph(`${it.role}: ${it.lines[0]}`);
      for (const l of [...it.lines.slice(1), it.loan].filter(Boolean)) ww.line(l, {}, 12);
      ww.gap(3);
    }
    summaryBlock(ww, summaryTitle, items, total, notes, leaders);
    formsBlock(ww, formsTitle, forms);
  });
  fr.finish();

  if (!look.naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    "auto",
    look.style,
    shared ? "shared-liability" : "per-vehicle",
    forced ? "forced-break" : "natural-break",
    look.notices ? "notices" : "",
    look.tailPage ? "tail-page" : "",
    vehicleTable ? "vehicle-list" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

// ---------------------------------------------------------------- home

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const look = pickLook(rng, g);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const fr = frame(w, g, rng, look);
  const title = pageOne(w, g, rng, look);
  const loanPrinted = rng.chance(0.9);
  const H = CONTD.home;
  const scheme = look.scheme;

  // The residence premises and a line of rating facts.
  const same = sameAddress(premises, t.address);
  const location = same && rng.chance(0.4) ? [rng.pick(CONTD.samePremises)] : addressLines(premises, rng, look.upper);
  w.kv(rng.pick(CONTD.premises), location, w.width_("Location of Residence Premises:", { bold: true }) + 10, {
    bold: true,
  });
  const facts = rng
    .shuffle(CONTD.rating)
    .slice(0, rng.int(2, 4))
    .map((f) =>
      fill(f, {
        f: g.extras.form,
        y: String(g.extras.yearBuilt),
        c: rng.pick(CONTD.construction),
        p: String(rng.int(1, 9)),
      }),
    );
  w.paragraph(facts.join("    "), { size: w.size * 0.85 });
  w.gap(6);

  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const occurrence = rng.pick(H.occurrence);
  const person = rng.pick(H.person);
  const als = rng.pick(H.als);
  const included = rng.pick(CONTD.included);
  const premium = (cents: number | null) =>
    look.linePremiums ? (cents === null ? included : money(cents, look.sign)) : "";
  const line = (code: string): Line | null => {
    const c = cov(code);
    if (!c && !(code === "LOSS_OF_USE" && g.extras.lossOfUseAls)) return null;
    const name = U(code === "DWELLING" && condo ? H.condoA[scheme] : H.names[code][scheme]);
    const limit = !c
      ? als
      : code === "PERSONAL_LIABILITY"
        ? `${dollars(c.limitPerAccident!)} ${occurrence}`
        : code === "MEDICAL_PAYMENTS"
          ? `${dollars(c.limitPerAccident!)} ${person}`
          : dollars(c.limitPerAccident!);
    return { label: name, limit: [limit], ded: "", premium: premium(c ? L.coverage.get(c)![0] : null) };
  };
  const lines = (codes: string[]) => codes.map(line).filter((x): x is Line => !!x);
  const contWord = rng.pick(CONTD.contWord);
  const section = (title: string, ls: Line[]): Section => ({
    title,
    cont: `${title} ${contWord}`,
    lines: ls,
    total: null,
    vehicle: false,
  });
  const dwelling = cov("DWELLING")!;
  const pct = g.extras.windHailPercent;
  const dedLines: Line[] = [
    {
      label: rng.pick(H.aop),
      limit: [fill(rng.pick(H.dedPerOcc), { x: dollars(dwelling.deductible!) })],
      ded: "",
      premium: "",
    },
  ];
  if (pct)
    dedLines.push({
      label: rng.pick(H.wind),
      limit: [
        fill(rng.pick(H.windValue), {
          p: String(pct),
          x: dollars(Math.round((dwelling.limitPerAccident! * pct) / 100)),
        }),
      ],
      ded: "",
      premium: "",
    });
  const sections: Section[] = [
    section(H.sectionOne[scheme], lines(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"])),
    section(H.sectionTwo[scheme], lines(["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"])),
    section(rng.pick(H.deductibles), dedLines),
  ];
  if (g.extras.optional.length)
    sections.push(
      section(
        rng.pick(H.optional),
        g.extras.optional.map((o) => ({
          label: o.label,
          limit: [o.limit],
          ded: "",
          premium: premium(Math.round(o.premium * 100)),
        })),
      ),
    );
  const forced = schedule(w, fr, look, {
    heading: rng.pick(CONTD.schedule.home),
    contWord,
    note: "",
    head: CONTD.homeHead[scheme],
    dedColumn: false,
    join: "  ",
    sections,
    split: splitPoint(rng, sections, 0),
    listHeader: rng.chance(0.6),
  });

  // The last page: mortgagees, the premium summary, the forms list.
  if (look.tailPage) w.newPage();
  const ordinal = rng.pick(CONTD.ordinal);
  const isaoa = rng.pick(CONTD.isaoa);
  const loanLabel = rng.pick(CONTD.loan);
  const mortTitle = rng.pick(CONTD.mortgagees);
  const none = rng.pick(CONTD.noMortgagee);
  const morts = t.thirdParties.map((p, i) => ({
    head: ordinal[i],
    lines: [`${U(p.name)}${isaoa}`, ...addressLines(p.address, rng, look.upper)],
    loan: loanPrinted && p.loanNumber ? `${loanLabel} ${p.loanNumber}` : "",
  }));
  const optionalCents = g.extras.optional.reduce((s, o) => s + Math.round(o.premium * 100), 0);
  const items: [string, string][] = [[rng.pick(CONTD.homeBase), money(L.base - optionalCents, look.sign)]];
  if (optionalCents) items.push([rng.pick(CONTD.optionalSum), money(optionalCents, look.sign)]);
  for (const f of L.inFees) items.push([f.label, money(f.amount, look.sign)]);
  const total: [string, string] = [rng.pick(CONTD.total.home), money(L.total)];
  const notes = L.outFees.map((f) => fill(rng.pick(CONTD.outFee), { label: f.label, x: money(f.amount) }));
  const summaryTitle = rng.pick(CONTD.summary);
  const leaders = rng.chance(0.5);
  const formsTitle = rng.pick(CONTD.forms);
  const forms = rng.shuffle(CONTD.homeForms).slice(0, rng.int(2, 4));
  keepTogether(w, (ww) => {
    ww.line(mortTitle, { bold: true, size: ww.size * 1.05 });
    hrule(ww, 0.5, 3);
    if (!morts.length) ww.line(none);
    for (const m of morts) {
      ww.line(`${m.head}:`, { bold: true, size: ww.size * 0.92 });
      for (const l of [...m.lines, m.loan].filter(Boolean)) ww.paragraph(l);
      ww.gap(3);
    }
    summaryBlock(ww, summaryTitle, items, total, notes, leaders);
    formsBlock(ww, formsTitle, forms);
  });
  fr.finish();

  if (!look.naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    condo ? "condo" : "home",
    look.style,
    forced ? "forced-break" : "natural-break",
    look.notices ? "notices" : "",
    look.tailPage ? "tail-page" : "",
    pct ? "wind-pct" : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const continuedSchedule: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
