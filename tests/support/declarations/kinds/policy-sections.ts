import { isoDate, type GeneratedPolicy, type TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  hrule,
  ledger,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
  type Ledger,
  sum,
  money,
} from "./common";

// Imitates pages that follow the policy form's own structure. Home: USAA's and Hanover/Citizens'
// homeowners declarations ("SECTION I - COVERAGES AND AMOUNTS OF INSURANCE" over Coverages A-D,
// "SECTION II" over liability and medical payments), Allstate's coverage detail ("Up to 24 months
// not to exceed $121,723"), State Farm's deductibles ("Other Losses 2% $4,818") and USAA's premium
// box (policy premium, "CR" credits, state surcharges, total). The deductible is a sentence, and a
// wind/hail deductible in dollars sits next to it; sub-limits printed under Coverage A ("Building
// Codes", "Extended Replacement Cost") are figures that are not coverage limits. Auto: the personal
// auto policy's Parts A-D as headings (Liberty Mutual's numbered parts, Progressive's "Liability
// To Others" group whose premium stands on the group line, not on Bodily Injury or Property
// Damage), physical damage as "Actual cash value less $500 deductible" per auto, and a "Policy
// changes effective" block whose date and "Premium change" are not the term's.

export const SECTIONS = {
  homeTitle: {
    home: ["HOMEOWNERS POLICY DECLARATIONS", "Homeowners Declarations", "House & Home Policy Declarations"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Condominium Policy Declarations", "Unit Owners Declarations"],
  },
  autoTitle: ["PERSONAL AUTO POLICY DECLARATIONS", "Auto Policy Declarations", "Personal Automobile Declarations"],
  action: ["RENEWAL DECLARATIONS", "AMENDED DECLARATIONS - EFFECTIVE {date}", "NEW BUSINESS DECLARATIONS"],
  reason: [
    "Reason for change: Change mortgagee information",
    "Reason for change: Coverage change requested by insured",
    "Reason for amendment: Address correction",
  ],
  issuedBy: ["Issued by {carrier}", "Coverage is provided in the {carrier}", "Company: {carrier}"],
  named: {
    home: ["NAMED INSURED AND MAILING ADDRESS", "Named Insured and Residence Premises", "Named Insured(s)"],
    auto: ["NAMED INSURED AND ADDRESS", "Named Insured", "Named Insured(s)"],
  },
  number: ["Policy Number", "POLICY NUMBER", "Policy No."],
  period: ["Policy Period From: {eff} To: {exp}", "Policy Period: {eff} - {exp}", "From {eff} to {exp}"],
  time: {
    home: [
      "(12:01 A.M. standard time at the location of the residence premises)",
      "12:01 a.m. standard time at the address of the named insured",
    ],
    auto: ["12:01 a.m. standard time at the address of the named insured", "(12:01 A.M. standard time)"],
  },
  premisesLine: [
    "The residence premises covered by this policy is located at:",
    "Location of residence premises:",
    "Insured location:",
  ],
  sectionOne: [
    "SECTION I - COVERAGES AND AMOUNTS OF INSURANCE",
    "Section I \u2013 Property Coverages",
    "SECTION I - PROPERTY COVERAGES AND LIMITS",
  ],
  sectionTwo: [
    "SECTION II - COVERAGES AND LIMITS OF LIABILITY",
    "Section II \u2013 Liability Coverages",
    "SECTION II - LIABILITY COVERAGES AND LIMITS",
  ],
  limitHead: ["Limit of Liability", "Amount of Insurance", "Limits"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "A. DWELLING PROTECTION", "Coverage A \u2013 Dwelling"],
    OTHER_STRUCTURES: [
      "Coverage B - Other Structures",
      "B. OTHER STRUCTURES PROTECTION",
      "Coverage B \u2013 Other Structures",
    ],
    PERSONAL_PROPERTY: [
      "Coverage C - Personal Property",
      "C. PERSONAL PROPERTY PROTECTION",
      "Coverage C \u2013 Personal Property",
    ],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "D. LOSS OF USE PROTECTION", "Coverage D \u2013 Loss of Use"],
    PERSONAL_LIABILITY: [
      "Coverage E - Personal Liability",
      "E. PERSONAL LIABILITY",
      "Coverage E \u2013 Personal Liability",
    ],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "F. MEDICAL PAY TO OTHERS",
      "Coverage F \u2013 Medical Payments",
    ],
  },
  condoA: [
    "Coverage A - Building Property",
    "A. UNIT ADDITIONS AND ALTERATIONS",
    "Coverage A \u2013 Unit Improvements",
  ],
  lossOfUse: ["{x}", "Up to 24 months not to exceed {x}", "{x} (up to 12 months)"],
  als: ["Actual Loss Sustained", "ACTUAL LOSS SUSTAINED - UP TO 12 MONTHS"],
  occurrence: ["each occurrence", "EACH OCCURRENCE"],
  person: ["each person", "EACH PERSON"],
  subLimits: [
    "Building Codes (Ordinance or Law) - {pct}% of Coverage A",
    "Extended Replacement Cost - additional {pct}% of Coverage A",
  ],
  damageToProperty: ["Damage to Property of Others", "Damage to the Property of Others"],
  deductibles: ["DEDUCTIBLES (Applies to SECTION I Coverages ONLY)", "Deductibles", "Section I Deductibles"],
  dedSentence: [
    "All Peril Deductible: {x}",
    "We cover only that part of the loss over the deductible stated. All Other Perils: {x}",
    "Section I Deductible: {x} per occurrence",
  ],
  dedPercent: ["Your deductible is {pct}% of Coverage A ({x}).", "Other Losses {pct}%: {x}"],
  windHail: ["Windstorm or Hail Deductible: {pct}% of Coverage A ({x})", "Wind or Hail {pct}%: {x}"],
  optionalHead: ["OPTIONAL COVERAGES AND ENDORSEMENTS", "Other Coverages", "Optional Coverages"],
  premiumHead: ["PREMIUM SUMMARY", "Premium", "Your Premium"],
  sectionPremium: ["Policy Premium for Section I and Section II Coverages", "Standard Policy Premium", "Basic Premium"],
  optionalPremium: ["Total Optional Coverages Premium", "Endorsement Premium"],
  credits: ["Credits and Discounts (included in premium above)", "Discounts applied"],
  taxes: ["State Surcharges and Taxes", "Taxes, Fees and Surcharges"],
  total: ["TOTAL POLICY PREMIUM", "Total Annual Premium", "Total Premium"],
  notBill: ["PREMIUM DUE AT INCEPTION. THIS IS NOT A BILL.", "Do not pay. Mortgagee has been billed.", ""],
  outFee: ["A {label} of {x} applies to each installment (not included above).", "{label}: {x} per installment"],
  mortgagee: ["FIRST MORTGAGEE:", "SECOND MORTGAGEE:"],
  mortgageeAlt: ["Mortgagee", "Additional Interest - Mortgagee"],
  loan: ["Loan Number:", "Loan No.", "LOAN #"],
  isaoa: [" ISAOA/ATIMA", " ISAOA", ""],
  witness: ["In witness whereof, this policy is signed on {date}.", "Countersigned on {date} at the home office."],
  // Auto
  change: ["Policy changes effective {date}", "Amendment effective {date}"],
  changeRows: {
    requested: ["Changes requested on:", "Change date:"],
    premium: ["Premium change:", "Change in premium:"],
    what: ["Changes:", "Description:"],
  },
  changeText: [
    "Lienholder information updated.",
    "A vehicle was added to the policy.",
    "The marital status of a named insured changed.",
    "A driver was removed from the policy.",
  ],
  drivers: ["Drivers and household residents:", "Listed drivers:", "Operators:"],
  autos: ["Described Autos", "SCHEDULE OF AUTOS", "Your Covered Autos"],
  autoCols: [
    ["Auto", "Year", "Make / Model", "Vehicle Identification No."],
    ["No.", "Yr", "Description", "VIN"],
  ],
  parts: {
    A: ["Part A - Liability Coverage", "PART A \u2013 LIABILITY TO OTHERS", "Liability To Others"],
    B: ["Part B - Medical Payments Coverage", "PART B \u2013 MEDICAL PAYMENTS", "Medical Payments"],
    C: [
      "Part C - Uninsured Motorists Coverage",
      "PART C \u2013 UNINSURED MOTORISTS",
      "Uninsured/Underinsured Motorist",
    ],
    D: ["Part D - Coverage for Damage to Your Auto", "PART D \u2013 PHYSICAL DAMAGE", "Damage To Your Auto"],
  },
  autoCov: {
    BI: ["Bodily Injury Liability", "Bodily Injury"],
    PD: ["Property Damage Liability", "Property Damage"],
    CSL: ["Combined Single Limit", "Bodily Injury and Property Damage"],
    UMBI: ["Uninsured Motorists Bodily Injury", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorists Bodily Injury", "Underinsured Motorist"],
    UMPD: ["Uninsured Motorists Property Damage", "Uninsured Motorist Property Damage"],
    MEDPAY: ["Medical Payments", "Medical Expense"],
    COMP: ["Other Than Collision", "Comprehensive"],
    COLL: ["Collision", "Collision"],
  },
  partPremium: ["Premium", "Part premium"],
  notProvided: ["Coverage not provided", "Not purchased", "Rejected"],
  acvLess: ["Actual cash value less {x} deductible", "ACV less {x} ded.", "{x} deductible"],
  noPhysical: ["No physical damage coverage on this auto", "Liability only"],
  autoPremium: ["Total premium for {car}", "Premium for Auto {n}"],
  lossPayee: ["Loss Payee", "Lienholder"],
  lessor: ["Lessor - Additional Insured", "Lessor"],
  autoSubtotal: ["Subtotal policy premium", "Total premium for coverages"],
  autoTotal: ["Total {term} month policy premium and fees", "Total Policy Premium", "TOTAL {term} MONTH PREMIUM"],
} as const;

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");

/** A date inside the term: when an amendment or a policy change took effect (not the term's start). */
function midTerm(g: GeneratedPolicy, rng: Rng): string {
  return shiftDays(g.truth.effectiveDate, rng.int(12, 150));
}

const shiftDays = (iso: string, days: number) => isoDate(new Date(Date.parse(iso) + days * 86400000));

/** A section title over a rule, the column title (if any) at the right. */
function section(w: Writer, title: string, right = ""): void {
  w.gap(w.lineHeight * 0.5);
  w.ensure(w.lineHeight * 4);
  const style = { bold: true, size: w.size * 1.08 };
  w.put(title, w.left, w.y + style.size, style);
  if (right) w.put(right, w.right - w.width_(right, { bold: true }), w.y + style.size, { bold: true });
  w.y += style.size * 1.45;
  hrule(w, 0.8, 3);
}

function header(w: Writer, g: GeneratedPolicy, rng: Rng, title: string, action: string): void {
  const t = g.truth;
  if (rng.chance(0.5)) {
    // USAA: the underwriting company across the top, its address under it, the action line below.
    const center = (s: string, style: { bold?: boolean; size?: number } = {}) => {
      const size = style.size ?? w.size;
      w.put(s, (w.left + w.right - w.width_(s, style)) / 2, w.y + size, style);
      w.y += size * 1.45;
    };
    w.put(g.extras.brand.toUpperCase(), w.left, w.y + w.size * 1.6, { bold: true, size: w.size * 1.6 });
    w.y += w.size * 2.2;
    center(t.carrier.name.toUpperCase(), { bold: true, size: w.size * 1.15 });
    center(carrierAddress(rng).join(" - "), { size: w.size * 0.9 });
    center(title, { bold: true, size: w.size * 1.3 });
    if (action) center(action);
  } else {
    sideBySide(
      w,
      0.4,
      (ww) => ww.line(g.extras.brand, { bold: true, size: ww.size * 2.2 }),
      (ww) => {
        const right = (s: string, style: { bold?: boolean; size?: number } = {}) => {
          ww.put(s, ww.right - ww.width_(s, style), ww.y + (style.size ?? ww.size), style);
          ww.y += (style.size ?? ww.size) * 1.45;
        };
        right(title, { bold: true, size: ww.size * 1.3 });
        if (action) right(action);
        right(fill(rng.pick(SECTIONS.issuedBy), { carrier: t.carrier.name }), { size: ww.size * 0.9 });
      },
    );
  }
  w.gap();
}

/** Named insured on the left; number and period on the right. */
function parties(w: Writer, g: GeneratedPolicy, rng: Rng, dates: DateStyle): void {
  const t = g.truth;
  const line = t.type === "auto" ? "auto" : "home";
  const upper = rng.chance(0.5);
  sideBySide(
    w,
    0.5,
    (ww) => {
      // USAA's "Named Insured and Residence Premises" caption holds only when the two addresses agree.
      const premises = dwellingAddress(t);
      const captions = SECTIONS.named[line].filter(
        (c) => !premises || sameAddress(premises, t.address) || !c.includes("Premises"),
      );
      ww.line(rng.pick(captions), { size: ww.size * 0.9 });
      for (const l of [
        ...t.insureds.map((_, i) => personName(g, i, "first-last", upper)),
        ...addressLines(t.address, rng, upper),
      ])
        ww.line(l);
    },
    (ww) => {
      ww.line(rng.pick(SECTIONS.number), { size: ww.size * 0.9 });
      ww.line(t.policyNumber, { bold: true });
      ww.gap(4);
      const eff = formatDate(t.effectiveDate, dates);
      const exp = formatDate(t.expirationDate, dates);
      ww.paragraph(fill(rng.pick(SECTIONS.period), { eff, exp }));
      ww.paragraph(rng.pick(SECTIONS.time[line]), { size: ww.size * 0.85 });
    },
  );
}

const three: Col[] = [
  { at: 0.03, width: 0.5 },
  { at: 0.54, width: 0.3 },
  { at: 0.86, width: 0.14, align: "r" },
];
/** Auto limits run long ("$100,000 each person/$300,000 each accident"): a wider middle column. */
const wide: Col[] = [
  { at: 0.03, width: 0.37 },
  { at: 0.41, width: 0.45 },
  { at: 0.86, width: 0.14, align: "r" },
];

function premiumBlock(w: Writer, rng: Rng, L: Ledger, lines: [string, string][], total: string): void {
  section(w, rng.pick(SECTIONS.premiumHead));
  const pc: Col[] = [
    { at: 0.03, width: 0.7 },
    { at: 0.76, width: 0.24, align: "r" },
  ];
  for (const [label, value] of lines) row(w, pc, [[label], [value]]);
  for (const f of L.inFees) row(w, pc, [[`  ${f.label}`], [money(f.amount)]]);
  hrule(w, 0.5, 2);
  row(w, pc, [[total], [money(L.total)]], { bold: true });
  for (const f of L.outFees)
    w.line(fill(rng.pick(SECTIONS.outFee), { label: f.label.toLowerCase(), x: money(f.amount) }), {
      size: w.size * 0.85,
    });
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const A = dwelling.limitPerAccident!;
  const dates: DateStyle = rng.pick(["mm/dd/yy", "mm/dd/yyyy", "MON dd yyyy"]);
  const title = rng.pick(SECTIONS.homeTitle[condo ? "condo" : "home"]);
  const action = rng.pick(SECTIONS.action);
  const amended = action.includes("{date}");
  header(w, g, rng, title, fill(action, { date: formatDate(midTerm(g, rng), dates) }));
  parties(w, g, rng, dates);
  if (amended) w.line(rng.pick(SECTIONS.reason), { size: w.size * 0.9 });
  w.gap();
  w.line(rng.pick(SECTIONS.premisesLine));
  w.line(addressLines(premises, rng, rng.chance(0.4)).join(", "), {}, 18);

  const scheme = rng.int(0, 2);
  const sectionStyle = rng.int(0, 2);
  const apart = rng.chance(0.4);
  const amt = (n: number) => (apart ? `$ ${dollars(n, { sign: false })}` : dollars(n));
  const label = (code: keyof typeof SECTIONS.homeCov) =>
    code === "DWELLING" && condo ? SECTIONS.condoA[scheme] : SECTIONS.homeCov[code][scheme];
  const limitHead = rng.pick(SECTIONS.limitHead);
  section(w, SECTIONS.sectionOne[sectionStyle], limitHead);
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"] as const) {
    const c = t.coverages.find((x) => x.code === code);
    if (c) {
      const form = code === "LOSS_OF_USE" ? rng.pick(SECTIONS.lossOfUse) : "{x}";
      const v = fill(form, { x: amt(c.limitPerAccident!) });
      row(w, three, form === "{x}" ? [[label(code)], [""], [v]] : [[label(code)], [v], [""]]);
    } else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      row(w, three, [[label(code)], [rng.pick(SECTIONS.als)], [""]]);
    // Sub-limits printed under Coverage A are dollar figures a reader must not take for a coverage.
    if (code === "DWELLING" && !condo && rng.chance(0.45)) {
      const pct = rng.pick([10, 20, 25]);
      const sub = fill(rng.pick(SECTIONS.subLimits), { pct: String(pct) });
      row(w, three, [[`    ${sub}`], [""], [amt(Math.round((A * pct) / 100))]], { size: w.size * 0.92 });
    }
  }
  section(w, SECTIONS.sectionTwo[sectionStyle], limitHead);
  const liab = t.coverages.find((c) => c.code === "PERSONAL_LIABILITY")!;
  const med = t.coverages.find((c) => c.code === "MEDICAL_PAYMENTS")!;
  const words = rng.int(0, 1);
  row(w, three, [[label("PERSONAL_LIABILITY")], [SECTIONS.occurrence[words]], [amt(liab.limitPerAccident!)]]);
  if (rng.chance(0.35)) row(w, three, [[rng.pick(SECTIONS.damageToProperty)], [""], [amt(1000)]]);
  row(w, three, [[label("MEDICAL_PAYMENTS")], [SECTIONS.person[words]], [amt(med.limitPerAccident!)]]);

  // The deductible as a sentence; as a share of Coverage A it is the dollar figure that the truth keeps.
  section(w, rng.pick(SECTIONS.deductibles));
  const pct = rng.pick([1, 2]);
  const asPercent = rng.chance(0.3) && (A * pct) / 100 >= 500;
  if (asPercent) {
    const x = Math.round((A * pct) / 100);
    truth.coverages.find((c) => c.code === "DWELLING")!.deductible = x;
    w.line(fill(rng.pick(SECTIONS.dedPercent), { pct: String(pct), x: dollars(x) }), {}, 10);
  } else w.line(fill(rng.pick(SECTIONS.dedSentence), { x: dollars(dwelling.deductible!) }), {}, 10);
  if (g.extras.windHailPercent) {
    const wp = g.extras.windHailPercent;
    w.line(fill(rng.pick(SECTIONS.windHail), { pct: String(wp), x: dollars(Math.round((A * wp) / 100)) }), {}, 10);
  }

  const optional = sum(L.optional.map(sum));
  if (g.extras.optional.length) {
    section(w, rng.pick(SECTIONS.optionalHead));
    g.extras.optional.forEach((o, j) => row(w, three, [[o.label], [o.limit], [money(L.optional[j][0])]]));
  }
  const lines: [string, string][] = [[rng.pick(SECTIONS.sectionPremium), money(L.base - optional)]];
  if (optional) lines.push([rng.pick(SECTIONS.optionalPremium), money(optional)]);
  if (rng.chance(0.5)) lines.push([rng.pick(SECTIONS.credits), `${money(rng.int(2000, 90000))} CR`]);
  if (L.inFees.length) lines.push([rng.pick(SECTIONS.taxes), ""]);
  premiumBlock(w, rng, L, lines, rng.pick(SECTIONS.total));
  const notBill = rng.pick(SECTIONS.notBill.filter((n) => t.thirdParties.length || !n.includes("Mortgagee")));
  if (notBill) w.line(notBill, { bold: true, size: w.size * 0.9 });

  const loanPrinted = rng.chance(0.75);
  if (t.thirdParties.length) {
    w.gap();
    const isaoa = rng.pick(SECTIONS.isaoa);
    const usaa = rng.chance(0.5);
    const loanWord = rng.pick(SECTIONS.loan);
    t.thirdParties.forEach((p, i) => {
      w.ensure(w.lineHeight * 6);
      w.line(usaa ? SECTIONS.mortgagee[i] : `${rng.pick(SECTIONS.mortgageeAlt)} ${i + 1}`, { bold: true });
      const block = [`${usaa ? p.name.toUpperCase() : p.name}${isaoa}`, ...addressLines(p.address, rng, usaa)];
      if (loanPrinted && p.loanNumber) block.push(`${loanWord} ${p.loanNumber}`);
      for (const l of block) w.line(l);
      w.gap(4);
    });
  }
  w.gap();
  w.line(fill(rng.pick(SECTIONS.witness), { date: formatDate(g.extras.issueDate, dates) }), { size: w.size * 0.9 });
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  const variant = `sections-${condo ? "condo" : "home"}${asPercent ? "+percent-deductible" : ""}${amended ? "+amended" : ""}`;
  return { truth, variant, title };
};

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["Mon d, yyyy", "mm/dd/yyyy", "Month d, yyyy"]);
  const title = rng.pick(SECTIONS.autoTitle);
  header(w, g, rng, title, rng.chance(0.5) ? rng.pick(["RENEWAL DECLARATIONS", "NEW BUSINESS DECLARATIONS"]) : "");
  parties(w, g, rng, dates);
  w.gap();

  // Progressive's change block: a date inside the term and a premium-shaped difference.
  const changed = rng.chance(0.35);
  if (changed) {
    const on = midTerm(g, rng);
    section(w, fill(rng.pick(SECTIONS.change), { date: formatDate(on, dates) }));
    const cc: Col[] = [
      { at: 0.03, width: 0.35 },
      { at: 0.4, width: 0.6 },
    ];
    const delta = rng.int(-15000, 15000);
    row(
      w,
      cc,
      [[rng.pick(SECTIONS.changeRows.requested)], [formatDate(shiftDays(on, -rng.int(1, 9)), dates)]],
      {},
      { rule: true },
    );
    row(
      w,
      cc,
      [[rng.pick(SECTIONS.changeRows.premium)], [`${delta < 0 ? "-" : "+"}${money(Math.abs(delta))}`]],
      {},
      { rule: true },
    );
    row(w, cc, [[rng.pick(SECTIONS.changeRows.what)], [rng.pick(SECTIONS.changeText)]], {}, { rule: true });
  }
  w.gap(4);
  w.paragraph(`${rng.pick(SECTIONS.drivers)} ${g.extras.drivers.join(", ")}`);

  section(w, rng.pick(SECTIONS.autos));
  const ac: Col[] = [
    { at: 0.03, width: 0.08 },
    { at: 0.11, width: 0.08 },
    { at: 0.2, width: 0.42 },
    { at: 0.63, width: 0.37 },
  ];
  row(
    w,
    ac,
    rng.pick(SECTIONS.autoCols).map((h) => [h]),
    { bold: true, size: w.size * 0.9 },
  );
  vehicles.forEach((v, k) =>
    row(w, ac, [[String(k + 1)], [String(v.year)], [`${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`], [v.vin]]),
  );

  const scheme = rng.int(0, 1);
  const name = (code: string) => SECTIONS.autoCov[code as keyof typeof SECTIONS.autoCov][scheme];
  const partStyle = rng.int(0, 2);
  const [per, acc] = rng.pick([
    ["each person", "each accident"],
    ["per person", "per accident"],
  ]);
  const limit = (c: TruthCoverage): string => {
    const parts: string[] = [];
    if (c.limitPerPerson !== null && c.limitPerAccident !== null)
      parts.push(`${dollars(c.limitPerPerson)} ${per}/${dollars(c.limitPerAccident)} ${acc}`);
    else if (c.limitPerAccident !== null)
      parts.push(`${dollars(c.limitPerAccident)} ${c.code === "MEDPAY" ? per : acc}`);
    if (c.deductible !== null) parts.push(`${dollars(c.deductible)} deductible`);
    return parts.join(", ");
  };
  // On the group line (Progressive) or on each coverage line: the premium's place varies.
  const onGroup = rng.chance(0.5);
  const notProvided = rng.pick(SECTIONS.notProvided);
  const group = (part: "A" | "B" | "C", codes: string[]) => {
    const cs = t.coverages.filter((c) => !c.vin && codes.includes(c.code));
    const total = sum(cs.map((c) => sum(L.coverage.get(c)!)));
    section(w, SECTIONS.parts[part][partStyle], cs.length && onGroup ? money(total) : "");
    if (!cs.length) row(w, wide, [[notProvided], [""], [""]]);
    for (const c of cs) row(w, wide, [[name(c.code)], [limit(c)], [onGroup ? "" : money(sum(L.coverage.get(c)!))]]);
  };
  group("A", ["BI", "PD", "CSL"]);
  group("B", ["MEDPAY"]);
  group("C", ["UMBI", "UIMBI", "UMPD"]);

  section(w, SECTIONS.parts.D[partStyle]);
  const acvLess = rng.pick(SECTIONS.acvLess);
  const autoTotals = vehicles.length > 1 && rng.chance(0.5);
  const autoPremium = rng.pick(SECTIONS.autoPremium);
  vehicles.forEach((v, k) => {
    const car = `${v.year} ${v.make} ${v.model}`;
    w.ensure(w.lineHeight * 4);
    w.line(`Auto ${k + 1} - ${car}`, { bold: true }, 6);
    let any = false;
    for (const code of ["COMP", "COLL"] as const) {
      const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
      if (!c) continue;
      any = true;
      row(w, wide, [
        [`  ${name(code)}`],
        [fill(acvLess, { x: dollars(c.deductible!) })],
        [money(L.coverage.get(c)![k])],
      ]);
    }
    if (!any) row(w, wide, [[`  ${rng.pick(SECTIONS.noPhysical)}`], [""], [""]]);
    if (autoTotals)
      row(w, wide, [[fill(autoPremium, { car, n: String(k + 1) })], [""], [money(L.vehicleTotals[k])]], {
        bold: true,
      });
  });
  if (g.extras.optional.length) {
    section(w, rng.pick(SECTIONS.optionalHead));
    g.extras.optional.forEach((o, j) => row(w, wide, [[o.label], [o.limit], [money(sum(L.optional[j]))]]));
  }

  const loanPrinted = rng.chance(0.6);
  if (t.thirdParties.length) {
    section(w, `${rng.pick(SECTIONS.lossPayee)}s`);
    const loanWord = rng.pick(SECTIONS.loan);
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      const who = rng.pick(p.type === "lessor" ? SECTIONS.lessor : SECTIONS.lossPayee);
      row(
        w,
        [
          { at: 0.03, width: 0.3 },
          { at: 0.34, width: 0.66 },
        ],
        [
          [`${who} - Auto ${k + 1}`],
          [
            p.name,
            ...addressLines(p.address, rng, false),
            ...(loanPrinted && p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
          ],
        ],
        {},
        { pad: 4 },
      );
    }
  }
  const term = String(g.extras.termMonths);
  premiumBlock(
    w,
    rng,
    L,
    L.inFees.length ? [[rng.pick(SECTIONS.autoSubtotal), money(L.base)]] : [],
    fill(rng.pick(SECTIONS.autoTotal), { term }),
  );
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  const variant = `sections-auto${onGroup ? "+group-premium" : ""}${changed ? "+policy-change" : ""}`;
  return { truth, variant, title };
};

export const policySections: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
