import type { GeneratedPolicy, TruthCoverage } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dollars,
  dwellingAddress,
  formatDate,
  hrule,
  ledger,
  personName,
  row,
  sideBySide,
  vehicleList,
  type Col,
  type DateStyle,
  type KindFn,
  money,
} from "./common";

// Imitates Farmers' newer declarations (auto 56-6176 and "Smart Plan Home" 56-6177): a blue title
// band, the dates as italic "Effective:"/"Expiration:" pairs on the left and a "Premiums/Fees" box
// on the right, then, for auto, a vehicle table whose physical-damage coverages sit in a column of
// their own beside the vehicle ("Comprehensive: | $500" on the vehicle line, "Collision: | $500"
// on the VIN line), and a coverage table with two tiers of titles: "Limits" over one column and
// "Premiums by Vehicle" over the vehicle columns, above "Coverage | (applicable to all vehicles) |
// Vehicle 1 | Vehicle 2". Split limits are written over two lines ("each person" / "each
// accident"). The home page puts the coverages in pairs of small "Coverage | Limit" tables side by
// side (A and B on the left, C and D on the right), liability the same way, the deductible as a
// sentence, the policy number only in the header block and the footer.

export const TIERED = {
  autoTitle: ["Auto Insurance Declaration Page", "Auto Insurance Declarations", "Automobile Declaration Page"],
  effective: ["Effective:", "Coverage Begins:", "Start Date:"],
  expiration: ["Expiration:", "Coverage Ends:", "End Date:"],
  premiumsHead: ["Premiums/Fees", "Premium and Fees", "Your Premium"],
  basePremium: ["Policy Premium", "Premium for Coverages", "Term Premium"],
  feesLine: ["Fees (*also see Information on Additional Fees below)", "Fees and Surcharges", "State Fees"],
  premiumAndFees: ["Policy Premium and Fees", "Total Premium and Fees", "Total Policy Premium"],
  notBill: ["This is not a bill.", "This is not a bill. Your billing statement is sent separately.", ""],
  drivers: ["Household Drivers", "Drivers in Your Household", "Listed Drivers"],
  driverStatus: ["Driver Status", "Status"],
  driverValue: ["Covered", "Rated", "Listed"],
  vehicles: ["Vehicle Information", "Your Vehicles", "Vehicle Details"],
  vehCols: [
    ["Veh. #", "Year/Make/Model/VIN", "Coverage", "Deductible", "Limit"],
    ["No.", "Vehicle / Identification No.", "Coverage", "Deductible", "Limit"],
  ],
  comp: ["Comprehensive:", "Other Than Collision:", "Comprehensive Coverage:"],
  coll: ["Collision:", "Collision Coverage:"],
  liabilityOnly: ["Liability Only", "No Physical Damage", "Not Covered"],
  equipment: ["Additional Equipment:", "Custom Equipment:"],
  coverageHead: ["Coverage Information", "Your Coverages", "Coverage Details"],
  limitsUpper: ["Limits", "Limits of Liability", "Coverage Limits"],
  limitsLower: ["(applicable to all vehicles)", "(apply to each vehicle)", "(for all vehicles)"],
  premiumsUpper: ["Premiums by Vehicle", "Premium per Vehicle", "Vehicle Premiums"],
  vehicleCol: ["Vehicle {n}", "Veh {n}", "Car {n}"],
  autoCov: {
    BI: ["Bodily Injury Liability", "Liability - Bodily Injury", "Bodily Injury"],
    PD: ["Property Damage Liability", "Liability - Property Damage", "Property Damage"],
    CSL: ["Liability (Single Limit)", "Combined Single Limit Liability", "Bodily Injury and Property Damage Liability"],
    UMBI: ["Uninsured Motorist Bodily Injury", "Uninsured Motorists - Bodily Injury", "Uninsured Motorist"],
    UIMBI: ["Underinsured Motorist Bodily Injury", "Underinsured Motorists - Bodily Injury", "Underinsured Motorist"],
    UMPD: [
      "Uninsured Motorist Property Damage",
      "Uninsured Motorists - Property Damage",
      "Uninsured Motorist Property Damage With Collision",
    ],
    MEDPAY: ["Medical Coverage", "Medical Payments", "Medical Expense"],
    COMP: ["Comprehensive", "Other Than Collision", "Comprehensive Coverage"],
    COLL: ["Collision", "Collision Coverage", "Collision"],
  },
  permissive: ["Permissive User Limit of Liability**", "Permissive User Limit**"],
  permissiveLimit: "Full (See Permissive User Limit of Liability in your policy)",
  vehicleTotal: ["Total Premium Per Vehicle", "Vehicle Premium", "Premium for Each Vehicle"],
  interests: ["Additional Interests", "Lienholders and Lessors", "Loss Payees"],
  interestCols: [
    ["Veh. #", "Interest", "Name and Address", "Loan Number"],
    ["Vehicle", "Type", "Name / Address", "Account No."],
  ],
  homeTitle: {
    home: ["{brand} Smart Plan Home Declarations", "Homeowners Declarations", "{brand} Home Declarations"],
    condo: ["{brand} Condominium Declarations", "Condominium Owners Declarations", "Condo Declarations"],
  },
  policyNo: ["Policy Number:", "Policy No.:", "Policy #:"],
  named: ["Named Insured(s):", "Insured(s):", "Named Insured:"],
  propertyInsured: ["Property Insured:", "Insured Location:", "Residence Premises:"],
  underwritten: ["Underwritten By:", "Insurer:", "Issued By:"],
  homePremiums: ["Premiums", "Your Premium", "Premium Summary"],
  savings: ["Your policy premium includes a Total Discount Savings of {x}", "You saved {x} with your discounts"],
  description: ["Description of Property", "About Your Home", "Property Description"],
  descCols: ["Year of Construction", "Construction Type", "Roof Type", "Number of Units", "Occupancy"],
  propertyHead: ["Property Coverage", "Section I - Property Coverages", "Coverage for Your Property"],
  liabilityHead: ["Liability Coverage", "Section II - Liability Coverages", "Coverage for Your Liability"],
  covCol: ["Coverage", "Coverage"],
  limitCol: ["Limit", "Amount of Insurance", "Limit"],
  homeCov: {
    DWELLING: ["Coverage A - Dwelling", "Dwelling (Coverage A)", "A - Dwelling"],
    OTHER_STRUCTURES: ["Coverage B - Separate Structures", "Separate Structures (Coverage B)", "B - Other Structures"],
    PERSONAL_PROPERTY: ["Coverage C - Personal Property", "Personal Property (Coverage C)", "C - Contents"],
    LOSS_OF_USE: ["Coverage D - Loss of Use", "Loss of Use (Coverage D)", "D - Additional Living Expense"],
    PERSONAL_LIABILITY: ["Coverage E - Personal Liability", "Personal Liability (Coverage E)", "E - Liability"],
    MEDICAL_PAYMENTS: [
      "Coverage F - Medical Payments to Others",
      "Medical Payments to Others (Coverage F)",
      "F - Medical Payments",
    ],
  },
  condoA: ["Coverage A - Building Property", "Unit Building Property (Coverage A)", "A - Unit Improvements"],
  als: ["Actual Loss Sustained", "Actual Loss Sustained (12 months)"],
  deductibleHead: ["Deductibles", "Your Deductible", "Deductible Information"],
  deductibleLine: ["Applicable to each covered loss", "Each covered loss (all perils)", "All Perils"],
  windHail: ["Windstorm or Hail", "Wind/Hail Deductible"],
  optionalHead: ["Additional Coverages", "Endorsements", "Optional Coverages"],
  mortgagee: ["Mortgagee", "Mortgagee(s)", "Lender"],
  loan: ["Loan Number", "Loan No.", "Loan #"],
} as const;

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? "");
const pick = <T>(rng: Rng, items: readonly T[]) => rng.pick(items);

function limitLines(c: TruthCoverage, perWord: string, accWord: string): string[] {
  if (c.limitPerPerson !== null && c.limitPerAccident !== null)
    return [`${dollars(c.limitPerPerson)} ${perWord}`, `${dollars(c.limitPerAccident)} ${accWord}`];
  if (c.limitPerAccident === null) return [];
  return [`${dollars(c.limitPerAccident)} ${c.code === "MEDPAY" ? perWord : accWord}`];
}

/** Title over a heavy rule, the brand on the right. */
function band(w: Writer, g: GeneratedPolicy, title: string): void {
  sideBySide(
    w,
    0.7,
    (ww) => ww.line(title, { size: ww.size * 1.9 }),
    (ww) => {
      const b = g.extras.brand.toUpperCase();
      ww.put(b, ww.right - ww.width_(b, { bold: true, size: ww.size * 1.7 }), ww.y + ww.size * 1.7, {
        bold: true,
        size: ww.size * 1.7,
      });
      ww.y += ww.size * 2.4;
    },
  );
  hrule(w, 2.2, 6);
}

function footer(w: Writer, g: GeneratedPolicy, rng: Rng, form: string): void {
  w.gap(w.lineHeight * 1.5);
  hrule(w, 2, 6);
  const site = `${g.extras.brand.toLowerCase().replace(/[^a-z]/g, "")}.com`;
  row(
    w,
    [
      { at: 0.02, width: 0.2 },
      { at: 0.24, width: 0.4 },
      { at: 0.66, width: 0.34 },
    ],
    [[site], [`Policy No. ${g.truth.policyNumber}`], ["Manage your account:", `Go to www.${site} any time!`]],
    { size: w.size * 0.95 },
  );
  w.line(
    `${form}   ${pick(rng, ["2nd Edition", "1st Edition", "3rd Edition"])} ${rng.int(1, 12)}-${rng.int(15, 23)}     ${formatDate(g.extras.issueDate, "m/d/yyyy")}`,
    { size: w.size * 0.7 },
  );
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const dates: DateStyle = rng.pick(["m/d/yyyy", "mm/dd/yyyy"]);
  const d = (s: string) => `${formatDate(s, dates)} 12:01 AM`;
  const title = rng.pick(TIERED.autoTitle);
  band(w, g, title);

  const kvX = 78;
  const feeTotal = L.inFees.reduce((s, f) => s + f.amount, 0);
  const topNumber = rng.chance(0.5);
  sideBySide(
    w,
    0.48,
    (ww) => {
      ww.gap(ww.lineHeight * 1.2);
      if (topNumber) ww.kv("Policy Number:", [t.policyNumber], kvX, { bold: true }, { bold: true });
      ww.kv(rng.pick(TIERED.effective), [d(t.effectiveDate)], kvX);
      ww.kv(rng.pick(TIERED.expiration), [d(t.expirationDate)], kvX);
      ww.gap();
      ww.kv(
        rng.pick(TIERED.named),
        [...t.insureds.map((_, i) => personName(g, i, "first-last", false)), ...addressLines(t.address, rng, false)],
        kvX,
      );
      ww.kv(rng.pick(TIERED.underwritten), [t.carrier.name], kvX);
    },
    (ww) => {
      ww.line(rng.pick(TIERED.premiumsHead), { bold: true, size: ww.size * 1.3 });
      hrule(ww, 0.4, 3);
      const pc: Col[] = [
        { at: 0, width: 0.68 },
        { at: 0.7, width: 0.3, align: "r" },
      ];
      row(ww, pc, [[rng.pick(TIERED.basePremium)], [money(L.base)]]);
      if (L.inFees.length) row(ww, pc, [[rng.pick(TIERED.feesLine)], [money(feeTotal)]]);
      hrule(ww, 0.6, 3);
      row(ww, pc, [[rng.pick(TIERED.premiumAndFees)], [money(L.total)]], { bold: true, size: ww.size * 1.1 });
      const nb = rng.pick(TIERED.notBill);
      if (nb) ww.line(nb, { bold: true });
      hrule(ww, 2, 2);
    },
  );
  w.gap(w.lineHeight * 1.5);

  // Household drivers in two Name | Status tables side by side.
  w.line(rng.pick(TIERED.drivers), { bold: true, size: w.size * 1.3 });
  w.paragraph(
    "All persons who drive or will occasionally be driving any of the cars on the policy should be listed below.",
  );
  const status = rng.pick(TIERED.driverStatus);
  const dv = rng.pick(TIERED.driverValue);
  const half = Math.ceil(g.extras.drivers.length / 2);
  const dc: Col[] = [
    { at: 0, width: 0.65 },
    { at: 0.65, width: 0.35, align: "r" },
  ];
  const driverTable = (names: string[]) => (ww: Writer) => {
    row(ww, dc, [["Name"], [status]], { bold: true }, { rule: true });
    for (const n of names) row(ww, dc, [[n], [dv]]);
  };
  sideBySide(w, 0.5, driverTable(g.extras.drivers.slice(0, half)), driverTable(g.extras.drivers.slice(half)));
  w.gap();

  // Vehicles: the physical-damage coverages in a column of their own beside the vehicle.
  w.line(rng.pick(TIERED.vehicles), { bold: true, size: w.size * 1.3 });
  const vc: Col[] = [
    { at: 0, width: 0.07 },
    { at: 0.07, width: 0.43 },
    { at: 0.52, width: 0.22 },
    { at: 0.74, width: 0.12 },
    { at: 0.86, width: 0.14, align: "r" },
  ];
  row(
    w,
    vc,
    rng.pick(TIERED.vehCols).map((h) => [h]),
    { bold: true },
    { rule: true },
  );
  const compWord = rng.pick(TIERED.comp);
  const collWord = rng.pick(TIERED.coll);
  const upperCars = rng.chance(0.3);
  vehicles.forEach((v, k) => {
    const comp = t.coverages.find((c) => c.code === "COMP" && c.vin === v.vin);
    const coll = t.coverages.find((c) => c.code === "COLL" && c.vin === v.vin);
    const car = `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ""}`;
    const lines: [string, string, string][] = [];
    if (comp) lines.push([compWord, dollars(comp.deductible!), ""]);
    if (coll) lines.push([collWord, dollars(coll.deductible!), ""]);
    if (!lines.length) lines.push([rng.pick(TIERED.liabilityOnly), "", ""]);
    if (rng.chance(0.4)) lines.push([rng.pick(TIERED.equipment), "", dollars(rng.pick([1000, 1500, 2500]))]);
    row(
      w,
      vc,
      [
        [String(k + 1)],
        [upperCars ? car.toUpperCase() : car, v.vin],
        lines.map((l) => l[0]),
        lines.map((l) => l[1]),
        lines.map((l) => l[2]),
      ],
      {},
      { pad: 4 },
    );
  });
  w.gap();

  // Coverages: two tiers of titles over a limits column and one premium column per vehicle.
  w.line(rng.pick(TIERED.coverageHead), { bold: true, size: w.size * 1.3 });
  const n = vehicles.length;
  const limitW = 0.26;
  const premStart = 0.3 + limitW + 0.04;
  const colW = (1 - premStart) / n;
  const cc: Col[] = [
    { at: 0, width: 0.3 },
    { at: 0.3, width: limitW, align: "r" },
    ...vehicles.map((_, k) => ({ at: premStart + k * colW, width: colW, align: "r" as const })),
  ];
  const small = { size: w.size * 0.9, bold: true };
  row(
    w,
    [cc[0], cc[1], { at: premStart, width: 1 - premStart, align: "r" }],
    [[""], [rng.pick(TIERED.limitsUpper)], [rng.pick(TIERED.premiumsUpper)]],
    small,
    { pad: 0 },
  );
  const vehWord = rng.pick(TIERED.vehicleCol);
  row(
    w,
    cc,
    [["Coverage"], [rng.pick(TIERED.limitsLower)], ...vehicles.map((_, k) => [fill(vehWord, { n: String(k + 1) })])],
    small,
    { rule: true },
  );
  const scheme = rng.int(0, 2);
  const name = (code: string) => TIERED.autoCov[code as keyof typeof TIERED.autoCov][scheme];
  const [perWord, accWord] = rng.pick([
    ["each person", "each accident"],
    ["per person", "per accident"],
    ["each person", "each occurrence"],
  ]);
  const dash = rng.pick(["", "-", "Not Covered"]);
  for (const c of t.coverages.filter((x) => !x.vin)) {
    const lim = limitLines(c, perWord, accWord);
    if (c.deductible !== null) lim.push(`${dollars(c.deductible)} deductible`);
    row(w, cc, [[name(c.code)], lim, ...L.coverage.get(c)!.map((x) => [money(x)])], {}, { rule: true, pad: 3 });
    if ((c.code === "PD" || c.code === "CSL") && rng.chance(0.4))
      row(
        w,
        cc,
        [[rng.pick(TIERED.permissive)], [TIERED.permissiveLimit], ...vehicles.map(() => ["Included"])],
        {},
        { rule: true, pad: 3 },
      );
  }
  for (const code of ["COMP", "COLL"] as const) {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!per.some(Boolean)) continue;
    row(
      w,
      cc,
      [[name(code)], [""], ...per.map((c, k) => [c ? money(L.coverage.get(c)![k]) : dash])],
      {},
      { rule: true, pad: 3 },
    );
  }
  g.extras.optional.forEach((o, j) =>
    row(w, cc, [[o.label], [o.limit], ...L.optional[j].map((x) => [money(x)])], {}, { rule: true, pad: 3 }),
  );
  row(w, cc, [[rng.pick(TIERED.vehicleTotal)], [""], ...L.vehicleTotals.map((x) => [money(x)])], { bold: true });
  w.gap();
  const pair: Col[] = [
    { at: 0.3, width: 0.45 },
    { at: 0.75, width: 0.25, align: "r" },
  ];
  row(w, pair, [[rng.pick(TIERED.basePremium)], [money(L.base)]]);
  for (const f of L.inFees) row(w, pair, [[f.label], [money(f.amount)]]);
  row(w, pair, [[rng.pick(TIERED.premiumAndFees)], [money(L.total)]], { bold: true }, { rule: true });
  for (const f of L.outFees)
    w.line(`Information on Additional Fees: a ${f.label.toLowerCase()} of ${money(f.amount)} may apply per payment.`, {
      size: w.size * 0.85,
    });

  const loanPrinted = rng.chance(0.6);
  if (t.thirdParties.length) {
    w.gap();
    w.line(rng.pick(TIERED.interests), { bold: true, size: w.size * 1.3 });
    const ic: Col[] = [
      { at: 0, width: 0.08 },
      { at: 0.08, width: 0.14 },
      { at: 0.22, width: 0.52 },
      { at: 0.76, width: 0.24 },
    ];
    const heads = rng.pick(TIERED.interestCols);
    row(
      w,
      ic,
      (loanPrinted ? [...heads] : [...heads.slice(0, 3), ""]).map((h) => [h]),
      { bold: true },
      { rule: true },
    );
    for (const p of t.thirdParties) {
      const k = vehicles.findIndex((v) => v.vin === p.vin);
      row(
        w,
        ic,
        [
          [String(k + 1)],
          [p.type === "lessor" ? "Lessor" : "Lienholder"],
          [p.name, ...addressLines(p.address, rng, false)],
          [loanPrinted ? (p.loanNumber ?? "") : ""],
        ],
        {},
        { pad: 4 },
      );
    }
  }
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  footer(w, g, rng, `${rng.int(50, 59)}-${rng.int(1000, 9999)}`);
  truth.carrier.naicCode = null;
  return { truth, variant: topNumber ? "farmers-auto+number-top" : "farmers-auto", title };
};

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const title = fill(rng.pick(TIERED.homeTitle[condo ? "condo" : "home"]), { brand: g.extras.brand });
  const dates: DateStyle = rng.pick(["m/d/yyyy", "mm/dd/yyyy"]);
  const d = (s: string) => `${formatDate(s, dates)} 12:01 AM`;
  band(w, g, title);
  const kvX = 86;
  const feeTotal = L.inFees.reduce((s, f) => s + f.amount, 0);
  sideBySide(
    w,
    0.5,
    (ww) => {
      ww.kv(rng.pick(TIERED.policyNo), [t.policyNumber], kvX, { bold: true }, { bold: true });
      ww.kv(rng.pick(TIERED.effective), [d(t.effectiveDate)], kvX);
      ww.kv(rng.pick(TIERED.expiration), [d(t.expirationDate)], kvX);
      ww.kv(
        rng.pick(TIERED.named),
        [...t.insureds.map((_, i) => personName(g, i, "first-last", false)), ...addressLines(t.address, rng, false)],
        kvX,
      );
      ww.kv(rng.pick(TIERED.propertyInsured), addressLines(premises, rng, false), kvX);
      ww.kv(rng.pick(TIERED.underwritten), [t.carrier.name], kvX);
    },
    (ww) => {
      ww.line(rng.pick(TIERED.homePremiums), { bold: true, size: ww.size * 1.3 });
      hrule(ww, 0.4, 3);
      const pc: Col[] = [
        { at: 0, width: 0.68 },
        { at: 0.7, width: 0.3, align: "r" },
      ];
      if (L.inFees.length) {
        row(ww, pc, [[rng.pick(TIERED.basePremium)], [money(L.base)]]);
        row(ww, pc, [[rng.pick(TIERED.feesLine)], [money(feeTotal)]]);
        row(ww, pc, [[rng.pick(TIERED.premiumAndFees)], [money(L.total)]], { bold: true, size: ww.size * 1.1 });
      } else row(ww, pc, [["Policy Premium"], [money(L.total)]], { bold: true, size: ww.size * 1.1 });
      ww.gap();
      ww.paragraph(fill(rng.pick(TIERED.savings), { x: money(rng.int(5000, 60000)) }), { bold: true });
      for (const f of L.outFees) ww.paragraph(`*${f.label}: ${money(f.amount)} per installment, billed separately`);
      const nb = rng.pick(TIERED.notBill);
      if (nb) ww.line(nb, { bold: true });
      hrule(ww, 2, 2);
    },
  );
  w.gap(w.lineHeight);

  w.line(rng.pick(TIERED.description), { bold: true, size: w.size * 1.3 });
  const dc: Col[] = [
    { at: 0, width: 0.16 },
    { at: 0.16, width: 0.34 },
    { at: 0.5, width: 0.2 },
    { at: 0.7, width: 0.14 },
    { at: 0.84, width: 0.16, align: "r" },
  ];
  row(
    w,
    dc,
    TIERED.descCols.map((h) => [h]),
    { bold: true, size: w.size * 0.9 },
    { rule: true },
  );
  row(w, dc, [
    [String(g.extras.yearBuilt)],
    [rng.pick(["Frame", "Masonry", "Frame W/ 0%-33% Masonry Veneer", "Brick Veneer"])],
    [rng.pick(["Composition Shingle", "Tile", "Metal", "Other Material Type"])],
    [condo ? String(rng.int(4, 120)) : "1"],
    ["Owner Occupied", "(Primary Res.)"],
  ]);
  w.gap();

  const scheme = rng.int(0, 2);
  const cov = (code: string) => t.coverages.find((c) => c.code === code);
  const label = (code: keyof typeof TIERED.homeCov) =>
    code === "DWELLING" && condo ? TIERED.condoA[scheme] : TIERED.homeCov[code][scheme];
  const limitCol = rng.pick(TIERED.limitCol);
  const tc: Col[] = [
    { at: 0, width: 0.64 },
    { at: 0.64, width: 0.36, align: "r" },
  ];
  /** A small Coverage | Limit table; each entry may carry a sub-line ("Extended Replacement Cost"). */
  const mini = (codes: (keyof typeof TIERED.homeCov)[]) => (ww: Writer) => {
    row(ww, tc, [["Coverage"], [limitCol]], { bold: true }, { rule: true });
    for (const code of codes) {
      const c = cov(code);
      const names: string[] = [label(code)];
      const values: string[] = [];
      if (c) values.push(dollars(c.limitPerAccident!));
      else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) values.push(rng.pick(TIERED.als));
      else continue;
      if (code === "DWELLING" && !condo && rng.chance(0.5)) {
        const pct = rng.pick([20, 25, 50]);
        names.push(`  Extended Replacement Cost`);
        values.push(`${pct}% (${dollars(Math.round((c!.limitPerAccident! * pct) / 100))})`);
      }
      if (code === "PERSONAL_PROPERTY" && rng.chance(0.5)) {
        names.push("  Contents Replacement Coverage");
        values.push("Covered");
      }
      if (code === "PERSONAL_LIABILITY" && rng.chance(0.5)) {
        names.push("  Personal Injury");
        values.push("Covered");
      }
      row(ww, tc, [names, values], {}, { rule: true, pad: 3 });
    }
  };
  w.line(rng.pick(TIERED.propertyHead), { bold: true, size: w.size * 1.3 });
  sideBySide(w, 0.5, mini(["DWELLING", "OTHER_STRUCTURES"]), mini(["PERSONAL_PROPERTY", "LOSS_OF_USE"]));
  w.gap();
  w.line(rng.pick(TIERED.liabilityHead), { bold: true, size: w.size * 1.3 });
  sideBySide(w, 0.5, mini(["PERSONAL_LIABILITY"]), mini(["MEDICAL_PAYMENTS"]));
  w.gap();

  w.line(rng.pick(TIERED.deductibleHead), { bold: true, size: w.size * 1.3 });
  const dd: Col[] = [
    { at: 0, width: 0.5 },
    { at: 0.5, width: 0.3, align: "r" },
  ];
  row(w, dd, [["Deductible"], ["Amount"]], { bold: true }, { rule: true });
  row(w, dd, [[rng.pick(TIERED.deductibleLine)], [dollars(dwelling.deductible!)]]);
  if (g.extras.windHailPercent)
    row(w, dd, [[rng.pick(TIERED.windHail)], [`${g.extras.windHailPercent}% of Coverage A`]]);
  w.gap();

  if (g.extras.optional.length) {
    w.line(rng.pick(TIERED.optionalHead), { bold: true, size: w.size * 1.3 });
    const oc: Col[] = [
      { at: 0, width: 0.5 },
      { at: 0.5, width: 0.28, align: "r" },
      { at: 0.8, width: 0.2, align: "r" },
    ];
    row(w, oc, [["Coverage"], [limitCol], ["Premium"]], { bold: true }, { rule: true });
    g.extras.optional.forEach((o, j) => row(w, oc, [[o.label], [o.limit], [money(L.optional[j][0])]]));
    w.gap();
  }

  const loanPrinted = rng.chance(0.7);
  if (t.thirdParties.length) {
    w.line(rng.pick(TIERED.mortgagee), { bold: true, size: w.size * 1.3 });
    const mc: Col[] = [
      { at: 0, width: 0.2 },
      { at: 0.2, width: 0.5 },
      { at: 0.72, width: 0.28 },
    ];
    row(
      w,
      mc,
      [["Position"], ["Name and Address"], [loanPrinted ? rng.pick(TIERED.loan) : ""]],
      { bold: true },
      {
        rule: true,
      },
    );
    t.thirdParties.forEach((p, i) =>
      row(
        w,
        mc,
        [
          [i === 0 ? "First Mortgagee" : "Second Mortgagee"],
          [p.name, ...addressLines(p.address, rng, false)],
          [loanPrinted ? (p.loanNumber ?? "") : ""],
        ],
        {},
        { pad: 4 },
      ),
    );
  }
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  footer(w, g, rng, `${rng.int(50, 59)}-${rng.int(1000, 9999)}`);
  truth.carrier.naicCode = null;
  return { truth, variant: condo ? "farmers-condo" : "farmers-home", title };
};

export const tieredPremiums: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
