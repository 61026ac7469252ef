import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  officeAddress,
  personName,
  putRight,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  sum,
  money,
} from "./common";
import {
  boxRow,
  cutLine,
  dateText,
  fill,
  pickDateStyle,
  priorTerm,
  stateName,
  tollFree,
  type AnyDateStyle,
  type Box,
} from "./forms";

// Imitates the auto insurance ID card sheet carriers mail and portals print (Progressive's,
// GEICO's and State Farm's "Insurance Identification Card" pages): a letter-size sheet with a
// short note at the top, then two or more cut-out cards, each with the company and its NAIC code,
// the policy number, effective and expiration dates, the year, make, model and VIN, the insureds,
// and on the card's back the accident instructions and claims number. A single car often gets two
// identical cards (one for the glove box, one for the wallet). Below the cards a short coverage
// strip gives limits, deductibles, the term premium, a payment plan figure and the lienholders.
// The home side is the same idea for a house: a mortgagee bill (the premium notice sent to the
// lender's escrow department) with a detachable remittance stub that repeats the policy number,
// loan number, insured and amount due, and the coverage A limit and deductible the lender checks.

export const IDCARD = {
  sheetTitle: [
    "Your Insurance Identification Cards",
    "Auto Insurance ID Cards",
    "Proof of Insurance Cards",
    "Important: Your New ID Cards Are Enclosed",
  ],
  note: [
    "Cut along the dotted lines. Keep one card in each vehicle and show it to law enforcement when asked. Cards for earlier terms are no longer valid.",
    "Here are your {brand} ID cards for the new term. Detach the cards and keep them in the vehicles listed. You can also show a digital card from our app.",
    "Your state requires proof of insurance in the vehicle at all times. Please remove the cards below and discard any old cards.",
  ],
  cut: ["Cut along dotted line", "Detach here", "Fold and tear", ""],
  cardTitle: [
    "{STATE} INSURANCE IDENTIFICATION CARD",
    "AUTOMOBILE INSURANCE IDENTIFICATION CARD",
    "Insurance Identification Card - State of {State}",
    "EVIDENCE OF AUTOMOBILE LIABILITY INSURANCE",
  ],
  company: ["COMPANY", "Insurer", "Insurance Company", "Underwriter"],
  naic: ["NAIC", "NAIC #", "NAIC No.", "Co. Code"],
  number: ["POLICY NUMBER", "Policy #", "Policy No."],
  eff: ["EFFECTIVE DATE", "Eff. Date", "Effective"],
  exp: ["EXPIRATION DATE", "Exp. Date", "Expires"],
  period: ["POLICY PERIOD", "Coverage Period", "Valid"],
  year: ["YEAR", "Yr"],
  makeModel: ["MAKE / MODEL", "Make and Model", "Vehicle"],
  vin: ["VIN", "Vehicle ID No.", "VEHICLE IDENTIFICATION NUMBER"],
  insured: ["INSURED", "Named Insured(s)", "Issued to"],
  agent: ["AGENT", "Your agent", "Issued by"],
  copy: [
    ["KEEP IN VEHICLE", "WALLET COPY"],
    ["Vehicle copy", "Insured copy"],
  ],
  backHead: ["IMPORTANT - KEEP THIS CARD IN YOUR VEHICLE", "IF YOU HAVE AN ACCIDENT", "What to do after an accident"],
  backText: [
    "Get the names, addresses and insurance information of everyone involved. Do not admit fault. Report the accident to the police and to us as soon as possible.",
    "This card must be carried in the insured vehicle and shown on request. It is not a guarantee of coverage; the policy's terms apply.",
    "Write down the other driver's license plate and policy number, take photos, and call the claims line below. Do not sign any statement about the accident.",
  ],
  claims: ["Report a claim 24/7: {phone}", "Claims: {phone}", "To report a loss call {phone}"],
  roadside: ["Roadside assistance: {phone}", "Towing and lockout: {phone}", ""],
  issued: ["Date issued", "Printed", "Issue date"],
  replaces: [
    "These cards replace the cards issued for {from} to {to}.",
    "Cards for the prior term ({from} - {to}) are void.",
    "Previous cards (term beginning {from}) should be destroyed.",
  ],
  stripHead: ["Coverage summary", "YOUR COVERAGES AT A GLANCE", "Coverages for this term"],
  cov: {
    BI: ["BODILY INJURY", "BI Liability", "Liability - Bodily Injury"],
    PD: ["PROPERTY DAMAGE", "PD Liability", "Liability - Property Damage"],
    CSL: ["COMBINED SINGLE LIMIT", "Single Limit Liability", "Liability - CSL"],
    UMBI: ["UNINSURED MOTORIST BI", "UM Bodily Injury", "Uninsured Motorists"],
    UIMBI: ["UNDERINSURED MOTORIST BI", "UIM Bodily Injury", "Underinsured Motorists"],
    UMPD: ["UNINSURED MOTORIST PD", "UM Property Damage", "Uninsured Motorists - Property"],
    MEDPAY: ["MEDICAL PAYMENTS", "Med Pay", "Medical Expense"],
    COMP: ["COMPREHENSIVE DED.", "Other Than Collision", "Comprehensive Deductible"],
    COLL: ["COLLISION DED.", "Collision", "Collision Deductible"],
  } as Record<string, string[]>,
  notCarried: ["Not carried", "None", "No coverage"],
  dedSuffix: ["", " ded.", " deductible"],
  termPremium: ["TOTAL {TERM} PREMIUM", "Premium for this term", "Term premium"],
  term: { 6: ["6-MONTH", "six-month", "semiannual"], 12: ["12-MONTH", "annual", "yearly"] },
  plan: [
    "Payment plan: {n} payments of {x}",
    "Your monthly installment: {x} ({n} payments)",
    "Pay plan {n}-pay, installment amount {x}",
  ],
  fullPay: ["Paid in full", "Pay in full discount applied", ""],
  lastPremium: ["Last term premium", "Prior premium", "Expiring premium"],
  outFee: ["{label}: {x} per installment, not included in premium", "{label} {x} (billed with each installment)"],
  inFee: ["{label} (included)", "Includes {label}"],
  lienHead: ["Lienholder(s)", "ADDITIONAL INTERESTS", "Loss payee / lessor"],
  lessor: ["Lessor", "Lessor - additional insured"],
  lien: ["Lienholder", "Loss payee"],
  loan: ["Loan #", "Account no.", "Loan no."],
  marketing: [
    "Bundle your home and auto with {brand} and save up to 15%.",
    "Go paperless and get your ID cards in the {brand} app.",
    "Refer a friend to {brand} - it only takes a minute.",
    "Ask us about accident forgiveness and safe driver rewards.",
  ],
  // Home: the mortgagee bill and its stub.
  billTitle: ["MORTGAGEE BILL", "Mortgagee Premium Notice", "ESCROW PREMIUM INVOICE"],
  noticeTitle: ["RENEWAL PREMIUM NOTICE", "Premium Notice", "Homeowners Renewal Bill"],
  noticeDate: ["Notice date", "Bill date", "Date of notice"],
  dueDate: ["Due date", "Payment due", "Please pay by"],
  lineLabel: ["Policy type", "Line", "Coverage type"],
  line: { home: ["Homeowners", "Homeowner policy"], condo: ["Condominium unit owners", "Condo unit owner policy"] },
  billTo: ["BILL TO", "Mortgagee", "Send payment for"],
  loanNumber: ["LOAN NUMBER", "Loan #", "Mortgagee loan no."],
  policyNumber: ["POLICY NUMBER", "Policy no.", "Policy #"],
  term2: ["POLICY TERM", "Renewal term", "Coverage period"],
  amountDue: ["AMOUNT DUE", "Total due", "Please pay"],
  insuredBox: ["INSURED", "Named insured and mailing address", "Policyholder"],
  location: ["PROPERTY LOCATION", "Insured location", "Residence premises"],
  companyBox: ["INSURING COMPANY", "Insurer", "Underwritten by"],
  agentBox: ["AGENT", "Your agent", "Producer"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling (A)", "A. Dwelling"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures (B)", "B. Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Contents (C)", "C. Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use (D)", "D. Additional Living Expense"],
    PERSONAL_LIABILITY: ["Coverage E - Liability", "Personal Liability (E)", "E. Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments (F)", "F. Medical Payments to Others"],
  } as Record<string, string[]>,
  condoA: ["Coverage A - Unit Improvements", "Building Items (A)", "A. Building Property"],
  als: ["Actual loss sustained", "ALS - 12 months"],
  covCols: [
    ["Coverage", "Limit", "Deductible"],
    ["COVERAGE", "AMOUNT", "DEDUCTIBLE"],
  ],
  dedAllPerils: ["All perils", "Per occurrence", "All other perils"],
  windHail: ["Wind/hail {pct}%", "Windstorm {pct}% of Cov A"],
  premiumLines: {
    base: ["Policy premium", "Basic premium"],
    optional: ["Endorsements", "Optional coverages"],
    total: ["Total renewal premium", "Total annual premium", "Annual premium"],
  },
  escrowNote: [
    "If this premium is paid from an escrow account, please pay the full amount by the due date. Include the loan number with your payment.",
    "Lender: please remit the full annual premium. Partial payments cannot be applied. Questions? Call {phone}.",
  ],
  otherInterest: ["Other interest", "Second mortgagee", "Also named"],
  stubHead: ["Please return this portion with your payment", "REMITTANCE STUB - DETACH AND RETURN", "Payment coupon"],
  enclosed: ["AMOUNT ENCLOSED $ ____________", "Amount paid: $ __________"],
  remit: ["Make check payable to {carrier} and mail to:", "Remit to:", "Mail payment to:"],
};

/** Cards side by side, each framed to the height of the tallest (a block the columns keep on one page). */
function cardRow(w: Writer, parts: ((w: Writer) => void)[], gutter: number): void {
  const page = w.page;
  const startY = w.y;
  const pad = 6;
  w.columns(
    parts.map((part) => (ww: Writer) => {
      ww.left += pad;
      ww.right -= pad;
      ww.y += pad;
      part(ww);
      ww.y += pad;
    }),
    gutter,
  );
  const top = w.page === page ? startY : w.margin;
  const colW = (w.right - w.left - gutter * (parts.length - 1)) / parts.length;
  parts.forEach((_, i) => w.page.rects.push({ x: w.left + i * (colW + gutter), y: top, w: colW, h: w.y - top }));
}

function splitLimit(c: TruthCoverage, form: number): string {
  const [pp, pa] = [c.limitPerPerson!, c.limitPerAccident!];
  if (form === 0) return `${dollars(pp)}/${dollars(pa)}`;
  if (form === 1) return `${dollars(pp)} / ${dollars(pa)}`;
  return `${dollars(pp, { sign: false })}/${dollars(pa, { sign: false })}`;
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const brand = g.extras.brand;
  const ds: AnyDateStyle = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.55);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const naic = !!g.extras.naicCode && rng.chance(0.85);
  const loanPrinted = rng.chance(0.55);
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, upper));
  const mail = addressLines(t.address, rng, upper);
  const agent = g.extras.agent;
  const office = addressLines(officeAddress(rng), rng, upper);
  const claimsPhone = tollFree(rng);
  const title = rng.pick(IDCARD.sheetTitle);
  const small = w.size * 0.8;
  const termWord = rng.pick(IDCARD.term[g.extras.termMonths]);

  // The sheet's top: brand and return address, the title and issue date, the insured's window block.
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(brand, { bold: true, size: ww.size * 1.9 });
      for (const l of carrierAddress(rng)) ww.line(l, { size: small });
      ww.gap();
      if (rng.chance(0.65)) for (const l of [...names, ...mail]) ww.line(l);
    },
    (ww) => {
      ww.paragraph(title, { bold: true, size: ww.size * 1.3 });
      ww.line(`${rng.pick(IDCARD.issued)}: ${d(g.extras.issueDate)}`, { size: small });
      ww.line(`${rng.pick(IDCARD.number)}: ${t.policyNumber}`, { size: small });
      ww.gap(ww.lineHeight * 0.4);
      ww.paragraph(fill(rng.pick(IDCARD.note), { brand }), { size: small });
    },
  );
  w.gap(w.lineHeight * 0.5);

  // The cards.
  const copies = vehicles.length === 1 && rng.chance(0.6) ? 2 : 1;
  const copyWords = rng.pick(IDCARD.copy);
  const slots = vehicles.flatMap((v) => Array.from({ length: copies }, (_, c) => ({ v, copy: copies > 1 ? c : -1 })));
  const cardStyle = rng.pick(["captions", "inline"] as const);
  const cardTitle = fill(rng.pick(IDCARD.cardTitle), {
    STATE: stateName(t.address.state).toUpperCase(),
    State: stateName(t.address.state),
  });
  const labels = {
    company: rng.pick(IDCARD.company),
    naic: rng.pick(IDCARD.naic),
    number: rng.pick(IDCARD.number),
    eff: rng.pick(IDCARD.eff),
    exp: rng.pick(IDCARD.exp),
    year: rng.pick(IDCARD.year),
    makeModel: rng.pick(IDCARD.makeModel),
    vin: rng.pick(IDCARD.vin),
    insured: rng.pick(IDCARD.insured),
    agent: rng.pick(IDCARD.agent),
  };
  const periodTogether = rng.chance(0.3);
  const periodLabel = rng.pick(IDCARD.period);
  const agentOnCard = rng.chance(0.6);
  const cs = w.size * 0.88;
  const withTrim = rng.chance(0.5);
  const cap = { size: w.size * 0.62 };

  const front = (ww: Writer, v: (typeof vehicles)[number], copy: number) => {
    ww.line(brand.toUpperCase(), { bold: true, size: cs * 1.25 });
    if (copy >= 0) putRight(ww, copyWords[copy], { size: cap.size, bold: true }, -cs * 1.3);
    ww.paragraph(cardTitle, { bold: true, size: cs * 0.9 });
    ww.gap(2);
    const carrierLine = naic ? [`${t.carrier.name}`, `${labels.naic} ${g.extras.naicCode}`] : [t.carrier.name];
    const makeModel = U(`${v.make} ${v.model}${withTrim ? ` ${v.trim}` : ""}`.trim());
    if (cardStyle === "captions") {
      const two: Col[] = [
        { at: 0, width: 0.5 },
        { at: 0.5, width: 0.5 },
      ];
      const three: Col[] = [
        { at: 0, width: 0.38 },
        { at: 0.4, width: 0.3 },
        { at: 0.7, width: 0.3 },
      ];
      row(ww, [{ at: 0, width: 1 }], [[labels.company]], cap, { pad: 0 });
      row(ww, [{ at: 0, width: 1 }], [carrierLine], { size: cs });
      if (periodTogether) {
        row(ww, two, [[labels.number], [periodLabel]], cap, { pad: 0 });
        row(ww, two, [[t.policyNumber], [`${d(t.effectiveDate)} - ${d(t.expirationDate)}`]], { size: cs, bold: true });
      } else {
        row(ww, three, [[labels.number], [labels.eff], [labels.exp]], cap, { pad: 0 });
        row(ww, three, [[t.policyNumber], [d(t.effectiveDate)], [d(t.expirationDate)]], { size: cs, bold: true });
      }
      const veh: Col[] = [
        { at: 0, width: 0.14 },
        { at: 0.14, width: 0.4 },
        { at: 0.54, width: 0.46 },
      ];
      row(ww, veh, [[labels.year], [labels.makeModel], [labels.vin]], cap, { pad: 0 });
      row(ww, veh, [[String(v.year)], [makeModel], [v.vin]], { size: cs });
      row(ww, [{ at: 0, width: 1 }], [[labels.insured]], cap, { pad: 0 });
      row(ww, [{ at: 0, width: 1 }], [[...names, ...mail]], { size: cs });
    } else {
      const kv = (k: string, val: string, bold = false) =>
        row(
          ww,
          [
            { at: 0, width: 0.34 },
            { at: 0.34, width: 0.66 },
          ],
          [[`${k}:`], [val]],
          { size: cs, bold },
          { pad: 0 },
        );
      kv(labels.company, carrierLine.join("  "));
      kv(labels.number, t.policyNumber, true);
      if (periodTogether) kv(periodLabel, `${d(t.effectiveDate)} to ${d(t.expirationDate)}`);
      else {
        kv(labels.eff, d(t.effectiveDate));
        kv(labels.exp, d(t.expirationDate));
      }
      kv(labels.vin, v.vin);
      kv(`${labels.year} / ${labels.makeModel}`, `${v.year} ${makeModel}`);
      ww.gap(2);
      for (const l of [...names, ...mail]) ww.line(l, { size: cs });
    }
    if (agentOnCard) {
      ww.gap(2);
      ww.line(`${labels.agent}: ${U(agent.name)}  ${agent.phone}`, { size: cap.size * 1.15 });
      ww.line(office.join(", "), { size: cap.size * 1.15 });
    }
  };
  const backHead = rng.pick(IDCARD.backHead);
  const backText = rng.pick(IDCARD.backText);
  const claimsLine = fill(rng.pick(IDCARD.claims), { phone: claimsPhone });
  const road = fill(rng.pick(IDCARD.roadside), { phone: tollFree(rng) });
  const backCarrier = `${t.carrier.name}${naic && rng.chance(0.5) ? ` (${labels.naic} ${g.extras.naicCode})` : ""}`;
  const back = (ww: Writer) => {
    ww.line(backHead, { bold: true, size: cs });
    ww.paragraph(backText, { size: cs * 0.9 });
    ww.gap(3);
    ww.line(claimsLine, { bold: true, size: cs * 0.9 });
    if (road) ww.line(road, { size: cs * 0.9 });
    ww.gap(3);
    ww.paragraph(backCarrier, { size: cs * 0.8 });
  };

  const arrangement = rng.pick(["front-back", "fronts"] as const);
  const cut = rng.pick(IDCARD.cut);
  cutLine(w, cut);
  const gutter = 22;
  if (arrangement === "front-back")
    for (const s of slots) {
      cardRow(w, [(ww) => front(ww, s.v, s.copy), back], gutter);
      cutLine(w, cut);
    }
  else
    for (let i = 0; i < slots.length; i += 2) {
      const [a, b] = [slots[i], slots[i + 1]];
      cardRow(w, [(ww) => front(ww, a.v, a.copy), b ? (ww) => front(ww, b.v, b.copy) : back], gutter);
      cutLine(w, cut);
    }
  w.gap(w.lineHeight * 0.5);

  // The strip: limits and deductibles in captioned boxes, the premium, payment plan, lienholders.
  w.ensure(w.lineHeight * 8);
  w.line(rng.pick(IDCARD.stripHead), { bold: true, size: w.size * 1.1 });
  const scheme = rng.int(0, 2);
  const splitForm = rng.int(0, 2);
  const dedSuffix = rng.pick(IDCARD.dedSuffix);
  const notCarried = rng.pick(IDCARD.notCarried);
  const byNumber = rng.chance(0.5);
  const tags = vehicles.map((v, k) => (byNumber ? `Veh ${k + 1}` : `${v.year} ${U(v.make)}`));
  const cells: { label: string; lines: string[] }[] = [];
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const lines =
      c.limitPerPerson !== null && c.limitPerAccident !== null
        ? [splitLimit(c, splitForm)]
        : [dollars(c.limitPerAccident!)];
    if (c.deductible !== null) lines.push(`${dollars(c.deductible)}${dedSuffix || " ded."}`);
    cells.push({ label: IDCARD.cov[c.code][scheme], lines });
  }
  for (const code of ["COMP", "COLL"] as const) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!per.some(Boolean)) continue;
    cells.push({
      label: IDCARD.cov[code][scheme],
      lines: per.map((c, k) => `${tags[k]}: ${c ? `${dollars(c.deductible!)}${dedSuffix}` : notCarried}`),
    });
  }
  for (const o of g.extras.optional)
    cells.push({ label: scheme === 0 ? o.label.toUpperCase() : o.label, lines: [o.limit] });
  const termLabel = fill(rng.pick(IDCARD.termPremium), { TERM: termWord.toUpperCase(), term: termWord });
  cells.push({ label: termLabel, lines: [money(L.total)] });
  const perRow = rng.pick([3, 4]);
  for (let i = 0; i < cells.length; i += perRow) {
    const chunk = cells.slice(i, i + perRow);
    boxRow(
      w,
      chunk.map((c, k) => ({ label: c.label, lines: c.lines, at: k / perRow, width: 1 / perRow })),
      { captionScale: 0.7 },
    );
  }
  w.gap(w.lineHeight * 0.4);
  for (const f of L.inFees)
    w.line(`${fill(rng.pick(IDCARD.inFee), { label: f.label })}: ${money(f.amount)}`, { size: small });
  for (const f of L.outFees)
    w.line(fill(rng.pick(IDCARD.outFee), { label: f.label, x: money(f.amount) }), { size: small });
  // A payment plan's installment and last term's premium: dollar figures that are not the premium.
  const n = g.extras.termMonths === 6 ? rng.pick([2, 6]) : rng.pick([4, 10, 12]);
  if (rng.chance(0.7)) {
    const installment = Math.round(L.total / n) + (L.outFees[0]?.amount ?? 0);
    w.line(fill(rng.pick(IDCARD.plan), { n: String(n), x: money(installment) }), { size: small });
  } else {
    const full = rng.pick(IDCARD.fullPay);
    if (full) w.line(full, { size: small });
  }
  if (rng.chance(0.45)) {
    const last = Math.round(L.total * (1 - rng.pick([-0.12, -0.06, 0.04, 0.09])));
    w.line(`${rng.pick(IDCARD.lastPremium)}: ${money(last)}`, { size: small });
  }
  const [from, to] = priorTerm(t.effectiveDate, g.extras.termMonths);
  if (rng.chance(0.6)) w.line(fill(rng.pick(IDCARD.replaces), { from: d(from), to: d(to) }), { size: small });

  if (t.thirdParties.length) {
    w.gap(w.lineHeight * 0.4);
    w.line(rng.pick(IDCARD.lienHead), { bold: true });
    hrule(w, 0.5, 2);
    const loanWord = rng.pick(IDCARD.loan);
    // One word per page for each role, as a printed list keeps its labels.
    const lienWord = rng.pick(IDCARD.lien);
    const lessorWord = rng.pick(IDCARD.lessor);
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      const v = vehicles[k];
      const role = p.type === "lessor" ? lessorWord : lienWord;
      const loan = loanPrinted && p.loanNumber ? `   ${loanWord} ${p.loanNumber}` : "";
      row(
        w,
        [
          { at: 0, width: 0.3 },
          { at: 0.3, width: 0.7 },
        ],
        [
          [`${role} - ${v.year} ${U(v.make)} ${U(v.model)}`],
          [`${U(p.name)}, ${addressLines(p.address, rng, upper).join(", ")}${loan}`],
        ],
        { size: small },
        { pad: 3 },
      );
    }
  }
  w.gap(w.lineHeight * 0.6);
  w.line(fill(rng.pick(IDCARD.marketing), { brand }), { size: small, bold: true });
  if (!agentOnCard) w.line(`${agent.agency}, ${office.join(", ")}  ${agent.phone}`, { size: small });

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: `cards-${arrangement}${copies > 1 ? "+two-copies" : ""}+${cardStyle}`,
    title,
  };
};

function homeCoverageRows(g: GeneratedPolicy, rng: Rng): string[][][] {
  const t = g.truth;
  const condo = t.type === "condo";
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const scheme = rng.int(0, 2);
  const rows: string[][][] = [];
  for (const code of Object.keys(IDCARD.homeCov)) {
    const name = code === "DWELLING" && condo ? IDCARD.condoA[scheme] : IDCARD.homeCov[code][scheme];
    const c = t.coverages.find((x) => x.code === code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) rows.push([[name], [rng.pick(IDCARD.als)], [""]]);
      continue;
    }
    const ded = code === "DWELLING" ? [`${dollars(dwelling.deductible!)} ${rng.pick(IDCARD.dedAllPerils)}`] : [""];
    if (code === "DWELLING" && g.extras.windHailPercent)
      ded.push(fill(rng.pick(IDCARD.windHail), { pct: String(g.extras.windHailPercent) }));
    rows.push([[name], [dollars(c.limitPerAccident!)], ded]);
  }
  return rows;
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const brand = g.extras.brand;
  const premises = dwellingAddress(t)!;
  const ds = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.5);
  const mort = t.thirdParties[0] ?? null;
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = !!mort && rng.chance(0.85);
  const isaoa = rng.pick([" ISAOA/ATIMA", " ISAOA", ", its successors and/or assigns", ""]);
  const title = rng.pick(mort ? IDCARD.billTitle : IDCARD.noticeTitle);
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", upper));
  const mail = addressLines(t.address, rng, upper);
  const remit = carrierAddress(rng);
  const small = w.size * 0.82;
  const phone = tollFree(rng);
  const policyNo = rng.pick(IDCARD.policyNumber);
  const loanNo = rng.pick(IDCARD.loanNumber);
  const amountDue = rng.pick(IDCARD.amountDue);
  // The line of business, as billing systems print it: the only place a bill says "condominium".
  const line = `${rng.pick(IDCARD.line[t.type === "condo" ? "condo" : "home"])} (${g.extras.form})`;

  sideBySide(
    w,
    0.55,
    (ww) => {
      ww.line(brand, { bold: true, size: ww.size * 1.9 });
      ww.paragraph(t.carrier.name, { size: small });
      for (const l of remit) ww.line(l, { size: small });
      ww.gap();
      const to = mort ? [`${mort.name}${isaoa}`, ...addressLines(mort.address, rng, upper)] : [...names, ...mail];
      if (mort && rng.chance(0.5)) ww.line(rng.pick(IDCARD.billTo), { size: small, bold: true });
      for (const l of to) ww.line(upper ? l.toUpperCase() : l);
    },
    (ww) => {
      ww.paragraph(title, { bold: true, size: ww.size * 1.45 });
      ww.gap(ww.lineHeight * 0.3);
      ww.kv(`${rng.pick(IDCARD.noticeDate)}:`, [d(g.extras.issueDate)], 78);
      ww.kv(`${rng.pick(IDCARD.dueDate)}:`, [d(t.effectiveDate)], 78);
      ww.kv(`${policyNo}:`, [t.policyNumber], 78);
      ww.kv(`${rng.pick(IDCARD.lineLabel)}:`, [line], 78);
      if (loanPrinted && mort?.loanNumber) ww.kv(`${loanNo}:`, [mort.loanNumber], 78);
    },
  );
  w.gap();

  boxRow(w, [
    { label: policyNo.toUpperCase(), lines: [t.policyNumber], at: 0, width: 0.25, style: { bold: true } },
    {
      label: rng.pick(IDCARD.term2).toUpperCase(),
      lines: [`${d(t.effectiveDate)} - ${d(t.expirationDate)}`],
      at: 0.25,
      width: 0.35,
    },
    ...(loanPrinted && mort?.loanNumber
      ? [{ label: loanNo.toUpperCase(), lines: [mort.loanNumber], at: 0.6, width: 0.2 } as Box]
      : [{ label: "", lines: [""], at: 0.6, width: 0.2 } as Box]),
    { label: amountDue.toUpperCase(), lines: [money(L.total)], at: 0.8, width: 0.2, align: "r", style: { bold: true } },
  ]);
  boxRow(
    w,
    [
      { label: rng.pick(IDCARD.insuredBox).toUpperCase(), lines: [...names, ...mail], at: 0, width: 0.5 },
      {
        label: rng.pick(IDCARD.location).toUpperCase(),
        lines: addressLines(premises, rng, upper),
        at: 0.5,
        width: 0.5,
      },
    ],
    { minLines: 3 },
  );
  const agent = g.extras.agent;
  boxRow(w, [
    {
      label: rng.pick(IDCARD.companyBox).toUpperCase(),
      lines: [t.carrier.name, ...(naic ? [`NAIC ${g.extras.naicCode}`] : [])],
      at: 0,
      width: 0.5,
    },
    {
      label: rng.pick(IDCARD.agentBox).toUpperCase(),
      lines: [agent.agency, addressLines(officeAddress(rng), rng, false).join(", "), agent.phone],
      at: 0.5,
      width: 0.5,
      style: { size: small },
    },
  ]);
  w.gap();

  const cols: Col[] = [
    { at: 0, width: 0.45 },
    { at: 0.45, width: 0.22, align: "r" },
    { at: 0.7, width: 0.3 },
  ];
  row(
    w,
    cols,
    rng.pick(IDCARD.covCols).map((h) => [h]),
    { bold: true },
    { rule: true },
  );
  for (const r of homeCoverageRows(g, rng)) row(w, cols, r, {}, { pad: 2 });
  hrule(w, 0.5, 4);

  const pc: Col[] = [
    { at: 0.35, width: 0.4 },
    { at: 0.75, width: 0.25, align: "r" },
  ];
  const optional = sum(L.optional.map(sum));
  if (optional || L.inFees.length) {
    row(w, pc, [[rng.pick(IDCARD.premiumLines.base)], [money(L.base - optional)]]);
    if (optional) row(w, pc, [[rng.pick(IDCARD.premiumLines.optional)], [money(optional)]]);
    for (const f of L.inFees) row(w, pc, [[f.label], [money(f.amount)]]);
  }
  row(w, pc, [[rng.pick(IDCARD.premiumLines.total)], [money(L.total)]], { bold: true });
  if (rng.chance(0.5)) {
    const last = Math.round(L.total * (1 - rng.pick([-0.1, -0.05, 0.03, 0.08])));
    row(w, pc, [[rng.pick(IDCARD.lastPremium)], [money(last)]], { size: small });
  }
  row(w, pc, [[amountDue], [money(L.total)]], { bold: true });
  for (const f of L.outFees)
    w.line(`${f.label} of ${money(f.amount)} applies to installment billing only and is not due with this notice.`, {
      size: small,
    });
  w.gap(w.lineHeight * 0.4);
  w.paragraph(fill(rng.pick(IDCARD.escrowNote), { phone }), { size: small });
  for (const p of t.thirdParties.slice(1)) {
    const loan = loanPrinted && p.loanNumber ? `, ${loanNo} ${p.loanNumber}` : "";
    w.paragraph(
      `${rng.pick(IDCARD.otherInterest)}: ${p.name}, ${addressLines(p.address, rng, false).join(", ")}${loan}`,
      { size: small },
    );
  }
  w.gap();

  // The stub repeats the facts the lender's payment clerk matches on.
  cutLine(w, rng.pick(IDCARD.cut));
  w.line(rng.pick(IDCARD.stubHead), { bold: true, size: small });
  boxRow(w, [
    { label: policyNo.toUpperCase(), lines: [t.policyNumber], at: 0, width: 0.24 },
    {
      label: loanPrinted ? loanNo.toUpperCase() : "",
      lines: [loanPrinted ? (mort!.loanNumber ?? "") : ""],
      at: 0.24,
      width: 0.2,
    },
    { label: rng.pick(IDCARD.insuredBox).toUpperCase(), lines: [names.join(" & ")], at: 0.44, width: 0.32 },
    {
      label: amountDue.toUpperCase(),
      lines: [money(L.total)],
      at: 0.76,
      width: 0.24,
      align: "r",
      style: { bold: true },
    },
  ]);
  w.gap(w.lineHeight * 0.4);
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(rng.pick(IDCARD.enclosed), { bold: true });
      ww.line(`${rng.pick(IDCARD.dueDate)}: ${d(t.effectiveDate)}`, { size: small });
    },
    (ww) => {
      ww.paragraph(fill(rng.pick(IDCARD.remit), { carrier: t.carrier.name }), { size: small });
      for (const l of [brand, ...remit]) ww.line(l);
    },
  );

  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: mort ? "mortgagee-bill" : "premium-notice", title };
};

export const idCardSheet: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
