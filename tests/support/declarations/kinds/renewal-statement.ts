import { makeVin, type GeneratedPolicy, type TruthCoverage } from "../policy";
import type { Rng } from "../random";
import { MAKES, MORTGAGEES, PLACES, STREET_NAMES } from "../reference-data";
import type { TextStyle, Writer } from "../typeset";
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
  row,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  money,
} from "./common";
import { dateText, fill, pickDateStyle, priorTerm, sectionBar, type AnyDateStyle } from "./forms";

// Imitates renewal statements (Nationwide's and Progressive's renewal packets, Travelers' and
// Erie's "Renewal Declarations" with a "What's changed" panel): a title over three columns (the
// policyholder, the policy with its renewal term beside the expiring term, the agent with a
// payment plan), then a "Changes from your last policy" box whose "last policy" column holds old
// limits, deductibles, addresses and last year's premium next to the new ones, then the coverage
// table turned sideways: coverages as columns, vehicles as rows, each vehicle with its own
// "Deductible" and "Premium" rows, split limits written "$250,000 each person" over "$500,000
// each accident". Lenders are footnotes: a mark after the vehicle (or the premises) and the
// "Additional interests" list at the bottom. The home page turns Coverages A-F into columns with
// "Limit", "Deductible" and "Premium" rows.

export const RENEWAL = {
  autoTitle: ["Your Auto Policy Renewal", "Renewal Declarations - Personal Auto", "Auto Renewal Statement"],
  homeTitle: {
    home: ["Your Homeowners Policy Renewal", "Renewal Declarations - Homeowners", "Homeowners Renewal Statement"],
    condo: ["Your Condominium Policy Renewal", "Renewal Declarations - Condo Unit Owners", "Condo Renewal Statement"],
  },
  intro: [
    "Thank you for renewing with {brand}. Your policy renews automatically on the date below; review the changes and call your agent with any questions.",
    "This statement shows your coverage for the new term and what changed since your last policy.",
    "We're glad you're staying with us. Here is your renewal, effective {eff}.",
  ],
  policyholder: ["Policyholder", "Named insured(s)", "Insured"],
  policyHead: ["Your policy", "Policy information", "Policy details"],
  agentHead: ["Your agent", "Agent / service", "Questions? Contact"],
  number: ["Policy number", "Policy no.", "Policy #"],
  renewalTerm: ["Renewal term", "New policy period", "Policy period"],
  expiringTerm: ["Expiring term", "Current term", "Prior policy period"],
  statementDate: ["Statement date", "Date prepared", "Mailed"],
  company: ["Company", "Insurer", "Underwritten by"],
  naic: ["NAIC", "NAIC code", "NAIC #"],
  plan: ["Payment plan", "Your bill plan", "Billing"],
  planValue: [
    "{n} installments of {x}; first due {date}",
    "Monthly: {x} beginning {date}",
    "{n}-pay plan, {x} per installment",
  ],
  changesHead: ["Changes from your last policy", "What's changed at renewal", "Summary of changes"],
  changeCols: [
    ["Item", "Last policy", "This renewal"],
    ["What changed", "Was", "Now"],
    ["Change", "Expiring", "Renewal"],
  ],
  premiumChange: ["Total premium", "Policy premium", "Premium for the term"],
  limitChange: ["{cov} limits", "{cov}"],
  dedChange: ["{cov} deductible - {veh}", "{veh}: {cov} deductible"],
  address: ["Mailing address", "Mailing address on file"],
  vehAdded: ["Vehicle added", "Vehicle added to policy"],
  vehRemoved: ["Vehicle removed", "Vehicle deleted"],
  driverAdded: ["Driver added", "Household driver added"],
  discount: ["Multi-policy discount", "Paperless discount", "Safe driver discount"],
  discountValues: [
    ["Not applied", "Applied"],
    ["No", "Yes"],
  ],
  none: ["None", "--", "Not listed"],
  tableHead: ["Coverages and premiums by vehicle", "Your coverage, vehicle by vehicle", "Coverage schedule"],
  tableNote: [
    "Coverage applies only where a limit and a premium are shown for the vehicle.",
    "Each vehicle's deductibles and premiums are shown on the rows under it.",
    "",
  ],
  rows: {
    limits: ["Limits", "Limit"],
    deductible: ["Deductible", "Deductibles", "Ded."],
    premium: ["Premium", "Cost", "Term premium"],
  },
  vehicleWord: ["Vehicle {n}", "Veh {n}", "#{n}"],
  vin: ["VIN", "VIN:", "ID"],
  heads: {
    BI: [
      ["Bodily Injury", "Liability"],
      ["Liability to others", "Bodily injury"],
    ],
    PD: [
      ["Property Damage", "Liability"],
      ["Liability to others", "Property damage"],
    ],
    CSL: [
      ["Liability", "Single limit"],
      ["Combined BI/PD", "Liability"],
    ],
    UMBI: [
      ["Uninsured", "Motorists BI"],
      ["Uninsured motorist", "Bodily injury"],
    ],
    UIMBI: [
      ["Underinsured", "Motorists BI"],
      ["Underinsured motorist", "Bodily injury"],
    ],
    UMPD: [
      ["Uninsured", "Motorists PD"],
      ["Uninsured motorist", "Property damage"],
    ],
    MEDPAY: [
      ["Medical", "Payments"],
      ["Medical payments", "Each person"],
    ],
    COMP: [
      ["Comprehensive", "(Other than coll.)"],
      ["Comprehensive", "Physical damage"],
    ],
    COLL: [
      ["Collision", ""],
      ["Collision", "Physical damage"],
    ],
  } as Record<string, [string, string][]>,
  liabilitySubtotal: [
    ["Liability", "subtotal"],
    ["Liability", "premium"],
  ],
  totalHead: [
    ["Vehicle", "Total"],
    ["Premium", "by vehicle"],
  ],
  each: [
    ["each person", "each accident"],
    ["per person", "per accident"],
    ["ea. person", "ea. accident"],
  ],
  occurrence: ["each accident", "per accident", "each occurrence"],
  acv: ["ACV", "Actual cash value", "See deductible"],
  notCarried: ["Not carried", "--", "Declined"],
  noDed: ["", "--", "None"],
  otherCoverages: ["Other coverages on this policy", "Added coverages", "Endorsements"],
  totalLine: ["Total {term} premium", "Renewal premium for the term", "Total policy premium"],
  termWords: { 6: ["6-month", "six-month"], 12: ["12-month", "annual"] },
  feeLine: ["{label} (included above)", "Includes {label}"],
  outFee: ["{label}: {x} per installment, billed separately", "{label} of {x} is not part of the premium"],
  interestsHead: ["Additional interests", "Lienholders and lessors", "Interested parties"],
  homeInterestsHead: ["Additional interests", "Mortgagee(s)", "Interested parties"],
  lien: ["Lienholder", "Loss payee", "Lienholder/loss payee"],
  lessor: ["Lessor", "Lessor (additional insured)"],
  mortgagee: ["First mortgagee", "Mortgagee"],
  second: ["Second mortgagee", "2nd mortgagee"],
  loan: ["Loan no.", "Loan number", "Account"],
  marks: [
    ["¹", "²", "³"],
    ["*", "**", "***"],
    ["(a)", "(b)", "(c)"],
  ],
  marketing: [
    "Did you know? Bundling home and auto with {brand} can save up to 20%.",
    "Manage your policy, pay your bill and get ID cards in the {brand} mobile app.",
    "Add roadside assistance for less than $2 a month. Ask your agent.",
    "Refer a friend and get a thank-you card from {brand}.",
  ],
  formId: ["RS-{n} (0{m}/24)", "Form AR {n} ({m}-23)", "Renewal stmt {n}"],
  // Home
  premisesHead: ["Residence premises", "Insured location", "Location of property"],
  built: ["Year built", "Constructed"],
  form: ["Policy form", "Form"],
  homeHeads: {
    DWELLING: [
      ["Coverage A", "Dwelling"],
      ["A", "Dwelling"],
    ],
    OTHER_STRUCTURES: [
      ["Coverage B", "Other structures"],
      ["B", "Other structures"],
    ],
    PERSONAL_PROPERTY: [
      ["Coverage C", "Personal property"],
      ["C", "Your belongings"],
    ],
    LOSS_OF_USE: [
      ["Coverage D", "Loss of use"],
      ["D", "Living expenses"],
    ],
    PERSONAL_LIABILITY: [
      ["Coverage E", "Liability"],
      ["E", "Personal liability"],
    ],
    MEDICAL_PAYMENTS: [
      ["Coverage F", "Medical pay"],
      ["F", "Guest medical"],
    ],
  } as Record<string, [string, string][]>,
  condoA: [
    ["Coverage A", "Building items"],
    ["A", "Unit improvements"],
  ],
  homeTableHead: ["Your coverages for the renewal term", "Coverage summary", "Property and liability coverages"],
  als: ["Actual loss", "ALS"],
  windHail: ["Wind/hail {pct}%", "{pct}% wind/hail"],
  perOccurrence: ["each occurrence", "per occurrence"],
  perPerson: ["each person", "per person"],
  covA: ["Coverage A", "Dwelling"],
  covC: ["Coverage C", "Personal property"],
  inflation: ["(inflation guard)", "(adjusted for building costs)", ""],
  dedHome: ["All perils deductible", "Deductible"],
  mortgageeChange: ["Mortgagee", "Lender"],
};

/** A different figure from `n` for the "last policy" column: never the truth's own value. */
function older(n: number, rng: Rng, step: number, pcts = [0.03, 0.05, 0.08, -0.04]): number {
  const x = Math.round(n / (1 + rng.pick(pcts)) / step) * step;
  return x === n ? n - step : x;
}

/** An address the insured lived at before: a street in a real city, never the current one. */
function oldAddress(rng: Rng): string {
  const p = rng.pick(PLACES);
  return `${rng.int(10, 9999)} ${rng.pick(STREET_NAMES)} ${rng.pick(["Dr", "Ln", "Ct", "Rd"])}, ${p.city}, ${p.state} ${p.zips[0]}`;
}

/** Top band: the title, then policyholder / policy / agent in three columns. */
function band(
  w: Writer,
  g: GeneratedPolicy,
  rng: Rng,
  title: string,
  d: (iso: string) => string,
  L: Ledger,
  naic: boolean,
): void {
  const t = g.truth;
  const x = g.extras;
  const small = w.size * 0.85;
  w.line(x.brand, { bold: true, size: w.size * 1.7 });
  for (const l of carrierAddress(rng)) w.line(l, { size: w.size * 0.72 });
  w.gap(w.lineHeight * 0.4);
  hrule(w, 1.4, 4);
  w.line(title, { bold: true, size: w.size * 1.45 });
  w.paragraph(fill(rng.pick(RENEWAL.intro), { brand: x.brand, eff: d(t.effectiveDate) }), { size: small });
  w.gap(w.lineHeight * 0.4);
  const upper = rng.chance(0.35);
  const [from, to] = priorTerm(t.effectiveDate, x.termMonths);
  const office = addressLines(officeAddress(rng), rng, false);
  const n = x.termMonths === 6 ? 6 : rng.pick([10, 12]);
  const plan = fill(rng.pick(RENEWAL.planValue), {
    n: String(n),
    x: money(Math.round(L.total / n) + (L.outFees[0]?.amount ?? 0)),
    date: d(t.effectiveDate),
  });
  const head = { bold: true };
  const cap = { size: w.size * 0.75 };
  w.columns(
    [
      (ww) => {
        ww.line(rng.pick(RENEWAL.policyholder), head);
        for (const l of [
          ...t.insureds.map((_, i) => personName(g, i, "first-last", upper)),
          ...addressLines(t.address, rng, upper),
        ])
          ww.line(l);
      },
      (ww) => {
        ww.line(rng.pick(RENEWAL.policyHead), head);
        const kv = (k: string, v: string, style: TextStyle = {}) => {
          ww.line(k, cap);
          ww.paragraph(v, style);
        };
        kv(rng.pick(RENEWAL.number), t.policyNumber, { bold: true });
        kv(rng.pick(RENEWAL.renewalTerm), `${d(t.effectiveDate)} - ${d(t.expirationDate)}`);
        if (rng.chance(0.7)) kv(rng.pick(RENEWAL.expiringTerm), `${d(from)} - ${d(to)}`);
        kv(rng.pick(RENEWAL.company), `${t.carrier.name}${naic ? ` (${rng.pick(RENEWAL.naic)} ${x.naicCode})` : ""}`);
        if (rng.chance(0.6)) kv(rng.pick(RENEWAL.statementDate), d(x.issueDate));
      },
      (ww) => {
        ww.line(rng.pick(RENEWAL.agentHead), head);
        for (const l of [x.agent.name, x.agent.agency, ...office, x.agent.phone]) ww.line(l, { size: small });
        ww.gap(ww.lineHeight * 0.3);
        ww.line(rng.pick(RENEWAL.plan), cap);
        ww.paragraph(plan, { size: small });
      },
    ],
    14,
  );
  w.gap(w.lineHeight * 0.6);
}

/** The changes box: a three-column table of item / last policy / this renewal inside a frame. */
function changesBox(w: Writer, rng: Rng, rows: [string, string, string][]): void {
  if (!rows.length) return;
  const cols: Col[] = [
    { at: 0.01, width: 0.4 },
    { at: 0.42, width: 0.28 },
    { at: 0.71, width: 0.28 },
  ];
  w.ensure(w.lineHeight * (rows.length + 3));
  const top = w.y;
  const page = w.page;
  w.gap(3);
  w.line(` ${rng.pick(RENEWAL.changesHead)}`, { bold: true, size: w.size * 1.1 });
  row(
    w,
    cols,
    rng.pick(RENEWAL.changeCols).map((h) => [h]),
    { bold: true, size: w.size * 0.85 },
    { rule: true },
  );
  for (const r of rows)
    row(
      w,
      cols,
      r.map((c) => [c]),
      {},
      { pad: 2 },
    );
  w.gap(3);
  if (w.page === page) page.rects.push({ x: w.left - 2, y: top, w: w.right - w.left + 4, h: w.y - top });
  w.gap(w.lineHeight * 0.6);
}

interface TableColumn {
  head: [string, string];
  weight: number;
  /** Limit lines for the column: on the shared limits row, or per vehicle when `limitFor` is set. */
  limit: string[];
  limitFor?: (k: number) => string[];
  deductible: ((k: number) => string) | null;
  premium: (k: number) => string;
}

/** Coverages as columns, vehicles as row groups: a vehicle line, then limits, deductible and premium rows. */
function vehicleTable(
  w: Writer,
  columns: TableColumn[],
  vehicleLabels: string[],
  limitsOnce: boolean,
  labels: { limits: string; deductible: string; premium: string },
): void {
  const first = 0.13;
  const total = columns.reduce((s, c) => s + c.weight, 0);
  let at = first;
  const cols: Col[] = [{ at: 0, width: first }];
  for (const c of columns) {
    const width = ((1 - first) * c.weight) / total;
    cols.push({ at, width, align: "r" });
    at += width;
  }
  // The cell font shrinks until the longest limit line fits its column (two lines, not four).
  const span = w.right - w.left;
  let size = w.size * 0.85;
  columns.forEach((c, i) => {
    for (const l of c.limit) {
      const room = cols[i + 1].width * span - 5;
      const need = w.width_(l, { size });
      if (need > room) size = Math.max(w.size * 0.6, (size * room) / need);
    }
  });
  const cell = { size };
  const hs = { bold: true, size: Math.min(size, w.size * 0.8) };
  const withDed = columns.some((c) => c.deductible);
  w.ensure(w.lineHeight * 10);
  row(w, cols, [[""], ...columns.map((c) => [c.head[0]])], hs, { pad: 0 });
  row(w, cols, [[""], ...columns.map((c) => [c.head[1]])], hs, { rule: true });
  const limitsRow = (k: number | null) =>
    row(w, cols, [[labels.limits], ...columns.map((c) => (k !== null && c.limitFor ? c.limitFor(k) : c.limit))], cell, {
      pad: 3,
    });
  if (limitsOnce) {
    limitsRow(null);
    hrule(w, 0.4, 2);
  }
  vehicleLabels.forEach((label, k) => {
    w.ensure(size * 1.3 * 7);
    w.line(label, { bold: true, size: w.size * 0.9 });
    if (!limitsOnce) limitsRow(k);
    if (withDed)
      row(w, cols, [[labels.deductible], ...columns.map((c) => [c.deductible ? c.deductible(k) : ""])], cell);
    row(w, cols, [[labels.premium], ...columns.map((c) => [c.premium(k)])], cell, { rule: true });
  });
}

const auto: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const ds: AnyDateStyle = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const title = rng.pick(RENEWAL.autoTitle);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = rng.chance(0.6);
  band(w, g, rng, title, d, L, naic);

  // What changed: every "last policy" value is made to differ from this term's.
  const changes: [string, string, string][] = [];
  const oldPremium = older(L.total, rng, 1, [0.04, 0.07, 0.11, -0.05]);
  changes.push([rng.pick(RENEWAL.premiumChange), money(oldPremium), money(L.total)]);
  const bi = t.coverages.find((c) => c.code === "BI");
  if (bi && rng.chance(0.5)) {
    const options = [
      [25000, 50000],
      [50000, 100000],
      [100000, 300000],
      [250000, 500000],
    ].filter(([a, b]) => a !== bi.limitPerPerson || b !== bi.limitPerAccident);
    const [a, b] = rng.pick(options);
    changes.push([
      fill(rng.pick(RENEWAL.limitChange), { cov: "Bodily injury" }),
      `${dollars(a)}/${dollars(b)}`,
      `${dollars(bi.limitPerPerson!)}/${dollars(bi.limitPerAccident!)}`,
    ]);
  }
  const coll = t.coverages.filter((c) => c.code === "COLL");
  if (coll.length && rng.chance(0.5)) {
    const c = rng.pick(coll);
    const k = vehicles.findIndex((v) => v.vin === c.vin);
    const was = rng.pick([250, 500, 1000, 1500].filter((x) => x !== c.deductible));
    changes.push([
      fill(rng.pick(RENEWAL.dedChange), { cov: "Collision", veh: `${vehicles[k].year} ${vehicles[k].make}` }),
      dollars(was),
      dollars(c.deductible!),
    ]);
  }
  if (rng.chance(0.35)) {
    const info = rng.pick(MAKES);
    const [model, lo, hi] = rng.pick(info.models);
    const year = rng.int(Math.max(lo, 2010), Math.min(hi, 2022));
    const vin = rng.chance(0.4) ? ` ${makeVin(rng, rng.pick(info.wmis), year)}` : "";
    changes.push([rng.pick(RENEWAL.vehRemoved), `${year} ${info.make} ${model}${vin}`, rng.pick(RENEWAL.none)]);
  } else if (vehicles.length > 1 && rng.chance(0.4)) {
    const v = vehicles[vehicles.length - 1];
    changes.push([rng.pick(RENEWAL.vehAdded), rng.pick(RENEWAL.none), `${v.year} ${v.make} ${v.model}`]);
  }
  if (rng.chance(0.25))
    changes.push([rng.pick(RENEWAL.address), oldAddress(rng), addressLines(t.address, rng, false).join(", ")]);
  if (g.extras.drivers.length > t.insureds.length && rng.chance(0.5))
    changes.push([
      rng.pick(RENEWAL.driverAdded),
      rng.pick(RENEWAL.none),
      g.extras.drivers[g.extras.drivers.length - 1],
    ]);
  if (rng.chance(0.3)) {
    const [a, b] = rng.pick(RENEWAL.discountValues);
    changes.push([rng.pick(RENEWAL.discount), a, b]);
  }
  changesBox(w, rng, [changes[0], ...rng.shuffle(changes.slice(1))]);

  // The sideways coverage table.
  w.line(rng.pick(RENEWAL.tableHead), { bold: true, size: w.size * 1.15 });
  const note = rng.pick(RENEWAL.tableNote);
  if (note) w.line(note, { size: w.size * 0.78 });
  const scheme = rng.int(0, 1);
  const [eachP, eachA] = rng.pick(RENEWAL.each);
  const occ = rng.pick(RENEWAL.occurrence);
  const notCarried = rng.pick(RENEWAL.notCarried);
  const noDed = rng.pick(RENEWAL.noDed);
  const acv = rng.pick(RENEWAL.acv);
  const share = (c: TruthCoverage, k: number) => money(L.coverage.get(c)![k]);
  const marks = rng.pick(RENEWAL.marks);
  const vehWord = rng.pick(RENEWAL.vehicleWord);
  const vinWord = rng.pick(RENEWAL.vin);
  const withTrim = rng.chance(0.5);
  const lienIndex = new Map(t.thirdParties.map((p, i) => [p.vin, i]));
  const labelOf = (k: number) => {
    const v = vehicles[k];
    const i = lienIndex.get(v.vin);
    const mark = i === undefined ? "" : ` ${marks[i]}`;
    return `${fill(vehWord, { n: String(k + 1) })}  ${v.year} ${v.make} ${v.model}${withTrim && v.trim ? ` ${v.trim}` : ""}   ${vinWord} ${v.vin}${mark}`;
  };
  const liability: TableColumn[] = t.coverages
    .filter((c) => !c.vin)
    .map((c) => {
      const limit =
        c.limitPerPerson !== null && c.limitPerAccident !== null
          ? [`${dollars(c.limitPerPerson)} ${eachP}`, `${dollars(c.limitPerAccident)} ${eachA}`]
          : [`${dollars(c.limitPerAccident!)} ${c.code === "MEDPAY" ? eachP : occ}`];
      return {
        head: RENEWAL.heads[c.code][scheme],
        weight: limit.length > 1 || c.code === "CSL" ? 1.5 : 1.15,
        limit,
        deductible: c.deductible !== null ? () => dollars(c.deductible!) : null,
        premium: (k: number) => share(c, k),
      };
    });
  const damage: TableColumn[] = (["COMP", "COLL"] as const).flatMap((code) => {
    const per = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin));
    if (!per.some(Boolean)) return [];
    return [
      {
        head: RENEWAL.heads[code][scheme],
        weight: 1,
        limit: [acv],
        limitFor: (k: number) => [per[k] ? acv : notCarried],
        deductible: (k: number) => (per[k] ? dollars(per[k]!.deductible!) : notCarried),
        premium: (k: number) => (per[k] ? share(per[k]!, k) : noDed),
      },
    ];
  });
  const totalCol: TableColumn = {
    head: rng.pick(RENEWAL.totalHead) as [string, string],
    weight: 1.05,
    limit: [""],
    deductible: null,
    premium: (k) => money(L.vehicleTotals[k]),
  };
  const labels = {
    limits: rng.pick(RENEWAL.rows.limits),
    deductible: rng.pick(RENEWAL.rows.deductible),
    premium: rng.pick(RENEWAL.rows.premium),
  };
  const limitsOnce = rng.chance(0.55);
  const vehicleLabels = vehicles.map((_, k) => labelOf(k));
  const all = [...liability, ...damage, totalCol];
  const twoTables = all.length > 7 || (all.length > 6 && rng.chance(0.5));
  if (!twoTables) vehicleTable(w, all, vehicleLabels, limitsOnce, labels);
  else {
    // Too many columns for one table: liability first, then physical damage with the totals.
    const liabilityTotal: TableColumn = {
      ...totalCol,
      head: rng.pick(RENEWAL.liabilitySubtotal) as [string, string],
      premium: (k) => money(t.coverages.filter((c) => !c.vin).reduce((s, c) => s + L.coverage.get(c)![k], 0)),
    };
    vehicleTable(w, [...liability, liabilityTotal], vehicleLabels, limitsOnce, labels);
    w.gap(w.lineHeight * 0.5);
    if (damage.length) vehicleTable(w, [...damage, totalCol], vehicleLabels, limitsOnce, labels);
  }
  w.gap(w.lineHeight * 0.4);
  if (g.extras.optional.length) {
    w.line(rng.pick(RENEWAL.otherCoverages), { bold: true });
    g.extras.optional.forEach((o, j) =>
      row(
        w,
        [
          { at: 0, width: 0.4 },
          { at: 0.4, width: 0.3 },
          { at: 0.7, width: 0.3, align: "r" },
        ],
        [[o.label], [o.limit], [L.optional[j].map((x, k) => `${k + 1}: ${money(x)}`).join("  ")]],
        { size: w.size * 0.9 },
      ),
    );
  }
  const term = rng.pick(RENEWAL.termWords[g.extras.termMonths]);
  hrule(w, 1, 3);
  row(
    w,
    [
      { at: 0, width: 0.7 },
      { at: 0.7, width: 0.3, align: "r" },
    ],
    [[fill(rng.pick(RENEWAL.totalLine), { term })], [money(L.total)]],
    { bold: true, size: w.size * 1.1 },
  );
  for (const f of L.inFees)
    w.line(`${fill(rng.pick(RENEWAL.feeLine), { label: f.label })}: ${money(f.amount)}`, { size: w.size * 0.8 });
  for (const f of L.outFees)
    w.line(fill(rng.pick(RENEWAL.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });

  // Lenders as footnotes keyed by the marks after the vehicles.
  if (t.thirdParties.length) {
    w.gap(w.lineHeight * 0.5);
    sectionBar(w, rng.pick(RENEWAL.interestsHead), { bold: true, size: w.size * 0.95 });
    const loanWord = rng.pick(RENEWAL.loan);
    // One word per page for each role, as a printed list keeps its labels.
    const lienWord = rng.pick(RENEWAL.lien);
    const lessorWord = rng.pick(RENEWAL.lessor);
    t.thirdParties.forEach((p, i) => {
      const role = p.type === "lessor" ? lessorWord : lienWord;
      const loan = loanPrinted && p.loanNumber ? `  ${loanWord} ${p.loanNumber}` : "";
      w.paragraph(`${marks[i]} ${role}: ${p.name}, ${addressLines(p.address, rng, false).join(", ")}${loan}`, {
        size: w.size * 0.85,
      });
    });
  }
  footer(w, g, rng);
  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return {
    truth,
    variant: `renewal-auto+${limitsOnce ? "limits-once" : "limits-each"}${twoTables ? "+two-tables" : ""}`,
    title,
  };
};

function footer(w: Writer, g: GeneratedPolicy, rng: Rng): void {
  w.gap(w.lineHeight * 0.8);
  w.paragraph(fill(rng.pick(RENEWAL.marketing), { brand: g.extras.brand }), { size: w.size * 0.8, bold: true });
  w.line(fill(rng.pick(RENEWAL.formId), { n: String(rng.int(100, 999)), m: String(rng.int(1, 9)) }), {
    size: w.size * 0.65,
  });
}

const home: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const condo = t.type === "condo";
  const premises = dwellingAddress(t)!;
  const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
  const ds: AnyDateStyle = pickDateStyle(rng);
  const d = (iso: string) => dateText(iso, ds);
  const title = rng.pick(RENEWAL.homeTitle[condo ? "condo" : "home"]);
  const naic = !!g.extras.naicCode && rng.chance(0.5);
  const loanPrinted = rng.chance(0.7);
  band(w, g, rng, title, d, L, naic);

  const marks = rng.pick(RENEWAL.marks);
  const marked = t.thirdParties.map((_, i) => marks[i]).join(" ");
  w.line(`${rng.pick(RENEWAL.premisesHead)}${marked ? ` ${marked}` : ""}`, { bold: true });
  row(
    w,
    [
      { at: 0, width: 0.56 },
      { at: 0.58, width: 0.2 },
      { at: 0.8, width: 0.2 },
    ],
    [
      [addressLines(premises, rng, false).join(", ")],
      [`${rng.pick(RENEWAL.form)}: ${g.extras.form}`],
      [`${rng.pick(RENEWAL.built)}: ${g.extras.yearBuilt}`],
    ],
  );
  w.gap(w.lineHeight * 0.6);

  // What changed: inflation-adjusted limits, an old deductible, last year's premium, an old lender.
  const changes: [string, string, string][] = [];
  changes.push([
    rng.pick(RENEWAL.premiumChange),
    money(older(L.total, rng, 1, [0.05, 0.09, 0.14, -0.04])),
    money(L.total),
  ]);
  const inflation = rng.pick(RENEWAL.inflation);
  changes.push([
    `${rng.pick(RENEWAL.covA)} ${inflation}`.trim(),
    dollars(older(dwelling.limitPerAccident!, rng, 1000)),
    dollars(dwelling.limitPerAccident!),
  ]);
  const pp = t.coverages.find((c) => c.code === "PERSONAL_PROPERTY");
  if (pp && rng.chance(0.6))
    changes.push([
      rng.pick(RENEWAL.covC),
      dollars(older(pp.limitPerAccident!, rng, 100)),
      dollars(pp.limitPerAccident!),
    ]);
  if (rng.chance(0.35))
    changes.push([
      rng.pick(RENEWAL.dedHome),
      dollars(rng.pick([500, 1000, 2500, 5000].filter((x) => x !== dwelling.deductible))),
      dollars(dwelling.deductible!),
    ]);
  if (t.thirdParties.length && rng.chance(0.25)) {
    const old = rng.pick(MORTGAGEES.filter((m) => !t.thirdParties.some((p) => p.name === m.name)));
    changes.push([rng.pick(RENEWAL.mortgageeChange), old.name, t.thirdParties[0].name]);
  }
  if (rng.chance(0.2))
    changes.push([rng.pick(RENEWAL.address), oldAddress(rng), addressLines(t.address, rng, false).join(", ")]);
  changesBox(w, rng, [changes[0], ...rng.shuffle(changes.slice(1))]);

  // Coverages A-F as columns; Limit, Deductible and Premium as rows.
  w.line(rng.pick(RENEWAL.homeTableHead), { bold: true, size: w.size * 1.15 });
  const scheme = rng.int(0, 1);
  const occ = rng.pick(RENEWAL.perOccurrence);
  const person = rng.pick(RENEWAL.perPerson);
  const columns: { head: [string, string]; limit: string[]; ded: string[]; premium: string }[] = [];
  for (const code of Object.keys(RENEWAL.homeHeads)) {
    const head = code === "DWELLING" && condo ? RENEWAL.condoA[scheme] : RENEWAL.homeHeads[code][scheme];
    const c = t.coverages.find((x) => x.code === code);
    if (!c) {
      if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
        columns.push({ head: head as [string, string], limit: [rng.pick(RENEWAL.als)], ded: [""], premium: "Incl." });
      continue;
    }
    const n = c.limitPerAccident!;
    const limit =
      code === "PERSONAL_LIABILITY"
        ? [dollars(n), occ]
        : code === "MEDICAL_PAYMENTS"
          ? [dollars(n), person]
          : [dollars(n)];
    const ded =
      code === "DWELLING"
        ? [
            dollars(dwelling.deductible!),
            ...(g.extras.windHailPercent
              ? [fill(rng.pick(RENEWAL.windHail), { pct: String(g.extras.windHailPercent) })]
              : []),
          ]
        : [""];
    columns.push({ head: head as [string, string], limit, ded, premium: money(L.coverage.get(c)![0]) });
  }
  const first = 0.14;
  const width = (1 - first) / columns.length;
  const cols: Col[] = [
    { at: 0, width: first },
    ...columns.map((_, i) => ({ at: first + i * width, width, align: "r" as const })),
  ];
  const span = w.right - w.left;
  let size = w.size * 0.9;
  for (const c of columns)
    for (const l of [...c.limit, ...c.ded]) {
      const need = w.width_(l, { size });
      const room = width * span - 5;
      if (need > room) size = Math.max(w.size * 0.6, (size * room) / need);
    }
  const hs = { bold: true, size: Math.min(size, w.size * 0.82) };
  const labels = {
    limits: rng.pick(RENEWAL.rows.limits),
    deductible: rng.pick(RENEWAL.rows.deductible),
    premium: rng.pick(RENEWAL.rows.premium),
  };
  const top = w.y;
  const page = w.page;
  row(w, cols, [[""], ...columns.map((c) => [c.head[0]])], hs, { pad: 0, vlines: true });
  row(w, cols, [[""], ...columns.map((c) => [c.head[1]])], hs, { rule: true, vlines: true });
  row(w, cols, [[labels.limits], ...columns.map((c) => c.limit)], { size }, { rule: true, vlines: true, pad: 3 });
  row(w, cols, [[labels.deductible], ...columns.map((c) => c.ded)], { size }, { rule: true, vlines: true, pad: 3 });
  row(w, cols, [[labels.premium], ...columns.map((c) => [c.premium])], { size }, { vlines: true, pad: 3 });
  if (w.page === page) page.rects.push({ x: w.left - 2, y: top, w: span + 4, h: w.y - top });
  w.gap(w.lineHeight * 0.5);
  if (g.extras.optional.length) {
    w.line(rng.pick(RENEWAL.otherCoverages), { bold: true });
    g.extras.optional.forEach((o, j) =>
      row(
        w,
        [
          { at: 0, width: 0.5 },
          { at: 0.5, width: 0.25 },
          { at: 0.75, width: 0.25, align: "r" },
        ],
        [[o.label], [o.limit], [money(L.optional[j][0])]],
        { size: w.size * 0.9 },
      ),
    );
  }
  const term = rng.pick(RENEWAL.termWords[12]);
  hrule(w, 1, 3);
  row(
    w,
    [
      { at: 0, width: 0.7 },
      { at: 0.7, width: 0.3, align: "r" },
    ],
    [[fill(rng.pick(RENEWAL.totalLine), { term })], [money(L.total)]],
    { bold: true, size: w.size * 1.1 },
  );
  for (const f of L.inFees)
    w.line(`${fill(rng.pick(RENEWAL.feeLine), { label: f.label })}: ${money(f.amount)}`, { size: w.size * 0.8 });
  for (const f of L.outFees)
    w.line(fill(rng.pick(RENEWAL.outFee), { label: f.label, x: money(f.amount) }), { size: w.size * 0.8 });

  if (t.thirdParties.length) {
    w.gap(w.lineHeight * 0.5);
    sectionBar(w, rng.pick(RENEWAL.homeInterestsHead), { bold: true, size: w.size * 0.95 });
    const loanWord = rng.pick(RENEWAL.loan);
    t.thirdParties.forEach((p, i) => {
      const role = rng.pick(i === 0 ? RENEWAL.mortgagee : RENEWAL.second);
      const loan = loanPrinted && p.loanNumber ? `  ${loanWord} ${p.loanNumber}` : "";
      w.paragraph(`${marks[i]} ${role}: ${p.name}, ${addressLines(p.address, rng, false).join(", ")}${loan}`, {
        size: w.size * 0.85,
      });
    });
  }
  footer(w, g, rng);
  if (!naic) truth.carrier.naicCode = null;
  if (!loanPrinted) for (const p of truth.thirdParties) p.loanNumber = null;
  return { truth, variant: condo ? "renewal-condo" : "renewal-home", title };
};

export const renewalStatement: KindFn = (w, g, rng) => (g.truth.type === "auto" ? auto(w, g, rng) : home(w, g, rng));
