import type { TruthCoverage } from "../policy";
import type { Rng } from "../random";
import { Writer, type TextStyle } from "../typeset";
import {
  addressLines,
  cloneTruth,
  dwellingAddress,
  hrule,
  ledger,
  personName,
  row,
  sameAddress,
  vehicleList,
  type Col,
  type KindFn,
  money,
} from "./common";
import { dateText, fill, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates the compact schedules some regional carriers and rating systems print, where a limit
// belongs to the whole policy and so is printed once, in the column header: "Bodily Injury" over
// "$100,000/$300,000" (or "100/300" with the thousands left off), "Comprehensive" over "$500 Ded",
// and each vehicle's row shows only what that coverage costs on that car, "INCL" where it is
// bundled into the vehicle's premium, or "Not Carried" / "--" where the car does not have it. When
// one car's deductible differs from the one in the header, the page says so: a footnote marker on
// the car's cell ("* Veh 2 Comprehensive deductible $1,000"), a column of its own per deductible,
// or a line under the car's row. The home variant puts Coverages A-F across the top with each
// limit under its name and a single row of premiums (some "INCL"), with the deductible in a column
// of its own, a third header line under Coverage A, or a line above the table; some pages split
// it into a Section I and a Section II table. Lienholders or mortgagees sit on the page, on a
// second page, or are left off (and then off the truth too).

export const HEADERS = {
  title: {
    auto: [
      "AUTOMOBILE POLICY DECLARATIONS",
      "Personal Auto Declarations",
      "AUTO POLICY SCHEDULE",
      "Declarations - Auto",
    ],
    home: ["HOMEOWNERS DECLARATIONS", "Homeowners Policy Schedule", "HOMEOWNER POLICY DECLARATIONS"],
    condo: ["CONDOMINIUM UNIT OWNERS DECLARATIONS", "Condo Unit Owners Schedule", "HO-6 POLICY DECLARATIONS"],
  } as Record<string, string[]>,
  policyNo: ["Policy Number", "Policy No.", "Policy #"],
  period: ["Policy Period", "Term", "Effective"],
  periodJoin: [" to ", " - ", " thru "],
  time: ["", " 12:01 AM standard time", " (12:01 a.m.)"],
  insured: ["Named Insured", "Insured", "Named Insured(s)"],
  address: ["Mailing Address", "Address"],
  company: ["Company", "Insurer", "Underwriting Company"],
  naic: ["NAIC", "NAIC #", "NAIC Code"],
  agent: ["Agent", "Producer", "Your Agent"],
  issued: ["Date Issued", "Issued", "Processed"],
  schedule: [
    "SCHEDULE OF COVERAGES",
    "Coverages, Limits and Premiums",
    "COVERAGE SCHEDULE",
    "Vehicle Premium Schedule",
  ],
  headNote: [
    "Limits apply to each vehicle shown. Premium shown for each coverage carried.",
    "Limits of liability are shown under each coverage; premiums are shown by vehicle.",
    "A coverage applies only where a premium or INCL is shown.",
  ],
  vehicles: ["Described Vehicles", "VEHICLES", "Vehicle Schedule"],
  vehHead: ["Veh", "Unit", "#"],
  vehDesc: ["Vehicle", "Year / Make / Model / VIN", "Described Vehicle"],
  vehWord: ["Veh {n}", "Vehicle {n}", "Unit {n}"],
  vin: ["VIN", "VIN:", "ID#"],
  names: {
    BI: ["Bodily Injury", "BI Liability", "Bodily Inj"],
    PD: ["Property Damage", "PD Liability", "Prop Damage"],
    BIPD: ["Liability BI/PD", "BI/PD", "Liability"],
    CSL: ["Liability CSL", "Combined Single Limit", "CSL"],
    UMBI: ["Uninsured Motorist", "UM BI", "Unins Motorist"],
    UIMBI: ["Underinsured Motorist", "UIM BI", "Underins Motorist"],
    UMPD: ["UM Property Damage", "UMPD", "Unins Motorist PD"],
    MEDPAY: ["Medical Payments", "Med Pay", "Medical"],
    COMP: ["Comprehensive", "Comp", "Other Than Collision"],
    COLL: ["Collision", "Coll", "Collision"],
  } as Record<string, string[]>,
  ded: ["{x} Ded", "{x} Deductible", "Ded {x}"],
  total: ["Vehicle Premium", "Total", "Veh Total", "Premium"],
  totalRow: ["Policy Totals", "TOTAL", "Totals"],
  incl: ["INCL", "Incl", "Included", "INC"],
  notCarried: ["Not Carried", "--", "NC", "N/A", "Excluded"],
  marks: ["*", "(1)", "+"],
  footnote: [
    "{m} {veh} {cov} deductible: {x}",
    "{m} {cov} deductible for {veh} is {x}",
    "{m} {veh}: {cov} {x} deductible",
  ],
  spanNote: ["{veh} deductibles: {list}", "{veh} - {list}", "Deductible on {veh}: {list}"],
  thousands: ["Liability limits in thousands", "Limits shown in thousands (000 omitted)", "Limits x $1,000"],
  optional: ["Additional Coverages", "Optional Coverages", "Endorsements"],
  premium: ["Premium", "Policy Premium", "Subtotal"],
  grand: ["TOTAL POLICY PREMIUM", "Total Premium", "Total Term Premium"],
  outFee: ["{label} of {x} per installment is not included in the premium", "{label}: {x} (billed separately)"],
  drivers: ["Drivers", "Rated Drivers", "Operators"],
  interests: {
    auto: ["Lienholders / Loss Payees", "ADDITIONAL INTERESTS", "Lienholder"],
    home: ["Mortgagees", "MORTGAGEE / LOSS PAYEE", "Additional Interests"],
  },
  role: {
    lienholder: ["Lienholder", "Loss Payee"],
    lessor: ["Lessor", "Lessor/Addl Insured"],
    mortgagee: ["1st Mortgagee", "Mortgagee"],
    second: ["2nd Mortgagee", "Second Mortgagee"],
  },
  loan: ["Loan #", "Loan No.", "Acct"],
  cont: ["Policy {n} - continued", "{n} (continued)", "Continuation - Policy {n}"],
  pageNo: ["Page {n} of {m}", "Page {n}", "{n} of {m}"],
  form: ["Form Edition", "DEC-LH (04/22)", "PD 14 (10/21)", "HD-2 ED 01 23"],
  home: {
    names: {
      DWELLING: ["Cov A Dwelling", "A - Dwelling", "Dwelling"],
      CONDO_A: ["Cov A Unit", "A - Building", "Unit Property"],
      OTHER_STRUCTURES: ["Cov B Other Str", "B - Other Structures", "Other Structures"],
      PERSONAL_PROPERTY: ["Cov C Pers Prop", "C - Personal Property", "Personal Property"],
      LOSS_OF_USE: ["Cov D Loss of Use", "D - Loss of Use", "Loss of Use"],
      PERSONAL_LIABILITY: ["Cov E Liability", "E - Personal Liability", "Personal Liability"],
      MEDICAL_PAYMENTS: ["Cov F Med Pay", "F - Medical Payments", "Medical Payments"],
    } as Record<string, string[]>,
    rowLabel: ["Premium", "Annual Premium", "Premium by Coverage"],
    location: ["Residence Premises", "Insured Location", "Location"],
    same: ["Same as mailing address", "Same as above"],
    form: ["Policy Form", "Form"],
    built: ["Year Built", "Yr Built"],
    ded: ["Deductible", "AOP Deductible", "All Perils Ded"],
    dedValue: ["{x} All Perils", "{x}", "{x} AOP"],
    dedLine: [
      "Section I Deductible: {x} all perils",
      "All Other Perils Deductible {x}",
      "Deductible: {x} per occurrence",
    ],
    wind: ["Wind/Hail", "Windstorm or Hail"],
    windValue: ["{p}% of Cov A", "{p}%"],
    als: ["ALS", "Actual Loss Sustained"],
    section1: ["SECTION I - PROPERTY", "Section I Coverages", "PROPERTY COVERAGES"],
    section2: ["SECTION II - LIABILITY", "Section II Coverages", "LIABILITY COVERAGES"],
  },
};

interface Spec {
  key: string;
  name: string;
  limit: string[];
  cells: string[][];
  /** The premium in cents each body row's cell prints (absent where the column prints none). */
  cents?: number[];
  align?: "l" | "r" | "c";
  weight: number;
}

interface Look {
  ds: AnyDateStyle;
  upper: boolean;
  ruled: boolean;
  thousands: boolean;
  mergeBiPd: boolean;
  incl: boolean;
  dedMode: "footnote" | "split-columns" | "span-note";
  vehList: boolean;
  interests: "none" | "page" | "next-page";
  totalsRow: boolean;
}

const group = (n: number) => n.toLocaleString("en-US");

/** The deductible most vehicles carrying a coverage have (the first one's on a tie). */
function commonDeductible(cs: TruthCoverage[]): number | null {
  if (!cs.length) return null;
  const counts = new Map<number, number>();
  for (const c of cs) counts.set(c.deductible!, (counts.get(c.deductible!) ?? 0) + 1);
  let best = cs[0].deductible!;
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** Draws a header-limits table: names row, limits row, body rows; ruled or plain. */
function drawTable(w: Writer, specs: Spec[], body: RRow[], look: Look, rng: Rng): void {
  const total = specs.reduce((s, c) => s + c.weight, 0);
  const cols: RCol[] = specs.map((s) => ({ width: s.weight / total, align: s.align }));
  const head: string[][][] = [
    specs.map((s) => [look.upper ? s.name.toUpperCase() : s.name]),
    specs.map((s) => s.limit),
  ];
  const probe: RRow[] = [{ cells: head[0], bold: true }, { cells: head[1], bold: true }, ...body];
  const size = fitSize(w, cols, probe, Math.min(w.size * 0.9, 8.5), 5.5) ?? 5.5;
  if (look.ruled) {
    ruledTable(w, cols, head, body, size);
    return;
  }
  let at = 0;
  const plain: Col[] = cols.map((c) => {
    const out = { at, width: c.width, align: c.align };
    at += c.width;
    return out;
  });
  hrule(w, 0.8, 2);
  row(w, plain, head[0], { bold: true, size: size * 0.95 });
  row(w, plain, head[1], { size: size * 0.95 }, { rule: true });
  const rules = rng.chance(0.5);
  for (const r of body) {
    if (r.span) {
      const lines = r.cells[0].flatMap((l) => w.wrap(l, { size: size * 0.9 }, w.right - w.left - 20));
      for (const l of lines) w.line(l, { size: size * 0.9 }, 14);
      continue;
    }
    row(w, plain, r.cells, { size, bold: r.bold }, { rule: rules, pad: 2 });
  }
  hrule(w, 0.8, 2);
}

export const limitsInHeaders: KindFn = (given, g, rng) => {
  const t = g.truth;
  const auto = t.type === "auto";
  const truth = cloneTruth(t);
  const L = ledger(g, rng);
  const vehicles = vehicleList(g);
  const look: Look = {
    ds: rng.pick<AnyDateStyle>(["mm/dd/yyyy", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy", "Mon d, yyyy", "MON dd yyyy"]),
    upper: rng.chance(0.4),
    ruled: rng.chance(0.55),
    thousands: auto && rng.chance(0.5) && t.coverages.some((c) => c.limitPerPerson !== null),
    mergeBiPd: rng.chance(0.5),
    incl: rng.chance(0.35),
    dedMode: rng.pick(["footnote", "split-columns", "span-note"] as const),
    vehList: rng.chance(0.45),
    interests: t.thirdParties.length ? rng.pick(["none", "page", "page", "next-page"] as const) : "none",
    totalsRow: rng.chance(0.5),
  };
  look.mergeBiPd &&= look.thousands;
  // Many columns print landscape, as rating systems do when the schedule gets wide.
  const wide =
    auto &&
    t.coverages.filter((c) => !c.vin).length + (look.dedMode === "split-columns" ? 4 : 2) + g.extras.optional.length >
      8;
  const landscape = wide && rng.chance(0.7);
  const w = landscape ? new Writer(given.family, given.size, given.margin, 792, 612) : given;
  const U = (s: string) => (look.upper ? s.toUpperCase() : s);
  const d = (iso: string) => dateText(iso, look.ds);
  const sign = rng.chance(0.6);
  const amt = (n: number) => `${sign ? "$" : ""}${group(n)}`;
  const naic = !!g.extras.naicCode && rng.chance(0.6);
  const small: TextStyle = { size: w.size * 0.8 };
  const set = rng.int(0, 2);

  // ---------------------------------------------------------------- heading block
  const title = rng.pick(HEADERS.title[t.type]);
  w.line(U(t.carrier.name), { bold: true, size: w.size * 1.35 });
  w.line(title, { bold: true, size: w.size * 1.1 });
  hrule(w, 1, 5);
  const lx = rng.pick([95, 110, 125]);
  const kv = (label: string, values: string[]) => w.kv(label, values, lx, { bold: true });
  kv(rng.pick(HEADERS.policyNo), [t.policyNumber]);
  kv(rng.pick(HEADERS.period), [
    `${d(t.effectiveDate)}${rng.pick(HEADERS.periodJoin)}${d(t.expirationDate)}${rng.pick(HEADERS.time)}`,
  ]);
  const nameForm = rng.chance(0.3) ? "last-first" : "first-last";
  kv(
    rng.pick(HEADERS.insured),
    t.insureds.map((_, i) => personName(g, i, nameForm, look.upper)),
  );
  kv(rng.pick(HEADERS.address), addressLines(t.address, rng, look.upper));
  kv(rng.pick(HEADERS.company), [
    `${U(t.carrier.name)}${naic ? `   ${rng.pick(HEADERS.naic)} ${g.extras.naicCode}` : ""}`,
  ]);
  const a = g.extras.agent;
  kv(rng.pick(HEADERS.agent), [`${a.name}, ${a.agency}  ${a.phone}`]);
  if (rng.chance(0.5)) kv(rng.pick(HEADERS.issued), [d(g.extras.issueDate)]);
  w.gap(6);

  const incl = rng.pick(HEADERS.incl);
  const nc = rng.pick(HEADERS.notCarried);
  const dedForm = rng.pick(HEADERS.ded);
  const dedText = (x: number) => fill(dedForm, { x: amt(x) });
  const notes: string[] = [];
  let variantBits: string[];

  if (auto) {
    const vehWord = rng.pick(HEADERS.vehWord);
    const vw = (k: number) => fill(vehWord, { n: String(k + 1) });
    if (look.vehList) {
      w.line(rng.pick(HEADERS.vehicles), { bold: true });
      const vcols: Col[] = [
        { at: 0, width: 0.1 },
        { at: 0.1, width: 0.1 },
        { at: 0.2, width: 0.2 },
        { at: 0.4, width: 0.25 },
        { at: 0.65, width: 0.35 },
      ];
      row(
        w,
        vcols,
        [[rng.pick(HEADERS.vehHead)], ["Year"], ["Make"], ["Model"], ["VIN"]].map((c) => c.map(U)),
        {
          bold: true,
        },
        { rule: true },
      );
      vehicles.forEach((v, k) =>
        row(w, vcols, [[vw(k)], [String(v.year)], [U(v.make)], [U(v.model)], [v.vin]], {}, { pad: 1 }),
      );
      w.gap(6);
    }
    w.line(rng.pick(HEADERS.schedule), { bold: true });
    if (rng.chance(0.5)) w.paragraph(rng.pick(HEADERS.headNote), small);
    const specs: Spec[] = [
      {
        key: "veh",
        name: look.vehList ? rng.pick(HEADERS.vehHead) : rng.pick(HEADERS.vehDesc),
        limit: [""],
        cells: vehicles.map((v, k) =>
          look.vehList ? [vw(k)] : [`${vw(k)} ${v.year} ${U(v.make)}`, U(v.model), `${rng.pick(HEADERS.vin)} ${v.vin}`],
        ),
        weight: look.vehList ? 0.8 : 2.4,
      },
    ];
    const prem = (cents: number) => (look.incl ? incl : money(cents));
    const find = (code: string) => t.coverages.find((c) => c.code === code && !c.vin);
    const splitLimit = (c: TruthCoverage): string[] =>
      look.thousands
        ? [`${c.limitPerPerson! / 1000}/${c.limitPerAccident! / 1000}`]
        : [`${amt(c.limitPerPerson!)}/`, amt(c.limitPerAccident!)];
    const centsOf = (cs: TruthCoverage[]) => vehicles.map((_, k) => cs.reduce((s, c) => s + L.coverage.get(c)![k], 0));
    const perVeh = (cs: TruthCoverage[]) => centsOf(cs).map((x) => [prem(x)]);
    const bi = find("BI");
    const pd = find("PD");
    const csl = find("CSL");
    if (csl)
      specs.push({
        key: "CSL",
        name: HEADERS.names.CSL[set],
        limit: [amt(csl.limitPerAccident!)],
        cells: perVeh([csl]),
        cents: centsOf([csl]),
        weight: 1.1,
        align: "r",
      });
    else if (look.mergeBiPd && bi && pd)
      specs.push({
        key: "BIPD",
        name: HEADERS.names.BIPD[set],
        limit: [`${bi.limitPerPerson! / 1000}/${bi.limitPerAccident! / 1000}/${pd.limitPerAccident! / 1000}`],
        cells: perVeh([bi, pd]),
        cents: centsOf([bi, pd]),
        weight: 1.2,
        align: "r",
      });
    else {
      if (bi)
        specs.push({
          key: "BI",
          name: HEADERS.names.BI[set],
          limit: splitLimit(bi),
          cells: perVeh([bi]),
          cents: centsOf([bi]),
          weight: 1.1,
          align: "r",
        });
      if (pd)
        specs.push({
          key: "PD",
          name: HEADERS.names.PD[set],
          limit: [amt(pd.limitPerAccident!)],
          cells: perVeh([pd]),
          cents: centsOf([pd]),
          weight: 1,
          align: "r",
        });
    }
    for (const code of ["UMBI", "UIMBI", "UMPD", "MEDPAY"]) {
      const c = find(code);
      if (!c) continue;
      const limit =
        c.limitPerPerson !== null
          ? splitLimit(c)
          : [amt(c.limitPerAccident!), ...(c.deductible !== null ? [dedText(c.deductible)] : [])];
      specs.push({
        key: code,
        name: HEADERS.names[code][set],
        limit,
        cells: perVeh([c]),
        cents: centsOf([c]),
        weight: 1,
        align: "r",
      });
    }
    // Comprehensive and collision: the header's deductible, and what the page does about the others.
    const marks = rng.pick(HEADERS.marks);
    const footForm = rng.pick(HEADERS.footnote);
    const spanLines: string[][] = vehicles.map(() => []);
    let anyDiffer = false;
    for (const code of ["COMP", "COLL"]) {
      const cs = vehicles.map((v) => t.coverages.find((c) => c.code === code && c.vin === v.vin) ?? null);
      const carried = cs.filter((c): c is TruthCoverage => !!c);
      if (!carried.length) continue;
      const name = HEADERS.names[code][set];
      const cell = (k: number) => prem(L.coverage.get(cs[k]!)![k]);
      const distinct = [...new Set(carried.map((c) => c.deductible!))];
      if (distinct.length > 1) anyDiffer = true;
      if (look.dedMode === "split-columns" && distinct.length > 1) {
        for (const x of distinct)
          specs.push({
            key: `${code}-${x}`,
            name,
            limit: [dedText(x)],
            cells: cs.map((c, k) => [c && c.deductible === x ? cell(k) : nc]),
            cents: cs.map((c, k) => (c && c.deductible === x ? L.coverage.get(c)![k] : 0)),
            weight: 1,
            align: "r",
          });
        continue;
      }
      const common = commonDeductible(carried)!;
      specs.push({
        key: code,
        name,
        limit: [dedText(common)],
        cells: cs.map((c, k) => {
          if (!c) return [nc];
          if (c.deductible === common) return [cell(k)];
          if (look.dedMode === "footnote") {
            notes.push(fill(footForm, { m: marks, veh: vw(k), cov: name, x: amt(c.deductible!) }));
            return [`${cell(k)}${marks}`];
          }
          spanLines[k].push(`${name} ${amt(c.deductible!)}`);
          return [cell(k)];
        }),
        cents: cs.map((c, k) => (c ? L.coverage.get(c)![k] : 0)),
        weight: 1,
        align: "r",
      });
    }
    const optAsCols = g.extras.optional.length > 0 && specs.length + g.extras.optional.length <= (landscape ? 12 : 10);
    if (optAsCols)
      g.extras.optional.forEach((o, i) =>
        specs.push({
          key: `opt${i}`,
          name: o.label,
          limit: [o.limit],
          cells: vehicles.map((_, k) => [prem(L.optional[i][k])]),
          cents: L.optional[i],
          weight: 1.1,
          align: "r",
        }),
      );
    specs.push({
      key: "total",
      name: rng.pick(HEADERS.total),
      limit: [""],
      cells: vehicles.map((_, k) => [money(L.vehicleTotals[k])]),
      cents: L.vehicleTotals,
      weight: 1.1,
      align: "r",
    });
    const body: RRow[] = [];
    const spanForm = rng.pick(HEADERS.spanNote);
    vehicles.forEach((_, k) => {
      body.push({ cells: specs.map((s) => s.cells[k]) });
      if (spanLines[k].length)
        body.push({ cells: [[fill(spanForm, { veh: vw(k), list: spanLines[k].join("; ") })]], span: true });
    });
    if (look.totalsRow && !look.incl) {
      const label = rng.pick(HEADERS.totalRow);
      const sums = specs.map((s, i) =>
        i === 0 ? [label] : s.cents ? [money(s.cents.reduce((acc, x) => acc + x, 0))] : [""],
      );
      body.push({ cells: sums, bold: true });
    }
    drawTable(w, specs, body, look, rng);
    for (const n of notes) w.paragraph(n, small);
    if (look.thousands) w.paragraph(rng.pick(HEADERS.thousands), small);
    if (!optAsCols && g.extras.optional.length) {
      w.gap(3);
      w.line(rng.pick(HEADERS.optional), { bold: true });
      g.extras.optional.forEach((o, i) =>
        w.paragraph(`${o.label}  ${o.limit}  ${money(L.optional[i].reduce((s, x) => s + x, 0))}`),
      );
    }
    if (rng.chance(0.4)) w.paragraph(`${rng.pick(HEADERS.drivers)}: ${g.extras.drivers.map(U).join(", ")}`);
    variantBits = [
      "auto",
      landscape ? "landscape" : "portrait",
      look.vehList ? "vehicle-list" : "vehicle-in-row",
      look.incl ? "incl-cells" : "premium-cells",
      anyDiffer ? `ded-${look.dedMode}` : "ded-uniform",
      ...(look.mergeBiPd ? ["bipd-merged"] : []),
      ...(look.thousands ? ["thousands"] : []),
    ];
  } else {
    const condo = t.type === "condo";
    const H = HEADERS.home;
    const dw = dwellingAddress(t)!;
    kv(
      rng.pick(H.location),
      sameAddress(dw, t.address) && rng.chance(0.35) ? [rng.pick(H.same)] : addressLines(dw, rng, look.upper),
    );
    kv(rng.pick(H.form), [
      `${g.extras.form}${rng.chance(0.5) ? `     ${rng.pick(H.built)} ${g.extras.yearBuilt}` : ""}`,
    ]);
    w.gap(6);
    const A = t.coverages.find((c) => c.code === "DWELLING")!;
    const dedMode = rng.pick(["column", "under-a", "line"] as const);
    const sections = rng.chance(0.35);
    const foldIncl = look.incl;
    const cov = (code: string) => t.coverages.find((c) => c.code === code);
    const premOf = (c: TruthCoverage) => L.coverage.get(c)![0];
    const folded = new Set(foldIncl ? ["OTHER_STRUCTURES", "LOSS_OF_USE", "MEDICAL_PAYMENTS"] : []);
    const foldedCents = t.coverages.filter((c) => folded.has(c.code)).reduce((s, c) => s + premOf(c), 0);
    const rowLabel = rng.pick(H.rowLabel);
    const lead: Spec = { key: "lead", name: "", limit: [""], cells: [[rowLabel]], weight: 1.2 };
    const specFor = (code: string): Spec | null => {
      const name = H.names[code === "DWELLING" && condo ? "CONDO_A" : code][set];
      const c = cov(code);
      if (!c) {
        if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls)
          return { key: code, name, limit: [rng.pick(H.als)], cells: [[incl]], weight: 1, align: "r" };
        return null;
      }
      const limit = [amt(c.limitPerAccident!)];
      if (code === "DWELLING" && dedMode === "under-a") limit.push(dedText(c.deductible!));
      const cents = premOf(c) + (code === "DWELLING" ? foldedCents : 0);
      return folded.has(code)
        ? { key: code, name, limit, cells: [[incl]], weight: 1, align: "r" }
        : { key: code, name, limit, cells: [[money(cents)]], cents: [cents], weight: 1, align: "r" };
    };
    const dedSpec: Spec = {
      key: "ded",
      name: rng.pick(H.ded),
      limit: [fill(rng.pick(H.dedValue), { x: amt(A.deductible!) })],
      cells: [[rng.pick(["--", incl, ""])]],
      weight: 1,
      align: "r",
    };
    const pct = g.extras.windHailPercent;
    const windSpec: Spec | null = pct
      ? {
          key: "wind",
          name: rng.pick(H.wind),
          limit: [fill(rng.pick(H.windValue), { p: String(pct) })],
          cells: [[incl]],
          weight: 0.9,
          align: "r",
        }
      : null;
    const s1 = ["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE"]
      .map(specFor)
      .filter((s): s is Spec => !!s);
    const s2 = ["PERSONAL_LIABILITY", "MEDICAL_PAYMENTS"].map(specFor).filter((s): s is Spec => !!s);
    const opt: Spec[] = g.extras.optional.map((o, i) => ({
      key: `opt${i}`,
      name: o.label,
      limit: [o.limit],
      cells: [[money(L.optional[i][0])]],
      cents: [L.optional[i][0]],
      weight: 1.1,
      align: "r",
    }));
    const extra = [...(dedMode === "column" ? [dedSpec] : []), ...(windSpec ? [windSpec] : [])];
    if (dedMode === "line") w.paragraph(fill(rng.pick(H.dedLine), { x: amt(A.deductible!) }));
    w.line(rng.pick(HEADERS.schedule), { bold: true });
    const totalName = rng.pick(HEADERS.total);
    // One table of columns with a single premium row, closed by the table's own total.
    const table = (specs: Spec[]) => {
      const sum = specs.reduce((s, x) => s + (x.cents?.[0] ?? 0), 0);
      const total: Spec = {
        key: "total",
        name: totalName,
        limit: [""],
        cells: [[money(sum)]],
        weight: 1.1,
        align: "r",
      };
      const all = [...specs, total];
      drawTable(w, all, [{ cells: all.map((s) => s.cells[0]) }], look, rng);
    };
    if (sections) {
      w.line(rng.pick(H.section1), { bold: true, size: w.size * 0.95 });
      table([lead, ...s1, ...extra]);
      w.gap(5);
      w.line(rng.pick(H.section2), { bold: true, size: w.size * 0.95 });
      table([lead, ...s2, ...opt]);
    } else table([lead, ...s1, ...s2, ...extra, ...opt]);
    variantBits = [
      t.type,
      sections ? "sections" : "one-table",
      `ded-${dedMode}`,
      look.incl ? "incl-cells" : "premium-cells",
    ];
  }

  // ---------------------------------------------------------------- premium and interests
  w.gap(5);
  const pcols: Col[] = [
    { at: 0.45, width: 0.35 },
    { at: 0.8, width: 0.2, align: "r" },
  ];
  if (L.inFees.length) {
    row(w, pcols, [[rng.pick(HEADERS.premium)], [money(L.base)]]);
    for (const f of L.inFees) row(w, pcols, [[f.label], [money(f.amount)]]);
  }
  row(w, pcols, [[rng.pick(HEADERS.grand)], [money(L.total)]], { bold: true });
  for (const f of L.outFees) w.paragraph(fill(rng.pick(HEADERS.outFee), { label: f.label, x: money(f.amount) }), small);

  if (look.interests !== "none") {
    if (look.interests === "next-page") {
      const cont = fill(rng.pick(HEADERS.cont), { n: t.policyNumber });
      w.setPageDecorator((ww) => {
        ww.line(cont, { bold: true });
        ww.gap(6);
      });
      w.newPage();
    } else w.gap(10);
    w.line(rng.pick(auto ? HEADERS.interests.auto : HEADERS.interests.home), { bold: true });
    const loan = rng.pick(HEADERS.loan);
    t.thirdParties.forEach((p, k) => {
      const role = rng.pick(
        p.type === "mortgagee" ? (k === 0 ? HEADERS.role.mortgagee : HEADERS.role.second) : HEADERS.role[p.type],
      );
      const vi = p.vin ? vehicles.findIndex((v) => v.vin === p.vin) : -1;
      const label = `${role}${vi >= 0 ? ` - Veh ${vi + 1}` : ""}`;
      w.kv(
        label,
        [U(p.name), ...addressLines(p.address, rng, look.upper), ...(p.loanNumber ? [`${loan} ${p.loanNumber}`] : [])],
        130,
        { bold: true },
      );
      w.gap(3);
    });
  } else truth.thirdParties = [];

  const formId = rng.pick(HEADERS.form);
  const pageForm = rng.pick(HEADERS.pageNo);
  footers(
    w,
    () => formId,
    (n, m) => fill(pageForm, { n: String(n), m: String(m) }),
  );
  if (w !== given) given.pages.splice(0, given.pages.length, ...w.pages);
  if (!naic) truth.carrier.naicCode = null;
  const variant = [...variantBits, look.ruled ? "ruled" : "plain", `interests-${look.interests}`].join("-");
  return { truth, variant, title };
};
