import { isoDate, type GeneratedPolicy, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
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
  putRight,
  row,
  sameAddress,
  sideBySide,
  toCents,
  vehicleList,
  type Col,
  type KindFn,
} from "./common";
import { boxRow, dateText, fill, sectionBar, type AnyDateStyle, type Box } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the notice a carrier mails when a policy it cancelled for non-payment of premium is put
// back in force ("Notice of Reinstatement", "Reinstatement Confirmation", "Your policy has been
// reinstated"), addressed to the named insured in the window-envelope block with a copy to each
// lienholder, lessor or mortgagee (a "cc:" list, a "Copy to" block beside the insured's, or a box
// of the form). The page carries many dates that are NOT the policy term: the date of the notice,
// the date the cancellation took effect, the date the earlier notice of cancellation was mailed,
// the date the late payment was received, the reinstatement date, and - when the carrier
// reinstated with a lapse - the lapse period during which nothing was covered; without a lapse it
// says coverage was continuous. The policy term itself (the original effective and expiration
// dates) is restated in a Re: block or a form box. Money is just as crowded: the premium for the
// term beside the amount that was past due, the payment received, a reinstatement fee, what has
// been paid to date and the balance left, sometimes a short billing-activity table. The insured
// vehicles (year, make, model, VIN) or the insured location follow, then a coverage summary as a
// compact table or a list of sentences - every coverage, or only those a lender cares about with
// "all other coverages unchanged". Two arrangements: a letter (letterhead, date and policy at the
// right, salutation, paragraphs, "Sincerely") and a form (title band and captioned boxes).
// THE TRUTH: the policy number, the original term, the carrier (NAIC when printed), the insureds and
// mailing address, the vehicles or the premises, the coverages printed, the term premium, and the
// lienholders/mortgagees copied with their addresses and loan numbers (when printed).

export const REINSTATE = {
  title: [
    "NOTICE OF REINSTATEMENT",
    "Reinstatement Notice",
    "POLICY REINSTATEMENT CONFIRMATION",
    "Notice of Reinstatement of Coverage",
    "REINSTATEMENT OF INSURANCE",
    "Confirmation of Policy Reinstatement",
  ],
  subtitle: {
    lapse: ["Reinstated With a Lapse in Coverage", "REINSTATEMENT WITH LAPSE", "Coverage reinstated - lapse applies"],
    none: ["Reinstated Without Lapse", "REINSTATEMENT - NO LAPSE IN COVERAGE", "Coverage continuous - no lapse"],
  },
  services: [
    "Policy Services Center",
    "Billing and Policy Services",
    "Customer Service Operations",
    "Premium Accounting Department",
  ],
  noticeDate: ["Date:", "Notice Date:", "Date Mailed:", "Mailing Date:"],
  policyNo: ["Policy Number:", "Policy No.:", "Policy #:"],
  account: ["Billing Account:", "Account Number:", "Acct #:"],
  insured: ["Named Insured:", "Insured:", "Policyholder:", "Named Insured(s):"],
  mailing: ["Mailing Address:", "Address:"],
  company: ["Insurance Company:", "Underwriting Company:", "Insurer:", "Company:"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  period: ["Policy Period:", "Policy Term:", "Current Policy Term:", "Term of Policy:"],
  periodJoin: [" to ", " - ", " through "],
  eff: ["Policy Effective Date:", "Term Effective:", "Policy Effective:"],
  exp: ["Policy Expiration Date:", "Term Expires:", "Policy Expiration:"],
  cancelled: ["Cancellation Effective:", "Date of Cancellation:", "Cancelled Effective:", "Cancellation Date:"],
  reinstated: ["Reinstatement Effective:", "Reinstated Effective:", "Reinstatement Date:", "Coverage Resumed:"],
  lapse: ["Lapse Period:", "Period Without Coverage:", "Lapse in Coverage:", "Coverage Gap:"],
  noLapse: ["None", "No lapse", "None - coverage continuous", "N/A - no lapse"],
  noc: ["Notice of Cancellation Mailed:", "Cancellation Notice Dated:", "NOC Date:"],
  paidOn: ["Payment Received:", "Date Payment Received:", "Payment Posted:"],
  at: ["12:01 a.m. ", "12:01 AM ", ""],
  re: ["Re:", "RE:", "Regarding:"],
  dear: ["Dear {name}:", "Dear Policyholder:", "Dear Valued Customer:", "Dear {name},"],
  body: {
    lapse: [
      "Your policy was cancelled effective {cancel} because the premium due was not paid. We received your payment of {received} on {paid} and have reinstated your policy effective {reinst}. There was no coverage from {from} through {to}. Any loss or accident that occurred during this period is not covered.",
      "We have received your payment of {received} (posted {paid}). Your policy, which was cancelled for non-payment of premium as of {cancel}, is reinstated as of {at}{reinst}. Please note that coverage was not in force from {at}{cancel} until {at}{reinst}.",
      "This confirms that the above policy, cancelled on {cancel} for nonpayment, has been reinstated effective {reinst} following receipt of {received} on {paid}. This reinstatement is WITH A LAPSE IN COVERAGE from {from} to {to}.",
    ],
    none: [
      "Your policy was cancelled effective {cancel} because the premium due was not paid. We received your payment of {received} on {paid} and have reinstated your policy effective {reinst} with no lapse in coverage.",
      "We have received your payment of {received} (posted {paid}). Your policy, which was cancelled for non-payment of premium as of {cancel}, is reinstated as of {reinst}. Coverage remains continuous; there is no lapse.",
      "This confirms that the above policy, cancelled on {cancel} for nonpayment, has been reinstated without a lapse in coverage following receipt of {received} on {paid}.",
    ],
  },
  nocSentence: [
    "A notice of cancellation was mailed to you on {d}.",
    "This follows the notice of cancellation dated {d}.",
  ],
  unchanged: [
    "The terms, limits and deductibles of your policy are unchanged and are summarized below.",
    "Your coverage is reinstated as shown on your most recent Declarations and summarized below.",
    "All other terms and conditions of the policy remain the same.",
  ],
  others: [
    "All other coverages, limits and deductibles remain as shown on your current Declarations.",
    "Coverages not listed above are unchanged.",
  ],
  vehicles: ["Insured Vehicle(s)", "Vehicles Covered", "DESCRIBED AUTOS", "Covered Vehicles"],
  vehHead: ["Veh", "Year", "Make", "Model", "VIN"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Auto {n}", "#{n}"],
  location: ["Insured Location:", "Residence Premises:", "Property Address:", "Described Location:"],
  locationHead: ["Insured Location", "Residence Premises", "PROPERTY INSURED"],
  sameAsMailing: ["(same as mailing address)", "(mailing address)"],
  coverages: [
    "Coverage Summary",
    "COVERAGES IN FORCE UPON REINSTATEMENT",
    "Summary of Coverages",
    "Your Coverages",
    "Coverage Reinstated",
  ],
  tableHead: [
    ["Coverage", "Limits", "Deductible"],
    ["COVERAGE", "LIMIT OF LIABILITY", "DEDUCTIBLE"],
    ["Coverage", "Amount", "Ded."],
  ],
  cov: {
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "BI"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "PD"],
    CSL: ["Liability - Combined Single Limit", "Combined Single Limit", "CSL"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured Motorists", "UM BI"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "Underinsured Motorists", "UIM BI"],
    UMPD: ["Uninsured Motorist Property Damage", "UM Property Damage", "UM PD"],
    MEDPAY: ["Medical Payments", "Auto Medical Payments", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
    DWELLING: ["Dwelling (Coverage A)", "Coverage A - Dwelling", "Cov A Dwelling"],
    OTHER_STRUCTURES: ["Other Structures (Coverage B)", "Coverage B - Other Structures", "Cov B Other Structures"],
    PERSONAL_PROPERTY: ["Personal Property (Coverage C)", "Coverage C - Personal Property", "Cov C Contents"],
    LOSS_OF_USE: ["Loss of Use (Coverage D)", "Coverage D - Loss of Use", "Cov D Loss of Use"],
    PERSONAL_LIABILITY: ["Personal Liability (Coverage E)", "Coverage E - Personal Liability", "Cov E Liability"],
    MEDICAL_PAYMENTS: ["Medical Payments (Coverage F)", "Coverage F - Medical Payments to Others", "Cov F Med Pay"],
  } as Record<string, string[]>,
  condoA: ["Building Property (Coverage A)", "Coverage A - Unit Building Property", "Cov A Unit"],
  perPerson: ["each person", "per person", "EA PERS"],
  perAccident: ["each accident", "per accident", "EA ACC"],
  occurrence: ["each occurrence", "per occurrence"],
  notCarried: ["Not carried", "Not purchased", "None", "--"],
  acv: ["Actual Cash Value", "ACV", ""],
  dedWord: ["deductible", "ded."],
  liabOnly: ["Liability only - no physical damage coverage", "No comprehensive or collision coverage"],
  aop: ["All Perils Deductible", "Section I Deductible", "Deductible - All Other Perils"],
  wind: ["Windstorm or Hail Deductible", "Wind/Hail Deductible"],
  als: ["Actual Loss Sustained", "ALS"],
  premiumHead: ["Premium and Payment", "PREMIUM INFORMATION", "Billing Summary", "Account Summary"],
  premium: ["Total Term Premium:", "Policy Premium for This Term:", "Full Term Premium:", "Total Policy Premium:"],
  annual: "Annual Premium:",
  pastDue: ["Amount Past Due:", "Past Due Premium:", "Amount Required to Reinstate:", "Minimum Due:"],
  received: ["Amount Received:", "Payment Received:", "Payment Applied:"],
  fee: ["Reinstatement Fee:", "Late/Reinstatement Fee:", "Reinstatement Charge:"],
  paidToDate: ["Paid to Date:", "Total Paid This Term:", "Payments to Date:"],
  balance: ["Remaining Balance:", "Balance Due:", "Unpaid Balance:", "Balance Remaining:"],
  nextDue: ["Next Installment Due:", "Next Payment Due:", "Next Bill Due:"],
  history: ["Recent Billing Activity", "ACCOUNT ACTIVITY", "Payment History"],
  historyHead: ["Date", "Activity", "Amount"],
  activity: {
    issued: ["Policy term premium", "Term premium billed", "Premium - current term"],
    noc: ["Notice of cancellation - nonpayment", "Cancellation notice mailed", "NOC issued"],
    cancel: ["Policy cancelled - nonpayment", "Cancellation effective", "Cancelled NP"],
    payment: ["Payment received - thank you", "Payment", "Payment received"],
    fee: ["Reinstatement fee", "Reinstatement fee assessed"],
    reinst: ["Policy reinstated", "Reinstatement processed", "Reinstated"],
  },
  copy: ["Copy to:", "cc:", "Copies sent to:", "COPY TO:"],
  copyBox: ["COPY TO LIENHOLDER / MORTGAGEE", "Interested Party Copy", "Copy Sent To"],
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Lessor - Additional Insured", "Lessor/Loss Payee"],
    mortgagee: ["Mortgagee", "First Mortgagee", "Mortgagee"],
    second: ["Second Mortgagee", "Second Mortgagee", "2nd Mortgagee"],
  } as Record<string, string[]>,
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", " its successors and/or assigns"],
  loan: ["Loan No.", "Loan #", "Loan Number:", "Ref:"],
  forVehicle: ["re: {v}", "for {v}", "({v})"],
  agent: ["Your Agent:", "Agent:", "Producer:", "Questions? Call your agent:"],
  agentCode: ["Agent Code", "Producer No."],
  closing: ["Sincerely,", "Thank you,", "Respectfully,"],
  signer: ["Policy Services", "Billing Services", "Customer Service Department", "Premium Accounting"],
  questions: [
    "If you have questions about this notice, please contact your agent or call us at {phone}.",
    "Please keep this notice with your policy. Questions may be directed to {phone}.",
  ],
  notBill: ["THIS IS NOT A BILL.", "This is not a bill. Your next statement will show any balance due.", ""],
  formNo: ["RN-100 (02/21)", "REIN 01 03 (ed. 09/22)", "NR-7 07-20", "PRN-410 (11/19)", "CXL-RI 2 (04/23)"],
  page: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  formBox: {
    policy: ["POLICY NUMBER", "Policy No."],
    period: ["POLICY PERIOD", "Policy Term"],
    eff: ["POLICY EFFECTIVE DATE", "Term Begins"],
    exp: ["POLICY EXPIRATION DATE", "Term Ends"],
    notice: ["DATE OF NOTICE", "Notice Date"],
    insured: ["NAMED INSURED AND MAILING ADDRESS", "Insured Name and Address"],
    company: ["INSURING COMPANY", "Company"],
    agent: ["AGENT", "Producer"],
    cancel: ["CANCELLATION EFFECTIVE", "Cancelled As Of"],
    reinst: ["REINSTATEMENT EFFECTIVE", "Reinstated As Of"],
    lapse: ["LAPSE PERIOD (NO COVERAGE)", "Period of Lapse"],
    paid: ["PAYMENT RECEIVED ON", "Date Paid"],
    premium: ["TERM PREMIUM", "Full Term Premium"],
    pastDue: ["AMOUNT PAST DUE", "Past Due"],
    received: ["AMOUNT RECEIVED", "Payment Amount"],
    balance: ["BALANCE REMAINING", "Balance"],
  },
};

type Role = keyof typeof REINSTATE.role;

interface Look {
  /** Dates in the fields and boxes; dates in running text (the letter body may spell months). */
  ds: AnyDateStyle;
  prose: AnyDateStyle;
  upper: boolean;
  sign: boolean;
  table: boolean;
  /** Every coverage, or those a lender looks at with "all others unchanged". */
  full: boolean;
}

interface Dates {
  cancel: string;
  reinst: string;
  paid: string;
  noc: string;
  notice: string;
  lapse: boolean;
  /** The last day without coverage (the day before reinstatement). */
  lapseTo: string;
}

interface Money {
  total: number;
  pastDue: number;
  fee: number;
  received: number;
  paidToDate: number;
  balance: number;
  nextDue: string;
  nextAmount: number;
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);

function pickDates(g: GeneratedPolicy, rng: Rng, lapse: boolean): Dates {
  const t = g.truth;
  const span = daysBetween(t.effectiveDate, t.expirationDate);
  const cancel = addDays(t.effectiveDate, rng.int(25, span - 50));
  const noc = addDays(cancel, -rng.int(10, 20));
  let reinst: string;
  let paid: string;
  if (lapse) {
    reinst = addDays(cancel, rng.int(3, 21));
    paid = addDays(reinst, -rng.int(0, 1));
  } else {
    reinst = cancel;
    paid = addDays(cancel, rng.int(1, 12));
  }
  const notice = addDays(paid, rng.int(1, 5));
  return { cancel, reinst, paid, noc, notice, lapse, lapseTo: addDays(reinst, -1) };
}

/** An instalment plan whose missed instalment was paid late; every amount differs from the premium. */
function pickMoney(g: GeneratedPolicy, rng: Rng, d: Dates): Money {
  const total = toCents(g.truth.premium);
  const n = rng.pick(g.extras.termMonths === 6 ? [3, 6] : [4, 6, 10, 12]);
  const inst = Math.floor(total / n);
  const before = rng.int(1, n - 2);
  const missed = rng.chance(0.25) && before + 2 < n ? 2 : 1;
  const pastDue = inst * missed;
  const fee = rng.chance(0.5) ? toCents(rng.pick([10, 15, 20, 25])) : 0;
  const paidToDate = inst * (before + missed);
  return {
    total,
    pastDue,
    fee,
    received: pastDue + fee,
    paidToDate,
    balance: total - paidToDate,
    nextDue: addDays(d.reinst, rng.int(10, 25)),
    nextAmount: inst,
  };
}

function roleOf(p: TruthParty, i: number, t: GeneratedPolicy["truth"]): Role {
  if (p.type !== "mortgagee") return p.type;
  const first = t.thirdParties.findIndex((x) => x.type === "mortgagee");
  return i === first ? "mortgagee" : "second";
}

interface Printed {
  coverages: Set<TruthCoverage>;
  rows: { cells: [string, string, string]; head?: boolean }[];
  sentences: string[];
}

/** The coverage summary, as table rows and as sentences; `printed` is what it shows. */
function coverageSummary(g: GeneratedPolicy, rng: Rng, look: Look, vw: (i: number) => string): Printed {
  const t = g.truth;
  const x = g.extras;
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const scheme = rng.int(0, 2);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const name = (code: string) => U((code === "DWELLING" && condo ? REINSTATE.condoA : REINSTATE.cov[code])[scheme]);
  const $ = (n: number) => dollars(n, { sign: look.sign });
  const per = rng.int(0, REINSTATE.perPerson.length - 1);
  const pp = REINSTATE.perPerson[per];
  const pa = REINSTATE.perAccident[per];
  const words = rng.chance(0.5);
  const split = (c: TruthCoverage) =>
    c.limitPerPerson === null
      ? $(c.limitPerAccident!)
      : words
        ? `${$(c.limitPerPerson)} ${pp} / ${$(c.limitPerAccident!)} ${pa}`
        : `${$(c.limitPerPerson)}/${$(c.limitPerAccident!)}`;
  const dedWord = rng.pick(REINSTATE.dedWord);
  const out: Printed = { coverages: new Set(), rows: [], sentences: [] };
  const cov = (code: string, vin?: string) =>
    t.coverages.find((c) => c.code === code && (vin ? c.vin === vin : !c.vin));
  if (auto) {
    const shared = (look.full ? ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"] : ["CSL", "BI", "PD"])
      .map((c) => cov(c))
      .filter((c): c is TruthCoverage => !!c);
    for (const c of shared) {
      out.coverages.add(c);
      const ded = c.deductible !== null ? $(c.deductible) : "";
      out.rows.push({ cells: [name(c.code), split(c), ded] });
      out.sentences.push(`${name(c.code)}: ${split(c)}${ded ? ` (${ded} ${dedWord})` : ""}`);
    }
    const cars = vehicleList(g);
    const none = rng.pick(REINSTATE.notCarried);
    const acv = rng.pick(REINSTATE.acv);
    cars.forEach((v, i) => {
      const comp = cov("COMP", v.vin);
      const coll = cov("COLL", v.vin);
      const label = cars.length > 1 ? vw(i) : `${v.year} ${v.make} ${v.model}`;
      if (cars.length > 1)
        out.rows.push({ cells: [U(`${vw(i)} - ${v.year} ${v.make} ${v.model}`), "", ""], head: true });
      for (const [code, c] of [
        ["COMP", comp],
        ["COLL", coll],
      ] as const) {
        if (c) out.coverages.add(c);
        out.rows.push({ cells: [name(code), c ? acv : none, c ? $(c.deductible!) : ""] });
      }
      if (comp && coll)
        out.sentences.push(
          `${U(label)}: ${name("COMP")} ${$(comp.deductible!)} ${dedWord}; ${name("COLL")} ${$(coll.deductible!)} ${dedWord}`,
        );
      else if (comp)
        out.sentences.push(`${U(label)}: ${name("COMP")} ${$(comp.deductible!)} ${dedWord}; ${name("COLL")} ${none}`);
      else out.sentences.push(`${U(label)}: ${rng.pick(REINSTATE.liabOnly)}`);
    });
    return out;
  }
  const a = cov("DWELLING")!;
  const codes = look.full
    ? ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"]
    : ["DWELLING", "PERSONAL_LIABILITY"];
  const dedOwnRow = rng.chance(0.5);
  const occ = rng.pick(REINSTATE.occurrence);
  for (const code of codes) {
    const c = cov(code);
    if (!c) {
      if (code === "LOSS_OF_USE" && x.lossOfUseAls) {
        const als = rng.pick(REINSTATE.als);
        out.rows.push({ cells: [name(code), als, ""] });
        out.sentences.push(`${name(code)}: ${als}`);
      }
      continue;
    }
    out.coverages.add(c);
    const limit = `${$(c.limitPerAccident!)}${code === "PERSONAL_LIABILITY" && words ? ` ${occ}` : ""}`;
    const ded = code === "DWELLING" && !dedOwnRow ? $(a.deductible!) : "";
    out.rows.push({ cells: [name(code), limit, ded] });
    out.sentences.push(`${name(code)}: ${limit}${ded ? `, ${ded} ${dedWord}` : ""}`);
  }
  if (dedOwnRow) {
    const aop = U(rng.pick(REINSTATE.aop));
    out.rows.push({ cells: [aop, "", $(a.deductible!)] });
    out.sentences.push(`${aop}: ${$(a.deductible!)}`);
  }
  if (x.windHailPercent) {
    const wind = U(rng.pick(REINSTATE.wind));
    out.rows.push({ cells: [wind, "", `${x.windHailPercent}%`] });
    out.sentences.push(`${wind}: ${x.windHailPercent}% of Coverage A`);
  }
  return out;
}

function coverageTable(w: Writer, rng: Rng, p: Printed, head: string[]): void {
  const share = rng.pick([0.42, 0.48]);
  const cols: Col[] = [
    { at: 0, width: share },
    { at: share, width: 0.82 - share },
    { at: 0.82, width: 0.18, align: "r" },
  ];
  const vlines = rng.chance(0.4);
  hrule(w, 0.8, 2);
  row(
    w,
    cols,
    head.map((h) => [h]),
    { bold: true },
    { vlines },
  );
  hrule(w, 0.5, 2);
  for (const r of p.rows)
    if (r.head) row(w, [{ at: 0, width: 1 }], [[r.cells[0]]], { bold: true }, { pad: 1 });
    else row(w, cols, [[r.cells[0]], [r.cells[1]], [r.cells[2]]], {}, { vlines, pad: 1.5 });
  hrule(w, 0.8, 4);
}

function heading(w: Writer, text: string, bar: boolean): void {
  w.gap(5);
  w.ensure(w.lineHeight * 4);
  if (bar) sectionBar(w, text);
  else {
    w.line(text, { bold: true });
    hrule(w, 0.4, 2);
  }
}

/** The parties copied: role, name, address lines, the loan number and the car it finances. */
function copyLines(
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  vw: (i: number) => string,
  showLoan: boolean,
): { party: TruthParty; lines: string[] }[] {
  const t = g.truth;
  const cars = vehicleList(g);
  const isaoa = rng.pick(REINSTATE.isaoa);
  const loan = rng.pick(REINSTATE.loan);
  const forV = rng.pick(REINSTATE.forVehicle);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const scheme = rng.int(0, 2);
  return t.thirdParties.map((p, i) => {
    const role = REINSTATE.role[roleOf(p, i, t)][scheme];
    const car = p.vin ? cars.findIndex((v) => v.vin === p.vin) : -1;
    const carText =
      car < 0
        ? ""
        : cars.length > 1 && rng.chance(0.5)
          ? vw(car)
          : `${cars[car].year} ${cars[car].make} ${cars[car].model}`;
    const lines = [
      `${U(role)}: ${U(p.name)}${isaoa}`,
      ...addressLines(p.address, rng, look.upper),
      ...(showLoan && p.loanNumber ? [`${loan} ${p.loanNumber}`] : []),
      ...(carText ? [U(fill(forV, { v: carText }))] : []),
    ];
    return { party: p, lines };
  });
}

function vehicleBlock(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, vw: (i: number) => string): void {
  const cars = vehicleList(g);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const trim = rng.chance(0.4);
  if (rng.chance(0.5)) {
    const cols: Col[] = [
      { at: 0, width: 0.1 },
      { at: 0.1, width: 0.08 },
      { at: 0.18, width: 0.16 },
      { at: 0.34, width: 0.3 },
      { at: 0.64, width: 0.36 },
    ];
    row(
      w,
      cols,
      REINSTATE.vehHead.map((h) => [U(h)]),
      { bold: true },
      { rule: true },
    );
    cars.forEach((v, i) =>
      row(w, cols, [
        [U(vw(i))],
        [String(v.year)],
        [U(v.make)],
        [U(`${v.model}${trim && v.trim ? ` ${v.trim}` : ""}`)],
        [v.vin],
      ]),
    );
  } else
    cars.forEach((v, i) =>
      wrapped(
        w,
        `${U(vw(i))}  ${v.year} ${U(v.make)} ${U(v.model)}${trim && v.trim ? ` ${U(v.trim)}` : ""}   VIN ${v.vin}`,
        {},
        6,
      ),
    );
}

function premiumLines(g: GeneratedPolicy, rng: Rng, look: Look, m: Money, d: (iso: string) => string) {
  const $ = (c: number) => dollars(fromCents(c), { cents: true, sign: look.sign });
  const premWord = g.extras.termMonths === 12 && rng.chance(0.25) ? REINSTATE.annual : rng.pick(REINSTATE.premium);
  const items: [string, string][] = [[premWord, $(m.total)]];
  const more: [string, string][] = [[rng.pick(REINSTATE.pastDue), $(m.pastDue)]];
  if (m.fee) more.push([rng.pick(REINSTATE.fee), $(m.fee)]);
  more.push([rng.pick(REINSTATE.received), $(m.received)]);
  if (rng.chance(0.5)) more.push([rng.pick(REINSTATE.paidToDate), $(m.paidToDate)]);
  more.push([rng.pick(REINSTATE.balance), $(m.balance)]);
  if (rng.chance(0.5)) more.push([rng.pick(REINSTATE.nextDue), `${$(m.nextAmount)} on ${d(m.nextDue)}`]);
  // The premium first, or after the payment lines as the last figure of the summary.
  return rng.chance(0.7) ? [...items, ...more] : [...more, ...items];
}

function historyTable(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  look: Look,
  m: Money,
  dt: Dates,
  d: (iso: string) => string,
): void {
  const $ = (c: number) => dollars(fromCents(c), { cents: true, sign: look.sign });
  const A = REINSTATE.activity;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const rows: [string, string, string][] = [
    [d(g.extras.issueDate), rng.pick(A.issued), $(m.total)],
    [d(dt.noc), rng.pick(A.noc), $(m.pastDue)],
    [d(dt.cancel), rng.pick(A.cancel), ""],
    [d(dt.paid), rng.pick(A.payment), `-${$(m.received)}`],
    ...(m.fee ? [[d(dt.paid), rng.pick(A.fee), $(m.fee)] as [string, string, string]] : []),
    [d(dt.paid), `${rng.pick(A.reinst)} eff ${d(dt.reinst)}`, ""],
  ];
  const cols: Col[] = [
    { at: 0, width: 0.22 },
    { at: 0.22, width: 0.56 },
    { at: 0.78, width: 0.22, align: "r" },
  ];
  row(
    w,
    cols,
    REINSTATE.historyHead.map((h) => [U(h)]),
    { bold: true, size: w.size * 0.9 },
    { rule: true },
  );
  for (const r of rng.chance(0.3) ? [...rows].reverse() : rows)
    row(w, cols, [[r[0]], [U(r[1])], [r[2]]], { size: w.size * 0.9 }, { pad: 1 });
}

/** A line of running text wrapped to the column (past `indent`), as w.line would write it unwrapped. */
function wrapped(w: Writer, text: string, style: TextStyle = {}, indent = 0): void {
  for (const l of w.wrap(text, style, w.right - w.left - indent)) w.line(l, style, indent);
}

/** Where values start after a run of labels: past the widest label, as far as 45% of the column. */
function valueAt(w: Writer, labels: string[], bold: boolean): number {
  return Math.min(Math.max(...labels.map((l) => w.width_(l, { bold }))) + 12, (w.right - w.left) * 0.45);
}

function pickLook(rng: Rng): Look {
  const ds = rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "MON dd yyyy", "yyyy-mm-dd"]);
  return {
    ds,
    prose: rng.chance(0.5) ? rng.pick<AnyDateStyle>(["Month d, yyyy", "Mon d, yyyy"]) : ds,
    upper: rng.chance(0.3),
    sign: rng.chance(0.75),
    table: rng.chance(0.55),
    full: rng.chance(0.7),
  };
}

function bodyText(g: GeneratedPolicy, rng: Rng, look: Look, dt: Dates, m: Money): string {
  const p = (iso: string) => dateText(iso, look.prose);
  const text = fill(rng.pick(REINSTATE.body[dt.lapse ? "lapse" : "none"]), {
    cancel: p(dt.cancel),
    reinst: p(dt.reinst),
    paid: p(dt.paid),
    from: p(dt.cancel),
    to: p(dt.lapseTo),
    at: rng.pick(REINSTATE.at),
    received: dollars(fromCents(m.received), { cents: true }),
  });
  return rng.chance(0.4) ? `${text} ${fill(rng.pick(REINSTATE.nocSentence), { d: p(dt.noc) })}` : text;
}

function lapseText(rng: Rng, dt: Dates, d: (iso: string) => string): string {
  if (!dt.lapse) return rng.pick(REINSTATE.noLapse);
  return rng.chance(0.5)
    ? `${d(dt.cancel)}${rng.pick(REINSTATE.periodJoin)}${d(dt.lapseTo)}`
    : `${d(dt.cancel)} 12:01 AM to ${d(dt.reinst)} 12:01 AM`;
}

const reinstatement: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const lapse = rng.chance(0.55);
  const dt = pickDates(g, rng, lapse);
  const m = pickMoney(g, rng, dt);
  const d = (iso: string) => dateText(iso, look.ds);
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const vehWord = rng.pick(REINSTATE.vehWord);
  const vw = (i: number) => fill(vehWord, { n: String(i + 1) });
  const form = rng.chance(0.45);
  const naic = !!x.naicCode && rng.chance(0.6);
  const showLoan = rng.chance(0.85);
  const company = naic ? `${U(t.carrier.name)} (${rng.pick(REINSTATE.naic)} ${x.naicCode})` : U(t.carrier.name);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", look.upper));
  const mailing = addressLines(t.address, rng, look.upper);
  const copies = copyLines(g, rng, look, vw, showLoan);
  const summary = coverageSummary(g, rng, look, vw);
  const titleText = rng.pick(REINSTATE.title);
  const subtitle = rng.chance(0.6) ? rng.pick(REINSTATE.subtitle[lapse ? "lapse" : "none"]) : "";
  const period = `${d(t.effectiveDate)}${rng.pick(REINSTATE.periodJoin)}${d(t.expirationDate)}`;
  const ag = x.agent;
  const history = rng.chance(0.35);
  const bar = rng.chance(0.5);
  const loc = dwellingAddress(t);
  const locLines = () =>
    loc && sameAddress(loc, t.address) && rng.chance(0.25)
      ? [...addressLines(loc, rng, look.upper), rng.pick(REINSTATE.sameAsMailing)]
      : addressLines(loc!, rng, look.upper);

  const brand = U(x.brand);
  const brandSize = fitWidth(w, brand, { bold: true, size: w.size * 1.8 }, (w.right - w.left) * 0.55);
  if (form) {
    // ------------------------------------------------------------ form: a title band and boxes
    w.ensure(brandSize * 4);
    w.put(brand, w.left, w.y + brandSize, { bold: true, size: brandSize });
    const ret = carrierAddress(rng);
    const small: TextStyle = { size: w.size * 0.8 };
    ret.forEach((l, i) => putRight(w, l, small, i * small.size! * 1.3));
    w.y += Math.max(brandSize * 1.4, ret.length * small.size! * 1.3 + 4);
    const tsize = w.size * 1.3;
    w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: 1.6, fill: true });
    w.y += 3;
    w.put(U(titleText), w.left, w.y + tsize, { bold: true, size: tsize });
    w.y += tsize * 1.5;
    if (subtitle) w.line(subtitle, { bold: true });
    w.gap(3);
    const F = REINSTATE.formBox;
    const k = rng.int(0, 1);
    const cap = (b: string[]) => b[k];
    const splitPeriod = rng.chance(0.4);
    boxRow(w, [
      { label: cap(F.policy), lines: [t.policyNumber], at: 0, width: 0.3, style: { bold: true } },
      ...(splitPeriod
        ? [
            { label: cap(F.eff), lines: [d(t.effectiveDate)], at: 0.3, width: 0.2 },
            { label: cap(F.exp), lines: [d(t.expirationDate)], at: 0.5, width: 0.2 },
          ]
        : [{ label: cap(F.period), lines: [period], at: 0.3, width: 0.4 }]),
      { label: cap(F.notice), lines: [d(dt.notice)], at: 0.7, width: 0.3 },
    ]);
    const right: string[] = copies.length
      ? copies.flatMap((c, i) => (i ? ["", ...c.lines] : c.lines))
      : [ag.agency, ag.phone];
    boxRow(
      w,
      [
        { label: cap(F.insured), lines: [...names, ...mailing], at: 0, width: 0.5 },
        { label: copies.length ? rng.pick(REINSTATE.copyBox) : cap(F.agent), lines: right, at: 0.5, width: 0.5 },
      ],
      { minLines: 4 },
    );
    const lapseLabel = dt.lapse || rng.chance(0.5);
    boxRow(w, [
      { label: cap(F.cancel), lines: [d(dt.cancel)], at: 0, width: 0.22 },
      { label: cap(F.paid), lines: [d(dt.paid)], at: 0.22, width: 0.22 },
      { label: cap(F.reinst), lines: [d(dt.reinst)], at: 0.44, width: 0.22 },
      ...(lapseLabel
        ? [{ label: cap(F.lapse), lines: [lapseText(rng, dt, d)], at: 0.66, width: 0.34 } as Box]
        : [{ label: "", lines: [rng.pick(REINSTATE.subtitle.none)], at: 0.66, width: 0.34 } as Box]),
    ]);
    boxRow(w, [
      { label: cap(F.company), lines: [company], at: 0, width: copies.length ? 0.55 : 1 },
      ...(copies.length
        ? [
            {
              label: cap(F.agent),
              lines: [`${ag.agency} ${ag.phone}`, `${rng.pick(REINSTATE.agentCode)} ${ag.code}`],
              at: 0.55,
              width: 0.45,
            },
          ]
        : []),
    ]);
    w.gap(4);
    w.paragraph(bodyText(g, rng, look, dt, m));
    heading(w, U(auto ? rng.pick(REINSTATE.vehicles) : rng.pick(REINSTATE.locationHead)), bar);
    if (auto) vehicleBlock(w, g, rng, look, vw);
    else for (const l of locLines()) wrapped(w, l, {}, 6);
    heading(w, U(rng.pick(REINSTATE.coverages)), bar);
    if (look.table) coverageTable(w, rng, summary, rng.pick(REINSTATE.tableHead).map(U));
    else for (const s of summary.sentences) wrapped(w, s, {}, 6);
    if (!look.full) wrapped(w, rng.pick(REINSTATE.others), { size: w.size * 0.9 });
    heading(w, U(rng.pick(REINSTATE.premiumHead)), bar);
    const lines = premiumLines(g, rng, look, m, d);
    // The money as a row of boxes, or as label/value lines.
    if (rng.chance(0.5)) {
      const boxes = lines.slice(0, 4);
      const share = 1 / boxes.length;
      boxRow(
        w,
        boxes.map(([l, v], i) => ({ label: l.replace(/:$/, ""), lines: [v], at: i * share, width: share, align: "r" })),
      );
      for (const [l, v] of lines.slice(4))
        w.kv(
          l,
          [v],
          valueAt(
            w,
            lines.map(([k]) => k),
            false,
          ),
        );
    } else
      for (const [l, v] of lines)
        w.kv(
          l,
          [v],
          valueAt(
            w,
            lines.map(([k]) => k),
            false,
          ),
        );
    if (history) {
      heading(w, U(rng.pick(REINSTATE.history)), bar);
      historyTable(w, g, rng, look, m, dt, d);
    }
    w.gap(6);
    w.paragraph(fill(rng.pick(REINSTATE.questions), { phone: ag.phone }), { size: w.size * 0.85 });
  } else {
    // ------------------------------------------------------------ letter
    const top = w.y;
    w.put(brand, w.left, w.y + brandSize, { bold: true, size: brandSize });
    w.y += brandSize * 1.4;
    const small: TextStyle = { size: w.size * 0.85 };
    w.line(rng.pick(REINSTATE.services), { ...small, bold: true });
    for (const l of carrierAddress(rng)) w.line(l, small);
    const refs = [
      `${rng.pick(REINSTATE.noticeDate)} ${d(dt.notice)}`,
      `${rng.pick(REINSTATE.policyNo)} ${t.policyNumber}`,
      ...(rng.chance(0.4) ? [`${rng.pick(REINSTATE.account)} ${x.accountNumber}`] : []),
    ];
    refs.forEach((r, i) => w.put(r, w.right - w.width_(r), top + w.size * (1.4 * i + 1)));
    w.y = Math.max(w.y, top + refs.length * w.size * 1.4) + w.size * 2;
    const windowLines = [...names, ...mailing];
    const copyTop = copies.length > 0 && rng.chance(0.4);
    const copyWord = rng.pick(REINSTATE.copy);
    if (copyTop)
      sideBySide(
        w,
        0.5,
        (ww) => windowLines.forEach((l) => ww.line(l)),
        (ww) => {
          ww.line(copyWord, { bold: true, size: ww.size * 0.85 });
          for (const c of copies) {
            for (const l of c.lines) wrapped(ww, l, { size: ww.size * 0.85 });
            ww.gap(2);
          }
        },
      );
    else windowLines.forEach((l) => w.line(l, {}, rng.pick([0, 18])));
    w.gap(w.lineHeight * 1.2);
    const tsize = w.size * 1.3;
    w.ensure(tsize * 3);
    const centered = rng.chance(0.5);
    const tw = w.width_(U(titleText), { bold: true, size: tsize });
    w.put(U(titleText), centered ? (w.left + w.right - tw) / 2 : w.left, w.y + tsize, { bold: true, size: tsize });
    w.y += tsize * 1.6;
    if (subtitle) w.line(subtitle, { bold: true });
    // The Re: block: the policy, its term (never the dates of this notice) and the company.
    const splitPeriod = rng.chance(0.35);
    const reItems: [string, string[]][] = [
      [`${rng.pick(REINSTATE.re)} ${rng.pick(REINSTATE.policyNo)}`, [t.policyNumber]],
      ...(rng.chance(0.5) ? [[rng.pick(REINSTATE.insured), names] as [string, string[]]] : []),
      ...(splitPeriod
        ? [
            [rng.pick(REINSTATE.eff), [d(t.effectiveDate)]] as [string, string[]],
            [rng.pick(REINSTATE.exp), [d(t.expirationDate)]] as [string, string[]],
          ]
        : [[rng.pick(REINSTATE.period), [period]] as [string, string[]]]),
      [rng.pick(REINSTATE.company), [company]],
    ];
    if (rng.chance(0.5))
      reItems.push(
        [rng.pick(REINSTATE.cancelled), [d(dt.cancel)]],
        [rng.pick(REINSTATE.reinstated), [d(dt.reinst)]],
        [rng.pick(REINSTATE.lapse), [lapseText(rng, dt, d)]],
      );
    const labelX = valueAt(
      w,
      reItems.map(([l]) => l),
      true,
    );
    for (const [l, v] of reItems) w.kv(l, v, labelX, { bold: true });
    w.gap(6);
    const first = t.insureds[0];
    w.line(fill(rng.pick(REINSTATE.dear), { name: `${first.firstName} ${first.lastName}` }));
    w.gap(3);
    w.paragraph(bodyText(g, rng, look, dt, m));
    w.gap(3);
    w.paragraph(rng.pick(REINSTATE.unchanged));
    heading(w, U(auto ? rng.pick(REINSTATE.vehicles) : rng.pick(REINSTATE.locationHead)), bar);
    if (auto) vehicleBlock(w, g, rng, look, vw);
    else {
      const loc = locLines();
      if (rng.chance(0.5)) w.kv(rng.pick(REINSTATE.location), [loc.join(", ")], labelX);
      else for (const l of loc) wrapped(w, l, {}, 6);
    }
    heading(w, U(rng.pick(REINSTATE.coverages)), bar);
    if (look.table) coverageTable(w, rng, summary, rng.pick(REINSTATE.tableHead).map(U));
    else for (const s of summary.sentences) wrapped(w, `- ${s}`, {}, 6);
    if (!look.full) wrapped(w, rng.pick(REINSTATE.others), { size: w.size * 0.9 });
    heading(w, U(rng.pick(REINSTATE.premiumHead)), bar);
    const money = premiumLines(g, rng, look, m, d);
    const moneyX = valueAt(
      w,
      money.map(([l]) => l),
      false,
    );
    for (const [l, v] of money) w.kv(l, [v], moneyX);
    const notBill = rng.pick(REINSTATE.notBill);
    if (notBill) wrapped(w, notBill, { bold: true, size: w.size * 0.9 });
    if (history) {
      heading(w, U(rng.pick(REINSTATE.history)), bar);
      historyTable(w, g, rng, look, m, dt, d);
    }
    w.gap(6);
    w.paragraph(fill(rng.pick(REINSTATE.questions), { phone: ag.phone }));
    wrapped(w, `${rng.pick(REINSTATE.agent)} ${ag.agency}  ${ag.phone}`);
    w.gap(6);
    w.ensure(w.lineHeight * 4);
    w.line(rng.pick(REINSTATE.closing));
    w.gap(8);
    w.line(`${x.brand} ${rng.pick(REINSTATE.signer)}`);
    if (copies.length && !copyTop) {
      w.gap(8);
      w.ensure(w.lineHeight * 4);
      w.line(copyWord, { bold: true, size: w.size * 0.9 });
      for (const c of copies) {
        w.ensure(w.lineHeight * c.lines.length);
        for (const l of c.lines) wrapped(w, l, { size: w.size * 0.9 }, 18);
        w.gap(2);
      }
    }
  }
  const formNo = rng.pick(REINSTATE.formNo);
  const pageWord = rng.pick(REINSTATE.page);
  footers(
    w,
    () => formNo,
    (n, of) => fill(pageWord, { n: String(n), m: String(of) }),
  );

  // The truth: the policy's own term and premium; the coverages this page printed; the lenders copied.
  truth.coverages = truth.coverages.filter((_, i) => summary.coverages.has(t.coverages[i]));
  if (!naic) truth.carrier.naicCode = null;
  if (!showLoan) truth.thirdParties = truth.thirdParties.map((p) => ({ ...p, loanNumber: null }));
  const variant = [
    auto ? "auto" : condo ? "condo" : "home",
    form ? "form" : "letter",
    lapse ? "lapse" : "no-lapse",
    look.table ? "table" : "sentences",
    look.full ? "all-coverages" : "lender-coverages",
    ...(history ? ["history"] : []),
  ];
  return { truth, variant: variant.join("-"), title: `${titleText} - ${t.policyNumber}` };
};

export const reinstatementNotice: KindFn = reinstatement;
