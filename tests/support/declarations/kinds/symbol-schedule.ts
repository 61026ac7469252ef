import type { TruthCoverage } from "../policy";
import {
  addressLines,
  carrierAddress,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  hrule,
  ledger,
  officeAddress,
  personName,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
  money,
} from "./common";

// Imitates State Farm's renewal notices. Auto: the company's return address over a window
// mail-to block, "AUTO RENEWAL" and "PREMIUM PAID: $x / DO NOT PAY." on the right with the agent
// below, the policy number and period as two lines, then a "COVERAGE AND LIMITS" list keyed by
// coverage symbols (A, C, U, W, D, G, H, R1): bare limits without "$" ("300,000/300,000"), the
// deductible written before the coverage's name ("500 Deductible Collision") and the premium at
// the right of the last line of each symbol. One schedule per vehicle, as State Farm writes one
// policy per car. Home: "NAMED INSURED" beside "MORTGAGEE AND ADDITIONAL INTERESTS", then
// "SECTION I - PROPERTY COVERAGES AND LIMITS" with State Farm's own letters (A Dwelling, an
// un-lettered Other Structures / Dwelling Extension, B Personal Property, C Loss of Use, L and M
// for the liability), "$" set apart from right-aligned amounts, and a deductible box that may
// give a percentage of Coverage A next to its dollar amount.

export const SYMBOLS = {
  autoTitle: ["AUTO RENEWAL", "AUTO POLICY DECLARATIONS", "AUTO POLICY AMENDED DECLARATIONS"],
  paid: ["PREMIUM PAID:", "TOTAL PREMIUM:", "AMOUNT PAID:"],
  doNotPay: ["DO NOT PAY.", "NO PAYMENT DUE.", ""],
  planNote: [
    "Your premium is billed through the Payment Plan",
    "Your premium has been paid in full",
    "Your premium is paid by electronic funds transfer",
  ],
  agent: ["Your Agent", "Your Insurance Agent", "Agent"],
  number: ["Policy Number:", "Policy No.:"],
  period: ["Policy Period:", "Effective Dates:", "Coverage Period:"],
  vehicle: ["Vehicle:", "Vehicle(s):", "Insured Vehicle:"],
  principal: ["Principal Driver:", "Named Driver:", "Rated Driver:"],
  vehInfo: ["VEHICLE INFORMATION", "VEHICLE DETAILS"],
  vehCols: [
    ["Vehicle Description", "Vehicle Identification Number (VIN)", "Who principally drives this vehicle?"],
    ["Year / Make / Model", "VIN", "Principal Operator"],
  ],
  coverageHead: ["COVERAGE AND LIMITS", "COVERAGES, LIMITS AND PREMIUMS"],
  coverageNote: [
    "See your policy for an explanation of these coverages.",
    "Coverage applies where a premium is shown.",
  ],
  liability: ["Liability", "Liability Coverage"],
  bi: ["Bodily Injury", "Bodily Injury Limits"],
  pd: ["Property Damage", "Property Damage Limit"],
  csl: ["Bodily Injury and Property Damage - Single Limit", "Single Limit Liability"],
  med: ["Medical Payments", "Medical Payments Coverage"],
  um: ["Uninsured Motor Vehicle", "Uninsured Motor Vehicle Coverage"],
  uim: ["Underinsured Motor Vehicle", "Underinsured Motor Vehicle Coverage"],
  umpd: ["Uninsured Motor Vehicle - Property Damage", "Uninsured Motor Vehicle Property Damage"],
  comp: ["Deductible Comprehensive", "Deductible Comprehensive Coverage"],
  fullComp: ["Full Coverage Comprehensive", "Comprehensive - No Deductible"],
  coll: ["Deductible Collision", "Deductible Collision Coverage"],
  vehicleTotal: ["Premium for this vehicle", "Vehicle Premium", "Total for this vehicle"],
  total: ["Total Premium", "Total Policy Premium", "Total Renewal Premium"],
  surcharges: ["SURCHARGES AND FEES", "SURCHARGES"],
  discounts: ["DISCOUNTS", "YOUR DISCOUNTS"],
  discountNote: "These adjustments have already been applied to your premium.",
  lien: ["LIENHOLDER:", "LOSS PAYEE:", "LIENHOLDER/LOSS PAYEE:"],
  lessor: ["LESSOR:", "ADDITIONAL INSURED - LESSOR:"],
  loan: ["Loan Number:", "Account Number:"],
  homeTitle: ["RENEWAL DECLARATIONS", "DECLARATIONS", "AMENDED DECLARATIONS"],
  homeForm: { home: ["Homeowners Policy", "Homeowners Basic Policy"], condo: ["Condominium Unitowners Policy"] },
  amountDue: ["AMOUNT DUE:", "BALANCE DUE:"],
  byMortgagee: ["TO BE PAID BY MORTGAGEE", "PAID BY ESCROW"],
  location: ["Location of Residence Premises", "Residence Premises"],
  named: ["NAMED INSURED", "NAMED INSURED(S)"],
  interests: ["MORTGAGEE AND ADDITIONAL INTERESTS", "MORTGAGEES / ADDITIONAL INTERESTS"],
  mortgagee: ["Mortgagee", "First Mortgagee"],
  second: ["Second Mortgagee", "Mortgagee 2"],
  sectionOne: ["SECTION I - PROPERTY COVERAGES AND LIMITS", "SECTION I - PROPERTY COVERAGES"],
  sectionTwo: ["SECTION II - LIABILITY COVERAGES AND LIMITS", "SECTION II - LIABILITY COVERAGES"],
  limitHead: ["Limit of Liability", "Limit"],
  homeCov: {
    DWELLING: ["A Dwelling", "A  Dwelling"],
    OTHER_STRUCTURES: ["Other Structures", "Dwelling Extension"],
    PERSONAL_PROPERTY: ["B Personal Property", "B  Personal Property"],
    LOSS_OF_USE: ["C Loss of Use", "C  Loss of Use"],
    PERSONAL_LIABILITY: ["L Personal Liability (Each Occurrence)", "L  Personal Liability"],
    MEDICAL_PAYMENTS: ["M Medical Payments to Others (Each Person)", "M  Medical Payments to Others"],
  },
  condoA: ["A Building Property", "A  Building Property"],
  als: ["Actual Loss Sustained", "Actual Loss Sustained"],
  additional: ["Additional Coverages", "Additional Coverages"],
  deductibles: ["DEDUCTIBLES", "SECTION I DEDUCTIBLES"],
  dedCols: ["Section I Deductible", "Deductible Amount"],
  allLosses: ["All Losses", "Other Losses", "All Perils"],
  windHail: ["Wind or Hail", "Windstorm or Hail"],
  premiumHead: ["PREMIUM", "PREMIUM SUMMARY"],
  annual: ["Annual Premium", "Basic Premium"],
  optional: ["Optional Policy Provisions", "Endorsements"],
} as const;

const bare = (n: number) => dollars(n, { sign: false });

function splitBare(c: TruthCoverage): string {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return `${bare(c.limitPerPerson)}/${bare(c.limitPerAccident)}`;
  return c.limitPerAccident === null ? "" : bare(c.limitPerAccident);
}

const OPTIONAL_SYMBOLS: Record<string, string> = {
  "Rental Reimbursement": "R1",
  "Roadside Assistance": "H",
  "Personal Injury Protection": "P",
  "Loan/Lease Gap Coverage": "LG",
};

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["Month d, yyyy", "MON dd yyyy"]);
  const d = (s: string) => formatDate(s, dates);
  const title = rng.pick(SYMBOLS.autoTitle);
  const small = w.size * 0.85;

  sideBySide(
    w,
    0.52,
    (ww) => {
      ww.line(t.carrier.name, { size: small });
      for (const l of carrierAddress(rng)) ww.line(l, { size: small });
      ww.gap();
      ww.line(
        `${rng.pick(["AT2", "BT1", "AT4"])}      ${rng.pick(["A", "B"])}-${rng.int(10, 99)}B${rng.int(1, 9)}      A`,
        {
          size: small,
        },
      );
      for (const l of [
        ...t.insureds.map((_, i) => personName(g, i, "first-last", true)),
        ...addressLines(t.address, rng, true),
      ])
        ww.line(l);
    },
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 1.8 });
      hrule(ww, 0.6, 6);
      ww.line(title, { bold: true, size: ww.size * 1.7 });
      hrule(ww, 1.5, 4);
      ww.line(`${rng.pick(SYMBOLS.paid)} ${money(L.total)}`, { bold: true, size: ww.size * 1.15 });
      const dnp = rng.pick(SYMBOLS.doNotPay);
      if (dnp) ww.line(dnp, { bold: true });
      ww.line(rng.pick(SYMBOLS.planNote), { size: small });
      hrule(ww, 1.5, 6);
      ww.line(rng.pick(SYMBOLS.agent), { bold: true });
      for (const l of [g.extras.agent.name, ...addressLines(officeAddress(rng), rng, false), g.extras.agent.phone])
        ww.line(l, { size: small });
    },
  );
  w.gap();
  w.line(`${rng.pick(SYMBOLS.number)} ${t.policyNumber}`, { bold: true });
  w.line(`${rng.pick(SYMBOLS.period)} ${d(t.effectiveDate)} to ${d(t.expirationDate)}`);
  w.gap(w.lineHeight * 0.4);
  w.line(rng.pick(SYMBOLS.vehicle), { bold: true });
  for (const v of vehicles) w.line(`${v.year} ${v.make} ${v.model}`.toUpperCase());
  w.gap(w.lineHeight * 0.4);
  w.line(rng.pick(SYMBOLS.principal), { bold: true });
  w.line(g.extras.drivers[0].toUpperCase());
  hrule(w, 0.8, 6);
  w.paragraph(`Your policy is rated in territory ${rng.int(100, 999)}.`);
  w.gap();

  w.line(rng.pick(SYMBOLS.vehInfo), { bold: true, size: w.size * 1.1 });
  const vi: Col[] = [
    { at: 0, width: 0.34 },
    { at: 0.36, width: 0.3 },
    { at: 0.68, width: 0.32 },
  ];
  row(
    w,
    vi,
    rng.pick(SYMBOLS.vehCols).map((h) => [h]),
    { bold: true, size: w.size * 0.9 },
    { rule: true },
  );
  vehicles.forEach((v, k) =>
    row(
      w,
      vi,
      [
        [`${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`.toUpperCase()],
        [v.vin],
        [(g.extras.drivers[k] ?? g.extras.drivers[0]).toUpperCase()],
      ],
      {},
      { pad: 3 },
    ),
  );
  w.gap();

  // One symbol list per vehicle: limits bare, premium on the last line of each symbol.
  const sc: Col[] = [
    { at: 0, width: 0.06 },
    { at: 0.06, width: 0.5 },
    { at: 0.58, width: 0.24 },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  const pickOne = <T>(items: readonly T[]) => items[rng.int(0, items.length - 1)];
  const words = {
    liability: pickOne(SYMBOLS.liability),
    bi: pickOne(SYMBOLS.bi),
    pd: pickOne(SYMBOLS.pd),
    csl: pickOne(SYMBOLS.csl),
    med: pickOne(SYMBOLS.med),
    um: pickOne(SYMBOLS.um),
    uim: pickOne(SYMBOLS.uim),
    umpd: pickOne(SYMBOLS.umpd),
    comp: pickOne(SYMBOLS.comp),
    fullComp: pickOne(SYMBOLS.fullComp),
    coll: pickOne(SYMBOLS.coll),
  };
  const head = rng.pick(SYMBOLS.coverageHead);
  const note = rng.pick(SYMBOLS.coverageNote);
  const find = (code: string, vin?: string) => t.coverages.find((c) => c.code === code && c.vin === vin);
  const loanPrinted = rng.chance(0.5);
  vehicles.forEach((v, k) => {
    const share = (c: TruthCoverage | undefined) => (c ? L.coverage.get(c)![k] : 0);
    w.ensure(w.lineHeight * 6);
    row(
      w,
      [
        { at: 0, width: 0.5 },
        { at: 0.5, width: 0.5 },
      ],
      [[vehicles.length > 1 ? `${head} - ${v.year} ${v.make} ${v.model}`.toUpperCase() : head], [note]],
      { bold: true },
      { rule: true },
    );
    const line = (sym: string, desc: string, limit: string, premium: number | null) =>
      row(w, sc, [[sym], [desc], [limit], [premium === null ? "" : money(premium)]], {}, { pad: 1 });
    const bi = find("BI");
    const pd = find("PD");
    const csl = find("CSL");
    if (csl) {
      line("A", words.liability, "", null);
      line("", words.csl, bare(csl.limitPerAccident!), share(csl));
    } else if (bi || pd) {
      line("A", words.liability, "", null);
      if (bi) line("", words.bi, splitBare(bi), pd ? null : share(bi));
      if (pd) line("", words.pd, bare(pd.limitPerAccident!), share(bi) + share(pd));
    }
    const med = find("MEDPAY");
    if (med) line("C", words.med, bare(med.limitPerAccident!), share(med));
    const um = find("UMBI");
    if (um) {
      line("U", words.um, "", null);
      line("", words.bi, splitBare(um), share(um));
    }
    const uim = find("UIMBI");
    if (uim) {
      line("W", words.uim, "", null);
      line("", words.bi, splitBare(uim), share(uim));
    }
    const umpd = find("UMPD");
    if (umpd)
      line(
        "U3",
        umpd.deductible !== null ? `${bare(umpd.deductible)} Deductible ${words.umpd}` : words.umpd,
        splitBare(umpd),
        share(umpd),
      );
    const comp = find("COMP", v.vin);
    if (comp)
      line("D", comp.deductible === 0 ? words.fullComp : `${bare(comp.deductible!)} ${words.comp}`, "", share(comp));
    const coll = find("COLL", v.vin);
    if (coll) line("G", `${bare(coll.deductible!)} ${words.coll}`, "", share(coll));
    g.extras.optional.forEach((o, j) => {
      const sym = OPTIONAL_SYMBOLS[o.label] ?? "X";
      if (o.limit === "Included") line(sym, o.label, "", L.optional[j][k]);
      else {
        line(sym, o.label, "", null);
        line("", o.limit, "", L.optional[j][k]);
      }
    });
    if (vehicles.length > 1)
      row(w, sc, [[""], [rng.pick(SYMBOLS.vehicleTotal)], [""], [money(L.vehicleTotals[k])]], { bold: true });
    for (const p of t.thirdParties.filter((x) => x.vin === v.vin)) {
      const who = p.type === "lessor" ? rng.pick(SYMBOLS.lessor) : rng.pick(SYMBOLS.lien);
      w.line(who, { bold: true, size: small });
      for (const l of [p.name.toUpperCase(), ...addressLines(p.address, rng, true)]) w.line(l, { size: small }, 20);
      if (loanPrinted && p.loanNumber) w.line(`${rng.pick(SYMBOLS.loan)} ${p.loanNumber}`, { size: small }, 20);
    }
    w.gap();
  });
  if (L.inFees.length) {
    w.line(`${rng.pick(SYMBOLS.surcharges)}  ${SYMBOLS.discountNote}`, { bold: true, size: small });
    for (const f of L.inFees) row(w, sc, [[""], [f.label], [""], [money(f.amount)]]);
  }
  row(w, sc, [[""], [rng.pick(SYMBOLS.total)], [""], [money(L.total)]], { bold: true }, { rule: true });
  for (const f of L.outFees)
    w.paragraph(`A ${f.label.toLowerCase()} of ${money(f.amount)} is charged for each installment.`, { size: small });
  w.gap();
  w.line(`${rng.pick(SYMBOLS.discounts)}  ${SYMBOLS.discountNote}`, { bold: true, size: small });
  for (const x of rng
    .shuffle(["Multiple Line", "Defensive Driving", "Vehicle Safety", "Good Driving", "Accident-Free"])
    .slice(0, 3))
    row(w, sc, [[""], [x], [""], ["P"]], { size: small });
  w.gap();
  w.line(`Page number 1 of ${rng.int(2, 4)}          Prepared ${formatDate(g.extras.issueDate, "MON dd yyyy")}`, {
    size: w.size * 0.75,
  });
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  return { truth, variant: vehicles.length > 1 ? "statefarm-auto+per-vehicle" : "statefarm-auto", title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const title = rng.pick(SYMBOLS.homeTitle);
  const d = (s: string) => formatDate(s, "MON dd yyyy");
  const small = w.size * 0.85;
  const names = t.insureds.map((_, i) => personName(g, i, "first-last", true));
  const byMortgagee = t.thirdParties.length > 0 && rng.chance(0.5);

  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.line(t.carrier.name, { bold: true });
      ww.line(rng.pick(["A Stock Company", "A Lloyds Company", "A Mutual Company"]), { size: small });
      for (const l of carrierAddress(rng)) ww.line(l, { size: small });
      ww.gap(ww.lineHeight * 1.5);
      for (const l of [...names, ...addressLines(t.address, rng, true)]) ww.line(l);
    },
    (ww) => {
      ww.line(g.extras.brand, { bold: true, size: ww.size * 1.8 });
      ww.line(`${title}   ${rng.int(1000, 9999)}`, { bold: true, size: ww.size * 1.3 });
      const kc = 92;
      ww.kv(rng.pick(SYMBOLS.amountDue), [byMortgagee ? "None" : money(L.total)], kc, { bold: true });
      if (byMortgagee) ww.line(rng.pick(SYMBOLS.byMortgagee), { bold: true });
      ww.kv("Policy Number:", [t.policyNumber], kc, { bold: true }, { bold: true });
      ww.kv("Policy Period:", [`${g.extras.termMonths} Months`], kc, { bold: true });
      ww.kv("Effective Dates:", [`${d(t.effectiveDate)} to ${d(t.expirationDate)}`], kc, { bold: true });
      ww.paragraph("The policy period begins and ends at 12:01 am standard time at the residence premises.", {
        size: small,
      });
      ww.line(rng.pick(SYMBOLS.homeForm[condo ? "condo" : "home"]), { bold: true });
    },
  );
  w.gap();
  w.line(rng.pick(SYMBOLS.location), { bold: true });
  for (const l of addressLines(premises, rng, true)) w.line(l, {}, 12);
  w.line(
    `Construction: ${rng.pick(["Masonry Veneer", "Frame", "Brick"])}   Year Built: ${g.extras.yearBuilt}   Roof Material: ${rng.pick(["Composition Shingle", "Tile", "Metal"])}`,
    { size: small },
  );
  hrule(w, 1, 6);

  // Named insured beside the mortgagees.
  const loanPrinted = rng.chance(0.7);
  sideBySide(
    w,
    0.45,
    (ww) => {
      ww.line(rng.pick(SYMBOLS.named), { bold: true });
      hrule(ww, 0.8);
      for (const n of names) ww.line(n);
    },
    (ww) => {
      ww.line(rng.pick(SYMBOLS.interests), { bold: true });
      hrule(ww, 0.8);
      if (!t.thirdParties.length) ww.line("None");
      t.thirdParties.forEach((p, i) => {
        ww.line(i === 0 ? rng.pick(SYMBOLS.mortgagee) : rng.pick(SYMBOLS.second), { bold: true });
        const isaoa = rng.chance(0.5) ? ["ISAOA/ATIMA"] : [];
        const loan = loanPrinted && p.loanNumber ? [`Loan Number: ${p.loanNumber}`] : [];
        for (const l of [p.name.toUpperCase(), ...isaoa, ...addressLines(p.address, rng, true), ...loan]) ww.line(l);
      });
    },
  );
  w.gap();

  // "$" in a column of its own, the amount right-aligned after it.
  const cc: Col[] = [
    { at: 0, width: 0.7 },
    { at: 0.8, width: 0.03 },
    { at: 0.83, width: 0.17, align: "r" },
  ];
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const scheme = rng.int(0, 1);
  const label = (code: keyof typeof SYMBOLS.homeCov) =>
    code === "DWELLING" && condo ? SYMBOLS.condoA[scheme] : SYMBOLS.homeCov[code][scheme];
  const amount = (code: keyof typeof SYMBOLS.homeCov) => {
    const c = cov(code);
    if (c) row(w, cc, [[label(code)], ["$"], [bare(c.limitPerAccident!)]], {}, { pad: 1 });
    else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
      row(w, cc, [[label(code)], [""], [rng.pick(SYMBOLS.als)]], {}, { pad: 1 });
  };
  const section = (head: string) => {
    w.line(head, { bold: true, size: w.size * 1.05 });
    hrule(w, 1);
    row(w, cc, [["Coverage"], [""], [rng.pick(SYMBOLS.limitHead)]], { bold: true });
  };
  section(rng.pick(SYMBOLS.sectionOne));
  for (const code of ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"] as const) amount(code);
  w.line(rng.pick(SYMBOLS.additional), { bold: true });
  for (const [n, v] of rng
    .shuffle([
      ["Arson Reward", "$1,000"],
      ["Credit Card, Bank Fund Transfer Card, Forgery, and Counterfeit Money", "$1,000"],
      ["Debris Removal", "Additional 5% available"],
      ["Locks and Remote Devices", "$1,000"],
      ["Fire Department Service Charge", "$500"],
    ])
    .slice(0, 3))
    row(w, [cc[0], { at: 0.6, width: 0.4, align: "r" }], [[n], [v]], {}, { pad: 1 });
  w.gap(w.lineHeight * 0.4);
  section(rng.pick(SYMBOLS.sectionTwo));
  amount("PERSONAL_LIABILITY");
  if (rng.chance(0.6)) row(w, cc, [["Damage to the Property of Others"], ["$"], ["1,000"]], {}, { pad: 1 });
  amount("MEDICAL_PAYMENTS");
  w.gap(w.lineHeight * 0.4);

  w.line(rng.pick(SYMBOLS.deductibles), { bold: true, size: w.size * 1.05 });
  hrule(w, 1);
  row(w, cc, [[SYMBOLS.dedCols[0]], [""], [SYMBOLS.dedCols[1]]], { bold: true });
  const a = dwelling.limitPerAccident!;
  const pct = [0.5, 1, 2, 5].find((p) => Math.round((a * p) / 100) === dwelling.deductible);
  const allLabel = rng.pick(SYMBOLS.allLosses);
  row(w, cc, [[pct ? `${allLabel} ${pct}%` : allLabel], ["$"], [bare(dwelling.deductible!)]], {}, { pad: 1 });
  if (g.extras.windHailPercent)
    row(
      w,
      cc,
      [
        [`${rng.pick(SYMBOLS.windHail)} ${g.extras.windHailPercent}%`],
        ["$"],
        [bare(Math.round((a * g.extras.windHailPercent) / 100))],
      ],
      {},
      { pad: 1 },
    );
  w.gap(w.lineHeight * 0.4);

  if (g.extras.optional.length) {
    w.line(rng.pick(SYMBOLS.optional), { bold: true, size: w.size * 1.05 });
    hrule(w, 1);
    const oc: Col[] = [
      { at: 0, width: 0.5 },
      { at: 0.5, width: 0.28, align: "r" },
      { at: 0.8, width: 0.2, align: "r" },
    ];
    g.extras.optional.forEach((o, j) => row(w, oc, [[o.label], [o.limit], [money(L.optional[j][0])]], {}, { pad: 1 }));
    w.gap(w.lineHeight * 0.4);
  }

  w.line(rng.pick(SYMBOLS.premiumHead), { bold: true, size: w.size * 1.05 });
  hrule(w, 1);
  const pc: Col[] = [
    { at: 0, width: 0.6 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  row(w, pc, [[rng.pick(SYMBOLS.annual)], [money(L.base)]]);
  for (const f of L.inFees) row(w, pc, [[f.label], [money(f.amount)]]);
  w.line("Your premium has already been adjusted by the following:", { size: small });
  w.line(
    rng
      .shuffle(["Home/Auto Discount", "Claim Record Discount", "Loyal Customer", "Protective Devices"])
      .slice(0, 2)
      .join("   "),
    {
      size: small,
    },
  );
  row(w, pc, [[rng.pick(SYMBOLS.total)], [money(L.total)]], { bold: true }, { rule: true });
  for (const f of L.outFees) w.line(`${f.label} ${money(f.amount)} (billed with each installment)`, { size: small });
  w.gap();
  w.line(`Page 1 of ${rng.int(2, 4)}    Prepared ${d(g.extras.issueDate)}`, { size: w.size * 0.75 });
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  truth.carrier.naicCode = null;
  return { truth, variant: condo ? "statefarm-condo" : "statefarm-home", title };
};

export const symbolSchedule: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
