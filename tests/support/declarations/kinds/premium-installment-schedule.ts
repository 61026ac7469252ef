import { addMonths, isoDate, type TruthCoverage, type TruthParty } from "../policy";
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
  sameAddress,
  toCents,
  vehicleList,
  type KindFn,
  digits,
} from "./common";
import { boxRow, dateText, fill, tollFree, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, titledBox, type RCol, type RRow } from "./ruled";

// Imitates the installment (payment) schedule a carrier's billing department prints for a policy
// on a pay plan, in the copy that goes to the mortgagee or lienholder ("Mortgagee Copy",
// "Interested Party Copy") or to the insured: Progressive's and Safeco's "Payment Schedule",
// Allstate's "Installment Schedule", the regional mutuals' "Billing Schedule" from the billing
// system (a billing account number, a statement date, a remittance address). The top restates the
// policy briefly: policy number, term, named insured and mailing address, the residence premises or
// the vehicles with their VINs, the company, the mortgagees or lienholders with loan numbers, and
// the key coverages, either as a short block ("Coverage A - Dwelling $350,000 / Deductible
// $1,000") or as a sentence ("The dwelling is insured for $350,000 with a $1,000 all-peril
// deductible"). The total term premium is printed ONCE ("Total policy premium"), in a billing
// summary beside the pay plan ("10-Pay EFT"), the number of installments and the installment fee.
// Most of the page is the schedule itself: one row per installment with its number, the bill date
// and the due date (the first often on the effective date, the rest monthly or quarterly, never
// the expiration date), the premium part, the fee, the amount due, a status ("Paid 03/04/26",
// "Billed", "Scheduled") and on some pages the balance left after it; fees make a "Total of
// scheduled payments" that is more than the premium. Date styles differ between the policy block
// and the table on some pages ("March 1, 2026" above, "04/01/26" below).
// THE TRUTH: policy number, term, company (NAIC when printed), insureds, mailing address, the
// premises or every vehicle (VIN, year, make, model), the coverages the summary prints, every
// mortgagee / lienholder / lessor with its address and loan number, and the total policy premium.
// NOT TRUTH (distractors): the installment due dates, bill dates, paid dates and statement date;
// installment amounts, fees, balances and the total of payments; the billing account number.

export const INSTALLMENTS = {
  title: [
    "INSTALLMENT SCHEDULE",
    "Payment Schedule",
    "Billing Schedule",
    "SCHEDULE OF INSTALLMENTS",
    "Policy Billing Statement - Installment Plan",
    "Account Billing Summary",
  ],
  dept: ["Billing Department", "Premium Accounting", "Customer Billing Center", "Policy Billing Services"],
  prepared: ["Statement Date:", "Date Prepared:", "Printed:", "As of:"],
  account: ["Billing Account:", "Account No.:", "Billing Acct #", "Account Number:"],
  copy: {
    mortgagee: ["MORTGAGEE COPY", "Mortgagee / Lender Copy", "Copy to Mortgagee", "INTERESTED PARTY COPY"],
    lienholder: ["LIENHOLDER COPY", "Lienholder / Loss Payee Copy", "Copy to Lienholder", "INTERESTED PARTY COPY"],
    lessor: ["LESSOR COPY", "Interested Party Copy"],
    insured: ["INSURED COPY", "Policyholder Copy", ""],
  } as Record<string, string[]>,
  attn: ["Attn: Insurance Department", "ATTN: INSURANCE TRACKING", "Attn: Hazard Insurance", "Attn: Collateral Dept"],
  policyHead: ["Policy Information", "POLICY DETAILS", "This Schedule Applies To", "Policy Summary"],
  policyNo: ["Policy Number", "Policy No.", "Policy #"],
  term: ["Policy Term", "Policy Period", "Term", "Coverage Period"],
  termJoin: [" to ", " - ", " through ", " thru "],
  insured: ["Named Insured", "Insured", "Policyholder", "Named Insured(s)"],
  mailing: ["Mailing Address", "Insured Address", "Address"],
  location: ["Property Location", "Insured Location", "Residence Premises", "Location"],
  vehicles: ["Insured Vehicle(s)", "Vehicles", "Covered Vehicles", "Vehicle Schedule"],
  company: ["Company", "Underwriting Company", "Insurer", "Written by"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  interests: ["Interested Parties", "Mortgagee / Lienholder", "Additional Interests", "Lender(s)"],
  role: {
    mortgagee: ["Mortgagee", "First Mortgagee", "Mortgagee/Loss Payee"],
    second: ["Second Mortgagee", "2nd Mortgagee"],
    lienholder: ["Lienholder", "Loss Payee", "Lienholder/Loss Payee"],
    lessor: ["Lessor", "Lessor/Additional Insured"],
  },
  loan: ["Loan #", "Loan No.", "Loan Number", "Acct #"],
  coverHead: ["Coverage Summary", "Key Coverages", "COVERAGES", "Summary of Coverage"],
  sentence: {
    home: [
      "The dwelling at the property location is insured for {a} (Coverage A) with a {d} all-peril deductible{rest}.",
      "This policy provides Coverage A - Dwelling of {a}, subject to a {d} deductible{rest}.",
      "Coverage includes {a} on the dwelling; the deductible is {d} per loss{rest}.",
    ],
    condo: [
      "The unit is insured for {a} (Coverage A - Building Property) with a {d} deductible{rest}.",
      "This policy provides {a} for the unit's building property, subject to a {d} deductible{rest}.",
    ],
    rest: ["; other structures {b}", "; personal property {c}", "; personal liability {e} each occurrence"],
    auto: [
      "Liability limits are {liab}{um}.",
      "The policy carries liability of {liab}{um}.",
      "Coverage includes liability of {liab}{um}.",
    ],
    vehicle: [
      "The {car} (VIN {vin}) has comprehensive with a {c} deductible and collision with a {k} deductible.",
      "For the {car}, VIN {vin}: comprehensive deductible {c}, collision deductible {k}.",
    ],
    compOnly: [
      "The {car} (VIN {vin}) has comprehensive with a {c} deductible; collision is not carried.",
      "For the {car}, VIN {vin}: comprehensive deductible {c}, no collision coverage.",
    ],
    liabOnly: ["The {car} (VIN {vin}) is insured for liability only.", "{car}, VIN {vin}: liability only."],
  },
  cov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling", "Cov A Dwelling"],
    CONDO_A: ["Coverage A - Building Property", "Unit Building Property", "Cov A Unit"],
    OTHER_STRUCTURES: ["Coverage B - Other Structures", "Other Structures", "Cov B"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property", "Cov C"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability", "Cov E Liability"],
    MEDICAL_PAYMENTS: ["Coverage F - Medical Payments", "Medical Payments to Others", "Cov F Med Pay"],
    ded: ["Deductible (All Perils)", "All Peril Deductible", "Deductible"],
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI"],
    PD: ["Property Damage", "Property Damage Liability", "PD"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists", "UM Bodily Injury"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Payments"],
    COMP: ["Comprehensive Ded.", "Comp Deductible", "Other Than Collision Deductible"],
    COLL: ["Collision Ded.", "Coll Deductible", "Collision Deductible"],
  } as Record<string, string[]>,
  each: [
    ["per person", "per accident"],
    ["each person", "each accident"],
    ["/person", "/accident"],
  ],
  notCarried: ["Not carried", "None", "Not covered"],
  billingHead: ["Billing Summary", "PREMIUM AND PAYMENT PLAN", "Payment Plan Summary", "Premium Summary"],
  plan: ["Payment Plan", "Pay Plan", "Billing Plan", "Installment Plan"],
  planName: {
    2: ["2-Pay", "Semi-Annual", "Two Payments"],
    3: ["3-Pay", "Three Payments"],
    4: ["Quarterly", "4-Pay", "Four Payments"],
    5: ["5-Pay", "Five Payments"],
    6: ["6-Pay", "Bi-Monthly", "Six Payments"],
    10: ["10-Pay", "Monthly (10 installments)", "10 Pay EFT"],
    12: ["12-Pay", "Monthly EFT", "Monthly"],
  } as Record<number, string[]>,
  method: ["Billing Method", "Bill Type", "Payment Method"],
  methodValue: ["Direct Bill - Insured", "Insured Pay", "EFT - Checking", "Recurring Card", "Agency Bill"],
  count: ["Number of Installments", "Installments", "No. of Payments"],
  premium: {
    total: [
      "Total policy premium",
      "Total Policy Premium",
      "TOTAL TERM PREMIUM",
      "Total Premium for Policy Term",
      "Policy Premium (full term)",
    ],
    base: ["Coverage premium", "Written premium", "Premium before surcharges"],
  },
  feeNote: [
    "{label} of {x} is added to each installment after the first; it is not part of the policy premium.",
    "A {label} of {x} per installment is billed in addition to the premium.",
    "{label}: {x} per installment (not included in the premium)",
  ],
  payable: ["Total of scheduled payments", "Total amount payable (premium plus fees)", "Total of installments"],
  down: ["Down payment", "Initial payment", "First installment"],
  paidToDate: ["Paid to date", "Payments received", "Amount paid"],
  remaining: ["Remaining balance", "Balance remaining", "Unpaid balance"],
  scheduleHead: [
    "INSTALLMENT SCHEDULE",
    "Schedule of Payments",
    "Payment Schedule",
    "Installment Due Dates and Amounts",
  ],
  heads: {
    no: ["#", "Inst.", "No.", "Pmt"],
    bill: ["Bill Date", "Invoice Date", "Billed On"],
    due: ["Due Date", "Payment Due", "Due"],
    desc: ["Description", "Item", "Type"],
    prem: ["Premium", "Premium Amount", "Installment"],
    fee: ["Fee", "Inst. Fee", "Service Charge"],
    amount: ["Amount Due", "Total Due", "Amount"],
    status: ["Status", "Payment Status", "Paid / Open"],
    balance: ["Balance After", "Remaining", "Balance"],
  },
  descWords: {
    first: ["Down payment", "Initial payment", "Installment 1"],
    other: ["Installment {i} of {n}", "Installment {i}", "Inst {i}/{n}"],
  },
  status: {
    paid: ["Paid {d}", "PAID {d}", "Rec'd {d}"],
    due: ["Billed", "Due", "Invoiced"],
    future: ["Scheduled", "Future", "Not yet billed", ""],
  },
  totalRow: ["Total", "TOTAL", "Totals"],
  notes: [
    "Installment due dates are billing dates only. Coverage remains in force for the policy term shown above as long as each installment is paid by its due date.",
    "A separate notice is mailed before each installment is due. If an installment is not received, a notice of cancellation will be sent to the insured and to each mortgagee or lienholder shown.",
    "This schedule is provided for your records. Amounts may change if the policy is endorsed during the term.",
    "Payments received after the due date may be subject to a late fee.",
  ],
  contact: [
    "Billing questions? Call {t}.",
    "Customer Billing: {t}",
    "Questions about this schedule: {t} (Mon-Fri 8-6)",
  ],
  remit: ["Remit payments to:", "Mail payments to:", "Payment address:"],
  formId: ["BIL-SCH 07 23", "INSTSCH (01/24)", "BL 100 ED 02 22", "PAYSCHED-3"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
};

const addDays = (iso: string, n: number) => isoDate(new Date(Date.parse(iso) + n * 86400000));

/** Month offsets of each installment for a plan of `n` payments over a term of `months`. */
function offsets(n: number, months: number): number[] {
  if (n === 2) return [0, months / 2];
  if (n === 4 && months === 12) return [0, 3, 6, 9];
  if ((n === 5 || n === 6) && months === 12) return Array.from({ length: n }, (_, i) => i * 2);
  if (n === 3 && months === 6) return [0, 2, 4];
  if (n === 4 && months === 6) return [0, 1, 3, 5].slice(0, 4);
  return Array.from({ length: n }, (_, i) => i);
}

interface Installment {
  due: string;
  bill: string;
  prem: number;
  fee: number;
}

const schedule: KindFn = (w, g, rng) => {
  const t = g.truth;
  const x = g.extras;
  const truth = cloneTruth(t);
  const auto = t.type === "auto";
  const condo = t.type === "condo";
  const upper = rng.chance(0.3);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const termStyle = rng.pick<AnyDateStyle>([
    "mm/dd/yyyy",
    "m/d/yyyy",
    "Month d, yyyy",
    "Mon d, yyyy",
    "MON dd yyyy",
    "yyyy-mm-dd",
  ]);
  // The table keeps the term's style or uses a shorter one of its own.
  const tableStyle = rng.chance(0.45)
    ? termStyle
    : rng.pick<AnyDateStyle>(["mm/dd/yy", "mm/dd/yyyy", "m/d/yyyy", "Mon d, yyyy", "mm-dd-yy"]);
  const dTerm = (iso: string) => dateText(iso, termStyle);
  const dTable = (iso: string) => dateText(iso, tableStyle);
  const sign = rng.chance(0.75);
  const money = (c: number) => dollars(fromCents(c), { cents: true, sign });
  const amt = (n: number) => dollars(n, { cents: false });
  const size = w.size;
  const small: TextStyle = { size: size * 0.85 };

  // ---------------------------------------------------------------- the plan
  const months = x.termMonths;
  const n = rng.weighted<number>(
    months === 12
      ? [
          [2, 1],
          [4, 2],
          [5, 1],
          [6, 1],
          [10, 3],
          [12, 2],
        ]
      : [
          [2, 1],
          [3, 1],
          [4, 1],
          [6, 3],
        ],
  );
  const premium = toCents(t.premium);
  const downShare = rng.pick(n >= 6 ? [1 / n, 2 / n, 0.25] : n === 4 ? [0.25, 0.4] : [1 / n]);
  let down = Math.round(premium * downShare);
  const rest = premium - down;
  const each = Math.floor(rest / (n - 1));
  down += rest - each * (n - 1);
  const outFees = x.fees.filter((f) => !f.inPremium);
  const inFees = x.fees.filter((f) => f.inPremium);
  // A fee beside the premium is charged per installment on a pay plan ("Policy fee" reads as one).
  const fee = outFees.length
    ? {
        label: outFees[0].label === "Policy fee" ? "Installment fee" : outFees[0].label,
        amount: toCents(outFees[0].amount),
      }
    : rng.chance(0.45)
      ? {
          label: rng.pick(["Installment fee", "Service charge", "Installment charge"]),
          amount: rng.pick([300, 500, 600, 800, 1000]),
        }
      : null;
  const feeOnFirst = fee !== null && rng.chance(0.3);
  const shift = rng.pick([0, 0, 0, 3, 5, 7]);
  const renewal = rng.chance(0.5);
  const firstDue = renewal ? addDays(t.effectiveDate, -rng.pick([0, 5, 10, 14])) : t.effectiveDate;
  const inst: Installment[] = offsets(n, months).map((o, i) => {
    const due = i === 0 ? firstDue : addDays(addMonths(t.effectiveDate, o), -shift);
    return {
      due,
      bill: addDays(due, -rng.pick([15, 18, 20, 21])),
      prem: i === 0 ? down : each,
      fee: fee && (i > 0 || feeOnFirst) ? fee.amount : 0,
    };
  });
  const totalPayable = inst.reduce((s, r) => s + r.prem + r.fee, 0);
  // The statement is printed at some point in the term: so many installments already paid.
  const paidCount = rng.weighted<number>([
    [0, 3],
    [1, 3],
    [Math.max(1, Math.floor(n / 2)), 2],
  ]);
  const statementDate =
    paidCount === 0
      ? addDays(inst[0].bill, rng.int(0, 6))
      : addDays(inst[Math.min(paidCount, n - 1)].bill, rng.int(1, 5));

  // ---------------------------------------------------------------- the addressee
  const parties = t.thirdParties;
  const copyTo: TruthParty | null = parties.length && rng.chance(0.8) ? rng.pick(parties) : null;
  const copyKind = copyTo ? copyTo.type : "insured";
  const vehicles = vehicleList(g);
  const carOf = (vin?: string) => vehicles.find((v) => v.vin === vin);
  const carText = (v: (typeof vehicles)[number], trim = false) =>
    U(`${v.year} ${v.make} ${v.model}${trim && v.trim ? ` ${v.trim}` : ""}`);

  // ---------------------------------------------------------------- heading
  const remit = carrierAddress(rng);
  const title = rng.pick(INSTALLMENTS.title);
  const naic = x.naicCode !== null && rng.chance(0.5);
  const account = digits(rng, rng.int(9, 12));
  const big: TextStyle = { bold: true, size: size * 1.6 };
  const top = w.y;
  w.line(U(x.brand), big);
  w.line(rng.pick(INSTALLMENTS.dept), { ...small, bold: true });
  if (rng.chance(0.6)) for (const l of remit) w.line(l, small);
  const leftBottom = w.y;
  const refs = [
    title,
    `${rng.pick(INSTALLMENTS.prepared)} ${dTable(statementDate)}`,
    `${rng.pick(INSTALLMENTS.account)} ${account}`,
  ];
  const copyWord = rng.pick(INSTALLMENTS.copy[copyKind]);
  if (copyWord) refs.push(copyWord);
  refs.forEach((r, i) => {
    const st: TextStyle = i === 0 ? { bold: true, size: size * 1.25 } : i === 3 ? { bold: true } : {};
    w.put(r, w.right - w.width_(r, st), top + size * (1.5 * i + 1.25), st);
  });
  w.y = Math.max(leftBottom, top + refs.length * size * 1.5) + size;
  hrule(w, 1, 6);

  // The window block: the lender's copy goes to the lender, the insured's to the insured.
  const names = t.insureds.map((_, i) => personName(g, i, rng.chance(0.25) ? "last-first" : "first-last", upper));
  const windowLines = copyTo
    ? [
        U(copyTo.name),
        ...(rng.chance(0.6) ? [rng.pick(INSTALLMENTS.attn)] : []),
        ...addressLines(copyTo.address, rng, upper),
      ]
    : [...names, ...addressLines(t.address, rng, upper)];
  for (const l of windowLines) w.line(l, {}, 18);
  w.gap(size);

  // ---------------------------------------------------------------- what the schedule is for
  const loc = dwellingAddress(t);
  const loanWord = rng.pick(INSTALLMENTS.loan);
  const roleOf = (p: TruthParty, i: number) =>
    p.type === "mortgagee"
      ? rng.pick(i === 0 ? INSTALLMENTS.role.mortgagee : INSTALLMENTS.role.second)
      : rng.pick(INSTALLMENTS.role[p.type]);
  const partyLines = parties.map((p, i) => {
    const car = carOf(p.vin);
    return [
      `${roleOf(p, i)}${car ? ` (${carText(car)})` : ""}: ${U(p.name)}`,
      ...addressLines(p.address, rng, upper),
      ...(p.loanNumber ? [`${loanWord} ${p.loanNumber}`] : []),
    ];
  });
  const mail = addressLines(t.address, rng, upper);
  const term = `${dTerm(t.effectiveDate)}${rng.pick(INSTALLMENTS.termJoin)}${dTerm(t.expirationDate)}`;
  const company = `${t.carrier.name}${naic ? ` (${rng.pick(INSTALLMENTS.naic)} ${x.naicCode})` : ""}`;
  const items: [string, string[]][] = [
    [rng.pick(INSTALLMENTS.policyNo), [t.policyNumber]],
    [rng.pick(INSTALLMENTS.term), [term]],
    [rng.pick(INSTALLMENTS.insured), names],
    [rng.pick(INSTALLMENTS.mailing), mail],
  ];
  if (loc && (!sameAddress(loc, t.address) || rng.chance(0.7)))
    items.push([rng.pick(INSTALLMENTS.location), addressLines(loc, rng, upper)]);
  if (auto) items.push([rng.pick(INSTALLMENTS.vehicles), vehicles.map((v) => `${carText(v, true)}  VIN ${v.vin}`)]);
  items.push([rng.pick(INSTALLMENTS.company), [company]]);
  if (partyLines.length) items.push([rng.pick(INSTALLMENTS.interests), partyLines.flat()]);
  const arrangement = rng.pick(["kv", "boxes", "titled"] as const);
  const policyHead = rng.pick(INSTALLMENTS.policyHead);
  const kvBlock = (ww: Writer) => {
    const widest = Math.max(...items.map(([l]) => ww.width_(l, { bold: true })));
    const vx = Math.min(widest + 14, (ww.right - ww.left) * 0.32);
    for (const [l, v] of items) ww.kv(l, v, vx, { bold: true });
  };
  if (arrangement === "kv") {
    w.line(U(policyHead), { bold: true, size: size * 1.1 });
    kvBlock(w);
  } else if (arrangement === "titled") titledBox(w, U(policyHead), kvBlock);
  else {
    w.line(U(policyHead), { bold: true, size: size * 1.1 });
    const [pn, tm, ins, ml, ...others] = items;
    boxRow(w, [
      { label: pn[0], lines: pn[1], at: 0, width: 0.3, style: { bold: true } },
      { label: tm[0], lines: tm[1], at: 0.3, width: 0.4 },
      { label: rng.pick(INSTALLMENTS.account).replace(/:$/, ""), lines: [account], at: 0.7, width: 0.3 },
    ]);
    boxRow(w, [
      { label: ins[0], lines: ins[1], at: 0, width: 0.5 },
      { label: ml[0], lines: ml[1], at: 0.5, width: 0.5 },
    ]);
    for (const [l, v] of others) boxRow(w, [{ label: l, lines: v, at: 0, width: 1 }]);
  }
  w.gap(size * 0.8);

  // ---------------------------------------------------------------- key coverages
  const printed = new Set<TruthCoverage>();
  const find = (code: string, vin?: string) => t.coverages.find((c) => c.code === code && c.vin === vin);
  const covStyle = rng.pick(["block", "sentence"] as const);
  const nk = rng.int(0, 2);
  const C = INSTALLMENTS.cov;
  const [eachP, eachA] = rng.pick(INSTALLMENTS.each);
  const covHead = U(rng.pick(INSTALLMENTS.coverHead));
  const covLines: [string, string][] = [];
  const sentences: string[] = [];
  if (!auto) {
    const A = find("DWELLING")!;
    printed.add(A);
    const extras = (
      condo
        ? ["PERSONAL_PROPERTY", "PERSONAL_LIABILITY"]
        : ["OTHER_STRUCTURES", "PERSONAL_PROPERTY", "PERSONAL_LIABILITY"]
    )
      .map((code) => find(code))
      .filter((c): c is TruthCoverage => !!c && rng.chance(0.55));
    if (covStyle === "block") {
      covLines.push([C[condo ? "CONDO_A" : "DWELLING"][nk], amt(A.limitPerAccident!)]);
      for (const c of extras) covLines.push([C[c.code][nk], amt(c.limitPerAccident!)]);
      if (rng.chance(0.3)) {
        const f = find("MEDICAL_PAYMENTS");
        if (f) {
          extras.push(f);
          covLines.push([C.MEDICAL_PAYMENTS[nk], amt(f.limitPerAccident!)]);
        }
      }
      covLines.push([C.ded[nk], amt(A.deductible!)]);
      if (x.windHailPercent) covLines.push(["Wind/Hail Deductible", `${x.windHailPercent}% of Coverage A`]);
    } else {
      const restWords: Record<string, string> = {
        OTHER_STRUCTURES: INSTALLMENTS.sentence.rest[0],
        PERSONAL_PROPERTY: INSTALLMENTS.sentence.rest[1],
        PERSONAL_LIABILITY: INSTALLMENTS.sentence.rest[2],
      };
      const restText = extras
        .map((c) =>
          fill(restWords[c.code], {
            b: amt(c.limitPerAccident!),
            c: amt(c.limitPerAccident!),
            e: amt(c.limitPerAccident!),
          }),
        )
        .join("");
      sentences.push(
        fill(rng.pick(INSTALLMENTS.sentence[condo ? "condo" : "home"]), {
          a: amt(A.limitPerAccident!),
          d: amt(A.deductible!),
          rest: restText,
        }),
      );
    }
    for (const c of extras) printed.add(c);
  } else {
    const csl = find("CSL");
    const bi = find("BI");
    const pd = find("PD");
    const um = rng.chance(0.5) ? find("UMBI") : undefined;
    const med = covStyle === "block" && rng.chance(0.35) ? find("MEDPAY") : undefined;
    for (const c of [csl, bi, pd, um, med]) if (c) printed.add(c);
    const split = (c: TruthCoverage) =>
      c.limitPerPerson !== null
        ? `${amt(c.limitPerPerson)} ${eachP} / ${amt(c.limitPerAccident!)} ${eachA}`
        : `${amt(c.limitPerAccident!)} ${eachA}`;
    if (covStyle === "block") {
      if (csl) covLines.push([C.CSL[nk], split(csl)]);
      if (bi) covLines.push([C.BI[nk], split(bi)]);
      if (pd) covLines.push([C.PD[nk], amt(pd.limitPerAccident!)]);
      if (um) covLines.push([C.UMBI[nk], split(um)]);
      if (med) covLines.push([C.MEDPAY[nk], amt(med.limitPerAccident!)]);
      const notCarried = rng.pick(INSTALLMENTS.notCarried);
      for (const v of vehicles) {
        const comp = find("COMP", v.vin);
        const coll = find("COLL", v.vin);
        if (comp) printed.add(comp);
        if (coll) printed.add(coll);
        const label = vehicles.length > 1 ? `${v.year} ${U(v.make)} ` : "";
        covLines.push([`${label}${C.COMP[nk]}`, comp ? amt(comp.deductible!) : notCarried]);
        covLines.push([`${label}${C.COLL[nk]}`, coll ? amt(coll.deductible!) : notCarried]);
      }
    } else {
      const liab = csl
        ? `${amt(csl.limitPerAccident!)} combined single limit`
        : `${bi ? `${amt(bi.limitPerPerson!)}/${amt(bi.limitPerAccident!)} bodily injury` : ""}${bi && pd ? " and " : ""}${pd ? `${amt(pd.limitPerAccident!)} property damage` : ""}`;
      const umText = um
        ? `, with uninsured motorist coverage of ${um.limitPerPerson !== null ? `${amt(um.limitPerPerson)}/${amt(um.limitPerAccident!)}` : amt(um.limitPerAccident!)}`
        : "";
      if (csl || bi || pd) sentences.push(fill(rng.pick(INSTALLMENTS.sentence.auto), { liab, um: umText }));
      for (const v of vehicles) {
        const comp = find("COMP", v.vin);
        const coll = find("COLL", v.vin);
        if (comp) printed.add(comp);
        if (coll) printed.add(coll);
        const key = comp && coll ? "vehicle" : comp ? "compOnly" : "liabOnly";
        sentences.push(
          fill(rng.pick(INSTALLMENTS.sentence[key]), {
            car: `${v.year} ${v.make} ${v.model}`,
            vin: v.vin,
            c: comp ? amt(comp.deductible!) : "",
            k: coll ? amt(coll.deductible!) : "",
          }),
        );
      }
    }
  }
  w.line(covHead, { bold: true, size: size * 1.05 });
  if (covStyle === "block") {
    const lw = Math.max(...covLines.map(([l]) => w.width_(l))) + 16;
    for (const [l, v] of covLines) {
      w.ensure(w.lineHeight);
      w.put(l, w.left + 8, w.y + size);
      w.put(v, w.left + 8 + Math.min(lw, (w.right - w.left) * 0.5), w.y + size);
      w.y += w.lineHeight;
    }
  } else w.paragraph(sentences.join(" "));
  w.gap(size * 0.8);

  // ---------------------------------------------------------------- billing summary (the premium, once)
  const planName = rng.pick(INSTALLMENTS.planName[n]);
  const summary: [string, string, boolean][] = [
    [rng.pick(INSTALLMENTS.plan), planName, false],
    ...(rng.chance(0.5)
      ? [[rng.pick(INSTALLMENTS.method), rng.pick(INSTALLMENTS.methodValue), false] as [string, string, boolean]]
      : []),
    ...(rng.chance(0.5) ? [[rng.pick(INSTALLMENTS.count), String(n), false] as [string, string, boolean]] : []),
  ];
  if (inFees.length && rng.chance(0.6)) {
    const base = premium - inFees.reduce((s, f) => s + toCents(f.amount), 0);
    summary.push([rng.pick(INSTALLMENTS.premium.base), money(base), false]);
    for (const f of inFees) summary.push([f.label, money(toCents(f.amount)), false]);
  }
  summary.push([rng.pick(INSTALLMENTS.premium.total), money(premium), true]);
  if (rng.chance(0.5)) summary.push([rng.pick(INSTALLMENTS.down), money(inst[0].prem + inst[0].fee), false]);
  if (fee) summary.push([rng.pick(INSTALLMENTS.payable), money(totalPayable), false]);
  if (paidCount > 0 && rng.chance(0.6)) {
    const paid = inst.slice(0, paidCount).reduce((s, r) => s + r.prem + r.fee, 0);
    summary.push([rng.pick(INSTALLMENTS.paidToDate), money(paid), false]);
    summary.push([rng.pick(INSTALLMENTS.remaining), money(totalPayable - paid), false]);
  }
  const summaryBlock = (ww: Writer) => {
    for (const [l, v, bold] of summary) {
      ww.ensure(ww.lineHeight);
      ww.put(U(l), ww.left, ww.y + size, { bold });
      putRight(ww, v, { bold });
      ww.y += ww.lineHeight;
    }
  };
  const billingHead = U(rng.pick(INSTALLMENTS.billingHead));
  const summaryBoxed = rng.chance(0.5);
  if (summaryBoxed) {
    const span = w.right - w.left;
    const keepRight = w.right;
    w.right = w.left + span * 0.62;
    titledBox(w, billingHead, summaryBlock);
    w.right = keepRight;
  } else {
    w.line(billingHead, { bold: true, size: size * 1.05 });
    const keepRight = w.right;
    w.right = w.left + (w.right - w.left) * 0.62;
    summaryBlock(w);
    w.right = keepRight;
  }
  if (fee) w.paragraph(fill(rng.pick(INSTALLMENTS.feeNote), { label: fee.label, x: money(fee.amount) }), small);
  w.gap(size * 0.8);

  // ---------------------------------------------------------------- the schedule
  const H = INSTALLMENTS.heads;
  type Key = "no" | "bill" | "due" | "desc" | "prem" | "fee" | "amount" | "status" | "balance";
  const showBill = rng.chance(0.4);
  const showStatus = rng.chance(0.65);
  const showBalance = rng.chance(0.4);
  const showDesc = rng.chance(0.35);
  const split = fee !== null && rng.chance(0.6);
  const dateFirst = rng.chance(0.35);
  let keys: Key[] = [
    "no",
    ...(showBill ? (["bill"] as Key[]) : []),
    "due",
    ...(showDesc ? (["desc"] as Key[]) : []),
    ...(split ? (["prem", "fee"] as Key[]) : []),
    "amount",
    ...(showStatus ? (["status"] as Key[]) : []),
    ...(showBalance ? (["balance"] as Key[]) : []),
  ];
  if (dateFirst) keys = ["due", ...keys.filter((k) => k !== "due" && (k !== "no" || !showDesc))];
  const widths: Record<Key, number> = {
    no: 0.07,
    bill: 0.13,
    due: 0.13,
    desc: 0.2,
    prem: 0.13,
    fee: 0.09,
    amount: 0.14,
    status: 0.16,
    balance: 0.14,
  };
  const right = new Set<Key>(["prem", "fee", "amount", "balance"]);
  const headOf = (k: Key) => U(rng.pick(H[k]));
  const head = keys.map((k) => [headOf(k)]);
  const paidWord = rng.pick(INSTALLMENTS.status.paid);
  const dueWord = rng.pick(INSTALLMENTS.status.due);
  const futureWord = rng.pick(INSTALLMENTS.status.future);
  const firstWord = rng.pick(INSTALLMENTS.descWords.first);
  const otherWord = rng.pick(INSTALLMENTS.descWords.other);
  // What is left to pay after each installment, fees included (never the premium itself).
  let balance = totalPayable;
  const rows: string[][][] = inst.map((r, i) => {
    balance -= r.prem + r.fee;
    const status =
      i < paidCount
        ? fill(paidWord, { d: dTable(addDays(r.due, -rng.int(0, 6))) })
        : i === paidCount
          ? dueWord
          : futureWord;
    const cell: Record<Key, string> = {
      no: String(i + 1),
      bill: dTable(r.bill),
      due: dTable(r.due),
      desc: i === 0 ? firstWord : fill(otherWord, { i: String(i + 1), n: String(n) }),
      prem: money(r.prem),
      fee: r.fee ? money(r.fee) : sign ? "$0.00" : "0.00",
      amount: money(r.prem + r.fee),
      status: U(status),
      balance: money(balance),
    };
    return keys.map((k) => [cell[k]]);
  });
  // A totals row only when fees make it differ from the premium (the premium is printed once).
  if (fee)
    rows.push(
      keys.map((k, i) =>
        i === 0
          ? [U(rng.pick(INSTALLMENTS.totalRow))]
          : k === "amount"
            ? [money(totalPayable)]
            : k === "fee"
              ? [money(inst.reduce((s, r) => s + r.fee, 0))]
              : [""],
      ),
    );
  const sum = keys.reduce((s, k) => s + widths[k], 0);
  const cols: RCol[] = keys.map((k) => ({ width: widths[k] / sum, align: right.has(k) ? "r" : "l" }));
  const rrows: RRow[] = rows.map((cells, i) => ({ cells, bold: fee !== null && i === rows.length - 1 }));
  const scheduleHead = U(rng.pick(INSTALLMENTS.scheduleHead));
  w.line(scheduleHead === U(title) ? U(INSTALLMENTS.scheduleHead[1]) : scheduleHead, { bold: true, size: size * 1.1 });
  // A table of few columns keeps to their natural width instead of spreading across the page.
  const keepRight = w.right;
  w.right = w.left + (w.right - w.left) * Math.min(1, sum * rng.pick([1.1, 1.3, 1.5]));
  const tsize = fitSize(w, cols, [{ cells: head, bold: true }, ...rrows], size * 0.95, 6) ?? 6;
  const ruled = rng.chance(0.6);
  if (ruled) ruledTable(w, cols, [head], rrows, tsize);
  else {
    let at = w.left;
    const span = w.right - w.left;
    const xs = cols.map((c) => {
      const x0 = at;
      at += c.width * span;
      return x0;
    });
    const drawRow = (cells: string[][], bold: boolean) => {
      const st: TextStyle = { size: tsize, bold };
      w.ensure(tsize * 1.6);
      cells.forEach((c, i) => {
        const text = c[0];
        const cw = cols[i].width * span - 6;
        const x0 = cols[i].align === "r" ? xs[i] + cw - w.width_(text, st) : xs[i];
        w.put(text, x0, w.y + tsize, st);
      });
      w.y += tsize * 1.55;
    };
    drawRow(head, true);
    hrule(w, 0.6, 3);
    rows.forEach((r, i) => {
      if (fee && i === rows.length - 1) hrule(w, 0.4, 2);
      drawRow(r, fee !== null && i === rows.length - 1);
    });
    hrule(w, 0.6, 3);
  }
  w.right = keepRight;
  w.gap(size * 0.6);
  for (const note of rng.shuffle(INSTALLMENTS.notes).slice(0, rng.int(1, 3))) w.paragraph(note, small);
  if (rng.chance(0.6)) w.line(fill(rng.pick(INSTALLMENTS.contact), { t: tollFree(rng) }), small);
  if (rng.chance(0.4)) w.line(`${rng.pick(INSTALLMENTS.remit)} ${x.brand}, ${remit.join(", ")}`, small);

  const formId = rng.pick(INSTALLMENTS.formId);
  const pageForm = rng.pick(INSTALLMENTS.pageNo);
  footers(
    w,
    () => formId,
    (p, m) => fill(pageForm, { n: String(p), m: String(m) }),
  );

  // ---------------------------------------------------------------- the truth
  truth.coverages = truth.coverages.filter((_, i) => printed.has(t.coverages[i]));
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    t.type,
    `${n}-pay`,
    arrangement,
    `coverages-${covStyle}`,
    copyTo ? `copy-${copyKind}` : "insured-copy",
    fee ? (split ? "fee-column" : "fee-in-amount") : "no-fee",
    ruled ? "ruled" : "open",
    termStyle === tableStyle ? "one-date-style" : "two-date-styles",
  ];
  return { truth, variant: variant.join("-"), title: `${title} - ${t.policyNumber}` };
};

export const premiumInstallmentSchedule: KindFn = schedule;
