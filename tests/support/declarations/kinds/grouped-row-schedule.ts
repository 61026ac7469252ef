import type { TruthCoverage, TruthParty } from "../policy";
import { Writer, type TextStyle } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  putRight,
  vehicleList,
  type KindFn,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { fitWidth, footers } from "./ruled";

// Imitates the wide schedules that rating and policy-admin systems print when a policy has several
// cars (the "Schedule of Vehicles and Coverages" of Safeco's, Travelers' and the regional
// mutuals' landscape declarations, the agency-system "coverage by unit" print): one table whose
// rows come in groups, a group per vehicle, each group a run of sub-rows, one per coverage (or,
// on some pages, one per limit: "Bodily Injury | Each person | $100,000" over "| Each accident |
// $300,000", as Farmers' and Liberty Mutual's two-line limits are set out as rows), closed by the
// vehicle's premium. The group's description is set three ways: in a tall cell at the left that
// runs down beside the group's sub-rows (year, make, model, VIN, and on some pages the lienholder
// with its loan number, so those lines sit on the same baselines as coverage rows), in a boxed
// band across the table above the sub-rows, or only as a unit number repeated on every sub-row
// and keyed to a vehicle list above the table. Liability is repeated in each vehicle's group with
// that car's share of the premium, or given once in a group of its own for all vehicles. Home and
// condo pages group the same way by the policy's sections: Section I with the residence premises
// in its cell, Section II, a deductibles group (the wind/hail percentage with its dollar figure
// beside the all-perils deductible) and optional coverages. Lienholders and mortgagees are in the
// vehicle's group or in an "Additional interests" table grouped the same way (name, address and
// loan number as sub-rows). The agent's block in the heading and the drivers are not interests.
// THE TRUTH: every value the groups print; the wind/hail dollar figure, the agent and the premium
// subtotals are not truth values.

export const GROUPED = {
  title: {
    auto: [
      "SCHEDULE OF VEHICLES AND COVERAGES",
      "Auto Policy Declarations - Coverage by Vehicle",
      "PERSONAL AUTO DECLARATIONS",
      "Vehicle Coverage Schedule",
    ],
    home: ["HOMEOWNERS DECLARATIONS", "Homeowners Policy - Schedule of Coverages", "DECLARATIONS - HOMEOWNERS"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Unit Owners Policy - Schedule of Coverages", "HO-6 DECLARATIONS"],
  } as Record<string, string[]>,
  insured: ["Named Insured", "Named Insured(s)", "Insured"],
  mailing: ["Mailing Address", "Address"],
  policyNo: ["Policy Number", "Policy No.", "Policy"],
  period: ["Policy Period", "Term", "Effective"],
  periodJoin: [" to ", " - ", " thru "],
  company: ["Company", "Issuing Company", "Insurer"],
  naic: ["NAIC", "NAIC #"],
  issued: ["Issued", "Date Prepared", "Run Date"],
  agent: ["Agent", "Producer", "Servicing Agent"],
  agentCode: ["Code", "Agent No.", "Producer Code"],
  premises: ["Residence Premises", "Location", "Insured Location"],
  form: ["Form", "Policy Form"],
  built: ["Built", "Year Built", "Yr Built"],
  schedule: ["COVERAGE SCHEDULE", "Coverages by Vehicle", "SCHEDULE OF COVERAGES", "Coverages, Limits and Premiums"],
  homeSchedule: ["SCHEDULE OF COVERAGES", "Coverages by Section", "COVERAGES AND LIMITS"],
  lead: [
    "Coverage applies only where a limit or deductible and a premium are shown for the unit.",
    "Each vehicle's coverages are listed under it; limits apply to each vehicle.",
    "",
  ],
  heads: {
    unit: ["Vehicle", "Unit / Description", "Described Auto"],
    section: ["Section", "Part", "Coverage Part"],
    key: ["Unit", "Veh", "#"],
    homeKey: ["Sec", "Part", "Grp"],
    coverage: ["Coverage", "Coverages", "Description"],
    limits: ["Limits", "Limits of Liability", "Limit"],
    basis: ["Limit Type", "Applies", "Basis"],
    amount: ["Amount", "Limit / Ded.", "Amount"],
    ded: ["Deductible", "Ded.", "Deductible"],
    premium: ["Premium", "Term Premium", "Prem."],
  },
  names: {
    BI: ["Bodily Injury", "Bodily Injury Liability", "BI Liability"],
    PD: ["Property Damage", "Property Damage Liability", "PD Liability"],
    CSL: ["Combined Single Limit", "Liability - CSL", "Single Limit Liability"],
    UMBI: ["Uninsured Motorist BI", "Uninsured Motorists", "UM Bodily Injury"],
    UIMBI: ["Underinsured Motorist BI", "Underinsured Motorists", "UIM Bodily Injury"],
    UMPD: ["Uninsured Motorist PD", "UM Property Damage", "UMPD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical Payments"],
    COMP: ["Comprehensive", "Other Than Collision", "Comp"],
    COLL: ["Collision", "Collision", "Coll"],
    DWELLING: ["A - Dwelling", "Coverage A Dwelling", "Dwelling"],
    CONDO_A: ["A - Building Property", "Coverage A Unit", "Building Property"],
    OTHER_STRUCTURES: ["B - Other Structures", "Coverage B Other Structures", "Other Structures"],
    PERSONAL_PROPERTY: ["C - Personal Property", "Coverage C Personal Property", "Personal Property"],
    LOSS_OF_USE: ["D - Loss of Use", "Coverage D Loss of Use", "Loss of Use"],
    PERSONAL_LIABILITY: ["E - Personal Liability", "Coverage E Personal Liability", "Personal Liability"],
    MEDICAL_PAYMENTS: ["F - Medical Payments", "Coverage F Medical Payments", "Medical Payments to Others"],
  } as Record<string, string[]>,
  basis: {
    person: ["Each person", "Per person", "Ea person"],
    accident: ["Each accident", "Per accident", "Ea accident"],
    occurrence: ["Each occurrence", "Per occurrence", "Ea occurrence"],
    limit: ["Limit", "Amount of insurance", "Limit"],
    ded: ["Deductible", "Deductible", "Ded"],
  },
  acv: ["ACV", "Actual cash value", ""],
  als: ["Actual loss sustained", "ALS"],
  each: { person: ["each person", "per person"], accident: ["each accident", "per accident"] },
  vehWord: ["Vehicle {n}", "Veh {n}", "Unit {n}", "Auto {n}"],
  vin: ["VIN", "VIN:", "Serial"],
  allVehicles: [["All vehicles"], ["Policy coverages", "(all vehicles)"], ["Applies to all", "vehicles"]],
  allKey: ["ALL", "P", "0"],
  vehicleList: ["Vehicles", "Described Vehicles", "UNITS"],
  vehicleHead: [
    ["Unit", "Year", "Make", "Model", "VIN"],
    ["Veh", "Yr", "Make", "Model / Trim", "Vehicle ID"],
  ],
  groupTotal: ["{unit} premium", "Total {unit}", "{unit} subtotal"],
  policyTotal: ["Policy coverages premium", "Total all-vehicle coverages", "Subtotal"],
  section1: ["SECTION I", "Section I - Property", "PROPERTY"],
  section2: ["SECTION II", "Section II - Liability", "LIABILITY"],
  dedGroup: ["DEDUCTIBLES", "Deductibles", "Section I Deductibles"],
  optGroup: ["OPTIONAL COVERAGES", "Endorsements", "Additional Coverages"],
  homeKeys: { s1: ["I", "S1", "1"], s2: ["II", "S2", "2"], ded: ["D", "DED", "3"], opt: ["E", "OPT", "4"] },
  aop: ["All other perils", "All perils", "AOP deductible"],
  wind: ["Windstorm or hail", "Wind/hail", "Wind/hail deductible"],
  windValue: ["{p}% of Cov A ({x})", "{p}% ({x})"],
  interestsHead: {
    auto: ["ADDITIONAL INTERESTS", "Lienholders and Lessors", "Loss Payees"],
    home: ["MORTGAGEES", "Additional Interests", "Mortgagee / Loss Payee"],
  },
  role: {
    lienholder: ["Lienholder", "Loss Payee", "Lienholder / Loss Payee"],
    lessor: ["Lessor", "Lessor - Addl Insured"],
    mortgagee: ["First Mortgagee", "Mortgagee"],
    second: ["Second Mortgagee", "2nd Mortgagee"],
  },
  interestHeads: [
    ["Item", "Detail"],
    ["Field", "Information"],
  ],
  field: {
    name: ["Name", "Interest"],
    address: ["Address", "Mailing address"],
    loan: ["Loan No.", "Loan #", "Account"],
  },
  premiumBase: ["Total of coverage premiums", "Premium", "Coverage premium"],
  total: ["TOTAL POLICY PREMIUM", "Total Premium", "Total Term Premium"],
  outFee: ["{label} of {x} per installment is not included above.", "{label}: {x} (billed separately)"],
  drivers: ["Drivers", "Operators", "Rated drivers"],
  cont: ["Policy {n} - continued", "{n} (continued)", "Schedule continued - Policy {n}"],
  formId: ["SCH-V 02 (09/23)", "DEC-G 11 (04/22)", "Form 7720 (01/24)", "HS-14 ED 06 21"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
};

// ---------------------------------------------------------------- the grouped table

type Arrangement = "span" | "band" | "key";

interface SubRow {
  cells: string[][];
  bold?: boolean;
}

interface Group {
  /** The group's description: the tall cell (span), the band's lines (band). */
  label: string[];
  /** The unit number printed on every sub-row (key). */
  key: string;
  rows: SubRow[];
}

interface GCol {
  width: number;
  align?: "l" | "r";
}

interface TableSpec {
  arrangement: Arrangement;
  /** Share of the width the group cell or key column takes. */
  groupWidth: number;
  groupHead: string;
  cols: GCol[];
  heads: string[];
  size: number;
  subRules: boolean;
}

/** Left edges and widths of the table's columns: the group (or key) column first, unless banded. */
function layout(w: Writer, spec: TableSpec): { x: number; width: number; align?: "l" | "r" }[] {
  const span = w.right - w.left;
  const gw = spec.arrangement === "band" ? 0 : spec.groupWidth;
  const out: { x: number; width: number; align?: "l" | "r" }[] = [];
  if (gw) out.push({ x: w.left, width: gw * span });
  let x = w.left + gw * span;
  for (const c of spec.cols) {
    const width = c.width * (1 - gw) * span;
    out.push({ x, width, align: c.align });
    x += width;
  }
  return out;
}

function cellLines(w: Writer, lines: string[], width: number, style: TextStyle): string[] {
  return lines.flatMap((l) => (l ? w.wrap(l, style, width - 6) : [""]));
}

function putCell(w: Writer, lines: string[], x: number, width: number, y: number, style: TextStyle, align?: "l" | "r") {
  const size = style.size ?? w.size;
  lines.forEach((l, k) => {
    const tx = align === "r" ? x + width - 4 - w.width_(l, style) : x + 2;
    w.put(l, tx, y + size + k * size * 1.3, style);
  });
}

function drawGrouped(w: Writer, spec: TableSpec, groups: Group[]): void {
  const size = spec.size;
  const lh = size * 1.3;
  const geo = layout(w, spec);
  const first = spec.arrangement === "band" ? 0 : 1;
  const header = () => {
    const hs: TextStyle = { size: size * 0.95, bold: true };
    const heads = spec.arrangement === "band" ? spec.heads : [spec.groupHead, ...spec.heads];
    const wrapped = heads.map((h, i) => cellLines(w, [h], geo[i].width, hs));
    const h = Math.max(...wrapped.map((c) => c.length)) * lh + 3;
    w.ensure(h + lh * 4);
    hrule(w, 0.9, 1);
    wrapped.forEach((c, i) => putCell(w, c, geo[i].x, geo[i].width, w.y, hs, geo[i].align));
    w.y += h;
    hrule(w, 0.6, 1);
  };
  const subHeights = (g: Group) =>
    g.rows.map((r) => {
      const st: TextStyle = { size, bold: r.bold };
      const wrapped = r.cells.map((c, i) => cellLines(w, c, geo[first + i].width, st));
      return { wrapped, h: Math.max(1, ...wrapped.map((c) => c.length)) * lh + 2 };
    });
  header();
  const bottom = () => w.height - w.margin;
  for (const g of groups) {
    const subs = subHeights(g);
    const rowsH = subs.reduce((s, x) => s + x.h, 0);
    const bandStyle: TextStyle = { size, bold: true };
    const label =
      spec.arrangement === "span"
        ? cellLines(w, g.label, geo[0].width, { size })
        : spec.arrangement === "band"
          ? g.label.flatMap((l) => w.wrap(l, bandStyle, w.right - w.left - 8))
          : [];
    const bandH = spec.arrangement === "band" ? label.length * lh + 4 : 0;
    const h = Math.max(rowsH, spec.arrangement === "span" ? label.length * lh + 2 : 0) + bandH;
    if (w.y + h > bottom() && h < bottom() - w.margin - lh * 4) {
      w.newPage();
      header();
    }
    const page = w.page;
    const top = w.y;
    if (spec.arrangement === "band") {
      w.page.rects.push({ x: w.left, y: w.y, w: w.right - w.left, h: bandH });
      label.forEach((l, k) => w.put(l, w.left + 4, w.y + size + 2 + k * lh, bandStyle));
      w.y += bandH;
    }
    if (spec.arrangement === "span") putCell(w, label, geo[0].x, geo[0].width, w.y, { size, bold: false });
    const rowsTop = w.y;
    subs.forEach((s, i) => {
      const r = g.rows[i];
      const st: TextStyle = { size, bold: r.bold };
      if (w.y + s.h > bottom()) {
        w.newPage();
        header();
      }
      if (spec.arrangement === "key") putCell(w, [g.key], geo[0].x, geo[0].width, w.y, st);
      s.wrapped.forEach((c, k) => putCell(w, c, geo[first + k].x, geo[first + k].width, w.y, st, geo[first + k].align));
      w.y += s.h;
      if (spec.subRules && i < subs.length - 1) {
        const x0 = spec.arrangement === "span" ? geo[1].x : w.left;
        w.page.rects.push({ x: x0, y: w.y - 1, w: w.right - x0, h: 0.3, fill: true });
      }
    });
    if (spec.arrangement === "span" && w.page === page) {
      w.y = Math.max(w.y, rowsTop + label.length * lh + 2);
      w.page.rects.push({ x: geo[1].x - 2, y: top, w: 0.5, h: w.y - top, fill: true });
    }
    hrule(w, 0.6, 1);
  }
  w.gap(4);
}

// ---------------------------------------------------------------- the page

const group = (n: number) => n.toLocaleString("en-US");
const ORDER = ["CSL", "BI", "PD", "UMBI", "UIMBI", "UMPD", "MEDPAY"];

export const groupedRowSchedule: KindFn = (given, g, rng) => {
  const t = g.truth;
  const auto = t.type === "auto";
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const landscape = rng.chance(auto ? 0.7 : 0.35);
  const w = landscape ? new Writer(given.family, given.size, Math.min(given.margin, 44), 792, 612) : given;
  const ds = rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "MON dd yyyy", "Mon d, yyyy"]);
  const d = (iso: string) => dateText(iso, ds);
  const upper = rng.chance(0.45);
  const U = (s: string) => (upper ? s.toUpperCase() : s);
  const sign = rng.chance(0.65);
  const amt = (n: number) => `${sign ? "$" : ""}${group(n)}`;
  const naic = !!g.extras.naicCode && rng.chance(0.55);
  const set = rng.int(0, 2);
  const name = (code: string) => U(GROUPED.names[code][set]);
  const arrangement = rng.pick<Arrangement>(["span", "span", "band", "key"]);
  const basisRows = rng.chance(0.45);
  const size = Math.min(w.size * 0.92, 8.5);
  const a = g.extras.agent;

  // ---------------------------------------------------------------- heading
  const title = rng.pick(GROUPED.title[t.type]);
  const brandSize = fitWidth(w, U(g.extras.brand), { bold: true, size: w.size * 1.5 }, (w.right - w.left) * 0.5);
  w.ensure(brandSize * 2);
  w.put(U(g.extras.brand), w.left, w.y + brandSize, { bold: true, size: brandSize });
  if (landscape) putRight(w, U(title), { bold: true, size: w.size * 1.1 }, brandSize - w.size * 1.1);
  w.y += brandSize * 1.4;
  if (!landscape) w.line(U(title), { bold: true, size: w.size * 1.1 });
  hrule(w, 1, 5);
  const labelStyle: TextStyle = { bold: true, size: w.size * 0.78 };
  const block = (items: [string, string[]][]) => (ww: Writer) => {
    for (const [label, values] of items) {
      ww.line(U(label), labelStyle);
      for (const v of values) for (const l of ww.wrap(v)) ww.line(l);
      ww.gap(2);
    }
  };
  const nameForm = rng.chance(0.35) ? "last-first" : "first-last";
  const insuredBlock: [string, string[]][] = [
    [rng.pick(GROUPED.insured), t.insureds.map((_, i) => personName(g, i, nameForm, upper))],
    [rng.pick(GROUPED.mailing), addressLines(t.address, rng, upper)],
  ];
  const policyBlock: [string, string[]][] = [
    [rng.pick(GROUPED.policyNo), [t.policyNumber]],
    [rng.pick(GROUPED.period), [`${d(t.effectiveDate)}${rng.pick(GROUPED.periodJoin)}${d(t.expirationDate)}`]],
    [
      rng.pick(GROUPED.company),
      [U(t.carrier.name), ...(naic ? [`${rng.pick(GROUPED.naic)} ${g.extras.naicCode}`] : [])],
    ],
  ];
  const agentBlock: [string, string[]][] = [
    [rng.pick(GROUPED.agent), [a.name, a.agency, `${a.phone}   ${rng.pick(GROUPED.agentCode)} ${a.code}`]],
    ...(rng.chance(0.5) ? [[rng.pick(GROUPED.issued), [d(g.extras.issueDate)]] as [string, string[]]] : []),
  ];
  const dw = auto ? null : dwellingAddress(t)!;
  // A home whose premises are not in a group's cell or band prints them with the heading.
  const premisesInHeading = !auto && arrangement === "key";
  if (premisesInHeading)
    insuredBlock.push([
      rng.pick(GROUPED.premises),
      [...addressLines(dw!, rng, upper), `${rng.pick(GROUPED.form)} ${g.extras.form}`],
    ]);
  const parts = [block(insuredBlock), block(policyBlock), block(agentBlock)];
  w.columns(rng.chance(0.5) ? parts : [parts[1], parts[0], parts[2]], 16);
  w.gap(6);
  const cont = fill(rng.pick(GROUPED.cont), { n: t.policyNumber });
  w.setPageDecorator((ww) => {
    ww.line(cont, { bold: true, size: ww.size * 0.9 });
    ww.gap(4);
  });

  // ---------------------------------------------------------------- shared pieces
  const vehWord = rng.pick(GROUPED.vehWord);
  const vw = (k: number) => U(fill(vehWord, { n: String(k + 1) }));
  const bset = rng.int(0, 2);
  const B = (k: keyof typeof GROUPED.basis) => U(GROUPED.basis[k][bset]);
  const eachP = rng.pick(GROUPED.each.person);
  const eachA = rng.pick(GROUPED.each.accident);
  const splitOne = rng.pick(["slash", "words"] as const);
  const loanLabel = rng.pick(GROUPED.field.loan);
  const roleOf = (p: TruthParty, k: number) =>
    U(
      rng.pick(
        p.type === "mortgagee"
          ? k === 0
            ? GROUPED.role.mortgagee
            : GROUPED.role.second
          : GROUPED.role[p.type as "lienholder" | "lessor"],
      ),
    );
  const heads = GROUPED.heads;
  const cols: GCol[] = basisRows
    ? [{ width: 0.32 }, { width: 0.22 }, { width: 0.24, align: "r" }, { width: 0.22, align: "r" }]
    : [{ width: 0.34 }, { width: 0.3 }, { width: 0.16, align: "r" }, { width: 0.2, align: "r" }];
  const colHeads = basisRows
    ? [rng.pick(heads.coverage), rng.pick(heads.basis), rng.pick(heads.amount), rng.pick(heads.premium)]
    : [rng.pick(heads.coverage), rng.pick(heads.limits), rng.pick(heads.ded), rng.pick(heads.premium)];
  /** A coverage's sub-rows: one line (limits and deductible side by side) or one per limit. */
  const coverageRows = (
    label: string,
    limits: [string, number][],
    deductible: number | null,
    premium: string,
    extra = "",
  ): SubRow[] => {
    if (basisRows) {
      const lines: [string, string][] = [
        ...limits.map(([b, x]): [string, string] => [b, amt(x)]),
        ...(deductible !== null ? [[B("ded"), amt(deductible)] as [string, string]] : []),
      ];
      if (!lines.length) lines.push([extra, ""]);
      return lines.map(([b, x], i) => ({ cells: [[i ? "" : label], [b], [x], [i ? "" : premium]] }));
    }
    let limitText: string[];
    if (limits.length === 2)
      limitText =
        splitOne === "slash"
          ? [`${amt(limits[0][1])}/${amt(limits[1][1])}`]
          : [`${amt(limits[0][1])} ${eachP}`, `${amt(limits[1][1])} ${eachA}`];
    else if (limits.length === 1) limitText = [amt(limits[0][1])];
    else limitText = [extra];
    return [{ cells: [[label], limitText, [deductible !== null ? amt(deductible) : ""], [premium]] }];
  };
  const totalRow = (label: string, cents: number): SubRow => ({
    cells: [[U(label)], [""], [""], [money(cents)]],
    bold: true,
  });
  const spec = (groupHead: string, groupWidth: number): TableSpec => ({
    arrangement,
    groupWidth: arrangement === "key" ? 0.07 : groupWidth,
    groupHead: U(groupHead),
    cols,
    heads: colHeads.map(U),
    size,
    subRules: rng.chance(0.5),
  });
  const interestGroups = (parties: TruthParty[]): Group[] =>
    parties.map((p, k) => {
      const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
      const role = roleOf(p, k);
      return {
        label: [role, ...(vi >= 0 ? [vw(vi)] : [])],
        key: String(k + 1),
        rows: [
          { cells: [[U(rng.pick(GROUPED.field.name))], [U(p.name)]] },
          { cells: [[U(rng.pick(GROUPED.field.address))], addressLines(p.address, rng, upper)] },
          ...(p.loanNumber ? [{ cells: [[U(loanLabel)], [p.loanNumber]] }] : []),
        ],
      };
    });
  const interestTable = (parties: TruthParty[], head: string) => {
    if (!parties.length) return;
    w.gap(6);
    w.line(U(head), { bold: true });
    const groups = interestGroups(parties);
    // Banded interests put the role in the band; keyed ones get a tall cell, as a list of parties has no units.
    const arr: Arrangement = arrangement === "key" ? "span" : arrangement;
    drawGrouped(
      w,
      {
        arrangement: arr,
        groupWidth: 0.24,
        groupHead: U(rng.pick(["Interest", "Role", "Party"])),
        cols: [{ width: 0.28 }, { width: 0.72 }],
        heads: rng.pick(GROUPED.interestHeads).map(U),
        size,
        subRules: false,
      },
      groups.map((gr) => (arr === "band" ? { ...gr, label: [gr.label.join(" - ")] } : gr)),
    );
  };
  let variantBits: string[];

  if (auto) {
    const liability = t.coverages.filter((c) => !c.vin).sort((x, y) => ORDER.indexOf(x.code) - ORDER.indexOf(y.code));
    const liabilityMode = rng.pick(["repeat", "policy-group"] as const);
    const interestsMode = arrangement === "key" ? "table" : rng.pick(["in-group", "table"] as const);
    const acv = U(rng.pick(GROUPED.acv));
    const limitsOf = (c: TruthCoverage): [string, number][] =>
      c.limitPerPerson !== null
        ? [
            [B("person"), c.limitPerPerson],
            [B("accident"), c.limitPerAccident!],
          ]
        : [[c.code === "MEDPAY" ? B("person") : B("accident"), c.limitPerAccident!]];
    const liabRows = (cents: (c: TruthCoverage) => number) =>
      liability.flatMap((c) => coverageRows(name(c.code), limitsOf(c), c.deductible, money(cents(c))));
    const groups: Group[] = [];
    if (liabilityMode === "policy-group") {
      const sum = liability.reduce((s, c) => s + L.coverage.get(c)!.reduce((x, y) => x + y, 0), 0);
      groups.push({
        label: rng.pick(GROUPED.allVehicles).map(U),
        key: rng.pick(GROUPED.allKey),
        rows: [
          ...liabRows((c) => L.coverage.get(c)!.reduce((x, y) => x + y, 0)),
          totalRow(rng.pick(GROUPED.policyTotal), sum),
        ],
      });
    }
    const vinLabel = rng.pick(GROUPED.vin);
    const totalForm = rng.pick(GROUPED.groupTotal);
    vehicles.forEach((v, k) => {
      const rows: SubRow[] = liabilityMode === "repeat" ? liabRows((c) => L.coverage.get(c)![k]) : [];
      let sum = liabilityMode === "repeat" ? L.vehicleTotals[k] : 0;
      for (const code of ["COMP", "COLL"]) {
        const c = t.coverages.find((x) => x.code === code && x.vin === v.vin);
        if (!c) continue;
        const cents = L.coverage.get(c)![k];
        if (liabilityMode !== "repeat") sum += cents;
        rows.push(...coverageRows(name(code), [], c.deductible, money(cents), acv));
      }
      g.extras.optional.forEach((o, i) => {
        if (liabilityMode !== "repeat") sum += L.optional[i][k];
        rows.push(
          basisRows
            ? { cells: [[U(o.label)], [B("limit")], [o.limit], [money(L.optional[i][k])]] }
            : { cells: [[U(o.label)], [o.limit], [""], [money(L.optional[i][k])]] },
        );
      });
      rows.push(totalRow(fill(totalForm, { unit: vw(k) }), sum));
      const parties = interestsMode === "in-group" ? t.thirdParties.filter((p) => p.vin === v.vin) : [];
      const partyLines = parties.flatMap((p) => [
        `${roleOf(p, 0)}:`,
        U(p.name),
        ...addressLines(p.address, rng, upper),
        ...(p.loanNumber ? [`${loanLabel} ${p.loanNumber}`] : []),
      ]);
      const desc = `${v.year} ${U(v.make)} ${U(v.model)}${v.trim ? ` ${U(v.trim)}` : ""}`;
      const label =
        arrangement === "band"
          ? [
              `${vw(k)}: ${desc}   ${vinLabel} ${v.vin}`,
              ...(parties.length
                ? [
                    parties
                      .map(
                        (p) =>
                          `${roleOf(p, 0)}: ${U(p.name)}, ${addressLines(p.address, rng, upper).join(", ")}${p.loanNumber ? `, ${loanLabel} ${p.loanNumber}` : ""}`,
                      )
                      .join("; "),
                  ]
                : []),
            ]
          : [
              vw(k),
              `${v.year} ${U(v.make)}`,
              `${U(v.model)}${v.trim ? ` ${U(v.trim)}` : ""}`,
              `${vinLabel} ${v.vin}`,
              ...partyLines,
            ];
      groups.push({ label, key: String(k + 1), rows });
    });

    if (arrangement === "key") {
      // The key's legend: the vehicles by unit number.
      w.line(U(rng.pick(GROUPED.vehicleList)), { bold: true });
      const vh = rng.pick(GROUPED.vehicleHead).map(U);
      const vcols = [0.08, 0.1, 0.2, 0.3, 0.32];
      const xs = vcols.map((_, i) => w.left + vcols.slice(0, i).reduce((s, x) => s + x, 0) * (w.right - w.left));
      const line = (cells: string[], style: TextStyle) => {
        w.ensure(size * 1.5);
        cells.forEach((c, i) => w.put(c, xs[i], w.y + size, style));
        w.y += size * 1.35;
      };
      line(vh, { size, bold: true });
      vehicles.forEach((v, k) =>
        line([String(k + 1), String(v.year), U(v.make), `${U(v.model)}${v.trim ? ` ${U(v.trim)}` : ""}`, v.vin], {
          size,
        }),
      );
      w.gap(6);
    }
    w.line(U(rng.pick(GROUPED.schedule)), { bold: true });
    const lead = rng.pick(GROUPED.lead);
    if (lead) w.paragraph(lead, { size: size * 0.9 });
    drawGrouped(w, spec(rng.pick(arrangement === "key" ? heads.key : heads.unit), landscape ? 0.22 : 0.27), groups);
    if (interestsMode === "table") interestTable(t.thirdParties, rng.pick(GROUPED.interestsHead.auto));
    if (rng.chance(0.4)) w.paragraph(`${rng.pick(GROUPED.drivers)}: ${g.extras.drivers.map(U).join(", ")}`, { size });
    variantBits = ["auto", `liability-${liabilityMode}`, `interests-${t.thirdParties.length ? interestsMode : "none"}`];
  } else {
    const condo = t.type === "condo";
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const A = cov("DWELLING")!;
    const dedMode = rng.pick(["on-a", "group"] as const);
    const prem = (c: TruthCoverage) => money(L.coverage.get(c)![0]);
    const sub = (codes: string[]) =>
      codes.flatMap((code) => {
        const c = cov(code);
        const nm = name(code === "DWELLING" && condo ? "CONDO_A" : code);
        if (!c) {
          if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
            return coverageRows(nm, [], null, "", U(rng.pick(GROUPED.als)));
          return [];
        }
        const basis =
          code === "PERSONAL_LIABILITY" ? B("occurrence") : code === "MEDICAL_PAYMENTS" ? B("person") : B("limit");
        const ded = code === "DWELLING" && dedMode === "on-a" ? c.deductible : null;
        return coverageRows(nm, [[basis, c.limitPerAccident!]], ded, prem(c));
      });
    const sumOf = (codes: string[]) =>
      codes.reduce((s, code) => {
        const c = cov(code);
        return s + (c ? L.coverage.get(c)![0] : 0);
      }, 0);
    const s1 = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"];
    const s2 = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"];
    const premisesLines = addressLines(dw!, rng, upper);
    const formLine = U(`${rng.pick(GROUPED.form)} ${g.extras.form}`);
    const builtLine = U(`${rng.pick(GROUPED.built)} ${g.extras.yearBuilt}`);
    const sec1 = U(rng.pick(GROUPED.section1));
    const sec2 = U(rng.pick(GROUPED.section2));
    const withTotals = rng.chance(0.5);
    const keys = GROUPED.homeKeys;
    const ks = rng.int(0, 2);
    const groups: Group[] = [
      {
        label:
          arrangement === "band"
            ? [`${sec1} - ${U(rng.pick(GROUPED.premises))}: ${premisesLines.join(", ")}   ${formLine}   ${builtLine}`]
            : [sec1, `${U(rng.pick(GROUPED.premises))}:`, ...premisesLines, formLine, builtLine],
        key: keys.s1[ks],
        rows: [...sub(s1), ...(withTotals ? [totalRow(`${sec1} ${rng.pick(heads.premium)}`, sumOf(s1))] : [])],
      },
      {
        label: [sec2],
        key: keys.s2[ks],
        rows: [...sub(s2), ...(withTotals ? [totalRow(`${sec2} ${rng.pick(heads.premium)}`, sumOf(s2))] : [])],
      },
    ];
    const pct = g.extras.windHailPercent;
    const windText = pct
      ? fill(rng.pick(GROUPED.windValue), { p: String(pct), x: amt(Math.round((A.limitPerAccident! * pct) / 100)) })
      : "";
    if (dedMode === "group" || pct) {
      const rows: SubRow[] = [];
      if (dedMode === "group")
        rows.push(
          basisRows
            ? { cells: [[U(rng.pick(GROUPED.aop))], [B("ded")], [amt(A.deductible!)], [""]] }
            : { cells: [[U(rng.pick(GROUPED.aop))], [""], [amt(A.deductible!)], [""]] },
        );
      if (pct)
        rows.push(
          basisRows
            ? { cells: [[U(rng.pick(GROUPED.wind))], [B("ded")], [windText], [""]] }
            : { cells: [[U(rng.pick(GROUPED.wind))], [""], [windText], [""]] },
        );
      groups.push({ label: [U(rng.pick(GROUPED.dedGroup))], key: keys.ded[ks], rows });
    }
    if (g.extras.optional.length)
      groups.push({
        label: [U(rng.pick(GROUPED.optGroup))],
        key: keys.opt[ks],
        rows: g.extras.optional.map((o, i) =>
          basisRows
            ? { cells: [[U(o.label)], [B("limit")], [o.limit], [money(L.optional[i][0])]] }
            : { cells: [[U(o.label)], [o.limit], [""], [money(L.optional[i][0])]] },
        ),
      });
    w.line(U(rng.pick(GROUPED.homeSchedule)), { bold: true });
    drawGrouped(
      w,
      spec(rng.pick(arrangement === "key" ? heads.homeKey : heads.section), landscape ? 0.22 : 0.27),
      groups,
    );
    interestTable(t.thirdParties, rng.pick(GROUPED.interestsHead.home));
    variantBits = [t.type, `ded-${dedMode}`, withTotals ? "section-totals" : "no-totals"];
  }

  // ---------------------------------------------------------------- premium
  w.gap(4);
  const pw = (w.right - w.left) * (landscape ? 0.35 : 0.5);
  const premLine = (label: string, value: string, bold = false) => {
    w.ensure(w.lineHeight);
    const st: TextStyle = { bold };
    w.put(label, w.right - pw, w.y + w.size, st);
    putRight(w, value, st);
    w.y += w.lineHeight;
  };
  if (L.inFees.length) {
    premLine(U(rng.pick(GROUPED.premiumBase)), money(L.base));
    for (const f of L.inFees) premLine(U(f.label), money(f.amount));
  }
  premLine(U(rng.pick(GROUPED.total)), money(L.total), true);
  for (const f of L.outFees)
    w.paragraph(fill(rng.pick(GROUPED.outFee), { label: f.label, x: money(f.amount) }), { size: size * 0.9 });

  const formId = rng.pick(GROUPED.formId);
  const pageForm = rng.pick(GROUPED.pageNo);
  footers(
    w,
    () => formId,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );
  if (w !== given) given.pages.splice(0, given.pages.length, ...w.pages);
  if (!naic) truth.carrier.naicCode = null;
  const variant = [
    ...variantBits,
    arrangement,
    basisRows ? "basis-rows" : "one-line",
    landscape ? "landscape" : "portrait",
  ].join("-");
  return { truth, variant, title: `${title} - ${t.policyNumber}` };
};
