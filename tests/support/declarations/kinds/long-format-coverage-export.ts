import type { GeneratedPolicy, TruthCoverage, TruthParty } from "../policy";
import type { Rng } from "../random";
import type { Writer } from "../typeset";
import {
  cloneTruth,
  dollars,
  dwellingAddress,
  fromCents,
  hrule,
  ledger,
  personName,
  row,
  vehicleList,
  type Col,
  type KindFn,
  type Ledger,
  sum,
} from "./common";
import { dateText, fill, pickDateStyle, type AnyDateStyle } from "./forms";
import { fitSize, footers, ruledTable, type RCol, type RRow } from "./ruled";

// Imitates what an agency-management system or a carrier's policy-inquiry screen prints when a
// policy's coverages are exported in "long" (tidy) form, one row per unit, coverage and kind of
// limit: "1 | BI | Bodily Injury | Per Person | 100,000" and "1 | BI | Bodily Injury | Per Accident
// | 300,000" for a split limit, "1 | COMP | Comprehensive | Deductible | 500" where the deductible
// is a row of its own (or sits in a Ded column beside an "ACV" row). Column names are the export's
// own cryptic ones ("UNIT_NO", "COV_CD", "LMT_TYP", "LMT_AMT"; "Veh#", "Cvg", "Lim Basis"). The
// policy's facts come first as a "KEY = value" block or a one-row header table with the mailing
// address split into fields; units follow in a table of their own (vehicles 1..n, or location 1);
// lienholders and mortgagees are rows of a separate "Additional Interests" block. The rows are
// printed ruled, as a plain aligned listing, or as raw delimited lines (pipes or CSV, with amounts
// that hold a comma quoted).
//
// THE TRUTH: a split limit is the pair of its Per Person and Per Accident rows, in whichever order
// they are printed; a coverage's deductible is its Deductible row or Ded cell. Policy-level
// coverages (liability, UM, med pay) are the same coverage whether the export repeats them under
// every vehicle or prints them once under unit 0 / POL. Extra rows the truth has no code for
// (rental, towing, water backup, a wind/hail percentage) are not in it; loss of use exported as
// "ALS" with no amount has no limit. Interests are in the truth only when their block is printed,
// and their loan numbers only when the block has that column.

export const EXPORT = {
  title: [
    "Policy Coverage Detail - Export",
    "COVERAGE DETAIL EXTRACT",
    "Report: POLCOV_LONG",
    "Data Export - Coverages by Unit",
    "Policy Inquiry > Coverages > Export",
  ],
  system: ["AgencyWorks 7.4", "PolicyCenter Inquiry", "AMS Export Utility", "DataLink Extract v2", "eAgency Reports"],
  run: ["Run: {d} {t}  User: {u}", "Extracted {d} {t} by {u}", "Generated {d} {t}", "Report date {d}   Time {t}"],
  users: ["JSMITH", "KLEE02", "ADMIN", "csr_mgarcia", "BATCH01"],
  criteria: ["Selection: Policy = {p}", "Filter: POLICY_NO EQ '{p}'", "Criteria: Pol# {p}; Status = In Force", ""],
  lob: {
    auto: ["PAUTO", "AUTOP", "PPA", "Personal Auto"],
    home: ["HOME", "HO3", "HOMEOWNERS"],
    condo: ["HO6", "CONDO", "HOME-CU"],
  },
  status: ["INFORCE", "Active", "IN FORCE", "Renewed"],
  keys: [
    {
      policy: "POLICY_NO",
      lob: "LOB",
      status: "POL_STATUS",
      carrier: "CARRIER_NM",
      naic: "NAIC_CD",
      eff: "EFF_DT",
      exp: "EXP_DT",
      prem: "TERM_PREM",
      ins: "NAMED_INS_{n}",
      addr1: "MAIL_ADDR1",
      addr2: "MAIL_ADDR2",
      city: "MAIL_CITY",
      st: "MAIL_ST",
      zip: "MAIL_ZIP",
      agent: "PRODUCER_CD",
      issued: "TRANS_DT",
    },
    {
      policy: "PolNum",
      lob: "LineOfBus",
      status: "Status",
      carrier: "Company",
      naic: "NAIC",
      eff: "EffDate",
      exp: "ExpDate",
      prem: "FullTermPrem",
      ins: "Insured{n}",
      addr1: "Addr1",
      addr2: "Addr2",
      city: "City",
      st: "State",
      zip: "Zip",
      agent: "AgentCode",
      issued: "ProcessDate",
    },
    {
      policy: "pol_nbr",
      lob: "lob_cd",
      status: "pol_stat",
      carrier: "co_name",
      naic: "naic",
      eff: "eff_date",
      exp: "exp_date",
      prem: "wrtn_prem",
      ins: "insd_name_{n}",
      addr1: "mail_line1",
      addr2: "mail_line2",
      city: "mail_city",
      st: "mail_state",
      zip: "mail_zip",
      agent: "prod_cd",
      issued: "tran_eff",
    },
  ],
  equals: [" = ", ": ", "=", " : "],
  sections: {
    policy: ["[POLICY]", "POLICY HEADER", "Policy Record", "== POLICY =="],
    units: ["[UNITS]", "UNIT SCHEDULE", "Vehicles / Locations", "== UNITS =="],
    coverages: ["[COVERAGES]", "COVERAGE DETAIL (LONG)", "Coverage Rows", "== COVERAGES =="],
    interests: ["[ADDL_INTERESTS]", "ADDITIONAL INTERESTS", "Additional Interests", "== ADDITIONAL INTERESTS =="],
    fees: ["[FEES]", "FEES / SURCHARGES", "Fees"],
  },
  vehCols: [
    ["UNIT", "VEH_YR", "MAKE", "MODEL", "VIN", "BODY"],
    ["Unit #", "Yr", "Make", "Model", "VIN/Serial", "Desc"],
    ["unit_no", "model_yr", "make_nm", "model_nm", "vin", "trim"],
  ],
  locCols: [
    ["LOC", "ADDR1", "ADDR2", "CITY", "ST", "ZIP", "FORM", "YR_BLT"],
    ["Loc #", "Address", "Unit/Apt", "City", "State", "Zip", "Form", "Yr Built"],
    ["loc_no", "prem_line1", "prem_line2", "prem_city", "prem_st", "prem_zip", "form_cd", "yr_built"],
  ],
  covCols: [
    ["Unit", "Cov Cd", "Description", "Limit Type", "Amount", "Ded", "Prem"],
    ["UNIT_NO", "COV_CD", "COV_DESC", "LMT_TYP", "LMT_AMT", "DED_AMT", "PREM_AMT"],
    ["Veh#", "Cvg", "Cvg Desc", "Lim Basis", "Limit", "Deductible", "Written Prem"],
    ["unit", "cov", "desc", "lim_type", "value", "ded", "prem"],
  ],
  codes: [
    {
      BI: "BI",
      PD: "PD",
      CSL: "CSL",
      UMBI: "UM",
      UIMBI: "UIM",
      UMPD: "UMPD",
      MEDPAY: "MP",
      COMP: "COMP",
      COLL: "COLL",
      DWELLING: "COVA",
      OTHER_STRUCTURES: "COVB",
      PERSONAL_PROPERTY: "COVC",
      LOSS_OF_USE: "COVD",
      PERSONAL_LIABILITY: "COVE",
      MEDICAL_PAYMENTS: "COVF",
      DED: "AOPDED",
      WIND: "WHDED",
    },
    {
      BI: "BI",
      PD: "PD",
      CSL: "CSL",
      UMBI: "UMBI",
      UIMBI: "UNDUM",
      UMPD: "UMPD",
      MEDPAY: "MEDPM",
      COMP: "CMP",
      COLL: "COLL",
      DWELLING: "DWELL",
      OTHER_STRUCTURES: "OS",
      PERSONAL_PROPERTY: "PP",
      LOSS_OF_USE: "LOU",
      PERSONAL_LIABILITY: "PL",
      MEDICAL_PAYMENTS: "MEDPM",
      DED: "DED",
      WIND: "WHD",
    },
    {
      BI: "01",
      PD: "02",
      CSL: "03",
      UMBI: "10",
      UIMBI: "11",
      UMPD: "12",
      MEDPAY: "20",
      COMP: "30",
      COLL: "31",
      DWELLING: "A",
      OTHER_STRUCTURES: "B",
      PERSONAL_PROPERTY: "C",
      LOSS_OF_USE: "D",
      PERSONAL_LIABILITY: "E",
      MEDICAL_PAYMENTS: "F",
      DED: "D1",
      WIND: "D2",
    },
  ] as Record<string, string>[],
  desc: {
    BI: ["Bodily Injury", "BODILY INJURY LIAB", "Bodily Inj Liab"],
    PD: ["Property Damage", "PROPERTY DAMAGE LIAB", "Prop Dmg Liab"],
    CSL: ["Combined Single Limit", "CSL LIABILITY", "Liab CSL"],
    UMBI: ["Uninsured Motorist BI", "UNINSURED MOTORIST", "Unins Mot BI"],
    UIMBI: ["Underinsured Motorist BI", "UNDERINSURED MOTORIST", "Underins Mot BI"],
    UMPD: ["Uninsured Motorist PD", "UNINS MOTORIST PD", "Unins Mot PD"],
    MEDPAY: ["Medical Payments", "MEDICAL PAYMENTS", "Med Pay"],
    COMP: ["Comprehensive", "OTHER THAN COLLISION", "Comp"],
    COLL: ["Collision", "COLLISION", "Coll"],
    DWELLING: ["Dwelling", "COV A DWELLING", "Dwelling"],
    condoA: ["Building Property", "COV A BLDG PROP", "Unit Improvements"],
    OTHER_STRUCTURES: ["Other Structures", "COV B OTHER STRUCT", "Oth Struct"],
    PERSONAL_PROPERTY: ["Personal Property", "COV C PERS PROP", "Contents"],
    LOSS_OF_USE: ["Loss of Use", "COV D LOSS OF USE", "ALE"],
    PERSONAL_LIABILITY: ["Personal Liability", "COV E PERS LIAB", "Liability"],
    MEDICAL_PAYMENTS: ["Medical Payments to Others", "COV F MED PAY", "Med Pay Others"],
    DED: ["All Other Perils Deductible", "AOP DEDUCTIBLE", "Sec I Ded"],
    WIND: ["Wind/Hail Deductible", "WIND HAIL DED", "W/H Ded"],
  } as Record<string, string[]>,
  limitTypes: [
    {
      pp: "Per Person",
      pa: "Per Accident",
      occ: "Per Occurrence",
      csl: "Combined",
      ded: "Deductible",
      acv: "ACV",
      lim: "Limit",
      pct: "Percent",
      als: "ALS",
    },
    {
      pp: "EACH PERSON",
      pa: "EACH ACCIDENT",
      occ: "EACH OCC",
      csl: "CSL",
      ded: "DEDUCTIBLE",
      acv: "ACV",
      lim: "LIMIT",
      pct: "PCT",
      als: "ALS",
    },
    { pp: "PP", pa: "PA", occ: "OCC", csl: "CSL", ded: "DED", acv: "ACV", lim: "LMT", pct: "PCT", als: "ALS" },
    {
      pp: "EA PERS",
      pa: "EA ACC",
      occ: "EA OCC",
      csl: "COMB SGL",
      ded: "Ded Amt",
      acv: "ACV",
      lim: "Amt",
      pct: "%",
      als: "Actual Loss",
    },
  ] as Record<string, string>[],
  polUnit: ["0", "POL", "ALL", "*", ""],
  optionalCodes: {
    "Rental Reimbursement": "RREIM",
    "Roadside Assistance": "TL",
    "Personal Injury Protection": "PIP",
    "Loan/Lease Gap Coverage": "GAP",
    "Water Backup and Sump Overflow": "WBU",
    "Ordinance or Law": "ORDLW",
    "Identity Theft Expense": "IDTHF",
    "Scheduled Jewelry": "SCHPP",
  } as Record<string, string>,
  aiCols: [
    ["AI_TYPE", "UNIT", "AI_NAME", "AI_ADDR1", "AI_CITY", "AI_ST", "AI_ZIP", "LOAN_NO"],
    ["Int Type", "Unit", "Name", "Address", "City", "State", "Zip", "Loan #"],
    ["intr_cd", "unit_no", "intr_name", "intr_line1", "intr_city", "intr_state", "intr_zip", "ref_no"],
  ],
  aiTypes: [
    { lienholder: "LH", lessor: "LS", mortgagee: "MG" },
    { lienholder: "LIENHOLDER", lessor: "LESSOR", mortgagee: "MORTGAGEE" },
    { lienholder: "LP", lessor: "AI-LESSOR", mortgagee: "MTG{n}" },
  ] as Record<string, string>[],
  totals: ["TOTAL", "Total Written Premium", "** TOTAL **", "Policy Total"],
  end: ["*** END OF REPORT ***", "-- end of export --", "Rows exported: {n}", "{n} rows"],
  page: ["Page {n} of {m}", "Pg {n}", "{n}/{m}"],
};

type Table = "ruled" | "plain" | "pipes" | "csv";

interface Look {
  header: "kv" | "table";
  table: Table;
  ds: AnyDateStyle;
  keys: (typeof EXPORT.keys)[number];
  eq: string;
  codes: Record<string, string>;
  lt: Record<string, string>;
  cols: string[];
  desc: number | null;
  /** Deductibles as rows of their own, or in a Ded column. */
  dedRows: boolean;
  prem: boolean;
  /** Policy-level coverages repeated per vehicle, or under one unit. */
  perUnit: boolean;
  polUnit: string;
  /** Per Accident printed before Per Person. */
  paFirst: boolean;
  dollar: boolean;
  decimals: boolean;
  interests: boolean;
  loans: boolean;
  naic: boolean;
}

function pickLook(rng: Rng, g: GeneratedPolicy): Look {
  const dedRows = rng.chance(0.5);
  return {
    header: rng.pick(["kv", "kv", "table"] as const),
    table: rng.weighted([
      ["ruled", 3],
      ["plain", 3],
      ["pipes", 1.5],
      ["csv", 1],
    ] as const),
    ds: pickDateStyle(rng, ["yyyy-mm-dd", "yyyy-mm-dd", "mm/dd/yyyy", "m/d/yyyy", "mm/dd/yy"]),
    keys: rng.pick(EXPORT.keys),
    eq: rng.pick(EXPORT.equals),
    codes: rng.pick(EXPORT.codes),
    lt: rng.pick(EXPORT.limitTypes),
    cols: rng.pick(EXPORT.covCols),
    desc: rng.chance(0.8) ? rng.int(0, 2) : null,
    dedRows,
    prem: rng.chance(0.7),
    perUnit: g.truth.type === "auto" && g.truth.properties.length > 1 && rng.chance(0.5),
    polUnit: rng.pick(EXPORT.polUnit),
    paFirst: rng.chance(0.2),
    dollar: rng.chance(0.25),
    decimals: rng.chance(0.35),
    interests: rng.chance(0.85),
    loans: rng.chance(0.8),
    naic: !!g.extras.naicCode && rng.chance(0.6),
  };
}

// ---------------------------------------------------------------- tables

/** Column shares from the longest value in each column (an export prints what it has). */
function shares(w: Writer, head: string[], rows: string[][]): number[] {
  const widths = head.map((h, i) =>
    Math.max(w.width_(h, { bold: true }), ...rows.map((r) => w.width_(r[i] ?? "")), 12),
  );
  const sum = widths.reduce((s, x) => s + x, 0);
  return widths.map((x) => x / sum);
}

const NUMERIC = /^[$\d(-][\d,.$%)]*$/;

function csvCell(s: string): string {
  return /[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Prints an export table in the page's table style. */
function exportTable(w: Writer, look: Look, head: string[], rows: string[][], size = w.size * 0.88): void {
  if (look.table === "pipes" || look.table === "csv") {
    const join = (cells: string[]) =>
      look.table === "csv" ? cells.map(csvCell).join(",") : cells.join(" | ").replace(/\s+$/, "");
    const style = { size };
    for (const [i, r] of [head, ...rows].entries()) {
      const lines = w.wrap(join(r), style);
      w.ensure(lines.length * size * 1.3);
      lines.forEach((l, k) => w.put(l, w.left + (k ? 12 : 0), w.y + size + k * size * 1.3, { size, bold: i === 0 }));
      w.y += lines.length * size * 1.3;
    }
    w.gap(4);
    return;
  }
  const fr = shares(w, head, rows);
  const align = (i: number) => (rows.some((r) => r[i] && NUMERIC.test(r[i])) ? "r" : "l") as "r" | "l";
  if (look.table === "ruled") {
    const cols: RCol[] = fr.map((width, i) => ({ width, align: align(i) }));
    const body: RRow[] = rows.map((r) => ({ cells: r.map((c) => [c]) }));
    ruledTable(w, cols, [head.map((h) => [h])], body, fitSize(w, cols, body, size, 5) ?? 5);
  } else {
    let at = 0;
    const gutter = 8 / (w.right - w.left);
    const cols: Col[] = fr.map((width, i) => {
      // A right-aligned column keeps a gutter before the next one, as a listing's fixed columns do.
      const c = { at, width: align(i) === "r" ? width - gutter : width, align: align(i) };
      at += width;
      return c;
    });
    row(
      w,
      cols,
      head.map((h) => [h]),
      { bold: true, size },
      { rule: true },
    );
    for (const r of rows)
      row(
        w,
        cols,
        r.map((c) => [c]),
        { size },
        { pad: 1 },
      );
  }
  w.gap(5);
}

function section(w: Writer, title: string): void {
  w.ensure(w.lineHeight * 3);
  w.gap(3);
  w.line(title, { bold: true });
}

// ---------------------------------------------------------------- the page

const exportPage: KindFn = (w, g, rng) => {
  const t = g.truth;
  const truth = cloneTruth(t);
  const look = pickLook(rng, g);
  const L: Ledger = ledger(g, rng);
  const K = look.keys;
  const d = (iso: string) => dateText(iso, look.ds);
  const amt = (n: number) => dollars(n, { sign: look.dollar, cents: look.decimals });
  const prem = (cents: number) => dollars(fromCents(cents), { sign: look.dollar, cents: true });
  const auto = t.type === "auto";
  const condo = t.type === "condo";

  // Title and run line.
  const title = rng.pick(EXPORT.title);
  w.line(`${rng.pick(EXPORT.system)}   ${title}`, { bold: true, size: w.size * 1.15 });
  const hh = String(rng.int(6, 18)).padStart(2, "0");
  const mm = String(rng.int(0, 59)).padStart(2, "0");
  w.line(fill(rng.pick(EXPORT.run), { d: d(g.extras.issueDate), t: `${hh}:${mm}`, u: rng.pick(EXPORT.users) }), {
    size: w.size * 0.85,
  });
  const crit = fill(rng.pick(EXPORT.criteria), { p: t.policyNumber });
  if (crit) w.line(crit, { size: w.size * 0.85 });
  hrule(w, 0.8, 4);

  // Policy facts.
  const upper = rng.chance(0.5);
  const names = t.insureds.map((_, i) => personName(g, i, "last-first", upper));
  const a = t.address;
  const facts: [string, string][] = [
    [K.policy, t.policyNumber],
    [K.lob, rng.pick(EXPORT.lob[t.type])],
    [K.status, rng.pick(EXPORT.status)],
    [K.carrier, upper ? t.carrier.name.toUpperCase() : t.carrier.name],
    ...(look.naic ? [[K.naic, g.extras.naicCode!] as [string, string]] : []),
    [K.eff, d(t.effectiveDate)],
    [K.exp, d(t.expirationDate)],
    [K.prem, prem(L.total)],
    ...names.map((n, i) => [fill(K.ins, { n: String(i + 1) }), n] as [string, string]),
    [K.addr1, upper ? a.addressLine1.toUpperCase() : a.addressLine1],
    [K.addr2, a.addressLine2 ? (upper ? a.addressLine2.toUpperCase() : a.addressLine2) : ""],
    [K.city, upper ? a.city.toUpperCase() : a.city],
    [K.st, a.state],
    [K.zip, a.postalCode],
    [K.agent, g.extras.agent.code],
    [K.issued, d(g.extras.issueDate)],
  ];
  section(w, rng.pick(EXPORT.sections.policy));
  if (look.header === "kv") {
    const size = w.size * 0.9;
    const keyW = Math.max(...facts.map(([k]) => w.width_(k, { size }))) + 4;
    const half = Math.ceil(facts.length / 2);
    const twoCols = rng.chance(0.5);
    const put = (ww: Writer, list: [string, string][]) => {
      for (const [k, v] of list) {
        ww.ensure(size * 1.35);
        if (look.eq === "=") ww.put(`${k}=${v}`, ww.left, ww.y + size, { size });
        else {
          ww.put(k, ww.left, ww.y + size, { size });
          ww.put(`${look.eq.trim()} ${v}`, ww.left + keyW, ww.y + size, { size });
        }
        ww.y += size * 1.35;
      }
    };
    if (twoCols) w.columns([(ww) => put(ww, facts.slice(0, half)), (ww) => put(ww, facts.slice(half))], 18);
    else put(w, facts);
    w.gap(4);
  } else {
    // One-row header tables: the policy record, then the mailing record.
    const cut = facts.findIndex(([k]) => k === fill(K.ins, { n: "1" }));
    exportTable(
      w,
      look,
      facts.slice(0, cut).map(([k]) => k),
      [facts.slice(0, cut).map(([, v]) => v)],
    );
    exportTable(
      w,
      look,
      facts.slice(cut).map(([k]) => k),
      [facts.slice(cut).map(([, v]) => v)],
    );
  }

  // Units.
  section(w, rng.pick(EXPORT.sections.units));
  const vehicles = vehicleList(g);
  if (auto) {
    const head = rng.pick(EXPORT.vehCols);
    const withTrim = rng.chance(0.5);
    exportTable(
      w,
      look,
      withTrim ? head : head.slice(0, 5),
      vehicles.map((v, i) => {
        const r = [String(i + 1), String(v.year), v.make, v.model, v.vin];
        return withTrim ? [...r, v.trim] : r;
      }),
    );
  } else {
    const p = dwellingAddress(t)!;
    exportTable(w, look, rng.pick(EXPORT.locCols), [
      [
        "1",
        p.addressLine1,
        p.addressLine2 ?? "",
        p.city,
        p.state,
        p.postalCode,
        g.extras.form,
        String(g.extras.yearBuilt),
      ],
    ]);
  }

  // Coverage rows.
  const C = look.codes;
  const T = look.lt;
  const withDed = !look.dedRows;
  const head = look.cols.filter(
    (_, i) => (i !== 2 || look.desc !== null) && (i !== 5 || withDed) && (i !== 6 || look.prem),
  );
  const rows: string[][] = [];
  const put = (unit: string, code: string, limType: string, amount: string, ded: string, premium: string) => {
    const r = [unit, C[code] ?? code];
    if (look.desc !== null) r.push(code in EXPORT.desc ? EXPORT.desc[code][look.desc] : code);
    r.push(limType, amount);
    if (withDed) r.push(ded);
    if (look.prem) r.push(premium);
    rows.push(r);
  };
  const covRows = (c: TruthCoverage, unit: string, cents: number | null) => {
    const p = cents === null ? "" : prem(cents);
    const code = c.code;
    const dedCell = withDed && c.deductible !== null ? amt(c.deductible) : "";
    if (c.limitPerPerson !== null) {
      const pair: [string, string][] = [
        [T.pp, amt(c.limitPerPerson)],
        [T.pa, amt(c.limitPerAccident!)],
      ];
      if (look.paFirst) pair.reverse();
      put(unit, code, pair[0][0], pair[0][1], dedCell, p);
      put(unit, code, pair[1][0], pair[1][1], "", "");
    } else if (c.limitPerAccident !== null) {
      const lt =
        c.code === "CSL"
          ? T.csl
          : c.code === "MEDPAY" || c.code === "MEDICAL_PAYMENTS"
            ? T.pp
            : c.code === "PERSONAL_LIABILITY"
              ? T.occ
              : auto
                ? T.pa
                : T.lim;
      put(unit, code, lt, amt(c.limitPerAccident), dedCell, p);
    } else if (withDed) put(unit, code, T.acv, "", dedCell, p);
    else if (rng.chance(0.5)) {
      put(unit, code, T.acv, "", "", p);
      put(unit, code, T.ded, amt(c.deductible!), "", "");
      return;
    } else {
      put(unit, code, T.ded, amt(c.deductible!), "", p);
      return;
    }
    if (look.dedRows && c.deductible !== null) put(unit, code, T.ded, amt(c.deductible), "", "");
  };
  if (auto) {
    const polLevel = t.coverages.filter((c) => !c.vin);
    if (!look.perUnit) for (const c of polLevel) covRows(c, look.polUnit, sum(L.coverage.get(c)!));
    vehicles.forEach((v, i) => {
      if (look.perUnit) for (const c of polLevel) covRows(c, String(i + 1), L.coverage.get(c)![i]);
      for (const c of t.coverages.filter((x) => x.vin === v.vin)) covRows(c, String(i + 1), L.coverage.get(c)![i]);
    });
    g.extras.optional.forEach((o, k) => {
      const code = EXPORT.optionalCodes[o.label] ?? o.label.slice(0, 5).toUpperCase();
      const r = [look.polUnit || "0", code];
      if (look.desc !== null) r.push(o.label);
      r.push(T.lim, o.limit);
      if (withDed) r.push("");
      if (look.prem) r.push(prem(sum(L.optional[k])));
      rows.push(r);
    });
  } else {
    const order = [
      "DWELLING",
      "OTHER_STRUCTURES",
      "PERSONAL_PROPERTY",
      "LOSS_OF_USE",
      "PERSONAL_LIABILITY",
      "MEDICAL_PAYMENTS",
    ];
    const dwelling = t.coverages.find((c) => c.code === "DWELLING")!;
    for (const code of order) {
      const c = t.coverages.find((x) => x.code === code);
      if (code === "DWELLING" && condo && c) {
        // Condo Coverage A keeps its own description.
        const start = rows.length;
        covRows({ ...c, deductible: look.dedRows ? null : c.deductible }, "1", sum(L.coverage.get(c)!));
        if (look.desc !== null) rows[start][2] = EXPORT.desc.condoA[look.desc];
      } else if (c)
        covRows(code === "DWELLING" && look.dedRows ? { ...c, deductible: null } : c, "1", sum(L.coverage.get(c)!));
      else if (code === "LOSS_OF_USE" && g.extras.lossOfUseAls) put("1", code, T.als, "", "", look.prem ? "INCL" : "");
    }
    // The all-perils deductible as a coverage row of its own (always so when deductibles are rows).
    if (look.dedRows) put("1", "DED", T.ded, amt(dwelling.deductible!), "", "");
    if (g.extras.windHailPercent) put("1", "WIND", T.pct, `${g.extras.windHailPercent}%`, "", "");
    g.extras.optional.forEach((o, k) => {
      const code = EXPORT.optionalCodes[o.label] ?? o.label.slice(0, 5).toUpperCase();
      const r = ["1", code];
      if (look.desc !== null) r.push(o.label);
      r.push(T.lim, o.limit);
      if (withDed) r.push("");
      if (look.prem) r.push(prem(sum(L.optional[k])));
      rows.push(r);
    });
  }
  if (look.prem) {
    const total = head.map(() => "");
    total[0] = rng.pick(EXPORT.totals);
    total[total.length - 1] = prem(L.base);
    rows.push(total);
  }
  section(w, rng.pick(EXPORT.sections.coverages));
  exportTable(w, look, head, rows);

  // Fees.
  const fees = [...L.inFees.map((f) => ({ ...f, inc: "Y" })), ...L.outFees.map((f) => ({ ...f, inc: "N" }))];
  if (fees.length) {
    section(w, rng.pick(EXPORT.sections.fees));
    exportTable(
      w,
      look,
      ["FEE_DESC", "AMOUNT", "IN_PREM"],
      fees.map((f) => [f.label, prem(f.amount), f.inc]),
    );
  }

  // Additional interests.
  const parties = t.thirdParties;
  if (parties.length && look.interests) {
    section(w, rng.pick(EXPORT.sections.interests));
    const cols = rng.pick(EXPORT.aiCols);
    const types = rng.pick(EXPORT.aiTypes);
    const unitOf = (p: TruthParty) => {
      const i = vehicles.findIndex((v) => v.vin === p.vin);
      return i < 0 ? "1" : String(i + 1);
    };
    let m = 0;
    const rowsAi = parties.map((p) => {
      if (p.type === "mortgagee") m++;
      const r = [
        fill(types[p.type], { n: String(m) }),
        unitOf(p),
        p.name,
        p.address.addressLine2 ? `${p.address.addressLine1} ${p.address.addressLine2}` : p.address.addressLine1,
        p.address.city,
        p.address.state,
        p.address.postalCode,
      ];
      return look.loans ? [...r, p.loanNumber ?? ""] : r;
    });
    exportTable(w, look, look.loans ? cols : cols.slice(0, 7), rowsAi);
  }

  const endLine = fill(rng.pick(EXPORT.end), { n: String(rows.length) });
  w.line(endLine, { size: w.size * 0.85 });
  const page = rng.pick(EXPORT.page);
  footers(
    w,
    () => `${t.policyNumber}  ${title}`,
    (n, mm2) => fill(page, { n: String(n), m: String(mm2) }),
  );

  if (!look.naic) truth.carrier.naicCode = null;
  if (!look.interests) truth.thirdParties = [];
  if (!look.loans) for (const p of truth.thirdParties) p.loanNumber = null;
  const variant = [
    t.type,
    `header-${look.header}`,
    look.table,
    look.dedRows ? "ded-rows" : "ded-column",
    look.perUnit ? "per-unit" : "",
    look.paFirst ? "pa-first" : "",
    look.prem ? "" : "no-prem",
    parties.length ? (look.interests ? "interests" : "no-interests") : "",
  ]
    .filter(Boolean)
    .join("-");
  return { truth, variant, title };
};

export const longFormatCoverageExport: KindFn = exportPage;
