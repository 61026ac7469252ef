import { isoDate, type GeneratedPolicy, type TruthAddress, type TruthCoverage, type TruthParty } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MORTGAGEES, type Lender } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  personName,
  row,
  sameAddress,
  toCents,
  fromCents,
  vehicleList,
  type Col,
  type KindFn,
  digits,
} from "./common";
import { boxRow, cutLine, dateText, fill, tollFree, type AnyDateStyle } from "./forms";

// Imitates the renewal premium bill a carrier mails to the mortgagee (or, for a financed car on a
// lender-paid plan, the lienholder) so the loan servicer pays it from escrow: "Mortgagee Premium
// Notice", "Escrow Bill", "Invoice - Payment Due From Mortgagee". The lender is the bill-to party:
// its name, an escrow department "Attn:" line and its address sit in the window block, with the
// loan number in a box of its own beside it (or on the first line of the block). The insured and
// the property (or the financed car) are in a "Re:" / "Insured/Property" block with the policy
// number, the coming term and the company. The charges are the term premium, sometimes split into
// the coverage premium and surcharges that make up the total policy premium, plus a fee outside the
// premium, and the amount due with its due date; a prior term's premium may be quoted for
// reference. A short coverage summary tells the lender what it is paying for (Coverage A and the
// deductible; or the vehicle, its VIN and its comprehensive and collision deductibles). A dashed
// "detach here" line leads to the payment coupon that repeats the policy number, the loan number,
// the due date and the amount, with the remittance address and a scan line. A bill concerns one
// loan: other cars and other lenders on the policy are not on it.

export const ESCROW = {
  title: {
    home: [
      "MORTGAGEE PREMIUM NOTICE",
      "Escrow Bill",
      "Invoice - Payment Due From Mortgagee",
      "RENEWAL PREMIUM NOTICE - MORTGAGEE BILL",
      "Escrow Premium Invoice",
      "Mortgagee Billing Statement",
    ],
    auto: [
      "LIENHOLDER PREMIUM NOTICE",
      "Invoice - Payment Due From Lienholder",
      "Renewal Premium Notice - Lienholder Bill",
      "Premium Due Notice - Loss Payee",
    ],
  },
  dept: {
    home: ["Mortgagee Billing Unit", "Escrow Billing Department", "Premium Accounting", "Lender Billing Services"],
    auto: ["Lienholder Billing Unit", "Premium Accounting", "Lender Billing Services"],
  },
  billDate: ["Bill Date:", "Statement Date:", "Date Mailed:", "Invoice Date:"],
  invoiceNo: ["Invoice No.", "Bill No.", "Statement #"],
  billTo: {
    home: ["Bill To:", "BILL TO", "Payor:", "Mortgagee / Payor:"],
    auto: ["Bill To:", "BILL TO", "Payor:", "Lienholder / Payor:"],
  },
  attn: [
    "Attn: Escrow Department",
    "ATTN: ESCROW DISBURSEMENT",
    "Attn: Hazard Insurance Dept",
    "Attn: Insurance Escrow",
  ],
  isaoa: ["", " ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns"],
  loanBox: ["Loan Number", "LOAN NUMBER", "Your Loan No.", "Mortgagee Loan #"],
  loanLine: ["Loan #", "Loan No.", "Ref: Loan"],
  re: ["Re:", "RE:", "Insured/Property:", "Regarding:"],
  insured: ["Insured:", "Named Insured:", "Borrower/Insured:", "Policyholder:"],
  property: ["Property:", "Property Address:", "Insured Location:", "Location of Property:"],
  mailing: ["Mailing Address:", "Insured's Address:", "Address:"],
  vehicle: ["Vehicle:", "Financed Vehicle:", "Insured Vehicle:"],
  vin: ["VIN:", "VIN", "Vehicle ID:"],
  policyNo: ["Policy Number:", "Policy No.:", "Policy #:"],
  term: ["Renewal Term:", "Policy Period:", "Coverage Period:", "Term:"],
  termJoin: [" to ", " - ", " through "],
  eff: ["Effective Date:", "Renewal Effective:"],
  exp: ["Expiration Date:", "Expires:"],
  company: ["Company:", "Insurance Company:", "Insurer:", "Underwritten by:"],
  naic: ["NAIC", "NAIC #"],
  charges: ["Premium Summary", "Charges", "Billing Detail", "Amount Billed"],
  premium: ["Term Premium", "Renewal Premium", "Policy Premium", "Annual Premium"],
  base: ["Coverage Premium", "Premium before surcharges", "Base Premium"],
  totalPremium: ["Total Policy Premium", "Total Term Premium", "Total Premium"],
  prior: ["Prior term premium (for reference)", "Expiring premium", "Previous term premium"],
  paid: ["Payments Received", "Less Payments/Credits", "Credits Applied"],
  amountDue: ["AMOUNT DUE", "Total Amount Due", "Amount Due", "Please Pay"],
  dueDate: ["DUE DATE", "Due Date", "Payment Due By", "Due On or Before"],
  coverHead: ["Coverage Summary", "Coverage Information", "Coverages Billed", "Summary of Coverage"],
  cov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling (Cov A)", "Cov A Dwelling"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures (Cov B)", "Cov B Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property (Cov C)", "Cov C Pers Property"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability (Cov E)", "Cov E Liability"],
    BI: ["Bodily Injury", "BI Liability", "Bodily Injury Liability"],
    PD: ["Property Damage", "PD Liability", "Property Damage Liability"],
    CSL: ["Combined Single Limit", "CSL Liability", "Single Limit Liability"],
    COMP: ["Comprehensive Deductible", "Comp Deductible", "Other Than Collision Deductible"],
    COLL: ["Collision Deductible", "Coll Deductible", "Collision Deductible"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Building Property", "Unit Building Property (Cov A)", "Cov A Unit Improvements"],
  ded: ["Deductible", "All Perils Deductible", "AOP Deductible", "Section I Deductible"],
  wind: ["Wind/Hail Deductible", "Windstorm or Hail Deductible"],
  windValue: ["{p}% of Coverage A", "{p}%"],
  noColl: ["Not Carried", "None"],
  form: ["Form:", "Policy Form:"],
  instructions: {
    home: [
      "The renewal premium for the policy shown above is due. Please remit payment from the borrower's escrow account by the due date so that coverage continues without interruption.",
      "This is a bill. Our records show you are responsible for paying this premium from escrow. If the loan has been paid off or transferred, return this notice with the new servicer's name and loan number.",
      "Payment must be received by the due date to renew this policy. Please include the payment coupon below and write the policy number on your check.",
    ],
    auto: [
      "Our records show this policy is billed to you as lienholder. Please remit the premium by the due date so that physical damage coverage on the vehicle continues.",
      "This is a bill for the renewal term shown. If your interest in the vehicle has ended, please notify us and return this notice.",
    ],
  },
  contact: ["Questions? Call Lender Services at {t}", "Billing questions: {t}", "Lender line: {t} (Mon-Fri)"],
  detach: [
    "DETACH HERE AND RETURN WITH PAYMENT",
    "Please detach and return this portion with your payment",
    "Detach here",
    "Return this stub with your remittance",
  ],
  coupon: {
    home: ["PAYMENT COUPON", "Remittance Stub", "Payment Coupon - Mortgagee", "Escrow Payment Coupon"],
    auto: ["PAYMENT COUPON", "Remittance Stub", "Payment Coupon - Lienholder"],
  },
  remit: ["Remit to:", "Make check payable to {c} and mail to:", "Mail payment to:"],
  enclosed: ["Amount Enclosed $__________", "Amount Enclosed: $", "Amount Paid $________"],
  couponLabels: {
    policy: ["Policy Number", "Policy No."],
    loan: ["Loan Number", "Loan No."],
    due: ["Due Date", "Pay By"],
    amount: ["Amount Due", "Total Due"],
    insured: ["Insured", "Named Insured"],
  },
};

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  loanBoxed: boolean;
  itemized: boolean;
  periodLine: boolean;
  labelX: number;
}

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

function newLenderAddress(rng: Rng, l: Lender): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} Servicing Center Dr`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

/** The bill-to lender: one on the policy (with a loan number, as escrow needs), or a new one. */
function payor(g: GeneratedPolicy, rng: Rng): TruthParty {
  const t = g.truth;
  const loan = () => rng.pick([digits(rng, 10), `${digits(rng, 4)}-${digits(rng, 6)}`, digits(rng, 12)]);
  if (t.thirdParties.length) {
    const p = structuredClone(rng.pick(t.thirdParties));
    if (!p.loanNumber) p.loanNumber = loan();
    return p;
  }
  const auto = t.type === "auto";
  const lender = rng.pick(auto ? AUTO_LENDERS : MORTGAGEES);
  const cars = vehicleList(g);
  const withComp = cars.filter((v) => t.coverages.some((c) => c.code === "COMP" && c.vin === v.vin));
  const car = auto ? rng.pick(withComp.length ? withComp : cars) : null;
  return {
    type: auto ? "lienholder" : "mortgagee",
    name: lender.name,
    address: newLenderAddress(rng, lender),
    loanNumber: loan(),
    ...(car ? { vin: car.vin } : {}),
  };
}

function head(w: Writer, g: GeneratedPolicy, rng: Rng, look: Look, billDate: string, remit: string[]): void {
  const big: TextStyle = { bold: true, size: w.size * 1.7 };
  const small: TextStyle = { size: w.size * 0.85 };
  w.ensure(big.size! * 5);
  const top = w.y;
  w.put(look.upper ? g.extras.brand.toUpperCase() : g.extras.brand, w.left, w.y + big.size!, big);
  w.y += big.size! * 1.4;
  w.line(rng.pick(ESCROW.dept[g.truth.type === "auto" ? "auto" : "home"]), { ...small, bold: true });
  for (const l of remit) w.line(l, small);
  const bottom = w.y;
  const refs = [
    `${rng.pick(ESCROW.billDate)} ${dateText(billDate, look.ds)}`,
    ...(rng.chance(0.5) ? [`${rng.pick(ESCROW.invoiceNo)} ${digits(rng, 8)}`] : []),
    ...(rng.chance(0.4) ? ["Page 1 of 1"] : []),
  ];
  refs.forEach((r, i) => w.put(r, w.right - w.width_(r), top + w.size * (1.4 * i + 1)));
  w.y = Math.max(bottom, top + refs.length * w.size * 1.4) + w.size * 1.6;
}

/** The bill-to block, with the loan number boxed beside it or on its first line. */
function billTo(w: Writer, rng: Rng, look: Look, p: TruthParty): void {
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const lines = [
    ...(look.loanBoxed ? [] : [`${rng.pick(ESCROW.loanLine)} ${p.loanNumber}`]),
    `${p.name}${rng.pick(ESCROW.isaoa)}`,
    ...(rng.chance(0.7) ? [rng.pick(ESCROW.attn)] : []),
    ...addressLines(p.address, rng, false),
  ].map(U);
  const top = w.y;
  w.line(rng.pick(ESCROW.billTo[p.type === "mortgagee" ? "home" : "auto"]), { bold: true, size: w.size * 0.85 });
  for (const l of lines) w.line(l, {}, 12);
  if (look.loanBoxed) {
    const label = rng.pick(ESCROW.loanBox);
    const vs: TextStyle = { bold: true, size: w.size * 1.3 };
    const bw = Math.max(w.width_(p.loanNumber!, vs), w.width_(label, { size: w.size * 0.8 })) + 16;
    const x = w.right - bw;
    w.page.rects.push({ x, y: top, w: bw, h: w.size * 3.4 });
    w.put(label, x + 6, top + w.size * 1.1, { size: w.size * 0.8 });
    w.put(p.loanNumber!, x + 6, top + w.size * 2.7, vs);
  }
  w.gap(w.lineHeight);
}

function title(w: Writer, text: string): void {
  const style: TextStyle = { bold: true, size: w.size * 1.4 };
  w.ensure(style.size! * 2.2);
  w.put(text, (w.left + w.right - w.width_(text, style)) / 2, w.y + style.size!, style);
  w.y += style.size! * 1.8;
}

function kvBlock(w: Writer, look: Look, items: [string, string[]][]): void {
  const widest = Math.max(...items.map(([l]) => w.width_(l)));
  const x = Math.min(widest + look.labelX, (w.right - w.left) * 0.4);
  for (const [l, v] of items) w.kv(l, v, x);
}

const AMT: Col[] = [
  { at: 0, width: 0.62 },
  { at: 0.62, width: 0.38, align: "r" },
];

function pickLook(rng: Rng): Look {
  return {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "Month d, yyyy", "mm/dd/yy", "MON dd yyyy"]),
    upper: rng.chance(0.3),
    loanBoxed: rng.chance(0.6),
    itemized: rng.chance(0.5),
    periodLine: rng.chance(0.6),
    labelX: rng.pick([12, 24, 36]),
  };
}

const bill: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const look = pickLook(rng);
  const d = (iso: string) => dateText(iso, look.ds);
  const party = payor(g, rng);
  const car = auto ? vehicleList(g).find((v) => v.vin === party.vin)! : null;
  const billDate = addDays(t.effectiveDate, -rng.int(25, 50));
  const dueDate = addDays(t.effectiveDate, -rng.pick([0, 0, 1, 5, 10, 15]));
  const remit = carrierAddress(rng);

  head(w, g, rng, look, billDate, remit);
  billTo(w, rng, look, party);
  const titleText = rng.pick(ESCROW.title[auto ? "auto" : "home"]);
  title(w, titleText);

  // Who and what the bill is for.
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.3) ? "last-first" : "first-last", look.upper));
  const loc = dwellingAddress(t);
  const naic = !!x.naicCode && rng.chance(0.45);
  const reWord = rng.pick(ESCROW.re);
  const insuredWord = reWord === "Insured/Property:" ? reWord : `${reWord} ${rng.pick(ESCROW.insured)}`;
  const items: [string, string[]][] = [[insuredWord, names]];
  if (loc) {
    items.push([rng.pick(ESCROW.property), addressLines(loc, rng, look.upper)]);
    if (!sameAddress(loc, t.address)) items.push([rng.pick(ESCROW.mailing), addressLines(t.address, rng, look.upper)]);
  } else items.push([rng.pick(ESCROW.mailing), addressLines(t.address, rng, look.upper)]);
  if (car) {
    const desc = `${car.year} ${car.make} ${car.model}${car.trim && rng.chance(0.4) ? ` ${car.trim}` : ""}`;
    items.push([rng.pick(ESCROW.vehicle), [look.upper ? desc.toUpperCase() : desc]]);
    items.push([rng.pick(ESCROW.vin), [car.vin]]);
  }
  items.push([rng.pick(ESCROW.policyNo), [t.policyNumber]]);
  if (look.periodLine)
    items.push([rng.pick(ESCROW.term), [`${d(t.effectiveDate)}${rng.pick(ESCROW.termJoin)}${d(t.expirationDate)}`]]);
  else items.push([rng.pick(ESCROW.eff), [d(t.effectiveDate)]], [rng.pick(ESCROW.exp), [d(t.expirationDate)]]);
  items.push([
    rng.pick(ESCROW.company),
    [naic ? `${t.carrier.name} (${rng.pick(ESCROW.naic)} ${x.naicCode})` : t.carrier.name],
  ]);
  if (!auto && rng.chance(0.4)) items.push([rng.pick(ESCROW.form), [x.form]]);
  kvBlock(w, look, items);
  w.gap(6);

  // Charges: the term premium (itemized or not), fees outside it, the amount due.
  const inFees = x.fees.filter((f) => f.inPremium);
  const outFees = x.fees.filter((f) => !f.inPremium);
  const premiumCents = toCents(t.premium);
  const dueCents = premiumCents + outFees.reduce((s, f) => s + toCents(f.amount), 0);
  const money = (c: number) => dollars(fromCents(c), { cents: true });
  w.line(rng.pick(ESCROW.charges), { bold: true });
  hrule(w, 0.6, 2);
  const premWords = ESCROW.premium.filter((l) => x.termMonths === 12 || l !== "Annual Premium");
  if (look.itemized && inFees.length) {
    const base = premiumCents - inFees.reduce((s, f) => s + toCents(f.amount), 0);
    row(w, AMT, [[rng.pick(ESCROW.base)], [money(base)]]);
    for (const f of inFees) row(w, AMT, [[f.label], [money(toCents(f.amount))]]);
    row(w, AMT, [[rng.pick(ESCROW.totalPremium)], [money(premiumCents)]], { bold: true });
  } else row(w, AMT, [[rng.pick(premWords)], [money(premiumCents)]], { bold: true });
  for (const f of outFees) row(w, AMT, [[f.label], [money(toCents(f.amount))]]);
  if (rng.chance(0.35)) row(w, AMT, [[rng.pick(ESCROW.paid)], ["0.00"]]);
  hrule(w, 0.6, 2);
  const amountWord = rng.pick(ESCROW.amountDue);
  const dueWord = rng.pick(ESCROW.dueDate);
  row(w, AMT, [[amountWord], [money(dueCents)]], { bold: true, size: w.size * 1.15 });
  row(w, AMT, [[dueWord], [d(dueDate)]], { bold: true });
  if (rng.chance(0.25)) {
    const prior = Math.round(premiumCents * (0.85 + rng.next() * 0.2));
    row(w, AMT, [[rng.pick(ESCROW.prior)], [money(prior)]], { size: w.size * 0.85 });
  }
  w.gap(6);

  // What the lender is paying for.
  const printed = new Set<TruthCoverage>();
  const scheme = rng.int(0, 2);
  const cov = (code: string, vin?: string) =>
    t.coverages.find((c) => c.code === code && (vin ? c.vin === vin : !c.vin));
  w.line(rng.pick(ESCROW.coverHead), { bold: true });
  const covRows: [string, string][] = [];
  if (car) {
    if (rng.chance(0.5)) {
      const csl = cov("CSL");
      const bi = cov("BI");
      const pd = cov("PD");
      if (csl) covRows.push([ESCROW.cov.CSL[scheme], dollars(csl.limitPerAccident!)]);
      if (bi)
        covRows.push([ESCROW.cov.BI[scheme], `${dollars(bi.limitPerPerson!)} / ${dollars(bi.limitPerAccident!)}`]);
      if (pd) covRows.push([ESCROW.cov.PD[scheme], dollars(pd.limitPerAccident!)]);
      for (const c of [csl, bi, pd]) if (c) printed.add(c);
    }
    const noColl = rng.pick(ESCROW.noColl);
    for (const code of ["COMP", "COLL"]) {
      const c = cov(code, car.vin);
      if (c) printed.add(c);
      covRows.push([ESCROW.cov[code][scheme], c ? dollars(c.deductible!) : noColl]);
    }
  } else {
    const a = cov("DWELLING")!;
    printed.add(a);
    covRows.push([(condo ? ESCROW.condoA : ESCROW.cov.DWELLING)[scheme], dollars(a.limitPerAccident!)]);
    if (rng.chance(0.4))
      for (const code of condo
        ? ["PERSONAL_PROPERTY", "PERSONAL_LIABILITY"]
        : ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "PERSONAL_LIABILITY"]) {
        const c = cov(code);
        if (c) {
          printed.add(c);
          covRows.push([ESCROW.cov[code][scheme], dollars(c.limitPerAccident!)]);
        }
      }
    covRows.push([rng.pick(ESCROW.ded), dollars(a.deductible!)]);
    if (x.windHailPercent)
      covRows.push([rng.pick(ESCROW.wind), fill(rng.pick(ESCROW.windValue), { p: String(x.windHailPercent) })]);
  }
  const cc: Col[] = [
    { at: 0.03, width: 0.5 },
    { at: 0.53, width: 0.3, align: "r" },
  ];
  for (const [l, v] of covRows) row(w, cc, [[l], [v]], {}, { pad: 1 });
  w.gap(6);
  w.paragraph(rng.pick(ESCROW.instructions[auto ? "auto" : "home"]), { size: w.size * 0.85 });
  if (rng.chance(0.6)) w.line(fill(rng.pick(ESCROW.contact), { t: tollFree(rng) }), { size: w.size * 0.85 });

  // The coupon: at the foot of the page when it fits there, after a dashed cut line.
  const L = ESCROW.couponLabels;
  const remitWord = fill(rng.pick(ESCROW.remit), { c: t.carrier.name });
  const payorName = look.upper ? party.name.toUpperCase() : party.name;
  const leftLines = [remitWord, `${x.brand}`, ...remit];
  const rightLines = [`${rng.pick(L.insured)}: ${names[0]}`, `Payor: ${payorName}`, rng.pick(ESCROW.enclosed)];
  const scan = rng.chance(0.6)
    ? `${t.policyNumber.replace(/\W/g, "")} ${String(dueCents).padStart(9, "0")} ${rng.int(0, 9)}`
    : null;
  const small: TextStyle = { size: w.size * 0.9 };
  const half = (w.right - w.left) * 0.5 - 3;
  const stubLines = Math.max(...[leftLines, rightLines].map((ls) => ls.flatMap((l) => w.wrap(l, small, half)).length));
  const couponH =
    14 +
    2 +
    w.size * 1.05 * 1.4 +
    w.size * (0.66 * 2.6 + 1.3) +
    4 +
    4 +
    stubLines * small.size! * 1.3 +
    2 +
    (scan ? small.size! * 1.4 : 0) +
    6;
  if (w.y + couponH < w.height - w.margin) w.y = w.height - w.margin - couponH;
  else w.ensure(couponH);
  cutLine(w, rng.pick(ESCROW.detach));
  w.gap(2);
  w.line(rng.pick(ESCROW.coupon[auto ? "auto" : "home"]), { bold: true, size: w.size * 1.05 });
  boxRow(w, [
    { label: rng.pick(L.policy), lines: [t.policyNumber], at: 0, width: 0.26 },
    { label: rng.pick(L.loan), lines: [party.loanNumber!], at: 0.26, width: 0.26 },
    { label: rng.pick(L.due), lines: [d(dueDate)], at: 0.52, width: 0.2 },
    { label: rng.pick(L.amount), lines: [money(dueCents)], at: 0.72, width: 0.28, align: "r", style: { bold: true } },
  ]);
  w.gap(4);
  row(
    w,
    [
      { at: 0, width: 0.5 },
      { at: 0.5, width: 0.5 },
    ],
    [leftLines, rightLines],
    small,
  );
  if (scan) w.line(scan, small);

  // The truth: this lender, its vehicle or the premises, the printed coverages.
  if (car) truth.properties = truth.properties.filter((p) => p.type === "vehicle" && p.data.vin === car.vin);
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  truth.thirdParties = [party];
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    auto ? "auto" : condo ? "condo" : "home",
    look.loanBoxed ? "loan-box" : "loan-line",
    look.itemized && inFees.length ? "itemized" : "single-premium",
    outFees.length ? "fees" : "no-fees",
  ];
  return { truth, variant: variant.join("-"), title: `${titleText} - ${t.policyNumber}` };
};

export const escrowPremiumBill: KindFn = bill;
