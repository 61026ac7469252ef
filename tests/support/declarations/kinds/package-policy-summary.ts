import { addMonths, makeVin, type TruthAddress, type TruthType } from "../policy";
import type { Rng } from "../random";
import { AUTO_LENDERS, MAKES, MORTGAGEES, STREET_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  row,
  sameAddress,
  sideBySide,
  vehicleList,
  type Col,
  type KindFn,
  digits,
  letters,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { footers, measure, titledBox } from "./ruled";

// Imitates the "package" or "bundle" summary a carrier mails a household that keeps its auto and
// its home with it: one page (two when the household has many cars) with a heading such as "Your
// Bundle" or "Multi-Policy Summary", a household block (named insureds, mailing address, account
// number, pay plan, the account's total and the multi-policy discount), and one panel per policy:
// the auto panel with its own policy number, term, premium, vehicles and coverages, the home panel
// with its own number, term, premium, location and Coverages A-F. The panels come in either order,
// each a ruled box or a section under a rule, stacked or side by side. The page describes two
// policies; the truth is the one of the generated policy's type, and the other policy is invented
// here (another number, another term, the other line's coverages) so a reader has to tell them apart.

export const PACKAGE = {
  heading: [
    "Your Bundle",
    "Multi-Policy Summary",
    "Account Overview",
    "Your Package Summary",
    "Household Policy Summary",
    "Bundled Policies Summary",
    "Your Insurance Portfolio",
  ],
  sub: [
    "A summary of the policies on your account",
    "Auto + Home",
    "Policies in this package",
    "Thank you for insuring your home and car with us",
    "",
  ],
  household: ["Household", "Account Holder", "Your Account", "Policyholder Information", "Household & Billing"],
  insured: ["Named Insured(s)", "Named insured", "Policyholders", "Account holder(s)"],
  mailing: ["Mailing address", "Mailing Address", "Address on file"],
  account: ["Account number", "Account #", "Package account no.", "Billing account"],
  payPlan: ["Pay plan", "Payment plan", "Billing method"],
  payPlanValue: ["Monthly EFT", "Paid in full", "2-Pay", "Quarterly", "Monthly - recurring card", "Direct bill"],
  accountTotal: ["Total account premium", "Combined premium", "Total for all policies", "Package total"],
  discount: [
    "Multi-policy discount applied: {x}",
    "You save {x} by bundling",
    "Bundle savings included above: {x}",
    "Multi-line discount: {x}",
  ],
  installment: ["Estimated installment {x}", "Monthly payment about {x}", "Next installment {x}"],
  dueOn: ["due {d}", "on {d}", "draft date {d}"],
  outFee: ["{label} of {x} per installment is billed separately", "{label}: {x} (not included in premium)"],
  panel: {
    auto: ["Auto Policy", "Personal Auto", "AUTO", "Automobile Policy", "Your Car Insurance"],
    home: ["Homeowners Policy", "Home", "HOMEOWNERS", "Your Home Insurance", "Homeowners Package Policy"],
    condo: ["Condo Policy", "Condominium Unit Owners", "CONDO", "Your Condo Insurance"],
  } as Record<TruthType, string[]>,
  number: ["Policy number", "Policy #", "Policy No.", "Pol. number"],
  period: ["Policy period", "Term", "Coverage period", "Policy term"],
  periodJoin: [" - ", " to ", " through "],
  termLen: ["({n} months)", "({n}-month term)", "{n} mo."],
  premium: ["Policy premium", "Term premium", "Premium", "Total policy premium"],
  company: ["Underwritten by", "Insurer", "Company", "Issued by"],
  naic: ["NAIC {n}", "NAIC #{n}", "(NAIC {n})"],
  status: ["Status", "Policy status"],
  statusValue: ["In force", "Active", "Renewed", "New"],
  vehicles: ["Vehicles", "Covered vehicles", "Insured autos", "Cars on this policy"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Car {n}", "#{n}"],
  vin: ["VIN", "VIN:", "Vehicle ID"],
  drivers: ["Drivers", "Listed drivers", "Household drivers"],
  location: ["Insured location", "Residence premises", "Property address", "Location"],
  same: ["Same as mailing address", "Same as above"],
  form: ["Form", "Policy form"],
  built: ["Year built", "Built"],
  coverages: ["Coverages", "Coverages and limits", "What's covered", "Coverage summary"],
  covHead: [
    ["Coverage", "Limits", "Deductible", "Premium"],
    ["Coverage", "Limit", "Ded.", "Prem."],
    ["COVERAGE", "LIMITS OF LIABILITY", "DEDUCTIBLE", "PREMIUM"],
  ],
  auto: {
    BI: ["Bodily Injury Liability", "Bodily Injury", "BI Liability"],
    PD: ["Property Damage Liability", "Property Damage", "PD Liability"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists - Bodily Injury", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists - Bodily Injury", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist PD", "Uninsured Motorists - Property Damage", "UM Property Damage"],
    MEDPAY: ["Medical Payments", "Medical Payments", "Med Pay"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive"],
    COLL: ["Collision", "Collision", "Collision"],
  } as Record<string, string[]>,
  home: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "A. Dwelling"],
    CONDO_A: ["Coverage A - Building Property", "Unit Building Property", "A. Building Property"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "B. Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "C. Personal Property"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use", "D. Loss of Use"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "E. Personal Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "F. Medical Payments"],
  } as Record<string, string[]>,
  split: ["{a}/{b}", "{a} / {b}", "{a} each person / {b} each accident", "{a} per person, {b} per accident"],
  onVeh: ["({v})", "- {v}", "{v}"],
  als: ["Actual Loss Sustained", "ALS"],
  aop: ["All Perils Deductible", "Section I Deductible", "Deductible (all other perils)"],
  wind: ["Wind/Hail Deductible", "Windstorm or Hail Deductible"],
  windValue: ["{p}% of Coverage A", "{p}% ({x})"],
  notCarried: ["Not carried", "Not purchased", "--"],
  interests: {
    auto: ["Lienholders / Lessors", "Loss Payees", "Lienholder"],
    home: ["Mortgagee", "Mortgagees", "Mortgagee / Loss Payee"],
  },
  role: {
    lienholder: ["Lienholder", "Loss payee"],
    lessor: ["Lessor", "Lessor / additional insured"],
    mortgagee: ["First mortgagee", "Mortgagee"],
    second: ["Second mortgagee", "Mortgagee 2"],
  },
  loan: ["Loan #", "Loan number", "Account no."],
  agent: ["Your agent", "Agent", "Servicing agent", "Questions? Contact"],
  footer: [
    "This summary is not a policy. Each policy's declarations, forms and endorsements govern its coverage.",
    "This package summary is provided for your convenience; please refer to each policy for complete terms.",
    "Coverage is provided only by the policies listed. Discounts shown are reflected in each policy premium.",
  ],
  pageNo: ["Page {n} of {m}", "{n}/{m}", "Page {n}"],
};

interface Panel {
  type: TruthType;
  number: string;
  eff: string;
  exp: string;
  months: number;
  premium: number; // cents
  facts: [string, string[]][];
  /** Coverage rows: name, limit, deductible, premium ("" when not printed). */
  covs: [string, string, string, string][];
  interests: [string, string[]][];
  notes: string[];
}

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  boxed: boolean;
  sideBySide: boolean;
  table: boolean;
  covPremium: boolean;
  withInterests: boolean;
  householdTop: boolean;
  truthFirst: boolean;
}

const amt = (n: number) => dollars(n, { cents: false });

function otherNumber(rng: Rng, type: TruthType, own: string): string {
  const prefix = type === "auto" ? rng.pick(["PA", "AU", "PAP"]) : rng.pick(["HO", "HM", "H6"]);
  for (;;) {
    const n = rng.pick([
      () => `${prefix}${digits(rng, 8)}`,
      () => `${prefix} ${digits(rng, 7)}`,
      () => `${digits(rng, 3)}-${digits(rng, 4)}-${letters(rng, 1)}${digits(rng, 2)}`,
      () => digits(rng, 10),
      () => `${letters(rng, 3)}${digits(rng, 7)}`,
    ])();
    if (n !== own) return n;
  }
}

function lenderAddress(rng: Rng, l: { poBox: boolean; city: string; state: string; zip: string }): TruthAddress {
  return {
    addressLine1: l.poBox ? `PO Box ${rng.int(1000, 99999)}` : `${rng.int(100, 9999)} ${rng.pick(STREET_NAMES)} Blvd`,
    addressLine2: null,
    city: l.city,
    state: l.state,
    postalCode: l.zip,
    country: "US",
  };
}

export const packagePolicySummary: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const auto = t.type === "auto";
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "Month d, yyyy", "mm/dd/yy", "MON dd yyyy"]),
    upper: rng.chance(0.25),
    boxed: rng.chance(0.5),
    sideBySide: rng.chance(0.35),
    table: rng.chance(0.55),
    covPremium: rng.chance(0.5),
    withInterests: rng.chance(0.7),
    householdTop: rng.chance(0.7),
    truthFirst: rng.chance(0.5),
  };
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const splitForm = rng.pick(PACKAGE.split);
  const wv = rng.int(0, 2);
  const vehWord = rng.pick(PACKAGE.vehWord);
  const loanWord = rng.pick(PACKAGE.loan);
  const split = (c: { limitPerPerson: number | null; limitPerAccident: number | null }) =>
    c.limitPerPerson !== null
      ? fill(splitForm, { a: amt(c.limitPerPerson), b: amt(c.limitPerAccident!) })
      : amt(c.limitPerAccident!);

  // ---------------------------------------------------------------- the generated policy's panel
  const own: Panel = {
    type: t.type,
    number: t.policyNumber,
    eff: t.effectiveDate,
    exp: t.expirationDate,
    months: g.extras.termMonths,
    premium: L.total,
    facts: [],
    covs: [],
    interests: [],
    notes: [],
  };
  const vehicles = vehicleList(g);
  if (auto) {
    own.facts.push([
      rng.pick(PACKAGE.vehicles),
      vehicles.map(
        (v, k) =>
          `${fill(vehWord, { n: String(k + 1) })}  ${v.year} ${U(v.make)} ${U(v.model)}  ${rng.pick(PACKAGE.vin)} ${v.vin}`,
      ),
    ]);
    if (rng.chance(0.4)) own.facts.push([rng.pick(PACKAGE.drivers), [g.extras.drivers.map(U).join(", ")]]);
    const order = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];
    const liability = t.coverages.filter((c) => !c.vin).sort((x, y) => order.indexOf(x.code) - order.indexOf(y.code));
    for (const c of liability)
      own.covs.push([
        PACKAGE.auto[c.code][wv],
        split(c),
        c.deductible !== null ? amt(c.deductible) : "",
        money(L.coverage.get(c)!.reduce((s, x) => s + x, 0)),
      ]);
    const onVeh = rng.pick(PACKAGE.onVeh);
    for (const code of ["COMP", "COLL"])
      vehicles.forEach((v, k) => {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        const vw = fill(onVeh, { v: fill(vehWord, { n: String(k + 1) }) });
        own.covs.push(
          c
            ? [`${PACKAGE.auto[code][wv]} ${vw}`, "ACV", amt(c.deductible!), money(L.coverage.get(c)![k])]
            : [`${PACKAGE.auto[code][wv]} ${vw}`, rng.pick(PACKAGE.notCarried), "", ""],
        );
      });
  } else {
    const dw = dwellingAddress(t)!;
    own.facts.push([
      rng.pick(PACKAGE.location),
      sameAddress(dw, t.address) && rng.chance(0.35) ? [rng.pick(PACKAGE.same)] : addressLines(dw, rng, look.upper),
    ]);
    own.facts.push([rng.pick(PACKAGE.form), [g.extras.form]]);
    if (rng.chance(0.5)) own.facts.push([rng.pick(PACKAGE.built), [String(g.extras.yearBuilt)]]);
    const codes = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    for (const code of codes) {
      const c = t.coverages.find((x) => x.code === code);
      const name = PACKAGE.home[code === "DWELLING" && t.type === "condo" ? "CONDO_A" : code][wv];
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) own.covs.push([name, rng.pick(PACKAGE.als), "", ""]);
        continue;
      }
      own.covs.push([
        name,
        amt(c.limitPerAccident!),
        code === "DWELLING" ? amt(c.deductible!) : "",
        money(L.coverage.get(c)![0]),
      ]);
    }
    const a = t.coverages.find((x) => x.code === "DWELLING")!;
    own.notes.push(`${rng.pick(PACKAGE.aop)}: ${amt(a.deductible!)}`);
    const pct = g.extras.windHailPercent;
    if (pct)
      own.notes.push(
        `${rng.pick(PACKAGE.wind)}: ${fill(rng.pick(PACKAGE.windValue), { p: String(pct), x: amt(Math.round((a.limitPerAccident! * pct) / 100)) })}`,
      );
  }
  g.extras.optional.forEach((o, i) =>
    own.covs.push([o.label, o.limit, "", money(L.optional[i].reduce((s, x) => s + x, 0))]),
  );
  for (const f of L.inFees) own.notes.push(`${f.label} ${money(f.amount)} included in premium`);
  t.thirdParties.forEach((p, k) => {
    const role = rng.pick(
      p.type === "mortgagee" ? (k === 0 ? PACKAGE.role.mortgagee : PACKAGE.role.second) : PACKAGE.role[p.type],
    );
    const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
    own.interests.push([
      `${role}${vi >= 0 ? ` (${fill(vehWord, { n: String(vi + 1) })})` : ""}`,
      [
        U(p.name),
        ...addressLines(p.address, rng, look.upper),
        ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
      ],
    ]);
  });

  // ---------------------------------------------------------------- the other policy, invented
  const o = rng.fork("other");
  const otherType: TruthType = auto ? (t.address.addressLine2 && o.chance(0.6) ? "condo" : "home") : "auto";
  const otherMonths = otherType === "auto" ? o.pick([6, 12]) : 12;
  const otherEff = o.chance(0.4) ? t.effectiveDate : addMonths(t.effectiveDate, -o.int(1, 5));
  const other: Panel = {
    type: otherType,
    number: otherNumber(o, otherType, t.policyNumber),
    eff: otherEff,
    exp: addMonths(otherEff, otherMonths),
    months: otherMonths,
    premium: 0,
    facts: [],
    covs: [],
    interests: [],
    notes: [],
  };
  const prem = () => {
    const c = o.int(1500, 60000);
    other.premium += c;
    return c;
  };
  if (otherType === "auto") {
    const n = o.pick([1, 1, 2, 2, 3]);
    const cars = Array.from({ length: n }, () => {
      const info = o.pick(MAKES);
      const [model, from, to] = o.pick(info.models);
      const year = o.int(Math.max(from, 2012), Math.min(to, 2026));
      return { year, make: info.make, model, vin: makeVin(o, o.pick(info.wmis), year) };
    });
    other.facts.push([
      rng.pick(PACKAGE.vehicles),
      cars.map(
        (v, k) =>
          `${fill(vehWord, { n: String(k + 1) })}  ${v.year} ${U(v.make)} ${U(v.model)}  ${rng.pick(PACKAGE.vin)} ${v.vin}`,
      ),
    ]);
    const [pp, pa] = o.pick([
      [50000, 100000],
      [100000, 300000],
      [250000, 500000],
    ]);
    other.covs.push([PACKAGE.auto.BI[wv], split({ limitPerPerson: pp, limitPerAccident: pa }), "", money(prem())]);
    other.covs.push([PACKAGE.auto.PD[wv], amt(o.pick([50000, 100000, 250000])), "", money(prem())]);
    if (o.chance(0.8))
      other.covs.push([PACKAGE.auto.UMBI[wv], split({ limitPerPerson: pp, limitPerAccident: pa }), "", money(prem())]);
    if (o.chance(0.5)) other.covs.push([PACKAGE.auto.MEDPAY[wv], amt(o.pick([1000, 5000])), "", money(prem())]);
    const onVeh = rng.pick(PACKAGE.onVeh);
    for (const code of ["COMP", "COLL"])
      cars.forEach((_, k) =>
        other.covs.push([
          `${PACKAGE.auto[code][wv]} ${fill(onVeh, { v: fill(vehWord, { n: String(k + 1) }) })}`,
          "ACV",
          amt(o.pick([250, 500, 1000])),
          money(prem()),
        ]),
      );
    if (o.chance(0.5)) {
      const l = o.pick(AUTO_LENDERS);
      other.interests.push([
        `${rng.pick(PACKAGE.role.lienholder)} (${fill(vehWord, { n: "1" })})`,
        [U(l.name), ...addressLines(lenderAddress(o, l), o, look.upper)],
      ]);
    }
  } else {
    const condo = otherType === "condo";
    other.facts.push([rng.pick(PACKAGE.location), [rng.pick(PACKAGE.same)]]);
    other.facts.push([rng.pick(PACKAGE.form), [condo ? "HO-6" : o.pick(["HO-3", "HO-5"])]]);
    const a = condo ? o.int(20, 120) * 1000 : o.int(150, 900) * 1000;
    const rows: [string, number | null][] = condo
      ? [
          ["CONDO_A", a],
          ["PERSONAL_PROPERTY", o.int(25, 120) * 1000],
          ["LOSS_OF_USE", o.int(10, 40) * 1000],
        ]
      : [
          ["DWELLING", a],
          ["OTHER_STRUCTURES", Math.round(a * 0.1)],
          ["PERSONAL_PROPERTY", Math.round(a * o.pick([0.5, 0.7]))],
          ["LOSS_OF_USE", Math.round(a * 0.2)],
        ];
    rows.push(["PERSONAL_LIABILITY", o.pick([300000, 500000])], ["MEDICAL_PAYMENTS", o.pick([1000, 5000])]);
    const ded = o.pick([1000, 2500, 5000]);
    rows.forEach(([code, lim], i) =>
      other.covs.push([PACKAGE.home[code][wv], amt(lim!), i === 0 ? amt(ded) : "", money(prem())]),
    );
    other.notes.push(`${rng.pick(PACKAGE.aop)}: ${amt(ded)}`);
    if (o.chance(0.6)) {
      const l = o.pick(MORTGAGEES);
      other.interests.push([
        rng.pick(PACKAGE.role.mortgagee),
        [U(l.name), ...addressLines(lenderAddress(o, l), o, look.upper), `${loanWord} ${digits(o, 10)}`],
      ]);
    }
  }

  // ---------------------------------------------------------------- drawing
  const small: TextStyle = { size: w.size * 0.85 };
  const a = g.extras.agent;
  const title = rng.pick(PACKAGE.heading);
  const sub = rng.pick(PACKAGE.sub);
  const pageForm = rng.pick(PACKAGE.pageNo);

  w.line(U(g.extras.brand), { bold: true, size: w.size * 1.5 });
  w.line(title, { bold: true, size: w.size * 1.3 });
  if (sub) w.line(sub, small);
  hrule(w, 1, 6);

  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  const names = t.insureds.map((_, i) => personName(g, i, nameForm, look.upper));
  const discount = o.int(4000, 30000);
  const total = own.premium + other.premium;
  const household = (ww: Writer) => {
    const lx = Math.min(150, (ww.right - ww.left) * 0.4);
    ww.line(rng.pick(PACKAGE.household), { bold: true, size: ww.size * 1.1 });
    ww.kv(rng.pick(PACKAGE.insured), names, lx);
    ww.kv(rng.pick(PACKAGE.mailing), addressLines(t.address, rng, look.upper), lx);
    ww.kv(rng.pick(PACKAGE.account), [g.extras.accountNumber], lx);
    ww.kv(rng.pick(PACKAGE.payPlan), [rng.pick(PACKAGE.payPlanValue)], lx);
    ww.kv(rng.pick(PACKAGE.accountTotal), [money(total)], lx, {}, { bold: true });
    ww.paragraph(fill(rng.pick(PACKAGE.discount), { x: money(discount) }), small);
    if (rng.chance(0.5))
      ww.paragraph(
        `${fill(rng.pick(PACKAGE.installment), { x: money(Math.round(total / 12)) })} ${fill(rng.pick(PACKAGE.dueOn), { d: d(addMonths(t.effectiveDate, 1)) })}`,
        small,
      );
    for (const f of L.outFees)
      ww.paragraph(fill(rng.pick(PACKAGE.outFee), { label: f.label, x: money(f.amount) }), small);
  };
  const agentBlock = (ww: Writer) => {
    ww.line(rng.pick(PACKAGE.agent), { bold: true });
    ww.paragraph(a.name);
    ww.paragraph(a.agency);
    ww.paragraph(a.phone);
  };

  const carrierLine = `${rng.pick(PACKAGE.company)} ${U(t.carrier.name)}${naic ? ` ${fill(rng.pick(PACKAGE.naic), { n: g.extras.naicCode! })}` : ""}`;
  const otherCarrier = `${rng.pick(PACKAGE.company)} ${U(t.carrier.name)}`;
  const join = rng.pick(PACKAGE.periodJoin);
  const termLen = rng.pick(PACKAGE.termLen);
  const covHead = rng.pick(PACKAGE.covHead);
  const labels = {
    number: rng.pick(PACKAGE.number),
    period: rng.pick(PACKAGE.period),
    premium: rng.pick(PACKAGE.premium),
    coverages: rng.pick(PACKAGE.coverages),
    status: rng.pick(PACKAGE.status),
  };
  const statusOwn = rng.pick(PACKAGE.statusValue);
  const statusOther = rng.pick(PACKAGE.statusValue);
  const withStatus = rng.chance(0.4);
  const interestHead = {
    auto: rng.pick(PACKAGE.interests.auto),
    home: rng.pick(PACKAGE.interests.home),
  };

  const panelBody = (p: Panel, isOwn: boolean) => (ww: Writer) => {
    const lx = Math.min(120, (ww.right - ww.left) * 0.34);
    ww.kv(labels.number, [p.number], lx, { bold: true }, { bold: true });
    ww.kv(labels.period, [`${d(p.eff)}${join}${d(p.exp)} ${fill(termLen, { n: String(p.months) })}`], lx);
    ww.kv(labels.premium, [money(p.premium)], lx);
    if (withStatus) ww.kv(labels.status, [isOwn ? statusOwn : statusOther], lx);
    ww.paragraph(isOwn ? carrierLine : otherCarrier, { size: ww.size * 0.9 });
    for (const [label, values] of p.facts) ww.kv(label, values, lx);
    ww.gap(3);
    ww.line(labels.coverages, { bold: true });
    if (look.table) {
      const cols: Col[] = look.covPremium
        ? [
            { at: 0, width: 0.4 },
            { at: 0.4, width: 0.3 },
            { at: 0.7, width: 0.14, align: "r" },
            { at: 0.84, width: 0.16, align: "r" },
          ]
        : [
            { at: 0, width: 0.45 },
            { at: 0.45, width: 0.35 },
            { at: 0.8, width: 0.2, align: "r" },
          ];
      const head = look.covPremium ? covHead : covHead.slice(0, 3);
      row(
        ww,
        cols,
        head.map((h) => [h]),
        { bold: true, size: ww.size * 0.9 },
        { rule: true },
      );
      for (const c of p.covs)
        row(
          ww,
          cols,
          (look.covPremium ? c : c.slice(0, 3)).map((x) => [x]),
          {},
          { pad: 1 },
        );
    } else {
      for (const [name, limit, ded, pr] of p.covs) {
        const bits = [limit, ded ? `${covHead[2]} ${ded}` : "", look.covPremium && pr ? pr : ""].filter(Boolean);
        ww.paragraph(`${name}: ${bits.join("; ")}`);
      }
    }
    for (const n of p.notes) ww.paragraph(n, { size: ww.size * 0.9 });
    if (look.withInterests && p.interests.length) {
      ww.gap(3);
      ww.line(p.type === "auto" ? interestHead.auto : interestHead.home, { bold: true });
      for (const [label, values] of p.interests) ww.kv(label, values, lx);
    }
  };
  const panelTitle = (p: Panel) => U(rng.pick(PACKAGE.panel[p.type]));
  const panels = look.truthFirst ? [own, other] : [other, own];
  const titles = panels.map(panelTitle);
  const drawPanel = (ww: Writer, i: number) => {
    const body = panelBody(panels[i], panels[i] === own);
    if (look.boxed) titledBox(ww, titles[i], body, ww.size * 1.1);
    else {
      ww.ensure(ww.lineHeight * 6);
      ww.line(titles[i], { bold: true, size: ww.size * 1.15 });
      hrule(ww, 0.8, 4);
      body(ww);
      ww.gap(8);
    }
  };

  if (look.householdTop) {
    if (rng.chance(0.5)) sideBySide(w, 0.62, household, agentBlock);
    else household(w);
    w.gap(10);
  }
  // Side by side only when both panels fit one page at half width.
  const half = (w.right - w.left - 18) / 2;
  const fits = [0, 1].every(
    (i) =>
      measure(w, (ww) => {
        ww.right = ww.left + half;
        drawPanel(ww, i);
      }) <
      w.height - 2 * w.margin - 20,
  );
  const sbs = look.sideBySide && fits;
  if (sbs)
    sideBySide(
      w,
      0.5,
      (ww) => drawPanel(ww, 0),
      (ww) => drawPanel(ww, 1),
    );
  else {
    drawPanel(w, 0);
    w.gap(6);
    drawPanel(w, 1);
  }
  if (!look.householdTop) {
    w.gap(8);
    household(w);
    w.gap(6);
    agentBlock(w);
  }
  w.gap(8);
  w.paragraph(rng.pick(PACKAGE.footer), { size: w.size * 0.72 });
  footers(
    w,
    () => `${rng.pick(PACKAGE.account)} ${g.extras.accountNumber}`,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );

  if (!naic) truth.carrier.naicCode = null;
  if (!look.withInterests) truth.thirdParties = [];
  const variant = [
    auto ? "auto" : t.type,
    look.truthFirst ? `${auto ? "auto" : "home"}-first` : `${auto ? "home" : "auto"}-first`,
    look.boxed ? "boxed" : "ruled",
    sbs ? "side-by-side" : "stacked",
    look.table ? "cov-table" : "cov-lines",
    look.householdTop ? "household-top" : "household-bottom",
    look.withInterests ? "with-interests" : "no-interests",
  ].join("-");
  return { truth, variant, title: `${title} - ${g.extras.accountNumber}` };
};
